package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The claims' judges ask for the same level's derived parts at the same moment (consecutive claims of one area walk
 * the levels in the same order): each part a level keeps is computed once and shared, not once per judge that
 * arrives before the first has finished. Before, a full-size disc's {@code claims} computed the tfrag checks 47 times
 * for 27 blocks and scanned core_data for the sequence markers 47 times.
 */
class SharedMemoTest {
    static final int THREADS = 6;

    @Test
    void judgesArrivingTogetherShareOneComputation() throws Exception {
        for (int round = 0; round < 3; round++) {
            Disc d = Gc.sample();                       // a fresh disc each round: nothing computed yet
            for (Level l : d.levels()) {
                assertOneResult(() -> l.core().tfrags().checkList(), "level " + l.number() + " tfrag checks");
                assertOneResult(() -> l.core().ratchetSeqModel().signaturePositions(), "level " + l.number() + " signatures");
                assertOneResult(() -> l.core().ratchetSeqModel().sequences(), "level " + l.number() + " sequences");
                assertOneResult(() -> l.overlay().normalTables(), "level " + l.number() + " normal tables");
                for (var c : l.chunkList()) assertOneResult(() -> c.tfrags().checkList(), "level " + l.number() + " chunk tfrag checks");
            }
        }
    }

    @Test
    void theMarkersAreOneScanWhoeverAsks() throws Exception {
        Level l = Gc.sample().level(0);
        List<int[]> got = results(() -> l.core().ratchetSeqModel().markerPositions());
        for (int[] m : got) assertArrayEquals(got.get(0), m);
        // each caller gets its own copy of the one scan
        assertNotSame(got.get(0), got.get(1));
        assertTrue(got.get(0).length > 0, "the sample's level 0 holds sequence markers");
    }

    /** The same object to every thread that asked at once. */
    private static <T> void assertOneResult(Supplier<T> part, String what) throws Exception {
        List<T> got = results(part);
        for (T t : got) assertSame(got.get(0), t, what);
    }

    private static <T> List<T> results(Supplier<T> part) throws Exception {
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<T>> fs = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                fs.add(pool.submit(() -> {
                    start.await(30, TimeUnit.SECONDS);
                    return part.get();
                }));
            }
            List<T> out = new ArrayList<>();
            for (Future<T> f : fs) out.add(f.get(60, TimeUnit.SECONDS));
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
