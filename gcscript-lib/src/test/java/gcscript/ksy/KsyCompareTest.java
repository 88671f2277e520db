package gcscript.ksy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison itself, on records built here: equal values pass, a changed one or a missing one is counted. */
class KsyCompareTest {
    static final Layout L = new Layout("ksy_compare_record", 8, "test");
    static final Field N = L.s16("n", 0, "");
    static final Field B = L.bits("b_value", 2, gcscript.layout.Type.U16, 3, 5, "");
    static final Field F = L.f32("f", 4, "");

    /** n = -2, b_value = 0x15, f = -0.0f. */
    static final byte[] BYTES = {(byte) 0xfe, (byte) 0xff, (byte) 0xa8, 0, 0, 0, 0, (byte) 0x80};

    static KsyCheckTables.TypeRow.Counts compare(Map<String, String> ksy, List<String> notes) {
        LibraryRecords.At at = new LibraryRecords.At("F", 0, L, BYTES, 0, "level[0].x");
        KsyCheckTables.TypeRow.Counts c = new KsyCheckTables.TypeRow.Counts();
        KsyCheck.compare(at, new KsyRecord("F", 0, "KsyCompareRecord", ksy), KsyType.of(L), c, notes);
        return c;
    }

    @Test void equalValuesPassAndFloatsCompareByTheirBits() {
        List<String> notes = new ArrayList<>();
        KsyCheckTables.TypeRow.Counts c = compare(Map.of("n", "-2", "bValue", "21", "f", "f:80000000"), notes);
        assertEquals(3, c.fields);
        assertEquals(0, c.differ, notes.toString());
        // +0.0 has other bits than -0.0: a difference
        KsyCheckTables.TypeRow.Counts plus = compare(Map.of("n", "-2", "bValue", "21", "f", "0"), notes);
        assertEquals(1, plus.differ);
        assertEquals("F @0x0 ksy_compare_record.f: library 2147483648, .ksy 0", notes.get(0));
    }

    @Test void aChangedOrMissingValueIsADifference() {
        List<String> notes = new ArrayList<>();
        KsyCheckTables.TypeRow.Counts c = compare(Map.of("n", "65534", "f", "f:80000000"), notes);
        assertEquals(3, c.fields);
        assertEquals(2, c.differ);
        assertEquals(List.of("F @0x0 ksy_compare_record.n: library -2, .ksy 65534",
                "F @0x0 ksy_compare_record.b_value: library 21, .ksy null"), notes);
    }

    @Test void aGapIsFoundByAStepOfTheReadersPath() {
        List<String> blocks = List.of("paths", "point_lights");
        assertEquals("paths", KsyCheck.gap(blocks, "level[0].gameplay.paths.splines[0].header"));
        assertEquals("point_lights", KsyCheck.gap(blocks, "level[0].gameplay.point_lights"));
        assertEquals("paths", KsyCheck.gap(blocks, "level[0].gameplay.paths[2]"));
        assertEquals(null, KsyCheck.gap(blocks, "level[0].gameplay.grind_paths.splines[0].header"));
        assertEquals(null, KsyCheck.gap(blocks, "level[0].gameplay.point_lights_extra"));
    }

    @Test void valuesReadAsTheLibraryHoldsThem() {
        assertEquals(0x3f800000L, KsyCheck.value(F, "1"));
        assertEquals(0x3e4ccccdL, KsyCheck.value(F, "f:3e4ccccd"));
        assertEquals(-7, KsyCheck.value(N, "-7"));
        assertEquals(1, KsyCheck.value(N, "true"));
    }

    @Test void dumpsReadBackWithTheirBuffersAndErrors(@TempDir Path dir) throws IOException {
        Path p = dir.resolve("L.jsonl");
        Files.writeString(p, """
                {"b":"","o":16,"t":"LevelWadHeaderSize","f":{"headerSize":"96"}}
                {"b":"data.coreData","o":0,"t":"RatchetSeq","f":{"offset":"-1"}}
                {"error":"occlusion: requested 2048 bytes"}
                """);
        KsyDump.Dump d = KsyDump.read(p, "LEVEL0.WAD", Map.of("data.coreData", "core_data"));
        assertEquals(2, d.records().size());
        assertEquals("LEVEL0.WAD@16:LevelWadHeaderSize", d.records().get(0).key());
        assertEquals(Map.of("headerSize", "96"), d.records().get(0).values());
        assertEquals("LEVEL0.WAD:core_data@0:RatchetSeq", d.records().get(1).key());
        assertEquals(List.of("{\"error\":\"occlusion: requested 2048 bytes\"}"), d.errors());
        assertEquals("chunk0OffsetSectors", KsyDump.lowerCamel("chunk_0_offset_sectors"));
        assertEquals("LevelWadHeader60", KsyDump.upperCamel("level_wad_header_60"));
        assertEquals("data.coreData", KsyDump.camelPath("data.core_data"));
    }
}
