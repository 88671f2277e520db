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

    /** The core tfrag blocks of every level (chunk blocks are separate: {@code level.chunk(i).tfrags()}). */
    public Tfrags tfrags() { return new Tfrags(levels); }

    /** The tie classes of every level: the same tables as {@code level(n).core().ties()}. */
    public gcscript.tie.Ties ties() { return new gcscript.tie.Ties(levels.scope(l -> l.core().tieModel())); }

    /** The shrub classes of every level: the same tables as {@code level(n).core().shrubs()}. */
    public gcscript.shrub.Shrubs shrubs() { return new gcscript.shrub.Shrubs(levels.scope(l -> l.core().shrubModel())); }
}
