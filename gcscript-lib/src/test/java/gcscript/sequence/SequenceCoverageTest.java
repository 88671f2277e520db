package gcscript.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.coverage.CoverageMap;
import gcscript.coverage.Kind;
import gcscript.coverage.Region;
import gcscript.level.Level;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * What the sequence reader owns in the coverage map (docs/coverage.md), on the sample: a regular frame's thing_1 and
 * thing_2 records right after its joint keys, the u64 records after a special sequence's counts, and each special
 * frame's body from its two u16 to the next declared start, as opaque.
 */
class SequenceCoverageTest {
    // a fresh disc per test: a level caches its coverage pass, and mutation testing runs many mutants in one JVM
    private final Level L0 = Gc.sample().level(0);

    @Test void theThingRecordsFollowTheJointKeys() {
        CoverageMap m = L0.coverageMap();
        int checked = 0;
        for (Table f : new Table[] {L0.core().mobies().frames(), L0.core().ratchetSeqs().frames()}) {
            for (int i = 0; i < f.rowCount(); i++) {
                if (f.booleanColumn("special").get(i)) continue;
                String file = f.stringColumn("file").get(i);
                long at = f.longColumn("offset").get(i) + 0x10 + f.intColumn("joint_data_size").get(i);
                int t1 = f.intColumn("thing_1_count").get(i), t2 = f.intColumn("thing_2_count").get(i);
                if (t1 > 0) {
                    Region r = m.at(file, at).orElseThrow();
                    assertEquals(Kind.DECODED, r.kind());
                    assertTrue(r.owner().endsWith("].thing_1"), r.owner() + " at " + at);
                    assertEquals(at, r.start(), r.owner());
                    checked++;
                }
                if (t2 > 0) {
                    Region r = m.at(file, at + 8L * t1).orElseThrow();
                    assertTrue(r.owner().endsWith("].thing_2"), r.owner());
                    assertEquals(at + 8L * t1, r.start(), r.owner());
                    assertEquals(at + 8L * (t1 + t2), r.end(), r.owner());
                    checked++;
                }
            }
        }
        assertTrue(checked >= 4, "thing records on the sample's level 0: " + checked);
    }

    @Test void specialFrameBodiesRunToTheNextFrame() {
        CoverageMap m = L0.coverageMap();
        Table f = L0.core().ratchetSeqs().frames();
        String file = f.stringColumn("file").get(0);
        TreeSet<Long> starts = new TreeSet<>();
        for (int i = 0; i < f.rowCount(); i++) starts.add(f.longColumn("offset").get(i));
        Table s = L0.core().ratchetSeqs().sequences();
        for (int i = 0; i < s.rowCount(); i++) starts.add(s.longColumn("offset").get(i));
        int checked = 0;
        for (int i = 0; i < f.rowCount(); i++) {
            if (!f.booleanColumn("special").get(i)) continue;
            long at = f.longColumn("offset").get(i);
            Long next = starts.higher(at);
            // within one sequence the next frame is the body's end; the last frame's runs to its section's end
            if (next == null || i + 1 >= f.rowCount() || f.longColumn("offset").get(i + 1).longValue() != next.longValue()) continue;
            Region r = m.at(file, at + 4).orElseThrow();
            assertEquals(Kind.OPAQUE, r.kind(), r.owner());
            assertTrue(r.owner().endsWith(".frame[" + f.intColumn("frame").get(i) + "].body"), r.owner());
            assertEquals(at + 4, r.start());
            assertEquals((long) next, r.end(), r.owner());
            checked++;
        }
        assertTrue(checked >= 10, "special frames on the sample's level 0: " + checked);
    }

    @Test void theSpecialRecordsFollowTheCounts() {
        CoverageMap m = L0.coverageMap();
        Table s = L0.core().ratchetSeqs().sequences();
        int checked = 0;
        for (int i = 0; i < s.rowCount(); i++) {
            int n1 = s.intColumn("n1").get(i), n2 = s.intColumn("n2").get(i);
            if (n1 <= 0 && n2 <= 0) continue;
            long counts = s.longColumn("offset").get(i) + 0x1c
                    + 4L * (s.intColumn("frame_count").get(i) + s.intColumn("trigger_count").get(i)) + 4 + 6L * s.intColumn("joints").get(i);
            long at = counts + 2;
            Region r = m.at(s.stringColumn("file").get(i), at).orElseThrow();
            assertTrue(r.owner().endsWith(".special_record"), r.owner() + " at " + at);
            assertEquals(at, r.start());
            assertEquals(at + 8L * (n1 + n2), r.end());
            checked++;
        }
        assertTrue(checked >= 3, "special sequences with records on the sample's level 0: " + checked);
    }
}
