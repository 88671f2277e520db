package gcscript.gameplay;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.gameplay.GameplayKsy.ptr;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * The walked gameplay blocks of {@code gc_gameplay.ksy} whose positions Kaitai expressions can give, as their
 * readers walk them: help messages (entries and each NUL-terminated text), paths and grind paths (header, grind
 * records, offsets, each spline's header and vertices in the data), areas (size word, head, areas, each part's link
 * list) and point lights (header, the mask grid, the lights).
 */
final class GameplayWalkKsy {
    private GameplayWalkKsy() {}

    static void place(KsyFile k) {
        help(k);
        splines(k, PathLayout.PATHS, false);
        splines(k, PathLayout.GRIND_PATHS, true);
        spline(k);
        areas(k);
        pointLights(k);
        GameplayKsy.table(k, EnvLayout.ENV_SAMPLE_POINTS, GameplayLayout.TABLE_HEADER, GameplayLayout.TH_COUNT, EnvLayout.ENV_SAMPLE_POINT);
        envTransitions(k);
        cameraGrid(k);
        for (int p : new int[] {GameplayLayout.MOBY_LINK_FIXUPS, GameplayLayout.RELATIVE_PVAR_POINTERS}) {
            String at = ptr(p);
            Map<String, Object> list = k.at(at, GameplayLayout.FIXUP, null, "entries up to and with the first pvar_index < 0");
            list.put("repeat", "until");
            list.put("repeat-until", "_." + id(GameplayLayout.FX_PVAR_INDEX) + " < 0");
            k.instances().put(GameplayLayout.POINTER_NAMES[p / 4], KsyFile.when(list, at + " != 0"));
        }
        String table = "the pvar table's length is 1 + the largest pvar_index of the moby, camera and sound instances (Wrench's"
                + " reading): a maximum over a field of three arrays, which Kaitai expressions cannot take";
        k.notExported(GameplayLayout.PVAR_ENTRY, table);
        k.notExported(GameplayLayout.PVAR_BYTE, "each pvar's bytes are at its pvar table entry's offset: " + table);
        k.notExported(GameplayLayout.PVAR_WORD, "a fixup's word is inside the pvar its entry names, at the pvar table entry's offset: "
                + table);
    }

    /** The env transitions ({@link EnvBlocks#transitions}): a table_header, count bounding spheres, count records. */
    private static void envTransitions(KsyFile k) {
        String at = ptr(EnvLayout.ENV_TRANSITIONS);
        String n = "env_transitions_header." + id(GameplayLayout.TH_COUNT);
        String first = at + " + " + hex(GameplayLayout.TABLE_HEADER.size());
        k.instances().put("env_transitions_header", KsyFile.when(k.at(at, GameplayLayout.TABLE_HEADER, null, null), at + " != 0"));
        k.instances().put("env_transition_bspheres", KsyFile.when(k.at(first, EnvLayout.ENV_TRANSITION_BSPHERE, n, null), at + " != 0"));
        k.instances().put("env_transitions", KsyFile.when(k.at(first + " + " + EnvLayout.ENV_TRANSITION_BSPHERE.size() + " * " + n,
                EnvLayout.ENV_TRANSITION, n, "record i belongs to sphere i"), at + " != 0"));
    }

    /** The camera collision grid ({@link CameraGrid}): a table_header, 64 x 64 cells, each non-empty cell's list. */
    private static void cameraGrid(KsyFile k) {
        String at = ptr(CameraGridLayout.CAMERA_COLLISION_GRID);
        String grid = at + " + " + hex(GameplayLayout.TABLE_HEADER.size());
        k.instances().put("camera_collision_grid_header", KsyFile.when(k.at(at, GameplayLayout.TABLE_HEADER, null, null), at + " != 0"));
        k.instances().put("camera_collision_grid", KsyFile.when(KsyFile.typed(grid, "camera_cell_at(" + grid + ")",
                Integer.toString(CameraGridLayout.GRID_SIZE * CameraGridLayout.GRID_SIZE), "cell y x 64 + x"), at + " != 0"));
        KsyFile.Composed c = k.type("camera_cell_at", "A grid cell: its list's offset from the grid start (0 = empty) and the list there.");
        k.params("camera_cell_at", KsyFile.param("grid", "s4", "the grid's offset"));
        c.seq().add(k.attr("cell", CameraGridLayout.GRID_CELL));
        String off = "cell." + id(CameraGridLayout.GC_LIST_OFFSET);
        c.instances().put("header", KsyFile.when(k.at("grid + " + off, GameplayLayout.TABLE_HEADER, null, null), off + " != 0"));
        c.instances().put("prims", KsyFile.when(k.at("grid + " + off + " + " + hex(GameplayLayout.TABLE_HEADER.size()), CameraGridLayout.PRIM,
                "header." + id(GameplayLayout.TH_COUNT), null), off + " != 0"));
    }

    /** Each language's block ({@link HelpMessages}): header, entries, each entry's text up to and with its NUL. */
    private static void help(KsyFile k) {
        for (int l = 0; l < HelpLayout.LANGUAGES; l++) {
            int p = HelpLayout.HELP_FIRST + 4 * l;
            String at = ptr(p), name = GameplayLayout.POINTER_NAMES[p / 4];
            k.instances().put(name, KsyFile.when(KsyFile.typed(at, "help_block(" + at + ")", null, null), at + " != 0"));
        }
        KsyFile.Composed t = k.type("help_block", "A help message block: a header, count entries, the texts at the entries' offsets.");
        k.params("help_block", KsyFile.param("at", "s4", "the block's offset"));
        t.seq().add(k.attr("header", HelpLayout.HELP_HEADER));
        t.seq().add(KsyFile.seqOf("entries", "help_entry_at(at)", "header." + id(HelpLayout.HH_COUNT)));
        KsyFile.Composed e = k.type("help_entry_at", "A help entry and its text (none at offset 0).");
        k.params("help_entry_at", KsyFile.param("at", "s4", "the block's offset"));
        e.seq().add(k.attr("entry", HelpLayout.HELP_ENTRY));
        String off = "entry." + id(HelpLayout.HE_TEXT_OFFSET);
        Map<String, Object> text = k.at("at + " + off, HelpLayout.HELP_CHAR, null, "the text, with its NUL");
        text.put("repeat", "until");
        text.put("repeat-until", "_." + id(HelpLayout.HC_CHAR) + " == 0");
        e.instances().put("text", KsyFile.when(text, off + " != 0"));
    }

    /** A path block ({@link Splines}): header, grind records (grind paths only), offsets, splines in the data. */
    private static void splines(KsyFile k, int pointer, boolean grind) {
        String at = ptr(pointer), name = GameplayLayout.POINTER_NAMES[pointer / 4];
        String type = name + "_block";
        k.instances().put(name, KsyFile.when(KsyFile.typed(at, type + "(" + at + ")", null, null), at + " != 0"));
        KsyFile.Composed t = k.type(type, "A spline block: a header, " + (grind ? "grind path records, " : "")
                + "spline offsets, and the splines at data_offset + each offset.");
        k.params(type, KsyFile.param("at", "s4", "the block's offset"));
        t.seq().add(k.attr("header", PathLayout.SPLINE_BLOCK_HEADER));
        String n = "header." + id(PathLayout.SB_SPLINE_COUNT);
        if (grind) t.seq().add(k.attrs("grind", PathLayout.GRIND_PATH, n));
        t.seq().add(KsyFile.seqOf("splines", "spline_at(at + header." + id(PathLayout.SB_DATA_OFFSET) + ")", n));
    }

    private static void spline(KsyFile k) {
        KsyFile.Composed s = k.type("spline_at", "A spline offset and the spline there: a table_header, then count vertices.");
        k.params("spline_at", KsyFile.param("data", "s4", "the spline data's offset"));
        s.seq().add(k.attr("offset", PathLayout.SPLINE_OFFSET));
        String at = "data + offset." + id(PathLayout.SO_OFFSET);
        s.instances().put("header", k.at(at, GameplayLayout.TABLE_HEADER, null, null));
        s.instances().put("vertices", k.at(at + " + " + hex(GameplayLayout.TABLE_HEADER.size()), PathLayout.SPLINE_VERTEX,
                "header." + id(GameplayLayout.TH_COUNT), null));
    }

    /** The areas block ({@link Areas}): a size word, then the head (offsets from it), the areas and their link lists. */
    private static void areas(KsyFile k) {
        String at = ptr(AreaLayout.AREAS);
        k.instances().put("areas", KsyFile.when(KsyFile.typed(at, "areas_block(" + at + " + " + AreaLayout.AREA_SIZE.size() + ")", null, null),
                at + " != 0"));
        KsyFile.Composed t = k.type("areas_block", "The areas block: a size word, the head, the areas, each area's link lists.");
        k.params("areas_block", KsyFile.param("head", "s4", "the head's offset (link offsets count from it)"));
        t.seq().add(k.attr("size", AreaLayout.AREA_SIZE));
        t.seq().add(k.attr("header", AreaLayout.AREA_HEADER));
        t.seq().add(KsyFile.seqOf("areas", "area_at(head, header)", "header." + id(AreaLayout.AH_AREA_COUNT)));
        KsyFile.Composed a = k.type("area_at", "An area and its five link lists (path, cuboid, sphere, cylinder, negative cuboid).");
        k.params("area_at", KsyFile.param("head", "s4", "the head's offset"));
        k.params("area_at", KsyFile.param("areas_header", "areas_header", "the head"));
        a.seq().add(k.attr("area", AreaLayout.AREA));
        for (int i = 0; i < AreaLayout.PARTS.length; i++) {
            String n = "area." + id(AreaLayout.A_COUNTS[i]);
            a.instances().put(AreaLayout.PARTS[i] + "_links", KsyFile.when(k.at("head + areas_header." + id(AreaLayout.AH_PART_OFFSETS[i])
                    + " + area." + id(AreaLayout.A_OFFSETS[i]), AreaLayout.AREA_LINK, n, null), n + " != 0"));
        }
    }

    /** The point lights block ({@link PointLights}): a table_header, the 2 x 64 masks of the grid, then the lights. */
    private static void pointLights(KsyFile k) {
        String at = ptr(EnvLayout.POINT_LIGHTS);
        String h = "point_lights_header." + id(GameplayLayout.TH_COUNT);
        k.instances().put("point_lights_header", KsyFile.when(k.at(at, GameplayLayout.TABLE_HEADER, null, null), at + " != 0"));
        k.instances().put("point_light_grid", KsyFile.when(k.at(at + " + " + hex(GameplayLayout.TABLE_HEADER.size()), EnvLayout.POINT_LIGHT_MASK,
                Integer.toString(2 * EnvLayout.GRID_CELLS), "the x then the y masks"), at + " != 0"));
        k.instances().put("point_lights", KsyFile.when(k.at(at + " + " + hex(GameplayLayout.TABLE_HEADER.size() + EnvLayout.GRID_BYTES),
                EnvLayout.POINT_LIGHT, h, null), at + " != 0"));
    }

}
