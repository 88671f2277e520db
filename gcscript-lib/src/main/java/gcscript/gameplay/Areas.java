package gcscript.gameplay;

import static gcscript.gameplay.AreaLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * The areas block (pointer 0x98): the size word, the head, the areas and, per area and link kind, the view of its
 * links ({@code links[area][part]}, read from the part's list offset plus the area's relative offset).
 */
public record Areas(Rec size, Rec header, RecArray areas, RecArray[][] links) {

    static Areas read(GameplayModel m, String p) {
        ByteReader b = GameplayReader.block(m, p, AREAS);
        if (b == null) return null;
        String q = p + ".areas";
        Rec size = AREA_SIZE.read(b, 0, q + ".size");
        ByteReader h0 = b.slice(q, AREA_SIZE.size(), b.length() - AREA_SIZE.size());   // offsets count from the head
        Rec h = AREA_HEADER.read(h0, 0, q + ".header");
        RecArray areas = AREA.view(h0, AREA_HEADER.size(), h.i(AH_AREA_COUNT), q);
        RecArray[][] links = new RecArray[areas.count()][PARTS.length];
        for (int a = 0; a < areas.count(); a++) {
            for (int k = 0; k < PARTS.length; k++) {
                int n = areas.i(a, A_COUNTS[k]);
                long at = (long) h.i(AH_PART_OFFSETS[k]) + areas.i(a, A_OFFSETS[k]);
                String s = q + "[" + a + "]." + PARTS[k] + "_links";
                if (n == 0) { links[a][k] = AREA_LINK.view(h0, 0, 0, s); continue; }
                if (at < 0) throw h0.error(s, at, "a link list inside the block", Long.toString(at));
                links[a][k] = AREA_LINK.view(h0, at, n, s);
            }
        }
        return new Areas(size, h, areas, links);
    }

    /** The end of the last link read, from the head (what {@code size} declares). */
    long linksEnd() {
        long end = areas.relativeOffset(areas.count());
        for (RecArray[] row : links) for (RecArray l : row) if (l.count() > 0) end = Math.max(end, l.relativeOffset(l.count()));
        return end;
    }

    /**
     * How many instances a link of part {@code k} may name; -1 when that block is present but unreadable (a
     * block_readable failure already: there is no count to compare with).
     */
    private static int targets(GameplayModel m, int k) {
        return switch (k) {
            case 0 -> m.paths != null ? m.paths.heads().size() : m.pointer(PathLayout.PATHS) == 0 ? 0 : -1;
            case 1, 4 -> count(m, "cuboids", GameplayLayout.CUBOIDS);
            case 2 -> count(m, "spheres", GameplayLayout.SPHERES);
            default -> count(m, "cylinders", GameplayLayout.CYLINDERS);
        };
    }

    private static int count(GameplayModel m, String kind, int pointer) {
        RecArray a = m.shapes(kind);
        return a != null ? a.count() : m.pointer(pointer) == 0 ? 0 : -1;
    }

    static void checks(Checks c, GameplayModel m) {
        c.declare("gameplay.area_size", "the areas block's size word = bytes from its head to the end of the last link list");
        c.declare("gameplay.area_link_exists", "every area link names an instance of its kind (paths; cuboids, also for negative cuboids; spheres; cylinders)");
        Areas ar = m.areas;
        if (ar == null) return;
        c.equal("gameplay.area_size", ar.size.pathOf(AR_SIZE), ar.size.offsetOf(AR_SIZE), ar.linksEnd(), ar.size.i(AR_SIZE));
        for (int k = 0; k < PARTS.length; k++) {
            int n = targets(m, k);
            if (n < 0) continue;
            for (RecArray[] row : ar.links) {
                RecArray l = row[k];
                for (int i = 0; i < l.count(); i++) {
                    int v = l.i(i, AL_LINK);
                    c.expect("gameplay.area_link_exists", l.path(i), l.offset(i), v >= 0 && v < n, "[0, " + n + ")", v);
                }
            }
        }
    }

    /** The size word and the head (one row when the block is present). */
    static Table headerTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("areas header").fields(AREA_SIZE).fields(AREA_HEADER);
        if (m.areas != null) t.i(m.level).s(m.file()).i(0).l(m.areas.size.offset()).rec(m.areas.size).rec(m.areas.header).end();
        return t.build();
    }

    static Table areasTable(GameplayModel m) {
        return GameplayTables.scaled("areas", m, AREA, m.areas == null ? null : m.areas.areas);
    }

    /** One row per link: its kind, the area it belongs to, record = its position in that area's list, the stored index. */
    static Table linksTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("area links").strings("kind").ints("area").fields(AREA_LINK);
        if (m.areas == null) return t.build();
        for (int a = 0; a < m.areas.links.length; a++) {
            for (int k = 0; k < PARTS.length; k++) {
                RecArray l = m.areas.links[a][k];
                for (int i = 0; i < l.count(); i++) t.i(m.level).s(m.file()).i(i).l(l.offset(i)).s(PARTS[k]).i(a).rec(l, i).end();
            }
        }
        return t.build();
    }
}
