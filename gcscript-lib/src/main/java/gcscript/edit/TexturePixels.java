package gcscript.edit;

import gcscript.level.Level;
import gcscript.texture.Clut;
import gcscript.texture.Texture;
import gcscript.texture.TextureKind;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * A texture's level-0 texels from a PNG of its size: each pixel re-quantised to the nearest entry of the texture's
 * own CLUT (squared distance over R, G, B and alpha), the 8-bit indices written where the decoder reads them
 * (core_data at {@code textures_base_offset + data_offset}). The CLUT and the reduced levels are left as they are;
 * textures stashed in GS RAM are refused.
 */
final class TexturePixels {
    private TexturePixels() {}

    /** The located texels: where they go in core_data and the indices to write. */
    record Texels(String buffer, long offset, byte[] indices, int changed) {}

    static Texels quantise(Level level, String kind, int index, Path png) {
        String where = "level[" + level.number() + "].core.textures[kind=" + kind + " index=" + index + "].texels = " + png;
        Texture t;
        try {
            t = level.core().texture(TextureKind.parse(kind), index);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw Cells.refuse(where, "a texture of the level", e.getMessage());
        }
        if (t.stashed()) throw Cells.refuse(where, "a texture in core_data (stashed GS RAM textures are not written)", "stashed");
        BufferedImage img;
        try {
            img = ImageIO.read(png.toFile());
        } catch (IOException e) {
            throw Cells.refuse(where, "a readable PNG", e.getMessage());
        }
        if (img == null) throw Cells.refuse(where, "a PNG image", "no image");
        if (img.getWidth() != t.width() || img.getHeight() != t.height()) {
            throw Cells.refuse(where, "a PNG of " + t.width() + " x " + t.height(), img.getWidth() + " x " + img.getHeight());
        }
        int[] clut = Clut.read(level.core().gsRamBytes(), where, (long) t.entry().palette() * Clut.UNIT);
        int[] old = t.argb();
        byte[] out = new byte[old.length];
        Map<Integer, Integer> nearest = new HashMap<>();
        int changed = 0;
        for (int y = 0, i = 0; y < t.height(); y++) {
            for (int x = 0; x < t.width(); x++, i++) {
                int argb = img.getRGB(x, y);
                int k = nearest.computeIfAbsent(argb, c -> nearest(clut, c));
                out[i] = (byte) k;
                if (clut[k] != old[i]) changed++;
            }
        }
        return new Texels(level.fileName() + ":core_data", t.texelOffset(), out, changed);
    }

    /** The index of the CLUT colour closest to {@code argb} (the first of equals). */
    static int nearest(int[] clut, int argb) {
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int i = 0; i < clut.length; i++) {
            long d = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                long e = ((clut[i] >>> shift) & 0xff) - ((argb >>> shift) & 0xff);
                d += e * e;
            }
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }
}
