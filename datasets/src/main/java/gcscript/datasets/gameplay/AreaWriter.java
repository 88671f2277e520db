package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The areas block (rac2-formats-phase2 §7.1, pointer 0x98, in Wrench's order after the grind paths): an s32 size (the
 * bytes from the head to the end of the last link list), a head {s32 area_count, s32 offset of each of the five link
 * lists from the head (0 for an empty list), s32 unused_1c = 0, unused_20 = 0}, count × 0x30 areas {Vec4f bounding
 * sphere, s16 link count per kind, s16 last_update_time, s32 offset of the area's first link in each list (0 when
 * it has none)}, then the five lists of s32 instance indices back to back: paths, cuboids, spheres, cylinders,
 * negative cuboids (cuboid indices). 2 or 3 areas per level on the ground; the first links 1 or 2 instances of
 * each kind, the others 0 to 2 (never a kind the level has none of).
 *
 * <p>Truth: {@code fields.gameplay_areas_header.row.0}, {@code fields.gameplay_areas.row.<i>},
 * {@code fields.gameplay_area_links.row.<kind>.<area>.<k>}.
 */
final class AreaWriter {
    private AreaWriter() {}

    static final int PTR_AREAS = 0x98;
    static final String[] PARTS = {"path", "cuboid", "sphere", "cylinder", "negative_cuboid"};

    /** {@code targets}: how many instances each link kind may name (paths, cuboids, spheres, cylinders, cuboids). */
    static void write(Random rnd, Out out, int[] ptr, Terrain ground, int[] targets, GameplayTruth ft, Map<String, String> t) {
        int n = 2 + rnd.nextInt(2);
        List<List<List<Integer>>> links = new ArrayList<>();   // [area][part] → indices
        for (int a = 0; a < n; a++) {
            List<List<Integer>> parts = new ArrayList<>();
            for (int k = 0; k < PARTS.length; k++) {
                List<Integer> l = new ArrayList<>();
                // the first area links every kind the level has, a later one 0-2 of each (so later areas' offsets vary)
                int c = targets[k] == 0 ? 0 : a == 0 ? 1 + rnd.nextInt(2) : rnd.nextInt(3);
                for (int i = 0; i < c; i++) l.add(rnd.nextInt(targets[k]));
                parts.add(l);
            }
            links.add(parts);
        }
        int headSize = 0x20, areaSize = 0x30;
        int[] listOffset = new int[PARTS.length], listLength = new int[PARTS.length];
        int at = headSize + areaSize * n;
        for (int k = 0; k < PARTS.length; k++) {
            for (List<List<Integer>> area : links) listLength[k] += area.get(k).size();
            listOffset[k] = listLength[k] == 0 ? 0 : at;
            at += 4 * listLength[k];
        }
        GameplayStream.block(out, ptr, PTR_AREAS, 0x10).s32(at);
        out.s32(n);
        for (int o : listOffset) out.s32(o);
        out.s32(0).s32(0);
        List<String> headCols = new ArrayList<>(List.of("size", "area_count"));
        List<Object> headVals = new ArrayList<>(List.of(at, n));
        for (int k = 0; k < PARTS.length; k++) { headCols.add(PARTS[k] + "_links_offset"); headVals.add(listOffset[k]); }
        headCols.addAll(List.of("unused_1c", "unused_20"));
        headVals.addAll(List.of(0, 0));
        ft.row("gameplay_areas_header", 0, headCols, headVals);
        int[] used = new int[PARTS.length];
        for (int a = 0; a < n; a++) {
            float[] p = GameplayStream.place(rnd, ground);
            Record r = new Record(areaSize, "gameplay.area." + a + ".", t)
                    .f32("bsphere_x", 0x0, p[0]).f32("bsphere_y", 0x4, p[1]).f32("bsphere_z", 0x8, p[2]).f32("bsphere_w", 0xc, 20 + rnd.nextInt(60));
            for (int k = 0; k < PARTS.length; k++) r.s16(PARTS[k] + "_count", 0x10 + 2 * k, links.get(a).get(k).size());
            r.s16("last_update_time", 0x1a, rnd.nextInt(30000));
            for (int k = 0; k < PARTS.length; k++) {
                int c = links.get(a).get(k).size();
                r.s32(PARTS[k] + "_offset", 0x1c + 4 * k, c == 0 ? 0 : 4 * used[k]);
                used[k] += c;
            }
            out.bytes(r.bytes());
            ft.record("gameplay_areas", a, r);
        }
        for (int k = 0; k < PARTS.length; k++) {
            for (int a = 0; a < n; a++) {
                List<Integer> l = links.get(a).get(k);
                for (int i = 0; i < l.size(); i++) {
                    out.s32(l.get(i));
                    ft.row("gameplay_area_links", PARTS[k] + "." + a + "." + i, List.of("kind", "area", "link"), List.of(PARTS[k], a, l.get(i)));
                }
            }
        }
        t.put("gameplay.areas", Integer.toString(n));
    }
}
