package gcscript.claims;

import gcscript.check.CheckSummary;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.levelCount;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.tfrag.TfragHeader;
import gcscript.tfrag.AdGif;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Claims about the level cores' tfrag blocks (level-assets.md "Terrain", "LOD selection", "Verification").
 * Whole-disc totals count the core block of each level only (reconciliation.md); on a synthetic disc the
 * expected values are sums of the manifest's {@code level.N.tfrags.*} keys.
 */
final class TfragClaims {
    private TfragClaims() {}

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(new Claim("tfrag.patches.total", d -> total(d, b -> b.count()), (t, d) -> sum(t, "tfrags.count")));
        c.add(new Claim("tfrag.positions.total", d -> total(d, TfragBlock::vertCountSum), (t, d) -> sum(t, "tfrags.positions")));
        c.add(new Claim("tfrag.positions.mismatches", d -> total(d, b -> b.vertCountMismatches()), (t, d) -> whenTfrags(t, "0")));
        c.add(new Claim("tfrag.tri_count.match", d -> {
            long ok = 0, n = 0;
            for (TfragBlock b : blocks(d)) {
                n += b.count();
                ok += b.patchList().stream().filter(p -> p.strips()[0] != null && p.triCountMatches()).count();
            }
            return Optional.of(ok + "/" + n);
        }, (t, d) -> sum(t, "tfrags.count").map(n -> n + "/" + n)));
        c.add(new Claim("tfrag.triangles.total", d -> total(d, TfragBlock::triCountSum), (t, d) -> sum(t, "tfrags.triangles")));
        c.add(new Claim("tfrag.adgifs.total", d -> total(d, TfragBlock::textureCountSum), (t, d) -> sum(t, "tfrags.adgifs")));
        c.add(new Claim("tfrag.vinfo.total", d -> total(d, TfragBlock::vertexInfoCount), (t, d) -> sum(t, "tfrags.vertex_infos")));
        c.add(new Claim("tfrag.vinfo.common", d -> total(d, b -> tier(b, 0)), (t, d) -> sum(t, "tfrags.vertex_infos_common")));
        c.add(new Claim("tfrag.vinfo.lod01", d -> total(d, b -> tier(b, 1)), (t, d) -> sum(t, "tfrags.vertex_infos_lod01")));
        c.add(new Claim("tfrag.vinfo.lod0", d -> total(d, b -> tier(b, 2)), (t, d) -> sum(t, "tfrags.vertex_infos_lod0")));
        c.add(new Claim("tfrag.vinfo.lod", d -> total(d, b -> tier(b, 1) + tier(b, 2)),
                (t, d) -> sum(t, "tfrags.vertex_infos_lod01").flatMap(a -> sum(t, "tfrags.vertex_infos_lod0").map(b -> "" + (Long.parseLong(a) + Long.parseLong(b))))));
        c.add(new Claim("tfrag.vinfo.resolve_failures", d -> total(d, b -> check(b, "lod_parents_resolve").nBad()), (t, d) -> whenTfrags(t, "0")));
        c.add(new Claim("tfrag.parent.lod01_is_common", d -> Optional.of("" + allHold(d, "lod_parents_resolve")), (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.parent.common_none", d -> Optional.of("" + blocks(d).stream().allMatch(TfragClaims::commonHasNoParent)),
                (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.tri_indices.in_range", d -> Optional.of("" + allHold(d, "strip_indices_in_range")), (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.strip_adgif.in_range", d -> Optional.of("" + allHold(d, "adgif_offsets_in_range")), (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.adgif.tex_in_range", d -> Optional.of("" + allHold(d, "textures_in_range")), (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.k.range", d -> {
            int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) for (AdGif g : p.adgifs()) {
                lo = Math.min(lo, g.kRaw12());
                hi = Math.max(hi, g.kRaw12());
            }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }, (t, d) -> extreme(t, "tfrags.k_min", true).flatMap(lo -> extreme(t, "tfrags.k_max", false).map(hi -> lo + ".." + hi))));
        c.add(new Claim("tfrag.mmin", d -> {
            TreeSet<Integer> v = new TreeSet<>();
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) for (AdGif g : p.adgifs()) v.add(g.mmin());
            return v.isEmpty() ? Optional.empty() : Optional.of(join(v));
        }, (t, d) -> whenTfrags(t, "4")));
        c.add(new Claim("tfrag.block.table_offset", d -> Optional.of(values(d, b -> "0x" + Integer.toHexString(b.headerRecord().tableOffset()))),
                (t, d) -> whenTfrags(t, "0x40")));
        c.add(new Claim("tfrag.block.lod_distance", d -> Optional.of(values(d, b -> String.format(Locale.ROOT, "%.1f", b.headerRecord().thingy()))),
                (t, d) -> lodDistances(t).map(l -> String.format(Locale.ROOT, "%.1f", l))));
        c.add(new Claim("tfrag.lod.switch_distances", d -> Optional.of(values(d, b -> distances(b.headerRecord().thingy()))),
                (t, d) -> lodDistances(t).map(TfragClaims::distances)));
        c.add(new Claim("lvl0.tfrag.count", d -> level(d, 0).map(l -> "" + l.core().tfrags().count()), (t, d) -> key(t, "level.0.tfrags.count")));
        c.add(new Claim("lvl0.positions.in_bsphere", d -> level(d, 0).map(l -> "" + check(l.core().tfrags(), "positions_in_bsphere").holds()),
                (t, d) -> key(t, "level.0.tfrags.count").map(x -> "true")));
        c.add(new Claim("tfrag.lists.lod2_before_common", d -> Optional.of("" + blocks(d).stream().allMatch(b -> b.patchList().stream()
                .allMatch(p -> p.header().lod2Ofs() < p.header().sharedOfs()))), (t, d) -> whenTfrags(t, "true")));
        c.add(new Claim("tfrag.positions.common_only", d -> {
            long n = 0, k = 0;
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
                n++;
                if (p.vu().positionsLod01Count() + p.vu().positionsLod0Count() == 0) k++;
            }
            return n == 0 ? Optional.empty() : Optional.of(percent(k, n));
        }, (t, d) -> sum(t, "tfrags.common_only").flatMap(k -> sum(t, "tfrags.count").map(n -> "~" + percent(Long.parseLong(k), Long.parseLong(n))))));
        c.add(new Claim("tfrag.textures.referenced", d -> {
            long used = 0, table = 0;
            for (Level l : d.levels()) {
                TreeSet<Integer> s = new TreeSet<>();
                for (TfragPatch p : l.core().tfrags().patchList()) for (AdGif g : p.adgifs()) s.add(g.texture());
                used += s.size();
                table += l.core().tfragTextureCount();
            }
            return Optional.of(used + "/" + table);
        }, (t, d) -> sum(t, "tfrags.distinct_textures").flatMap(u -> sum(t, "core.textures.tfrag.count").map(n -> u + "/" + n))));
        c.add(new Claim("tfrag.point_lights.none", d -> Optional.of(patchFraction(d, p -> p.header().rec().i(TfragHeader.POINT_LIGHTS) == 0xffff)),
                (t, d) -> sum(t, "tfrags.count").map(n -> n + "/" + n)));
        c.add(new Claim("tfrag.dir_lights_one", d -> Optional.of(patchFraction(d, p -> p.header().rec().i(TfragHeader.DIR_LIGHTS_ONE) == 0xff)),
                (t, d) -> sum(t, "tfrags.count").map(n -> n + "/" + n)));
        return c;
    }

    // ---- measures -------------------------------------------------------------------------------------

    /** The level-core tfrag block of every level (parsed in parallel on the levels' pool). */
    static List<TfragBlock> blocks(Disc d) { return d.levels().map(l -> l.core().tfrags()); }

    static Optional<String> total(Disc d, ToLongFunction<TfragBlock> f) {
        long s = 0;
        for (TfragBlock b : blocks(d)) s += f.applyAsLong(b);
        return Optional.of(Long.toString(s));
    }

    static long tier(TfragBlock b, int tier) {
        long n = 0;
        for (TfragPatch p : b.patchList()) if (p.vertexInfo()[tier] != null) n += p.vertexInfo()[tier].length / 4;
        return n;
    }

    static CheckSummary check(TfragBlock b, String name) {
        for (CheckSummary c : b.checkList()) if (c.check().equals(name)) return c;
        throw new IllegalStateException("no tfrag check " + name);
    }

    static boolean allHold(Disc d, String name) { return blocks(d).stream().allMatch(b -> check(b, name).holds()); }

    /** The notes' (and noclip's) "no parent" value on a common vertex-info entry is 4096. */
    static boolean commonHasNoParent(TfragBlock b) {
        for (TfragPatch p : b.patchList()) {
            short[] v = p.vertexInfo()[0];
            if (v == null) continue;
            for (int i = 0; i < v.length / 4; i++) if (v[4 * i + 2] != 4096) return false;
        }
        return true;
    }

    /** The one value every level gives, or the distinct values joined by commas. */
    static String values(Disc d, Function<TfragBlock, String> f) {
        TreeSet<String> s = new TreeSet<>();
        for (TfragBlock b : blocks(d)) s.add(f.apply(b));
        return String.join(",", s);
    }

    static String distances(double l) {
        return fmt(6 * l) + "," + fmt(4 * l) + "," + fmt(2 * l);
    }

    private static String fmt(double v) { return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v); }

    static String patchFraction(Disc d, java.util.function.Predicate<TfragPatch> p) {
        long k = 0, n = 0;
        for (TfragBlock b : blocks(d)) for (TfragPatch x : b.patchList()) { n++; if (p.test(x)) k++; }
        return k + "/" + n;
    }

    static String percent(long k, long n) { return String.format(Locale.ROOT, "%.1f%%", 100.0 * k / n); }

    private static String join(TreeSet<Integer> v) {
        List<String> s = new ArrayList<>();
        for (int x : v) s.add(Integer.toString(x));
        return String.join(",", s);
    }

    // ---- synthetic expectations --------------------------------------------------------------------

    /** Σ level.N.{suffix} over every level; empty when a level lacks the key (e.g. a disc without tfrag truth). */
    static Optional<String> sum(GroundTruth t, String suffix) {
        int n = levelCount(t);
        if (n == 0) return Optional.empty();
        long s = 0;
        for (int i = 0; i < n; i++) {
            Optional<String> v = t.get("level." + i + "." + suffix);
            if (v.isEmpty()) return Optional.empty();
            s += Long.decode(v.get());
        }
        return Optional.of(Long.toString(s));
    }

    /** {@code value} when the manifest describes every level's tfrag block (the generator makes it hold). */
    static Optional<String> whenTfrags(GroundTruth t, String value) { return sum(t, "tfrags.count").map(x -> value); }

    static Optional<String> extreme(GroundTruth t, String suffix, boolean min) {
        Long best = null;
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = t.get("level." + i + "." + suffix);
            if (v.isEmpty()) continue;
            long x = Long.decode(v.get());
            best = best == null ? x : min ? Math.min(best, x) : Math.max(best, x);
        }
        return Optional.ofNullable(best).map(String::valueOf);
    }

    /** The single L every level's manifest gives, or empty. */
    static Optional<Double> lodDistances(GroundTruth t) {
        TreeSet<Double> s = new TreeSet<>();
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = t.get("level." + i + ".tfrags.lod_distance");
            if (v.isEmpty()) return Optional.empty();
            s.add(Double.parseDouble(v.get()));
        }
        return s.size() == 1 ? Optional.of(s.first()) : Optional.empty();
    }
}
