package gcscript.datasets;

import java.util.Map;
import java.util.Random;

/**
 * The level code overlay (§9): 16-byte section headers {dest_address, copy_size, section_type, entry_point},
 * each followed by copy_size bytes; a reader stops at the first header whose entry_point differs from the
 * first one's, so the stream ends with an all-zero header.
 */
final class OverlayWriter {
    private OverlayWriter() {}

    static byte[] overlay(Random rnd, int scale, Map<String, String> truth) {
        int sections = 2 + rnd.nextInt(3);
        int entry = 0x00300000 + 0x100 * rnd.nextInt(0x1000);
        int dest = entry & ~0xfff;
        LeBuffer out = new LeBuffer();
        for (int i = 0; i < sections; i++) {
            int size = Sectors.align(512 * scale + rnd.nextInt(2048 * scale), 16);
            out.s32(dest).s32(size).s32(i == 0 ? 1 : 2).s32(entry);
            out.bytes(LevelBytes.fill(rnd, size));
            dest += size;
        }
        out.zeros(16);
        truth.put("overlay.sections", Integer.toString(sections));
        truth.put("overlay.entry_point", Integer.toString(entry));
        return out.toArray();
    }
}
