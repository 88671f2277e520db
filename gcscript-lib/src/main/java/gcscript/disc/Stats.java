package gcscript.disc;

import gcscript.core.ClassKind;
import gcscript.core.LevelCore;
import gcscript.core.LevelCoreHeader;
import gcscript.core.TextureKind;
import gcscript.level.Chunk;
import gcscript.level.DataExtent;
import gcscript.level.Level;
import gcscript.table.TableBuilder;
import gcscript.tfrag.TfragBlock;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The per-level statistics table (issue #4), counted by the rules of reconciliation.md: the level core's tfrag
 * block only ({@code tfrag_patches} = its tfrag_count; positions = Σ vert_count; vertex infos = decoded
 * elements common + LOD-01 + LOD-0; triangles = Σ tri_count; LOD-1/LOD-2 triangles = decoded strip triangles of
 * those LODs; AD-GIFs = Σ texture_count), {@code tfrag_textures} = the tfrag_textures table count, class counts
 * from core_index, {@code chunk_tfrag_patches} = Σ tfrag_count over the level's chunk extents (chunk 0
 * included, 0 on a level that is not streamed), never added to the core's. Column names are a stable interface.
 */
public final class Stats {
    public static final List<String> COLUMNS = List.of("file", "level_id", "tfrag_patches", "tfrag_positions",
            "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles", "tfrag_lod2_triangles", "tfrag_adgifs",
            "tfrag_textures", "moby_classes", "tie_classes", "shrub_classes", "chunk_tfrag_patches",
            "core_data_compressed", "core_data_decompressed", "sky_shells", "sky_clusters", "sky_vertices", "sky_faces",
            "occlusion_grid_octants", "occlusion_masks", "collision_octants", "collision_vertices", "collision_faces",
            "collision_quads");

    private Stats() {}

    private record Row(String file, int levelId, Integer patches, Long positions, Long vinfos, Long tris, Long tris1,
                       Long tris2, Long adgifs, Integer textures, Integer moby, Integer tie, Integer shrub,
                       Long chunkPatches, Long compressed, Long decompressed, Integer[] world) {}

    /** One row per level file, in file-number order; a part that cannot be read (lenient mode) leaves its cells empty. */
    public static Table of(Levels levels) {
        List<Row> rows = levels.map(Stats::row);
        TableBuilder t = new TableBuilder("stats").strings("file").ints("level_id", "tfrag_patches")
                .longs("tfrag_positions", "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles",
                        "tfrag_lod2_triangles", "tfrag_adgifs")
                .ints("tfrag_textures", "moby_classes", "tie_classes", "shrub_classes")
                .longs("chunk_tfrag_patches", "core_data_compressed", "core_data_decompressed")
                .ints(COLUMNS.subList(COLUMNS.indexOf("sky_shells"), COLUMNS.size()).toArray(new String[0]));
        for (Row r : rows) {
            Object[] v = {r.file, r.levelId, r.patches, r.positions, r.vinfos, r.tris, r.tris1, r.tris2, r.adgifs, r.textures,
                    r.moby, r.tie, r.shrub, r.chunkPatches, r.compressed, r.decompressed};
            Object[] all = java.util.Arrays.copyOf(v, v.length + r.world.length);
            System.arraycopy(r.world, 0, all, v.length, r.world.length);
            t.row(all);
        }
        return t.build();
    }

    private static Row row(Level l) {
        LevelCore core = l.guarded(l::core, null);
        TfragBlock b = core == null ? null : l.guarded(core::tfrags, null);
        LevelCoreHeader h = core == null ? null : l.guarded(core::headerRecord, null);
        DataExtent d = l.guarded(l::data, null);
        Long chunkPatches = 0L;
        for (Chunk c : l.chunks()) {
            TfragBlock cb = l.guarded(c::tfrags, null);
            if (cb == null) { chunkPatches = null; break; }
            chunkPatches += cb.count();
        }
        return new Row(l.fileName(), l.levelId(),
                b == null ? null : b.count(),
                b == null ? null : b.vertCountSum(),
                b == null ? null : b.vertexInfoCount(),
                b == null ? null : b.triCountSum(),
                b == null ? null : b.triangleCount(1),
                b == null ? null : b.triangleCount(2),
                b == null ? null : b.textureCountSum(),
                h == null ? null : h.textures(TextureKind.TFRAG).count(),
                h == null ? null : h.classes(ClassKind.MOBY).count(),
                h == null ? null : h.classes(ClassKind.TIE).count(),
                h == null ? null : h.classes(ClassKind.SHRUB).count(),
                chunkPatches,
                d == null ? null : (long) d.header().coreData().size(),
                d == null ? null : l.guarded(() -> (long) d.assetsDecompressedSize(), null),
                world(l, core));
    }

    /** The sky, occlusion-grid and collision counts (rac2-formats-phase2 §4, §5.1, §6); 0 where a section is absent. */
    private static Integer[] world(Level l, LevelCore core) {
        Integer[] out = new Integer[10];
        if (core == null) return out;
        gcscript.sky.SkyModel sky = l.guarded(core::skyModel, null);
        if (sky != null) {
            out[0] = sky.shellCount(); out[1] = sky.clusterCount(); out[2] = sky.vertexCount(); out[3] = sky.faceCount();
        }
        gcscript.occlusion.OcclusionGridModel grid = l.guarded(core::occlusionModel, null);
        if (grid != null) { out[4] = grid.octantCount(); out[5] = grid.maskCount(); }
        gcscript.collision.CollisionModel col = l.guarded(core::collisionModel, null);
        if (col != null) {
            out[6] = col.octantCount(); out[7] = col.vertexCount(); out[8] = col.faceCount(); out[9] = col.quadCount();
        }
        return out;
    }
}
