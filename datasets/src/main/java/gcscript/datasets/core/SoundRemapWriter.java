package gcscript.datasets.core;

import gcscript.datasets.truth.FieldTruth;
import java.util.Random;

/**
 * The sound remap block of core_index (header +0x70; rac2-formats-phase2, sound bank section): an 8-byte
 * {@code SoundRemapHeader} {s16 second_part_ofs, second_part_size, third_part_ofs, third_part_count} and 4-byte
 * {@code SoundRemapElement}s {s16 offset, s16 size} from +8 to {@code second_part_ofs}, then the parts they describe.
 * The semantics are not decoded anywhere, so the writer keeps to the one rule a tool applies: Wrench sizes the block as
 * the last element's {@code offset + 4 x size} (relative to the block). Each element here names the next run of
 * 4-byte words after the element array, so that rule gives the block's real end; the last run is also the one the
 * header's third_part_ofs / third_part_count name (the rule Wrench applies to Deadlocked, which then agrees), and
 * second_part_size counts the words before it. The words themselves are varied non-zero values.
 */
final class SoundRemapWriter {
    private SoundRemapWriter() {}

    static final String HEADER_TABLE = "core_sound_remap_header";
    static final String ELEMENT_TABLE = "core_sound_remap";

    /**
     * Writes a block of 2..5 elements at {@code at} (16-aligned, as the other core_index blocks) and returns the end,
     * padded to 16. The truth rows go to {@code f}.
     */
    static int write(LeBytes idx, int at, Random rnd, FieldTruth f) {
        int n = 2 + rnd.nextInt(4);
        int second = 8 + 4 * n;
        int[] offsets = new int[n];
        int[] sizes = new int[n];
        int o = second;
        for (int i = 0; i < n; i++) {
            offsets[i] = o;
            sizes[i] = 1 + rnd.nextInt(6);
            o += 4 * sizes[i];
        }
        int thirdOfs = offsets[n - 1];
        int thirdCount = sizes[n - 1];
        int secondSize = (thirdOfs - second) / 4;
        idx.put16(at, second);
        idx.put16(at + 2, secondSize);
        idx.put16(at + 4, thirdOfs);
        idx.put16(at + 6, thirdCount);
        f.table(HEADER_TABLE, "second_part_ofs", "second_part_size", "third_part_ofs", "third_part_count",
                "element_count", "extent");
        f.row(HEADER_TABLE, "0", second, secondSize, thirdOfs, thirdCount, n, o);
        f.table(ELEMENT_TABLE, "element_offset", "element_size");
        for (int i = 0; i < n; i++) {
            idx.put16(at + 8 + 4 * i, offsets[i]);
            idx.put16(at + 10 + 4 * i, sizes[i]);
            f.row(ELEMENT_TABLE, Integer.toString(i), offsets[i], sizes[i]);
        }
        for (int w = second; w < o; w += 4) idx.put32(at + w, 1 + rnd.nextInt(0x7fffffff));
        return (at + o + 0xf) & ~0xf;
    }
}
