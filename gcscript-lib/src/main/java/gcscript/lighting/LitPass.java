package gcscript.lighting;

import static gcscript.lighting.DirectionalLighting.COLOUR_A;
import static gcscript.lighting.DirectionalLighting.COLOUR_B;
import static gcscript.lighting.DirectionalLighting.DIRECTION_A;
import static gcscript.lighting.DirectionalLighting.DIRECTION_B;
import static gcscript.lighting.DirectionalLighting.SET_WORDS;

import gcscript.ps2.Accumulator;
import gcscript.ps2.Ps2Float;

/**
 * The pass over a level's light records with the select word applied per vertex, on primitive arrays (no object
 * per vertex): in the PS2 model and in Java float. Same operation order as {@link DirectionalLighting#shadePs2}.
 * A vertex whose select word names no usable set keeps its base colour (and is counted as not shaded).
 */
public final class LitPass {
    private LitPass() {}

    /**
     * @param base    3 words per vertex (the expanded base colour)
     * @param normals 3 words per vertex
     * @param bank    16 words per light set, {@code lights} sets
     * @param out     3 words per vertex
     * @return the number of shaded vertices
     */
    public static int ps2(LightSelection mode, Selects select, int[] base, int[] normals, int[] bank, int lights, int[] out) {
        Accumulator acc = new Accumulator();
        int[] set = new int[SET_WORDS];
        int shaded = 0;
        for (int v = 0; v < select.count(); v++) {
            int o = 3 * v;
            System.arraycopy(base, o, out, o, 3);
            if (!mode.shades(select, v, lights)) continue;
            shaded++;
            if (mode == LightSelection.BLEND) {
                DirectionalLighting.blendPs2(bank, select.setI()[v], select.setJ()[v], select.weight()[v], set);
                onePs2(acc, normals, o, set, 0, out);
            } else {
                for (int k = 0; k < Selects.SLOTS; k++) {
                    int s = select.slot(v, k);
                    if (s != Selects.UNUSED) onePs2(acc, normals, o, bank, SET_WORDS * s, out);
                }
            }
        }
        return shaded;
    }

    /** out[o..o+2] += A.rgb·max(dA, dA·wA) + B.rgb·max(dB, dB·wB) for the set at bank[s], in the PS2 model. */
    static void onePs2(Accumulator acc, int[] normals, int o, int[] bank, int s, int[] out) {
        int nx = normals[o], ny = normals[o + 1], nz = normals[o + 2];
        int mA = facing(acc, nx, ny, nz, bank, s + DIRECTION_A, bank[s + COLOUR_A + 3]);
        int mB = facing(acc, nx, ny, nz, bank, s + DIRECTION_B, bank[s + COLOUR_B + 3]);
        for (int c = 0; c < 3; c++) {
            acc.adda(out[o + c], 0);
            acc.madda(mA, bank[s + COLOUR_A + c]);
            out[o + c] = acc.madd(mB, bank[s + COLOUR_B + c]);
        }
    }

    private static int facing(Accumulator acc, int nx, int ny, int nz, int[] bank, int dir, int w) {
        acc.mula(nx, bank[dir]);
        acc.madda(ny, bank[dir + 1]);
        int d = acc.madd(nz, bank[dir + 2]);
        return Ps2Float.max(d, Ps2Float.mul(d, w));
    }

    /** {@link #ps2} in Java float. */
    public static int f32(LightSelection mode, Selects select, float[] base, float[] normals, float[] bank, int lights, float[] out) {
        float[] set = new float[SET_WORDS];
        int shaded = 0;
        for (int v = 0; v < select.count(); v++) {
            int o = 3 * v;
            System.arraycopy(base, o, out, o, 3);
            if (!mode.shades(select, v, lights)) continue;
            shaded++;
            if (mode == LightSelection.BLEND) {
                DirectionalLighting.blendF32(bank, select.setI()[v], select.setJ()[v], select.weight()[v], set);
                oneF32(normals, o, set, 0, out);
            } else {
                for (int k = 0; k < Selects.SLOTS; k++) {
                    int s = select.slot(v, k);
                    if (s != Selects.UNUSED) oneF32(normals, o, bank, SET_WORDS * s, out);
                }
            }
        }
        return shaded;
    }

    static void oneF32(float[] normals, int o, float[] bank, int s, float[] out) {
        float nx = normals[o], ny = normals[o + 1], nz = normals[o + 2];
        float dA = nx * bank[s + DIRECTION_A] + ny * bank[s + DIRECTION_A + 1] + nz * bank[s + DIRECTION_A + 2];
        float dB = nx * bank[s + DIRECTION_B] + ny * bank[s + DIRECTION_B + 1] + nz * bank[s + DIRECTION_B + 2];
        float mA = Math.max(dA, dA * bank[s + COLOUR_A + 3]);
        float mB = Math.max(dB, dB * bank[s + COLOUR_B + 3]);
        for (int c = 0; c < 3; c++) out[o + c] = out[o + c] + mA * bank[s + COLOUR_A + c] + mB * bank[s + COLOUR_B + c];
    }
}
