package gcscript.shrub;

import static gcscript.tie.TruthColumns.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.core.LevelCore;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** Every shrub table of every level of the bundled sample, column by column, against the generator's manifest. */
class ShrubSampleTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth T = DISC.groundTruth().orElseThrow();

    private static Table where(Table t, int cls, int packet) {
        return t.where(t.intColumn("class").isEqualTo(cls).and(t.intColumn("packet").isEqualTo(packet)));
    }

    @Test
    void statsAgreeWithTheManifest() {
        Table s = DISC.levels().stats();
        for (int i = 0; i < s.rowCount(); i++) {
            String p = "level." + i + ".shrubs.";
            assertEquals(count(T, p + "packets"), s.longColumn("shrub_packets").get(i), p);
            assertEquals(count(T, p + "vertices"), s.longColumn("shrub_vertices").get(i), p);
            assertEquals(count(T, p + "triangles"), s.longColumn("shrub_triangles").get(i), p);
            assertEquals(count(T, p + "billboards"), s.longColumn("shrub_billboards").get(i), p);
        }
        assertTrue(s.longColumn("shrub_billboards").sum() >= 3);
    }

    @Test
    void classesAndPacketsEveryColumn() {
        Set<String> known = Set.of("level", "file", "class", "o_class", "offset", "end_offset", "header_o_class", "bsphere_radius",
                "mip_distance", "mode_bits", "billboard_offset", "scale", "packet_count", "normals_offset", "stored_packets",
                "vertex_count", "triangle_count", "has_billboard");
        int n = 0;
        for (Level l : DISC.levels()) {
            LevelCore core = l.core();
            Table t = core.shrubs().classes(), pk = core.shrubs().packets();
            assertEquals(count(T, "level." + l.number() + ".shrubs.classes"), t.rowCount());
            for (Row r : t) {
                n++;
                int c = r.getInt("class");
                String p = "level." + l.number() + ".core.shrub." + c;
                ClassEntry e = core.classEntries(ClassKind.SHRUB).get(c);
                assertEquals(e.offsetInAssetWad(), r.getLong("offset"));
                assertEquals(count(T, p + ".o_class"), r.getInt("o_class"));
                assertEquals(r.getInt("o_class"), r.getInt("header_o_class"));
                assertEquals(count(T, p + ".header.size"), r.getLong("end_offset") - r.getLong("offset"));
                assertEquals((float) f(T, p + ".header.bsphere_radius"), (float) r.getDouble("bsphere_radius"));
                assertEquals((float) f(T, p + ".header.mip_distance"), (float) r.getDouble("mip_distance"));
                assertEquals((float) f(T, p + ".header.scale"), (float) r.getDouble("scale"));
                assertEquals(count(T, p + ".header.mode_bits"), r.getInt("mode_bits"));
                assertEquals(count(T, p + ".header.billboard_offset"), r.getInt("billboard_offset"));
                assertEquals(count(T, p + ".header.packet_count"), r.getInt("packet_count"));
                assertEquals(count(T, p + ".header.normals_offset"), r.getInt("normals_offset"));
                assertEquals(r.getInt("billboard_offset") != 0, r.getBoolean("has_billboard"));
                for (String col : t.columnNames()) {
                    if (!known.contains(col)) assertEquals(0.0, ((Number) r.getObject(col)).doubleValue(), p + "." + col);
                }
                Table ps = pk.where(pk.intColumn("class").isEqualTo(c));
                compare(ps, T, p + ".entries", "packet_offset", "packet_size");
                long vSum = 0, tSum = 0;
                for (int q = 0; q < r.getInt("packet_count"); q++) {
                    vSum += count(T, p + ".packet." + q + ".header.vertex_count");
                    tSum += count(T, p + ".packet." + q + ".header.triangles");
                }
                assertEquals(r.getInt("packet_count"), r.getInt("stored_packets"));
                assertEquals(vSum, r.getInt("vertex_count"));
                assertEquals(tSum, r.getInt("triangle_count"));
                for (Row x : ps) {
                    String g = p + ".packet." + x.getInt("packet");
                    assertEquals(count(T, g + ".header.texture_count"), x.getInt("texture_count"));
                    assertEquals(count(T, g + ".header.gif_tag_count"), x.getInt("gif_tag_count"));
                    assertEquals(count(T, g + ".header.vertex_count"), x.getInt("vertex_count"));
                    assertEquals(count(T, g + ".header.vertex_offset"), x.getInt("vertex_offset"));
                    assertEquals(count(T, g + ".header.real_vertices"), x.getInt("walked_vertices"));
                    assertEquals(x.getInt("vertex_count") - x.getInt("walked_vertices"), x.getInt("padding_vertices"));
                    assertEquals(count(T, g + ".header.triangles"), x.getInt("triangle_count"));
                    assertEquals(3, x.getInt("unpack_count"));
                    assertTrue(x.getBoolean("walk_ok"), g);
                    assertEquals(r.getLong("offset") + x.getInt("packet_offset"), x.getLong("offset"));
                }
            }
        }
        assertTrue(n >= 5);
    }

    @Test
    void verticesTrianglesTagsPrimitivesEveryColumn() {
        int compared = 0, padding = 0;
        for (Level l : DISC.levels()) {
            var sh = l.core().shrubs();
            Table pk = sh.packets(), v = sh.vertices(), tr = sh.triangles(), tags = sh.gifTags(), prims = sh.primitives(), cls = sh.classes();
            List<ClassEntry> entries = l.core().classEntries(ClassKind.SHRUB);
            for (Row r : pk) {
                int c = r.getInt("class"), p = r.getInt("packet");
                String g = "level." + l.number() + ".core.shrub." + c + ".packet." + p;
                Table vs = where(v, c, p);
                compared += compare(vs, T, g + ".vertices", "x_raw", "y_raw", "z_raw", "gs_offset", "s", "t", "h", "n_and_stop", "padding");
                double scale = cls.where(cls.intColumn("class").isEqualTo(c)).doubleColumn("scale").get(0);
                for (Row x : vs) {
                    assertEquals(x.getInt("x_raw") * scale / 1024, x.getDouble("x"), 1e-9);
                    assertEquals(x.getInt("y_raw") * scale / 1024, x.getDouble("y"), 1e-9);
                    assertEquals(x.getInt("z_raw") * scale / 1024, x.getDouble("z"), 1e-9);
                    assertEquals(x.getInt("s") / 4096.0, x.getDouble("u"));
                    assertEquals(x.getInt("t") / 4096.0, x.getDouble("v"));
                    assertEquals(x.getInt("n_and_stop") & 0x7fff, x.getInt("normal_index"));
                    assertEquals((x.getInt("n_and_stop") & 0x8000) != 0, x.getBoolean("stop"));
                    assertEquals(x.getLong("offset") + 8L * (r.getInt("vertex_count")) + 8, x.getLong("part2_offset"));
                    if (x.getBoolean("padding")) padding++;
                }
                Table ts = where(tr, c, p);
                compared += compare(ts, T, g + ".triangles", "v0", "v1", "v2", "primitive", "texture_slot");
                for (Row x : ts) assertEquals(entries.get(c).textureIndices()[x.getInt("texture_slot")], x.getInt("texture"));
                Table tg = where(tags, c, p);
                compared += compare(tg, T, g + ".gif_tags", "nloop", "eop", "prim_type", "gs_packet_offset");
                for (Row x : tg) {
                    assertEquals(0x412L, x.getLong("regs"));
                    assertEquals(3, x.getInt("nreg"));
                    assertEquals(1, x.getInt("pre"));
                    assertEquals(0, x.getInt("flg"));
                    assertEquals(x.getInt("prim_type") | 0x78, x.getInt("prim"));
                    assertEquals(x.getInt("nloop"), x.getInt("walked_vertices"));
                }
                Table pr = where(prims, c, p);
                compared += compare(pr, T, g + ".primitives", "tex0_data_lo", "tex1_data_lo", "gs_packet_offset");
                for (Row x : pr) {
                    assertEquals(4, x.getInt("tex1_data_hi"));
                    assertEquals(0x14, x.getInt("tex1_address"));
                    assertEquals(1, x.getInt("clamp_data_lo"));
                    assertEquals(1, x.getInt("clamp_data_hi"));
                    assertEquals(0x08, x.getInt("clamp_address"));
                    assertEquals(x.getInt("tex0_data_lo"), x.getInt("miptbp1_data_lo"));
                    assertEquals(0x34, x.getInt("miptbp1_address"));
                    assertEquals(0x06, x.getInt("tex0_address"));
                    assertEquals(0, x.getInt("tex0_data_hi"));
                    assertEquals(0, x.getInt("miptbp1_data_hi"));
                }
            }
        }
        assertTrue(compared > 2000, "values compared: " + compared);
        assertTrue(padding > 0, "the sample has padding vertices");
    }

    @Test
    void normalsAndBillboardsEveryColumn() {
        int billboards = 0;
        Set<String> kinds = new java.util.HashSet<>();
        for (Level l : DISC.levels()) {
            var sh = l.core().shrubs();
            Table nt = sh.normals(), bb = sh.billboards(), cls = sh.classes();
            for (Row r : cls) {
                int c = r.getInt("class");
                String p = "level." + l.number() + ".core.shrub." + c;
                kinds.add(T.get(p + ".header.palette_kind").orElseThrow());
                Table pal = nt.where(nt.intColumn("class").isEqualTo(c).and(nt.stringColumn("region").isEqualTo("palette")));
                assertEquals(24, pal.rowCount());
                compare(pal, T, p + ".normals", "x_raw", "y_raw", "z_raw");
                for (Row x : pal) assertEquals(0, x.getInt("pad"));
                Table fill = nt.where(nt.intColumn("class").isEqualTo(c).and(nt.stringColumn("region").isEqualTo("fill")));
                assertEquals(count(T, p + ".header.fill_records"), fill.rowCount());
                Table b = bb.where(bb.intColumn("class").isEqualTo(c));
                if (r.getInt("billboard_offset") == 0) { assertEquals(0, b.rowCount()); continue; }
                billboards++;
                Row x = b.row(0);
                assertEquals(r.getLong("offset") + r.getInt("billboard_offset"), x.getLong("offset"));
                for (String f : List.of("fade_distance", "float_04", "float_08", "float_0c")) {
                    assertEquals((float) f(T, p + ".billboard." + f), (float) x.getDouble(f), f);
                }
                assertEquals(count(T, p + ".billboard.tex1_data_lo"), x.getInt("tex1_data_lo"));
                assertEquals(count(T, p + ".billboard.tex1_data_hi"), x.getInt("tex1_data_hi"));
                assertEquals(count(T, p + ".billboard.tex0_data_lo"), x.getInt("tex0_data_lo"));
                assertEquals(count(T, p + ".billboard.k_raw"), x.getInt("k_raw"));
                assertEquals(0x14, x.getInt("tex1_address"));
                assertEquals(0x06, x.getInt("tex0_address"));
                assertEquals(0x34, x.getInt("miptbp1_address"));
                assertEquals(0, x.getInt("miptbp1_data_lo"));
                assertTrue(x.getInt("texture_width") > 0);
            }
        }
        assertTrue(billboards >= 3);
        assertEquals(Set.of("fibonacci", "random", "identical"), kinds);
    }

    @Test
    void everyCheckHoldsOnTheSample() {
        // no check fails on any level; every check is measured (holds) on at least one level
        java.util.Set<String> measured = new java.util.HashSet<>();
        for (Row r : DISC.levels().core().shrubs().checkSummary()) {
            assertNotEquals("fails", r.getString("status"), "level " + r.getInt("level") + " " + r.getString("check") + " " + r.getString("detail"));
            if (r.getString("status").equals("holds")) measured.add(r.getString("check"));
        }
        for (Row r : DISC.levels().core().shrubs().checkSummary()) assertTrue(measured.contains(r.getString("check")), r.getString("check"));
        for (String name : DISC.level(0).core().shrubs().tableNames()) {
            assertEquals(DISC.level(0).core().shrubs().tables().get(name).columnNames(),
                    DISC.levels().core().shrubs().tables().get(name).columnNames(), name);
        }
    }
}
