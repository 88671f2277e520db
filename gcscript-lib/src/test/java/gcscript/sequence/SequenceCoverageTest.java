package gcscript.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.coverage.CoverageMap;
import gcscript.coverage.Kind;
import gcscript.coverage.Region;
import gcscript.level.Level;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * What the sequence reader owns in the coverage map (docs/coverage.md), on the sample: a regular frame's thing_1 and
 * thing_2 records right after its joint keys, the u64 records after a special sequence's counts, and each special
 * frame's body as three decoded runs (parts 1-3, the joint bitmask, the entries), then padding to 4 bytes.
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

    @Test void specialFrameBodiesAreOwnedAsOneRunThenPadding() {
        CoverageMap m = L0.coverageMap();
        int checked = 0, padded = 0;
        for (Table t : new Table[] {L0.core().mobies().specialFrameParts(), L0.core().ratchetSeqs().specialFrameParts()}) {
            for (int i = 0; i < t.rowCount(); i++) {
                String file = t.stringColumn("file").get(i), frame = ".frame[" + t.intColumn("frame").get(i) + "]";
                long at = t.longColumn("offset").get(i), mask = at + t.intColumn("mask_offset").get(i);
                long entries = mask + t.intColumn("mask_bytes").get(i), end = at + t.intColumn("bytes").get(i);
                assertTrue(at + 4 <= mask && mask < entries && entries <= end, frame + ": parts, a non-empty bitmask, then the entries");
                run(m, file, at, at + 4, frame);
                run(m, file, at + 4, end, frame + ".body");
                assertEquals(gcscript.sequence.SequenceLayouts.SPECIAL_BODY_BYTE, m.at(file, at + 4).orElseThrow().claim().labels(), frame);
                if (end % 4 != 0) {
                    Region r = m.at(file, end).orElseThrow();
                    assertEquals(Kind.PADDING, r.kind(), r.owner());
                    assertEquals((end + 3) & ~3L, r.end(), r.owner());
                    padded++;
                }
                checked++;
            }
        }
        assertTrue(checked >= 10 && padded >= 1, "special frames on the sample's level 0: " + checked + ", padded " + padded);
    }

    /** The region at {@code start} is decoded, runs to {@code end} and is owned by a path ending in {@code owner}. */
    private static void run(CoverageMap m, String file, long start, long end, String owner) {
        Region r = m.at(file, start).orElseThrow();
        assertEquals(Kind.DECODED, r.kind(), r.owner());
        assertTrue(r.owner().endsWith(owner), r.owner() + " at " + start + ", expected " + owner);
        assertEquals(start, r.start(), r.owner());
        assertEquals(end, r.end(), r.owner());
    }

    /**
     * A regular frame's data is {@code data_size_qwords} × 16 bytes (the number the frame header declares): the keys and
     * things, then zeros up to that size, owned as the frame's padding (a misread of that size would leave the zeros to
     * the enclosing block, where the coverage map counts them carried, not unexplained).
     */
    @Test void regularFramesArePaddedToTheirDeclaredSize() {
        CoverageMap m = L0.coverageMap();
        int padded = 0;
        for (Table f : new Table[] {L0.core().mobies().frames(), L0.core().ratchetSeqs().frames()}) {
            for (int i = 0; i < f.rowCount(); i++) {
                if (f.booleanColumn("special").get(i)) continue;
                String file = f.stringColumn("file").get(i);
                long keys = f.longColumn("offset").get(i) + 0x10;
                long used = f.intColumn("joint_data_size").get(i) + 8L * (f.intColumn("thing_1_count").get(i) + f.intColumn("thing_2_count").get(i));
                long data = 16L * f.intColumn("data_size_qwords").get(i);
                if (used == data) continue;
                Region r = m.at(file, keys + used).orElseThrow();
                assertEquals(Kind.PADDING, r.kind(), r.owner());
                assertTrue(r.owner().endsWith(".frame[" + f.intColumn("frame").get(i) + "].padding"), r.owner());
                assertEquals(keys + used, r.start(), r.owner());
                assertEquals(keys + data, r.end(), r.owner());
                padded++;
            }
        }
        assertTrue(padded >= 4, "padded regular frames on the sample's level 0: " + padded);
    }

    /**
     * Sequences follow each other with no byte left to the enclosing block: the bytes right before each sequence's
     * header (its offset, a number the class's or the core's sequence table declares) belong to the sequence before it,
     * its frames or its trailing padding. The writer starts every sequence 16-aligned, so a misread of that padding
     * shows here, at the next sequence's offset.
     */
    @Test void eachSequenceEndsWhereTheNextBegins() {
        CoverageMap m = L0.coverageMap();
        int checked = 0, padded = 0;
        for (Table s : new Table[] {L0.core().mobies().sequences(), L0.core().ratchetSeqs().sequences()}) {
            java.util.TreeMap<Long, String> starts = new java.util.TreeMap<>();
            for (int i = 0; i < s.rowCount(); i++) {
                starts.put(s.longColumn("offset").get(i), s.stringColumn("file").get(i) + "|" + s.intColumn("class").get(i)
                        + "|" + s.intColumn("sequence").get(i));
            }
            Long prev = null;
            for (var e : starts.entrySet()) {
                long at = e.getKey();
                String[] key = e.getValue().split("\\|");
                assertEquals(0, at % 16, e.getValue() + ": sequences start 16-aligned");
                String[] before = prev == null ? null : starts.get(prev).split("\\|");
                prev = at;
                if (before == null || !before[0].equals(key[0]) || !before[1].equals(key[1])) continue;
                Region r = m.at(key[0], at - 1).orElseThrow();
                String seq = key[1].equals("-1") ? ".ratchet_seqs[" + before[2] + "]" : ".sequence[" + before[2] + "]";
                assertTrue(r.owner().contains(seq), r.owner() + " right before " + e.getValue() + " at " + at);
                assertEquals(at, r.end(), r.owner());
                if (r.kind() == Kind.PADDING && r.owner().endsWith(seq + ".padding")) padded++;
                checked++;
            }
        }
        assertTrue(checked >= 10 && padded >= 3, "sequences after another on the sample's level 0: " + checked + ", padded " + padded);
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
