package gcscript.goldeneye.texture;

/** Compression methods of the non-zlib path (TEXCOMPMETHOD 0..9), labelled as in the conformance notes. */
public enum GeMethod {
    UNCOMPRESSED0("raw0"), UNCOMPRESSED1("raw1"), HUFFMAN("huff"), HUFFMAN_PER_CHANNEL("huffch"), RLE("rle"),
    LOOKUP("lut"), HUFFMAN_LOOKUP("hufflut"), RLE_LOOKUP("rlelut"), HUFFMAN_BLUR("huffblur"), RLE_BLUR("rleblur");

    public final String label;

    GeMethod(String label) { this.label = label; }

    private static final GeMethod[] BY_ID = values();

    public static GeMethod byId(int id) { return id >= 0 && id < BY_ID.length ? BY_ID[id] : null; }
}
