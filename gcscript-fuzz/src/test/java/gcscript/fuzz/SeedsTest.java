package gcscript.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;
import gcscript.level.Level;
import gcscript.testing.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The seed structures parse cleanly in strict mode (otherwise the fuzzer would start from rejected inputs), and
 * {@code -Dgcscript.fuzz.writeSeeds=true} rewrites the committed seed corpora from them.
 */
class SeedsTest {
    @Test
    void seedDiscOpensStrictWithEveryPart() {
        byte[] image = SeedFiles.iso(2);
        Disc disc = DiscOpener.open(ByteReader.of(image, "seed.iso"), "seed.iso", Problems.strict());
        assertEquals(2, disc.levels().count());
        assertEquals(2, disc.rc2hdr().orElseThrow().entries().size());
        for (Level l : disc.levels()) {
            l.check();
            assertArrayEquals(SeedFiles.coreData(), l.data().coreData());
        }
        // the seed disc has no global WADs: RC2.HDR's nine global rows warn about that and nothing else
        assertEquals(List.of(), disc.problemSink().rows().stream()
                .filter(p -> !p.check().equals("toc_file_exists")).toList());
        assertTrue(disc.toc().booleanColumn("agrees").asList().stream().filter(b -> b).count() >= 2);
    }

    @Test
    void globalWadSeedsReadStrictWithTheirBlocks() throws IOException {
        List<Path> seeds = Corpus.inputs(GlobalWadFuzzTest.class, "wad").stream()
                .filter(p -> p.getFileName().toString().startsWith("seed-")).toList();
        assertTrue(seeds.size() >= 5, "global WAD seeds: " + seeds);
        for (Path p : seeds) {
            byte[] in = Files.readAllBytes(p);
            gcscript.globalwad.GlobalWad kind = gcscript.globalwad.GlobalWad.values()[in[0]];
            gcscript.globalwad.GlobalWads g = GlobalWadFuzzTest.open(kind, Arrays.copyOfRange(in, 1, in.length), Problems.strict());
            GlobalWadFuzzTest.touch(g);
            assertEquals(1, g.table().rowCount(), p.toString());
            assertTrue(g.table().longColumn("bytes_owned").get(0) > kind.headerSize, p + ": blocks read beyond the header");
        }
    }

    @Test
    void sparseRoundTrip() {
        byte[] image = SeedFiles.iso(1);
        byte[] sparse = Sparse.encode(image);
        assertTrue(sparse.length < 8192, "sparse seed of " + sparse.length + " bytes");
        assertArrayEquals(image, Sparse.expand(sparse, image.length));
    }

    @Test
    void writeSeeds() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("gcscript.fuzz.writeSeeds"), "set -Dgcscript.fuzz.writeSeeds=true to rewrite seeds");
        // WAD-LZ: the conformance streams under 5 KB (gcscript-lib test resources wad-lz/: synthetic data, reference
        // encoder), with a cap / size prefix
        List<String> manifest = TestData.lines("wad-lz", "manifest.tsv");
        for (String line : manifest.subList(1, manifest.size()).stream().sorted().toList()) {
            String[] f = line.split("\t");
            String name = f[0];
            if (!name.endsWith(".wad") || name.startsWith("wrench")) continue;
            byte[] stream = TestData.bytes("wad-lz", name);
            if (stream.length > 5000) continue;
            int size = f[1].matches("\\d+") ? Integer.parseInt(f[1]) : 1000;
            Corpus.write(WadLzFuzzTest.class, "decodeCapped", "seed-" + name, prefixed(size, stream));
            Corpus.write(WadLzFuzzTest.class, "decodeExact", "seed-" + name, prefixed(size, stream));
        }
        Corpus.write(WadLzFuzzTest.class, "roundTrip", "seed-text", "the quick brown fox jumps over the lazy dog the quick brown fox".getBytes());
        Corpus.write(WadLzFuzzTest.class, "roundTrip", "seed-core", SeedFiles.coreData());

        byte[] level = SeedFiles.levelFile(7);
        Corpus.write(LevelFuzzTest.class, "header", "seed-header-60", Arrays.copyOf(level, 0x60));
        Corpus.write(LevelFuzzTest.class, "levelFile", "seed-level", Sparse.encode(level));
        Corpus.write(RoundTripFuzzTest.class, "levelFile", "seed-level", Sparse.encode(level));
        Corpus.write(LevelFuzzTest.class, "dataExtent", "seed-data", SeedFiles.dataExtent());

        Corpus.write(TocFuzzTest.class, "rc2hdr", "seed-rc2hdr-1", Sparse.encode(SeedFiles.rc2hdr(new int[] {1040}, new int[] {4})));
        Corpus.write(TocFuzzTest.class, "rc2hdr", "seed-rc2hdr-3",
                Sparse.encode(SeedFiles.rc2hdr(new int[] {1040, 1044, 1048}, new int[] {4, 4, 4})));

        Corpus.write(IsoFuzzTest.class, "image", "seed-iso-1", Sparse.encode(SeedFiles.iso(1)));
        Corpus.write(DiscFuzzTest.class, "lenientOpen", "seed-disc-2", Sparse.encode(SeedFiles.iso(2)));

        // level core: the datasets generator's synthetic core at its smallest scale
        gcscript.datasets.CoreParts core = new gcscript.datasets.core.SyntheticCore().build(1, new java.util.Random(5), 1);
        // cut GS RAM and core_data so the seed stays a few KB; textures past the cut become problem rows
        Corpus.write(CoreFuzzTest.class, "levelCore", "seed-synthetic-core-cut",
                coreInput(core.coreIndex(), Arrays.copyOf(core.gsRam(), Math.min(2048, core.gsRam().length)),
                        Arrays.copyOf(core.coreData(), Math.min(4096, core.coreData().length))));
        Corpus.write(CoreFuzzTest.class, "levelCore", "seed-synthetic-index-only", coreInput(core.coreIndex(), new byte[0], new byte[0]));
        Corpus.write(TextureFuzzTest.class, "decode", "seed-8x8-mips", texture(8, 8, 0, 1));
        Corpus.write(TextureFuzzTest.class, "decode", "seed-16x4-stashed", texture(16, 4, 1, 0));
        Corpus.write(TfragFuzzTest.class, "block", "seed-tfrag-2",
                gcscript.datasets.tfrag.TfragWriter.write(new java.util.Random(3), 2).block());
        Corpus.write(TfragFuzzTest.class, "vif", "seed-vif", vif());
        mobySeeds();
        sequenceSeeds();
        globalWadSeeds();
        for (int v = 0; v < 3; v++) {
            byte[] tie = gcscript.datasets.tie.TieClassWriter.write(new java.util.Random(v), "t", v, 4, 1).bytes();
            Corpus.write(TieShrubFuzzTest.class, "tie", "seed-tie-" + gcscript.datasets.geometry.Shapes.NAMES[v], tie);
            byte[] shrub = gcscript.datasets.shrub.ShrubClassWriter.write(new java.util.Random(v), "s", v, 4, 0x10).bytes();
            Corpus.write(TieShrubFuzzTest.class, "shrub", "seed-shrub-" + gcscript.datasets.geometry.Shapes.NAMES[v], shrub);
        }

        List<Path> written = Corpus.inputs(DiscFuzzTest.class, "lenientOpen");
        assertTrue(!written.isEmpty());
    }

    /** Moby class blocks of the bundled sample disc: one box/cylinder/sphere/figure each, plus a mesh-less one. */
    /**
     * Each global WAD of the sample that holds blocks; MPEG as its one logical range (MPEG.WAD, MPEG1.WAD, MPEG2.WAD,
     * each from a sector boundary, as the reference lays the three files end to end).
     */
    static void globalWadSeeds() {
        Disc sample = gcscript.Gc.sample();
        int written = 0;
        for (gcscript.globalwad.GlobalWad g : gcscript.globalwad.GlobalWad.values()) {
            var f = sample.file("/G/" + g.name() + ".WAD");
            if (f.isEmpty() || f.get().size() <= g.headerSize) continue;
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            all.write(g.ordinal());
            for (String name : g == gcscript.globalwad.GlobalWad.MPEG ? new String[] {"MPEG", "MPEG1", "MPEG2"} : new String[] {g.name()}) {
                ByteReader r = sample.file("/G/" + name + ".WAD").orElseThrow().bytes();
                while ((all.size() - 1) % SeedFiles.SECTOR != 0) all.write(0);
                all.writeBytes(r.bytes("seed", 0, r.length()));
            }
            byte[] input = all.toByteArray();
            Corpus.write(GlobalWadFuzzTest.class, "wad", "seed-sample-" + g.name().toLowerCase(java.util.Locale.ROOT), input);
            written++;
        }
        assertTrue(written >= 5, "global WAD seeds: " + written);
    }

    static void mobySeeds() {
        Disc sample = gcscript.Gc.sample();
        java.util.Set<String> shapes = new java.util.HashSet<>();
        for (Level l : sample.levels()) {
            for (var c : l.core().mobyModel().classes()) {
                String kind = c.meshless() ? "meshless" : !c.skeleton().isEmpty() ? "skinned" : c.packets().size() > 2 ? "multi" : "plain";
                if (!shapes.add(kind)) continue;
                byte[] block = l.core().coreData().bytes("seed", c.ref().offset(), c.ref().end() - c.ref().offset());
                Corpus.write(MobyFuzzTest.class, "classBlock", "seed-sample-" + kind, block);
            }
        }
        assertTrue(shapes.size() >= 3, "moby seed kinds " + shapes);
    }

    /**
     * Ratchet sequences of the bundled sample disc, each its ratchet_seqs section with the table's joint count in
     * front: the first of each shape (signature, triggers, animation_info, few frames, regular frames).
     */
    static void sequenceSeeds() {
        gcscript.level.Level l = gcscript.Gc.sample().level(0);
        var model = l.core().ratchetSeqModel();
        tech.tablesaw.api.Table t = l.core().ratchetSeqs().sequences();
        java.util.Set<String> kinds = new java.util.HashSet<>();
        for (int i = 0; i < t.rowCount(); i++) {
            String kind = t.intColumn("special_frames").get(i) == 0 ? "regular" : t.longColumn("triggers").get(i) != 0 ? "triggers"
                    : t.longColumn("animation_info").get(i) != 0 ? "animation-info" : t.intColumn("frame_count").get(i) < 4 ? "few-frames"
                    : "signature";
            if (!kinds.add(kind)) continue;
            int slot = t.intColumn("sequence").get(i);
            tech.tablesaw.api.Table slots = l.core().ratchetSeqs().slots();
            int at = slots.longColumn("core_data_offset").get(slot).intValue(), len = slots.intColumn("bytes").get(slot);
            byte[] section = l.core().coreData().bytes("seed", at, len);
            byte[] input = new byte[1 + section.length];
            input[0] = (byte) (int) t.intColumn("joints").get(i);
            System.arraycopy(section, 0, input, 1, section.length);
            Corpus.write(SequenceFuzzTest.class, "sequence", "seed-sample-" + kind, input);
        }
        assertTrue(kinds.size() >= 4, "sequence seed kinds " + kinds + " of " + model.sequences().sequences().size());
    }

    static byte[] coreInput(byte[] index, byte[] gs, byte[] core) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(6 + index.length + gs.length + core.length);
        b.put(prefixed(index.length, new byte[0])).put(prefixed(gs.length, new byte[0])).put(index).put(gs).put(core);
        return b.array();
    }

    /** A TextureEntry (data_offset 0, palette 1), flags, a 2-unit GS RAM holding palette 1, and w*h texels (+ mips). */
    static byte[] texture(int w, int h, int flags, int mipmap) {
        int gsLen = 2 * 0x100;
        int texels = w * h + (w / 2) * (h / 2) + (w / 4) * (h / 4);
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(19 + gsLen + texels).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.putInt(0).putShort((short) w).putShort((short) h).putShort((short) 0).putShort((short) 1)
                .putShort((short) mipmap).putShort((short) 0);
        b.put((byte) flags).putShort((short) gsLen);
        for (int i = 0; i < gsLen; i++) b.put((byte) (i * 37 + (i >> 2)));
        for (int i = 0; i < texels; i++) b.put((byte) (i * 13));
        return b.array();
    }

    /** WL=1 CL=1 mode 0, then STCYCL, UNPACK V4-32 x2, STMOD, UNPACK V4-8 x4, MSCNT, NOP (EE User's Manual ch. 6 code layout). */
    static byte[] vif() {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(3 + 4 + 4 + 32 + 4 + 4 + 16 + 4 + 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.put((byte) 1).put((byte) 1).put((byte) 0);
        b.putInt(0x01000101);
        b.putInt(0x6c020000);
        for (int i = 0; i < 8; i++) b.putInt(i * 0x01010101);
        b.putInt(0x05000001);
        b.putInt(0x6e040010);
        for (int i = 0; i < 4; i++) b.putInt(0x7f00ff01 + i);
        b.putInt(0x17000000);
        b.putInt(0x00000000);
        return b.array();
    }

    private static byte[] prefixed(int v, byte[] stream) {
        byte[] out = new byte[3 + stream.length];
        out[0] = (byte) v;
        out[1] = (byte) (v >>> 8);
        out[2] = (byte) (v >>> 16);
        System.arraycopy(stream, 0, out, 3, stream.length);
        return out;
    }
}
