package gcscript.datasets;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Decides the features of each level file. With 22 or more levels it follows the retail disc (§1.4, §1.5):
 * file 21 has id 30, streamed files 1, 2, 4, 7, 8, 11, 19, 20 (chunk 2 only on 19 and 20), no occlusion in
 * 10, 24, 25, and every file clamped. With fewer, the last file has id 30, file 1 is streamed with three
 * chunks, file 0 is the one clamped file and file 3 (if any) has no occlusion.
 */
final class Planner {
    static final int MUSEUM_ID = 30;
    static final int RETAIL_MUSEUM_FILE = 21;
    private static final Set<Integer> RETAIL_STREAMED = Set.of(1, 2, 4, 7, 8, 11, 19, 20);
    private static final Set<Integer> RETAIL_THREE_CHUNKS = Set.of(19, 20);
    private static final Set<Integer> RETAIL_NO_OCCLUSION = Set.of(10, 24, 25);
    private static final int[] REVERBS = {0, 3, 4};

    private Planner() {}

    static List<LevelPlan> plan(Options o) {
        Random rnd = new Random(o.seed());
        boolean retail = o.levels() > RETAIL_MUSEUM_FILE;
        int museumFile = retail ? RETAIL_MUSEUM_FILE : o.levels() - 1;
        List<LevelPlan> plans = new ArrayList<>();
        for (int n = 0; n < o.levels(); n++) {
            int id = n == museumFile ? MUSEUM_ID : n;
            int reverb = REVERBS[rnd.nextInt(REVERBS.length)];
            int chunks;
            boolean occlusion, clamped;
            if (retail) {
                chunks = RETAIL_STREAMED.contains(n) ? (RETAIL_THREE_CHUNKS.contains(n) ? 3 : 2) : 0;
                occlusion = !RETAIL_NO_OCCLUSION.contains(n);
                clamped = true;
            } else {
                chunks = n == 1 ? 3 : 0;
                occlusion = n != 3;
                clamped = n == 0;
            }
            if (!o.has(Options.Block.CHUNKS)) chunks = 0;
            plans.add(new LevelPlan(n, id, reverb, chunks, occlusion, clamped, o.has(Options.Block.SOUND)));
        }
        return plans;
    }

    /** The per-level random stream; it does not depend on the level count, only on the seed and the file number. */
    static Random levelRandom(long seed, int fileNumber) {
        return new Random(seed * 0x9E3779B97F4A7C15L ^ (fileNumber + 1L) * 0xBF58476D1CE4E5B9L);
    }
}
