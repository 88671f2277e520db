package gcscript.lighting;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/**
 * The pass on hand-made arrays, against the formula evaluated in double: base + A·max(dA, dA·wA) + B·max(dB, dB·wB)
 * per named set; a blend averages the lanes and re-normalises the directions. Both readings, both models.
 */
class LitPassTest {
    // set 0: A red-ish from +z, B from +x; set 1: A from +y, B from -z (every lane distinct)
    static final float[] BANK = {
        0.5f, 0.25f, 0.125f, -0.1f, 0, 0, 1, 0, 0.2f, 0.3f, 0.4f, -0.2f, 1, 0, 0, 0,
        0.1f, 0.6f, 0.2f, -0.05f, 0, 1, 0, 0, 0.7f, 0.1f, 0.3f, -0.3f, 0, 0, -1, 0};
    static final float[] NORMALS = {0.6f, 0, 0.8f, 0, -0.6f, 0.8f, 0.48f, 0.6f, -0.64f, 0.8f, 0.6f, 0, 0, 0.8f, 0.6f};
    static final float[] BASE = {0.1f, 0.2f, 0.3f, 0.05f, 0.15f, 0.25f, 0.3f, 0.2f, 0.1f, 0.01f, 0.02f, 0.03f, 0.4f, 0.5f, 0.6f};

    /** Record v's terms of a set (16 lanes at s of bank) added to out, in double. */
    static void terms(double[] bank, int s, int v, double[] out) {
        double[] n = {NORMALS[3 * v], NORMALS[3 * v + 1], NORMALS[3 * v + 2]};
        double dA = n[0] * bank[s + 4] + n[1] * bank[s + 5] + n[2] * bank[s + 6];
        double dB = n[0] * bank[s + 12] + n[1] * bank[s + 13] + n[2] * bank[s + 14];
        double mA = Math.max(dA, dA * bank[s + 3]), mB = Math.max(dB, dB * bank[s + 11]);
        for (int c = 0; c < 3; c++) out[3 * v + c] += mA * bank[s + c] + mB * bank[s + 8 + c];
    }

    static double[] bank() {
        double[] b = new double[BANK.length];
        for (int i = 0; i < b.length; i++) b[i] = BANK[i];
        return b;
    }

    static double[] base() {
        double[] b = new double[BASE.length];
        for (int i = 0; i < b.length; i++) b[i] = BASE[i];
        return b;
    }

    static void check(double[] want, LightSelection mode, Selects s, int shaded) {
        float[] f = new float[BASE.length];
        assertEquals(shaded, LitPass.f32(mode, s, BASE, NORMALS, BANK, 2, f));
        int[] w = new int[BASE.length], baseW = new int[BASE.length], nW = new int[NORMALS.length], bankW = new int[BANK.length];
        for (int i = 0; i < BASE.length; i++) baseW[i] = Float.floatToRawIntBits(BASE[i]);
        for (int i = 0; i < NORMALS.length; i++) nW[i] = Float.floatToRawIntBits(NORMALS[i]);
        for (int i = 0; i < BANK.length; i++) bankW[i] = Float.floatToRawIntBits(BANK[i]);
        assertEquals(shaded, LitPass.ps2(mode, s, baseW, nW, bankW, 2, w));
        for (int i = 0; i < want.length; i++) {
            assertEquals(want[i], f[i], 1e-5, mode + " f32 [" + i + "]");
            assertEquals(want[i], Float.intBitsToFloat(w[i]), 1e-5, mode + " ps2 [" + i + "]");
        }
    }

    @Test
    void theBlendReading() {
        // v0 set 1 as stored, v1 set 0, v2 unshaded (set 5), v3 sets 0 and 1 half and half, v4 set j out of the bank unweighted
        Selects s = SelectsTest.of(0x0001, 0x0010, 0x0005, 0x8010, 0x00f0);
        double[] b = bank(), want = base();
        terms(b, 16, 0, want);
        terms(b, 0, 1, want);
        double[] blend = new double[16];
        for (int k = 0; k < 16; k++) blend[k] = (b[k] + b[16 + k]) / 2;
        for (int d = 4; d <= 12; d += 8) {
            double len = Math.sqrt(blend[d] * blend[d] + blend[d + 1] * blend[d + 1] + blend[d + 2] * blend[d + 2]);
            for (int k = 0; k < 3; k++) blend[d + k] /= len;
        }
        terms(blend, 0, 3, want);
        terms(b, 0, 4, want);
        check(want, LightSelection.BLEND, s, 4);
    }

    @Test
    void theNibbleReading() {
        // v0 set 1, v1 sets 0 and 1, v2 unshaded (no slot), v3 set 0 in the last slot, v4 unshaded (set 2 of 2)
        Selects s = SelectsTest.of(0xfff1, 0xff10, 0xffff, 0x0fff, 0xfff2);
        double[] b = bank(), want = base();
        terms(b, 16, 0, want);
        terms(b, 0, 1, want);
        terms(b, 16, 1, want);
        terms(b, 0, 3, want);
        check(want, LightSelection.NIBBLES, s, 3);
    }
}
