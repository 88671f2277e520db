package gcscript.goldeneye.texture;

/**
 * One level (LOD) of a decoded texture, located in the decoder's output buffer as the game lays it out.
 *
 * @param source   {@code stored} (decoded from the blob) or {@code generated} (the game's mip generation)
 * @param method   compression method of a stored non-zlib level, null otherwise
 * @param blur     blur predictor (methods 8/9), -1 otherwise
 * @param swapped  whether the game pre-swaps this level's odd rows in RAM (the library returns the linear image)
 * @param defined  {@code yes}, {@code quirk:<name>} (the game's output is defined but not the intended image), or
 *                 {@code no:<reason>} when the content depends on memory the decoder never wrote
 */
public record GeLevel(int lod, int width, int height, int stride, int offset, int size, String source,
                      GeTexFormat format, GeMethod method, int blur, boolean swapped, String defined) {

    public boolean isDefined() { return !defined.startsWith("no:"); }
}
