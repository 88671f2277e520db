package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The point-light block (rac2-formats-phase2 §7.1, pointer 0x80, in Wrench's order after the shapes and the camera
 * collision grid): a TableHeader {count, 0, 0, 0}, a 0x800-byte grid of 16-byte cell masks (64 x-cells, then 64
 * y-cells, 16 units each from 0; bit i of a mask = light i), then count × 0x10 {u16 x, y, z, radius (1/64 units),
 * u16 r, g, b (1/65535), u16 unused = 0}. A light's bit is set in cell c of an axis when its span
 * [pos − radius, pos + radius] on that axis overlaps the open interval (16c, 16c + 16) (Wrench's writer). Retail
 * levels hold few of them (OBP: Oozla 2, Tabora 5, most none), so 1 to 6 lights, on every level whose number is not
 * 2 mod 3 (the others leave the pointer 0). Positions and radii are whole 1/64 steps, so the grid follows exactly
 * from the stored values. x and y lie over the level's ground; z is 1 to 60 units (a u16 cannot hold the synthetic
 * ground's negative heights). Truth: {@code fields.gameplay_point_lights.row.<i>} and
 * {@code fields.gameplay_point_light_grid.row.<k>} (k = 0..127: axis, cell, the four mask words, the lights named, space-separated, or none).
 */
final class PointLightWriter {
    private PointLightWriter() {}

    static final int PTR_POINT_LIGHTS = 0x80;
    static final int CELLS = 64, CELL_RAW = 16 * 64;

    static void write(Random rnd, Out out, int[] ptr, Terrain ground, int number, GameplayTruth ft, Map<String, String> t) {
        if (number % 3 == 2) return;
        int n = 1 + rnd.nextInt(6);
        int[][] lights = new int[n][];
        for (int i = 0; i < n; i++) lights[i] = light(rnd, ground);
        GameplayStream.block(out, ptr, PTR_POINT_LIGHTS, 0x10).s32(n).s32(0).s32(0).s32(0);
        for (int axis = 0; axis < 2; axis++) {
            for (int c = 0; c < CELLS; c++) {
                long[] words = new long[4];
                StringBuilder named = new StringBuilder();
                for (int i = 0; i < n; i++) {
                    int pos = lights[i][axis], r = lights[i][3];
                    if (pos - r < (c + 1) * CELL_RAW && pos + r > c * CELL_RAW) {
                        words[i / 32] |= 1L << (i % 32);
                        named.append(named.length() == 0 ? "" : " ").append(i);
                    }
                }
                for (long w : words) out.s32((int) w);
                if (named.length() == 0) named.append("none");
                ft.row("gameplay_point_light_grid", axis * CELLS + c, List.of("axis", "cell", "mask_0", "mask_1", "mask_2", "mask_3", "lights"),
                        List.of(axis == 0 ? "x" : "y", c, words[0], words[1], words[2], words[3], named.toString()));
            }
        }
        for (int i = 0; i < n; i++) {
            int[] l = lights[i];
            Record r = new Record(0x10, "gameplay.point_light." + i + ".", t)
                    .u16("x", 0x0, l[0]).u16("y", 0x2, l[1]).u16("z", 0x4, l[2]).u16("radius", 0x6, l[3])
                    .u16("r", 0x8, l[4]).u16("g", 0xa, l[5]).u16("b", 0xc, l[6]).u16("unused", 0xe, 0);
            out.bytes(r.bytes());
            ft.record("gameplay_point_lights", i, r, "position_x", l[0] / 64.0, "position_y", l[1] / 64.0, "position_z", l[2] / 64.0,
                    "radius_units", l[3] / 64.0, "colour_r", l[4] / 65535.0, "colour_g", l[5] / 65535.0, "colour_b", l[6] / 65535.0);
        }
        t.put("gameplay.point_lights", Integer.toString(n));
    }

    /** {x, y, z, radius, r, g, b} as stored: x, y over the ground (1/64 steps), z 1-60 units, radius 3-40 units. */
    private static int[] light(Random rnd, Terrain ground) {
        double[] e = ground == null ? new double[] {50, 40, 400, 210} : ground.extent();
        int x0 = (int) Math.ceil(e[0] * 64), x1 = (int) Math.floor(e[2] * 64), y0 = (int) Math.ceil(e[1] * 64), y1 = (int) Math.floor(e[3] * 64);
        return new int[] {x0 + rnd.nextInt(x1 - x0), y0 + rnd.nextInt(y1 - y0), 64 + rnd.nextInt(59 * 64), 3 * 64 + rnd.nextInt(37 * 64),
            rnd.nextInt(0x10000), rnd.nextInt(0x10000), rnd.nextInt(0x10000)};
    }
}
