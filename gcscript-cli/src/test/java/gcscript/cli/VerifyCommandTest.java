package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.wad.WadLz;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify}: a generated disc against its manifest, a renamed copy (manifest found by the image's hash), a copy
 * with one byte flipped inside level 0's compressed core_data (found by the buffer hash and the field comparison),
 * and a disc without a manifest.
 */
class VerifyCommandTest {
    @TempDir static Path tmp;
    static Path iso;
    static SyntheticDisc.Result generated;

    @BeforeAll
    static void generate() throws Exception {
        iso = tmp.resolve("gen.iso");
        generated = SyntheticDisc.write(new Options(5, 3, 1), iso);
    }

    @Test
    void anUnchangedDiscMatchesItsManifest() {
        Run r = Run.of("verify", iso.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("manifest: gen.manifest.tsv (beside the image, by name)", lines.get(0));
        // 3 levels: core_data and gameplay each, plus tfrags and collision per chunk
        long buffers = generated.truth().keySet().stream().filter(k -> k.matches("level\\.\\d+\\.hash\\..*")).count();
        assertTrue(buffers >= 6, "hash keys in the manifest: " + buffers);
        assertEquals("buffers: " + buffers + " decompressed buffers compared, every one matches", lines.get(1));
        assertTrue(lines.get(2).matches("fields: \\d+ tables compared \\(\\d+ values\\), every one matches"), lines.get(2));
        long files = generated.truth().keySet().stream().filter(k -> k.startsWith("iso.") && k.endsWith(".sha256")).count();
        assertEquals("files: " + files + " files compared, every one matches", lines.get(3));
        assertEquals("image: 1 image compared, every one matches", lines.get(4));
        assertEquals("verify: the disc matches its manifest", lines.get(5));
    }

    @Test
    void aCopyUnderAnotherNameFindsItsManifestByHash() throws Exception {
        Path copy = tmp.resolve("renamed copy.iso");
        Files.copy(iso, copy);
        Disc d = Gc.open(copy);
        assertEquals("manifest: gen.manifest.tsv (records this image's SHA-256, found by content)", d.groundTruthNote());
        assertEquals(generated.truth().get("disc.seed"), d.groundTruth().orElseThrow().get("disc.seed").orElseThrow());
        Run r = Run.of("verify", copy.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        Run claims = Run.of("claims", copy.toString());
        assertEquals("manifest: gen.manifest.tsv (records this image's SHA-256, found by content)\n", claims.err());
    }

    @Test
    void aFlippedByteInCompressedCoreDataIsNamedByLevelBufferAndField() throws Exception {
        byte[] image = Files.readAllBytes(iso);
        int stream = coreDataStreamOffset(0);
        int size = Integer.parseInt(generated.truth().get("level.0.data.core_data.size"));
        int at = decodingFlip(image, stream, size);
        image[at] ^= 0x01;
        Path flipped = tmp.resolve("flipped.iso");
        Files.write(flipped, image);

        // same size, other content: the manifest beside it by content is not taken
        Disc d = Gc.open(flipped);
        assertTrue(d.groundTruth().isEmpty());
        assertEquals("no manifest: none named flipped.manifest.tsv beside flipped.iso, and none of the 1 *.manifest.tsv in its"
                + " folder records this image's SHA-256", d.groundTruthNote());
        Run none = Run.of("verify", flipped.toString());
        assertEquals(1, none.status(), none.out());
        assertTrue(none.err().contains("no manifest: none named flipped.manifest.tsv") && none.err().contains("--manifest FILE"), none.err());

        Run r = Run.of("verify", flipped.toString(), "--manifest", generated.manifest().toString());
        assertEquals(3, r.status(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(1).startsWith("buffers: ") && lines.get(1).contains(", 1 differ; first: level 0 buffer core_data: expected "
                + generated.truth().get("level.0.hash.core_data") + ", found "), lines.get(1));
        // the stream still decodes, into other values: the field comparison names a level-0 table, row and column
        assertTrue(lines.get(2).matches("fields: \\d+ tables compared \\(\\d+ values\\), \\d+ differ; first: level 0 [a-z0-9_]+ (\\[[^]]+\\])+\\.\\w+: "
                + "expected .+, found .+"), lines.get(2));
        assertTrue(lines.get(3).contains("1 differ; first: file /G/LEVEL0.WAD: expected " + generated.truth().get("iso./G/LEVEL0.WAD.sha256")),
                lines.get(3));
        assertTrue(lines.get(4).startsWith("image: 1 image compared, 1 differ; first: image flipped.iso: expected "), lines.get(4));
        assertTrue(lines.get(5).startsWith("verify: the disc differs from its manifest; first difference: level 0 buffer core_data: "), lines.get(5));
    }

    @Test
    void aDiscWithoutAManifestSaysWhereItLooked() throws Exception {
        Path alone = Files.createDirectories(tmp.resolve("alone")).resolve("lonely.iso");
        Files.copy(iso, alone);
        Run info = Run.of("info", alone.toString());
        assertEquals(0, info.status(), info.err());
        assertEquals("no manifest: none named lonely.manifest.tsv beside lonely.iso, and no *.manifest.tsv in its folder\n", info.err());
        assertEquals(0, Run.of("verify", alone.toString(), "--manifest", generated.manifest().toString()).status());
    }

    /**
     * Issue 38 item 3: a manifest that is missing, a folder, empty or of another kind compares nothing, and comparing
     * nothing is no match: one line naming the file and why, exit 1, never "the disc matches its manifest".
     */
    @Test
    void aManifestThatComparesNothingIsAFailureNotAMatch() throws Exception {
        Path empty = Files.writeString(tmp.resolve("empty.tsv"), "");
        Path other = Files.writeString(tmp.resolve("rom.tsv"), "rom.sha256\tabc\nrom.textures\t48\n");
        Path text = Files.writeString(tmp.resolve("notes.txt"), "a text file\nwithout tabs\n");
        Path folder = Files.createDirectories(tmp.resolve("a-folder"));
        Path nope = tmp.resolve("nope.tsv");
        String[][] cases = {
                {empty.toString(), empty + ": empty: no KEY<TAB>VALUE lines, not a manifest"},
                {other.toString(), other + ": not a disc manifest (no disc.*, iso.* or level.N.* keys; 2 other lines, e.g. rom.sha256)"},
                {folder.toString(), folder + ": a folder, not a manifest file"},
                {text.toString(), text + ": no KEY<TAB>VALUE lines, not a manifest"},
                {nope.toString(), nope + ": no such file"},
        };
        for (String[] c : cases) {
            Run r = Run.of("verify", iso.toString(), "--manifest", c[0]);
            assertEquals(1, r.status(), c[0] + ": " + r.out() + r.err());
            assertEquals("gcscript verify: " + c[1] + "\n", r.err());
            assertFalse(r.out().contains("matches"), r.out());
        }
        // the image itself given as its manifest: binary, of another kind, still one line
        Run image = Run.of("verify", iso.toString(), "--manifest", iso.toString());
        assertEquals(1, image.status(), image.out());
        assertEquals(1, image.err().lines().count(), image.err());
        assertTrue(image.err().startsWith("gcscript verify: " + iso + ": not a disc manifest"), image.err());
        // a disc manifest of keys this disc does not have (a level it lacks, no files, no image): nothing compared
        Path foreign = Files.writeString(tmp.resolve("foreign.tsv"), "disc.note\tfrom another tool\n");
        Run r = Run.of("verify", iso.toString(), "--manifest", foreign.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.err().startsWith("gcscript verify: " + foreign + ": names nothing of this disc (0 buffers"), r.err());
    }

    /**
     * Issue 38 item 10: the ground-truth note is one line on stderr, once per run, from the commands whose output
     * depends on it (info, claims) and in every format; silent where no manifest is needed (stats, files).
     */
    @Test
    void theNoManifestNoteIsOneStderrLineOnlyWhereAManifestMatters() throws Exception {
        Path alone = Files.createDirectories(tmp.resolve("note")).resolve("bare.iso");
        Files.copy(iso, alone);
        String note = "no manifest: none named bare.manifest.tsv beside bare.iso, and no *.manifest.tsv in its folder\n";
        for (String format : List.of("table", "csv")) {
            Run info = Run.of("info", alone.toString(), "--format", format);
            assertEquals(0, info.status(), info.err());
            assertEquals(note, info.err(), format);
            Run claims = Run.of("claims", alone.toString(), "--format", format);
            assertEquals(0, claims.status(), claims.err());
            assertTrue(claims.err().endsWith(note) && claims.err().indexOf("no manifest") == claims.err().lastIndexOf("no manifest"),
                    claims.err());
            assertFalse(claims.out().contains("no manifest"), claims.out());
            for (String quiet : List.of("stats", "files")) {
                Run q = Run.of(quiet, alone.toString(), "--format", format);
                assertEquals(0, q.status(), q.err());
                assertEquals("", q.err(), quiet);
                assertFalse(q.out().contains("manifest"), quiet);
            }
        }
    }

    /** Where level {@code n}'s compressed core_data starts in the image, from the manifest's offsets. */
    static int coreDataStreamOffset(int n) {
        var t = generated.truth();
        long lba = Long.parseLong(t.get("iso./G/LEVEL" + n + ".WAD.lba"));
        long dataSector = Long.parseLong(t.get("level." + n + ".slot.data.offset"));
        return Math.toIntExact((lba + dataSector) * 2048 + Long.parseLong(t.get("level." + n + ".data.core_data.offset")));
    }

    /**
     * A byte of the stream whose low bit, flipped, still decodes (to the declared size) into other bytes within the
     * first 0x400 of core_data (the tfrag block's header and patch table, every field of which the manifest holds):
     * the silent case a checksum-less format allows, which only the hashes and the field values reveal.
     */
    static int decodingFlip(byte[] image, int stream, int size) {
        byte[] original = WadLz.decompress(gcscript.bytes.ByteReader.of(Arrays.copyOfRange(image, stream, stream + size), "s"),
                decompressedSize());
        for (int at = stream + WadLz.HEADER_SIZE; at < stream + size; at++) {
            byte[] s = Arrays.copyOfRange(image, stream, stream + size);
            s[at - stream] ^= 0x01;
            try {
                byte[] out = WadLz.decompress(gcscript.bytes.ByteReader.of(s, "s"), decompressedSize());
                int first = Arrays.mismatch(out, original);
                if (first >= 0 && first < 0x400) return at;
            } catch (RuntimeException undecodable) {
                // a flip that breaks the stream: verify names it too, but look for the silent kind
            }
        }
        throw new AssertionError("no flip of the stream decodes into other tfrag header bytes");
    }

    static int decompressedSize() { return Integer.parseInt(generated.truth().get("level.0.core_data_decompressed")); }

    @Test
    void theManifestRecordsTheImageItDescribes() throws Exception {
        GroundTruth t = GroundTruth.read(generated.manifest());
        assertEquals(Long.toString(Files.size(iso)), t.get("disc.image.bytes").orElseThrow());
        assertEquals(gcscript.disc.ManifestLookup.sha256(iso), t.get("disc.image.sha256").orElseThrow());
    }
}
