package gcscript.iso;

import gcscript.testing.IsoinfoListing;
import gcscript.testing.Proc;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The reader against images made by an independent encoder, genisoimage (skipped when it is not installed).
 * LBAs are checked against isoinfo's listing of the same image.
 */
class IsoImageGenisoimageTest {

    @TempDir static Path tmp;
    static Map<String, byte[]> tree;

    @BeforeAll
    static void makeTree() throws IOException {
        Proc.require("genisoimage", "isoinfo");
        Random rnd = new Random(2);
        tree = new TreeMap<>();
        tree.put("/SYSTEM.CNF", "BOOT2 = cdrom0:\\SCUS_972.68;1\r\nVER = 1.01\r\nVMODE = NTSC\r\n".getBytes(StandardCharsets.US_ASCII));
        tree.put("/RC2.HDR", random(rnd, 5000));
        tree.put("/SCUS_972.68", random(rnd, 3001));
        tree.put("/IOPRP255.IMG", random(rnd, 2048));
        tree.put("/G/LEVEL0.WAD", random(rnd, 70_000));
        tree.put("/G/LEVEL1.WAD", random(rnd, 4096));
        tree.put("/G/AUDIO0.WAD", random(rnd, 1));
        tree.put("/G/EMPTY.WAD", new byte[0]);
        tree.put("/G/SUB/DEEP.BIN", random(rnd, 100));
        // enough names to spread /G over several directory sectors
        for (int i = 0; i < 90; i++) tree.put(String.format("/G/F%03d.BIN", i), random(rnd, 1 + rnd.nextInt(3000)));
        Path root = tmp.resolve("tree");
        for (Map.Entry<String, byte[]> e : tree.entrySet()) {
            Path p = root.resolve(e.getKey().substring(1));
            Files.createDirectories(p.getParent());
            Files.write(p, e.getValue());
        }
    }

    private static byte[] random(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    /** Plain ISO level 1; with Rock Ridge (system-use fields in every record); with a Joliet descriptor too. */
    @ParameterizedTest
    @ValueSource(strings = {"plain", "rockridge", "joliet"})
    void readsGenisoimageOutput(String variant) throws Exception {
        Path iso = tmp.resolve(variant + ".iso");
        List<String> cmd = new ArrayList<>(List.of("genisoimage", "-quiet", "-o", iso.toString(), "-V", "RATCHETANDCLANK2", "-iso-level", "1"));
        if (variant.equals("rockridge")) cmd.add("-R");
        if (variant.equals("joliet")) cmd.addAll(List.of("-R", "-J"));
        cmd.add(tmp.resolve("tree").toString());
        Proc.run(cmd);
        Map<String, IsoinfoListing.Line> listing = IsoinfoListing.parse(Proc.run(List.of("isoinfo", "-l", "-i", iso.toString())));

        byte[] bytes = Files.readAllBytes(iso);
        IsoImage img = IsoImage.read(ByteReader.of(bytes, iso.getFileName().toString()));

        assertEquals("RATCHETANDCLANK2", img.volumeId());
        assertEquals(2048, img.logicalBlockSize());
        assertEquals(bytes.length, img.volumeSpaceSize() * 2048, "volume space size covers the image");

        List<String> paths = img.files().stream().map(IsoEntry::path).toList();
        assertEquals(new ArrayList<>(tree.keySet()), paths);

        for (IsoEntry e : img.files()) {
            byte[] want = tree.get(e.path());
            assertEquals(want.length, e.size(), e.path());
            assertArrayEquals(want, img.data(e).toArray(), e.path());
            IsoinfoListing.Line line = listing.get(e.path() + ";1");
            assertNotNull(line, "isoinfo lists " + e.path() + ";1");
            assertEquals(line.lba(), e.lba(), e.path());
            assertEquals(line.size(), e.size(), e.path());
            // the record offset points at this file's record: its identifier follows the 33 fixed bytes
            String id = e.name() + ";1";
            int at = (int) e.recordOffset();
            assertEquals(id.length(), bytes[at + 32]);
            assertEquals(id, new String(bytes, at + 33, id.length(), StandardCharsets.US_ASCII));
        }

        assertEquals(List.of("/", "/G", "/G/SUB"), img.directories().stream().map(IsoDirectory::path).toList());
        for (IsoDirectory d : img.directories()) {
            String self = (d.path().equals("/") ? "" : d.path()) + "/.";
            assertEquals(listing.get(self).lba(), d.lba(), d.path());
        }
        assertTrue(img.directories().get(1).size() > 2048, "/G spans several sectors");

        assertEquals(tree.get("/G/LEVEL0.WAD").length, img.find("g/level0.wad").orElseThrow().size());
        assertEquals(img.find("/G/LEVEL0.WAD"), img.find("/G/LEVEL0.WAD;1"));
        assertTrue(img.find("/G/LEVEL9.WAD").isEmpty());

        List<IsoPathRecord> l = img.lPathTable();
        assertEquals(l, img.mPathTable().stream()
                .map(r -> new IsoPathRecord(r.number(), r.name(), r.lba(), r.parent(), r.offset() - (img.pvd().mPathTableLba() - img.pvd().lPathTableLba()) * 2048))
                .toList());
        assertEquals(List.of("", "G", "SUB"), l.stream().map(IsoPathRecord::name).toList());
        for (int i = 0; i < l.size(); i++) assertEquals(img.directories().get(i).lba(), l.get(i).lba());
        assertEquals(List.of(1, 1, 2), l.stream().map(IsoPathRecord::parent).toList());
    }

    /**
     * Random mutations of the metadata of a Rock Ridge + Joliet image (several descriptors, system-use fields,
     * multi-sector directories), read as a head of the full image: only FormatException may escape.
     */
    @org.junit.jupiter.api.Test
    void fuzzGenisoimageMetadata() throws Exception {
        Path iso = tmp.resolve("fuzz.iso");
        Proc.run(List.of("genisoimage", "-quiet", "-o", iso.toString(), "-V", "RATCHETANDCLANK2", "-iso-level", "1",
                "-R", "-J", tmp.resolve("tree").toString()));
        byte[] bytes = Files.readAllBytes(iso);
        IsoImage clean = IsoImage.read(ByteReader.of(bytes, "fuzz.iso"));
        long firstFile = clean.files().stream().mapToLong(IsoEntry::lba).min().orElseThrow();
        byte[] head = java.util.Arrays.copyOf(bytes, (int) firstFile * 2048);
        // Aim at what the reader uses: the descriptor's numbers, the path tables and the ISO directory extents.
        List<long[]> targets = new ArrayList<>();
        targets.add(new long[] {16 * 2048 + 80, 16 * 2048 + 190});
        targets.add(new long[] {clean.pvd().lPathTableLba() * 2048, clean.pvd().lPathTableLba() * 2048 + clean.pvd().pathTableSize()});
        targets.add(new long[] {clean.pvd().mPathTableLba() * 2048, clean.pvd().mPathTableLba() * 2048 + clean.pvd().pathTableSize()});
        for (IsoDirectory d : clean.directories()) targets.add(new long[] {d.byteOffset(), d.byteOffset() + d.size()});
        Random rnd = new Random(0x9660);
        long deadline = System.currentTimeMillis() + 3000;
        int ok = 0;
        int rejected = 0;
        int cases = 0;
        // at least 400 cases however slow the machine, more while time allows
        for (int c = 0; c < 20_000 && (c < 400 || System.currentTimeMillis() < deadline); c++) {
            cases++;
            byte[] b = head.clone();
            for (int n = 1 + rnd.nextInt(3); n > 0; n--) {
                long[] t = targets.get(rnd.nextInt(targets.size()));
                int at = (int) (t[0] + rnd.nextInt((int) (t[1] - t[0])));
                b[at] = (byte) (rnd.nextBoolean() ? rnd.nextInt(256) : (rnd.nextBoolean() ? 0 : 0xff));
            }
            try {
                IsoImage img = IsoImage.read(ByteReader.of(b, "fuzz.iso"), bytes.length);
                img.files().forEach(e -> img.find(e.path()).orElseThrow());
                img.lPathTable();
                img.mPathTable();
                ok++;
            } catch (gcscript.bytes.FormatException expected) {
                rejected++;
            } catch (Throwable t) {
                throw new AssertionError("case " + c + ": " + t, t);
            }
        }
        assertTrue(ok > cases / 20 && rejected > cases / 20, "accepted " + ok + ", rejected " + rejected);
    }
}
