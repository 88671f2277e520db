package gcscript.lighting;

import gcscript.ps2.Accumulator;
import gcscript.ps2.Ps2Float;

/**
 * Per vertex: {@code base + A.rgb · max(dA, dA·wA) + B.rgb · max(dB, dB·wB)}, where dA and dB are the dot products
 * of the vertex normal with the two directions of its light set and wA, wB the fourth (w) lanes of the two
 * colours (retail: a small negative number, so a face turned away from a light still gets a little of it).
 *
 * <p><b>Arrays.</b> Normals, bases and outputs hold three values per vertex (x, y, z or r, g, b). A light set is
 * 16 values laid out as the game stores {@code DirectionalLightPacked} (0x40 bytes): colour_a (r, g, b, w) at 0,
 * direction_a (x, y, z, pad) at 4, colour_b at 8, direction_b at 12; a bank is sets back to back, and
 * {@code setOfVertex[v]} picks vertex v's set. Colours and bases are in the same units (the scale the game uses
 * between the PEXT5-expanded base and the [0, 1] light colours is not established; the caller chooses).
 *
 * <p><b>Operation order in the PS2 model</b> (it matters: the EE multiplier's result depends on operand order,
 * and every add truncates): d = n·dir as {@code mula nx,dx; madda ny,dy; madd nz,dz}; m = max(d, mul(d, w));
 * out = ((base + mul(mA, A)) + mul(mB, B)) as {@code adda base,+0; madda mA,A; madd mB,B}. The game's own
 * instruction sequence is not known (VU0 or EE, §12 item 10): this is one faithful PS2 evaluation of the formula,
 * and the Java-float version evaluates the same expression left to right without fused operations.
 */
public final class DirectionalLighting {
    private DirectionalLighting() {}

    public static final int SET_WORDS = 16;
    static final int COLOUR_A = 0, DIRECTION_A = 4, COLOUR_B = 8, DIRECTION_B = 12;

    // ---- normals --------------------------------------------------------------------------------------------

    /**
     * Normals of tfrag light records in the PS2 model: {@code -(cos az·cos el, sin az·cos el, sin el)} with the
     * angle bytes read unsigned (a stored −56 is entry 200: {@link LightingLayouts#AZ_INDEX}) as indices into the
     * normal table's stored words ({@code cosBits[i]}, {@code sinBits[i]} for the angle i·π/128). Writes 3 words per
     * record into {@code out}.
     */
    public static void normalsPs2(int[] azIndex, int[] elIndex, int[] cosBits, int[] sinBits, int[] out) {
        for (int v = 0; v < azIndex.length; v++) {
            int az = azIndex[v], el = elIndex[v];
            out[3 * v] = Ps2Float.neg(Ps2Float.mul(cosBits[az], cosBits[el]));
            out[3 * v + 1] = Ps2Float.neg(Ps2Float.mul(sinBits[az], cosBits[el]));
            out[3 * v + 2] = Ps2Float.neg(sinBits[el]);
        }
    }

    /** The same normals in Java float, from the table's values. */
    public static void normalsF32(int[] azIndex, int[] elIndex, float[] cos, float[] sin, float[] out) {
        for (int v = 0; v < azIndex.length; v++) {
            int az = azIndex[v], el = elIndex[v];
            out[3 * v] = -(cos[az] * cos[el]);
            out[3 * v + 1] = -(sin[az] * cos[el]);
            out[3 * v + 2] = -sin[el];
        }
    }

    // ---- the pass -------------------------------------------------------------------------------------------

    /** The lighting pass in the PS2 model over {@code setOfVertex.length} vertices; {@code out} gets 3 words each. */
    public static void shadePs2(int[] base, int[] normals, int[] bank, int[] setOfVertex, int[] out) {
        Accumulator acc = new Accumulator();
        for (int v = 0; v < setOfVertex.length; v++) {
            int s = SET_WORDS * setOfVertex[v];
            int nx = normals[3 * v], ny = normals[3 * v + 1], nz = normals[3 * v + 2];
            int mA = facing(acc, nx, ny, nz, bank, s + DIRECTION_A, bank[s + COLOUR_A + 3]);
            int mB = facing(acc, nx, ny, nz, bank, s + DIRECTION_B, bank[s + COLOUR_B + 3]);
            for (int c = 0; c < 3; c++) {
                acc.adda(base[3 * v + c], 0);
                acc.madda(mA, bank[s + COLOUR_A + c]);
                out[3 * v + c] = acc.madd(mB, bank[s + COLOUR_B + c]);
            }
        }
    }

    /** max(d, d·w) with d = n·dir, in the PS2 model. */
    private static int facing(Accumulator acc, int nx, int ny, int nz, int[] bank, int dir, int w) {
        acc.mula(nx, bank[dir]);
        acc.madda(ny, bank[dir + 1]);
        int d = acc.madd(nz, bank[dir + 2]);
        return Ps2Float.max(d, Ps2Float.mul(d, w));
    }

    /** The lighting pass in Java float, the same expression left to right. */
    public static void shadeF32(float[] base, float[] normals, float[] bank, int[] setOfVertex, float[] out) {
        for (int v = 0; v < setOfVertex.length; v++) {
            int s = SET_WORDS * setOfVertex[v];
            float nx = normals[3 * v], ny = normals[3 * v + 1], nz = normals[3 * v + 2];
            float dA = nx * bank[s + DIRECTION_A] + ny * bank[s + DIRECTION_A + 1] + nz * bank[s + DIRECTION_A + 2];
            float dB = nx * bank[s + DIRECTION_B] + ny * bank[s + DIRECTION_B + 1] + nz * bank[s + DIRECTION_B + 2];
            float mA = Math.max(dA, dA * bank[s + COLOUR_A + 3]);
            float mB = Math.max(dB, dB * bank[s + COLOUR_B + 3]);
            for (int c = 0; c < 3; c++) {
                out[3 * v + c] = base[3 * v + c] + mA * bank[s + COLOUR_A + c] + mB * bank[s + COLOUR_B + c];
            }
        }
    }

    // ---- blending two sets (the notes' select path) -----------------------------------------------------------

    /**
     * Writes into {@code out} (16 words) the blend of sets i and j of {@code bank} with weight t/256 for set j:
     * every lane (1 − f)·a + f·b, then each direction re-normalised (d · rsqrt(1, d·d)); an unblended set is
     * used as stored (t = 0 copies set i).
     */
    public static void blendPs2(int[] bank, int i, int j, int t, int[] out) {
        int a = SET_WORDS * i, b = SET_WORDS * j;
        if (t == 0) {
            System.arraycopy(bank, a, out, 0, SET_WORDS);
            return;
        }
        int f = Ps2Float.mul(Ps2Float.cvtSW(t), 0x3b800000);   // t / 256, exact
        int g = Ps2Float.sub(Ps2Float.ONE, f);
        Accumulator acc = new Accumulator();
        for (int k = 0; k < SET_WORDS; k++) {
            acc.mula(g, bank[a + k]);
            out[k] = acc.madd(f, bank[b + k]);
        }
        for (int dir = DIRECTION_A; dir <= DIRECTION_B; dir += DIRECTION_B - DIRECTION_A) {
            acc.mula(out[dir], out[dir]);
            acc.madda(out[dir + 1], out[dir + 1]);
            int inv = Ps2Float.rsqrt(Ps2Float.ONE, acc.madd(out[dir + 2], out[dir + 2]));
            for (int k = 0; k < 3; k++) out[dir + k] = Ps2Float.mul(out[dir + k], inv);
        }
    }

    /** {@link #blendPs2} in Java float. */
    public static void blendF32(float[] bank, int i, int j, int t, float[] out) {
        int a = SET_WORDS * i, b = SET_WORDS * j;
        if (t == 0) {
            System.arraycopy(bank, a, out, 0, SET_WORDS);
            return;
        }
        float f = t / 256f, g = 1f - f;
        for (int k = 0; k < SET_WORDS; k++) out[k] = g * bank[a + k] + f * bank[b + k];
        for (int dir = DIRECTION_A; dir <= DIRECTION_B; dir += DIRECTION_B - DIRECTION_A) {
            float len2 = out[dir] * out[dir] + out[dir + 1] * out[dir + 1] + out[dir + 2] * out[dir + 2];
            float inv = 1f / (float) Math.sqrt(len2);
            for (int k = 0; k < 3; k++) out[dir + k] = out[dir + k] * inv;
        }
    }
}
