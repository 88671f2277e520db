package gcscript.datasets;

import gcscript.wad.WadLz;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

/**
 * Writes the data slot of a level file (§2): the 0x58-byte GcUyaLevelDataHeader of ByteRanges (bytes,
 * relative to the extent), then each item aligned to 0x40 as Wrench's packer does.
 */
final class DataExtentWriter {
    static final int HEADER_SIZE = 0x58;
    static final int ALIGN = 0x40;
    static final int HUD_BANKS = 5;

    /** Header field offsets (§2), in the physical order the items are written. */
    static final Map<String, Integer> FIELDS = fields();

    private static Map<String, Integer> fields() {
        Map<String, Integer> f = new LinkedHashMap<>();
        f.put("overlay", 0x00);
        f.put("core_index", 0x08);
        f.put("gs_ram", 0x10);
        f.put("hud_header", 0x18);
        for (int i = 0; i < HUD_BANKS; i++) f.put("hud_bank." + i, 0x20 + 8 * i);
        f.put("core_data", 0x48);
        f.put("transition_textures", 0x50);
        return f;
    }

    private DataExtentWriter() {}

    static DataExtent write(int fileNumber, Random rnd, int scale, CoreSource coreSource) {
        CoreParts core = coreSource.build(fileNumber, rnd, scale);
        check(core);
        Map<String, String> truth = new LinkedHashMap<>();
        Map<String, byte[]> content = new LinkedHashMap<>();
        content.put("overlay", OverlayWriter.overlay(rnd, scale, truth));
        content.put("core_index", core.coreIndex());
        content.put("gs_ram", core.gsRam());
        content.put("hud_header", LevelBytes.fill(rnd, 0x40 + 0x10 * rnd.nextInt(12)));
        for (int i = 0; i < HUD_BANKS; i++) {
            // banks 0 and 1 always present, the rest by chance: readers must handle empty ranges
            boolean present = i < 2 || rnd.nextBoolean();
            content.put("hud_bank." + i, present
                    ? WadLz.compress(LevelBytes.fill(rnd, 1024 * scale + rnd.nextInt(3072 * scale)), "hudbank" + i)
                    : new byte[0]);
        }
        content.put("core_data", core.coreDataWad());
        content.put("transition_textures", fileNumber % 2 == 0
                ? WadLz.compress(TransitionTexturesWriter.list(rnd, scale, truth), "transtex")
                : new byte[0]);

        LeBuffer out = new LeBuffer(HEADER_SIZE + content.values().stream().mapToInt(b -> b.length + ALIGN).sum());
        out.zeros(HEADER_SIZE);
        Map<String, ByteRange> items = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> e : content.entrySet()) {
            byte[] b = e.getValue();
            ByteRange r = ByteRange.EMPTY;
            if (b.length > 0) {
                out.align(ALIGN);
                r = new ByteRange(out.size(), b.length);
                out.bytes(b);
            }
            items.put(e.getKey(), r);
            int field = FIELDS.get(e.getKey());
            out.patchS32(field, r.offset()).patchS32(field + 4, r.size());
        }
        return new DataExtent(out.toArray(), items, core, truth);
    }

    /** The seam's contract (CoreParts javadoc): the header's asset sizes describe the stream beside it. */
    private static void check(CoreParts core) {
        if (core.coreIndex().length < 0x90) throw new IllegalStateException("core_index shorter than a LevelCoreHeader");
        int compressed = LeBuffer.getS32(core.coreIndex(), 0x88);
        int decompressed = LeBuffer.getS32(core.coreIndex(), 0x8c);
        if (compressed != core.coreDataWad().length || decompressed != core.coreData().length) {
            throw new IllegalStateException("core_index sizes " + compressed + "/" + decompressed + " do not match core_data "
                    + core.coreDataWad().length + "/" + core.coreData().length);
        }
    }
}
