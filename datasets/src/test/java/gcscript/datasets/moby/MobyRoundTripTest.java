package gcscript.datasets.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.datasets.core.BlockSource;
import gcscript.moby.Mobies;
import gcscript.moby.MobyClassRef;
import gcscript.moby.MobyModel;
import gcscript.table.Scope;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The reader on single classes from the writer, against the writer's truth; broken classes fail their checks. */
class MobyRoundTripTest {
    static final int AT = 0x40;

    record Read(Map<String, String> truth, MobyModel model, Mobies area) {}

    static Read read(MobyClassWriter w, int index, long seed, Problems problems) {
        BlockSource.Block b = w.build(new BlockSource.Context(0, 1, "moby", index, 8), new Random(seed), AT);
        byte[] data = new byte[AT + b.bytes().length + 0x10];
        System.arraycopy(b.bytes(), 0, data, AT, b.bytes().length);
        ByteReader cd = ByteReader.of(data, "TEST.WAD:core_data");
        MobyModel m = MobyModel.read(3, cd, List.of(new MobyClassRef(index, 1000 + index, AT, data.length, new int[] {5, 6, 7, 8})), problems);
        return new Read(b.truth(), m, new Mobies(Scope.of(() -> m)));
    }

    static String key(int c, String k) { return "core.moby." + c + "." + k; }

    @Test
    void everyTableMatchesTheWriterTruth() {
        int meshes = 0, skinned = 0, multi = 0, low = 0, highIds = 0, minus1 = 0, metal = 0, bangles = 0;
        for (int seed = 1; seed <= 60; seed++) {
            int c = 1 + seed % 7;
            Read r = read(new MobyClassWriter(), c, seed, Problems.strict());
            Map<String, String> t = r.truth();
            Mobies a = r.area();
            Table cls = a.classes();
            assertEquals(1, cls.rowCount());
            if (!cls.booleanColumn("meshless").get(0)) {
                int high = cls.intColumn("high_lod_count").get(0), lows = cls.intColumn("low_lod_count").get(0);
                assertTrue(high >= 1 && high <= 3 && lows <= 2, "seed " + seed + ": " + high + " high, " + lows + " low packets");
            }
            for (String col : cls.columnNames()) {
                String k = key(c, "header." + col);
                if (!t.containsKey(k)) continue;
                double v = cls.column(col).type().name().equals("DOUBLE") ? cls.doubleColumn(col).get(0)
                        : ((Number) cls.column(col).get(0)).doubleValue();
                assertEquals(Float.parseFloat(t.get(k)), (float) v, "seed " + seed + " " + col);
            }
            Table v = a.vertices(), tri = a.triangles();
            assertEquals(t.get(key(c, "vertices.count")), Integer.toString(v.rowCount()));
            assertEquals(t.get(key(c, "vertices.sha256")), MobyClassWriter.sha256(MobyCanon.vertices(v, c)), "seed " + seed + " vertices");
            assertEquals(t.get(key(c, "triangles.count")), Integer.toString(tri.rowCount()), "seed " + seed);
            assertEquals(t.get(key(c, "triangles.sha256")), MobyClassWriter.sha256(MobyCanon.triangles(tri, c)), "seed " + seed + " triangles");
            assertEquals(t.get(key(c, "primitives.sha256")), MobyClassWriter.sha256(MobyCanon.primitives(a.primitives(), c)));
            assertEquals(t.get(key(c, "joints.sha256")), MobyClassWriter.sha256(MobyCanon.joints(a.joints(), c)), "seed " + seed);
            assertEquals(t.get(key(c, "gif_usage.sha256")), MobyClassWriter.sha256(MobyCanon.gifUsage(a.gifUsage(), c)), "seed " + seed);
            Table p = a.packets();
            for (int i = 0; i < p.rowCount(); i++) {
                int pi = p.intColumn("packet").get(i);
                for (String col : p.columnNames()) {
                    String k = key(c, "packet." + pi + "." + col);
                    if (t.containsKey(k)) assertEquals(t.get(k), String.valueOf(p.column(col).get(i)), "seed " + seed + " " + k);
                }
            }
            for (var s : r.model().checkSummary()) {
                assertFalse(s.nBad() > 0, "seed " + seed + " " + s.check() + ": " + s.detail());
            }
            if (v.rowCount() > 0) meshes++;
            if (!a.bangles().isEmpty()) {
                bangles++;
                // every bangle list's packets are read as lod "bangle", with their vertices and triangles
                Table bg = a.bangles();
                int n = (int) (bg.intColumn("high_count").sum() + bg.intColumn("low_count").sum());
                assertEquals(n, p.where(p.stringColumn("lod").isEqualTo("bangle")).rowCount(), "seed " + seed);
                assertFalse(tri.where(tri.stringColumn("lod").isEqualTo("bangle")).isEmpty(), "seed " + seed);
            }
            if (!a.metalPackets().isEmpty()) {
                metal++;
                // every metal packet's vertices and triangles are listed; its texture is chrome or glass
                assertEquals(a.metalPackets().intColumn("vertex_count").sum(), a.metalVertices().rowCount(), "seed " + seed);
                assertEquals(a.metalPackets().intColumn("triangles").sum(), a.metalTriangles().rowCount(), "seed " + seed);
                assertTrue(a.metalTriangles().intColumn("texture_slot").isIn(-2, -3).size() == a.metalTriangles().rowCount(), "seed " + seed);
            }
            if (!a.joints().isEmpty()) skinned++;
            if (p.rowCount() > 2) multi++;
            if (!tri.where(tri.stringColumn("lod").isEqualTo("low")).isEmpty()) low++;
            if (v.intColumn("id").max() >= 256) highIds++;
            if (!tri.where(tri.intColumn("texture_slot").isEqualTo(-1)).isEmpty()) minus1++;
            // x = raw * scale / 1024
            float scale = Float.parseFloat(t.get(key(c, "header.scale")));
            for (int i = 0; i < v.rowCount(); i++) assertEquals(v.intColumn("x_raw").get(i) * (double) scale / 1024.0, v.doubleColumn("x").get(i), 1e-9);
        }
        assertTrue(meshes > 30 && skinned > 5 && multi > 5 && low > 3 && highIds > 10 && minus1 > 3 && metal > 10 && bangles > 3,
                meshes + " " + skinned + " " + multi + " " + low + " " + highIds + " " + minus1 + " " + metal + " " + bangles);
    }

    private static void assertCheckFails(MobyClassWriter.Defect d, String check, String pathPart) {
        for (int seed = 1; seed < 40; seed++) {
            Read lenient = read(new MobyClassWriter(d), 3, seed, Problems.lenient());
            if (lenient.model().checks().isEmpty() || lenient.truth().get(key(3, "shape")).equals("meshless")) continue;
            if (d == MobyClassWriter.Defect.WEIGHT_SUM && !lenient.truth().get(key(3, "shape")).equals("figure")) continue;
            var bad = lenient.model().checks().stream().filter(c -> c.check().equals(check) && !c.holds()).toList();
            assertEquals(1, bad.size(), d + ": " + lenient.model().checks());
            assertTrue(bad.get(0).found().contains(pathPart), bad.get(0).found());
            return;
        }
        fail("no seed made a mesh class for " + d);
    }

    @Test
    void metalTexturesOtherThanChromeOrGlassFailTheMetalCheck() {
        for (int seed = 1; seed < 40; seed++) {
            // class 1 gets metal packets whenever it has a mesh
            Read r = read(new MobyClassWriter(MobyClassWriter.Defect.METAL_TEXTURE), 1, seed, Problems.lenient());
            if (r.truth().get(key(1, "shape")).equals("meshless")) continue;
            var bad = r.model().checks().stream().filter(c -> c.check().equals("moby.metal.texture") && !c.holds()).toList();
            assertEquals(1, bad.size(), r.model().checks().toString());
            assertTrue(bad.get(0).found().contains("level[3].core.moby[1].packet[") && bad.get(0).found().contains("tex0_data_lo = -1"),
                    bad.get(0).found());
            assertTrue(new MobyClassWriter().build(new BlockSource.Context(0, 1, "moby", 1, 8), new Random(seed), AT).truth()
                    .get(key(1, "header.metal_count")).matches("[12]"));
            return;
        }
        fail("no seed made a mesh class 1");
    }

    @Test
    void unpipelinedIdsFailThePipeliningCheck() {
        assertCheckFails(MobyClassWriter.Defect.UNPIPELINED_IDS, "moby.vertex.id_pipelined", "level[3].core.moby[3].packet[0].vertex[");
    }

    @Test
    void weightSumFailsTheWeightCheck() {
        assertCheckFails(MobyClassWriter.Defect.WEIGHT_SUM, "moby.skin.weight_sum", "weights");
    }

    @Test
    void missingEpilogueFailsAndThrowsInStrictMode() {
        assertCheckFails(MobyClassWriter.Defect.NO_EPILOGUE, "moby.vertex.epilogue", "E = ");
        FormatException e = assertThrows(FormatException.class, () -> {
            for (int seed = 1; seed < 40; seed++) read(new MobyClassWriter(MobyClassWriter.Defect.NO_EPILOGUE), 3, seed, Problems.strict());
        });
        assertEquals("level[3].core.moby[3].packet[0].vertex_data_size", e.path());
        assertTrue(e.getMessage().contains("E = 0"), e.getMessage());
    }

    @Test
    void indexPastTheCacheFailsAndThrowsInStrictMode() {
        assertCheckFails(MobyClassWriter.Defect.INDEX_PAST_CACHE, "moby.walk.index_in_cache", "level[3].core.moby[3].packet[0].index[2]");
        FormatException e = assertThrows(FormatException.class, () -> {
            for (int seed = 1; seed < 40; seed++) read(new MobyClassWriter(MobyClassWriter.Defect.INDEX_PAST_CACHE), 3, seed, Problems.strict());
        });
        assertEquals("level[3].core.moby[3].packet[0].index[2]", e.path());
    }

    @Test
    void everyPacketFitsItsGifUsageEntryAndOneThatDoesNotFailsTheCheck() {
        boolean overflowSeen = false;
        for (int seed = 1; seed < 20 && !overflowSeen; seed++) {
            // class 1 is always a fine sphere whose strips switch texture often
            Read good = read(new MobyClassWriter(), 1, seed, Problems.strict());
            for (var c : good.model().checks()) if (c.check().equals("moby.packet.gif_usage_slots")) assertTrue(c.holds(), c.found());
            Read bad = read(new MobyClassWriter(MobyClassWriter.Defect.GIF_USAGE_OVERFLOW), 1, seed, Problems.lenient());
            var failed = bad.model().checks().stream().filter(c -> c.check().equals("moby.packet.gif_usage_slots") && !c.holds()).toList();
            if (failed.isEmpty()) continue;
            overflowSeen = true;
            assertTrue(failed.get(0).found().startsWith("level[3].core.moby[1].packet["), failed.get(0).found());
            assertTrue(failed.get(0).found().contains("texture primitives (a gif_usage entry holds 12)"), failed.get(0).found());
        }
        assertTrue(overflowSeen, "no seed gave a packet of more than 12 primitives without the limit");
    }

    @Test
    void lenientKeepsTheOtherClasses() {
        BlockSource.Block good = new MobyClassWriter().build(new BlockSource.Context(0, 1, "moby", 1, 8), new Random(5), AT);
        BlockSource.Block bad = new MobyClassWriter(MobyClassWriter.Defect.NO_EPILOGUE).build(new BlockSource.Context(0, 1, "moby", 2, 8), new Random(9), 0);
        int at2 = (AT + good.bytes().length + 0x3f) & ~0x3f;
        byte[] data = new byte[at2 + bad.bytes().length];
        System.arraycopy(good.bytes(), 0, data, AT, good.bytes().length);
        System.arraycopy(bad.bytes(), 0, data, at2, bad.bytes().length);
        Problems p = Problems.lenient();
        MobyModel m = MobyModel.read(0, ByteReader.of(data, "T:core_data"), List.of(new MobyClassRef(1, 1, AT, at2, new int[0]),
                new MobyClassRef(2, 2, at2, data.length, new int[0])), p);
        if (bad.truth().get("core.moby.2.shape").equals("meshless")) return;
        assertEquals(1, m.classes().size());
        assertEquals(1, p.rows().size());
        assertTrue(p.rows().get(0).path().startsWith("level[0].core.moby[2].packet["), p.rows().get(0).path());
    }

    @Test
    void hostileCountsGiveAPathNamingFormatException() {
        for (int seed = 1; seed < 30; seed++) {
            BlockSource.Block b = new MobyClassWriter().build(new BlockSource.Context(0, 1, "moby", 1, 8), new Random(seed), AT);
            if (b.truth().get("core.moby.1.shape").equals("meshless")) continue;
            byte[] data = new byte[AT + b.bytes().length];
            System.arraycopy(b.bytes(), 0, data, AT, b.bytes().length);
            data[AT + 4] = (byte) 0xff;   // high_lod_count 255
            FormatException e = assertThrows(FormatException.class, () -> MobyModel.read(1, ByteReader.of(data, "T:core_data"),
                    List.of(new MobyClassRef(1, 1, AT, data.length, new int[0])), Problems.strict()));
            assertTrue(e.path().startsWith("level[1].core.moby[1].packet"), e.path());
            return;
        }
    }

    /** A class block of the writer with one field overwritten; {@code skinned} picks a figure (class 4: drawn at random). */
    private static byte[] hostile(boolean skinned, java.util.function.Consumer<java.nio.ByteBuffer> edit) {
        for (int seed = 1; seed < 200; seed++) {
            BlockSource.Block b = new MobyClassWriter().build(new BlockSource.Context(0, 1, "moby", 4, 8), new Random(seed), AT);
            String shape = b.truth().get("core.moby.4.shape");
            if (shape.equals("meshless") || skinned != shape.equals("figure")) continue;
            byte[] data = new byte[AT + b.bytes().length];
            System.arraycopy(b.bytes(), 0, data, AT, b.bytes().length);
            java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(data, AT, b.bytes().length).slice().order(java.nio.ByteOrder.LITTLE_ENDIAN);
            edit.accept(bb);
            return data;
        }
        throw new AssertionError("no class of that kind");
    }

    private static FormatException strict(byte[] data) {
        return assertThrows(FormatException.class, () -> MobyModel.read(1, ByteReader.of(data, "T:core_data"),
                List.of(new MobyClassRef(1, 1, AT, data.length, new int[0])), Problems.strict()));
    }

    @Test
    void hostileFieldsNameTheirPath() {
        // vif_list_size of packet 0 (entry at packet_table_offset, +4)
        FormatException e = strict(hostile(false, b -> b.putShort(b.getInt(0) + 4, (short) 0x7fff)));
        assertEquals("level[1].core.moby[1].packet[0].vif_list_size", e.path(), e.getMessage());
        assertTrue(e.getMessage().contains("inside the class block"), e.getMessage());
        // main_vertex_count in packet 0's vertex-table header (+6): the epilogue count goes negative
        e = strict(hostile(false, b -> b.putShort(b.getInt(b.getInt(0) + 8) + 6, (short) 0x7fff)));
        assertEquals("level[1].core.moby[1].packet[0].vertex_data_size", e.path(), e.getMessage());
        // vertex_offset past the block
        e = strict(hostile(false, b -> b.putInt(b.getInt(0) + 8, 0x7ffff0)));
        assertEquals("level[1].core.moby[1].packet[0].vertex_offset", e.path(), e.getMessage());
        // joint_count 255 on a skinned class: the skeleton would run past the block
        e = strict(hostile(true, b -> b.put(0x08, (byte) 0xff)));
        assertTrue(e.path().startsWith("level[1].core.moby[1].skeleton"), e.path());
        // packet_table_offset past the block
        e = strict(hostile(false, b -> b.putInt(0x00, 0x100000)));
        assertEquals("level[1].core.moby[1].packet_table_offset", e.path());
    }
}
