package gcscript.lighting;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import tech.tablesaw.api.Table;

/**
 * The lit tfrags: {@code disc.level(n).lighting()} and {@code disc.levels().lighting()} (same names and schemas).
 * Inputs are the level's tfrag light records, the normal table of its overlay and the gameplay light bank
 * (pointer 0x04). The lighting lives here rather than in {@code tfrags()} so that gcscript.tfrag does not depend
 * on the overlay, gameplay and float-model packages.
 */
public final class Lighting extends Area<LitLevel> {
    public Lighting(Scope<LitLevel> scope) { super(scope); }

    @Doc("one row per tfrag light record: the stored azimuth/elevation bytes and the normal from the level's normal table (PS2 model and Java float)")
    public Table normals() { return table("tfrag normals", LightingTables::normals); }

    @Doc("one row per tfrag light record: r, g, b from the PS2 float model, r_f32, g_f32, b_f32 in Java float; select word read as the notes' blend selector (BLEND)")
    public Table lit() { return lit(LightSelection.DEFAULT); }

    /** The lit table under a named reading of the select word ({@link LightSelection#BLEND} or {@link LightSelection#NIBBLES}). */
    public Table lit(LightSelection mode) { return table("tfrag lit " + mode.name().toLowerCase(), m -> LightingTables.lit(m, mode)); }

    @Doc("per level and reading of the select word: vertices, shaded, light sets, vertices where the PS2 model and Java float differ, the largest channel difference")
    public Table differences() { return table("lighting differences", LightingTables::differences); }

    /** One level's lit tfrags, filled with the PS2-model colours under the notes' reading (top view, 1024 px). */
    public java.awt.image.BufferedImage preview() { return preview(true, LightSelection.DEFAULT, "z", 1024); }

    /** One level's tfrags filled with lit ({@code lit}) or unlit base colours; see {@link LitLevel#preview}. */
    public java.awt.image.BufferedImage preview(boolean lit, LightSelection mode, String axis, int size) {
        return model("a lighting preview").preview(lit, mode, axis, size);
    }
}
