package gcscript.lighting;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** The lighting formula on hand-worked vertices, in the PS2 model and in Java float. */
class DirectionalLightingTest {
    private static int w(float f) { return Float.floatToRawIntBits(f); }

    private static int[] words(float... f) {
        int[] out = new int[f.length];
        for (int i = 0; i < f.length; i++) out[i] = w(f[i]);
        return out;
    }

    private static String hex(int... ws) {
        StringBuilder sb = new StringBuilder();
        for (int x : ws) sb.append(String.format("%08x ", x));
        return sb.toString().trim();
    }

    /** Normal table of the angles i·π/128 as the generator writes it. */
    private static final int[] COS = new int[256], SIN = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            COS[i] = w((float) StrictMath.cos(i * Math.PI / 128));
            SIN[i] = w((float) StrictMath.sin(i * Math.PI / 128));
        }
    }

    @Test
    void aVertexWhereBothModelsGiveTheExactAnswer() {
        // normal of az = 0, el = 0: -(1·1, 0·1, 0) = (-1, -0, -0)
        int[] n = new int[3];
        DirectionalLighting.normalsPs2(new int[] {0}, new int[] {0}, COS, SIN, n);
        assertEquals(hex(0xbf800000, 0x80000000, 0x80000000), hex(n));
        // A: colour (0.5, 0.25, 0.125, w -0.0625), direction (-1, 0, 0): dA = 1, max(1, -0.0625) = 1
        // B: colour (1, 0.5, 0.75, w -0.25), direction (1, 0, 0): dB = -1, max(-1, 0.25) = 0.25
        float[] set = {0.5f, 0.25f, 0.125f, -0.0625f, -1, 0, 0, 0, 1, 0.5f, 0.75f, -0.25f, 1, 0, 0, 0};
        float[] base = {0.25f, 0.25f, 0.25f};
        // by hand: r = 0.25 + 0.5 + 0.25 = 1.0; g = 0.25 + 0.25 + 0.125 = 0.625; b = 0.25 + 0.125 + 0.1875 = 0.5625
        int[] out = new int[3];
        DirectionalLighting.shadePs2(words(base), n, words(set), new int[] {0}, out);
        assertEquals(hex(w(1.0f), w(0.625f), w(0.5625f)), hex(out));
        float[] nf = new float[3], outF = new float[3];
        DirectionalLighting.normalsF32(new int[] {0}, new int[] {0}, floats(COS), floats(SIN), nf);
        DirectionalLighting.shadeF32(base, nf, set, new int[] {0}, outF);
        assertArrayEquals(new float[] {1.0f, 0.625f, 0.5625f}, outF);
    }

    @Test
    void aVertexWhereThePs2DiffersFromIeee() {
        // normal (-1, 0, 0) given directly; direction A = (-1.99999988, 0, 0) (word bfffffff), w = -0.0625.
        // PS2: mula(-1, -1.99999988) = 0x3ffffffe (R5: 1.0 × 0x3fffffff is one ULP low), so dA = 2 - 2^-22;
        //      max(dA, dA·w) = dA; mA·0.5 = 1 - 2^-23 (0x3f7ffffe, exact);
        //      0.25 + (1 - 2^-23) = 1.25 - 2^-23 = 0x3f9fffff (exact: an exponent gap of 1 loses no bits).
        // IEEE: dA = 2 - 2^-23; ·0.5 = 1 - 2^-24; 0.25 + that = 1.25 - 2^-24, a tie, rounds to even: 1.25.
        // B: direction (0, 0, 0): dB = 0, term 0.
        int[] n = {0xbf800000, 0, 0};
        int[] set = {w(0.5f), 0, 0, w(-0.0625f), 0xbfffffff, 0, 0, 0, w(1f), 0, 0, w(-0.25f), 0, 0, 0, 0};
        int[] out = new int[3];
        DirectionalLighting.shadePs2(words(0.25f, 0, 0), n, set, new int[] {0}, out);
        assertEquals(hex(0x3f9fffff, 0, 0), hex(out));
        float[] outF = new float[3];
        DirectionalLighting.shadeF32(new float[] {0.25f, 0, 0}, floats(n), floats(set), new int[] {0}, outF);
        assertEquals(1.25f, outF[0]);
    }

    @Test
    void angleBytesAreUnsignedIndices() {
        int[] n = new int[3];
        DirectionalLighting.normalsPs2(new int[] {200}, new int[] {32}, COS, SIN, n);
        float el = (float) StrictMath.cos(32 * Math.PI / 128);
        assertEquals(-(float) StrictMath.cos(200 * Math.PI / 128) * el, Float.intBitsToFloat(n[0]), 1e-6);
        assertEquals(-(float) StrictMath.sin(200 * Math.PI / 128) * el, Float.intBitsToFloat(n[1]), 1e-6);
        assertEquals(-(float) StrictMath.sin(32 * Math.PI / 128), Float.intBitsToFloat(n[2]), 0);
        assertTrue(Float.intBitsToFloat(n[1]) > 0, "entry 200 (sin < 0), not -56");
    }

    @Test
    void setsAreChosenPerVertexAndBlendsRenormalise() {
        float[] bank = {
            0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,     // set 0: no light
            1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,     // set 1: white from +z
        };
        float[] base = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        float[] normals = {0, 0, 1, 0, 0, 1};
        float[] out = new float[6];
        DirectionalLighting.shadeF32(base, normals, bank, new int[] {0, 1}, out);
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 1.5f, 1.5f, 1.5f}, out);
        int[] outW = new int[6];
        DirectionalLighting.shadePs2(words(base), words(normals), words(bank), new int[] {0, 1}, outW);
        assertArrayEquals(words(out), outW);

        // blend half of (0, 0, 1) and (1, 0, 0): (0.5, 0, 0.5) renormalised to (0.7071, 0, 0.7071)
        float[] two = new float[32];
        two[DirectionalLighting.DIRECTION_A + 2] = 1;
        two[16 + DirectionalLighting.DIRECTION_A] = 1;
        float[] blended = new float[16];
        DirectionalLighting.blendF32(two, 0, 1, 128 /* select 0x8000: weight bits 8..15 */, blended);
        assertEquals(Math.sqrt(0.5), blended[DirectionalLighting.DIRECTION_A], 1e-6);
        assertEquals(Math.sqrt(0.5), blended[DirectionalLighting.DIRECTION_A + 2], 1e-6);
        int[] blendedW = new int[16];
        DirectionalLighting.blendPs2(words(two), 0, 1, 128, blendedW);
        assertEquals(Math.sqrt(0.5), Float.intBitsToFloat(blendedW[DirectionalLighting.DIRECTION_A]), 2e-7);
        int[] copy = new int[16];
        DirectionalLighting.blendPs2(words(two), 0, 1, 0, copy);
        assertEquals(w(1f), copy[DirectionalLighting.DIRECTION_A + 2], "t = 0: set i as stored");
    }

    @Test
    void pext5MovesEachChannelToTheTopOfItsByte() {
        // colour 0xffff, then r = 1, g = 2, b = 3 (0x0c41): PEXT5 bytes are the 5-bit channels × 8
        gcscript.bytes.ByteReader r = gcscript.bytes.ByteReader.of(new byte[] {0, 0, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0, 0x41, 0x0c, 0, 0}, "t");
        gcscript.layout.RecArray a = LightingLayouts.LIGHT.view(r, 0, 2, "t");
        assertEquals(248, (int) LightingLayouts.BASE_R.value(a, 0));
        assertEquals(248, (int) LightingLayouts.BASE_B.value(a, 0));
        assertEquals(8, (int) LightingLayouts.BASE_R.value(a, 1));
        assertEquals(16, (int) LightingLayouts.BASE_G.value(a, 1));
        assertEquals(24, (int) LightingLayouts.BASE_B.value(a, 1));
    }

    private static float[] floats(int[] ws) {
        float[] f = new float[ws.length];
        for (int i = 0; i < ws.length; i++) f[i] = Float.intBitsToFloat(ws[i]);
        return f;
    }
}
