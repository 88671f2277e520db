package gcscript.disc;

import gcscript.level.DataExtent;
import gcscript.level.Level;
import gcscript.level.Slot;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * Every level file of a disc at once. Each table method has the same name and schema as its per-level
 * counterpart, with the {@code level} column telling the rows apart.
 */
public final class Levels implements Iterable<Level> {
    /** Whole-disc work runs on a small bounded pool: level parsing is CPU-bound and the machines have few cores. */
    private static final ExecutorService POOL = Executors.newFixedThreadPool(
            Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors())), r -> {
                Thread t = new Thread(r, "gcscript-levels");
                t.setDaemon(true);
                return t;
            });

    private final Disc disc;
    private final List<Level> levels;

    Levels(Disc disc, List<Level> levels) {
        this.disc = disc;
        this.levels = levels;
    }

    public int count() { return levels.size(); }

    /** The music of every AUDIOn.WAD (the twin of {@code level(n).audio()}). */
    public gcscript.globalwad.LevelAudio audio() { return disc.globalWads().levelAudio(-1); }
    public List<Level> list() { return levels; }
    @Override public Iterator<Level> iterator() { return levels.iterator(); }

    /** Applies {@code f} to every level on the bounded pool; results in file-number order. */
    public <T> List<T> map(Function<Level, T> f) {
        List<Future<T>> futures = new ArrayList<>(levels.size());
        for (Level l : levels) futures.add(POOL.submit(() -> f.apply(l)));
        List<T> out = new ArrayList<>(levels.size());
        for (Future<T> fu : futures) {
            try {
                out.add(fu.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                if (e.getCause() instanceof Error er) throw er;
                throw new IllegalStateException(e.getCause());
            }
        }
        return out;
    }

    /**
     * Concatenates per-level tables of one schema, level by level on the bounded pool. In lenient mode a level
     * whose part cannot be read contributes no rows and a problem row instead.
     */
    public Table concat(String name, Function<Level, Table> perLevel) {
        List<Table> parts = new ArrayList<>(map(l -> l.guarded(() -> perLevel.apply(l), null)));
        parts.removeIf(java.util.Objects::isNull);
        // No readable level (lenient reading of a damaged disc): no rows, and the problems table says why.
        if (parts.isEmpty()) return Table.create(name);
        return gcscript.table.Concat.all(name, parts);
    }

    /**
     * The whole-disc {@link gcscript.table.Scope} of a per-level model: an {@link gcscript.table.Area} built on it
     * offers every table of the per-level area, each level's rows concatenated in file order (read on the
     * bounded pool; in lenient mode a level whose part cannot be read gives no rows and a problem row).
     */
    public <M> gcscript.table.Scope<M> scope(Function<Level, M> model) {
        return new gcscript.table.Scope<>() {
            @Override public Table table(String name, Function<M, Table> perModel) {
                return concat(name, l -> perModel.apply(model.apply(l)));
            }
            @Override public M model(String what) {
                throw new UnsupportedOperationException(what + " is per level: use disc.level(n)… (this view covers "
                        + gcscript.table.Cols.count(levels.size(), "level") + ")");
            }
            @Override public boolean single() { return false; }
        };
    }

    /** The level cores of every level: the same tables as {@link Level#core()}, with every level's rows. */
    public Cores core() { return new Cores(this); }

    /** The lit tfrags of every level: the same tables as {@link Level#lighting()}. */
    public gcscript.lighting.Lighting lighting() { return new gcscript.lighting.Lighting(scope(Level::litModel)); }

    /** The gameplay tables of every level: the same tables as {@link Level#gameplay()}, with every level's rows. */
    public gcscript.gameplay.Gameplay gameplay() { return new gcscript.gameplay.Gameplay(scope(Level::gameplayModel)); }

    /** The occlusion-mapping area of every level ({@code mappings()}, {@code checks()}). */
    public gcscript.occlmap.OcclusionMappings occlusionMapping() {
        return new gcscript.occlmap.OcclusionMappings(scope(Level::occlusionMappingModel));
    }

    /** The occlusion mappings of every level: the same table as {@link Level#occlusionMappings()}. */
    public Table occlusionMappings() { return occlusionMapping().mappings(); }

    /** The level sound banks (slot 1) of every level: the same tables as {@link Level#soundBank()}. */
    public gcscript.sound.SoundBank soundBank() { return new gcscript.sound.SoundBank(scope(l -> l.soundBankModel(0))); }

    /** One row per chunk extent of every level: the same table as {@link Level#chunks()}. */
    public Table chunks() { return concat("chunks", Level::chunks); }

    /** The chunk checks of every level. */
    public Table chunkChecks() { return concat("chunk checks", Level::chunkChecks); }

    /** Per-level tfrag, class and core_data statistics ({@link Stats}: one row per level file). */
    public Table stats() { return Stats.of(this); }

    /** Every level's coverage (docs/coverage.md), levels read on the pool: the twin of {@link Level#coverage()}. */
    public Table coverage() {
        return concat("coverage", l -> gcscript.coverage.CoverageTables.regions("coverage", List.of(onePassCoverage(l))));
    }

    /**
     * A level's coverage map for one whole-disc table: from the level's {@link Level#forOnePass one-pass twin}, so
     * that each map (its store holds every claim and every decompressed buffer) dies with its level's rows. Kept
     * softly by every level instead, 27 full-size maps filled a 2 GB heap and the collector spent 47 of 55 s
     * clearing them (`coverage --summary` of the full-size disc).
     */
    private static gcscript.coverage.CoverageMap onePassCoverage(Level l) { return l.forOnePass().coverageMap(); }

    /** Every level's round trip (docs/writing.md), levels on the pool: the twin of {@link Level#roundTrip()}. */
    public Table roundTrip() { return gcscript.roundtrip.RoundTrip.table("round trip", map(l -> l.forOnePass().roundTripResult())); }

    /** Every level's coverage summary: the twin of {@link Level#coverageSummary()}. */
    public Table coverageSummary() {
        return concat("coverage summary", l -> gcscript.coverage.CoverageTables.summary("coverage summary", List.of(l.forOnePass().coverageTotals())));
    }

    /** The data extents of every level: the same tables as {@link Level#data()}, with every level's rows. */
    public DataExtents data() { return new DataExtents(this); }

    /** Every level file's header, one row per field. */
    public Table header() { return concat("level headers", Level::header); }

    /** {@code level, file, slot, …}: the ten extents of every level file. */
    public Table extents() { return concat("extents", Level::extents); }

    /** One row per level file: its header, extents and core sizes (column names are a stable interface). */
    public Table table() {
        TableBuilder t = new TableBuilder("levels of " + disc.name())
                .ints("level").strings("file").ints("level_id", "header_size").longs("file_bytes", "clamped_bytes")
                .ints("data_sectors", "sound_bank_sectors", "gameplay_sectors", "occlusion_sectors", "chunk_count")
                .longs("core_index_bytes", "gs_ram_bytes", "core_data_compressed", "core_data_decompressed");
        for (Level l : levels) {
            l.check();
            DataExtent d = l.guarded(l::data, null);
            Long coreIndex = d == null ? null : (long) d.headerRecord().coreIndex().size();
            Long gsRam = d == null ? null : (long) d.headerRecord().gsRam().size();
            Long compressed = d == null ? null : (long) d.headerRecord().coreData().size();
            Long decompressed = d == null ? null : l.guarded(() -> (long) d.assetsDecompressedSize(), null);
            t.row(l.number(), l.fileName(), l.levelId(), l.headerRecord().headerSize(), l.fileBytes(), l.clampedBytes(),
                    l.extent(Slot.DATA).sizeSectors(), l.extent(Slot.SOUND_BANK).sizeSectors(),
                    l.extent(Slot.GAMEPLAY).sizeSectors(), l.extent(Slot.OCCLUSION).sizeSectors(), l.headerRecord().chunkCount(),
                    coreIndex, gsRam, compressed, decompressed);
        }
        return t.build();
    }

    @Override public String toString() { return table().printAll(); }
}
