package gcscript.core;

import java.util.Arrays;

/**
 * One moby/tie/shrub class table entry as stored (docs/formats/core.md). {@code offset} is the absolute offset of
 * the entry in core_index's file; {@code offsetInAssetWad} is an offset into the decompressed core_data (0 = no
 * model). For tie entries {@code unknown8}/{@code unknownC} are the same words; for shrub they are pad_8/pad_c.
 */
public record ClassEntry(ClassKind kind, int record, long offset, int offsetInAssetWad, int oClass,
                         int unknown8, int unknownC, byte[] textures, ShrubBillboardInfo billboard) {

    public static final int TEXTURE_SLOTS = 16;
    public static final int END = 0xff;

    /** The 16 raw slots (a copy). */
    @Override public byte[] textures() { return textures.clone(); }

    /** The texture slots up to the first 0xFF terminator (Wrench/noclip truncate there). */
    public int[] textureIndices() {
        int n = 0;
        while (n < textures.length && (textures[n] & 0xff) != END) n++;
        int[] out = new int[n];
        for (int i = 0; i < n; i++) out[i] = textures[i] & 0xff;
        return out;
    }

    public String textureList() { return Arrays.toString(textureIndices()); }

    @Override public boolean equals(Object o) {
        return o instanceof ClassEntry c && c.kind == kind && c.record == record && c.offset == offset
                && c.offsetInAssetWad == offsetInAssetWad && c.oClass == oClass && c.unknown8 == unknown8
                && c.unknownC == unknownC && Arrays.equals(c.textures, textures)
                && java.util.Objects.equals(c.billboard, billboard);
    }

    @Override public int hashCode() { return Long.hashCode(offset) * 31 + Arrays.hashCode(textures); }
}
