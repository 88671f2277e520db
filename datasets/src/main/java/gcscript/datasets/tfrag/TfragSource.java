package gcscript.datasets.tfrag;

import gcscript.datasets.core.TfragBlockSource;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

/**
 * The generator's default tfrag blocks: {@link TfragWriter} blocks with L = 32.0 (every retail level) whose
 * patches tile a seeded {@link Terrain} (rolling hills and a valley, a rectangle of whole patches). The patch count
 * grows with the scale so that {@code Options.full} lands near the design notes' disc totals (≈18,100 patches over
 * 27 levels, ≈670 per level at scale 64) while the scale-1 sample keeps a dozen or so.
 *
 * <p>Truth keys (relative to the level): {@code tfrags.count|positions|vertex_infos|triangles|lod1_triangles|
 * lod2_triangles|adgifs|distinct_textures|colours|position_sum|lod01_positions|lod0_positions}, {@code
 * tfrags.world_min|world_max} ("x,y,z" of the integer world positions base + raw, world × 1024), {@code
 * tfrags.patch0_rgba} (patch 0's colour array as stored, hex), {@code tfrags.terrain} (the {@link Terrain}
 * parameters, {@link Terrain#parse}), {@code core.tfrags.count} as the empty source writes it,
 * plus the per-field truth {@code fields.tfrag_*} ({@link gcscript.datasets.truth.FieldTruth}) of the level core's block.
 */
public final class TfragSource implements TfragBlockSource {
    public static final float LOD_DISTANCE = 32.0f;

    private final TfragWriter.RuntimeFields runtime;

    /** Load-time header fields written as retail holds them (0). */
    public TfragSource() { this(TfragWriter.RuntimeFields.ZERO); }

    /** {@code runtime}: how the header fields the game fills at load are written ({@link TfragWriter.RuntimeFields}). */
    public TfragSource(TfragWriter.RuntimeFields runtime) { this.runtime = runtime; }

    /** Patches in one block at {@code scale}. */
    public static int patchCount(Random rnd, int scale) {
        int s = Math.max(1, scale);
        return 3 + 10 * s + rnd.nextInt(s + 3);
    }

    /**
     * The level's ground: at least {@link #patchCount} patches as a near-square rectangle of whole patches
     * (4 × 4 at scale 1, about 26 × 26 at scale 64).
     */
    public static Terrain terrain(Random rnd, int scale) {
        int n = patchCount(rnd, scale);
        int cols = (int) Math.round(Math.sqrt(n)), rows = (n + cols - 1) / cols;
        return Terrain.random(rnd, cols, rows);
    }

    @Override
    public Block build(Random rnd, int scale, int tfragTextures) {
        Terrain terrain = terrain(rnd, scale);
        TfragWriter.Result r = TfragWriter.write(rnd, terrain, terrain.patches(), LOD_DISTANCE, Math.max(1, tfragTextures), runtime);
        Map<String, String> truth = new LinkedHashMap<>(r.truth().asMap("tfrags"));
        truth.put("tfrags.terrain", terrain.toString());
        truth.put("core.tfrags.count", Integer.toString(r.truth().patches()));
        long[] lo = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE}, hi = {Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (TfragWriter.PatchModel m : r.patches()) {
            for (short[] p : m.positions()) {
                for (int k = 0; k + 3 <= p.length; k += 3) {
                    for (int a = 0; a < 3; a++) {
                        long w = (long) m.base()[a] + p[k + a];
                        lo[a] = Math.min(lo[a], w);
                        hi[a] = Math.max(hi[a], w);
                    }
                }
            }
        }
        if (lo[0] <= hi[0]) {
            truth.put("tfrags.world_min", lo[0] + "," + lo[1] + "," + lo[2]);
            truth.put("tfrags.world_max", hi[0] + "," + hi[1] + "," + hi[2]);
        }
        if (!r.patches().isEmpty()) truth.put("tfrags.patch0_rgba", java.util.HexFormat.of().formatHex(r.patches().get(0).rgba()));
        truth.putAll(r.fields());   // per-field truth of the core's block (fields.tfrag_*)
        return new Block(r.block(), truth);
    }
}
