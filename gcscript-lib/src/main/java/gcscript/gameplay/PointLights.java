package gcscript.gameplay;

import static gcscript.gameplay.EnvLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * The point-light block (pointer 0x80): a TableHeader, the 0x800-byte grid of cell masks (64 x-cells, then 64
 * y-cells, 16 units wide from 0) and {@code count} lights. The grid is redundant with the lights: cell c of an axis
 * has the bit of every light whose span [pos − radius, pos + radius] on that axis overlaps the open cell
 * (16c, 16c + 16), which is what check {@code gameplay.point_light_grid_matches} recomputes.
 *
 * @param header the TableHeader ({@code count} lights)
 * @param grid   the 128 cell masks, x-cells first
 * @param lights the lights
 */
public record PointLights(Rec header, RecArray grid, RecArray lights) {

    static PointLights read(GameplayModel m, String p) {
        ByteReader b = GameplayReader.block(m, p, POINT_LIGHTS);
        if (b == null) return null;
        String q = p + ".point_lights";
        Rec h = GameplayLayout.TABLE_HEADER.read(b, 0, q + ".header");
        long gridAt = GameplayLayout.TABLE_HEADER.size();
        RecArray grid = POINT_LIGHT_MASK.view(b, gridAt, 2L * GRID_CELLS, q + ".grid");
        RecArray lights = POINT_LIGHT.view(b, gridAt + GRID_BYTES, h.i(GameplayLayout.TH_COUNT), q);
        return new PointLights(h, grid, lights);
    }

    /** "x" for the first 64 masks, "y" for the rest. */
    static String axis(int mask) { return mask < GRID_CELLS ? "x" : "y"; }

    /** The lights the stored mask {@code k} names (bit order), as their indices. */
    java.util.BitSet masked(int k) {
        java.util.BitSet s = new java.util.BitSet();
        for (int w = 0; w < PL_MASK.length; w++) {
            long word = grid.get(k, PL_MASK[w]);
            for (int bit = 0; bit < 32; bit++) if ((word >>> bit & 1) != 0) s.set(32 * w + bit);
        }
        return s;
    }

    /** The lights whose span on mask {@code k}'s axis overlaps its cell, from their stored (raw) position and radius. */
    java.util.BitSet reaching(int k) {
        java.util.BitSet s = new java.util.BitSet();
        long lo = (long) (k % GRID_CELLS) * CELL_UNITS * RAW_PER_UNIT, hi = lo + (long) CELL_UNITS * RAW_PER_UNIT;
        for (int i = 0; i < lights.count(); i++) {
            long pos = lights.get(i, k < GRID_CELLS ? PL_X : PL_Y), r = lights.get(i, PL_RADIUS);
            if (pos - r < hi && pos + r > lo) s.set(i);
        }
        return s;
    }

    static void checks(Checks c, GameplayModel m) {
        c.declare("gameplay.point_light_count", "at most 128 point lights (one bit each in a 16-byte cell mask)");
        c.declare("gameplay.point_light_grid_matches", "each cell mask names exactly the lights whose span [pos - radius, pos + radius] overlaps the cell");
        PointLights pl = m.pointLights;
        if (pl == null) return;
        Rec h = pl.header;
        c.expect("gameplay.point_light_count", h.pathOf(GameplayLayout.TH_COUNT), h.offsetOf(GameplayLayout.TH_COUNT),
                pl.lights.count() <= MAX_POINT_LIGHTS, "<= " + MAX_POINT_LIGHTS, pl.lights.count());
        for (int k = 0; k < pl.grid.count(); k++) {
            java.util.BitSet want = pl.reaching(k), got = pl.masked(k);
            c.expect("gameplay.point_light_grid_matches", pl.grid.path(k), pl.grid.offset(k), want.equals(got),
                    "lights " + list(want), "lights " + list(got));
        }
    }

    /** Space-separated indices, or "none": the grid table's {@code lights} column. */
    static String list(java.util.BitSet s) {
        StringBuilder sb = new StringBuilder();
        s.stream().forEach(i -> sb.append(sb.length() == 0 ? "" : " ").append(i));
        return sb.length() == 0 ? "none" : sb.toString();
    }

    /** One row per light: the stored fields, then the decoded position, radius (units) and colour (0-1). */
    static Table lightsTable(GameplayModel m) {
        return GameplayTables.scaled("point lights", m, POINT_LIGHT, m.pointLights == null ? null : m.pointLights.lights, PL_DECODED);
    }

    /** One row per cell mask: axis and cell (from its position in the grid), the stored words, the lights they name. */
    static Table gridTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("point light grid").strings("axis").ints("cell").fields(POINT_LIGHT_MASK).strings("lights");
        PointLights pl = m.pointLights;
        if (pl == null) return t.build();
        for (int k = 0; k < pl.grid.count(); k++) {
            t.i(m.level).s(m.file()).i(k).l(pl.grid.offset(k)).s(axis(k)).i(k % GRID_CELLS).rec(pl.grid, k).s(list(pl.masked(k))).end();
        }
        return t.build();
    }
}
