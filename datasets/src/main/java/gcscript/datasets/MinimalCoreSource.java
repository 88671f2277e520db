package gcscript.datasets;

import gcscript.wad.WadLz;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

/**
 * The smallest well-formed level core (§4): a 0xBC-byte LevelCoreHeader with every table empty (count 0,
 * offset = end of the header), the two asset sizes at 0x88/0x8c matching the WAD-LZ core_data stream, and
 * core_data that starts with an empty tfrag block (§5.1, tfrags = 0) followed by level-like bytes.
 */
public final class MinimalCoreSource implements CoreSource {
    public static final int HEADER_SIZE = 0xBC;

    /** ArrayRange fields (count first) of the header, by offset. */
    static final Map<String, Integer> TABLES = tables();

    private static Map<String, Integer> tables() {
        Map<String, Integer> t = new LinkedHashMap<>();
        t.put("gs_ram", 0x00);
        t.put("moby_classes", 0x18);
        t.put("tie_classes", 0x20);
        t.put("shrub_classes", 0x28);
        t.put("tfrag_textures", 0x30);
        t.put("moby_textures", 0x38);
        t.put("tie_textures", 0x40);
        t.put("shrub_textures", 0x48);
        t.put("part_textures", 0x50);
        t.put("fx_textures", 0x58);
        return t;
    }

    @Override
    public CoreParts build(int fileNumber, Random rnd, int scale) {
        int dataSize = Sectors.align(64 * 1024 * scale + rnd.nextInt(32 * 1024 * scale), 16);
        byte[] coreData = new LeBuffer(dataSize)
                .s32(0x40).s32(0).f32(32.0f).s32(0).align(0x40)   // empty tfrag block at data offset 0
                .bytes(LevelBytes.fill(rnd, dataSize - 0x40))
                .toArray();
        byte[] wad = WadLz.compress(coreData, "coredata");
        byte[] gsRam = LevelBytes.fill(rnd, Sectors.align(4 * 1024 * scale + rnd.nextInt(4096), 0x100));

        byte[] index = new byte[HEADER_SIZE];
        for (int off : TABLES.values()) {
            LeBuffer.putS32(index, off, 0);
            LeBuffer.putS32(index, off + 4, HEADER_SIZE);
        }
        LeBuffer.putS32(index, 0x88, wad.length);
        LeBuffer.putS32(index, 0x8c, coreData.length);
        LeBuffer.putS32(index, 0x98, 0x4000);   // glass map texture/palette: the values Wrench's packer writes
        LeBuffer.putS32(index, 0x9c, 0x400);

        Map<String, String> truth = new LinkedHashMap<>();
        truth.put("core.header_size", Integer.toString(HEADER_SIZE));
        for (String name : TABLES.keySet()) truth.put("core." + name + ".count", "0");
        truth.put("core.tfrags.offset", "0");
        truth.put("core.tfrags.count", "0");
        truth.put("core.occlusion.offset", "0");
        truth.put("core.sky.offset", "0");
        truth.put("core.collision.offset", "0");
        return new CoreParts(index, gsRam, wad, coreData, truth, java.util.Arrays.copyOf(coreData, 0x40));
    }
}
