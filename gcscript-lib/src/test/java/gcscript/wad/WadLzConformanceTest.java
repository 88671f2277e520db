package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.testing.TestData;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every stream of the test resource wad-lz/manifest.tsv (see wad-lz/README.md for where they come from): good ones
 * decode to their listed size and hash, bad ones throw.
 */
class WadLzConformanceTest {
    record Row(String file, int size, String sha256, String producer, String note) {
        boolean bad() { return file.startsWith("bad-"); }
    }

    static final String SET = "wad-lz";

    static List<Row> manifest() throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> lines = TestData.lines(SET, "manifest.tsv");
        assertEquals("file\tdecompressed_size\tsha256\tproducer\tnote", lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) continue;
            String[] c = line.split("\t", -1);
            assertEquals(5, c.length, line);
            rows.add(new Row(c[0], c[1].equals("-") ? -1 : Integer.parseInt(c[1]), c[2], c[3], c[4]));
        }
        return rows;
    }

    static String sha256(byte[] b) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    static ByteReader open(String file) throws IOException {
        return ByteReader.of(TestData.bytes(SET, file), file);
    }

    @Test
    void manifestCoversBothProducersAndBadStreams() throws IOException {
        List<Row> rows = manifest();
        assertTrue(rows.stream().filter(Row::bad).count() >= 9);
        assertTrue(rows.stream().anyMatch(r -> r.producer().contains("threads=8")));
        assertTrue(rows.stream().anyMatch(r -> r.producer().contains("A=1")));
        for (Row r : rows) assertTrue(TestData.exists(SET, r.file()), r.file());
    }

    @TestFactory
    List<DynamicTest> goodStreamsDecode() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row r : manifest()) {
            if (r.bad()) continue;
            tests.add(DynamicTest.dynamicTest(r.file(), () -> {
                byte[] exact = WadLz.decompress(open(r.file()), r.size());
                assertEquals(r.size(), exact.length);
                assertEquals(r.sha256(), sha256(exact));
                byte[] capped = WadLz.decompressCapped(open(r.file()), r.size());
                assertEquals(r.sha256(), sha256(capped));
                byte[] roomy = WadLz.decompressCapped(open(r.file()), Integer.MAX_VALUE);
                assertEquals(r.sha256(), sha256(roomy));
                if (r.size() > 0) {
                    FormatException tooSmall = assertThrows(FormatException.class,
                            () -> WadLz.decompressCapped(open(r.file()), r.size() - 1));
                    assertEquals("wad.packet", tooSmall.path());
                    assertThrows(FormatException.class, () -> WadLz.decompress(open(r.file()), r.size() - 1));
                }
                FormatException tooBig = assertThrows(FormatException.class, () -> WadLz.decompress(open(r.file()), r.size() + 1));
                assertEquals("wad.decompressed_size", tooBig.path());
            }));
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> badStreamsAreRejected() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row r : manifest()) {
            if (!r.bad()) continue;
            tests.add(DynamicTest.dynamicTest(r.file() + " (" + r.note() + ")", () -> {
                FormatException e = assertThrows(FormatException.class, () -> WadLz.decompressCapped(open(r.file()), 1 << 24));
                assertEquals(r.file(), e.file());
                assertTrue(e.path().startsWith("wad."), e.path());
                assertThrows(FormatException.class, () -> WadLz.decompress(open(r.file()), 5));
            }));
        }
        return tests;
    }

    @Test
    void badStreamsFailForTheirOwnReason() throws IOException {
        assertEquals("wad.magic", fail("bad-magic.wad").path());
        assertEquals("wad.compressed_size", fail("bad-truncated.wad").path());
        assertEquals("wad.compressed_size", fail("bad-size-huge.wad").path());
        assertEquals("wad.compressed_size", fail("bad-size-negative.wad").path());
        assertEquals("wad.header", fail("bad-header-only.wad").path());
        FormatException m = fail("bad-match-before-start.wad");
        assertEquals("wad.packet", m.path());
        assertTrue(m.expected().contains("distance"), m.getMessage());
        assertTrue(fail("bad-double-literal.wad").actual().contains("double literal"));
        assertTrue(fail("bad-literal-past-end.wad").expected().contains("literal"));
        FormatException far = fail("bad-far-before-start.wad");
        // 10 00 04 00 after a 5-byte literal: M = 0 (size 7 + 2), R = 1, so distance 0x4001
        assertEquals("distance " + 0x4001 + ", length 9", far.actual());
        assertEquals(0x16, far.offset());
    }

    private static FormatException fail(String file) throws IOException {
        return assertThrows(FormatException.class, () -> WadLz.decompressCapped(open(file), 1 << 20));
    }
}
