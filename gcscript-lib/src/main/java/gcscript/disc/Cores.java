package gcscript.disc;

import gcscript.core.LevelCore;
import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import gcscript.texture.TextureKind;
import tech.tablesaw.api.Table;

/**
 * Whole-disc twin of {@link LevelCore}: every per-level core table with every level's rows, one line each
 * ({@code CoreTwinTest} checks that none is missing and that the schemas agree).
 */
public final class Cores extends Area<LevelCore> {
    private final Levels levels;

    Cores(Levels levels) {
        super(levels.scope(gcscript.level.Level::core));
        this.levels = levels;
    }

    @Doc("every word of the LevelCoreHeader") public Table header() { return table("core headers", LevelCore::header); }
    @Doc("moby class table") public Table mobyClasses() { return table("moby classes", LevelCore::mobyClasses); }
    @Doc("tie class table") public Table tieClasses() { return table("tie classes", LevelCore::tieClasses); }
    @Doc("shrub class table") public Table shrubClasses() { return table("shrub classes", LevelCore::shrubClasses); }
    public Table textureTable(TextureKind kind) { return table(kind + " textures", c -> c.textureTable(kind)); }
    public Table textureTable(String kind) { return textureTable(TextureKind.parse(kind)); }
    @Doc("GS RAM table") public Table gsRam() { return table("gs ram", LevelCore::gsRam); }
    @Doc("sound remap block header (core_index +0x70)") public Table soundRemapHeader() { return table("sound remap headers", LevelCore::soundRemapHeader); }
    @Doc("sound remap elements") public Table soundRemap() { return table("sound remap", LevelCore::soundRemap); }
    @Doc("core_data sections by the boundary rule") public Table sections() { return table("core sections", LevelCore::sections); }
    @Doc("core invariants") public Table checks() { return table("core checks", LevelCore::checks); }
    @Doc("decoded textures") public Table textures() { return table("textures", LevelCore::textures); }
    /** Every level's ratchet_seqs table and its sequences: the same tables as {@code level(n).core().ratchetSeqs()}. */
    public gcscript.ratchetseq.RatchetSequences ratchetSeqs() {
        return new gcscript.ratchetseq.RatchetSequences(levels.scope(l -> l.core().ratchetSeqModel()));
    }
    @Doc("the decisive check on the notes' chunk container") public Table ratchetSeqChecks() { return table("ratchet seq checks", LevelCore::ratchetSeqChecks); }

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
    public gcscript.tfrag.Tfrags tfrags() { return new gcscript.tfrag.Tfrags(levels.scope(l -> l.core().tfrags())); }

    /** The whole-disc scope of a core part, for areas built on the level core ({@code mobies()}, {@code sky()}, …). */
    public <M> Scope<M> scopeOf(java.util.function.Function<LevelCore, M> part) { return levels.scope(l -> part.apply(l.core())); }

    /** The moby class tables of every level. */
    public gcscript.moby.Mobies mobies() { return new gcscript.moby.Mobies(levels.scope(l -> l.core().mobyModel())); }

    /** The tie classes of every level: the same tables as {@code level(n).core().ties()}. */
    public gcscript.tie.Ties ties() { return new gcscript.tie.Ties(levels.scope(l -> l.core().tieModel())); }

    /** The shrub classes of every level: the same tables as {@code level(n).core().shrubs()}. */
    public gcscript.shrub.Shrubs shrubs() { return new gcscript.shrub.Shrubs(levels.scope(l -> l.core().shrubModel())); }
}
