package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GroundTruthTest {
    private static GroundTruth of(String text) { return GroundTruth.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))); }

    @Test
    void sortedAndUnsortedManifestsReadTheSame() {
        GroundTruth sorted = of("# comment\na.x\t1\nlevel.0.a\t2\nlevel.0.b\t3\n\nlevel.1.a\t4\nnotab\nz\t5\n");
        GroundTruth shuffled = of("z\t5\nlevel.1.a\t4\na.x\t1\nlevel.0.b\t3\nlevel.0.a\t2\n");
        assertEquals(Map.of("a.x", "1", "level.0.a", "2", "level.0.b", "3", "level.1.a", "4", "z", "5"), sorted.all());
        assertEquals(sorted.all(), shuffled.all());
        assertEquals(List.of("a.x", "level.0.a", "level.0.b", "level.1.a", "z"), List.copyOf(sorted.all().keySet()));
        assertEquals("3", sorted.get("level.0.b").orElseThrow());
        assertTrue(sorted.get("notab").isEmpty());
        assertEquals(5, sorted.getLong("z"));
        assertThrows(IllegalArgumentException.class, () -> sorted.getLong("missing"));
    }

    @Test
    void aRepeatedKeyKeepsItsLastValue() {
        GroundTruth t = of("a\t1\nb\t2\nb\t3\nc\t4\n");
        assertEquals(Map.of("a", "1", "b", "3", "c", "4"), t.all());
    }

    @Test
    void withPrefixIsTheKeyRangeOnly() {
        GroundTruth t = of("level.0.a\t2\nlevel.0.b\t3\nlevel.00\t9\nlevel.1.a\t4\nlevel.0\t1\n");
        assertEquals(List.of("level.0.a", "level.0.b"), List.copyOf(t.withPrefix("level.0.").keySet()));
        assertEquals(List.of("level.1.a"), List.copyOf(t.withPrefix("level.1").keySet()));
        assertEquals(5, t.withPrefix("").size());
        assertTrue(t.withPrefix("level.2").isEmpty());
    }

    @Test
    void keysMatchPrefixAndSuffixWithoutOverlap() {
        GroundTruth t = of("level.0.core.shrub.1.header.packet_count\t3\nlevel.0.core.shrub.1.header.scale\t1\n"
                + "level.1.core.shrub.0.header.packet_count\t2\nlevel.\t0\nlevel.count\t9\nother.header.packet_count\t1\n");
        assertEquals(List.of("level.0.core.shrub.1.header.packet_count", "level.1.core.shrub.0.header.packet_count"),
                t.keys("level.", ".header.packet_count"));
        assertEquals(5, t.keys("level.", "").size());                  // every key under the prefix, itself included
        assertEquals(List.of("level.0.core.shrub.1.header.packet_count", "level.1.core.shrub.0.header.packet_count", "level.count"),
                t.keys("level.", "count"));
        assertEquals(List.of(), t.keys("level.co", "level.count"));      // prefix and suffix may not overlap
        assertEquals(6, t.size());
    }

    @Test
    void levelNumbersJumpFromLevelToLevel() {
        GroundTruth t = of("disc.levels\t3\nlevel.0.a\t1\nlevel.0.b\t1\nlevel.1.a\t1\nlevel.10.a\t1\nlevel.10.z\t1\n"
                + "level.2\t1\nlevel.23x.a\t1\nlevel.3.a\t1\nlevel.count\t1\nlevels.4.a\t1\nlevel.5.\t1\n");
        assertEquals(List.of(0, 1, 3, 5, 10), t.levelNumbers());   // "level.2" and "level.23x." are not level.<digits>. keys
        assertEquals(List.of(), of("a\t1\n").levelNumbers());
    }

    @Test
    void aFileIsReadWhole(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        // past 1 MB pieces: the file read piece by piece gives every line, the last one without its line end too
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 90_000; i++) sb.append("level.").append(i / 20_000).append(".k").append(100_000 + i).append("\tv").append(i * 3).append('\n');
        sb.append("zz\tlast");
        java.nio.file.Path f = dir.resolve("m.manifest.tsv");
        java.nio.file.Files.writeString(f, sb);
        assertTrue(java.nio.file.Files.size(f) > 2 << 20, "crosses two piece boundaries");
        byte[] read = GroundTruth.readAll(f);
        assertArrayEquals(java.nio.file.Files.readAllBytes(f), read);
        GroundTruth t = GroundTruth.read(f);
        assertEquals(90_001, t.size());
        assertEquals(of(sb.toString()).all(), t.all());
        assertEquals("last", t.get("zz").orElseThrow());
        assertEquals("v269997", t.get("level.4.k189999").orElseThrow());
        assertEquals("v3", t.get("level.0.k100001").orElseThrow());
        java.nio.file.Files.write(dir.resolve("empty.tsv"), new byte[0]);
        assertEquals(0, GroundTruth.read(dir.resolve("empty.tsv")).size());
        assertThrows(java.io.UncheckedIOException.class, () -> GroundTruth.read(dir.resolve("missing.tsv")));
    }

    @Test
    void crlfLinesAndValuesWithTabs() {
        GroundTruth t = of("a\tx\ty\r\nb\t\r\n");
        assertEquals("x\ty", t.get("a").orElseThrow());
        assertEquals("", t.get("b").orElseThrow());
        assertEquals(2, t.size());
    }

    @Test
    void memoComputesOncePerNameAndManifest() {
        GroundTruth t = of("a\t1\n");
        AtomicInteger calls = new AtomicInteger();
        assertEquals("1!", t.memo("x", g -> { calls.incrementAndGet(); return g.get("a").orElseThrow() + "!"; }));
        assertEquals("1!", t.memo("x", g -> { calls.incrementAndGet(); return "other"; }));
        assertEquals(1, calls.get());
        assertEquals("other", t.memo("y", g -> "other"));
        assertEquals("1!", of("a\t1\n").memo("x", g -> g.get("a").orElseThrow() + "!"));
    }
}
