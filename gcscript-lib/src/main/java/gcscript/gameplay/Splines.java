package gcscript.gameplay;

import static gcscript.gameplay.PathLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * One spline block, paths (0x78) or grind paths (0x7c): its head, the grind path records (null for paths), the
 * stored spline offsets, and each spline's TableHeader and vertices. The spline data is the window the head declares
 * ({@code data_offset}, {@code data_size}); a spline outside it is a {@code FormatException} naming the spline.
 */
public record Splines(String kind, Rec header, RecArray grind, RecArray offsets, List<Rec> heads, List<RecArray> vertices) {

    static Splines read(GameplayModel m, String p, int ptrOff) {
        ByteReader b = GameplayReader.block(m, p, ptrOff);
        if (b == null) return null;
        String kind = GameplayLayout.POINTER_NAMES[ptrOff / 4];
        String q = p + "." + kind;
        Rec h = SPLINE_BLOCK_HEADER.read(b, 0, q + ".header");
        int n = h.i(SB_SPLINE_COUNT);
        long at = SPLINE_BLOCK_HEADER.size();
        RecArray grind = null;
        if (ptrOff == GRIND_PATHS) {
            grind = GRIND_PATH.view(b, at, n, q);
            at += (long) GRIND_PATH.size() * grind.count();
        }
        RecArray offsets = SPLINE_OFFSET.view(b, at, n, q + ".offsets");
        int size = h.i(SB_DATA_SIZE);
        if (size < 0) throw h.error(SB_DATA_SIZE, "data_size >= 0", Integer.toString(size));
        ByteReader data = b.slice(q + ".data", h.i(SB_DATA_OFFSET), size);
        List<Rec> heads = new ArrayList<>();
        List<RecArray> vertices = new ArrayList<>();
        for (int i = 0; i < offsets.count(); i++) {
            long off = offsets.i(i, SO_OFFSET);
            String s = q + ".splines[" + i + "]";
            Rec head = GameplayLayout.TABLE_HEADER.read(data, off, s + ".header");
            heads.add(head);
            vertices.add(SPLINE_VERTEX.view(data, off + GameplayLayout.TABLE_HEADER.size(), head.i(GameplayLayout.TH_COUNT), s + ".vertices"));
        }
        return new Splines(kind, h, grind, offsets, List.copyOf(heads), List.copyOf(vertices));
    }

    /** Where the spline data starts when it follows the offsets at the next 16-byte boundary (the writer's layout). */
    long expectedDataOffset() {
        long end = offsets.relativeOffset(offsets.count());
        return (end + 15) / 16 * 16;
    }

    static void checks(Checks c, GameplayModel m) {
        c.declare("gameplay.spline_data_follows", "the spline data starts at the first 16-byte boundary after the spline offsets");
        c.declare("gameplay.spline_contiguous", "spline 0 is at offset 0 of the data and each next spline follows the previous one's last vertex");
        c.declare("gameplay.spline_data_size", "data_size ends at the last spline's last vertex");
        c.declare("gameplay.grind_path_sphere_contains", "every vertex of a grind path lies inside its bounding sphere");
        c.declare("gameplay.ship_path_exists", "on a level with a path block, the level settings' ship_path is -1 or a path");
        for (Splines s : new Splines[] {m.paths, m.grindPaths}) if (s != null) s.check(c);
        // only with a path block: what a level without paths stores there is not documented; an unreadable block (a
        // block_readable failure already) leaves no path count to compare with
        if (m.settings != null && m.paths != null) {
            Rec st = m.settings;
            gcscript.layout.Field f = GameplayLayout.LEVEL_SETTINGS_LAYOUT.field("ship_path");
            int v = st.i(f), paths = m.paths == null ? 0 : m.paths.heads.size();
            c.expect("gameplay.ship_path_exists", st.pathOf(f), st.offsetOf(f), v == -1 || (v >= 0 && v < paths), "-1 or < " + paths, v);
        }
    }

    private void check(Checks c) {
        long dataOffset = header.i(SB_DATA_OFFSET);
        c.equal("gameplay.spline_data_follows", header.pathOf(SB_DATA_OFFSET), header.offsetOf(SB_DATA_OFFSET), expectedDataOffset(), dataOffset);
        long next = 0;
        for (int i = 0; i < heads.size(); i++) {
            c.equal("gameplay.spline_contiguous", offsets.path(i), offsets.offset(i), next, offsets.i(i, SO_OFFSET));
            next = offsets.i(i, SO_OFFSET) + GameplayLayout.TABLE_HEADER.size() + (long) SPLINE_VERTEX.size() * vertices.get(i).count();
        }
        c.equal("gameplay.spline_data_size", header.pathOf(SB_DATA_SIZE), header.offsetOf(SB_DATA_SIZE), next, header.i(SB_DATA_SIZE));
        if (grind == null) return;
        for (int i = 0; i < grind.count(); i++) {
            double r = grind.f(i, GP_BSPHERE[3]);
            RecArray v = vertices.get(i);
            double far = 0;
            for (int k = 0; k < v.count(); k++) {
                double dx = v.f(k, SV_XYZW[0]) - grind.f(i, GP_BSPHERE[0]), dy = v.f(k, SV_XYZW[1]) - grind.f(i, GP_BSPHERE[1]),
                        dz = v.f(k, SV_XYZW[2]) - grind.f(i, GP_BSPHERE[2]);
                far = Math.max(far, Math.sqrt(dx * dx + dy * dy + dz * dz));
            }
            c.expect("gameplay.grind_path_sphere_contains", grind.path(i) + ".bsphere_w", grind.offset(i) + GP_BSPHERE[3].offset(),
                    far <= r * (1 + 1e-6), "the farthest vertex within " + r, far);
        }
    }

    // ---- tables -----------------------------------------------------------------------------------------------

    /** One row per spline block present (record 0 = paths, 1 = grind paths): the head as stored. */
    static Table blocksTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("spline blocks").strings("kind").fields(SPLINE_BLOCK_HEADER);
        Splines[] all = {m.paths, m.grindPaths};
        for (int k = 0; k < all.length; k++) {
            Splines s = all[k];
            if (s != null) t.i(m.level).s(m.file()).i(k).l(s.header.offset()).s(s.kind).rec(s.header).end();
        }
        return t.build();
    }

    /** One row per spline of both blocks: its stored offset, then its TableHeader (offset = the header). */
    static Table splinesTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("splines").strings("kind").ints("spline_offset").fields(GameplayLayout.TABLE_HEADER);
        for (Splines s : new Splines[] {m.paths, m.grindPaths}) {
            if (s == null) continue;
            for (int i = 0; i < s.heads.size(); i++) {
                Rec h = s.heads.get(i);
                t.i(m.level).s(m.file()).i(i).l(h.offset()).s(s.kind).i(s.offsets.i(i, SO_OFFSET)).rec(h).end();
            }
        }
        return t.build();
    }

    /** One row per vertex of every spline of both blocks: kind, spline, then x, y, z, w (record = the vertex). */
    static Table verticesTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("spline vertices").strings("kind").ints("spline").fields(SPLINE_VERTEX);
        for (Splines s : new Splines[] {m.paths, m.grindPaths}) {
            if (s == null) continue;
            for (int i = 0; i < s.vertices.size(); i++) {
                RecArray v = s.vertices.get(i);
                for (int k = 0; k < v.count(); k++) t.i(m.level).s(m.file()).i(k).l(v.offset(k)).s(s.kind).i(i).rec(v, k).end();
            }
        }
        return t.build();
    }

    /** One row per grind path record (bounding sphere, unknown_4, wrap, inactive, pad). */
    static Table grindTable(GameplayModel m) {
        return GameplayTables.scaled("grind paths", m, GRIND_PATH, m.grindPaths == null ? null : m.grindPaths.grind);
    }
}
