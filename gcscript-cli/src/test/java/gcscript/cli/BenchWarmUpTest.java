package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code bench}'s warm-up rule: passes until the JIT settles, never fewer than five nor more than the cap. */
class BenchWarmUpTest {
    @Test
    void runsAtLeastFivePassesAndReportsEveryPassItRan() {
        int[] ran = {0};
        int n = BenchCommand.warmUp(() -> {
            ran[0]++;
            long until = System.nanoTime() + 2_000_000;   // 2 ms of work the JIT has long compiled
            while (System.nanoTime() < until) Thread.onSpinWait();
        });
        assertEquals(ran[0], n);
        assertTrue(n >= 5 && n <= BenchCommand.MAX_WARMUPS, "passes " + n);
    }

    @Test
    void stopsAtTheCapWhenNoPassIsLongEnoughToJudge() {
        // a pass under a millisecond never adds less JIT time than a tenth of its wall time (0 < 0 is false): the rule
        // cannot call it settled, and the cap ends the warm-up
        org.junit.jupiter.api.Assumptions.assumeTrue(java.lang.management.ManagementFactory.getCompilationMXBean().isCompilationTimeMonitoringSupported());
        int[] ran = {0};
        int n = BenchCommand.warmUp(() -> ran[0]++);
        assertEquals(BenchCommand.MAX_WARMUPS, n);
        assertEquals(n, ran[0]);
    }
}
