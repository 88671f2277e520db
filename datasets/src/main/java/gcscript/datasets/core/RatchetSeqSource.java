package gcscript.datasets.core;

import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes the sequences of a level's {@code ratchet_seqs} table (rac2-formats-phase2 §8.2) for {@link SyntheticCore},
 * which places each block in core_data (0x10-aligned, in slot order, right after the shrub classes) and writes the
 * 256-entry table. The blocks do not depend on where they land: the truth is completed once the core writer knows
 * the offsets and the final core_data.
 */
@FunctionalInterface
public interface RatchetSeqSource {
    Written build(int fileNumber, int scale, Random rnd);

    /**
     * @param slots  the table slot of each block, ascending
     * @param blocks one sequence each
     * @param truth  the truth keys, given each block's core_data offset and the finished core_data
     */
    record Written(int[] slots, List<byte[]> blocks, Truth truth) {}

    @FunctionalInterface
    interface Truth { Map<String, String> of(int[] offsets, byte[] coreData); }

    /** No sequence: every slot of the table 0 (a level without Ratchet's sequences). */
    static RatchetSeqSource none() {
        return (file, scale, rnd) -> new Written(new int[0], List.of(), (o, d) -> Map.of());
    }

    /** 1-3 slots of random bytes (0x30-0x60 long, every fourth byte zero): what the generator wrote before sequences had a writer. */
    static RatchetSeqSource placeholders() {
        return (file, scale, rnd) -> {
            int n = 1 + rnd.nextInt(3);
            java.util.TreeSet<Integer> slots = new java.util.TreeSet<>();
            while (slots.size() < n) slots.add(rnd.nextInt(256));
            List<byte[]> blocks = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                byte[] b = new byte[0x30 + 0x10 * rnd.nextInt(4)];
                rnd.nextBytes(b);
                for (int k = 0; k < b.length; k += 4) b[k] = 0;
                blocks.add(b);
            }
            return new Written(slots.stream().mapToInt(Integer::intValue).toArray(), blocks, (o, d) -> Map.of());
        };
    }
}
