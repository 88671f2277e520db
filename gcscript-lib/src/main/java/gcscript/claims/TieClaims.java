package gcscript.claims;

import static gcscript.claims.Measures.level;

import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.layout.Rec;
import gcscript.tie.TieClass;
import gcscript.tie.TieLayouts;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Claims about tie classes (level-assets.md "Tie: the class header only partly matches", "Tie geometry").
 * The notes read several tie fields at R&C1 offsets (rac2-formats-phase2 §2.6): such claims are measured the way
 * the notes read them, and {@link #READINGS} says which reading the disc supports. On a synthetic disc the
 * expectations come from the manifest ({@code level.N.core.tie.C.header.*}, {@code level.N.ties.*}).
 */
final class TieClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of(), TieClaims.READINGS); }

    /** Per claim: the reading measured and the verdict of §2.6 (for the claims table's basis, once it has one). */
    static final Map<String, String> READINGS = new LinkedHashMap<>();
    static {
        READINGS.put("tie.hdr.u32_0x0c", "measured as the notes read it (u32 at +0x0c); in GC these bytes are packet_count[3] + texture_count: R&C1 layout");
        READINGS.put("tie.hdr.counts_zero", "measured at the R&C1 positions +0x20..+0x23 (GC: instance_index, a runtime 0); GC keeps the counts at +0x0c..+0x0f");
        READINGS.put("tie.parts.identity", "the moby part-table identity on 16-byte records cut from each class start; ties have no moby packet entries");
        READINGS.put("tie.hdr.float_seq.range", "plausible f32 = finite and 0 or 1e-4 <= |v| <= 1e5, counted from +0x48; runs end at glow_rgba or 0x60 (s16 LOD totals)."
                + " Synthetic expectation: the generator writes glow_rgba 0, a centred sphere and non-zero LOD totals (a denormal as f32), so every run is 6");
    }

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.legacy("lvl0.tie0.head", d -> first(d).map(k -> "hex:" + HexFormat.of().formatHex(bytes(k, 0, 8))),
                (t, d) -> ints(t, "level.0.core.tie.0.header.packets").map(p -> "hex:" + le32(p[0]) + le32(p[1]))));
        c.add(Claim.legacy("tie.hdr.u32_0x0c", d -> first(d).map(k -> Long.toString(u32(k, 0x0c))),
                (t, d) -> ints(t, "level.0.core.tie.0.header.packet_count").flatMap(p -> t.get("level.0.core.tie.0.header.texture_count")
                        .map(tc -> Long.toString((p[0] | p[1] << 8 | p[2] << 16 | (long) Integer.parseInt(tc) << 24) & 0xffffffffL)))));
        c.add(Claim.legacy("tie.hdr.counts_zero", d -> all(d).isEmpty() ? Optional.empty()
                : Optional.of(Boolean.toString(all(d).stream().allMatch(k -> u32(k, 0x20) == 0))),
                (t, d) -> classes(t) > 0 ? Optional.of("true") : Optional.empty()));
        c.add(Claim.legacy("tie.o_class.match", d -> frac(d, k -> k.header().i(TieLayouts.O_CLASS) == (short) k.entry().oClass()),
                (t, d) -> all(t)));
        c.add(Claim.legacy("tie.lod.ordered", d -> frac(d, TieClaims::ordered), (t, d) -> all(t)));
        c.add(Claim.legacy("tie.lod.exceptions", d -> all(d).isEmpty() ? Optional.empty()
                : Optional.of(Long.toString(all(d).stream().filter(k -> !ordered(k)).count())),
                (t, d) -> classes(t) > 0 ? Optional.of("0") : Optional.empty()));
        c.add(Claim.legacy("lvl0.tie0.lod", d -> first(d).map(k -> String.format(Locale.ROOT, "%.1f,%.1f,%.1f", k.header().f(TieLayouts.NEAR_DIST),
                k.header().f(TieLayouts.MID_DIST), k.header().f(TieLayouts.FAR_DIST))),
                (t, d) -> t.get("level.0.core.tie.0.header.distances").map(s -> {
                    String[] v = s.split(",");
                    return String.format(Locale.ROOT, "%.1f,%.1f,%.1f", Double.parseDouble(v[0]), Double.parseDouble(v[1]), Double.parseDouble(v[2]));
                })));
        c.add(Claim.legacy("lvl0.tie0.packets", d -> first(d).map(k -> k.header().i(TieLayouts.PACKETS[0]) + "," + k.header().i(TieLayouts.PACKETS[1])
                + "," + k.header().i(TieLayouts.PACKETS[2])), (t, d) -> t.get("level.0.core.tie.0.header.packets")));
        c.add(Claim.legacy("tie.parts.identity", d -> {
            long ok = 0, n = 0;
            for (TieClass k : all(d)) {
                var r = k.header().source();
                long base = k.header().relativeOffset();
                for (long at = 0; at + 16 <= k.end() - k.start(); at += 16, n++) {
                    long vo = r.u32("tie.parts", base + at), next = r.u32("tie.parts", base + at + 8);
                    int cnt = r.u16("tie.parts", base + at + 4);
                    if (vo != 0 && vo + 16L * cnt == next) ok++;
                }
            }
            return n == 0 ? Optional.empty() : Optional.of(ok + "/" + n);
        }, (t, d) -> Optional.empty()));
        c.add(Claim.legacy("tie.hdr.floats_0x48", d -> Optional.empty(), (t, d) -> Optional.empty()));
        c.add(Claim.legacy("tie.hdr.float_seq.range", d -> {
            int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
            for (TieClass k : all(d)) { int r = run(k); lo = Math.min(lo, r); hi = Math.max(hi, r); }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }, (t, d) -> classes(t) > 0 ? Optional.of("6..6") : Optional.empty()));
        c.add(Claim.legacy("tie.hdr.float_seq.counts", d -> {
            Map<Integer, Integer> n = new TreeMap<>();
            for (TieClass k : all(d)) n.merge(run(k), 1, Integer::sum);
            return all(d).isEmpty() ? Optional.empty() : Optional.of(n.getOrDefault(6, 0) + "," + n.getOrDefault(1, 0) + "," + n.getOrDefault(2, 0));
        }, (t, d) -> classes(t) > 0 ? Optional.of(classes(t) + ",0,0") : Optional.empty()));
        return c;
    }

    // ---- measures ----------------------------------------------------------------------------------

    static List<TieClass> all(Disc d) {
        List<TieClass> out = new ArrayList<>();
        for (Level l : d.levels()) out.addAll(l.core().tieModel().classes());
        return out;
    }

    /** Level 0's tie class entry 0 (the notes' "first": table entry 0), if it has a block. */
    static Optional<TieClass> first(Disc d) {
        return level(d, 0).flatMap(l -> {
            List<ClassEntry> e = l.core().classEntries(ClassKind.TIE);
            if (e.isEmpty() || e.get(0).offsetInAssetWad() == 0) return Optional.empty();
            return Optional.of(l.core().tieModel().tieClass(0));
        });
    }

    static boolean ordered(TieClass k) {
        float n = k.header().f(TieLayouts.NEAR_DIST), m = k.header().f(TieLayouts.MID_DIST), f = k.header().f(TieLayouts.FAR_DIST);
        return 0 < n && n < m && m < f;
    }

    static Optional<String> frac(Disc d, java.util.function.Predicate<TieClass> p) {
        List<TieClass> a = all(d);
        return a.isEmpty() ? Optional.empty() : Optional.of(a.stream().filter(p).count() + "/" + a.size());
    }

    static byte[] bytes(TieClass k, int at, int n) {
        Rec h = k.header();
        return h.source().bytes("tie", h.relativeOffset() + at, n);
    }

    static long u32(TieClass k, int at) { return k.header().source().u32("tie", k.header().relativeOffset() + at); }

    /** Consecutive plausible f32 from +0x48 (the notes' rule is not stated; see {@link #READINGS}). */
    static int run(TieClass k) {
        int n = 0;
        for (int at = 0x48; at + 4 <= 0x80; at += 4, n++) {
            float v = Float.intBitsToFloat((int) u32(k, at));
            boolean ok = Float.isFinite(v) && (v == 0 || (Math.abs(v) >= 1e-4 && Math.abs(v) <= 1e5));
            if (!ok) break;
        }
        return n;
    }

    // ---- synthetic expectations ------------------------------------------------------------------------

    static long classes(GroundTruth t) {
        long n = 0;
        for (int i = 0; i < Measures.levelCount(t); i++) n += t.get("level." + i + ".ties.classes").map(Long::parseLong).orElse(0L);
        return n;
    }

    static Optional<String> all(GroundTruth t) {
        long n = classes(t);
        return n == 0 ? Optional.empty() : Optional.of(n + "/" + n);
    }

    static Optional<int[]> ints(GroundTruth t, String key) {
        return t.get(key).map(s -> java.util.Arrays.stream(s.split(",")).mapToInt(Integer::parseInt).toArray());
    }

    static String le32(int v) {
        return HexFormat.of().formatHex(new byte[] {(byte) v, (byte) (v >> 8), (byte) (v >> 16), (byte) (v >> 24)});
    }
}
