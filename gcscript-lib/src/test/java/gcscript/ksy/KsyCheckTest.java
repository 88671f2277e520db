package gcscript.ksy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exported descriptions against an independent compiler and runtime (npm's kaitai-struct-compiler and
 * kaitai-struct, under Node) on the bundled sample: every record both sides read, field by field. Needs node and npm
 * (the npm packages are installed into a cache on first use); skipped without them, except under CI=true.
 */
class KsyCheckTest {
    static KsyCheck.Result result;
    static Path dir;

    @BeforeAll static void check(@TempDir Path work) throws IOException {
        dir = work;
        boolean tools = onPath("node") && onPath("npm");
        if (!tools && "true".equals(System.getenv("CI"))) throw new AssertionError("CI=true: node and npm are needed for the .ksy check");
        Assumptions.assumeTrue(tools, "node and npm are not installed");
        result = KsyCheck.run(Gc.sample(), Path.of("..").toAbsolutePath().normalize(), work, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
    }

    static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (java.nio.file.Files.isExecutable(Path.of(d, tool))) return true;
        }
        return false;
    }

    @Test void everyRecordOfEveryExportedTypeIsReadByBothSidesWithEqualValues() {
        Map<String, KsyCheckTables.TypeRow> rows = new HashMap<>();
        for (KsyCheckTables.TypeRow r : result.types()) {
            rows.put(r.area() + "/" + r.recordType(), r);   // class_entry is a type of two areas
            assertEquals(r.libraryRecords(), r.ksyRecords(), r.toString());
            assertEquals(0, r.libraryOnly() + r.ksyOnly() + r.fieldsDiffer(), r.toString());
        }
        assertEquals(208, rows.size(), rows.keySet().toString());   // no 0x68 header on the sample; 43 of them in the global WADs' descriptions
        // the occlusion-mappings head, declared once (occlmap): slot 3's and the gameplay stream's copy in one row, four
        // levels with mappings, its four words each (the gameplay copy's pad was undeclared in a second layout before)
        assertEquals(8, rows.get("gc_occlusion_mappings/occlusion_mappings_header").libraryRecords());
        assertEquals(8 * 4, rows.get("gc_occlusion_mappings/occlusion_mappings_header").fieldsCompared());
        // five level files: one header, one data header, one core header each; 256 ratchet_seqs per level
        assertEquals(5, rows.get("gc_level_wad/level_wad_header_60").libraryRecords());
        assertEquals(5 * 24, rows.get("gc_level_wad/level_wad_header_60").fieldsCompared());   // 4 words and 10 extents of two
        assertEquals(5, rows.get("gc_core_index/level_core_header").libraryRecords());
        assertEquals(5 * 256, rows.get("gc_core_index/ratchet_seq").libraryRecords());
        assertEquals(3, rows.get("gc_level_wad/chunk_header").libraryRecords());   // LEVEL1's three chunks
        assertEquals(35, rows.get("gc_gameplay/moby_instance").libraryRecords());
        assertEquals(35 * 34, rows.get("gc_gameplay/moby_instance").fieldsCompared());
        assertEquals(104, rows.get("gc_gameplay/table_header").libraryRecords());   // the counted and the walked blocks' headers
        assertEquals(51, rows.get("gc_core_index/class_entry").libraryRecords());
        assertEquals(49, rows.get("gc_gameplay/class_entry").libraryRecords());
        // core_data: class blocks at the class entries' offsets, sections at the core header's
        assertEquals(18, rows.get("gc_tie/tie_class_header").libraryRecords());
        assertEquals(22, rows.get("gc_moby/moby_class_header").libraryRecords());
        assertEquals(3, rows.get("gc_sky/sky_header").libraryRecords());
        assertEquals(26933 * 4, rows.get("gc_collision/collision_vertex").fieldsCompared());   // packed word and three bit fields
        assertEquals(1102, rows.get("gc_moby/moby_frame_thing").fieldsCompared());   // s8 values, exact past 2^53
        assertEquals(949, rows.get("gc_sound_bank/adpcm_frame").libraryRecords());
        // RC2.HDR: nine global headers, three ranges per level-table row, a level header copy per level file
        assertEquals(9, rows.get("gc_rc2_hdr/wad_header_head").libraryRecords());
        assertEquals(5 * 3, rows.get("gc_rc2_hdr/sector_range").libraryRecords());
        assertEquals(5, rows.get("gc_rc2_hdr/level_wad_header_60").libraryRecords());
        assertEquals(615024, result.compared());
        assertEquals(0, result.differ(), result.differences().toString());
        assertTrue(result.parseErrors().isEmpty(), result.parseErrors().toString());
    }

    @Test void theGlobalWadsAreComparedAreaByArea() {
        Map<String, KsyCheckTables.TypeRow> rows = new HashMap<>();
        for (KsyCheckTables.TypeRow r : result.types()) rows.put(r.area() + "/" + r.recordType(), r);
        var areas = KsyCheckTables.areas(result);
        for (String wad : new String[] {"mpeg", "misc", "hud", "bonus", "audio", "space", "scene", "gadget", "armor", "level_audio", "level_scene"}) {
            int row = areas.stringColumn("area").indexOf("gc_" + wad + "_wad");
            assertTrue(row >= 0, wad);
            assertTrue(areas.longColumn("fields_compared").get(row) > 0, wad);
            assertEquals(0, areas.longColumn("differ").get(row), wad);
        }
        int mpeg = areas.stringColumn("area").indexOf("gc_mpeg_wad");
        assertEquals(3, areas.longColumn("record_types").get(mpeg));   // prologue, slots, subtitle records
        assertEquals(1 + 100 + 47, areas.longColumn("library_records").get(mpeg));
        assertEquals(areas.longColumn("library_records").get(mpeg), areas.longColumn("ksy_records").get(mpeg));
        assertEquals(2 + 200 + 47 * 8, areas.longColumn("fields_compared").get(mpeg));
        // every header slot: AUDIO's 1,534 starts, five AUDIOn headers of 514 ranges, MPEG's 50 rows of two, HUD's 781
        assertEquals(1534, rows.get("gc_audio_wad/sector32").libraryRecords());
        assertEquals(5 * 514, rows.get("gc_level_audio_wad/sector_byte_range").libraryRecords());
        assertEquals(100, rows.get("gc_mpeg_wad/sector_byte_range").libraryRecords());
        assertEquals(781, rows.get("gc_hud_wad/sector_range").libraryRecords());
        // MPEG's subtitle tables in its three files (12, 13 and 22 records, terminators included), placed in one WAD
        assertEquals(47, rows.get("gc_mpeg_wad/gc_subtitle").libraryRecords());
        assertEquals(19, rows.get("gc_level_audio_wad/vag_header").libraryRecords());
        assertEquals(155 * 34, rows.get("gc_level_audio_wad/adpcm_frame").fieldsCompared());
        assertEquals(3, rows.get("gc_armor_wad/moby_mesh_only_header").libraryRecords());   // two armours, one wrench
        assertEquals(10, rows.get("gc_misc_wad/byte_range").libraryRecords());   // the IRX sub-WAD's image and nine modules
        assertEquals(8, rows.get("gc_bonus_wad/credits_text_offset").libraryRecords());
        assertTrue(result.streams().stream().anyMatch(s -> s.buffer().equals("MISC.WAD:misc.irx") && s.identical()));
        assertTrue(result.streams().stream().anyMatch(s -> s.buffer().equals("BONUS.WAD:bonus.goodies_images[2]") && s.identical()));
    }

    @Test void aChangedOrMissingGlobalRecordIsADifference(@TempDir Path dir) throws IOException {
        Path dumps = java.nio.file.Files.createDirectories(dir.resolve("dump"));
        try (var s = java.nio.file.Files.list(KsyCheckTest.dir.resolve("out").resolve("dump"))) {
            for (Path p : s.toList()) java.nio.file.Files.copy(p, dumps.resolve(p.getFileName()));
        }
        // AUDIO0.WAD: one VAG header's data_size changed; MPEG.WAD: the first subtitle record of MPEG2.WAD's table dropped
        Path audio = dumps.resolve("AUDIO0.WAD.jsonl"), mpeg = dumps.resolve("MPEG.WAD.jsonl");
        String a = java.nio.file.Files.readString(audio);
        int vag = a.indexOf("\"t\":\"VagHeader\"");
        int size = a.indexOf("\"dataSize\":\"", vag) + "\"dataSize\":\"".length();
        java.nio.file.Files.writeString(audio, a.substring(0, size) + "9" + a.substring(size));
        var disc = Gc.sample();
        long mpeg2 = disc.globalWads().wad("MPEG").orElseThrow().parts().get(2).start();
        List<String> lines = new java.util.ArrayList<>(java.nio.file.Files.readAllLines(mpeg));
        int dropped = -1;
        for (int i = 0; i < lines.size() && dropped < 0; i++) {
            if (lines.get(i).contains("\"t\":\"GcSubtitle\"") && Long.parseLong(lines.get(i).replaceAll(".*\"o\":(\\d+).*", "$1")) >= mpeg2) dropped = i;
        }
        lines.remove(dropped);
        java.nio.file.Files.write(mpeg, lines);
        KsyComparison c = new KsyComparison(KsyExport.files(), dumps);
        gcscript.bytes.Coverage store = disc.globalRecords();
        for (GlobalFile g : GlobalFile.write(disc, java.nio.file.Files.createDirectories(dir.resolve("files")))) g.compare(c, store);
        KsyCheck.Result r = c.result();
        assertEquals(2, r.differ(), r.differences().toString());
        assertTrue(r.differences().stream().anyMatch(d -> d.startsWith("AUDIO0.WAD @0x") && d.contains("vag_header.data_size: library ")), r.differences().toString());
        assertTrue(r.differences().stream().anyMatch(d -> d.startsWith("MPEG.WAD @0x" + Long.toHexString(mpeg2).substring(0, 1))
                && d.contains(" gc_subtitle: read by the library only (mpeg.subtitles[")), r.differences().toString());
    }

    @Test void everyStreamTheProcessDecompressedIsTheLibrarysByteForByte() {
        // per level: core_data, gameplay, its hud banks and transition textures; LEVEL1 also six chunk blocks
        assertEquals(44, result.streams().size());   // and six WAD-LZ blocks of MISC, HUD and BONUS
        for (KsyCheckTables.StreamRow s : result.streams()) {
            assertTrue(s.identical(), s.toString());
            assertEquals(s.libraryBytes(), s.ksyBytes(), s.toString());
        }
        assertTrue(result.streams().stream().anyMatch(s -> s.buffer().equals("LEVEL1.WAD:chunk_2.collision")));
    }

    @Test void aDescriptionTheCompilerRefusesFailsTheCheckLoudly(@TempDir Path dir) throws IOException {
        Path ksy = java.nio.file.Files.createDirectories(dir.resolve("ksy"));
        KsyExport.write(ksy);
        Path core = ksy.resolve("gc_core_index.ksy");
        String text = java.nio.file.Files.readString(core);
        java.nio.file.Files.writeString(core, text.replace("repeat-expr: header.moby_classes_count", "repeat-expr: header.no_such_field"));
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () ->
                NodeTools.check(Path.of("..").toAbsolutePath().normalize(), ksy, dir.resolve("out"), java.util.List.of(),
                        new java.io.PrintStream(java.io.OutputStream.nullOutputStream())));
        // the first file compiled that imports it fails (gc_core_data, alphabetically before gc_core_index itself)
        assertTrue(e.getMessage().contains(".ksy does not compile for javascript"), e.getMessage());
        assertTrue(e.getMessage().contains("no_such_field"), e.getMessage());
    }

    @Test void oneRecordSideBySideHasEveryFieldEqual() {
        var level = Gc.sample().levels().list().get(0);
        var t = KsySideBySide.of(level, dir, "tie_class_header", 0);
        assertEquals(gcscript.tie.TieLayouts.HEADER.fieldCount(), t.rowCount());
        assertEquals(t.rowCount(), t.booleanColumn("equal").countTrue());
        int scale = t.stringColumn("field").indexOf("scale");
        assertEquals(t.longColumn("offset").get(0) + 0x40, t.longColumn("offset").get(scale));   // packets_lod0 at +0, scale at +0x40
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> KsySideBySide.of(level, dir, "no_such_type", 0));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> KsySideBySide.of(level, dir, "tie_class_header", 10_000));
    }

    @Test void layoutsNotExportedAreListedWithTheirCountsAndReasons() {
        long[] stashed = result.notExported().get("texel in moby_textures");
        assertTrue(stashed != null && stashed[0] > 0, "moby texture texels (core_data or the GS RAM stash) are a listed gap");
        assertTrue(result.reasons().get("texel in moby_textures").startsWith("gc_gs_ram does not place moby_textures yet: "));
        assertTrue(result.notExported().keySet().stream().noneMatch(n -> n.equals("level_core_header") || n.equals("texel")));
        assertEquals(456, result.notExported().get("tie_control_byte")[0]);
        assertTrue(result.reasons().get("tie_control_byte").startsWith("gc_tie leaves it out: "), result.reasons().get("tie_control_byte"));
        // every record type the library reads is compared or listed with a reason of its own
        for (String type : result.notExported().keySet()) assertTrue(result.reasons().containsKey(type), type + " has no reason");
    }
}
