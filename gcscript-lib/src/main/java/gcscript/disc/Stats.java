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
 * included, 0 on a level that is not streamed), never added to the core's. The moby columns (issue #13,
 * rac2-formats-phase2 §1): class entries with a block, blocks with packet_table_offset != 0, Σ high + low of the mesh
 * classes, Σ vif_list_size (the notes' "vertex" figure), Σ transfer_vertex_count, Σ (2-way + 3-way + main) and the
 * index walk's triangles. Column names are a stable interface.
 */
public final class Stats {
    public static final List<String> COLUMNS = List.of("file", "level_id", "tfrag_patches", "tfrag_positions",
            "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles", "tfrag_lod2_triangles", "tfrag_adgifs",
            "tfrag_textures", "moby_classes", "tie_classes", "shrub_classes", "chunk_tfrag_patches",
            "core_data_compressed", "core_data_decompressed", "moby_class_blocks", "moby_mesh_classes", "moby_packets",
            "moby_vif_list_qwords", "moby_transfer_vertices", "moby_stored_vertices", "moby_triangles");

    private Stats() {}

    private record Row(String file, int levelId, Integer patches, Long positions, Long vinfos, Long tris, Long tris1,
                       Long tris2, Long adgifs, Integer textures, Integer moby, Integer tie, Integer shrub,
                       Long chunkPatches, Long compressed, Long decompressed, gcscript.moby.MobyModel mobies) {}

    /** One row per level file, in file-number order; a part that cannot be read (lenient mode) leaves its cells empty. */
    public static Table of(Levels levels) {
        List<Row> rows = levels.map(Stats::row);
        TableBuilder t = new TableBuilder("stats").strings("file").ints("level_id", "tfrag_patches")
                .longs("tfrag_positions", "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles",
                        "tfrag_lod2_triangles", "tfrag_adgifs")
                .ints("tfrag_textures", "moby_classes", "tie_classes", "shrub_classes")
                .longs("chunk_tfrag_patches", "core_data_compressed", "core_data_decompressed")
                .ints("moby_class_blocks", "moby_mesh_classes").longs("moby_packets", "moby_vif_list_qwords",
                        "moby_transfer_vertices", "moby_stored_vertices", "moby_triangles");
        for (Row r : rows) {
            t.row(r.file, r.levelId, r.patches, r.positions, r.vinfos, r.tris, r.tris1, r.tris2, r.adgifs, r.textures,
                    r.moby, r.tie, r.shrub, r.chunkPatches, r.compressed, r.decompressed,
                    r.mobies == null ? null : r.mobies.classBlocks(), r.mobies == null ? null : r.mobies.meshClasses(),
                    r.mobies == null ? null : r.mobies.packets(), r.mobies == null ? null : r.mobies.vifListQwords(),
                    r.mobies == null ? null : r.mobies.transferVertices(), r.mobies == null ? null : r.mobies.storedVertices(),
                    r.mobies == null ? null : r.mobies.triangles());
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
                core == null ? null : l.guarded(core::mobyModel, null));
    }
}
