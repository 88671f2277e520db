package gcscript.occlusion;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * The occlusion grid of core_data (rac2-formats-phase2 §5.1): {@code disc.level(n).core().occlusion()} and its
 * whole-disc twin. (The occlusion mappings of the level file's slot 3, §5.2, are a different structure.) A level
 * without a grid (core header +0x0c = 0) gives empty tables.
 */
public final class OcclusionGrid extends Area<OcclusionGridModel> {
    public OcclusionGrid(Scope<OcclusionGridModel> scope) { super(scope); }

    @Doc("one row per field of the grid root (masks_offset, z_coord, z_count)")
    public Table header() { return table("occlusion grid root", OcclusionTables::header); }
    @Doc("one row per node: kind root/z/y, coord, count, the node's grid z and y")
    public Table nodes() { return table("occlusion nodes", OcclusionTables::nodes); }
    @Doc("one row per x entry with a mask: integer cell x, y, z (4-unit cells) and mask_index")
    public Table octants() { return table("occlusion octants", OcclusionTables::octants); }
    @Doc("one row per stored 128-byte mask: index, bits set, octants using it")
    public Table masks() { return table("occlusion masks", OcclusionTables::masks); }
    @Doc("one row per reader check and subject (§5.1)")
    public Table checks() { return table("occlusion checks", OcclusionTables::checks); }

    public Optional<OcclusionGridModel> model() {
        OcclusionGridModel m = model("occlusion().model()");
        return m.present() ? Optional.of(m) : Optional.empty();
    }

    /** Occupied cells per z slice, coloured by mask index. */
    public BufferedImage preview() { return OcclusionPreview.render(model("occlusion().preview()"), 1200); }
    public BufferedImage preview(int width) { return OcclusionPreview.render(model("occlusion().preview()"), width); }
}
