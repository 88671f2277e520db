package gcscript.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StartBenchmarkTest {
    @Test
    void readsTheMedianOfMeasureStartsSummary() {
        String out = "start 1: first table after 1.46 s (kernel CPU 2.65 s)\n"
                + "3 ok, 0 hung; start to first table: min 1.46 s, median 1.62 s, max 1.79 s; kernel CPU median 2.94 s\n";
        assertEquals(1.62, StartBenchmark.medianSeconds(out).getAsDouble(), 1e-9);
        assertTrue(StartBenchmark.medianSeconds("start 1: HANG or wrong result\n").isEmpty());
        // the kernel CPU median is not the start median
        assertTrue(StartBenchmark.medianSeconds("kernel CPU median 2.94 s").isEmpty());
    }
}
