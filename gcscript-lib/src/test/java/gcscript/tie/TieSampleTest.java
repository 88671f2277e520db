package gcscript.tie;

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

/** Every tie table of every level of the bundled sample, column by column, against the generator's manifest. */
class TieSampleTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth T = DISC.groundTruth().orElseThrow();

    private static Table where(Table t, int cls, int lod, int packet) {
        return t.where(t.intColumn("class").isEqualTo(cls).and(t.intColumn("lod").isEqualTo(lod)).and(t.intColumn("packet").isEqualTo(packet)));
    }

    @Test
    void statsAgreeWithTheManifest() {
        Table s = DISC.levels().stats();
        for (int i = 0; i < s.rowCount(); i++) {
            String p = "level." + i + ".ties.";
            assertEquals(count(T, p + "packets"), s.longColumn("tie_packets").get(i), p);
            assertEquals(count(T, p + "vertices"), s.longColumn("tie_vertices").get(i), p);
            assertEquals(count(T, p + "triangles"), s.longColumn("tie_triangles").get(i), p);
            assertEquals(count(T, p + "triangles_lod0"), s.longColumn("tie_triangles_lod0").get(i), p);
        }
        assertTrue(s.longColumn("tie_triangles").sum() > 300);
    }

    @Test
    void classesEveryColumn() {
        int classes = 0;
        Set<String> known = Set.of("level", "file", "class", "o_class", "offset", "end_offset", "header_o_class", "packets_lod0", "packets_lod1",
                "packets_lod2", "packet_count_lod0", "packet_count_lod1", "packet_count_lod2", "texture_count", "near_dist", "mid_dist",
                "far_dist", "ad_gif_ofs", "scale", "mip_dist", "bsphere_radius", "rgba_remap_ofs_lod0", "rgba_remap_ofs_lod1",
                "rgba_remap_ofs_lod2", "lod0_vert_count", "lod0_tri_count", "lod0_strip_count", "lod1_vert_count", "lod1_tri_count",
                "lod1_strip_count", "lod2_vert_count", "lod2_tri_count", "lod2_strip_count");
        for (Level l : DISC.levels()) {
            LevelCore core = l.core();
            Table t = core.ties().classes();
            assertEquals(count(T, "level." + l.number() + ".ties.classes"), t.rowCount());
            for (Row r : t) {
                classes++;
                String p = "level." + l.number() + ".core.tie." + r.getInt("class");
                ClassEntry e = core.classEntries(ClassKind.TIE).get(r.getInt("class"));
                assertEquals(e.offsetInAssetWad(), r.getLong("offset"));
                assertEquals(r.getInt("level"), l.number());
                assertEquals(core.coreDataFile(), r.getString("file"));
                assertEquals(count(T, p + ".o_class"), r.getInt("o_class"));
                assertEquals(r.getInt("o_class"), r.getInt("header_o_class"));
                // the block's extent is the written bytes plus the zero padding to the next block's 0x40 boundary
                long extent = r.getLong("end_offset") - r.getLong("offset"), size = count(T, p + ".header.size");
                assertTrue(extent >= size && extent < size + 0x40, p + ": extent " + extent + ", written " + size);
                assertEquals(0, r.getLong("offset") % 0x40, p);
                int[] pc = ints(T, p + ".header.packet_count"), tables = ints(T, p + ".header.packets");
                for (int lod = 0; lod < 3; lod++) {
                    assertEquals(pc[lod], r.getInt("packet_count_lod" + lod));
                    assertEquals(tables[lod], r.getInt("packets_lod" + lod));
                    assertEquals(r.getInt("ad_gif_ofs"), r.getInt("rgba_remap_ofs_lod" + lod));
                }
                String[] lt = T.get(p + ".header.lod_totals").orElseThrow().split(";");
                for (int lod = 0; lod < 3; lod++) {
                    String[] v = lt[lod].split(",");
                    assertEquals(Integer.parseInt(v[0]), r.getInt("lod" + lod + "_vert_count"));
                    assertEquals(Integer.parseInt(v[1]), r.getInt("lod" + lod + "_tri_count"));
                    assertEquals(Integer.parseInt(v[2]), r.getInt("lod" + lod + "_strip_count"));
                }
                assertEquals(count(T, p + ".header.texture_count"), r.getInt("texture_count"));
                assertEquals(count(T, p + ".header.ad_gif_ofs"), r.getInt("ad_gif_ofs"));
                String[] d = T.get(p + ".header.distances").orElseThrow().split(",");
                assertEquals(Double.parseDouble(d[0]), r.getDouble("near_dist"));
                assertEquals(Double.parseDouble(d[1]), r.getDouble("mid_dist"));
                assertEquals(Double.parseDouble(d[2]), r.getDouble("far_dist"));
                assertEquals((float) f(T, p + ".header.scale"), (float) r.getDouble("scale"));
                assertEquals((float) f(T, p + ".header.mip_dist"), (float) r.getDouble("mip_dist"));
                assertEquals((float) f(T, p + ".header.bsphere_radius"), (float) r.getDouble("bsphere_radius"));
                // every other stored field is 0 in the writer's output
                for (String c : t.columnNames()) {
                    if (!known.contains(c)) assertEquals(0.0, ((Number) r.getObject(c)).doubleValue(), p + "." + c);
                }
            }
        }
        assertTrue(classes >= 5, "classes " + classes);
    }

    @Test
    void packetsStripsAndAdgifsEveryColumn() {
        for (Level l : DISC.levels()) {
            var ties = l.core().ties();
            Table pk = ties.packets(), st = ties.strips(), ag = ties.adgifs();
            List<ClassEntry> entries = l.core().classEntries(ClassKind.TIE);
            for (Row r : pk) {
                int c = r.getInt("class"), lod = r.getInt("lod"), p = r.getInt("packet");
                String g = "level." + l.number() + ".core.tie." + c + ".lod" + lod + ".packet." + p;
                assertEquals(count(T, g + ".header.data"), r.getInt("data"));
                assertEquals(count(T, g + ".header.vert_ofs"), r.getInt("vert_ofs"));
                assertEquals(count(T, g + ".header.vert_size"), r.getInt("vert_size"));
                int ns = (int) count(T, g + ".header.strip_count"), nd = (int) count(T, g + ".header.dinky_count"), nf = (int) count(T, g + ".header.fat_count");
                assertEquals(ns, r.getInt("strip_count"));
                assertEquals(nd, r.getInt("dinky_vertex_count"));
                assertEquals(nf, r.getInt("fat_vertex_count"));
                assertEquals(nd, r.getInt("dinky_count"));
                assertEquals(nf, r.getInt("fat_count"));
                assertEquals(2 * nd + 4, r.getInt("dinky_vertices_size_plus_four"));
                assertEquals(nf == 0 ? 0 : 2 * nf + 4, r.getInt("fat_vertices_size"));
                int[] dest = ints(T, g + ".header.ad_gif_dest"), src = ints(T, g + ".header.ad_gif_src");
                for (int k = 0; k < 4; k++) {
                    assertEquals(dest[k], r.getInt("ad_gif_dest_" + k));
                    assertEquals(src[k], r.getInt("ad_gif_src_" + k));
                }
                for (String z : List.of("shader_count", "bfc_distance", "control_count", "control_size", "rgba_count", "multipass_ofs",
                        "scissor_ofs", "scissor_size", "multipass_type", "multipass_uv_size", "unpack_0", "unpack_1", "unpack_2",
                        "unpack_4", "unpack_5", "unpack_6", "unpack_7")) assertEquals(0, r.getInt(z), g + "." + z);
                assertEquals(r.getLong("offset") - 16L * p + r.getInt("data"), r.getLong("body_offset"), g);   // body = table + data
                assertTrue(r.getBoolean("walk_ok"), g);
                assertEquals(T.get(g + ".header.control_bytes").orElseThrow(), r.getString("control_bytes"), g);
                assertEquals(r.getLong("body_offset") + 16L * (r.getInt("vert_ofs") + r.getInt("vert_size")), r.getLong("control_offset"), g);
                assertEquals(count(T, g + ".header.triangles"), r.getInt("triangle_count"), g);
                Table strips = where(st, c, lod, p);
                compare(strips, T, g + ".strips", "vertex_count", "gif_tag_offset", "texture_slot");
                for (Row s : strips) {
                    assertEquals(0, s.getInt("winding_byte1"));
                    assertEquals(0, s.getInt("winding_byte3"));
                    assertEquals(s.getInt("vertex_count"), s.getInt("walked_vertices"));
                    assertEquals(entries.get(c).textureIndices()[s.getInt("texture_slot")], s.getInt("texture"));
                }
            }
            for (Row r : ag) {
                String g = "level." + l.number() + ".core.tie." + r.getInt("class") + ".adgif." + r.getInt("slot");
                assertEquals(count(T, g + ".tex0_data_lo"), r.getInt("tex0_data_lo"));
                assertEquals(count(T, g + ".tex1_data_lo"), r.getInt("tex1_data_lo"));
                assertEquals(count(T, g + ".tex1_data_hi"), r.getInt("tex1_data_hi"));
                assertEquals(count(T, g + ".k_raw"), r.getInt("k_raw"));
                assertEquals(count(T, g + ".clamp_data_lo"), r.getInt("clamp_data_lo"));
                assertEquals(r.getInt("clamp_data_lo"), r.getInt("clamp_data_hi"));
                assertEquals(4, r.getInt("mmin"));
                assertEquals(0x06, r.getInt("tex0_address"));
                assertEquals(0x14, r.getInt("tex1_address"));
                assertEquals(0x34, r.getInt("miptbp1_address"));
                assertEquals(0x08, r.getInt("clamp_address"));
                assertEquals(0x36, r.getInt("miptbp2_address"));
                for (String z : List.of("tex0_data_hi", "miptbp1_data_lo", "miptbp1_data_hi", "miptbp2_data_lo", "miptbp2_data_hi"))
                    assertEquals(0, r.getInt(z), g + "." + z);
            }
        }
    }

    @Test
    void verticesAndTrianglesEveryColumn() {
        int compared = 0;
        for (Level l : DISC.levels()) {
            var ties = l.core().ties();
            Table pk = ties.packets(), v = ties.vertices(), tr = ties.triangles(), cls = ties.classes();
            List<ClassEntry> entries = l.core().classEntries(ClassKind.TIE);
            for (Row r : pk) {
                int c = r.getInt("class"), lod = r.getInt("lod"), p = r.getInt("packet");
                String g = "level." + l.number() + ".core.tie." + c + ".lod" + lod + ".packet." + p;
                Table vs = where(v, c, lod, p);
                compared += compare(vs, T, g + ".vertices", "kind", "x_raw", "y_raw", "z_raw", "morph_x_raw", "morph_y_raw", "morph_z_raw",
                        "gs_addr", "gs_addr_2", "s", "t", "q");
                double scale = cls.where(cls.intColumn("class").isEqualTo(c)).doubleColumn("scale").get(0);
                for (Row x : vs) {
                    assertEquals(x.getInt("x_raw") * scale / 1024, x.getDouble("x"), 1e-9);
                    assertEquals(x.getInt("y_raw") * scale / 1024, x.getDouble("y"), 1e-9);
                    assertEquals(x.getInt("z_raw") * scale / 1024, x.getDouble("z"), 1e-9);
                    assertEquals(x.getInt("morph_x_raw") * scale / 1024, x.getDouble("morph_x"), 1e-9);
                    assertEquals(x.getInt("s") / 4096.0, x.getDouble("u"));
                    assertEquals(x.getInt("t") / 4096.0, x.getDouble("v"));
                    assertEquals(0, x.getInt("pad"));
                }
                for (int i = 0; i < vs.rowCount(); i++) assertEquals(i, vs.intColumn("record").get(i));
                Table ts = where(tr, c, lod, p);
                compared += compare(ts, T, g + ".triangles", "v0", "v1", "v2", "strip", "texture_slot");
                for (Row x : ts) assertEquals(entries.get(c).textureIndices()[x.getInt("texture_slot")], x.getInt("texture"));
            }
        }
        assertTrue(compared > 2000, "values compared: " + compared);
    }

    @Test
    void everyCheckHoldsOnTheSampleAndTheWholeDiscTwinHasTheSameSchema() {
        Table s = DISC.levels().core().ties().checkSummary();
        int holds = 0;
        for (Row r : s) {
            assertEquals(0, r.getInt("n_bad"), r.getString("check") + " " + r.getString("detail"));
            if (r.getString("status").equals("holds")) holds++;
        }
        // a level with tie classes measures every check (dest_increase needs a packet with a texture switch)
        // every check is measured somewhere on the disc and never fails (a level may lack what a check needs)
        java.util.Set<String> measured = new java.util.HashSet<>();
        for (Row r : s) if (r.getString("status").equals("holds")) measured.add(r.getString("check"));
        for (Row r : s) assertTrue(measured.contains(r.getString("check")), "never measured: " + r.getString("check"));
        assertTrue(holds > 60, "holds " + holds);
        for (String name : DISC.level(0).core().ties().tableNames()) {
            Table one = DISC.level(0).core().ties().tables().get(name), all = DISC.levels().core().ties().tables().get(name);
            assertEquals(one.columnNames(), all.columnNames(), name);
            assertTrue(all.rowCount() >= one.rowCount());
        }
        assertTrue(DISC.problems().isEmpty(), DISC.problems().printAll());
    }
}
