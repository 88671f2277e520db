package gcscript.texture;

import gcscript.texture.TextureEntry;
import gcscript.texture.TextureKind;
import java.awt.image.BufferedImage;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A decoded level texture: level 0 and whichever reduced levels the notes' mip model found (see
 * {@link TextureDecoder}). Pixels are ARGB with alpha already expanded to 0..255.
 */
public final class Texture {
    /** One image level; {@code argb} is row-major, {@code width * height} long. */
    public record Level(int level, int width, int height, int[] argb) {
        /** A copy: levels are shared by every caller of a memoised texture. */
        @Override public int[] argb() { return argb.clone(); }

        public BufferedImage image() {
            BufferedImage img = new BufferedImage(Math.max(1, width), Math.max(1, height), BufferedImage.TYPE_INT_ARGB);
            if (width > 0 && height > 0) img.setRGB(0, 0, width, height, argb, 0, width);
            return img;
        }

        /** Pixels as R, G, B, A bytes, row-major: what the generator's ground-truth hash is taken over. */
        public byte[] rgba() {
            byte[] out = new byte[argb.length * 4];
            for (int i = 0; i < argb.length; i++) {
                int c = argb[i];
                out[4 * i] = (byte) (c >> 16);
                out[4 * i + 1] = (byte) (c >> 8);
                out[4 * i + 2] = (byte) c;
                out[4 * i + 3] = (byte) (c >>> 24);
            }
            return out;
        }
    }

    private final TextureEntry entry;
    private final long texelOffset;
    private final boolean stashed;
    private final Level base;
    private final List<Level> mips;

    Texture(TextureEntry entry, long texelOffset, boolean stashed, Level base, List<Level> mips) {
        this.entry = entry;
        this.texelOffset = texelOffset;
        this.stashed = stashed;
        this.base = base;
        this.mips = List.copyOf(mips);
    }

    public TextureEntry entry() { return entry; }
    public TextureKind kind() { return entry.kind(); }
    public int index() { return entry.record(); }
    public int width() { return base.width(); }
    public int height() { return base.height(); }
    /** Offset of the level-0 texels in {@link #source()}. */
    public long texelOffset() { return texelOffset; }
    /** Whether this is a moby texture kept in the GS RAM stash. */
    public boolean stashed() { return stashed; }
    /** Where the level-0 texels are: "core_data", or "gs_ram" for a stashed moby texture. */
    public String source() { return stashed ? "gs_ram" : "core_data"; }
    public int[] argb() { return base.argb(); }
    public Level level0() { return base; }

    public BufferedImage image() { return base.image(); }

    /** The reduced levels that were found (1, 2, 3 under the notes' model), smallest last. */
    public List<Level> mipLevels() { return mips; }

    public List<BufferedImage> mips() {
        List<BufferedImage> out = new ArrayList<>();
        for (Level l : mips) out.add(l.image());
        return out;
    }

    public byte[] rgba() { return base.rgba(); }

    public String rgbaSha256() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(rgba()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Fraction of level-0 pixels whose expanded alpha is 255. */
    public double opaqueFraction() {
        int[] p = base.argb();
        if (p.length == 0) return 0;
        int n = 0;
        for (int c : p) if ((c >>> 24) == 255) n++;
        return (double) n / p.length;
    }

    /** Number of distinct ARGB values among the level-0 pixels. */
    public int distinctColours() { return distinct(base.argb); }

    /**
     * How many different values {@code p} holds: one pass through an open-addressing set (a sorted copy cost a
     * sort per texture, ~6% of a cold {@code claims} run); 0 is tracked apart because it marks empty slots.
     */
    static int distinct(int[] p) {
        int cap = Integer.highestOneBit(Math.max(2, p.length) * 2 - 1) << 1;   // ≥ 2 × length, a power of two
        int[] table = new int[cap];
        int mask = cap - 1, n = 0;
        boolean zero = false;
        for (int c : p) {
            if (c == 0) {
                if (!zero) { zero = true; n++; }
                continue;
            }
            int h = c * 0x9E3779B9;
            for (int i = (h ^ (h >>> 16)) & mask; ; i = (i + 1) & mask) {
                int t = table[i];
                if (t == c) break;
                if (t == 0) { table[i] = c; n++; break; }
            }
        }
        return n;
    }
}
