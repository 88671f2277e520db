package gcscript.datasets;

import gcscript.datasets.truth.FieldTruth;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Per-field truth of the lighting inputs (the library's {@code lighting().normals()} and {@code lighting().lit()}),
 * from values this generator wrote: the core tfrag block's light records (as the tfrag writer recorded them, raw
 * 8 bytes per sampled record) and the overlay's normal table ({@link OverlayWriter#cosBits}, {@link OverlayWriter#sinBits}).
 *
 * <p>Per record: azimuth (s8 at +2), elevation (s8 at +3), their unsigned table indices, the normal
 * {@code -(cos az·cos el, sin az·cos el, sin el)} from the stored table words, once as the PS2 FPU multiplies
 * (the exact product truncated toward zero to 24 bits; flushed to zero below the smallest normal) and once in
 * round-to-nearest float; the colour (u16 at +4), select (u16 at +6) and the colour's PEXT5 bytes (5-bit channel × 8).
 */
final class LightingTruth {
    private LightingTruth() {}

    static final String LIGHTS = "fields.tfrag_lights.row.";

    static Map<String, String> of(Map<String, String> levelTruth) {
        FieldTruth f = new FieldTruth();
        f.table("lighting_normals", "azimuth", "elevation", "az_index", "el_index", "nz_bits", "nx", "ny", "nz", "nx_f32", "ny_f32",
                "nz_f32");
        f.table("lighting_lit", "colour", "select", "base_r", "base_g", "base_b");
        List<String> keys = new ArrayList<>();
        for (String k : levelTruth.keySet()) if (k.startsWith(LIGHTS)) keys.add(k);
        for (String k : keys) {
            String key = k.substring(LIGHTS.length());
            byte[] raw = HexFormat.of().parseHex(levelTruth.get(k).split(",")[0]);
            int az = raw[2], el = raw[3], ai = az & 0xff, ei = el & 0xff;
            int cosAz = OverlayWriter.cosBits(ai), sinAz = OverlayWriter.sinBits(ai), cosEl = OverlayWriter.cosBits(ei),
                    sinEl = OverlayWriter.sinBits(ei);
            float nz = -Float.intBitsToFloat(sinEl);
            f.row("lighting_normals", key, az, el, ai, ei, Integer.toUnsignedLong(Float.floatToRawIntBits(nz)),
                    (double) -truncated(cosAz, cosEl), (double) -truncated(sinAz, cosEl), (double) nz,
                    (double) -(Float.intBitsToFloat(cosAz) * Float.intBitsToFloat(cosEl)),
                    (double) -(Float.intBitsToFloat(sinAz) * Float.intBitsToFloat(cosEl)), (double) nz);
            int colour = (raw[4] & 0xff) | (raw[5] & 0xff) << 8, select = (raw[6] & 0xff) | (raw[7] & 0xff) << 8;
            f.row("lighting_lit", key, colour, select, (colour & 31) * 8, (colour >> 5 & 31) * 8, (colour >> 10 & 31) * 8);
        }
        return f.asMap();
    }

    /** a·b as the PS2 FPU gives it: the exact product (a double holds it) truncated toward zero to a float. */
    static float truncated(int a, int b) {
        double p = (double) Float.intBitsToFloat(a) * Float.intBitsToFloat(b);
        if (Math.abs(p) < Float.MIN_NORMAL) return (float) Math.copySign(0.0, p);
        float f = (float) p;
        if (Math.abs((double) f) > Math.abs(p)) f = p > 0 ? Math.nextDown(f) : Math.nextUp(f);
        return f;
    }
}
