package gcscript.datasets.gameplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The camera collision grid (rac2-formats-phase2 §7.1, pointer 0x88, in Wrench's order after the shapes): a
 * TableHeader whose count is the block's length after its first word, 64 × 64 s32 list offsets (cell y × 64 + x,
 * from the grid start, 0 = empty; cells 16 units square from 0), then for each non-empty cell in that order a
 * 16-aligned list {TableHeader count, count × 0x30 primitives {Vec4f bounding sphere (z 0), s32 type (3 cuboid, 5
 * sphere, 6 cylinder, 7 pill), index, flags, i_value, f32 f_value, s32 pad −1, 0, 0}}. As Wrench's writer places them:
 * a shape goes into every cell from its corners' lowest x / 16 (truncated) to their highest (rounded up), and y
 * alike; the lists hold the cuboids, then the spheres, cylinders and pills. About half the shapes (always the first
 * cuboid) have camera collision; the sphere is centred on the shape's corners with the farthest corner as radius.
 *
 * <p>Truth: {@code fields.gameplay_camera_grid_header.row.0}, {@code fields.gameplay_camera_grid_cells.row.<cell>},
 * {@code fields.gameplay_camera_grid_prims.row.<cell>.<k>}.
 */
final class CameraGridWriter {
    private CameraGridWriter() {}

    static final int PTR_CAMERA_GRID = 0x88, SIZE = 64;
    static final int[] TYPES = {3, 5, 6, 7};

    static void write(Random rnd, Out out, int[] ptr, List<List<Record>> shapes, GameplayTruth ft, Map<String, String> t) {
        List<List<Object[]>> grid = new ArrayList<>();
        for (int c = 0; c < SIZE * SIZE; c++) grid.add(new ArrayList<>());
        for (int k = 0; k < shapes.size(); k++) {
            for (int i = 0; i < shapes.get(k).size(); i++) {
                if (!(k == 0 && i == 0) && rnd.nextInt(2) == 0) continue;
                Map<String, Object> m = shapes.get(k).get(i).values();
                float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE}, hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
                int xmin = Integer.MAX_VALUE, ymin = Integer.MAX_VALUE, xmax = 0, ymax = 0;
                List<float[]> corners = new ArrayList<>();
                for (int sz = -1; sz <= 1; sz += 2) {
                    for (int sy = -1; sy <= 1; sy += 2) {
                        for (int sx = -1; sx <= 1; sx += 2) {
                            float[] p = new float[3];
                            for (int row = 0; row < 3; row++) {
                                p[row] = f(m, row) * sx + f(m, 4 + row) * sy + f(m, 8 + row) * sz + f(m, 12 + row);
                                lo[row] = Math.min(lo[row], p[row]);
                                hi[row] = Math.max(hi[row], p[row]);
                            }
                            corners.add(p);
                            xmin = Math.min(xmin, (int) (p[0] * 0.0625f));
                            ymin = Math.min(ymin, (int) (p[1] * 0.0625f));
                            xmax = Math.max(xmax, (int) Math.ceil(p[0] * 0.0625f));
                            ymax = Math.max(ymax, (int) Math.ceil(p[1] * 0.0625f));
                        }
                    }
                }
                float cx = (lo[0] + hi[0]) / 2, cy = (lo[1] + hi[1]) / 2, cz = (lo[2] + hi[2]) / 2;
                double r = 0;
                for (float[] p : corners) r = Math.max(r, Math.sqrt((p[0] - cx) * (p[0] - cx) + (p[1] - cy) * (p[1] - cy) + (p[2] - cz) * (p[2] - cz)));
                Object[] prim = {cx, cy, 0f, (float) r, TYPES[k], i, rnd.nextInt(16), rnd.nextInt(100), rnd.nextInt(64) / 8f, -1, 0, 0};
                for (int y = Math.max(0, ymin); y < Math.min(SIZE, ymax); y++) {
                    for (int x = Math.max(0, xmin); x < Math.min(SIZE, xmax); x++) grid.get(y * SIZE + x).add(prim);
                }
            }
        }
        int start = GameplayStream.block(out, ptr, PTR_CAMERA_GRID, 0x10).size();
        out.s32(0).s32(0).s32(0).s32(0);
        int gridAt = out.size();
        out.zeros(4 * SIZE * SIZE);
        String[] kinds = {"cuboids", "spheres", "cylinders", "pills"};
        for (int c = 0; c < SIZE * SIZE; c++) {
            List<Object[]> prims = grid.get(c);
            if (prims.isEmpty()) continue;
            out.align(0x10);
            int off = out.size() - gridAt;
            out.patch32(gridAt + 4 * c, off);
            out.s32(prims.size()).s32(0).s32(0).s32(0);
            ft.row("gameplay_camera_grid_cells", c, List.of("list_offset", "cell_x", "cell_y", "count", "pad_0", "pad_1", "pad_2"),
                    List.of(off, c % SIZE, c / SIZE, prims.size(), 0, 0, 0));
            for (int k = 0; k < prims.size(); k++) {
                Object[] p = prims.get(k);
                for (int f = 0; f < p.length; f++) {
                    if (p[f] instanceof Float v) out.f32(v);
                    else out.s32((Integer) p[f]);
                }
                List<Object> vals = new ArrayList<>(List.of(c));
                vals.addAll(List.of(p));
                vals.add(kinds[List.of(3, 5, 6, 7).indexOf((Integer) p[4])]);
                ft.row("gameplay_camera_grid_prims", c + "." + k, List.of("cell", "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w", "type", "index",
                        "flags", "i_value", "f_value", "pad_0", "pad_1", "pad_2", "kind"), vals);
            }
        }
        int count = out.size() - start - 4;
        out.patch32(start, count);
        ft.row("gameplay_camera_grid_header", 0, List.of("count", "pad_0", "pad_1", "pad_2"), List.of(count, 0, 0, 0));
    }

    private static float f(Map<String, Object> m, int i) { return (Float) m.get("matrix_" + i); }
}
