package gcscript.level;

import gcscript.bytes.ByteReader;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The 0x58-byte GcUyaLevelDataHeader at the start of the data extent (docs/formats/level.md): byte ranges relative to
 * the extent. core_index and gs_ram are stored uncompressed; core_data, the hud banks and the transition
 * textures are WAD-LZ streams.
 */
public record DataHeader(long offset, ByteRange overlay, ByteRange coreIndex, ByteRange gsRam, ByteRange hudHeader,
                         ByteRange[] hudBanks, ByteRange coreData, ByteRange transitionTextures,
                         gcscript.layout.Rec rec) {

    public static final int SIZE = 0x58;

    /** Range names in header order; each is {offset s32, size s32} bytes from the start of the data extent. */
    private static final String[] RANGES = {"overlay", "core_index", "gs_ram", "hud_header", "hud_bank_0", "hud_bank_1",
            "hud_bank_2", "hud_bank_3", "hud_bank_4", "core_data", "transition_textures"};
    /** The header, declared once (rac2-formats §2; Wrench GcUyaLevelDataHeader). */
    public static final gcscript.layout.Layout LAYOUT = new gcscript.layout.Layout("level_data_header", SIZE,
            "rac2-formats §2; Wrench GcUyaLevelDataHeader");
    static {
        int[] at = {0x00, 0x08, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38, 0x40, 0x48, 0x50};
        for (int i = 0; i < RANGES.length; i++) {
            LAYOUT.s32(RANGES[i] + ".offset", at[i], "bytes from the start of the data extent");
            LAYOUT.s32(RANGES[i] + ".size", at[i] + 4, "bytes" + (compressed(RANGES[i]) ? " (a WAD-LZ stream)" : ""));
        }
    }

    public static DataHeader read(ByteReader r, String path) {
        gcscript.layout.Rec h = LAYOUT.read(r, 0, path);
        ByteRange[] v = new ByteRange[RANGES.length];
        for (int i = 0; i < RANGES.length; i++) {
            v[i] = new ByteRange(h.i(LAYOUT.field(RANGES[i] + ".offset")), h.i(LAYOUT.field(RANGES[i] + ".size")));
        }
        return new DataHeader(r.absolute(0), v[0], v[1], v[2], v[3], java.util.Arrays.copyOfRange(v, 4, 9), v[9], v[10], h);
    }

    /** Every range by its reference name, in header order. */
    public Map<String, ByteRange> ranges() {
        Map<String, ByteRange> m = new LinkedHashMap<>();
        m.put("overlay", overlay);
        m.put("core_index", coreIndex);
        m.put("gs_ram", gsRam);
        m.put("hud_header", hudHeader);
        for (int i = 0; i < hudBanks.length; i++) m.put("hud_bank_" + i, hudBanks[i]);
        m.put("core_data", coreData);
        m.put("transition_textures", transitionTextures);
        return m;
    }

    /** Ranges stored as WAD-LZ streams. */
    public static boolean compressed(String name) {
        return name.equals("core_data") || name.startsWith("hud_bank_") || name.equals("transition_textures");
    }

    /** End of the furthest range: the total the extent's own header declares. */
    public long declaredEnd() {
        long end = SIZE;
        for (ByteRange b : ranges().values()) end = Math.max(end, b.end());
        return end;
    }
}
