package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.core.CoreSection;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The phase-2 accessors of a level (gameplay, sound banks, occlusion mappings, lighting, chunk collision, parts)
 * against the sample's manifest, and the §8.1 chunk checks row by row: on the sample (every row, with the
 * offsets and values read here from the level file's bytes), then on damaged copies of LEVEL1.WAD (chunk header
 * offsets at and past the chunk end, a stream leaving exactly a sector of slack, a file cut inside its last sector).
 * Each test opens its own Level from the bytes, so no memoised part survives from one test to the next.
 */
class LevelAreasTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();
    static final byte[] FILE = DISC.level(1).bytes().toArray();

    static long truth(String key) { return TRUTH.getLong("level.1." + key); }

    static Level open(byte[] b, Problems p) { return new Level(1, ByteReader.of(b, "LEVEL1.WAD"), p); }

    static int s32(byte[] b, long at) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt((int) at); }
    static void putS32(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, v); }

    /** Chunk i's extent as the level header declares it (offset_sectors, size_sectors at the slot's header words). */
    static long chunkAt(int i) { return (long) s32(FILE, Slot.values()[Slot.CHUNK_0.ordinal() + i].offsetIn(0x60)) * 0x800; }
    static int chunkLen(int i) { return s32(FILE, Slot.values()[Slot.CHUNK_0.ordinal() + i].offsetIn(0x60) + 4) * 0x800; }

    @Test
    void accessorsAgreeWithTheManifest() {
        Level l = open(FILE, Problems.strict());
        Table h = l.header();
        int idRow = h.stringColumn("field").indexOf("id");
        assertEquals(truth("level_id"), h.longColumn("value").get(idRow));
        assertEquals(8L, h.longColumn("offset").get(idRow));

        assertEquals(truth("directional_lights"), l.gameplay().lights().rowCount());
        var summary = l.gameplay().checkList().summary();
        for (String must : List.of("gameplay.moby_class_in_core", "gameplay.tie_class_in_core", "gameplay.shrub_class_in_core",
                "gameplay.occlusion_equals_slot3")) {
            assertTrue(summary.stream().anyMatch(s -> s.check().equals(must) && s.holds() && s.nOk() > 0), must + " in " + summary);
        }

        assertEquals(truth("sound.sounds"), l.soundBank().sounds().rowCount());
        for (int i = 0; i < 3; i++) assertEquals(truth("chunk_sound." + i + ".sounds"), l.chunkSoundBank(i).sounds().rowCount(), "bank " + i);
        assertEquals(truth("chunk_sound.2.samples"), l.chunkSoundBank(2).samples().rowCount());
        assertThrows(IllegalArgumentException.class, () -> l.chunkSoundBank(-1));
        assertThrows(IllegalArgumentException.class, () -> l.chunkSoundBank(3));
        assertThrows(IllegalArgumentException.class, () -> l.soundBankModel(-1));
        assertThrows(IllegalArgumentException.class, () -> l.soundBankModel(4));

        Table occl = l.occlusionMappings();
        assertEquals(truth("occlusion.tfrag_count") + truth("occlusion.tie_count") + truth("occlusion.moby_count"), occl.rowCount());
        for (int i = 0; i < occl.rowCount(); i++) {
            assertEquals(TRUTH.get("level.1.occlusion." + i + ".target").orElseThrow(), occl.stringColumn("target").get(i), "row " + i);
        }

        Table d = l.lighting().differences();
        assertEquals(l.core().tfrags().lights().rowCount(), d.intColumn("vertices").getInt(0));
        assertEquals(truth("directional_lights"), d.intColumn("lights").getInt(0));
    }

    @Test
    void chunkCollisionAndTfrags() {
        Level l = open(FILE, Problems.strict());
        for (int i = 0; i < 2; i++) {
            Chunk c = l.chunk(i).orElseThrow();
            assertEquals(truth("chunk." + i + ".collision.faces"), c.collision().faces().rowCount(), "chunk " + i);
            assertEquals(truth("chunk." + i + ".tfrags.count"), c.tfrags().count());
            Table checks = c.collision().checks();
            assertEquals(0, checks.where(checks.stringColumn("status").isEqualTo("fails")).rowCount(), checks.printAll());
            long core = checks.where(checks.stringColumn("check").isEqualTo("collision.chunk0_equals_core")
                    .and(checks.stringColumn("status").isEqualTo("holds"))).rowCount();
            assertEquals(i == 0, core > 0, "chunk " + i + ": " + checks.printAll());
        }
        // chunk 2 without collision (its header word 0): empty tables; its tfrag stream then runs to the chunk end
        byte[] b = FILE.clone();
        putS32(b, chunkAt(2) + 4, 0);
        Level m = open(b, Problems.strict());
        Chunk c = m.chunk(2).orElseThrow();
        assertEquals(0, c.collision().faces().rowCount());
        assertTrue(c.collisionBytes().isEmpty());
        assertEquals(truth("chunk.2.tfrags.count"), c.tfrags().count());
        // both words equal: the tfrag stream runs to the chunk end too, and the container check reads it there
        byte[] e = FILE.clone();
        putS32(e, chunkAt(2) + 4, s32(e, chunkAt(2)));
        Problems p = Problems.lenient();
        Level n = open(e, p);
        assertEquals(truth("chunk.2.tfrags.count"), n.chunk(2).orElseThrow().tfrags().count());
        n.check();
        assertEquals(List.of(), p.rows().stream().filter(r -> !r.severity().equals(Severity.WARNING)).toList());
    }

    /** stats' chunk_tfrag_patches: the count the block header declares, read without decoding the patches. */
    @Test
    void chunkTfragCountFromTheBlockHeader() {
        Level l = open(FILE, Problems.strict());
        for (int i = 0; i < 3; i++) {
            Chunk c = l.chunk(i).orElseThrow();
            assertEquals(truth("chunk." + i + ".tfrags.count"), c.tfragCount(), "chunk " + i + ", header only");
            assertEquals(truth("chunk." + i + ".tfrags.count"), c.tfrags().count(), "chunk " + i + ", decoded");
            assertEquals(c.tfrags().count(), c.tfragCount(), "chunk " + i + ", after the decode");
        }
        // a chunk whose tfrag stream is not WAD-LZ: the count fails as the block does, naming the stream
        byte[] b = FILE.clone();
        long stream = chunkAt(1) + s32(b, chunkAt(1));
        b[(int) stream] ^= 0x20;
        Chunk broken = open(b, Problems.strict()).chunk(1).orElseThrow();
        FormatException e = assertThrows(FormatException.class, broken::tfragCount);
        assertEquals("level[1].chunk_1.tfrags.wad.magic", e.path());
        assertEquals(stream, e.offset());
        FormatException full = assertThrows(FormatException.class, broken::tfrags);
        assertEquals(List.of(e.path(), e.offset()), List.of(full.path(), full.offset()));
    }

    /** readEveryPart: the coverage pass's reads on the level itself, the same problems the pass records. */
    @Test
    void everyPartReadAsTheCoveragePassReadsIt() {
        Problems intact = Problems.strict();
        open(FILE, intact).readEveryPart();
        assertEquals(List.of(), intact.rows());
        byte[] b = FILE.clone();
        b[(int) (chunkAt(1) + s32(b, chunkAt(1)))] ^= 0x20;    // chunk 1's tfrag stream is not WAD-LZ
        Problems read = Problems.lenient(), pass = Problems.lenient();
        Level l = open(b, read);
        l.readEveryPart();
        open(b, pass).coverageTotals();
        List<Problem> rows = read.rows();
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().anyMatch(p -> p.path().equals("level[1].chunk_1.tfrags.wad.magic")), rows.toString());
        assertEquals(rows, pass.rows().stream().filter(p -> !p.check().equals("coverage.unexplained")).toList());
        assertEquals(truth("chunk.0.tfrags.count"), l.chunk(0).orElseThrow().tfrags().count(), "the other parts still read");
    }

    @Test
    void partsAndTheirOffsets() {
        Level l = open(FILE, Problems.strict());
        List<Part> parts = LevelParts.of(l);
        long data = l.extent(Slot.DATA).byteOffset();
        Part coreIndex = one(parts, "core_index.bin");
        assertEquals(data + s32(FILE, data + 0x08), coreIndex.offset());
        assertEquals(truth("core_index_bytes"), coreIndex.bytes().get().length());
        Part gameplay = one(parts, "gameplay.bin");
        assertEquals(-1, gameplay.offset());
        assertEquals(truth("gameplay_decompressed_size"), gameplay.bytes().get().length());
        Part coreData = one(parts, "core_data.bin");
        assertEquals(-1, coreData.offset());
        assertEquals(truth("core_data_decompressed"), coreData.bytes().get().length());
        assertEquals(truth("core_data_compressed"), one(parts, "core_data.wad").bytes().get().length());
    }

    static Part one(List<Part> parts, String name) {
        List<Part> m = parts.stream().filter(p -> p.name().equals(name)).toList();
        assertEquals(1, m.size(), name + " in " + parts.stream().map(Part::name).toList());
        return m.get(0);
    }

    /** One chunk-check row: check, subject, offset, status, expected, found. */
    record Row(String check, String subject, long offset, String status, String expected, String found) {}

    static List<Row> rows(Table t) {
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < t.rowCount(); i++) {
            out.add(new Row(t.stringColumn("check").get(i), t.stringColumn("subject").get(i), t.longColumn("offset").get(i),
                    t.stringColumn("status").get(i), t.stringColumn("expected").get(i), t.stringColumn("found").get(i)));
        }
        return out;
    }

    @Test
    void everyChunkCheckRowOnTheSample() {
        Level l = open(FILE, Problems.strict());
        CoreSection tfrags = l.core().sectionList().stream().filter(s -> s.name().equals("tfrags")).findFirst().orElseThrow();
        List<Row> want = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            long at = chunkAt(i);
            int len = chunkLen(i);
            int tf = s32(FILE, at), co = s32(FILE, at + 4);
            assertEquals("WAD", new String(FILE, (int) (at + tf), 3, java.nio.charset.StandardCharsets.US_ASCII));
            String p = "level[1].chunk_" + i;
            want.add(new Row("chunk.offsets_inside", p + ".tfrags", at, "holds", "0 or < " + len, Integer.toString(tf)));
            want.add(new Row("chunk.points_at_wad", p + ".tfrags", at + tf, "holds", "WAD", "WAD"));
            want.add(new Row("chunk.offsets_inside", p + ".collision", at + 4, "holds", "0 or < " + len, Integer.toString(co)));
            want.add(new Row("chunk.points_at_wad", p + ".collision", at + co, "holds", "WAD", "WAD"));
            want.add(new Row("chunk.tfrags_at_0x10", p + ".tfrags", at, "holds", "16", "16"));
            long n = truth("chunk." + i + ".tfrags_decompressed");
            want.add(new Row("chunk.core_tfrags_hold_every_chunk", p + ".tfrags", at, "holds", ">= " + n + " bytes",
                    Integer.toString(tfrags.size())));
            if (i == 0) {
                want.add(new Row("chunk.core_tfrags_zero_past_chunk_0", "level[1].core.tfrags", tfrags.start() + n, "holds",
                        "zeros after byte " + n, "zeros"));
            }
        }
        want.add(new Row("chunk.planes_select_chunks", "level[1].gameplay.level_settings.chunk_planes",
                l.gameplayModel().settings().offset() + 0x5c, "holds", "2", Long.toString(truth("gameplay.chunk_planes"))));
        assertEquals(want, rows(l.chunkChecks()));
    }

    static List<Row> damagedChecks(byte[] b, String check, String subject) {
        Level l = open(b, Problems.lenient());
        return rows(l.chunkChecks()).stream().filter(r -> r.check().equals(check) && r.subject().equals(subject)).toList();
    }

    @Test
    void chunkHeaderOffsetsAtAndPastTheChunkEnd() {
        long at = chunkAt(2);
        int len = chunkLen(2);
        String sub = "level[1].chunk_2.collision";
        byte[] b = FILE.clone();
        putS32(b, at + 4, len);                      // one past the last byte
        assertEquals(List.of(new Row("chunk.offsets_inside", sub, at + 4, "fails", "0 or < " + len, Integer.toString(len))),
                damagedChecks(b, "chunk.offsets_inside", sub));
        assertEquals(List.of(), damagedChecks(b, "chunk.points_at_wad", sub));
        putS32(b, at + 4, -16);
        assertEquals(List.of(new Row("chunk.offsets_inside", sub, at + 4, "fails", "0 or < " + len, "-16")),
                damagedChecks(b, "chunk.offsets_inside", sub));
        putS32(b, at + 4, len - 2);                  // inside, but no room for the 3 magic bytes
        assertEquals("holds", damagedChecks(b, "chunk.offsets_inside", sub).get(0).status());
        assertEquals(List.of(), damagedChecks(b, "chunk.points_at_wad", sub));
        putS32(b, at + 4, len - 3);                  // the last three bytes of the chunk (sector padding): no "WAD"
        String tail = new String(Arrays.copyOfRange(FILE, (int) (at + len - 3), (int) (at + len)), java.nio.charset.StandardCharsets.ISO_8859_1);
        int nul = tail.indexOf('\0');
        List<Row> magic = damagedChecks(b, "chunk.points_at_wad", sub);
        assertEquals(List.of(new Row("chunk.points_at_wad", sub, at + len - 3, "fails", "WAD", nul < 0 ? tail : tail.substring(0, nul))), magic);
    }

    @Test
    void tfragsNotAt0x10AndAChunkWithoutTfrags() {
        long at = chunkAt(1);
        byte[] b = FILE.clone();
        putS32(b, at, 0x20);
        List<Row> r = damagedChecks(b, "chunk.tfrags_at_0x10", "level[1].chunk_1.tfrags");
        assertEquals(List.of(new Row("chunk.tfrags_at_0x10", "level[1].chunk_1.tfrags", at, "fails", "16", "32")), r);
        putS32(b, at, 0);
        Level l = open(b, Problems.lenient());
        List<Row> rows = rows(l.chunkChecks());
        assertEquals(List.of(new Row("chunk.offsets_inside", "level[1].chunk_1.tfrags", at, "holds", "0 or < " + chunkLen(1), "0")),
                rows.stream().filter(x -> x.subject().equals("level[1].chunk_1.tfrags")).toList());
        assertEquals(-1, l.chunks().intColumn("tfrags_compressed").getInt(1));
        assertEquals(truth("chunk.0.tfrags_compressed"), l.chunks().intColumn("tfrags_compressed").getInt(0));
    }

    @Test
    void aSectorOfSlackIsAWarningOneByteLessIsNot() {
        long at = chunkAt(0);
        int tf = s32(FILE, at), co = s32(FILE, at + 4);
        int holder = co - tf;
        long size = at + tf + 3;
        byte[] b = FILE.clone();
        putS32(b, size, holder - 0x800);
        Problems p = Problems.lenient();
        open(b, p).check();
        assertEquals(List.of(new Problem(1, "LEVEL1.WAD", "level[1].chunk_0.tfrags.wad.compressed_size", size, "stream_fills_holder",
                "within 0x800 bytes of the holder's " + holder, Integer.toString(holder - 0x800), Severity.WARNING)), p.rows());
        putS32(b, size, holder - 0x7ff);
        Problems q = Problems.lenient();
        open(b, q).check();
        assertEquals(List.of(), q.rows());
    }

    @Test
    void coreDataStreamSlackIsCheckedInItsDataRange() {
        long data = chunkDataExtent();
        int off = s32(FILE, data + 0x48), size = s32(FILE, data + 0x4c);
        long at = data + off + 3;
        byte[] b = FILE.clone();
        putS32(b, at, size - 0x800);   // declares exactly 0x800 bytes less than its range holds
        Problems p = Problems.lenient();
        open(b, p).check();
        assertEquals(List.of(new Problem(1, "LEVEL1.WAD", "level[1].data.core_data.wad.compressed_size", at, "stream_fills_holder",
                "within 0x800 bytes of the holder's " + size, Integer.toString(size - 0x800), Severity.WARNING)), p.rows());
    }

    static long chunkDataExtent() { return (long) s32(FILE, Slot.DATA.offsetIn(0x60)) * 0x800; }

    @Test
    void aDataRangeEndingExactlyAtTheExtentEndIsInside() {
        long data = chunkDataExtent();
        int extent = s32(FILE, Slot.DATA.offsetIn(0x60) + 4) * 0x800;
        int off = s32(FILE, data + 0x50);                 // transition_textures (stored, not compressed)
        byte[] b = FILE.clone();
        putS32(b, data + 0x54, extent - off);
        Problems p = Problems.lenient();
        open(b, p).check();
        assertEquals(List.of(), p.rows().stream().filter(r -> r.check().equals("range_in_extent")).toList());
        putS32(b, data + 0x54, extent - off + 1);
        Problems q = Problems.lenient();
        open(b, q).check();
        assertEquals(List.of(new Problem(1, "LEVEL1.WAD", "level[1].data.header.transition_textures", data, "range_in_extent",
                "inside [0, 0x" + Integer.toHexString(extent) + ")", "[0x" + Integer.toHexString(off) + ", 0x" + Integer.toHexString(extent + 1) + ")",
                Severity.ERROR)), q.rows().stream().filter(r -> r.check().equals("range_in_extent")).toList());
    }

    @Test
    void aFileCutInsideItsLastSectorIsToleratedAWholeSectorIsNot() {
        Level whole = open(FILE, Problems.strict());
        long lastEnd = 0;
        Slot last = null;
        for (Extent e : whole.extentList()) {
            if (!e.empty() && e.byteOffset() + e.bytes() > lastEnd) { lastEnd = e.byteOffset() + e.bytes(); last = e.slot(); }
        }
        assertEquals(FILE.length, lastEnd);
        Problems p = Problems.lenient();
        Level cut = open(Arrays.copyOf(FILE, FILE.length - 0x7ff), p);
        assertEquals(List.of(), p.rows());
        assertEquals(0x7ff, cut.clampedBytes());
        assertEquals(0x7ff, cut.extent(last).clampedBytes());
        Problems q = Problems.lenient();
        Level cut2 = open(Arrays.copyOf(FILE, FILE.length - 0x800), q);
        assertEquals(1, q.rows().size(), q.rows().toString());
        assertEquals("extent_in_file", q.rows().get(0).check());
        assertEquals(0x800, cut2.extent(last).clampedBytes());
    }
}
