package gcscript.disc;

import gcscript.core.ClassKind;
import gcscript.core.LevelCore;
import gcscript.core.LevelCoreHeader;
import gcscript.core.TextureKind;
import gcscript.level.Chunk;
import gcscript.level.DataExtent;
import gcscript.level.Level;
import gcscript.table.TableBuilder;
import gcscript.shrub.ShrubModel;
import gcscript.tfrag.TfragBlock;
import gcscript.tie.TieModel;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The per-level statistics table (issue #4), counted by the rules of reconciliation.md: the level core's tfrag
 * block only ({@code tfrag_patches} = its tfrag_count; positions = Σ vert_count; vertex infos = decoded
 * elements common + LOD-01 + LOD-0; triangles = Σ tri_count; LOD-1/LOD-2 triangles = decoded strip triangles of
 * those LODs; AD-GIFs = Σ texture_count), {@code tfrag_textures} = the tfrag_textures table count, class counts
 * from core_index; tie and shrub columns from the class blocks ({@code tie_packets} Σ over the three LODs,
 * {@code tie_vertices} Σ dinky + fat records, {@code tie_triangles} the strip walk over all LODs,
 * {@code shrub_vertices} Σ packet-header vertex_count with padding copies, {@code shrub_billboards} blocks with
 * billboard_offset ≠ 0), {@code chunk_tfrag_patches} = Σ tfrag_count over the level's chunk extents (chunk 0
 * included, 0 on a level that is not streamed), never added to the core's. Column names are a stable interface.
 */
public final class Stats {
    public static final List<String> COLUMNS = List.of("file", "level_id", "tfrag_patches", "tfrag_positions",
            "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles", "tfrag_lod2_triangles", "tfrag_adgifs",
            "tfrag_textures", "moby_classes", "tie_classes", "shrub_classes", "chunk_tfrag_patches",
            "core_data_compressed", "core_data_decompressed",
            "tie_packets", "tie_vertices", "tie_triangles", "tie_triangles_lod0",
            "shrub_packets", "shrub_vertices", "shrub_triangles", "shrub_billboards");

    private Stats() {}

    private record Row(String file, int levelId, Integer patches, Long positions, Long vinfos, Long tris, Long tris1,
                       Long tris2, Long adgifs, Integer textures, Integer moby, Integer tie, Integer shrub,
                       Long chunkPatches, Long compressed, Long decompressed, TieModel ties, ShrubModel shrubs) {}

    /** One row per level file, in file-number order; a part that cannot be read (lenient mode) leaves its cells empty. */
    public static Table of(Levels levels) {
        List<Row> rows = levels.map(Stats::row);
        TableBuilder t = new TableBuilder("stats").strings("file").ints("level_id", "tfrag_patches")
                .longs("tfrag_positions", "tfrag_vertex_infos", "tfrag_triangles", "tfrag_lod1_triangles",
                        "tfrag_lod2_triangles", "tfrag_adgifs")
                .ints("tfrag_textures", "moby_classes", "tie_classes", "shrub_classes")
                .longs("chunk_tfrag_patches", "core_data_compressed", "core_data_decompressed")
                .longs("tie_packets", "tie_vertices", "tie_triangles", "tie_triangles_lod0")
                .longs("shrub_packets", "shrub_vertices", "shrub_triangles", "shrub_billboards");
        for (Row r : rows) {
            TieModel ti = r.ties;
            ShrubModel sh = r.shrubs;
            t.row(r.file, r.levelId, r.patches, r.positions, r.vinfos, r.tris, r.tris1, r.tris2, r.adgifs, r.textures,
                    r.moby, r.tie, r.shrub, r.chunkPatches, r.compressed, r.decompressed,
                    ti == null ? null : ti.packetCount(), ti == null ? null : ti.vertexCount(),
                    ti == null ? null : ti.triangleCount(), ti == null ? null : ti.triangleCount(0),
                    sh == null ? null : sh.packetCount(), sh == null ? null : sh.vertexCount(),
                    sh == null ? null : sh.triangleCount(), sh == null ? null : sh.billboardCount());
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
                core == null ? null : l.guarded(core::tieModel, null),
                core == null ? null : l.guarded(core::shrubModel, null));
    }
}
