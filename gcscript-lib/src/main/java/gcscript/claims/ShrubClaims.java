package gcscript.claims;

import static gcscript.shrub.ShrubLayouts.*;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.layout.Rec;
import gcscript.level.Level;
import gcscript.shrub.ShrubClass;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Claims about shrub classes (level-assets.md "Shrub geometry", "Shrub span bounds", "The body is a 24-entry
 * normal palette", "The header, byte by byte", "The billboard record"). The notes' "span" is the class block
 * (class offset to the next core_data boundary) and their "body" is [normals_offset, span end): the palette and its
 * zero fill (§3.5). Superseded claims are measured by the superseding reading, so their rows show what the disc
 * says instead ({@link #READINGS}). Synthetic expectations come from the manifest ({@code level.N.core.shrub.C.*}).
 */
final class ShrubClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of(), ShrubClaims.READINGS); }

    static final Map<String, String> READINGS = new LinkedHashMap<>();
    static {
        READINGS.put("shrub.body.old_total", "superseded: measured as the body-record total of the resolved spans (shrub.body.records.total)");
        READINGS.put("shrub.hdr.reserved_denormal", "superseded: the notes' f32 reading of +0x14 (0 or denormal); the word is u16 mode_bits + s16 instance_count");
        READINGS.put("shrub.hdr.minmax_box", "superseded: the min/max-box reading of +0x00..+0x17 (min xyz <= max xyz), the evidence against the box; the reference reads a sphere + mip_distance");
        READINGS.put("shrub.hdr.count", "the notes' u32 at +0x28 (reference: s16 packet_count + s16 pad)");
        READINGS.put("shrub.region.bytes", "sum of shrub class spans");
    }

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.legacy("shrub.no_part_table", d -> frac(d, k -> { long w = u32(k, 0); return w == 0 || w >= k.end() - k.start(); }), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.o_class", d -> frac(d, k -> u32(k, 0x24) == k.entry().oClass()), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.data_offset", d -> frac(d, k -> { long w = u32(k, 0x2c); return w > 0 && w < k.end() - k.start(); }), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.f32_0x10_is_5", d -> frac(d, k -> f(k, MIP_DISTANCE) == 5.0f), (t, d) -> count(t, "header.mip_distance", v -> Float.parseFloat(v) == 5.0f)));
        c.add(Claim.legacy("shrub.body.half3", d -> Optional.empty(), (t, d) -> Optional.empty()));
        c.add(Claim.legacy("shrub.body.old_total", d -> sum(d, ShrubClaims::bodyRecords), (t, d) -> sumTruth(t, p -> 24 + num(t, p + ".header.fill_records"))));
        c.add(Claim.legacy("shrub.bodies.whole_records", d -> frac(d, k -> (k.end() - k.start() - h(k, NORMALS_OFFSET)) % 8 == 0), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.body.records.total", d -> sum(d, ShrubClaims::bodyRecords), (t, d) -> sumTruth(t, p -> 24 + num(t, p + ".header.fill_records"))));
        c.add(Claim.legacy("shrub.body.records.not_last", d -> lastSplit(d, false), (t, d) -> lastSplitTruth(t, false)));
        c.add(Claim.legacy("shrub.body.records.last", d -> lastSplit(d, true), (t, d) -> lastSplitTruth(t, true)));
        c.add(Claim.legacy("shrub.body.records.last_range", d -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (Level l : d.levels()) {
                List<ShrubClass> ks = l.core().shrubModel().classes();
                if (ks.isEmpty()) continue;
                long r = bodyRecords(ks.stream().max((a, b) -> Long.compare(a.start(), b.start())).get());
                lo = Math.min(lo, r); hi = Math.max(hi, r);
            }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }, (t, d) -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (List<String> ps : perLevel(t).values()) {
                long r = 24 + num(t, ps.get(ps.size() - 1) + ".header.fill_records");
                lo = Math.min(lo, r); hi = Math.max(hi, r);
            }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }));
        c.add(Claim.legacy("shrub.region.bytes", d -> sum(d, k -> k.end() - k.start()), (t, d) -> sumTruth(t, p -> num(t, p + ".header.size"))));
        c.add(Claim.legacy("shrub.body.record_counts", d -> distinct(d, k -> (double) bodyRecords(k), "%.0f"),
                (t, d) -> distinctTruth(t, p -> (double) (24 + num(t, p + ".header.fill_records")), "%.0f")));
        c.add(Claim.legacy("shrub.body.padding", d -> classes(d).isEmpty() ? Optional.empty() : Optional.of("" + classes(d).stream().allMatch(ShrubClaims::fillZero)),
                (t, d) -> nonEmpty(t, "true")));
        c.add(Claim.legacy("shrub.normals.live", d -> classes(d).isEmpty() ? Optional.empty() : Optional.of("" + 24L * classes(d).size()),
                (t, d) -> nonEmpty(t, "" + 24L * prefixes(t).size())));
        c.add(Claim.legacy("shrub.normals.length", d -> normalFrac(d, (x, y, z) -> Math.abs(sq(x, y, z) - 32767L * 32767L) <= 65535),
                (t, d) -> nonEmpty(t, 24L * prefixes(t).size() + "/" + 24L * prefixes(t).size())));
        c.add(Claim.legacy("shrub.normals.max_dev", d -> normalStat(d, (x, y, z) -> Math.abs(sq(x, y, z) - 32767L * 32767L), true),
                (t, d) -> normalTruth(t, (x, y, z) -> Math.abs(sq(x, y, z) - 32767L * 32767L), "max")));
        c.add(Claim.legacy("shrub.normals.range", d -> {
            Optional<String> lo = normalStat(d, (x, y, z) -> Math.min(x, Math.min(y, z)), false), hi = normalStat(d, (x, y, z) -> Math.max(x, Math.max(y, z)), true);
            return lo.flatMap(a -> hi.map(b -> a + ".." + b));
        }, (t, d) -> normalTruth(t, (x, y, z) -> Math.min(x, Math.min(y, z)), "min")
                .flatMap(a -> normalTruth(t, (x, y, z) -> Math.max(x, Math.max(y, z)), "max").map(b -> a + ".." + b))));
        c.add(Claim.legacy("shrub.normals.axis_aligned", d -> normalFrac(d, ShrubClaims::axisAligned),
                (t, d) -> normalTruth(t, (x, y, z) -> axisAligned(x, y, z) ? 1 : 0, "sum").map(k -> k + "/" + 24L * prefixes(t).size())));
        c.add(Claim.legacy("shrub.normals.flat_classes", d -> classes(d).isEmpty() ? Optional.empty()
                : Optional.of("" + classes(d).stream().filter(ShrubClaims::flat).count()),
                (t, d) -> nonEmpty(t, "" + prefixes(t).stream().filter(p -> t.get(p + ".header.palette_kind").orElse("").equals("identical")).count())));
        c.add(Claim.legacy("shrub.hdr.sphere_finite", d -> frac(d, k -> Float.isFinite(f(k, BSPHERE[0])) && Float.isFinite(f(k, BSPHERE[1]))
                && Float.isFinite(f(k, BSPHERE[2])) && f(k, BSPHERE[3]) > 0), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.radius", d -> range(d, k -> f(k, BSPHERE[3]), "%.2f"), (t, d) -> rangeTruth(t, "header.bsphere_radius", "%.2f")));
        c.add(Claim.legacy("shrub.hdr.centre_near", d -> {
            Optional<String> lo = range(d, k -> Math.min(f(k, BSPHERE[0]), Math.min(f(k, BSPHERE[1]), f(k, BSPHERE[2]))), "%.2f");
            Optional<String> hi = range(d, k -> Math.max(f(k, BSPHERE[0]), Math.max(f(k, BSPHERE[1]), f(k, BSPHERE[2]))), "%.2f");
            return lo.flatMap(a -> hi.map(b -> a.substring(0, a.indexOf("..")) + ".." + b.substring(b.indexOf("..") + 2)));
        }, (t, d) -> nonEmpty(t, "0.00..0.00")));
        c.add(Claim.legacy("shrub.hdr.size", d -> range(d, k -> f(k, MIP_DISTANCE), "%.1f"), (t, d) -> rangeTruth(t, "header.mip_distance", "%.1f")));
        c.add(Claim.legacy("shrub.hdr.mode_bits_0", d -> frac(d, k -> h(k, MODE_BITS) == 0), (t, d) -> count(t, "header.mode_bits", v -> v.equals("0"))));
        c.add(Claim.legacy("shrub.hdr.mode_bits_4", d -> frac(d, k -> h(k, MODE_BITS) == 4), (t, d) -> count(t, "header.mode_bits", v -> v.equals("4"))));
        c.add(Claim.legacy("shrub.hdr.u16_0x16", d -> frac(d, k -> h(k, INSTANCE_COUNT) == 0), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.u32_0x18", d -> frac(d, k -> h(k, INSTANCES_POINTER) == 0), (t, d) -> all(t)));
        c.add(Claim.legacy("shrub.hdr.billboard_offset", d -> frac(d, k -> { long b = h(k, BILLBOARD_OFFSET); return b > 0 && b < k.end() - k.start(); }),
                (t, d) -> count(t, "header.billboard_offset", v -> !v.equals("0"))));
        c.add(Claim.legacy("shrub.hdr.scale", d -> range(d, k -> f(k, SCALE), "%.4f"), (t, d) -> rangeTruth(t, "header.scale", "%.4f")));
        c.add(Claim.legacy("shrub.hdr.count", d -> range(d, k -> (double) u32(k, 0x28), "%.0f"), (t, d) -> rangeTruth(t, "header.packet_count", "%.0f")));
        c.add(Claim.legacy("shrub.hdr.reserved_denormal", d -> classes(d).isEmpty() ? Optional.empty() : Optional.of("" + classes(d).stream()
                .allMatch(k -> { long w = u32(k, 0x14); return w == 0 || (w & 0x7f800000L) == 0; })), (t, d) -> nonEmpty(t, "true")));
        c.add(Claim.legacy("shrub.hdr.minmax_box", d -> frac(d, ShrubClaims::box), (t, d) -> all(t)));
        // ---- billboards ----------------------------------------------------------------------------
        c.add(Claim.legacy("shrub.billboard.pairing", d -> {
            long rec = 0, paired = 0, entries = 0;
            for (ShrubClass k : classes(d)) {
                boolean e = k.entry().billboard() != null && k.entry().billboard().textureWidth() != 0;
                if (e) entries++;
                if (k.billboard() != null) { rec++; if (e) paired++; }
            }
            return rec + entries == 0 ? Optional.empty() : Optional.of(paired + "/" + Math.max(rec, entries));
        }, (t, d) -> billboards(t).isEmpty() ? Optional.empty() : Optional.of(billboards(t).size() + "/" + billboards(t).size())));
        c.add(Claim.legacy("shrub.billboard.fade", d -> bbRange(d, r -> r.f(BILLBOARD.field("fade_distance")), "%.0f"),
                (t, d) -> bbRangeTruth(t, "fade_distance", "%.0f")));
        c.add(Claim.legacy("shrub.billboard.k", d -> bbRange(d, r -> BB_TEX1.kRaw(r), "%.0f"), (t, d) -> bbRangeTruth(t, "k_raw", "%.0f")));
        c.add(Claim.legacy("shrub.billboard.mmin", d -> bbFrac(d, r -> BB_TEX1.mmin(r) == 4), (t, d) -> bbAll(t)));
        c.add(Claim.legacy("shrub.billboard.tex1_addr", d -> bbSet(d, r -> BB_TEX1.address(r)), (t, d) -> bbConst(t, "0x14")));
        c.add(Claim.legacy("shrub.billboard.tex0_index", d -> bbRange(d, r -> BB_TEX0.slot(r), "%.0f"), (t, d) -> bbRangeTruth(t, "tex0_data_lo", "%.0f")));
        c.add(Claim.legacy("shrub.billboard.tex0_addr", d -> bbSet(d, r -> BB_TEX0.address(r)), (t, d) -> bbConst(t, "0x06")));
        c.add(Claim.legacy("shrub.billboard.miptbp1_addr", d -> bbSet(d, r -> BB_MIPTBP1.address(r)), (t, d) -> bbConst(t, "0x34")));
        c.add(Claim.legacy("shrub.billboard.miptbp1_zero", d -> bbFrac(d, r -> BB_MIPTBP1.lo(r) == 0 && BB_MIPTBP1.hi(r) == 0), (t, d) -> bbAll(t)));
        c.add(Claim.legacy("shrub.billboard.triples", d -> {
            List<ShrubClass> b = bbClasses(d);
            return b.isEmpty() ? Optional.empty() : Optional.of("" + b.stream().map(ShrubClaims::triple).distinct().count());
        }, (t, d) -> billboards(t).isEmpty() ? Optional.empty() : Optional.of("" + billboards(t).stream().map(p -> tripleTruth(t, p)).distinct().count())));
        c.add(Claim.legacy("shrub.billboard.shared_triple", d -> {
            Map<String, TreeSet<Integer>> by = new HashMap<>();
            for (Level l : d.levels()) for (ShrubClass k : l.core().shrubModel().classes()) {
                if (k.billboard() != null) by.computeIfAbsent(triple(k), x -> new TreeSet<>()).add(l.number());
            }
            return by.values().stream().max((a, b) -> Integer.compare(a.size(), b.size())).map(ShrubClaims::join);
        }, (t, d) -> {
            Map<String, TreeSet<Integer>> by = new HashMap<>();
            for (String p : billboards(t)) by.computeIfAbsent(tripleTruth(t, p), x -> new TreeSet<>()).add(levelOf(p));
            return by.values().stream().max((a, b) -> Integer.compare(a.size(), b.size())).map(ShrubClaims::join);
        }));
        c.add(Claim.legacy("shrub.billboard.identical_records", d -> {
            Map<String, Integer> n = new HashMap<>();
            for (ShrubClass k : bbClasses(d)) n.merge(record(k), 1, Integer::sum);
            return n.isEmpty() ? Optional.empty() : Optional.of("" + n.values().stream().max(Integer::compare).get());
        }, (t, d) -> {
            Map<String, Integer> n = new HashMap<>();
            for (String p : billboards(t)) n.merge(tripleTruth(t, p) + t.get(p + ".billboard.fade_distance").orElse("") + t.get(p + ".billboard.k_raw").orElse("")
                    + t.get(p + ".header.scale").orElse(""), 1, Integer::sum);
            return n.isEmpty() ? Optional.empty() : Optional.of("" + n.values().stream().max(Integer::compare).get());
        }));
        c.add(Claim.legacy("shrub.billboard.identical_sphere", d -> {
            Map<String, List<ShrubClass>> g = new HashMap<>();
            for (ShrubClass k : bbClasses(d)) g.computeIfAbsent(record(k), x -> new ArrayList<>()).add(k);
            return g.values().stream().max((a, b) -> Integer.compare(a.size(), b.size()))
                    .map(ks -> "" + (ks.stream().map(ShrubClaims::sphere).distinct().count() == 1));
        }, (t, d) -> billboards(t).isEmpty() ? Optional.empty() : Optional.of("true")));
        return c;
    }

    // ---- measures ----------------------------------------------------------------------------------

    static List<ShrubClass> classes(Disc d) {
        List<ShrubClass> out = new ArrayList<>();
        for (Level l : d.levels()) out.addAll(l.core().shrubModel().classes());
        return out;
    }

    static long u32(ShrubClass k, int at) { return k.header().source().u32("shrub", k.header().relativeOffset() + at); }
    static long h(ShrubClass k, gcscript.layout.Field f) { return k.header().get(f); }
    static float f(ShrubClass k, gcscript.layout.Field fl) { return k.header().f(fl); }
    static long bodyRecords(ShrubClass k) { return (k.end() - k.start() - k.header().i(NORMALS_OFFSET)) / 8; }
    static long sq(long x, long y, long z) { return x * x + y * y + z * z; }
    static boolean axisAligned(long x, long y, long z) { return (x == 0 ? 1 : 0) + (y == 0 ? 1 : 0) + (z == 0 ? 1 : 0) >= 2; }

    static boolean fillZero(ShrubClass k) {
        for (int i = 0; i < k.fill().count(); i++) for (var fl : NORMAL.fields()) if (k.fill().get(i, fl) != 0) return false;
        return true;
    }

    static boolean flat(ShrubClass k) {
        for (int i = 0; i < 24; i++) {
            if (k.normals().i(i, NX) != 0 || k.normals().i(i, NY) != 0 || k.normals().i(i, NZ) != 32767) return false;
        }
        return true;
    }

    /** The notes' min/max-box test on +0x00..+0x17: six finite f32 with min xyz <= max xyz. */
    static boolean box(ShrubClass k) {
        float[] v = new float[6];
        for (int i = 0; i < 6; i++) v[i] = Float.intBitsToFloat((int) u32(k, 4 * i));
        for (float x : v) if (!Float.isFinite(x)) return false;
        return v[0] <= v[3] && v[1] <= v[4] && v[2] <= v[5];
    }

    static Optional<String> frac(Disc d, Predicate<ShrubClass> p) {
        List<ShrubClass> a = classes(d);
        return a.isEmpty() ? Optional.empty() : Optional.of(a.stream().filter(p).count() + "/" + a.size());
    }

    static Optional<String> sum(Disc d, java.util.function.ToLongFunction<ShrubClass> f) {
        List<ShrubClass> a = classes(d);
        return a.isEmpty() ? Optional.empty() : Optional.of("" + a.stream().mapToLong(f).sum());
    }

    static Optional<String> lastSplit(Disc d, boolean last) {
        long n = 0;
        boolean any = false;
        for (Level l : d.levels()) {
            List<ShrubClass> ks = l.core().shrubModel().classes();
            long max = ks.stream().mapToLong(ShrubClass::start).max().orElse(-1);
            for (ShrubClass k : ks) { any = true; if ((k.start() == max) == last) n += bodyRecords(k); }
        }
        return any ? Optional.of("" + n) : Optional.empty();
    }

    static Optional<String> range(Disc d, ToDoubleFunction<ShrubClass> f, String fmt) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (ShrubClass k : classes(d)) { double v = f.applyAsDouble(k); lo = Math.min(lo, v); hi = Math.max(hi, v); }
        return lo > hi ? Optional.empty() : Optional.of(String.format(Locale.ROOT, fmt + ".." + fmt, lo, hi));
    }

    static Optional<String> distinct(Disc d, ToDoubleFunction<ShrubClass> f, String fmt) {
        TreeSet<Double> s = new TreeSet<>();
        for (ShrubClass k : classes(d)) s.add(f.applyAsDouble(k));
        return s.isEmpty() ? Optional.empty() : Optional.of(String.join(",", s.stream().map(v -> String.format(Locale.ROOT, fmt, v)).toList()));
    }

    interface NormalFn { long of(long x, long y, long z); }
    interface NormalTest { boolean of(long x, long y, long z); }

    static Optional<String> normalFrac(Disc d, NormalTest p) {
        long k = 0, n = 0;
        for (ShrubClass c : classes(d)) for (int i = 0; i < c.normals().count(); i++, n++) {
            if (p.of(c.normals().i(i, NX), c.normals().i(i, NY), c.normals().i(i, NZ))) k++;
        }
        return n == 0 ? Optional.empty() : Optional.of(k + "/" + n);
    }

    static Optional<String> normalStat(Disc d, NormalFn f, boolean max) {
        Long best = null;
        for (ShrubClass c : classes(d)) for (int i = 0; i < c.normals().count(); i++) {
            long v = f.of(c.normals().i(i, NX), c.normals().i(i, NY), c.normals().i(i, NZ));
            best = best == null ? v : max ? Math.max(best, v) : Math.min(best, v);
        }
        return Optional.ofNullable(best).map(String::valueOf);
    }

    static List<ShrubClass> bbClasses(Disc d) { return classes(d).stream().filter(k -> k.billboard() != null).toList(); }

    static Optional<String> bbRange(Disc d, Function<Rec, Number> f, String fmt) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (ShrubClass k : bbClasses(d)) { double v = f.apply(k.billboard()).doubleValue(); lo = Math.min(lo, v); hi = Math.max(hi, v); }
        return lo > hi ? Optional.empty() : Optional.of(String.format(Locale.ROOT, fmt + ".." + fmt, lo, hi));
    }

    static Optional<String> bbFrac(Disc d, Predicate<Rec> p) {
        List<ShrubClass> b = bbClasses(d);
        return b.isEmpty() ? Optional.empty() : Optional.of(b.stream().filter(k -> p.test(k.billboard())).count() + "/" + b.size());
    }

    static Optional<String> bbSet(Disc d, Function<Rec, Integer> f) {
        TreeSet<Integer> s = new TreeSet<>();
        for (ShrubClass k : bbClasses(d)) s.add(f.apply(k.billboard()));
        return s.isEmpty() ? Optional.empty() : Optional.of(String.join(",", s.stream().map(v -> String.format("0x%02x", v)).toList()));
    }

    static String triple(ShrubClass k) {
        Rec r = k.billboard();
        return r.f(F4) + "/" + r.f(F8) + "/" + r.f(FC);
    }

    static String record(ShrubClass k) {
        Rec r = k.billboard();
        return triple(k) + "/" + r.f(FADE_DISTANCE) + "/" + BB_TEX1.kRaw(r) + "/" + k.scale();
    }

    static String sphere(ShrubClass k) {
        return f(k, BSPHERE[0]) + "/" + f(k, BSPHERE[1]) + "/" + f(k, BSPHERE[2]) + "/" + f(k, BSPHERE[3]);
    }

    static String join(TreeSet<Integer> s) { return String.join(",", s.stream().map(String::valueOf).toList()); }

    // ---- synthetic expectations --------------------------------------------------------------------

    private static final Pattern CLASS = Pattern.compile("level\\.(\\d+)\\.core\\.shrub\\.(\\d+)\\.header\\.packet_count");

    /** Every shrub class's manifest prefix ({@code level.N.core.shrub.C}), by level then class. */
    static List<String> prefixes(GroundTruth t) {
        List<String> out = new ArrayList<>();
        for (List<String> l : perLevel(t).values()) out.addAll(l);
        return out;
    }

    static TreeMap<Integer, List<String>> perLevel(GroundTruth t) { return t.memo("shrub.perLevel", ShrubClaims::scanPerLevel); }

    private static TreeMap<Integer, List<String>> scanPerLevel(GroundTruth t) {
        TreeMap<Integer, TreeMap<Integer, String>> m = new TreeMap<>();
        List<String> keys = new ArrayList<>();
        for (int n : t.levelNumbers()) keys.addAll(t.keys("level." + n + ".core.shrub.", ".header.packet_count"));
        for (String k : keys) {
            Matcher x = CLASS.matcher(k);
            if (x.matches()) m.computeIfAbsent(Integer.parseInt(x.group(1)), q -> new TreeMap<>())
                    .put(Integer.parseInt(x.group(2)), "level." + x.group(1) + ".core.shrub." + x.group(2));
        }
        TreeMap<Integer, List<String>> out = new TreeMap<>();
        m.forEach((l, cs) -> out.put(l, new ArrayList<>(cs.values())));
        return out;
    }

    static int levelOf(String prefix) { return Integer.parseInt(prefix.split("\\.")[1]); }

    static long num(GroundTruth t, String key) { return Long.parseLong(t.get(key).orElseThrow(() -> new IllegalStateException("manifest has no " + key))); }

    static Optional<String> all(GroundTruth t) {
        int n = prefixes(t).size();
        return n == 0 ? Optional.empty() : Optional.of(n + "/" + n);
    }

    static Optional<String> nonEmpty(GroundTruth t, String v) { return prefixes(t).isEmpty() ? Optional.empty() : Optional.of(v); }

    static Optional<String> count(GroundTruth t, String field, Predicate<String> p) {
        List<String> ps = prefixes(t);
        if (ps.isEmpty()) return Optional.empty();
        return Optional.of(ps.stream().filter(x -> p.test(t.get(x + "." + field).orElse(""))).count() + "/" + ps.size());
    }

    static Optional<String> sumTruth(GroundTruth t, java.util.function.ToLongFunction<String> f) {
        List<String> ps = prefixes(t);
        return ps.isEmpty() ? Optional.empty() : Optional.of("" + ps.stream().mapToLong(f).sum());
    }

    static Optional<String> lastSplitTruth(GroundTruth t, boolean last) {
        long n = 0;
        for (List<String> ps : perLevel(t).values()) {
            for (int i = 0; i < ps.size(); i++) if ((i == ps.size() - 1) == last) n += 24 + num(t, ps.get(i) + ".header.fill_records");
        }
        return prefixes(t).isEmpty() ? Optional.empty() : Optional.of("" + n);
    }

    static Optional<String> rangeTruth(GroundTruth t, String field, String fmt) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (String p : prefixes(t)) { double v = Double.parseDouble(t.get(p + "." + field).orElseThrow()); lo = Math.min(lo, v); hi = Math.max(hi, v); }
        return lo > hi ? Optional.empty() : Optional.of(String.format(Locale.ROOT, fmt + ".." + fmt, lo, hi));
    }

    static Optional<String> distinctTruth(GroundTruth t, ToDoubleFunction<String> f, String fmt) {
        TreeSet<Double> s = new TreeSet<>();
        for (String p : prefixes(t)) s.add(f.applyAsDouble(p));
        return s.isEmpty() ? Optional.empty() : Optional.of(String.join(",", s.stream().map(v -> String.format(Locale.ROOT, fmt, v)).toList()));
    }

    static Optional<String> normalTruth(GroundTruth t, NormalFn f, String how) {
        Long acc = null;
        for (long[] xyz : normals(t)) {
            for (int i = 0; i < xyz.length; i += 3) {
                long v = f.of(xyz[i], xyz[i + 1], xyz[i + 2]);
                acc = acc == null ? v : switch (how) { case "max" -> Math.max(acc, v); case "min" -> Math.min(acc, v); default -> acc + v; };
            }
        }
        return Optional.ofNullable(acc).map(String::valueOf);
    }

    /**
     * Every shrub class's manifest normals as x, y, z triples, by class as {@link #prefixes}: parsed once per
     * manifest, not once per claim (four claims read them; 1,765 classes × 24 normals on the full-size disc).
     */
    private static List<long[]> normals(GroundTruth t) {
        return t.memo("shrub.normals", m -> {
            List<long[]> out = new ArrayList<>();
            for (String p : prefixes(m)) {
                String[] x = m.get(p + ".normals.x_raw").orElseThrow().split(","), y = m.get(p + ".normals.y_raw").orElseThrow().split(","),
                        z = m.get(p + ".normals.z_raw").orElseThrow().split(",");
                long[] xyz = new long[3 * x.length];
                for (int i = 0; i < x.length; i++) {
                    xyz[3 * i] = Long.parseLong(x[i]);
                    xyz[3 * i + 1] = Long.parseLong(y[i]);
                    xyz[3 * i + 2] = Long.parseLong(z[i]);
                }
                out.add(xyz);
            }
            return List.copyOf(out);
        });
    }

    static List<String> billboards(GroundTruth t) {
        return prefixes(t).stream().filter(p -> !t.get(p + ".header.billboard_offset").orElse("0").equals("0")).toList();
    }

    static Optional<String> bbAll(GroundTruth t) {
        int n = billboards(t).size();
        return n == 0 ? Optional.empty() : Optional.of(n + "/" + n);
    }

    static Optional<String> bbConst(GroundTruth t, String v) { return billboards(t).isEmpty() ? Optional.empty() : Optional.of(v); }

    static Optional<String> bbRangeTruth(GroundTruth t, String field, String fmt) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (String p : billboards(t)) { double v = Double.parseDouble(t.get(p + ".billboard." + field).orElseThrow()); lo = Math.min(lo, v); hi = Math.max(hi, v); }
        return lo > hi ? Optional.empty() : Optional.of(String.format(Locale.ROOT, fmt + ".." + fmt, lo, hi));
    }

    static String tripleTruth(GroundTruth t, String p) {
        return Float.parseFloat(t.get(p + ".billboard.float_04").orElseThrow()) + "/" + Float.parseFloat(t.get(p + ".billboard.float_08").orElseThrow())
                + "/" + Float.parseFloat(t.get(p + ".billboard.float_0c").orElseThrow());
    }
}
