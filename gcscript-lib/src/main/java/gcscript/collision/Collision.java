package gcscript.collision;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * A level's collision (rac2-formats-phase2 §6): on {@code disc.level(n).core().collision()}, its whole-disc twin
 * {@code disc.levels().core().collision()}, and a streamed level's {@code level(n).chunk(i).collision()}, all with
 * the same tables. An absent block gives empty tables.
 */
public final class Collision extends Area<CollisionModel> {
    public Collision(Scope<CollisionModel> scope) { super(scope); }

    @Doc("one row per field of the 8-byte header (mesh, hero_groups)")
    public Table header() { return table("collision header", CollisionTables::header); }
    @Doc("one row per octant: grid x, y, z (4-unit cells), the x word, size in qwords, counts")
    public Table octants() { return table("collision octants", CollisionTables::octants); }
    @Doc("one row per packed vertex: world x, y, z (§6.3), packed word, signed x_raw, y_raw, z_raw")
    public Table vertices() { return table("collision vertices", CollisionTables::vertices); }
    @Doc("one row per face record: v0..v3 (octant-local, v3 -1 unless a quad), quad, type")
    public Table faces() { return table("collision faces", CollisionTables::faces); }
    @Doc("one row per hero collision group (§6.4)")
    public Table heroGroups() { return table("hero collision groups", CollisionTables::heroGroups); }
    @Doc("one row per reader check and subject (§6 reader checks)")
    public Table checks() { return table("collision checks", CollisionTables::checks); }

    /** The parsed block of this level, or empty where the level has none. */
    public Optional<CollisionModel> model() {
        CollisionModel m = model("collision().model()");
        return m.present() ? Optional.of(m) : Optional.empty();
    }

    /** Top and side views of the faces, coloured by face type, with a legend. */
    public BufferedImage preview() { return CollisionPreview.render(model("collision().preview()"), 1024); }
    public BufferedImage preview(int size) { return CollisionPreview.render(model("collision().preview()"), size); }
}
