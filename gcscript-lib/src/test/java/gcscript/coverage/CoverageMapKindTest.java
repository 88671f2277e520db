package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code regions(kind)} walks the buffers without copying every region first: it must give exactly the regions of that
 * kind of {@code regions()}, in the same order, for every kind (the sample's level 0 has decoded, opaque and padding
 * regions; kinds with none give an empty list).
 */
class CoverageMapKindTest {
    @TempDir Path dir;

    @Test void regionsOfAKindAreTheAllRegionsFilteredInOrder() throws Exception {
        Path sample = dir.resolve("s.iso");
        try (var in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) { Files.copy(in, sample); }
        CoverageMap m = Gc.open(sample).level(0).coverageMap();
        List<Region> all = m.regions();
        int total = 0;
        for (Kind k : Kind.values()) {
            List<Region> expected = all.stream().filter(r -> r.kind() == k).toList();
            assertEquals(expected, m.regions(k), k.name());
            total += expected.size();
        }
        assertEquals(all.size(), total);
        assertFalse(m.regions(Kind.DECODED).isEmpty());
        assertFalse(m.regions(Kind.PADDING).isEmpty());
        assertTrue(m.files().size() > 1, "the level file and its streams");
        assertTrue(m.regions(Kind.DECODED).stream().map(Region::file).distinct().count() > 1, "decoded regions from several buffers");
        // one buffer, two kinds (what the structural diff compares as bytes): the buffer's regions filtered, in order
        for (String f : m.files()) {
            List<Region> expected = m.regions(f).stream().filter(r -> r.kind() == Kind.OPAQUE || r.kind() == Kind.PADDING).toList();
            assertEquals(expected, m.regions(f, Kind.OPAQUE, Kind.PADDING), f);
        }
        assertFalse(m.regions(m.files().get(0), Kind.OPAQUE, Kind.PADDING).isEmpty());
        assertEquals(List.of(), m.regions("NO SUCH BUFFER", Kind.OPAQUE, Kind.PADDING));
    }
}
