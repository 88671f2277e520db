package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestSkimTest {
    private static GroundTruth whole(String text) { return GroundTruth.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))); }

    private static GroundTruth skimmed(String text, int piece) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        try {
            return GroundTruth.of(ManifestSkim.skim(new ByteArrayInputStream(b), b.length, piece));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyKeyButTheTablesAsTheWholeReadGivesIt() {
        String text = "# level.0.fields.comment\tx\ndisc.levels\t3\nglobal.fields.t.columns\ta,b\nglobal.fields.t.row.0\t1,2\n"
                + "global.fieldsx\t7\nglobal.x\t8\nlevel.0.core.a\t1\r\nlevel.0.fields.t.columns\ta\nlevel.0.fields.t.row.0\t5\n"
                + "level.0.fieldsy\t9\nlevel.0.fields\t10\nlevel.1.fields.t.row.0\t6\nlevel.1.fields.notab\nlevel.12.core.b\t2\n"
                + "level.2.fields.notab\nlevel.1234567890.fields.t\t11\nnotab\nz\tlast";
        for (int piece : new int[] {1, 7, 8, 13, 64, 1 << 20}) {
            GroundTruth t = skimmed(text, piece);
            assertTrue(t.withoutFieldTables());
            Map<String, String> expected = new TreeMap<>(Map.of("disc.levels", "3", "global.fieldsx", "7", "global.x", "8",
                    "level.0.core.a", "1", "level.0.fieldsy", "9", "level.0.fields", "10", "level.12.core.b", "2",
                    "level.1234567890.fields.t", "11", "z", "last"));
            Map<String, String> got = new TreeMap<>();
            for (String k : expected.keySet()) got.put(k, t.get(k).orElseThrow());
            assertEquals(expected, got, "piece " + piece);
            assertEquals(expected.size(), t.size(), "piece " + piece);
            // level 1 has table entries only; level 2's only table line has no tab, so it is no entry
            assertEquals(List.of(0, 1, 12), t.levelNumbers(), "piece " + piece);
            assertEquals(whole(text).levelNumbers(), t.levelNumbers());
            assertEquals(Map.of("level.0.core.a", "1"), t.withPrefix("level.0.core."));
        }
    }

    @Test
    void aShuffledManifestWithRepeatsReadsAsTheWholeOne() {
        Random r = new Random(36);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 4000; i++) {
            int level = r.nextInt(6);
            String key = switch (r.nextInt(6)) {
                case 0 -> "level." + level + ".fields.t" + r.nextInt(3) + ".row." + r.nextInt(400);
                case 1 -> "global.fields.g.row." + r.nextInt(50);
                case 2 -> "level." + level + ".core.k" + r.nextInt(300);
                case 3 -> "disc.k" + r.nextInt(40);
                case 4 -> "level." + level + ".data.d" + r.nextInt(30);
                default -> "iso.f" + r.nextInt(20);
            };
            lines.add(key + "\t" + "v".repeat(r.nextInt(200)) + i + (r.nextInt(10) == 0 ? "\r" : ""));
        }
        Collections.shuffle(lines, r);
        String text = String.join("\n", lines) + "\n";
        GroundTruth w = whole(text);
        for (int piece : new int[] {8, 100, 4096, 1 << 20}) {
            GroundTruth t = skimmed(text, piece);
            int others = 0;
            for (Map.Entry<String, String> e : w.all().entrySet()) {
                if (ManifestSkim.inTables(e.getKey())) {
                    assertThrows(IllegalStateException.class, () -> t.get(e.getKey()));
                } else {
                    assertEquals(e.getValue(), t.get(e.getKey()).orElseThrow(), e.getKey());
                    others++;
                }
            }
            assertEquals(others, t.size());
            assertTrue(others > 300 && others < w.size() - 300, others + " of " + w.size());
            assertEquals(w.levelNumbers(), t.levelNumbers());
            assertEquals(w.withPrefix("level.3.core."), t.withPrefix("level.3.core."));
            assertEquals(w.keys("level.2.data.", "1"), t.keys("level.2.data.", "1"));
        }
    }

    @Test
    void questionsIntoTheLeftOutTablesAreErrors() {
        String text = "disc.levels\t1\nglobal.fields.t.row.0\t1\nlevel.3.core.a\t2\nlevel.3.fields.t.row.0\t3\n";
        GroundTruth t = skimmed(text, 1 << 20), w = whole(text);
        for (String prefix : List.of("", "l", "level.", "level.3", "level.3.", "level.3.f", "level.3.fields.", "level.3.fields.t",
                "level.9.fields.", "g", "global.", "global.fields.", "global.fields.t.row")) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> t.withPrefix(prefix), prefix);
            assertTrue(e.getMessage().startsWith("prefix " + prefix + ": this manifest was read without its field truth tables"), e.getMessage());
            assertThrows(IllegalStateException.class, () -> t.keys(prefix, ""), prefix);
            assertDoesNotThrow(() -> w.withPrefix(prefix));
        }
        for (String prefix : List.of("level.3.core.", "level.3.c", "level.3.fieldsx", "level.x", "levels.", "global.x", "disc.", "z")) {
            assertEquals(w.withPrefix(prefix), t.withPrefix(prefix), prefix);
        }
        assertThrows(IllegalStateException.class, () -> t.get("level.3.fields.t.row.0"));
        assertThrows(IllegalStateException.class, () -> t.get("global.fields.t.row.0"));
        assertEquals("3", w.get("level.3.fields.t.row.0").orElseThrow());
        assertTrue(t.get("level.3.fields").isEmpty());
        assertThrows(IllegalStateException.class, t::all);
        assertFalse(w.withoutFieldTables());
        assertEquals(4, w.all().size());
    }

    @Test
    void lineEndIsTheFirstNewlineFromAnyStart() {
        Random r = new Random(7);
        byte[] b = new byte[200];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (r.nextInt(12) == 0 ? '\n' : r.nextInt(256));
        b[0] = (byte) 0x0b;       // neighbours of the newline byte, whose borrow could mislead a careless word test
        b[1] = (byte) 0x8a;
        long[] words = new long[b.length / 8];
        java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).asLongBuffer().get(words);
        for (int from = 0; from <= b.length; from++) {
            for (int to = from; to <= b.length; to++) {
                int expected = from;
                while (expected < to && b[expected] != '\n') expected++;
                assertEquals(expected, ManifestSkim.lineEnd(b, words, from, to), from + ".." + to);
            }
        }
    }

    @Test
    void theDiscReadsItsManifestWithoutTablesForClaimsAndWholeWhenAsked(@TempDir Path dir) throws IOException {
        Path iso = dir.resolve("x.iso"), manifest = dir.resolve("x.manifest.tsv");
        Files.write(iso, gcscript.testing.SampleImage.bytes());
        Files.write(manifest, gcscript.testing.TestData.bytes("gcscript/sample", "gcscript-sample.manifest.tsv"));
        Disc d = DiscOpener.open(iso, gcscript.bytes.Problems.lenient());
        GroundTruth figures = d.groundTruthWithoutFieldTables().orElseThrow();
        assertTrue(figures.withoutFieldTables());
        assertSame(figures, d.groundTruthWithoutFieldTables().orElseThrow());
        GroundTruth all = d.groundTruth().orElseThrow();
        assertFalse(all.withoutFieldTables());
        assertTrue(all.size() > figures.size());
        assertEquals(all.get("disc.levels"), figures.get("disc.levels"));
        assertEquals(all.levelNumbers(), figures.levelNumbers());
        assertSame(all, d.groundTruthWithoutFieldTables().orElseThrow(), "once read whole, the whole one answers");
        assertSame(all, DiscOpener.open(iso, gcscript.bytes.Problems.lenient()).withGroundTruth(all).groundTruthWithoutFieldTables().orElseThrow());
    }
}
