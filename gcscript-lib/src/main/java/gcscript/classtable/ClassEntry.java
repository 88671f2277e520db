package gcscript.classtable;

import java.util.Arrays;

/**
 * One moby/tie/shrub class table entry as stored (rac2-formats §4.1). {@code offset} is the absolute offset of
 * the entry in core_index's file; {@code offsetInAssetWad} is an offset into the decompressed core_data (0 = no
 * model). For tie entries {@code unknown8}/{@code unknownC} are the same words; for shrub they are pad_8/pad_c.
 */
public record ClassEntry(ClassKind kind, int record, long offset, int offsetInAssetWad, int oClass,
                         int unknown8, int unknownC, byte[] textures, ShrubBillboardInfo billboard) {

    /** Moby and tie class entries (0x20 bytes). */
    public static final gcscript.layout.Layout LAYOUT = new gcscript.layout.Layout("class_entry", 0x20,
            "rac2-formats §4.1; Wrench level_core.h (MobyClassEntry, TieClassEntry)");
    public static final gcscript.layout.Field OFFSET_IN_ASSET_WAD = LAYOUT.s32("offset_in_asset_wad", 0x0, "class block in core_data (0 = none)");
    public static final gcscript.layout.Field O_CLASS = LAYOUT.s32("o_class", 0x4, "class number used by instances");
    public static final gcscript.layout.Field UNKNOWN_8 = LAYOUT.s32("unknown_8", 0x8, "");
    public static final gcscript.layout.Field UNKNOWN_C = LAYOUT.s32("unknown_c", 0xc, "");
    public static final gcscript.layout.Field[] TEXTURE = LAYOUT.array("texture", 0x10, gcscript.layout.Type.U8,
            "texture slot (index into the kind's texture table; 0xff ends the list)",
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15");

    /** Shrub class entries (0x30 bytes): the same words (8 and c are pads) and 16 bytes of billboard info. */
    public static final gcscript.layout.Layout SHRUB_LAYOUT = new gcscript.layout.Layout("shrub_class_entry", 0x30,
            "rac2-formats §4.1; Wrench level_core.h (ShrubClassEntry, ShrubBillboardInfo)");
    static {
        SHRUB_LAYOUT.s32("offset_in_asset_wad", 0x0, "class block in core_data (0 = none)");
        SHRUB_LAYOUT.s32("o_class", 0x4, "class number used by instances");
        SHRUB_LAYOUT.s32("pad_8", 0x8, "");
        SHRUB_LAYOUT.s32("pad_c", 0xc, "");
        SHRUB_LAYOUT.array("texture", 0x10, gcscript.layout.Type.U8, "texture slot",
                "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15");
        String[] billboard = {"texture_width", "texture_height", "maximum_mipmap_level", "palette_offset",
                "texture_offset", "mipmap_1_offset", "mipmap_2_offset", "mipmap_3_offset"};
        for (int i = 0; i < billboard.length; i++) {
            SHRUB_LAYOUT.s16("billboard_" + billboard[i], 0x20 + 2 * i, "billboard " + billboard[i].replace('_', ' '));
        }
    }

    /** One entry from its stored record ({@link #LAYOUT} or {@link #SHRUB_LAYOUT}). */
    public static ClassEntry of(ClassKind kind, int record, gcscript.layout.Rec r) {
        gcscript.layout.Layout l = r.layout();
        byte[] tex = new byte[TEXTURE_SLOTS];
        for (int i = 0; i < TEXTURE_SLOTS; i++) tex[i] = (byte) r.i(l.field("texture_" + i));
        ShrubBillboardInfo bb = null;
        if (kind == ClassKind.SHRUB) {
            short[] v = new short[8];
            for (int i = 0; i < 8; i++) v[i] = (short) r.i(l.fields().get(20 + i));
            bb = new ShrubBillboardInfo(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
        }
        return new ClassEntry(kind, record, r.offset(), r.i(l.fields().get(0)), r.i(l.fields().get(1)),
                r.i(l.fields().get(2)), r.i(l.fields().get(3)), tex, bb);
    }

    public static final int TEXTURE_SLOTS = 16;
    public static final int END = 0xff;

    /** The 16 raw slots (a copy). */
    @Override public byte[] textures() { return textures.clone(); }

    /**
     * The texture slots up to the first 0xFF terminator (Wrench/noclip truncate there). The slots were read as u8
     * through {@link #TEXTURE} and kept in a byte[]: {@code Byte.toUnsignedInt} gives back the value read.
     */
    public int[] textureIndices() {
        int n = 0;
        while (n < textures.length && Byte.toUnsignedInt(textures[n]) != END) n++;
        int[] out = new int[n];
        for (int i = 0; i < n; i++) out[i] = Byte.toUnsignedInt(textures[i]);
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
