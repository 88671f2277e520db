package gcscript.sky;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * A level's sky (rac2-formats-phase2 §4): {@code disc.level(n).core().sky()} and its whole-disc twin. A level
 * without a sky (core header +0x10 = 0) gives empty tables and {@link #model()} {@code Optional.empty()}.
 */
public final class Sky extends Area<SkyModel> {
    public Sky(Scope<SkyModel> scope) { super(scope); }

    @Doc("one row per field of the 0x40-byte SkyHeader (§4.1, names as corrected in §4.5)")
    public Table header() { return table("sky header", SkyTables::header); }
    @Doc("one row per shell: slot, cluster_count, flags, textured")
    public Table shells() { return table("sky shells", SkyTables::shells); }
    @Doc("one row per cluster header: bounding sphere, data, counts and offsets")
    public Table clusters() { return table("sky clusters", SkyTables::clusters); }
    @Doc("one row per cluster vertex: raw and /1024 positions, alpha raw and expanded, s, t raw and /4096")
    public Table vertices() { return table("sky vertices", SkyTables::vertices); }
    @Doc("one row per stored face: v0, v1, v2 (cluster-local), texture (0xFF untextured)")
    public Table faces() { return table("sky faces", SkyTables::faces); }
    @Doc("one row per sky texture def, decoded with its own CLUT")
    public Table textures() { return table("sky textures", SkyTables::textures); }
    @Doc("one row per fx-list entry (u8[fx_count] at fx_list, §4.1): the texture def it names")
    public Table fx() { return table("sky fx", SkyTables::fx); }
    @Doc("one row per slot of the sprite buffer (maximum_sprite_count x 0x20 at sprites, §4.1): eight raw words (content not published), offset from the sky header")
    public Table sprites() { return table("sky sprites", SkyTables::sprites); }
    @Doc("one row per reader check and subject (§4 reader checks)")
    public Table checks() { return table("sky checks", SkyTables::checks); }

    public Optional<SkyModel> model() {
        SkyModel m = model("sky().model()");
        return m.present() ? Optional.of(m) : Optional.empty();
    }

    /** Sky texture {@code i} as an image. */
    public BufferedImage textureImage(int i) {
        var t = model("sky().textureImage()").texture(i);
        if (t == null) throw new IllegalArgumentException("sky texture " + i + " was not decoded");
        return t.image();
    }

    /** The shells seen from below and unrolled (azimuth, elevation), textured where textured. */
    public BufferedImage preview() { return SkyPreview.render(model("sky().preview()"), 800); }
    public BufferedImage preview(int size) { return SkyPreview.render(model("sky().preview()"), size); }
}
