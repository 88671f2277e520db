package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * The VU header (docs/formats/tfrag.md): the first UNPACK of the common list, V4_16 unsigned to VU address 0,
 * 20 packed u16 values. {@code unknown_06} and {@code unknown_0a} are read by the design notes as the LOD-01 and
 * LOD-0 vertex-info counts (zero = the tier is empty and its addresses fall through to the next array's).
 */
public record VuHeader(int[] values) {
    public static final int BYTES = 0x28;
    private static final String[] FIELD_NAMES = {
        "positions_common_count", "unknown_02", "positions_lod_01_count", "unknown_06", "positions_lod_0_count",
        "unknown_0a", "positions_common_addr", "vertex_info_common_addr", "unknown_10", "vertex_info_lod_01_addr",
        "unknown_14", "vertex_info_lod_0_addr", "unknown_18", "indices_addr", "parent_indices_lod_01_addr",
        "unk_indices_2_lod_01_addr", "parent_indices_lod_0_addr", "unk_indices_2_lod_0_addr", "strips_addr",
        "texture_ad_gifs_addr"};
    /** The 20 u16 words, declared once: the reader, the {@code vuHeaders()} columns and error paths use it. */
    public static final gcscript.layout.Layout LAYOUT = new gcscript.layout.Layout("tfrag_vu_header", BYTES,
            "rac2-formats §5.4; Wrench tfrag VU header");
    static {
        for (int i = 0; i < FIELD_NAMES.length; i++) LAYOUT.u16(FIELD_NAMES[i], 2 * i, "");
    }
    /** Field names in order (the {@code vuHeaders()} columns). */
    public static final String[] NAMES = LAYOUT.fields().stream().map(gcscript.layout.Field::name).toArray(String[]::new);

    public static VuHeader read(ByteReader b, int at, String path) {
        gcscript.layout.Rec r = LAYOUT.read(b, at, path);
        int[] v = new int[LAYOUT.fieldCount()];
        for (gcscript.layout.Field f : LAYOUT.fields()) v[f.index()] = r.i(f);
        return new VuHeader(v);
    }

    public int get(int i) { return values[i]; }
    public int positionsCommonCount() { return values[0]; }
    public int unknown02() { return values[1]; }
    public int positionsLod01Count() { return values[2]; }
    public int unknown06() { return values[3]; }
    public int positionsLod0Count() { return values[4]; }
    public int unknown0a() { return values[5]; }
    public int positionsCommonAddr() { return values[6]; }
    public int vertexInfoCommonAddr() { return values[7]; }
    public int vertexInfoLod01Addr() { return values[9]; }
    public int vertexInfoLod0Addr() { return values[11]; }
    public int indicesAddr() { return values[13]; }
    public int parentIndicesLod01Addr() { return values[14]; }
    public int unkIndices2Lod01Addr() { return values[15]; }
    public int parentIndicesLod0Addr() { return values[16]; }
    public int unkIndices2Lod0Addr() { return values[17]; }
    public int stripsAddr() { return values[18]; }
    public int textureAdGifsAddr() { return values[19]; }
}
