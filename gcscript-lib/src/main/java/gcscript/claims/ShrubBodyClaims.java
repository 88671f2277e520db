package gcscript.claims;

import static gcscript.shrub.ShrubLayouts.NORMALS_OFFSET;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.shrub.ShrubClass;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The notes' byte-level readings of the shrub class body, the block from normals_offset to the class end
 * (level-assets.md "Shrub body", "Shrub span bounds are wrong", "The body is a 24-entry normal palette"): the
 * group byte-diff (144 varying bytes, 8-byte records of 6 varying and 2 constant bytes), the VIF-code rate against
 * the uniform baseline, the retracted "uniform u16 payload" and "VIF-packed" readings, and the chance that a random
 * s16 triple passes the palette's length test. The bodies are bounded by the reader's spans (the chunk-bounded ones
 * the notes re-measured over).
 */
final class ShrubBodyClaims implements ClaimArea {
    /** The palette's length test (level-assets.md): |x² + y² + z² − 32767²| ≤ 65535 = 32768² − 32767². */
    static final long R2 = 32767L * 32767L, SLACK = 65535;

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.retail("shrub.body.varying_bytes", ShrubBodyClaims::varying));
        c.add(Claim.retail("shrub.body.record_shape", ShrubBodyClaims::shape));
        c.add(Claim.retail("vifrate.shrub_bodies", d -> bodies(d).isEmpty() ? Measured.none("no shrub class bodies on this disc")
                : AnalysisClaims.vifRate(bodies(d))));
        // the retracted readings, judged by the rule the reference settles (the body is a normal palette)
        c.add(Claim.rule("shrub.body.vif", ShrubBodyClaims::vifPacked, Claim.Rule.is("false")));
        c.add(Claim.rule("shrub.payload.uniform", ShrubBodyClaims::uniform, Claim.Rule.is("false")));
        c.add(Claim.notes("vifrate.uniform_random", d -> uniformRate()));
        c.add(Claim.notes("shrub.normals.chance", d -> chance()));
        return c;
    }

    /** Every shrub class body's bytes, disc order. */
    static List<ByteReader> bodies(Disc d) {
        List<ByteReader> out = new ArrayList<>();
        for (ShrubClass k : ShrubClaims.classes(d)) {
            long at = k.header().relativeOffset() + k.header().i(NORMALS_OFFSET), len = k.end() - k.start() - k.header().i(NORMALS_OFFSET);
            if (len > 0) out.add(k.header().source().slice("shrub[" + k.index() + "].body", at, len));
        }
        return out;
    }

    /** Bodies grouped by the notes' key (packet count, data_offset, tail length); groups of two or more members. */
    static List<List<byte[]>> groups(Disc d) {
        Map<String, List<byte[]>> g = new LinkedHashMap<>();
        for (ShrubClass k : ShrubClaims.classes(d)) {
            long at = k.header().relativeOffset() + k.header().i(NORMALS_OFFSET), len = k.end() - k.start() - k.header().i(NORMALS_OFFSET);
            if (len <= 0) continue;
            String key = k.packetEntries().size() + "," + k.header().i(NORMALS_OFFSET) + "," + len;
            g.computeIfAbsent(key, x -> new ArrayList<>()).add(k.header().source().bytes("shrub[" + k.index() + "].body", at, len));
        }
        List<List<byte[]>> out = new ArrayList<>();
        for (List<byte[]> v : g.values()) if (v.size() > 1) out.add(v);
        return out;
    }

    /** Byte positions of a group where some member differs from the first. */
    static boolean[] varies(List<byte[]> group) {
        boolean[] v = new boolean[group.get(0).length];
        for (byte[] m : group) for (int i = 0; i < v.length; i++) if (m[i] != group.get(0)[i]) v[i] = true;
        return v;
    }

    static Measured varying(Disc d) {
        List<List<byte[]>> gs = groups(d);
        if (gs.isEmpty()) return Measured.none("no two shrub classes share (packet count, data_offset, tail length)");
        TreeSet<Integer> counts = new TreeSet<>();
        for (List<byte[]> g : gs) {
            int n = 0;
            for (boolean b : varies(g)) if (b) n++;
            counts.add(n);
        }
        return Measured.of(join(counts), gs.size() + " groups of two or more bodies; distinct counts of varying bytes per group");
    }

    /** "varying,constant" byte positions within the 8-byte record, over every group. */
    static Measured shape(Disc d) {
        List<List<byte[]>> gs = groups(d);
        if (gs.isEmpty()) return Measured.none("no two shrub classes share (packet count, data_offset, tail length)");
        boolean[] pos = new boolean[8];
        for (List<byte[]> g : gs) {
            boolean[] v = varies(g);
            for (int i = 0; i < v.length; i++) if (v[i]) pos[i % 8] = true;
        }
        int k = 0;
        StringBuilder which = new StringBuilder();
        for (int i = 0; i < 8; i++) if (pos[i]) { k++; which.append(which.length() == 0 ? "" : " ").append(i); }
        return Measured.of(k + "," + (8 - k), "varying record bytes: " + which);
    }

    /** {UNPACK-tested words, words} over every body; the cut the notes' VIF reading needed over the baseline. */
    static Measured vifPacked(Disc d) {
        List<ByteReader> b = bodies(d);
        if (b.isEmpty()) return Measured.none("no shrub class bodies on this disc");
        long[] t = AnalysisClaims.vifCounts(b, new boolean[128]);
        double p = (double) t[0] / t[1], sigma = Math.sqrt(0.25 * 0.75 / t[1]);
        return Measured.of(Boolean.toString(p > 0.25 + 3 * sigma), String.format(Locale.ROOT,
                "%.1f%% of %d words pass the UNPACK test against the uniform 25.0%% (3 sigma = %.1f points)", 100 * p, t[1], 300 * sigma));
    }

    /** Pearson's chi-square of the bodies' u16 words over 16 equal bins against a uniform payload (df 15, p = 0.001: 37.70). */
    static Measured uniform(Disc d) {
        long[] bins = new long[16];
        long n = 0;
        for (ByteReader r : bodies(d)) {
            byte[] a = r.bytes("shrub.body", 0, r.length() & ~1);
            for (int i = 0; i + 1 < a.length; i += 2, n++) bins[(a[i + 1] & 0xff) >>> 4]++;
        }
        if (n == 0) return Measured.none("no shrub class bodies on this disc");
        double e = n / 16.0, chi = 0;
        for (long o : bins) chi += (o - e) * (o - e) / e;
        return Measured.of(Boolean.toString(chi < 37.70), String.format(Locale.ROOT, "chi-square %.1f over %d u16 words (uniform below 37.70)", chi, n));
    }

    /** The share of uniform random words that pass the notes' UNPACK test: exact, over the 128 command values. */
    static Measured uniformRate() {
        int pass = 0;
        for (int cmd = 0; cmd < 128; cmd++) if (AnalysisClaims.unpackLike(cmd)) pass++;
        return Measured.of(String.format(Locale.ROOT, "%.1f%%,%d", 100.0 * pass / 128, 128),
                "exact: " + pass + " of the 128 command values (bits 24-30 of a uniform word are uniform); the notes' figure is a sample");
    }

    /**
     * The chance that a uniform random s16 triple passes the length test: the volume of the shell
     * 32767² − 65535 ≤ r² ≤ 32767² + 65535 (which lies inside the s16 cube) over 65536³. The lattice count differs from
     * the volume by far less than the shell's surface (relative error below 1e-3).
     */
    static Measured chance() {
        double hi = Math.pow(R2 + SLACK, 1.5), lo = Math.pow(R2 - SLACK, 1.5);
        double p = 4.0 / 3.0 * Math.PI * (hi - lo) / Math.pow(65536, 3);
        return Measured.of("~1/" + Math.round(1 / p), String.format(Locale.ROOT,
                "p = %.3g: the shell |r² − 32767²| ≤ 65535 holds %.3g of the 65536³ triples; the notes' 1/15000 is %.2f× too small",
                p, p * Math.pow(65536, 3), p * 15000));
    }

    static String join(TreeSet<Integer> s) { return String.join(",", s.stream().map(String::valueOf).toList()); }
}
