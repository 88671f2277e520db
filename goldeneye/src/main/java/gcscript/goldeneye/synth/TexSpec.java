package gcscript.goldeneye.synth;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** One synthetic texture: what to encode (path, format, method, u, lod, size) and its images. */
final class TexSpec {
    static final String[] FORMAT = {"rgba32", "rgba16", "rgb24", "rgb15", "ia16", "ia8", "ia4", "i8", "i4",
            "ci8rgba", "ci4rgba", "ci8ia", "ci4ia"};
    static final int[][] SIZES = {{8, 8}, {16, 16}, {32, 16}, {24, 12}, {17, 9}, {32, 32}, {64, 32}, {12, 20}};
    static final int[][] LODS = {{0, 0}, {0, 1}, {0, 3}, {1, 2}, {1, 0}};

    boolean zlib;
    int format, method, u, lod, width, height;
    int[] palette;

    static TexSpec random(Random rnd, int id) {
        TexSpec t = new TexSpec();
        t.zlib = rnd.nextInt(3) == 0;
        int[] ul = LODS[rnd.nextInt(LODS.length)];
        t.u = ul[0];
        t.lod = ul[1];
        while (true) {
            int[] s = SIZES[rnd.nextInt(SIZES.length)];
            t.width = s[0];
            t.height = s[1];
            if (t.zlib) {
                t.format = 9 + rnd.nextInt(4);
                boolean ci4 = t.format == 10 || t.format == 12;
                int rowBytes = ci4 ? (t.width + 1) / 2 : t.width;
                if (rowBytes * t.height <= 0x800) break;
            } else {
                t.format = rnd.nextInt(9);
                int[] methods = t.format == 7 || (t.format == 8 && t.width % 2 == 0) ? new int[]{0, 1, 4, 5} : t.format == 2 ? new int[]{0, 1} : new int[]{0, 1, 5};
                t.method = methods[rnd.nextInt(methods.length)];
                break;
            }
        }
        if (t.zlib) {
            boolean ci4 = t.format == 10 || t.format == 12;
            int n = 2 + rnd.nextInt(ci4 ? 15 : 60);
            t.palette = new int[n];
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int i = 0; i < n; i++) {
                int v;
                do { v = rnd.nextInt(0x10000); } while (!seen.add(v));
                t.palette[i] = v;
            }
        }
        return t;
    }

    int storedLevels() { return u == 1 && lod > 0 ? lod : 1; }

    /** Levels the game's decoder will return: stored, plus generated for u = 0, lod >= 2 (zlib: within 0x800). */
    int expectedLevels() {
        int stored = storedLevels();
        if (u == 1 || lod < 2) return stored;
        if (!zlib) return lod;
        boolean ci4 = format == 10 || format == 12;
        int w = width, h = height;
        int total = stride(ci4, w) * h;
        int levels = 1;
        for (int j = 1; j < lod; j++) {
            w = (w + 1) >> 1;
            h = (h + 1) >> 1;
            int size = stride(ci4, w) * h;
            if (total + size > 0x800) break;
            total += size;
            levels++;
        }
        return levels;
    }

    private static int stride(boolean ci4, int w) { return ci4 ? ((w + 15) & ~15) / 2 : (w + 7) & ~7; }

    String formatLabel() { return FORMAT[format]; }

    String methodLabel() {
        if (zlib) return "zlib";
        return new String[]{"raw0", "raw1", "huff", "huffch", "rle", "lut"}[method];
    }

    TexEncoder.Blob encode(Random rnd) {
        List<TexEncoder.Image> images = new ArrayList<>();
        int w = width, h = height;
        int n = storedLevels();
        int distinct = 1 + rnd.nextInt(24);
        int[] values = new int[distinct];
        for (int i = 0; i < distinct; i++) values[i] = randomValue(rnd);
        int a = 1 + rnd.nextInt(5), b = 1 + rnd.nextInt(5);
        for (int lvl = 0; lvl < n; lvl++) {
            int[] px = new int[w * h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int k = ((x * a) / 3 + (y * b) / 2 + lvl) % (zlib ? palette.length : distinct);
                    px[y * w + x] = zlib ? k : values[k];
                }
            }
            images.add(new TexEncoder.Image(w, h, px));
            w = Math.max(1, (w + 1) >> 1);
            h = Math.max(1, (h + 1) >> 1);
        }
        return zlib ? TexEncoder.zlib(u, lod, format, palette, images) : TexEncoder.nonZlib(u, lod, format, method, images);
    }

    private int randomValue(Random rnd) {
        switch (format) {
            case 0: return rnd.nextInt();
            case 1: case 4: return rnd.nextInt(0x10000);
            case 2: return rnd.nextInt(0x1000000);
            case 3: return rnd.nextInt(0x8000);
            case 5: case 7: return rnd.nextInt(256);
            default: return rnd.nextInt(16);
        }
    }
}
