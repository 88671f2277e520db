package gcscript.lighting;

import static gcscript.lighting.LightingLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.gameplay.GameplayLayout;
import gcscript.layout.Field;
import gcscript.layout.RecArray;
import gcscript.overlay.NormalTable;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One level's lighting inputs as columns (the tfrag light records, the normal table of its overlay, the
 * directional light bank of its gameplay stream) and, on first use per {@link LightSelection}, the pass's output
 * in the PS2 model and in Java float. One entry per tfrag light record (one per position, rac2-formats §5.5),
 * in patch order.
 *
 * <p>Units: the base is the record's u16 at +4 expanded by PEXT5 (channel byte 0..248), divided by 256 (exact) so
 * it shares the light colours' [0, 1] scale; the output is in that scale too. How the game scales the two against
 * each other is not established (level-assets "Lighting magnitudes").
 */
public final class LitLevel {
    private final int level;
    private final int count;
    final int[] patch, index, colour16, select;
    final long[] offset;
    /** The stored s8 angles, and the same bytes unsigned: the normal table entries the game indexes. */
    final int[] azimuth, elevation, azIndex, elIndex;
    /** The PEXT5 base bytes, 3 per record (r, g, b: 0..248). */
    final int[] base;
    /** The select words decoded under both readings. */
    final Selects selects;
    private final NormalTable table;
    private final TfragBlock tfrags;
    final int lights;
    final int[] bankBits;
    final float[] bankF32;
    final int[] patchStart;   // first record of each patch of the block's patch list
    private int[] normalBits;
    private float[] normalF32;
    private final Map<LightSelection, Result> results = new EnumMap<>(LightSelection.class);

    /** The pass's output for one reading: 3 values per record, and how many records were shaded. */
    public record Result(LightSelection mode, int[] ps2, float[] f32, int shaded, int shadedF32) {}

    /**
     * @param tfrags the level's tfrag block
     * @param table  the normal table found in its overlay, or null (then nothing is shaded)
     * @param bank   the gameplay directional lights (0x40 each), or null for none
     */
    public static LitLevel of(int level, TfragBlock tfrags, NormalTable table, RecArray bank) {
        return new LitLevel(level, tfrags, table, bank);
    }

    private LitLevel(int level, TfragBlock tfrags, NormalTable table, RecArray bank) {
        this.level = level;
        this.table = table;
        this.tfrags = tfrags;
        List<TfragPatch> patches = tfrags.patchList();
        int n = 0;
        patchStart = new int[patches.size() + 1];
        for (int p = 0; p < patches.size(); p++) {
            patchStart[p] = n;
            n += patches.get(p).lightCount();
        }
        patchStart[patches.size()] = n;
        count = n;
        patch = new int[n]; index = new int[n]; colour16 = new int[n]; select = new int[n];
        offset = new long[n]; azimuth = new int[n]; elevation = new int[n]; azIndex = new int[n]; elIndex = new int[n];
        base = new int[3 * n];
        selects = Selects.of(n);
        int v = 0;
        for (TfragPatch p : patches) {
            // the block's checked copy of the patch's records, read through the record's declaration
            RecArray lights = LIGHT.view(ByteReader.of(tfrags.lightBytes(p), "tfrag lights"), 0, p.lightCount(),
                    "level[" + level + "].core.tfrags[" + p.header().index() + "].light");
            long at = tfrags.lightOffset(p);
            for (int i = 0; i < p.lightCount(); i++, v++) {
                patch[v] = p.header().index();
                index[v] = i;
                offset[v] = at + lights.relativeOffset(i);
                azimuth[v] = lights.i(i, AZIMUTH);
                elevation[v] = lights.i(i, ELEVATION);
                azIndex[v] = lights.i(i, AZ_INDEX);
                elIndex[v] = lights.i(i, EL_INDEX);
                colour16[v] = lights.i(i, COLOUR);
                select[v] = lights.i(i, SELECT);
                selects.set(v, lights, i);
                for (int c = 0; c < 3; c++) base[3 * v + c] = (int) BASE[c].value(lights, i);
            }
        }
        lights = bank == null ? 0 : bank.count();
        bankBits = new int[DirectionalLighting.SET_WORDS * lights];
        bankF32 = new float[bankBits.length];
        Field[][] groups = {GameplayLayout.COLOUR_A, GameplayLayout.DIRECTION_A, GameplayLayout.COLOUR_B, GameplayLayout.DIRECTION_B};
        for (int s = 0; s < lights; s++) {
            for (int g = 0; g < 4; g++) {
                for (int k = 0; k < 4; k++) {
                    int w = (int) bank.get(s, groups[g][k]);
                    bankBits[16 * s + 4 * g + k] = w;
                    bankF32[16 * s + 4 * g + k] = Float.intBitsToFloat(w);
                }
            }
        }
    }

    public int level() { return level; }
    /** The tfrag block the records come from. */
    public TfragBlock tfrags() { return tfrags; }

    /**
     * The block's LOD-0 triangles filled with their vertices' colours: the PS2-model lit colours ({@code lit}) or
     * the unlit PEXT5 base colours, in the tfrag wireframe's projection ({@code axis} x, y or z).
     */
    public java.awt.image.BufferedImage preview(boolean lit, LightSelection mode, String axis, int size) {
        return tfrags.preview(axis, (p, k) -> {
            int v = patchStart[p] + k;
            if (k >= patchStart[p + 1] - patchStart[p]) return -1;
            return lit ? rgb(mode, v) : baseRgb(v);
        }, lit ? "lit colours (PS2 model, " + mode.name().toLowerCase(java.util.Locale.ROOT) + ")" : "unlit base colours", size);
    }
    /** Light records (= tfrag positions) of the level. */
    public int count() { return count; }
    /** Directional light sets in the bank. */
    public int lights() { return lights; }
    public boolean hasNormalTable() { return table != null; }
    public NormalTable normalTable() { return table; }
    /** The record range of the p-th patch of the block's patch list: [patchStart(p), patchStart(p + 1)). */
    public int patchStart(int p) { return patchStart[p]; }

    /** The normals in the PS2 model, 3 words per record (null without a normal table). */
    public synchronized int[] normalBits() {
        if (table != null && normalBits == null) {
            int[] w = new int[3 * count];
            float[] f = new float[3 * count];
            DirectionalLighting.normalsPs2(azIndex, elIndex, table.cosBits(), table.sinBits(), w);
            DirectionalLighting.normalsF32(azIndex, elIndex, table.cosines(), table.sines(), f);
            normalF32 = f;
            normalBits = w;
        }
        return normalBits;
    }

    /** The normals in Java float (null without a normal table). */
    public synchronized float[] normalF32() {
        normalBits();
        return normalF32;
    }

    /** PEXT5 channel c (0 r, 1 g, 2 b) of record v: 0..248. */
    public int baseByte(int v, int c) { return base[3 * v + c]; }

    /** The pass under one reading of the select word; memoised. */
    public synchronized Result result(LightSelection mode) {
        Result r = results.get(mode);
        if (r == null) {
            results.put(mode, r = run(mode));
        }
        return r;
    }

    /** Runs the pass (not memoised: for benchmarks). */
    public Result run(LightSelection mode) {
        int[] baseBits = new int[3 * count];
        float[] baseF = new float[3 * count];
        for (int v = 0; v < count; v++) {
            for (int c = 0; c < 3; c++) {
                float b = baseByte(v, c) / 256f;   // exact: a byte times 2^-8
                baseF[3 * v + c] = b;
                baseBits[3 * v + c] = Float.floatToRawIntBits(b);
            }
        }
        int[] out = new int[3 * count];
        float[] outF = new float[3 * count];
        if (table == null) {   // no normals: nothing can be lit; the base colour is the output
            return new Result(mode, baseBits, baseF, 0, 0);
        }
        int s = LitPass.ps2(mode, selects, baseBits, normalBits(), bankBits, lights, out);
        int sf = LitPass.f32(mode, selects, baseF, normalF32(), bankF32, lights, outF);
        return new Result(mode, out, outF, s, sf);
    }

    /** The PS2-model output of record v as 0xRRGGBB, each channel clamped to [0, 1] and scaled by 255. */
    public int rgb(LightSelection mode, int v) {
        int[] c = channels(mode, v);
        return c[0] << 16 | c[1] << 8 | c[2];
    }

    /** The PS2-model output of record v as r, g, b, each clamped to [0, 1] and scaled by 255. */
    public int[] channels(LightSelection mode, int v) {
        int[] o = result(mode).ps2();
        int[] rgb = new int[3];
        for (int c = 0; c < 3; c++) {
            double x = gcscript.ps2.Ps2Float.toDouble(o[3 * v + c]);
            rgb[c] = (int) Math.round(Math.max(0, Math.min(1, x)) * 255);
        }
        return rgb;
    }

    /** The unlit base colour of record v as 0xRRGGBB (PEXT5 bytes as stored). */
    public int baseRgb(int v) { return baseByte(v, 0) << 16 | baseByte(v, 1) << 8 | baseByte(v, 2); }
}
