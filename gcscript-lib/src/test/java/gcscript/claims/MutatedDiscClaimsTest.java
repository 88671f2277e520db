package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Slot;
import gcscript.tfrag.TfragPatch;
import gcscript.tfrag.Unpack;
import gcscript.vif.VifCommand;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Damaged copies of the sample disc (bytes patched in a test, see {@link Mutant}) flip exactly the claims the
 * damage concerns: each test names the set of ids whose status changes against the clean sample.
 */
class MutatedDiscClaimsTest {
    static Map<String, R> clean;
    static Table cleanTable;

    /** One claims row's values (a Tablesaw Row is a cursor, so values are copied out). */
    record R(Map<String, String> v) {
        String getString(String column) { return v.get(column); }
    }

    @BeforeAll
    static void measureTheSample() {
        cleanTable = Gc.sample().claims();
        clean = rows(cleanTable);
    }

    static Map<String, R> rows(Table t) {
        Map<String, R> m = new TreeMap<>();
        for (Row r : t) {
            Map<String, String> v = new TreeMap<>();
            for (String c : t.columnNames()) v.put(c, r.getString(c));
            m.put(r.getString("id"), new R(v));
        }
        return m;
    }

    /** Ids whose status differs between the clean sample and {@code d}. */
    static Set<String> flips(Disc d) {
        Map<String, R> now = rows(d.claims());
        Set<String> out = new TreeSet<>();
        for (var e : now.entrySet()) if (!e.getValue().getString("status").equals(clean.get(e.getKey()).getString("status"))) out.add(e.getKey());
        return out;
    }

    static R row(Disc d, String id) { return rows(d.claims()).get(id); }

    // ---- the copy itself ------------------------------------------------------------------------------

    @Test
    void anUnpatchedCopyFlipsNothing() {
        Mutant m = new Mutant();
        assertEquals(Set.of(), flips(m.open()));
    }

    // ---- core header: regions and tables --------------------------------------------------------------

    @Test
    void aZeroOcclusionOffsetIsAnAbsentRegionNotADecrease() {
        Mutant m = new Mutant();
        m.coreHeader(2, 0x0c, 0);
        Disc d = m.open();
        assertEquals(Set.of(), flips(d));
        assertEquals("5/5", row(d, "core.regions.increasing").getString("actual"));
    }

    @Test
    void anOcclusionOffsetPastSkyBreaksTheIncreasingRegions() {
        Mutant m = new Mutant();
        int sky = m.level(2).core().headerRecord().sky();
        assertTrue(sky > 0, "level 2 of the sample has a sky region");
        m.coreHeader(2, 0x0c, sky + 0x10);
        Disc d = m.open();
        // the occlusion start now cuts level 2's sky section short: besides the region order, only sky claims move
        Set<String> f = flips(d);
        assertTrue(f.contains("core.regions.increasing"), f.toString());
        for (String id : f) assertTrue(id.equals("core.regions.increasing") || id.startsWith("sky.") || id.startsWith("lvl2.sky."), id);
        R r = row(d, "core.regions.increasing");
        assertEquals("4/5", r.getString("actual"));
        assertEquals("5/5", r.getString("expected"));
        assertEquals(Claims.DIFFERS, r.getString("status"));
    }

    @Test
    void twoTablesAtOneOffsetAreNotStrictlyIncreasing() {
        Mutant m = new Mutant();
        int shrubTextures = m.level(2).core().headerRecord().shrubTextures().offset();
        m.coreHeader(2, 0x54, shrubTextures);   // part_textures.offset = shrub_textures.offset
        Disc d = m.open();
        assertEquals(Set.of("classes.chain.27of27", "core_index.table_offsets.monotonic"), flips(d));
        assertTrue(row(d, "core_index.table_offsets.monotonic").getString("detail").contains("level 2: part_textures"));
    }

    @Test
    void anEmptyTableTakesNoPlaceInTheMonotonicOrder() {
        Mutant m = new Mutant();
        var h = m.level(2).core().headerRecord();
        m.coreHeader(2, 0x58, 0);                         // fx_textures.count = 0
        m.coreHeader(2, 0x5c, h.partTextures().offset()); // its offset where part_textures begins
        Disc d = m.open();
        // the chain check (CoreChecks) still wants an empty table at the previous table's end; the strict order skips it
        assertEquals(Set.of("classes.chain.27of27"), flips(d));
        assertEquals("true", row(d, "core_index.table_offsets.monotonic").getString("actual"));
    }

    // ---- sound bank ----------------------------------------------------------------------------------

    @Test
    void theBankIdIsJudgedOnlyWhereTheManifestRecordsOne() {
        // the generator writes "DAW\0" at SBlk +0x0c (file +0x24) and records it as sound.header.bank_id
        Mutant m = new Mutant();
        long bank = m.level(3).extent(Slot.SOUND_BANK).byteOffset();
        for (int i = 0; i < 3; i++) m.putU8(m.iso(3, bank + LevelClaims.BANK_ID + i), 0);
        Disc d = m.open();
        assertEquals(Set.of("sound_bank.daw_0x24"), flips(d));
        R r = row(d, "sound_bank.daw_0x24");
        assertEquals(Claims.DIFFERS, r.getString("status"));
        assertEquals("manifest", r.getString("basis"));
        assertEquals("5/5", r.getString("expected"));
        assertEquals("4/5", r.getString("actual"));
        m.truth.remove("level.3.sound.header.bank_id");
        Disc noKey = m.open();
        assertEquals(Claims.NOT_MEASURABLE, row(noKey, "sound_bank.daw_0x24").getString("status"));
        assertEquals("4/5", row(noKey, "sound_bank.daw_0x24").getString("actual"));
    }

    // ---- manifest disagreements are differs, not "not measurable" -------------------------------------

    @Test
    void levelsThatDisagreeOnTheTfragOffsetDiffer() {
        Mutant m = new Mutant();
        m.truth.put("level.2.core.tfrags.offset", "64");
        R r = row(m.open(), "core.tfrags.zero");
        assertEquals(Claims.DIFFERS, r.getString("status"));
        assertEquals("0,64", r.getString("expected"));
        assertEquals("0", r.getString("actual"));
    }

    @Test
    void levelsThatDisagreeOnTheLodDistanceDiffer() {
        Mutant m = new Mutant();
        m.truth.put("level.2.tfrags.lod_distance", "16.0");
        Disc d = m.open();
        assertEquals(Set.of("tfrag.block.lod_distance", "tfrag.lod.switch_distances"), flips(d));
        assertEquals("16.0;32.0", row(d, "tfrag.block.lod_distance").getString("expected"));
        assertEquals("192,128,64;96,64,32", row(d, "tfrag.lod.switch_distances").getString("expected"));
        assertEquals(Claims.DIFFERS, row(d, "tfrag.lod.switch_distances").getString("status"));
    }

    // ---- tfrag patches (core_data recompressed) ---------------------------------------------------------

    static TfragPatch patch(Mutant m, int level, int index) { return m.level(level).core().tfrags().patchList().get(index); }

    @Test
    void aLightArrayEndingAQwordLateBreaksTheLightArraySize() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 2, 0);
        m.coreData(2, b -> Mutant.u16(b, p.header().offset() + 0x32, p.header().lightEndOfs() + 16));
        Disc d = m.open();
        assertEquals(Set.of("tfrag.light_array.size"), flips(d));
        assertEquals("false", row(d, "tfrag.light_array.size").getString("actual"));
        assertTrue(row(d, "tfrag.light_array.size").getString("detail").contains("level 2 patch 0"));
    }

    @Test
    void anRgbaArrayShorterThanItsRangeBreaksTheRgbaArraySize() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 2, 1);
        m.coreData(2, b -> b[(int) p.header().offset() + 0x29] = (byte) (p.header().rgbaSize() - 1));
        Disc d = m.open();
        // rgba_size also sets how many colours the colours() table lists; no other claim reads it
        assertEquals(Set.of("tfrag.rgba_array.size"), flips(d));
    }

    @Test
    void aCommonEntryWithAParentBreaksCommonNone() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 2, 0);
        m.coreData(2, b -> Mutant.u16(b, p.vertexInfoOffset()[0] + 4, 100));
        Disc d = m.open();
        assertEquals(Set.of("tfrag.parent.common_none"), flips(d));
        R r = row(d, "tfrag.parent.common_none");
        assertEquals("false", r.getString("actual"));
        assertTrue(r.getString("detail").contains("other values [100]"), r.getString("detail"));
    }

    @Test
    void aMaskedPositionUnpackBreaksCmd0x69() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 2, 0);
        Unpack u = p.unpacks().stream().filter(x -> x.kind().equals("positions")).findFirst().orElseThrow();
        m.coreData(2, b -> b[(int) u.offset() + 3] = (byte) 0x79);
        Disc d = m.open();
        assertEquals(Set.of("tfrag.positions.cmd_0x69"), flips(d));
        assertTrue(row(d, "tfrag.positions.cmd_0x69").getString("detail").contains("CMD 0x79"));
    }

    @Test
    void itopAfterTheCommonPositionsIsAnotherWord() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 2, 0);
        var common = p.commands().get(1);
        long at = -1;
        for (int i = 0; i + 1 < common.size(); i++) {
            VifCommand k = common.get(i);
            if (k.isUnpack() && k.code().format().equals("V3_16")) { at = common.get(i + 1).absOffset(); break; }
        }
        long word = at;
        m.coreData(2, b -> Mutant.s32(b, word, 0x04040000));
        Disc d = m.open();
        assertEquals(Set.of("tfrag.vif.word_after_75"), flips(d));
        assertEquals("0x01000404,0x04040000", row(d, "tfrag.vif.word_after_75").getString("actual"));
    }

    @Test
    void anotherFirstColourChangesPatch0sColours() {
        Mutant m = new Mutant();
        TfragPatch p = patch(m, 0, 0);
        long rgba = m.level(0).core().tfrags().colours().longColumn("offset").get(0);
        assertEquals(p.header().offset() - p.header().index() * 0x40L - 0x40 + p.rgbaStart(), rgba, "colour 0 is at rgba_ofs");
        m.coreData(0, b -> { b[(int) rgba] = 1; b[(int) rgba + 1] = 2; b[(int) rgba + 2] = 3; });
        Disc d = m.open();
        assertEquals(Set.of("lvl0.patch0.colours"), flips(d));
        assertTrue(row(d, "lvl0.patch0.colours").getString("actual").startsWith("1,2,3;"));
    }

    // ---- zero items ----------------------------------------------------------------------------------

    @Test
    void checksOverZeroPatchesAreNotMeasurable() {
        Mutant m = new Mutant();
        for (int n = 0; n < 5; n++) {
            m.coreData(n, b -> {
                // tfrag_count = 0 in every core block; the now unreferenced patch table is zeroed too, so the
                // recompressed stream stays within the data extent's alignment slack
                int count = java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt(4);
                java.util.Arrays.fill(b, 0x40, 0x40 + 0x40 * count, (byte) 0);
                Mutant.s32(b, 4, 0);
            });
        }
        Disc d = m.open();
        Map<String, R> r = rows(d.claims());
        for (String id : new String[] {"tfrag.tri_count.match", "tfrag.tri_indices.in_range", "tfrag.strip_adgif.in_range",
                "tfrag.parent.common_none", "tfrag.parent.lod01_is_common", "tfrag.positions.mismatches", "tfrag.light_array.size",
                "tfrag.rgba_array.size", "tfrag.vu_header.shape", "tfrag.positions.cmd_0x69", "tfrag.point_lights.none",
                "lvl0.positions.in_bsphere", "tfrag.mmin", "tfrag.k.range"}) {
            assertEquals(Claims.NOT_MEASURABLE, r.get(id).getString("status"), id);
            assertFalse(r.get(id).getString("detail").isEmpty(), id);
        }
        // a total over zero patches is a figure: 0 against the manifest's total
        assertEquals(Claims.DIFFERS, r.get("tfrag.patches.total").getString("status"));
        assertEquals("0", r.get("tfrag.patches.total").getString("actual"));
    }

    // ---- a disc without a manifest ---------------------------------------------------------------------

    @Test
    void withoutAManifestTheNotesFiguresAreComparedAndTheSummarySaysSo() {
        Disc d = new Mutant().open(false);
        Table t = d.claims();
        Map<String, R> r = rows(t);
        assertEquals("notes", r.get("lvl0.data.sectors").getString("basis"));
        assertEquals("6484", r.get("lvl0.data.sectors").getString("expected"));
        assertEquals(Claims.DIFFERS, r.get("lvl0.data.sectors").getString("status"));
        assertEquals("rule", r.get("core.regions.increasing").getString("basis"));
        assertEquals(Claims.HOLDS, r.get("core.regions.increasing").getString("status"));
        assertEquals("notes", r.get("tfrag.mmin").getString("basis"));
        String s = Claims.summary(t);
        assertTrue(s.contains("the notes' retail figures ("), s);
        assertFalse(s.contains("the manifest"), s);
    }
}
