package gcscript.goldeneye.texture;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.*;

/** Every good blob of the conformance set decodes level by level to the game's output; every bad one is refused. */
class ConformanceTest {

    @TestFactory
    List<DynamicTest> goodBlobsMatchTheGamesDecoder() throws Exception {
        List<Map<String, String>> manifest = Conformance.tsv("manifest.tsv");
        Map<String, List<Map<String, String>>> lods = Conformance.tsv("lods.tsv").stream()
                .collect(Collectors.groupingBy(m -> m.get("name")));
        List<DynamicTest> tests = new ArrayList<>();
        for (Map<String, String> row : manifest) {
            String name = row.get("name");
            if (name.startsWith("bad-")) continue;
            tests.add(DynamicTest.dynamicTest(name, () -> checkGood(row, lods.get(name))));
        }
        assertEquals(136, tests.size(), "good blobs in the manifest");
        return tests;
    }

    private static void checkGood(Map<String, String> row, List<Map<String, String>> levels) throws Exception {
        String name = row.get("name");
        byte[] blob = Conformance.resource(name + ".bin");
        GeTexture t = GeTextureDecoder.decode(blob, name);
        assertEquals(Integer.parseInt(row.get("header_byte_hex"), 16), t.headerByte());
        assertEquals(row.get("path"), t.path());
        assertEquals(row.get("gbi_format"), t.gbiFormat().name(), "gbi_format");
        assertEquals(row.get("gbi_size"), t.gbiSize().label(), "gbi_size");
        assertEquals(Integer.parseInt(row.get("lod_count")), t.levelCount(), "lod_count");
        assertEquals(Integer.parseInt(row.get("width")), t.width());
        assertEquals(Integer.parseInt(row.get("height")), t.height());
        assertEquals(blob.length, t.bytesUsed(), "bytes used");
        assertArrayEquals(Conformance.resource(name + ".texels"), t.texels(0), "LOD 0 texels file");
        assertEquals(row.get("texels_sha256"), Conformance.sha(t.texels(0)), "texels_sha256");
        assertEquals(row.get("rgba_sha256"), Conformance.sha(t.rgba(0)), "rgba_sha256");
        if (!row.get("palette_sha256").equals("-")) {
            assertEquals(row.get("palette_sha256"), Conformance.sha(t.paletteBytes()), "palette_sha256");
        }
        Map<String, String> note = Conformance.note(row);
        if (note.containsKey("out")) assertEquals(Integer.parseInt(note.get("out")), t.outputSize(), "out");
        if (note.containsKey("intended_texels_sha256")) {
            assertEquals(note.get("intended_texels_sha256"), Conformance.sha(t.intendedTexels(0)), "intended texels");
            assertEquals(note.get("intended_rgba_sha256"), Conformance.sha(t.intendedRgba(0)), "intended rgba");
        }
        if (note.containsKey("quirk")) assertTrue(t.quirks().contains(note.get("quirk")), "quirk " + note.get("quirk") + " named");
        assertEquals(levels.size(), t.levelCount());
        for (Map<String, String> l : levels) {
            int lod = Integer.parseInt(l.get("lod"));
            GeLevel g = t.level(lod);
            String at = name + " lod " + lod;
            assertEquals(Integer.parseInt(l.get("width")), g.width(), at + " width");
            assertEquals(Integer.parseInt(l.get("height")), g.height(), at + " height");
            assertEquals(Integer.parseInt(l.get("stride")), g.stride(), at + " stride");
            assertEquals(Integer.parseInt(l.get("offset")), g.offset(), at + " offset");
            assertEquals(Integer.parseInt(l.get("size")), g.size(), at + " size");
            assertEquals(l.get("source"), g.source(), at + " source");
            assertEquals(l.get("defined"), g.defined(), at + " defined");
            if (!g.isDefined()) continue;
            assertEquals(l.get("texels_sha256"), Conformance.sha(t.texels(lod)), at + " texels");
            assertEquals(l.get("rgba_sha256"), Conformance.sha(t.rgba(lod)), at + " rgba");
            assertEquals(l.get("ram_texels_sha256"), Conformance.sha(t.ramTexels(lod)), at + " ram texels");
        }
    }

    @TestFactory
    List<DynamicTest> badBlobsAreRefusedQuickly() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map<String, String> row : Conformance.tsv("manifest.tsv")) {
            String name = row.get("name");
            if (!name.startsWith("bad-")) continue;
            tests.add(DynamicTest.dynamicTest(name, () -> {
                byte[] blob = Conformance.resource(name + ".bin");
                long t0 = System.nanoTime();
                FormatException e = assertThrows(FormatException.class, () -> GeTextureDecoder.decode(blob, name));
                long ms = (System.nanoTime() - t0) / 1_000_000;
                assertTrue(ms < 500, name + " took " + ms + " ms");
                assertEquals(name, e.file());
                assertTrue(e.path().contains("(bit "), "names the bit offset: " + e.getMessage());
                assertFalse(e.oneLine().contains("\n"));
                Problems lenient = Problems.lenient();
                GeTexture t = GeTextureDecoder.decode(blob, name, lenient);
                assertFalse(lenient.rows().isEmpty(), name + " gives a problem row in lenient mode");
                assertEquals(name, lenient.rows().get(0).file());
                assertNotNull(t);
            }));
        }
        assertEquals(12, tests.size());
        return tests;
    }

    @Test
    void badMagicDecodesLikeTheGoodBlobWhenLenient() throws Exception {
        byte[] blob = Conformance.resource("bad-magic-zlib.bin");
        Problems p = Problems.lenient();
        GeTexture t = GeTextureDecoder.decode(blob, "bad-magic-zlib", p);
        assertTrue(t.complete());
        assertEquals(1, p.rows().size());
        assertTrue(p.rows().get(0).path().contains("rarezip.magic"));
        assertEquals(72, t.outputSize(), "the game returns 72 bytes for it");
    }
}
