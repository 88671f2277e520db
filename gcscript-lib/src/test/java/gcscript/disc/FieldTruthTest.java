package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.LevelHeader;
import gcscript.tfrag.TfragBlock;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * One test per table: every stored column of every level of the sample disc against the generator's per-field
 * truth (the value it wrote into each field of each record, or of a deterministic sample of the records), by
 * key and column name. A field read at a wrong offset, or decoded by a wrong rule, fails here.
 */
class FieldTruthTest {
    // per test, not static: PIT runs many mutants in one JVM, and a disc cached across tests would keep the
    // records the first (unmutated) read produced, hiding every later mutant of a reader
    final Disc DISC = Gc.sample();
    final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    static String patch(Row r) { return Integer.toString(r.getInt("patch")); }
    static String patchIndex(Row r) { return r.getInt("patch") + "." + r.getInt("index"); }
    static String record(Row r) { return Integer.toString(r.getInt("record")); }

    /** Compares one table on every level; returns the rows compared over the disc. */
    int onEveryLevel(String truthTable, Function<Level, Table> table, Function<Row, String> key, String... notStored) {
        int n = 0;
        for (Level l : DISC.levels()) {
            n += FieldTruthTables.compare(TRUTH, l.number(), truthTable, table.apply(l), key, Set.of(notStored));
        }
        return n;
    }

    static TfragBlock tfrags(Level l) { return l.core().tfrags(); }

    /** Every tfrag and core_index table of {@link CoreTruthSpecs} (the same specs run on other seeds in datasets). */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> coreAndTfragTables() {
        return PerSpecDiscs.tests(Gc::sample, CoreTruthSpecs.specs());
    }

    // ---- tfrag ------------------------------------------------------------------------------------------

    @Test
    void tfragPatchHeaders() {
        int n = onEveryLevel("tfrag_patches", l -> tfrags(l).patches(), FieldTruthTest::patch,
                "level", "patch", "offset", "data_offset", "decoded", "positions_decoded", "vertex_infos_decoded",
                "lod_0_triangles", "strip_tri_sum", "adgifs_decoded", "vert_count_ok", "tri_count_ok", "vu_counts_ok",
                "list_sizes_ok", "origin_source", "origin_offset", "origin_matches_light_copy", "bsphere_excess",
                "positions_outside_bsphere");
        // the sample's blocks are small enough that every patch is listed
        long patches = 0;
        for (Level l : DISC.levels()) patches += TRUTH.getLong("level." + l.number() + ".tfrags.count");
        assertEquals(patches, n);
    }

    // ---- core ---------------------------------------------------------------------------------------------

    @Test
    void coreHeaderEveryWord() {
        int n = onEveryLevel("core_header", l -> l.core().header(), r -> r.getString("field"),
                "level", "field", "offset", "type", "value_hex", "points_into");
        assertEquals(47 * DISC.levels().count(), n, "all 47 words of every level");
    }

    // ---- level header, extents, data header ---------------------------------------------------------------

    @Test
    void levelHeaderEveryField() {
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".";
            LevelHeader h = l.headerRecord();
            assertEquals(TRUTH.getLong(p + "header_size"), h.headerSize());
            assertEquals(TRUTH.getLong(p + "header.sector"), h.sector());
            assertEquals(TRUTH.getLong(p + "level_id"), h.id());
            assertEquals(TRUTH.getLong(p + "reverb"), h.reverb());
        }
    }

    @Test
    void extentsTableEveryColumn() {
        Table t = DISC.levels().extents();
        assertEquals(Set.of("level", "file", "slot", "offset_sectors", "size_sectors", "offset", "bytes", "clamped_bytes"),
                Set.copyOf(t.columnNames()));
        int nonEmpty = 0;
        for (Row r : t) {
            String p = "level." + r.getInt("level") + ".slot." + r.getString("slot").replaceFirst("_(\\d)$", ".$1") + ".";
            assertEquals(TRUTH.get("level." + r.getInt("level") + ".file").orElseThrow(), r.getString("file"));
            assertEquals(TRUTH.getLong(p + "offset"), r.getInt("offset_sectors"), p);
            assertEquals(TRUTH.getLong(p + "sectors"), r.getInt("size_sectors"), p);
            assertEquals(TRUTH.getLong(p + "offset") * 2048, r.getLong("offset"), p);
            if (r.getInt("size_sectors") == 0) continue;
            nonEmpty++;
            // bytes = the sector range clamped to the file end, which is what the manifest hashes
            assertEquals(TRUTH.getLong(p + "bytes"), r.getLong("bytes"), p);
            assertEquals(TRUTH.getLong(p + "sectors") * 2048 - TRUTH.getLong(p + "bytes"), r.getLong("clamped_bytes"), p);
        }
        assertTrue(nonEmpty > 4 * DISC.levels().count());
    }

    @Test
    void dataHeaderEveryRangeOfEveryLevel() {
        for (Level l : DISC.levels()) {
            long dataStart = l.extent(gcscript.level.Slot.DATA).byteOffset();
            Table s = l.data().sections();
            assertEquals(11, s.rowCount());
            for (Row r : s) {
                String name = r.getString("section").replaceFirst("hud_bank_(\\d)", "hud_bank.$1");
                String p = "level." + l.number() + ".data." + name + ".";
                assertEquals(TRUTH.getLong(p + "size"), r.getLong("size"), p);
                assertEquals(dataStart + TRUTH.getLong(p + "offset"), r.getLong("offset"), p);
                assertEquals(r.getLong("offset") + r.getLong("size"), r.getLong("end"), p);
            }
        }
    }

    @Test
    void extentRecordsAgreeWithTheTable() {
        for (Level l : DISC.levels()) {
            for (Extent e : l.extentList()) {
                String p = "level." + l.number() + ".slot." + e.name().replaceFirst("_(\\d)$", ".$1") + ".";
                assertEquals(TRUTH.getLong(p + "offset"), l.headerRecord().extent(e.slot()).offsetSectors(), p);
                assertEquals(TRUTH.getLong(p + "sectors"), l.headerRecord().extent(e.slot()).sizeSectors(), p);
            }
        }
    }
}
