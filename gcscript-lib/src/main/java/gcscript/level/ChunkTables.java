package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.check.Checks;
import gcscript.core.CoreSection;
import gcscript.gameplay.GameplayLayout;
import gcscript.gameplay.GameplayModel;
import gcscript.layout.Rec;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import gcscript.wad.WadLz;
import java.util.List;
import tech.tablesaw.api.Table;

/** The chunk table and the §8.1 chunk checks of one level (rac2-formats-phase2 §8.1). */
final class ChunkTables {
    private ChunkTables() {}

    static Table chunks(Level l) {
        TableBuilder t = new TableBuilder("chunks").ints("level").strings("file").ints("record").longs("offset").strings("slot")
                .ints("tfrags", "collision", "tfrags_compressed", "tfrags_decompressed", "collision_compressed",
                        "collision_decompressed", "tfrag_count", "plane_count", "plane")
                .doubles("plane_point_x", "plane_point_y", "plane_point_z", "plane_normal_x", "plane_normal_y", "plane_normal_z");
        List<Chunk> chunks = l.chunkList();
        GameplayModel g = chunks.isEmpty() ? null : l.guarded(l::gameplayModel, null);
        List<Rec> planes = g == null ? List.of() : g.planes();
        for (Chunk c : chunks) {
            int tf = c.tfragsOffset(), co = c.collisionOffset();
            Integer tfc = null, tfd = null, cc = null, cd = null, count = null;
            if (tf != 0) {
                tfc = l.guarded(() -> WadLz.compressedSize(c.bytes().slice(c.path("tfrags"), tf, c.bytes().length() - tf)), null);
                tfd = l.guarded(() -> c.tfrags().header() == null ? null : c.tfragBlockBytes(), null);
                count = l.guarded(() -> c.tfrags().count(), null);
            }
            if (co != 0) {
                cc = l.guarded(() -> WadLz.compressedSize(c.bytes().slice(c.path("collision"), co, c.bytes().length() - co)), null);
                cd = l.guarded(() -> c.collisionBytes().map(ByteReader::length).orElse(null), null);
            }
            int plane = c.index() - 1;
            Rec p = plane >= 0 && plane < planes.size() ? planes.get(plane) : null;
            t.i(l.number()).s(l.fileName()).i(c.index()).l(c.bytes().absolute(0)).s("chunk_" + c.index()).i(tf).i(co)
                    .i(nz(tfc)).i(nz(tfd)).i(nz(cc)).i(nz(cd)).i(nz(count)).i(g == null ? -1 : g.planeCount()).i(p == null ? -1 : plane)
                    .d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_POINT[0])).d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_POINT[1]))
                    .d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_POINT[2])).d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_NORMAL[0]))
                    .d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_NORMAL[1])).d(p == null ? Double.NaN : p.f(GameplayLayout.PLANE_NORMAL[2]))
                    .end();
        }
        return t.build();
    }

    private static int nz(Integer v) { return v == null ? -1 : v; }

    static Table checks(Level l) {
        Checks k = new Checks();
        k.declare("chunk.offsets_inside", "tfrags and collision are 0 or inside the chunk extent");
        k.declare("chunk.points_at_wad", "each non-zero offset points at a \"WAD\" stream");
        k.declare("chunk.tfrags_at_0x10", "tfrags == 0x10 (writer rule)");
        k.declare("chunk.core_tfrags_hold_every_chunk", "the core tfrag section is at least every chunk's tfrag block");
        k.declare("chunk.core_tfrags_zero_past_chunk_0", "core tfrag bytes past chunk 0's block are zero");
        k.declare("chunk.planes_select_chunks", "level settings carry chunks - 1 planes");
        List<Chunk> chunks = l.chunkList();
        int coreTfrags = -1;
        ByteReader core = null;
        CoreSection section = null;
        if (!chunks.isEmpty()) {
            try {
                core = l.core().coreData();
                for (CoreSection s : l.core().sectionList()) if (s.name().equals("tfrags")) section = s;
                if (section != null) coreTfrags = section.size();
            } catch (FormatException e) {
                l.problems().caught(e, l.number());
            }
        }
        for (Chunk c : chunks) {
            String p = l.path("chunk_" + c.index());
            int len = c.bytes().length();
            long at = c.bytes().absolute(0);
            int[] offs = {c.tfragsOffset(), c.collisionOffset()};
            String[] names = {"tfrags", "collision"};
            for (int i = 0; i < 2; i++) {
                int o = offs[i];
                k.expect("chunk.offsets_inside", p + "." + names[i], at + 4L * i, o == 0 || (o > 0 && o < len), "0 or < " + len, o);
                if (o > 0 && o + 3 <= len) {
                    String magic = c.bytes().ascii(p + "." + names[i], o, 3);
                    k.expect("chunk.points_at_wad", p + "." + names[i], at + o, magic.equals("WAD"), "WAD", magic);
                }
            }
            if (offs[0] != 0) k.equal("chunk.tfrags_at_0x10", p + ".tfrags", at, 0x10, offs[0]);
            if (coreTfrags >= 0 && offs[0] != 0) {
                Integer n = l.guarded(c::tfragBlockBytes, null);
                if (n != null) {
                    k.expect("chunk.core_tfrags_hold_every_chunk", p + ".tfrags", at, coreTfrags >= n, ">= " + n + " bytes", coreTfrags);
                    if (c.index() == 0 && core != null && n <= coreTfrags) {
                        int firstNonZero = core.indexOfNonZero(section.start() + n, section.end());
                        k.expect("chunk.core_tfrags_zero_past_chunk_0", l.path("core.tfrags"), firstNonZero < 0 ? section.start() + n : firstNonZero,
                                firstNonZero < 0, "zeros after byte " + n, firstNonZero < 0 ? "zeros" : "non-zero at " + firstNonZero);
                    }
                }
            }
        }
        if (!chunks.isEmpty()) {
            GameplayModel g = l.guarded(l::gameplayModel, null);
            if (g != null && g.settings() != null) {
                k.equal("chunk.planes_select_chunks", l.path("gameplay.level_settings.chunk_planes"), g.settings().offset() + 0x5c,
                        chunks.size() - 1, g.planeCount());
            }
        }
        return RecTables.checks("chunk checks", l.number(), l.fileName(), k.list());
    }
}
