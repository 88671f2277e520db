package gcscript.world;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.collision.Collision;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Chunk;
import gcscript.level.Level;
import gcscript.sky.Sky;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Sky, occlusion grid and collision of every level of the bundled sample against the generator's manifest: counts,
 * every stored column (through its sum: the writer records the sum of every stored field it wrote), decoded
 * positions, texture pixels, and every reader check holding.
 */
class SampleWorldTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    static long want(String key) { return TRUTH.getLong(key); }

    /** Sum of a column as the writer summed it: bools count trues; a "_milli" or "64" key scales a decoded column. */
    static long sum(Table t, String key) {
        String col = key;
        double scale = 1;
        if (col.endsWith("_milli")) { col = col.substring(0, col.length() - 6); scale = 1000; }
        else if (col.matches("[xyz]64")) { col = col.substring(0, 1); scale = 64; }
        Column<?> c = t.column(col);
        if (c instanceof BooleanColumn b) return b.countTrue();
        long s = 0;
        NumericColumn<?> n = (NumericColumn<?>) c;
        for (int i = 0; i < n.size(); i++) s += Math.round(n.getDouble(i) * scale);
        return s;
    }

    /**
     * Every {@code <prefix>.<table>.sum.<column>} key equals the column's sum, the row count matches, and every
     * stored column named in {@code stored} has a key (so no stored column goes unchecked).
     */
    static void columnsMatch(String prefix, String table, Table t, List<String> stored) {
        assertEquals(want(prefix + "." + table + ".rows"), t.rowCount(), prefix + "." + table + " rows");
        String head = prefix + "." + table + ".sum.";
        int checked = 0;
        for (Map.Entry<String, String> e : TRUTH.all().entrySet()) {
            if (!e.getKey().startsWith(head)) continue;
            String col = e.getKey().substring(head.length());
            assertEquals(Long.parseLong(e.getValue()), sum(t, col), e.getKey());
            checked++;
        }
        for (String s : stored) {
            if (t.rowCount() > 0) assertTrue(TRUTH.get(head + s).isPresent(), "no truth for stored column " + head + s);
        }
        if (t.rowCount() > 0) assertTrue(checked >= stored.size(), head + ": " + checked + " columns checked");
    }

    @Test
    void skyOfEveryLevel() {
        int present = 0, absent = 0;
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".core.sky";
            Sky sky = l.core().sky();
            assertEquals(want(p + ".shells"), sky.shells().rowCount());
            assertEquals(want(p + ".clusters"), sky.clusters().rowCount());
            assertEquals(want(p + ".vertices"), sky.vertices().rowCount());
            assertEquals(want(p + ".faces"), sky.faces().rowCount());
            if (want("level." + l.number() + ".core.sky.offset") == 0) {
                absent++;
                assertTrue(sky.model().isEmpty());
                assertEquals(0, sky.header().rowCount());
                assertEquals(0, sky.textures().rowCount());
                assertTrue(sky.vertices().columnNames().containsAll(List.of("level", "shell", "cluster", "index", "x_raw", "x", "alpha", "s", "t")));
                continue;
            }
            present++;
            Table h = sky.header();
            assertEquals(want(p + ".header.shell_count"), value(h, "shell_count"));
            assertEquals(want(p + ".header.texture_count"), value(h, "texture_count"));
            assertEquals(want(p + ".header.texture_defs"), value(h, "texture_defs"));
            assertEquals(want(p + ".header.texture_data"), value(h, "texture_data"));
            assertEquals(want(p + ".header.fx_list"), value(h, "fx_list"));
            String[] colour = TRUTH.get(p + ".header.colour").orElseThrow().split(",");
            for (int i = 0; i < 4; i++) assertEquals(Long.parseLong(colour[i]), value(h, "colour_" + "rgba".charAt(i)));
            columnsMatch(p, "shells", sky.shells(), List.of("cluster_count", "flags"));
            columnsMatch(p, "clusters", sky.clusters(), List.of("data", "vertex_count", "tri_count", "vertex_offset", "st_offset",
                    "tri_offset", "data_size", "bsphere_x_milli", "bsphere_y_milli", "bsphere_z_milli", "bsphere_w_milli"));
            Table v = sky.vertices();
            columnsMatch(p, "vertices", v, List.of("x_raw", "y_raw", "z_raw", "alpha_raw", "alpha", "s", "t", "index", "cluster", "shell"));
            for (int i = 0; i < v.rowCount(); i++) {
                assertEquals(v.intColumn("x_raw").get(i) / 1024.0, v.doubleColumn("x").get(i));
                assertEquals(v.intColumn("z_raw").get(i) / 1024.0, v.doubleColumn("z").get(i));
                assertEquals(v.intColumn("s").get(i) / 4096.0, v.doubleColumn("u").get(i));
            }
            columnsMatch(p, "faces", sky.faces(), List.of("v0", "v1", "v2", "texture", "index", "cluster", "shell"));
            Table tx = sky.textures();
            columnsMatch(p, "textures", tx, List.of("palette_offset", "texture_offset", "width", "height"));
            for (int i = 0; i < tx.rowCount(); i++) {
                assertTrue(tx.booleanColumn("decoded").get(i));
                assertEquals(TRUTH.get(p + ".texture." + i + ".rgba_sha256").orElseThrow(), tx.stringColumn("rgba_sha256").get(i));
            }
            Table shells = sky.shells();
            assertTrue(shells.booleanColumn("textured").countTrue() > 0 && shells.booleanColumn("textured").countFalse() > 0,
                    "textured and untextured shells");
            assertAllHold(sky.checks());
        }
        assertTrue(present > 0 && absent > 0, "the sample has levels with and without a sky");
        assertEquals(DISC.levels().map(l -> l.core().sky().vertices().rowCount()).stream().mapToInt(Integer::intValue).sum(),
                DISC.levels().core().sky().vertices().rowCount());
    }

    @Test
    void occlusionGridOfEveryLevel() {
        int present = 0, absent = 0;
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".core.occlusion";
            var g = l.core().occlusion();
            assertEquals(want(p + ".octants"), g.octants().rowCount());
            if (want(p + ".offset") == 0) {
                absent++;
                assertTrue(g.model().isEmpty());
                assertEquals(0, g.masks().rowCount());
                assertEquals(List.of("level", "file", "record", "offset", "x", "y", "z", "mask_index"), g.octants().columnNames());
                continue;
            }
            present++;
            assertEquals(want(p + ".masks"), g.masks().rowCount());
            assertEquals(want(p + ".masks"), g.model().orElseThrow().maskCount());
            assertEquals(want(p + ".nodes"), g.nodes().rowCount());
            assertEquals(want(p + ".masks_offset"), value(g.header(), "masks_offset"));
            assertEquals(want(p + ".z_coord"), value(g.header(), "z_coord"));
            assertEquals(want(p + ".z_count"), value(g.header(), "z_count"));
            columnsMatch(p, "octants", g.octants(), List.of("x", "y", "z", "mask_index"));
            columnsMatch(p, "nodes", g.nodes(), List.of("coord", "count"));
            columnsMatch(p, "masks", g.masks(), List.of("bits_set", "index"));
            Table m = g.masks();
            assertTrue(m.intColumn("octants").max() > 1, "masks are shared");
            assertAllHold(g.checks());
        }
        assertTrue(present > 0 && absent > 0, "the sample has levels with and without a grid");
    }

    static final List<String> OCTANT_COLS = List.of("x", "y", "z", "word", "size_qw", "face_count", "vertex_count", "quad_count");
    static final List<String> VERTEX_COLS = List.of("x_raw", "y_raw", "z_raw", "packed", "index", "octant", "x64", "y64", "z64");
    static final List<String> FACE_COLS = List.of("v0", "v1", "v2", "v3", "type", "quad", "index", "octant");
    static final List<String> HERO_COLS = List.of("bsphere_x", "bsphere_y", "bsphere_z", "bsphere_r", "triangle_count", "vertex_count", "data_offset");

    static void collisionMatches(String p, Collision c) {
        assertEquals(want(p + ".octants"), c.octants().rowCount());
        assertEquals(want(p + ".vertices"), c.vertices().rowCount());
        assertEquals(want(p + ".faces"), c.faces().rowCount());
        assertEquals(want(p + ".quads"), c.faces().booleanColumn("quad").countTrue());
        assertEquals(want(p + ".hero_groups"), c.heroGroups().rowCount());
        assertEquals(0x40, value(c.header(), "mesh"));
        columnsMatch(p, "octants", c.octants(), OCTANT_COLS);
        columnsMatch(p, "vertices", c.vertices(), VERTEX_COLS);
        columnsMatch(p, "faces", c.faces(), FACE_COLS);
        columnsMatch(p, "hero_groups", c.heroGroups(), HERO_COLS);
        assertAllHold(c.checks());
    }

    @Test
    void collisionOfEveryLevelAndChunk() {
        int chunks = 0, heroes = 0;
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".core.collision";
            collisionMatches(p, l.core().collision());
            heroes += l.core().collision().heroGroups().rowCount() > 0 ? 1 : 0;
            for (Chunk c : l.chunkList()) {
                collisionMatches("level." + l.number() + ".chunk." + c.index() + ".collision", c.collision());
                assertEquals(l.core().collision().octants().columnNames(), c.collision().octants().columnNames());
                if (c.index() == 0) {
                    Table k = c.collision().checks();
                    assertEquals(1, k.where(k.stringColumn("check").isEqualTo("collision.chunk0_equals_core")).rowCount());
                }
                chunks++;
            }
        }
        assertTrue(chunks >= 2, "the streamed level's chunks were read");
        assertTrue(heroes > 0 && heroes < DISC.levels().count(), "hero groups on some levels");
    }

    @Test
    void statsMatchTheManifest() {
        Table t = DISC.levels().stats();
        String[][] keys = {{"sky_shells", "core.sky.shells"}, {"sky_clusters", "core.sky.clusters"}, {"sky_vertices", "core.sky.vertices"},
                {"sky_faces", "core.sky.faces"}, {"occlusion_grid_octants", "core.occlusion.octants"}, {"occlusion_masks", "core.occlusion.masks"},
                {"collision_octants", "core.collision.octants"}, {"collision_vertices", "core.collision.vertices"},
                {"collision_faces", "core.collision.faces"}, {"collision_quads", "core.collision.quads"}};
        for (int i = 0; i < t.rowCount(); i++) {
            int n = Integer.parseInt(t.stringColumn("file").get(i).replaceAll("\\D", ""));
            for (String[] k : keys) {
                assertEquals(want("level." + n + "." + k[1]), ((Number) t.column(k[0]).get(i)).longValue(), "level " + n + " " + k[0]);
            }
        }
        assertTrue(DISC.problems().isEmpty(), DISC.problems().printAll());
    }

    @Test
    void previewsDrawTheirContent() {
        for (Level l : DISC.levels()) {
            var c = l.core();
            java.awt.image.BufferedImage col = c.collision().preview(512);
            assertEquals(1024, col.getWidth());
            assertTrue(coloured(col) > 5000, "collision faces drawn on " + l);
            if (c.sky().model().isPresent()) assertTrue(coloured(c.sky().preview(400)) > 5000, "sky drawn on " + l);
            if (c.occlusion().model().isPresent()) assertTrue(coloured(c.occlusion().preview(600)) > 200, "cells drawn on " + l);
        }
        assertThrows(UnsupportedOperationException.class, () -> DISC.levels().core().sky().preview());
    }

    /** Pixels that are neither the background nor grey text. */
    static int coloured(java.awt.image.BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y), r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
                if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 30) n++;
            }
        }
        return n;
    }

    static long value(Table header, String field) {
        Table r = header.where(header.stringColumn("field").isEqualTo(field));
        assertEquals(1, r.rowCount(), field);
        return r.longColumn("value").get(0);
    }

    static void assertAllHold(Table checks) {
        Table bad = checks.where(checks.stringColumn("status").isEqualTo("fails"));
        assertEquals(0, bad.rowCount(), bad.printAll());
        assertTrue(checks.rowCount() > 0);
    }
}
