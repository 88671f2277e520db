package gcscript.claims;

import gcscript.check.CheckSummary;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.onLevel;
import static gcscript.claims.Measures.percent;
import static gcscript.claims.Measures.sum;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.tfrag.AdGif;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import gcscript.tfrag.Unpack;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Claims about the level cores' tfrag blocks (level-assets.md "Terrain", "LOD selection", "Verification", "The
 * origin"). Whole-disc totals count the core block of each level only (reconciliation.md); synthetic figures
 * are sums of the manifest's {@code level.N.tfrags.*} keys. A check over zero patches (or zero entries) is
 * not measurable on that disc.
 */
final class TfragClaims implements ClaimArea {
    static final String NO_PATCHES = "no tfrag patches on this disc";

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.manifest("tfrag.patches.total", d -> total(d, b -> b.count()), (t, d) -> sum(t, "tfrags.count")));
        c.add(Claim.manifest("tfrag.positions.total", d -> total(d, TfragBlock::vertCountSum), (t, d) -> sum(t, "tfrags.positions")));
        c.add(Claim.rule("tfrag.positions.mismatches", d -> onPatches(d, x -> Measured.of("" + sumOver(x, b -> b.vertCountMismatches()))),
                Claim.Rule.is("0")));
        c.add(Claim.rule("tfrag.tri_count.match", d -> patchFraction(d, p -> p.strips()[0] != null && p.triCountMatches()), Claim.Rule.ALL));
        c.add(Claim.manifest("tfrag.triangles.total", d -> total(d, TfragBlock::triCountSum), (t, d) -> sum(t, "tfrags.triangles")));
        c.add(Claim.manifest("tfrag.adgifs.total", d -> total(d, TfragBlock::textureCountSum), (t, d) -> sum(t, "tfrags.adgifs")));
        c.add(Claim.manifest("tfrag.vinfo.total", d -> total(d, TfragBlock::vertexInfoCount), (t, d) -> sum(t, "tfrags.vertex_infos")));
        c.add(Claim.manifest("tfrag.vinfo.common", d -> total(d, b -> tier(b, 0)), (t, d) -> sum(t, "tfrags.vertex_infos_common")));
        c.add(Claim.manifest("tfrag.vinfo.lod01", d -> total(d, b -> tier(b, 1)), (t, d) -> sum(t, "tfrags.vertex_infos_lod01")));
        c.add(Claim.manifest("tfrag.vinfo.lod0", d -> total(d, b -> tier(b, 2)), (t, d) -> sum(t, "tfrags.vertex_infos_lod0")));
        c.add(Claim.manifest("tfrag.vinfo.lod", d -> total(d, b -> tier(b, 1) + tier(b, 2)),
                (t, d) -> sum(t, "tfrags.vertex_infos_lod01").flatMap(a -> sum(t, "tfrags.vertex_infos_lod0").map(b -> "" + (Long.parseLong(a) + Long.parseLong(b))))));
        c.add(Claim.rule("tfrag.vinfo.resolve_failures", d -> checkOver(d, "lod_parents_resolve", x -> "" + x.nBad(), "no LOD vertex-info entries on this disc"),
                Claim.Rule.is("0")));
        c.add(Claim.rule("tfrag.parent.lod01_is_common", d -> checkOver(d, "lod_parents_resolve", x -> "" + x.holds(), "no LOD vertex-info entries on this disc"),
                Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.parent.common_none", TfragClaims::commonNone, Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.tri_indices.in_range", d -> checkOver(d, "strip_indices_in_range", x -> "" + x.holds(), "no strip indices on this disc"),
                Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.strip_adgif.in_range", d -> checkOver(d, "adgif_offsets_in_range", x -> "" + x.holds(), "no strip sets an AD-GIF on this disc"),
                Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.adgif.tex_in_range", d -> checkOver(d, "textures_in_range", x -> "" + x.holds(), "no AD-GIF on this disc"),
                Claim.Rule.is("true")));
        c.add(Claim.manifest("tfrag.k.range", d -> kRange(d).map(r -> Measured.of(r[0] + ".." + r[1])).orElseGet(() -> Measured.none("no AD-GIF on this disc")),
                (t, d) -> extreme(t, "tfrags.k_min", true).flatMap(lo -> extreme(t, "tfrags.k_max", false).map(hi -> lo + ".." + hi))));
        c.add(Claim.manifest("tfrag.k.unsigned", d -> kRange(d).map(r -> Measured.of("" + (r[0] & 0xfff), "the lowest K, " + r[0] + ", read as unsigned 12-bit"))
                .orElseGet(() -> Measured.none("no AD-GIF on this disc")),
                (t, d) -> extreme(t, "tfrags.k_min", true).map(k -> "" + (Long.parseLong(k) & 0xfff))));
        c.add(Claim.recipe("tfrag.mmin", d -> {
            TreeSet<Integer> v = new TreeSet<>();
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) for (AdGif g : p.adgifs()) v.add(g.mmin());
            return v.isEmpty() ? Measured.none("no AD-GIF on this disc") : Measured.of(join(v));
        }, "4"));
        c.add(Claim.recipe("tfrag.block.table_offset", d -> onBlocks(d, x -> Measured.of(values(x, b -> "0x" + Integer.toHexString(b.headerRecord().tableOffset()))), "no level files"),
                "0x40"));
        c.add(Claim.retail("tfrag.block.header_bytes", TfragClaims::headerBytes));
        c.add(Claim.manifest("tfrag.block.lod_distance", d -> onBlocks(d, x -> Measured.of(values(x, b -> String.format(Locale.ROOT, "%.1f", b.headerRecord().thingy()))), "no level files"),
                (t, d) -> lodDistances(t, l -> String.format(Locale.ROOT, "%.1f", l))));
        c.add(Claim.manifest("tfrag.lod.switch_distances", d -> onBlocks(d, x -> Measured.of(values(x, b -> distances(b.headerRecord().thingy()))), "no level files"),
                (t, d) -> lodDistances(t, TfragClaims::distances)));
        c.add(Claim.manifest("lvl0.tfrag.count", d -> Measures.onLevelValue(d, 0, l -> "" + l.core().tfrags().count()), (t, d) -> key(t, "level.0.tfrags.count")));
        c.add(Claim.rule("lvl0.positions.in_bsphere", d -> onLevel(d, 0, l -> {
            CheckSummary k = check(l.core().tfrags(), "positions_in_bsphere");
            return k.nOk() + k.nBad() == 0 ? Measured.none("level 0 has no tfrag positions") : Measured.of("" + k.holds(), k.detail());
        }), Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.lists.lod2_before_common", d -> allPatches(d, p -> p.header().lod2Ofs() < p.header().sharedOfs()), Claim.Rule.is("true")));
        c.add(Claim.manifest("tfrag.positions.common_only", d -> {
            long n = 0, k = 0;
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
                n++;
                if (p.vu().positionsLod01Count() + p.vu().positionsLod0Count() == 0) k++;
            }
            return n == 0 ? Measured.none(NO_PATCHES) : Measured.of(percent(k, n), k + " of " + n + " patches");
        }, (t, d) -> sum(t, "tfrags.common_only").flatMap(k -> sum(t, "tfrags.count").filter(n -> !n.equals("0"))
                .map(n -> "~" + percent(Long.parseLong(k), Long.parseLong(n))))));
        c.add(Claim.manifest("tfrag.textures.referenced", d -> LevelClaims.levels(d, x -> {
            long used = 0, table = 0;
            for (Level l : x.levels()) {
                TreeSet<Integer> s = new TreeSet<>();
                for (TfragPatch p : l.core().tfrags().patchList()) for (AdGif g : p.adgifs()) s.add(g.texture());
                used += s.size();
                table += l.core().tfragTextureCount();
            }
            return Measured.of(used + "/" + table);
        }), (t, d) -> sum(t, "tfrags.distinct_textures").flatMap(u -> sum(t, "core.textures.tfrag.count").map(n -> u + "/" + n))));
        c.add(Claim.retail("tfrag.parents.short_15000", TfragClaims::shortOfParents));
        c.add(Claim.rule("tfrag.point_lights.none", d -> patchFraction(d, p -> p.header().rec().i(gcscript.tfrag.TfragHeader.POINT_LIGHTS) == 0xffff), Claim.Rule.ALL));
        c.add(Claim.rule("tfrag.dir_lights_one", d -> patchFraction(d, p -> p.header().rec().i(gcscript.tfrag.TfragHeader.DIR_LIGHTS_ONE) == 0xff), Claim.Rule.ALL));
        return c;
    }

    // ---- measures -------------------------------------------------------------------------------------

    /** The level-core tfrag block of every level (parsed in parallel on the levels' pool). */
    static List<TfragBlock> blocks(Disc d) { return d.levels().map(l -> l.core().tfrags()); }

    static long patches(List<TfragBlock> bs) {
        long n = 0;
        for (TfragBlock b : bs) n += b.patchList().size();
        return n;
    }

    /** {@code f} over the blocks, or not measurable when the disc has no patches. */
    static Measured onPatches(Disc d, Function<List<TfragBlock>, Measured> f) {
        List<TfragBlock> bs = blocks(d);
        return patches(bs) == 0 ? Measured.none(NO_PATCHES) : f.apply(bs);
    }

    static Measured onBlocks(Disc d, Function<Disc, Measured> f, String none) {
        return d.levels().count() == 0 ? Measured.none(none) : f.apply(d);
    }

    static long sumOver(List<TfragBlock> bs, ToLongFunction<TfragBlock> f) {
        long s = 0;
        for (TfragBlock b : bs) s += f.applyAsLong(b);
        return s;
    }

    /** A whole-disc total (0 is a figure, so only a disc without levels is not measurable). */
    static Measured total(Disc d, ToLongFunction<TfragBlock> f) {
        return d.levels().count() == 0 ? Measured.none("no level files") : Measured.of(Long.toString(sumOver(blocks(d), f)));
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

    /** One check summed over every block: {@code f} of the total, not measurable when it counted no items. */
    static Measured checkOver(Disc d, String name, Function<CheckSummary, String> f, String none) {
        int ok = 0, bad = 0;
        long first = -1;
        String detail = "";
        for (TfragBlock b : blocks(d)) {
            CheckSummary k = check(b, name);
            ok += k.nOk();
            bad += k.nBad();
            if (k.nBad() > 0 && first < 0) { first = k.firstBadOffset(); detail = "level " + b.level() + ": " + k.detail(); }
        }
        if (ok + bad == 0) return Measured.none(none);
        CheckSummary sum = new CheckSummary(name, ok, bad, first, detail);
        return Measured.of(f.apply(sum), ok + " of " + (ok + bad) + " hold" + (detail.isEmpty() ? "" : "; " + detail));
    }

    static Measured patchFraction(Disc d, java.util.function.Predicate<TfragPatch> p) {
        Measures.Tally t = new Measures.Tally();
        for (TfragBlock b : blocks(d)) for (TfragPatch x : b.patchList()) t.add(p.test(x), () -> "level " + b.level() + " patch " + x.header().index());
        return t.fraction(NO_PATCHES);
    }

    static Measured allPatches(Disc d, java.util.function.Predicate<TfragPatch> p) {
        Measures.Tally t = new Measures.Tally();
        for (TfragBlock b : blocks(d)) for (TfragPatch x : b.patchList()) t.add(p.test(x), () -> "level " + b.level() + " patch " + x.header().index());
        return t.all(NO_PATCHES);
    }

    /** The lowest and highest K (12-bit reading) over every AD-GIF; empty without AD-GIFs. */
    static Optional<int[]> kRange(Disc d) {
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) for (AdGif g : p.adgifs()) {
            lo = Math.min(lo, g.kRaw12());
            hi = Math.max(hi, g.kRaw12());
        }
        return lo > hi ? Optional.empty() : Optional.of(new int[] {lo, hi});
    }

    /**
     * "A common entry never claims a parent": every common vertex-info entry's raw parent field holds the no-parent
     * value. Two readings, since the catalogue's "(noclip: parent / 2 = 4096)" can be read either way: raw 4096 (what
     * noclip's validateTfrag compares the stored s16 with) and raw 8192 (parent / 2 = 4096).
     */
    static Measured commonNone(Disc d) {
        long n = 0, raw4096 = 0, raw8192 = 0;
        TreeSet<Integer> others = new TreeSet<>();
        for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
            short[] v = p.vertexInfo()[0];
            if (v == null) continue;
            for (int i = 0; i < v.length / 4; i++) {
                int parent = v[4 * i + 2];
                n++;
                if (parent == 4096) raw4096++;
                else if (parent == 8192) raw8192++;
                else if (others.size() < 8) others.add(parent);
            }
        }
        if (n == 0) return Measured.none("no common vertex-info entries on this disc");
        return Measured.readings(List.of(new Measured.Reading("raw parent 4096 (noclip)", "" + (raw4096 == n)),
                new Measured.Reading("raw parent 8192 (parent / 2 = 4096)", "" + (raw8192 == n))),
                n + " common entries: " + raw4096 + " hold 4096, " + raw8192 + " hold 8192" + (others.isEmpty() ? "" : "; other values " + others));
    }

    /**
     * The notes' 12 bytes against the reference's 16: 16 when some block's fourth header word (+0x0c,
     * mysterious_second_thingy) is non-zero, 12 when the header's data ends after the LOD distance.
     */
    static Measured headerBytes(Disc d) {
        if (d.levels().count() == 0) return Measured.none("no level files");
        TreeSet<Long> fourth = new TreeSet<>();
        for (TfragBlock b : blocks(d)) fourth.add(b.headerRecord().mysteriousSecondThingy());
        boolean used = fourth.stream().anyMatch(v -> v != 0);
        return Measured.of(used ? "16" : "12", "fourth word (+0x0c) values: " + fourth);
    }

    /**
     * The retracted unit error: patches whose LOD-01 or LOD-0 parent array, counted in V4_8 elements rather than
     * in the four indices each element holds, is shorter than the tier's vertex-info entries.
     */
    static Measured shortOfParents(Disc d) {
        long n = 0, shortByElements = 0, shortByIndices = 0;
        for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
            n++;
            boolean byElements = false, byIndices = false;
            for (int tier = 1; tier <= 2; tier++) {
                int entries = p.vertexInfo()[tier] == null ? 0 : p.vertexInfo()[tier].length / 4;
                if (entries == 0) continue;
                int elements = 0;
                for (Unpack u : p.unpacks()) {
                    if (u.kind().equals("parent_indices") && u.tier().equals(tier == 1 ? "lod01" : "lod0")) elements += u.elements();
                }
                if (elements < entries) byElements = true;
                if (4 * elements < entries) byIndices = true;
            }
            if (byElements) shortByElements++;
            if (byIndices) shortByIndices++;
        }
        if (n == 0) return Measured.none(NO_PATCHES);
        return Measured.of("" + shortByElements, shortByElements + " of " + n + " patches short when a V4_8 element counts as one index, "
                + shortByIndices + " when it counts as four");
    }

    /** The one value every level gives, or the distinct values joined by ";". */
    static String values(Disc d, Function<TfragBlock, String> f) {
        TreeSet<String> s = new TreeSet<>();
        for (TfragBlock b : blocks(d)) s.add(f.apply(b));
        return String.join(";", s);
    }

    static String distances(double l) {
        return fmt(6 * l) + "," + fmt(4 * l) + "," + fmt(2 * l);
    }

    private static String fmt(double v) { return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v); }

    private static String join(TreeSet<Integer> v) {
        List<String> s = new ArrayList<>();
        for (int x : v) s.add(Integer.toString(x));
        return String.join(",", s);
    }

    // ---- synthetic expectations --------------------------------------------------------------------

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

    /** The manifest's L of every level, formatted by {@code f}, distinct values joined by ";" as the measure prints them. */
    static Optional<String> lodDistances(GroundTruth t, Function<Double, String> f) {
        TreeSet<String> s = new TreeSet<>();
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = t.get("level." + i + ".tfrags.lod_distance");
            if (v.isEmpty()) return Optional.empty();
            s.add(f.apply(Double.parseDouble(v.get())));
        }
        return s.isEmpty() ? Optional.empty() : Optional.of(String.join(";", s));
    }

}
