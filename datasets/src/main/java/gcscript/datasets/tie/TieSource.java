package gcscript.datasets.tie;

import gcscript.datasets.core.BlockSource;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * The generator's tie class blocks ({@link TieClassWriter}). Truth keys, relative to the level:
 * {@code core.tie.<c>.…} per class (header values and, per packet, every stored column of vertices, strips and
 * triangles) and the level totals behind the {@code stats} columns, rewritten after each class so the last
 * class of a level leaves the level's sums: {@code ties.packets}, {@code ties.vertices}, {@code ties.triangles},
 * {@code ties.triangles_lod0}, {@code ties.classes}.
 */
public final class TieSource implements BlockSource {
    private final Map<Integer, long[]> totals = new HashMap<>();   // per file number: classes, packets, verts, tris, tris0, last index

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        TieClassWriter.Result r = TieClassWriter.write(rnd, "core.tie." + ctx.index(), Integer.toString(ctx.index()), ctx.index() + ctx.fileNumber(), Math.max(1, ctx.textures()), 0);
        long[] t = totals.computeIfAbsent(ctx.fileNumber(), k -> new long[] {0, 0, 0, 0, 0, -1});
        if (ctx.index() <= t[5]) java.util.Arrays.fill(t, 0, 5, 0);   // the same file written again: start over
        t[0]++; t[1] += r.packets(); t[2] += r.vertices(); t[3] += r.triangles(); t[4] += r.trianglesLod0(); t[5] = ctx.index();
        Map<String, String> truth = new TreeMap<>(r.truth());
        truth.put("ties.classes", Long.toString(t[0]));
        truth.put("ties.packets", Long.toString(t[1]));
        truth.put("ties.vertices", Long.toString(t[2]));
        truth.put("ties.triangles", Long.toString(t[3]));
        truth.put("ties.triangles_lod0", Long.toString(t[4]));
        return new Block(r.bytes(), truth, TieClassWriter.O_CLASS_AT, r.textureCount(), null);
    }
}
