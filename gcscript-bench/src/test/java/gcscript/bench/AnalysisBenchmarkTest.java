package gcscript.bench;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.analysis.Bytes;
import gcscript.analysis.Region;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class AnalysisBenchmarkTest {
    /** Shape only: throughput on a shared build machine is too noisy to assert; run() reports it. */
    @Test void reportsBothLoopsInMbPerSecond() {
        Table t = AnalysisBenchmark.run(4 << 20, 2);
        assertEquals(List.of("benchmark", "value", "unit", "target"), t.columnNames());
        assertTrue(t.rowCount() == 2 || t.rowCount() == 4, "rows " + t.rowCount());
        assertEquals("MB/s wall", t.stringColumn("unit").get(0));
        assertEquals("histogram", t.stringColumn("benchmark").get(0));
        assertTrue(t.doubleColumn("value").get(0) > 0 && t.doubleColumn("value").get(1) > 0);
        assertEquals(1000, t.doubleColumn("target").getDouble(0), 0);
    }

    @Test void benchmarkBytesAreDeterministicAndMixed() {
        byte[] a = AnalysisBenchmark.bytes(1 << 16), b = AnalysisBenchmark.bytes(1 << 16);
        assertArrayEquals(a, b);
        double h = Bytes.entropy(Region.of(a, "b"));
        assertTrue(h > 6 && h < 8, "entropy " + h);
    }
}
