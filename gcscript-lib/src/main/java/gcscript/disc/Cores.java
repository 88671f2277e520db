package gcscript.disc;

import gcscript.core.TextureKind;
import tech.tablesaw.api.Table;

/** Set-valued twin of {@link gcscript.core.LevelCore}: each method concatenates every level's table. */
public final class Cores {
    private final Levels levels;

    Cores(Levels levels) { this.levels = levels; }

    public Table header() { return levels.concat("core headers", l -> l.core().header()); }
    public Table mobyClasses() { return levels.concat("moby classes", l -> l.core().mobyClasses()); }
    public Table tieClasses() { return levels.concat("tie classes", l -> l.core().tieClasses()); }
    public Table shrubClasses() { return levels.concat("shrub classes", l -> l.core().shrubClasses()); }
    public Table textureTable(TextureKind kind) { return levels.concat(kind + " textures", l -> l.core().textureTable(kind)); }
    public Table textureTable(String kind) { return textureTable(TextureKind.parse(kind)); }
    public Table gsRam() { return levels.concat("gs ram", l -> l.core().gsRam()); }
    public Table sections() { return levels.concat("core sections", l -> l.core().sections()); }
    public Table checks() { return levels.concat("core checks", l -> l.core().checks()); }
    public Table textures() { return levels.concat("textures", l -> l.core().textures()); }

    /** Every level's sky (§4), the same tables as {@code level(n).core().sky()}. */
    public gcscript.sky.Sky sky() { return new gcscript.sky.Sky(levels.scope(l -> l.core().skyModel())); }
    /** Every level's occlusion grid (§5.1). */
    public gcscript.occlusion.OcclusionGrid occlusion() {
        return new gcscript.occlusion.OcclusionGrid(levels.scope(l -> l.core().occlusionModel()));
    }
    /** Every level's core collision (§6); chunk collision is separate ({@code level.chunk(i).collision()}). */
    public gcscript.collision.Collision collision() {
        return new gcscript.collision.Collision(levels.scope(l -> l.core().collisionModel()));
    }

    /** The core tfrag blocks of every level (chunk blocks are separate: {@code level.chunk(i).tfrags()}). */
    public Tfrags tfrags() { return new Tfrags(levels); }
}
