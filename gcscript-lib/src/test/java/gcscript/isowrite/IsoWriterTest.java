package gcscript.isowrite;

import gcscript.testing.IsoinfoListing;
import gcscript.testing.Proc;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;
import gcscript.iso.IsoPathRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The writer, read back by isoinfo (independent) and by the library's reader. */
class IsoWriterTest {

    @TempDir Path tmp;

    record Spec(long lba, byte[] data) {}

    /** The retail-like layout: SYSTEM.CNF at 1000, RC2.HDR at 1001, WADs under G/, gaps between files. */
    static Map<String, Spec> discLike() {
        Random rnd = new Random(7);
        Map<String, Spec> m = new TreeMap<>();
        m.put("/SYSTEM.CNF", new Spec(1000, "BOOT2 = cdrom0:\\SCUS_972.68;1\r\nVER = 1.01\r\n".getBytes(StandardCharsets.US_ASCII)));
        m.put("/RC2.HDR", new Spec(1001, random(rnd, 5000)));                    // sectors 1001-1003
        m.put("/SCUS_972.68", new Spec(1010, random(rnd, 3001)));
        m.put("/G/LEVEL0.WAD", new Spec(1100, random(rnd, 70_000)));
        m.put("/G/AUDIO0.WAD", new Spec(1050, random(rnd, 2048)));               // exactly one sector
        m.put("/G/EMPTY.WAD", new Spec(1200, new byte[0]));
        m.put("/G/SUB/DEEP.BIN", new Spec(1300, random(rnd, 1)));
        // enough names that /G needs several directory sectors
        for (int i = 0; i < 100; i++) m.put(String.format("/G/F%03d.BIN", i), new Spec(2000 + i, random(rnd, 1 + rnd.nextInt(2048))));
        return m;
    }

    static byte[] random(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    static IsoWriter writer(Map<String, Spec> files) {
        IsoWriter w = new IsoWriter("RATCHETANDCLANK2");
        for (Map.Entry<String, Spec> e : files.entrySet()) w.add(e.getKey(), e.getValue().lba(), e.getValue().data());
        return w;
    }

    static long expectedSectors(Map<String, Spec> files) {
        long end = 0;
        for (Spec s : files.values()) end = Math.max(end, s.lba() + (s.data().length + 2047) / 2048);
        return end;
    }

    @Test
    void isoinfoReadsTheImage() throws Exception {
        Proc.require("isoinfo");
        Map<String, Spec> files = discLike();
        Path iso = tmp.resolve("disc.iso");
        writer(files).write(iso);
        assertEquals(expectedSectors(files) * 2048, Files.size(iso));

        String info = new String(Proc.run(List.of("isoinfo", "-d", "-i", iso.toString())), StandardCharsets.ISO_8859_1);
        assertTrue(info.contains("Volume id: RATCHETANDCLANK2\n"), info);
        assertTrue(info.contains("Logical block size is: 2048\n"), info);
        assertTrue(info.contains("Volume size is: " + expectedSectors(files) + "\n"), info);
        assertTrue(info.contains("Volume set size is: 1\n"), info);
        assertTrue(info.contains("System id: PLAYSTATION\n"), info);

        Map<String, IsoinfoListing.Line> listing = IsoinfoListing.parse(Proc.run(List.of("isoinfo", "-l", "-i", iso.toString())));
        for (Map.Entry<String, Spec> e : files.entrySet()) {
            IsoinfoListing.Line line = listing.get(e.getKey() + ";1");
            assertNotNull(line, "isoinfo lists " + e.getKey());
            assertEquals(e.getValue().lba(), line.lba(), e.getKey());
            assertEquals(e.getValue().data().length, line.size(), e.getKey());
        }
        assertTrue(listing.get("/G").directory());
        assertTrue(listing.get("/G/SUB").directory());
        // ".." of /G names the root; "." of the root and the root's ".." agree
        assertEquals(listing.get("/.").lba(), listing.get("/G/..").lba());
        assertEquals(listing.get("/.").lba(), listing.get("/..").lba());
        assertEquals(listing.get("/G").lba(), listing.get("/G/.").lba());

        // -p prints the type-L path table: number, parent, LBA in hex, identifier; 10 + 10 + 12 bytes (9.4, odd names padded)
        String pt = new String(Proc.run(List.of("isoinfo", "-p", "-i", iso.toString())), StandardCharsets.ISO_8859_1);
        assertTrue(pt.contains("Path table starts at block 18, size 32\n"), pt);
        List<String> rows = pt.lines().skip(1).map(String::strip).toList();
        assertEquals(List.of("1:    1 " + Long.toHexString(listing.get("/.").lba()),
                "2:    1 " + Long.toHexString(listing.get("/G/.").lba()) + " G",
                "3:    2 " + Long.toHexString(listing.get("/G/SUB/.").lba()) + " SUB"), rows);

        // -f walks the tree through the path table and directories
        List<String> found = new ArrayList<>(Arrays.asList(new String(Proc.run(List.of("isoinfo", "-f", "-i", iso.toString())),
                StandardCharsets.ISO_8859_1).split("\n")));
        List<String> want = new ArrayList<>();
        for (String p : files.keySet()) want.add(p + ";1");
        want.add("/G");
        want.add("/G/SUB");
        found.sort(null);
        want.sort(null);
        assertEquals(want, found);

        for (String p : List.of("/SYSTEM.CNF", "/RC2.HDR", "/SCUS_972.68", "/G/LEVEL0.WAD", "/G/AUDIO0.WAD",
                "/G/EMPTY.WAD", "/G/SUB/DEEP.BIN", "/G/F000.BIN", "/G/F099.BIN")) {
            byte[] got = Proc.run(List.of("isoinfo", "-i", iso.toString(), "-x", p + ";1"));
            assertArrayEquals(files.get(p).data(), got, p);
        }
    }

    @Test
    void libraryReaderReadsTheImage() {
        Map<String, Spec> files = discLike();
        IsoWriter w = writer(files);
        byte[] img = w.toBytes();
        IsoImage iso = IsoImage.read(ByteReader.of(img, "disc.iso"));
        assertEquals("RATCHETANDCLANK2", iso.volumeId());
        assertEquals(expectedSectors(files), iso.volumeSpaceSize());
        assertEquals(new ArrayList<>(files.keySet()), iso.files().stream().map(IsoEntry::path).toList());
        for (IsoEntry e : iso.files()) {
            Spec s = files.get(e.path());
            assertEquals(s.lba(), e.lba(), e.path());
            assertArrayEquals(s.data(), iso.data(e).toArray(), e.path());
        }
        assertEquals(1000, iso.find("/SYSTEM.CNF").orElseThrow().lba());
        assertEquals(1001, iso.find("/RC2.HDR").orElseThrow().lba());
        assertTrue(iso.directories().get(1).size() > 2048, "/G spans several directory sectors");

        assertEquals(expectedSectors(files), w.imageSectors());
        // the directories are the last metadata: they end where the writer says file space begins
        long dirEnd = iso.directories().stream().mapToLong(d -> d.lba() + d.size() / 2048).max().orElseThrow();
        assertEquals(dirEnd, w.metadataSectors());
        assertTrue(w.metadataSectors() <= 1000);

        List<IsoPathRecord> l = iso.lPathTable();
        assertEquals(List.of("", "G", "SUB"), l.stream().map(IsoPathRecord::name).toList());
        assertEquals(List.of(1, 1, 2), l.stream().map(IsoPathRecord::parent).toList());
        assertEquals(l.stream().map(IsoPathRecord::lba).toList(), iso.mPathTable().stream().map(IsoPathRecord::lba).toList());
        assertEquals(w.directoryLbas().values().stream().toList(), l.stream().map(IsoPathRecord::lba).toList());
    }

    @Test
    void paddingAndGapsAreZero() {
        Map<String, Spec> files = discLike();
        byte[] img = writer(files).toBytes();
        for (int i = 0; i < 16 * 2048; i++) assertEquals(0, img[i], "system area byte " + i);
        // sector 1000 holds SYSTEM.CNF and then zeros to the sector end
        byte[] cnf = files.get("/SYSTEM.CNF").data();
        for (int i = 1000 * 2048 + cnf.length; i < 1001 * 2048; i++) assertEquals(0, img[i]);
        // the gap between RC2.HDR (ends in sector 1003) and SCUS_972.68 (1010)
        for (int i = 1001 * 2048 + 5000; i < 1010 * 2048; i++) assertEquals(0, img[i]);
    }

    @Test
    void outputIsDeterministicAndStreamingMatchesArray() throws Exception {
        byte[] a = writer(discLike()).toBytes();
        byte[] b = writer(discLike()).toBytes();
        assertArrayEquals(a, b);
        Path p = tmp.resolve("x.iso");
        writer(discLike()).write(p);
        assertArrayEquals(a, Files.readAllBytes(p));
        // fixed dates: creation date field of the primary volume descriptor
        assertEquals("2000010100000000", new String(a, 16 * 2048 + 813, 16, StandardCharsets.US_ASCII));
    }

    @Test
    void namesAreUpperCasedAndValidated() {
        IsoWriter w = new IsoWriter("TEST");
        w.add("g/level0.wad", 100, new byte[] {1});
        w.add("DUMMY", 101, new byte[] {2});
        IsoImage iso = IsoImage.read(ByteReader.of(w.toBytes(), "t.iso"));
        assertEquals(List.of("/DUMMY.", "/G/LEVEL0.WAD"), iso.files().stream().map(IsoEntry::path).toList());

        IsoWriter v = new IsoWriter("TEST");
        assertThrows(IllegalArgumentException.class, () -> v.add("/G/LEV-EL.WAD", 100, new byte[1]));
        assertThrows(IllegalArgumentException.class, () -> v.add("/A.B.C", 100, new byte[1]));
        assertThrows(IllegalArgumentException.class, () -> v.add("/G//X.BIN", 100, new byte[1]));
        assertThrows(IllegalArgumentException.class, () -> v.add("/" + "A".repeat(31) + ".BIN", 100, new byte[1]));
        assertThrows(IllegalArgumentException.class, () -> v.add("/A/B/C/D/E/F/G/H/X.BIN", 100, new byte[1]));
        v.add("/A/B/C/D/E/F/G/X.BIN", 100, new byte[1]);                // eight levels is the ECMA-119 maximum
        assertThrows(IllegalArgumentException.class, () -> v.add("/a/b/c/d/e/f/g/x.bin", 200, new byte[1]));   // same path again
        assertThrows(IllegalArgumentException.class, () -> v.add("/N.BIN", -1, new byte[1]));
        assertThrows(IllegalArgumentException.class, () -> new IsoWriter("ratchet"));
        assertThrows(IllegalArgumentException.class, () -> new IsoWriter("A".repeat(33)));
    }

    @Test
    void layoutConflictsAreRejected() {
        IsoWriter low = new IsoWriter("TEST");
        low.add("/SYSTEM.CNF", 18, new byte[10]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, low::toBytes);
        assertTrue(e.getMessage().contains("/SYSTEM.CNF;1 at LBA 18"), e.getMessage());

        IsoWriter overlap = new IsoWriter("TEST");
        overlap.add("/RC2.HDR", 1001, new byte[5000]);
        overlap.add("/X.BIN", 1003, new byte[1]);
        e = assertThrows(IllegalArgumentException.class, overlap::toBytes);
        assertTrue(e.getMessage().contains("overlaps /RC2.HDR;1"), e.getMessage());

        IsoWriter adjacent = new IsoWriter("TEST");
        adjacent.add("/RC2.HDR", 1001, new byte[5000]);
        adjacent.add("/X.BIN", 1004, new byte[1]);
        assertEquals(1005 * 2048, adjacent.toBytes().length);
    }

    @Test
    void directoriesNeverStraddleSectors() throws Exception {
        // 300 names of varying length fill several sectors of /G; the reader rejects a record crossing a sector
        IsoWriter w = new IsoWriter("TEST");
        Random rnd = new Random(3);
        Map<String, Integer> names = new TreeMap<>();
        for (int i = 0; i < 300; i++) {
            String name = "N" + i + "X".repeat(rnd.nextInt(20)) + ".BIN";
            names.put("/G/" + name, i);
            w.add("/G/" + name, 1000 + i, new byte[] {(byte) i});
        }
        byte[] img = w.toBytes();
        IsoImage iso = IsoImage.read(ByteReader.of(img, "many.iso"));
        assertEquals(new ArrayList<>(names.keySet()), iso.files().stream().map(IsoEntry::path).toList());
        for (IsoEntry e : iso.files()) {
            int idLen = e.name().length() + 2;
            int recLen = 33 + idLen + ((idLen & 1) == 0 ? 1 : 0);
            assertTrue(e.recordOffset() % 2048 + recLen <= 2048, e.path());
            assertEquals(recLen, img[(int) e.recordOffset()] & 0xff, e.path());
        }
        assertTrue(iso.directories().get(1).size() >= 4 * 2048, "/G needs at least four sectors");

        Proc.require("isoinfo");
        Path p = tmp.resolve("many.iso");
        Files.write(p, img);
        Map<String, IsoinfoListing.Line> listing = IsoinfoListing.parse(Proc.run(List.of("isoinfo", "-l", "-i", p.toString())));
        for (Map.Entry<String, Integer> e : names.entrySet()) {
            assertEquals(1000 + e.getValue(), listing.get(e.getKey() + ";1").lba(), e.getKey());
        }
    }

    @Test
    void largeImageStreamsToFile() throws Exception {
        // 64 MiB file far out: write(Path) streams it; the image ends at the file's last sector
        byte[] big = new byte[64 << 20];
        new Random(5).nextBytes(big);
        IsoWriter w = new IsoWriter("BIG");
        w.add("/SYSTEM.CNF", 1000, new byte[] {'x'});
        w.add("/G/LEVEL0.WAD", 50_000, big);
        Path p = tmp.resolve("big.iso");
        w.write(p);
        assertEquals((50_000L + big.length / 2048) * 2048, Files.size(p));
        IsoImage iso = IsoImage.read(ByteReader.map(p));
        IsoEntry e = iso.find("/G/LEVEL0.WAD").orElseThrow();
        assertEquals(50_000, e.lba());
        assertArrayEquals(big, iso.data(e).toArray());
    }
}
