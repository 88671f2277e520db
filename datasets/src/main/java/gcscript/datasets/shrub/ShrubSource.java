package gcscript.datasets.shrub;

import gcscript.datasets.core.BlockSource;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * The generator's shrub class blocks ({@link ShrubClassWriter}). Truth keys relative to the level:
 * {@code core.shrub.<c>.…} per class and the level totals behind the {@code stats} columns, rewritten after each
 * class: {@code shrubs.packets}, {@code shrubs.vertices} (Σ vertex_count, padding included), {@code shrubs.triangles},
 * {@code shrubs.billboards}, {@code shrubs.classes}.
 */
public final class ShrubSource implements BlockSource {
    private final Map<Integer, long[]> totals = new HashMap<>();

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        ShrubClassWriter.Result r = ShrubClassWriter.write(rnd, "core.shrub." + ctx.index(), Integer.toString(ctx.index()), ctx.index() + ctx.fileNumber(), Math.max(1, ctx.textures()), at);
        long[] t = totals.computeIfAbsent(ctx.fileNumber(), k -> new long[] {0, 0, 0, 0, 0, -1});
        if (ctx.index() <= t[5]) java.util.Arrays.fill(t, 0, 5, 0);
        t[0]++; t[1] += r.packets(); t[2] += r.vertices(); t[3] += r.triangles(); t[4] += r.billboard() ? 1 : 0; t[5] = ctx.index();
        Map<String, String> truth = new TreeMap<>(r.truth());
        truth.put("shrubs.classes", Long.toString(t[0]));
        truth.put("shrubs.packets", Long.toString(t[1]));
        truth.put("shrubs.vertices", Long.toString(t[2]));
        truth.put("shrubs.triangles", Long.toString(t[3]));
        truth.put("shrubs.billboards", Long.toString(t[4]));
        return new Block(r.bytes(), truth, ShrubClassWriter.O_CLASS_AT, r.textureCount(), r.billboard());
    }
}
