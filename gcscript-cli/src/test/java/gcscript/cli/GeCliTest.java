package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/gcscript ge-blob on blobs built here (a raw I8 image and a LOOKUP one), and on a malformed one. */
class GeCliTest {
    @TempDir Path tmp;

    static Run run(String... args) { return Run.of(args); }

    /** Non-zlib, u=0, lod=0, one I8 2x2 image, method 0: header 0x00, then fmt 7 | w 2 | h 2 | comp 0, 4 bytes. */
    static byte[] rawI8() {
        // bits: 0111 00000010 00000010 0000 = 0x70 0x20 0x20, then texels 10 20 30 40, then the skip byte
        return new byte[]{0x00, 0x70, 0x20, 0x20, 0x10, 0x20, 0x30, 0x40, 0x00};
    }

    @Test
    void decodesBlobsToOneRowPerLevelWithTheConformanceHashes() throws Exception {
        Path a = tmp.resolve("a.bin");
        Files.write(a, rawI8());
        Run r = run("ge-blob", a.toString(), "--format", "csv");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        String head = lines.get(0);
        for (String col : List.of("file", "lod", "width", "height", "gbi_format", "gbi_size", "source", "texels_sha256", "rgba_sha256")) {
            assertTrue(head.contains(col), col);
        }
        String row = lines.get(1);
        assertTrue(row.startsWith("a.bin,0,2,2,"), row);
        assertTrue(row.contains(",I,8b,i8,raw0,"), row);
        // texels: two rows of 8 bytes (stride 8), padding zeroed
        byte[] texels = {0x10, 0x20, 0, 0, 0, 0, 0, 0, 0x30, 0x40, 0, 0, 0, 0, 0, 0};
        assertTrue(row.contains(gcscript.goldeneye.texture.GeBlobTable.sha256(texels)), row);
        byte[] rgba = {0x10, 0x10, 0x10, 0x10, 0x20, 0x20, 0x20, 0x20, 0x30, 0x30, 0x30, 0x30, 0x40, 0x40, 0x40, 0x40};
        assertTrue(row.contains(gcscript.goldeneye.texture.GeBlobTable.sha256(rgba)), row);
    }

    @Test
    void conformanceBlobGivesItsManifestHashes() throws Exception {
        Path p = tmp.resolve("nz-ia8-lut-19x11-u0-l4-genmips.bin");
        try (InputStream in = getClass().getResourceAsStream("/ge-textures/nz-ia8-lut-19x11-u0-l4-genmips.bin")) {
            assertNotNull(in, "the goldeneye module's test resources are on the test class path");
            Files.write(p, in.readAllBytes());
        }
        Run r = run("ge-blob", p.toString(), "--format", "json");
        assertEquals(0, r.status(), r.err());
        assertEquals(4, r.out().split("\"lod\"").length - 1, r.out());
        assertTrue(r.out().contains("generated"));
    }

    @Test
    void malformedBlobExitsNonZeroWithOneLine() throws Exception {
        byte[] b = rawI8();
        b[4 - 3 + 3] = 0x20;             // keep texels
        byte[] bad = Arrays.copyOf(b, 6);   // cut inside the texels
        Path p = tmp.resolve("cut.bin");
        Files.write(p, bad);
        Run r = run("ge-blob", p.toString());
        assertEquals(2, r.status());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("cut.bin") && r.err().contains("(bit "), r.err());
        Run lenient = run("ge-blob", p.toString(), "--lenient", "--format", "csv");
        assertEquals(0, lenient.status());
        assertTrue(lenient.err().contains("problem"), lenient.err());
    }

    @Test
    void romCommandsOnAGeneratedRom() throws Exception {
        Path rom = tmp.resolve("synth.v64");
        Run g = run("ge-generate", "--out", rom.toString(), "--seed", "3", "--textures", "16", "--models", "3");
        assertEquals(0, g.status(), g.err());
        assertTrue(Files.exists(tmp.resolve("synth.v64.tsv")));
        Run info = run("ge-info", rom.toString(), "--format", "csv");
        assertEquals(0, info.status(), info.err());
        assertTrue(info.out().contains(",v64,GOLDENEYE,GE,E,"), info.out());
        Run checks = run("ge-checks", rom.toString(), "--format", "csv");
        assertEquals(5, checks.out().lines().filter(l -> l.endsWith(",holds")).count(), checks.out());
        Run tex = run("ge-textures", rom.toString(), "--format", "csv", "--out", tmp.resolve("png").toString());
        assertEquals(0, tex.status(), tex.err());
        assertEquals(17, tex.out().lines().count());
        assertTrue(Files.exists(tmp.resolve("png/sheet.png")));
        assertTrue(Files.exists(tmp.resolve("png/0000.png")));
        Path png = tmp.resolve("t1.png");
        assertEquals(0, run("ge-texture", rom.toString(), "--id", "1", "--out", png.toString()).status());
        assertTrue(Files.size(png) > 0);
        Run claims = run("ge-claims", rom.toString(), "--format", "csv");
        assertTrue(claims.out().contains("GT02,") && claims.out().contains(",holds"), claims.out());
        Run settex = run("ge-settex", rom.toString(), "--format", "csv");
        assertTrue(settex.out().contains(",walk,") && settex.out().contains(",scan,"));
    }
}
