package gcscript.claims;

import static gcscript.claims.AnalysisClaims.SLOT;
import static gcscript.claims.AnalysisClaims.TEXEL;
import static gcscript.claims.AnalysisClaims.tfragEnd;

import gcscript.bytes.ByteReader;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The notes' remaining scans of level 0's terrain region [0, occlusion) (level-assets.md "What is in the terrain
 * region") whose rule they left open, measured under each reading the text allows: the texel pattern's clusters
 * (gap threshold not stated), the 0x48 byte in a 2000-slot sample (sample not stated) and the sphere fit of the
 * retracted scale-8 reading (on-sphere tolerance not stated). Retail figures: a synthetic disc shows them unjudged.
 */
final class TerrainClaims implements ClaimArea {
    /** Cluster gaps tried: a hit more than this many bytes after the previous one starts a new cluster. */
    static final int[] GAPS = {64, 256, 1024, 4096};
    /** The planet radius of the scale-8 reading: 17,496 / 8. */
    static final double RADIUS = 2187;
    static final double[] TOLERANCES = {0.01, 0.02, 0.05};

    @Override public List<Claim> claims() {
        return List.of(
                Claim.retail("lvl0.texel_pattern.clusters", d -> Measures.onLevel(d, 0, TerrainClaims::clusters)),
                Claim.retail("lvl0.rec64.byte3_sample", d -> Measures.onLevel(d, 0, TerrainClaims::sample)),
                Claim.retail("lvl0.terrain.sphere_fit", d -> Measures.onLevel(d, 0, TerrainClaims::sphereFit)));
    }

    static Measured clusters(Level l) { return clusters(l.core().coreData()); }

    static Measured clusters(ByteReader cd) {
        List<Long> hits = new ArrayList<>();
        for (int i = cd.indexOf(0, TEXEL[0] & 0xff, TEXEL[1] & 0xff); i >= 0 && i + TEXEL.length <= cd.length();
             i = cd.indexOf(i + 1, TEXEL[0] & 0xff, TEXEL[1] & 0xff)) {
            if ((byte) cd.u8("texel", i + 2) == TEXEL[2] && (byte) cd.u8("texel", i + 3) == TEXEL[3]) hits.add((long) i);
        }
        if (hits.isEmpty()) return Measured.none("no 18 18 18 80 in level 0's core_data");
        List<Measured.Reading> r = new ArrayList<>();
        for (int gap : GAPS) {
            int n = 1;
            for (int i = 1; i < hits.size(); i++) if (hits.get(i) - hits.get(i - 1) > gap) n++;
            r.add(new Measured.Reading("gap > " + gap + " bytes", "" + n));
        }
        return Measured.readings(r, hits.size() + " hits; a cluster ends where the next hit is more than the gap away");
    }

    static Measured sample(Level l) { return sample(l.core().coreData(), tfragEnd(l) / SLOT); }

    static Measured sample(ByteReader cd, int slots) {
        if (slots == 0) return Measured.none("level 0's terrain region holds no 64-byte slot");
        int n = Math.min(2000, slots), first = 0, spread = 0;
        for (int i = 0; i < n; i++) {
            if (cd.u8("rec64", (long) i * SLOT + 3) == 0x48) first++;
            if (cd.u8("rec64", (long) ((long) i * slots / n) * SLOT + 3) == 0x48) spread++;
        }
        return Measured.readings(List.of(new Measured.Reading("the first " + n + " slots", first + "/" + n),
                new Measured.Reading(n + " slots spread evenly", spread + "/" + n)), slots + " slots in [0, occlusion)");
    }

    /**
     * Best share of on-sphere points over every stride 2..16 bytes, every start offset and 3 or 4 s16 components
     * (the fourth counted in the length), read as value / 8 against the radius 2,187, for each tolerance tried.
     * The squared length at each byte offset is computed once per component count and kept as one bit per tolerance,
     * so the 270 stride/start walks only count bits (the same first best, in the same comps, stride, start order).
     */
    static Measured sphereFit(Level l) {
        int end = tfragEnd(l);
        if (end < 8) return Measured.none("level 0's terrain region is empty");
        return sphereFit(l.core().coreData().bytes("terrain", 0, end));
    }

    static Measured sphereFit(byte[] b) {
        int tolerances = TOLERANCES.length;
        double[] lo2 = new double[tolerances], hi2 = new double[tolerances], best = new double[tolerances];
        String[] where = new String[tolerances];
        for (int t = 0; t < tolerances; t++) {
            lo2[t] = sq(RADIUS * (1 - TOLERANCES[t]) * 8);
            hi2[t] = sq(RADIUS * (1 + TOLERANCES[t]) * 8);
            where[t] = "";
        }
        for (int comps = 3; comps <= 4; comps++) {
            int positions = Math.max(0, b.length - 2 * comps + 1);   // every at with at + 2 * comps <= length
            byte[] inBand = new byte[positions];
            for (int at = 0; at < positions; at++) {
                long r2 = 0;
                for (int c = 0; c < comps; c++) {
                    long v = (short) ((b[at + 2 * c] & 0xff) | (b[at + 2 * c + 1] << 8));
                    r2 += v * v;
                }
                for (int t = 0; t < tolerances; t++) if (r2 >= lo2[t] && r2 <= hi2[t]) inBand[at] |= (byte) (1 << t);
            }
            long[] on = new long[tolerances];
            for (int stride = 2; stride <= 16; stride++) {
                for (int start = 0; start < stride; start++) {
                    java.util.Arrays.fill(on, 0);
                    long n = start < positions ? (positions - 1 - start) / stride + 1 : 0;
                    for (int at = start; at < positions; at += stride) {
                        int bits = inBand[at];
                        if (bits != 0) for (int t = 0; t < tolerances; t++) on[t] += (bits >> t) & 1;
                    }
                    for (int t = 0; t < tolerances; t++) {
                        if (n > 0 && (double) on[t] / n > best[t]) {
                            best[t] = (double) on[t] / n;
                            where[t] = "stride " + stride + ", start " + start + ", " + comps + " components";
                        }
                    }
                }
            }
        }
        List<Measured.Reading> out = new ArrayList<>();
        for (int t = 0; t < tolerances; t++) {
            out.add(new Measured.Reading(String.format(Locale.ROOT, "tolerance %.0f%% (best: %s)", 100 * TOLERANCES[t], where[t]),
                    String.format(Locale.ROOT, "%.1f%%", 100 * best[t])));
        }
        return Measured.readings(out, b.length + " bytes of [0, occlusion)");
    }

    private static double sq(double v) { return v * v; }
}
