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
                         ByteRange[] hudBanks, ByteRange coreData, ByteRange transitionTextures) {

    public static final int SIZE = 0x58;

    public static DataHeader read(ByteReader r, String path) {
        r.requireRange(path, 0, SIZE);
        ByteRange[] banks = new ByteRange[5];
        for (int i = 0; i < 5; i++) banks[i] = ByteRange.read(r, path + ".hud_banks[" + i + "]", 0x20 + 8L * i);
        return new DataHeader(r.absolute(0),
                ByteRange.read(r, path + ".overlay", 0x00),
                ByteRange.read(r, path + ".core_index", 0x08),
                ByteRange.read(r, path + ".gs_ram", 0x10),
                ByteRange.read(r, path + ".hud_header", 0x18),
                banks,
                ByteRange.read(r, path + ".core_data", 0x48),
                ByteRange.read(r, path + ".transition_textures", 0x50));
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
