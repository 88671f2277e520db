package gcscript.disc;

import gcscript.classtable.ClassKind;
import gcscript.core.LevelCore;
import gcscript.level.Chunk;
import gcscript.level.DataExtent;
import gcscript.level.Level;
import gcscript.table.TableBuilder;
import gcscript.texture.TextureKind;
import gcscript.tfrag.TfragBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * The per-level statistics table: one row per level file, one column per statistic, each statistic registered
 * once in {@link #GROUPS} (a format area adds its columns as one group). Column names are a stable interface;
 * a part that cannot be read (lenient mode) leaves its cells empty.
 *
 * <p>Counting rules (reconciliation.md and the phase-2 issues): tfrag columns count the level core's tfrag block
 * only ({@code tfrag_patches} = tfrag_count; positions = Σ vert_count; vertex infos = decoded elements common +
 * LOD-01 + LOD-0; triangles = Σ tri_count; LOD-1/LOD-2 triangles = decoded strip triangles of those LODs;
 * AD-GIFs = Σ texture_count); {@code chunk_tfrag_patches} = Σ tfrag_count over the chunk extents (chunk 0
 * included), never added to the core's. Moby: class entries with a block, blocks with packet_table_offset ≠ 0,
 * Σ high + low packets, Σ vif_list_size (the notes' "vertex" figure), Σ transfer_vertex_count, Σ stored (2-way +
 * 3-way + main) records, walk triangles. Tie: packets over the three LODs, dinky + fat records, strip-walk
 * triangles (all LODs and LOD 0). Shrub: packets, Σ packet-header vertex_count (padding copies included),
 * triangles, blocks with a billboard. Sky, occlusion grid and collision counts are 0 where a section is absent.
 * Gameplay: the light table's count, the moby block's static count, the tie/shrub table counts; sound bank:
 * NumSounds and distinct tone samples.
 */
public final class Stats {
    private Stats() {}

    /** A column's storage type. */
    private enum Kind { STRING, INT, LONG }

    /** One group of columns read from one part of a level; {@code values} gives one cell per name, null = unreadable. */
    private record Group(List<String> names, Kind kind, Function<Level, Object[]> values) {
        static Group of(Kind kind, Function<Level, Object[]> values, String... names) { return new Group(List.of(names), kind, values); }
    }

    private static final List<Group> GROUPS = List.of(
            Group.of(Kind.STRING, l -> new Object[] {l.fileName()}, "file"),
            Group.of(Kind.INT, l -> new Object[] {l.levelId()}, "level_id"),
            Group.of(Kind.INT, l -> tfrag(l, b -> new Object[] {b.count()}), "tfrag_patches"),
            Group.of(Kind.LONG, l -> tfrag(l, b -> new Object[] {b.vertCountSum(), b.vertexInfoCount(), b.triCountSum(),
                    b.triangleCount(1), b.triangleCount(2), b.textureCountSum()}),
                    "tfrag_positions", "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles", "tfrag_lod2_triangles",
                    "tfrag_adgifs"),
            Group.of(Kind.INT, Stats::classCounts, "tfrag_textures", "moby_classes", "tie_classes", "shrub_classes"),
            Group.of(Kind.LONG, Stats::sizes, "chunk_tfrag_patches", "core_data_compressed", "core_data_decompressed"),
            Group.of(Kind.INT, l -> core(l, LevelCore::mobyModel, m -> new Object[] {m.classBlocks(), m.meshClasses()}),
                    "moby_class_blocks", "moby_mesh_classes"),
            Group.of(Kind.LONG, l -> core(l, LevelCore::mobyModel, m -> new Object[] {m.packets(), m.vifListQwords(),
                    m.transferVertices(), m.storedVertices(), m.triangles()}),
                    "moby_packets", "moby_vif_list_qwords", "moby_transfer_vertices", "moby_stored_vertices", "moby_triangles"),
            Group.of(Kind.LONG, l -> core(l, LevelCore::tieModel, t -> new Object[] {t.packetCount(), t.vertexCount(),
                    t.triangleCount(), t.triangleCount(0)}), "tie_packets", "tie_vertices", "tie_triangles", "tie_triangles_lod0"),
            Group.of(Kind.LONG, l -> core(l, LevelCore::shrubModel, s -> new Object[] {s.packetCount(), s.vertexCount(),
                    s.triangleCount(), s.billboardCount()}), "shrub_packets", "shrub_vertices", "shrub_triangles", "shrub_billboards"),
            Group.of(Kind.INT, l -> core(l, LevelCore::skyModel, s -> new Object[] {s.shellCount(), s.clusterCount(),
                    s.vertexCount(), s.faceCount()}), "sky_shells", "sky_clusters", "sky_vertices", "sky_faces"),
            Group.of(Kind.INT, l -> core(l, LevelCore::occlusionModel, g -> new Object[] {g.octantCount(), g.maskCount()}),
                    "occlusion_grid_octants", "occlusion_masks"),
            Group.of(Kind.INT, l -> core(l, LevelCore::collisionCounts, c -> new Object[] {c.octants(), c.vertices(),
                    c.faces(), c.quads()}), "collision_octants", "collision_vertices", "collision_faces", "collision_quads"),
            Group.of(Kind.INT, l -> part(l, l.guarded(l::gameplayModel, null), g -> new Object[] {g.lightCount(), g.mobyCount(),
                    g.tieCount(), g.shrubCount()}), "directional_lights", "moby_instances", "tie_instances", "shrub_instances"),
            Group.of(Kind.INT, l -> part(l, l.guarded(() -> l.soundBankModel(0), null), b -> new Object[] {b.soundCount(),
                    b.sampleList().size()}), "sound_bank_sounds", "sound_bank_samples"));

    /** Every column name, in table order. */
    public static final List<String> COLUMNS = columns();

    private static List<String> columns() {
        List<String> out = new ArrayList<>();
        for (Group g : GROUPS) out.addAll(g.names());
        return List.copyOf(out);
    }

    /** One row per level file, in file-number order. */
    public static Table of(Levels levels) {
        // one pass per level: parts parsed for a row are not kept (Level.forOnePass)
        List<Object[]> rows = levels.map(l -> row(l.forOnePass()));
        TableBuilder t = new TableBuilder("stats");
        for (Group g : GROUPS) {
            String[] n = g.names().toArray(new String[0]);
            switch (g.kind()) {
                case STRING -> t.strings(n);
                case INT -> t.ints(n);
                case LONG -> t.longs(n);
            }
        }
        for (Object[] r : rows) t.row(r);
        return t.build();
    }

    private static Object[] row(Level l) {
        List<Object> out = new ArrayList<>();
        for (Group g : GROUPS) {
            Object[] v = g.values().apply(l);
            if (v == null) v = new Object[g.names().size()];
            if (v.length != g.names().size()) throw new IllegalStateException(g.names() + ": " + v.length + " values");
            for (Object x : v) out.add(x);
        }
        return out.toArray();
    }

    private static <T> Object[] part(Level l, T part, Function<T, Object[]> f) { return part == null ? null : f.apply(part); }

    private static <M> Object[] core(Level l, Function<LevelCore, M> model, Function<M, Object[]> f) {
        LevelCore core = l.guarded(l::core, null);
        return core == null ? null : part(l, l.guarded(() -> model.apply(core), null), f);
    }

    private static Object[] tfrag(Level l, Function<TfragBlock, Object[]> f) { return core(l, LevelCore::tfrags, f); }

    private static Object[] classCounts(Level l) {
        return core(l, LevelCore::headerRecord, h -> new Object[] {h.textures(TextureKind.TFRAG).count(),
                h.classes(ClassKind.MOBY).count(), h.classes(ClassKind.TIE).count(), h.classes(ClassKind.SHRUB).count()});
    }

    private static Object[] sizes(Level l) {
        Long chunkPatches = 0L;
        for (Chunk c : l.chunkList()) {
            Integer n = l.guarded(c::tfragCount, null);   // the declared count: the patches are not decoded for it
            if (n == null) { chunkPatches = null; break; }
            chunkPatches += n;
        }
        DataExtent d = l.guarded(l::data, null);
        return new Object[] {chunkPatches, d == null ? null : (long) d.headerRecord().coreData().size(),
                d == null ? null : l.guarded(() -> (long) d.assetsDecompressedSize(), null)};
    }

}
