package gcscript.claims;

import gcscript.check.CheckSummary;
import static gcscript.claims.Measures.fractionWhere;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;
import static gcscript.claims.Measures.onLevel;

import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.core.CoreSection;
import gcscript.classtable.ShrubBillboardInfo;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Claims about the moby, tie and shrub class entries of core_index and the spans they point to in core_data
 * (level-assets.md "Where the class tables point", "Moby geometry", "Shrub geometry"). Synthetic figures come
 * from the manifest's per-entry keys {@code level.N.core.<kind>_classes.<i>.offset|o_class|texture_slots} and,
 * for shrubs, {@code .billboard_width|billboard_height}.
 */
final class ClassClaims implements ClaimArea {
    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.rule("classes.spans_disjoint", d -> fractionWhere(d, ClassClaims::spansDisjoint, "no level has class spans"),
                Claim.Rule.ALL));
        c.add(Claim.manifest("lvl0.moby_classes.ninth", d -> onLevel(d, 0, l -> {
            List<ClassEntry> m = l.core().classEntries(ClassKind.MOBY);
            if (m.size() < 9) return Measured.none("level 0 has " + m.size() + " moby classes, no ninth");
            return Measured.of(m.get(8).oClass() + "," + m.get(8).offsetInAssetWad());
        }), (t, d) -> entry(t, 0, "moby", 8, "o_class").flatMap(o -> entry(t, 0, "moby", 8, "offset").map(f -> o + "," + f))));
        c.add(Claim.manifest("lvl0.moby_classes.first_o_class", d -> onLevel(d, 0, l -> {
            List<ClassEntry> m = l.core().classEntries(ClassKind.MOBY);
            if (m.size() < 4) return Measured.none("level 0 has " + m.size() + " moby classes, fewer than four");
            List<String> s = new ArrayList<>();
            for (int i = 0; i < 4; i++) s.add("" + m.get(i).oClass());
            return Measured.of(String.join(",", s));
        }), (t, d) -> {
            List<String> s = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Optional<String> v = entry(t, 0, "moby", i, "o_class");
                if (v.isEmpty()) return Optional.empty();
                s.add(v.get());
            }
            return Optional.of(String.join(",", s));
        }));
        c.add(Claim.manifest("classes.offsets_not_monotonic", ClassClaims::offsetsNotMonotonic, (t, d) -> {
            boolean any = false;
            for (int i = 0; i < levelCount(t); i++) {
                for (ClassKind k : ClassKind.values()) {
                    Optional<List<Long>> offs = offsets(t, i, k);
                    if (offs.isEmpty()) return Optional.empty();
                    if (!ascending(offs.get())) any = true;
                }
            }
            return levelCount(t) == 0 ? Optional.empty() : Optional.of(Boolean.toString(any));
        }));
        c.add(Claim.manifest("lvl0.moby.textures_ff", d -> onLevel(d, 0, l -> {
            Measures.Tally t = new Measures.Tally();
            for (ClassEntry e : l.core().classEntries(ClassKind.MOBY)) t.add(allFf(e.textures()), () -> "moby_classes[" + e.record() + "]");
            return t.fraction("level 0 has no moby classes");
        }), (t, d) -> countEntries(t, 0, "moby", i -> entry(t, 0, "moby", i, "texture_slots").map(v -> v.equals("0")))));
        c.add(Claim.manifest("lvl0.shrub.billboard_zero", d -> onLevel(d, 0, l -> {
            Measures.Tally t = new Measures.Tally();
            for (ClassEntry e : l.core().classEntries(ClassKind.SHRUB)) t.add(zero(e.billboard()), () -> "shrub_classes[" + e.record() + "]");
            return t.fraction("level 0 has no shrub classes");
        }), (t, d) -> countEntries(t, 0, "shrub", i -> entry(t, 0, "shrub", i, "billboard_width")
                .flatMap(w -> entry(t, 0, "shrub", i, "billboard_height").map(h -> w.equals("0") && h.equals("0"))))));
        c.add(Claim.manifest("lvl0.moby.last_offset", d -> onLevel(d, 0, l -> lastMoby(l).map(v -> Measured.of("" + v))
                .orElseGet(() -> Measured.none("level 0 has no moby class with an offset"))),
                (t, d) -> offsets(t, 0, ClassKind.MOBY).flatMap(ClassClaims::max).map(String::valueOf)));
        c.add(Claim.manifest("lvl0.tie.first_offset", d -> onLevel(d, 0, l -> firstTie(l).map(v -> Measured.of("" + v))
                .orElseGet(() -> Measured.none("level 0 has no tie class with an offset"))),
                (t, d) -> offsets(t, 0, ClassKind.TIE).flatMap(ClassClaims::minNonZero).map(String::valueOf)));
        c.add(Claim.manifest("lvl0.moby_tie.gap", d -> onLevel(d, 0, l -> {
            Optional<Long> m = lastMoby(l), t = firstTie(l);
            if (m.isEmpty() || t.isEmpty()) return Measured.none("level 0 lacks a moby or a tie class with an offset");
            return Measured.of("" + (t.get() - m.get()), "first tie offset " + t.get() + " - last moby offset " + m.get());
        }), (t, d) -> offsets(t, 0, ClassKind.MOBY).flatMap(ClassClaims::max)
                .flatMap(m -> offsets(t, 0, ClassKind.TIE).flatMap(ClassClaims::minNonZero).map(x -> "" + (x - m)))));
        c.add(Claim.manifest("lvl0.shrub.last_span_old", d -> onLevel(d, 0, l -> {
            long last = 0;
            for (ClassEntry e : l.core().classEntries(ClassKind.SHRUB)) last = Math.max(last, e.offsetInAssetWad());
            if (last == 0) return Measured.none("level 0 has no shrub class with an offset");
            long size = l.core().coreData().length();
            return Measured.of("" + (size - last), "the old rule: the last shrub offset " + last + " to the end of core_data " + size);
        }), (t, d) -> offsets(t, 0, ClassKind.SHRUB).flatMap(ClassClaims::max)
                .flatMap(m -> longKey(t, "level.0.core.assets_decompressed_size").map(size -> "" + (size - m)))));
        // superseded: the notes' first verdict on the class tables, against which the chain now closes
        c.add(Claim.notes("classes.undecodable", d -> {
            if (d.levels().count() == 0) return Measured.none("no level files");
            int chained = 0;
            for (Level l : d.levels()) if (CoreClaims.coreCheck(l, "tables_chain")) chained++;
            return Measured.of(Boolean.toString(chained == 0), "the tables chain on " + chained + " of " + d.levels().count() + " levels");
        }));
        c.add(Claim.rule("moby.spans.tile", d -> {
            if (d.levels().count() == 0) return Measured.none("no level files");
            int withMobies = 0;
            for (Level l : d.levels()) {
                List<CoreSection> s = spans(l, "moby_classes[");
                if (s.isEmpty()) continue;
                withMobies++;
                for (int i = 0; i + 1 < s.size(); i++) {
                    if (s.get(i).end() != s.get(i + 1).start()) {
                        return Measured.of("false", "level " + l.number() + ": " + s.get(i).name() + " ends at " + s.get(i).end()
                                + ", " + s.get(i + 1).name() + " begins at " + s.get(i + 1).start());
                    }
                }
            }
            return withMobies == 0 ? Measured.none("no level has moby class spans") : Measured.of("true", withMobies + " levels with moby spans");
        }, Claim.Rule.is("true")));
        c.add(Claim.manifest("shrub.billboard.tex_px", d -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (Level l : d.levels()) {
                for (ClassEntry e : l.core().classEntries(ClassKind.SHRUB)) {
                    ShrubBillboardInfo b = e.billboard();
                    if (b == null || b.textureWidth() == 0) continue;
                    lo = Math.min(lo, Math.min(b.textureWidth(), b.textureHeight()));
                    hi = Math.max(hi, Math.max(b.textureWidth(), b.textureHeight()));
                }
            }
            return lo > hi ? Measured.none("no shrub class has billboard info") : Measured.of(lo + ".." + hi);
        }, (t, d) -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (int i = 0; i < levelCount(t); i++) {
                Optional<Long> n = longKey(t, "level." + i + ".core.shrub_classes.count");
                if (n.isEmpty()) return Optional.empty();
                for (int j = 0; j < n.get(); j++) {
                    Optional<Long> w = entry(t, i, "shrub", j, "billboard_width").map(Long::decode);
                    Optional<Long> h = entry(t, i, "shrub", j, "billboard_height").map(Long::decode);
                    if (w.isEmpty() || h.isEmpty()) return Optional.empty();
                    if (w.get() == 0) continue;
                    lo = Math.min(lo, Math.min(w.get(), h.get()));
                    hi = Math.max(hi, Math.max(w.get(), h.get()));
                }
            }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }));
        return c;
    }

    // ---- measures -------------------------------------------------------------------------------------

    /** The core check over the level's class spans; empty when the level has none. */
    static Optional<Boolean> spansDisjoint(Level l) {
        if (spans(l, "_classes[").isEmpty()) return Optional.empty();
        for (CheckSummary c : l.core().checkList()) if (c.check().equals("class_spans_disjoint")) return Optional.of(c.holds());
        return Optional.of(false);
    }

    /** The core_data sections whose name starts with {@code prefix}, by start. */
    static List<CoreSection> spans(Level l, String prefix) {
        List<CoreSection> out = new ArrayList<>();
        for (CoreSection s : l.core().sectionList()) if (s.name().contains(prefix)) out.add(s);
        return out;
    }

    /** "true" when some class table of some level has non-zero offsets out of ascending order. */
    static Measured offsetsNotMonotonic(Disc d) {
        if (d.levels().count() == 0) return Measured.none("no level files");
        for (Level l : d.levels()) {
            for (ClassKind k : ClassKind.values()) {
                List<Long> offs = new ArrayList<>();
                for (ClassEntry e : l.core().classEntries(k)) offs.add((long) e.offsetInAssetWad());
                if (!ascending(offs)) return Measured.of("true", "first: level " + l.number() + " " + k.tableName());
            }
        }
        return Measured.of("false", "every table's non-zero offsets ascend");
    }

    /** Non-zero values in non-decreasing order (zero = no model, not a position). */
    static boolean ascending(List<Long> offsets) {
        long prev = Long.MIN_VALUE;
        for (long v : offsets) {
            if (v == 0) continue;
            if (v < prev) return false;
            prev = v;
        }
        return true;
    }

    static Optional<Long> lastMoby(Level l) {
        long m = 0;
        for (ClassEntry e : l.core().classEntries(ClassKind.MOBY)) m = Math.max(m, e.offsetInAssetWad());
        return m == 0 ? Optional.empty() : Optional.of(m);
    }

    static Optional<Long> firstTie(Level l) {
        long m = Long.MAX_VALUE;
        for (ClassEntry e : l.core().classEntries(ClassKind.TIE)) if (e.offsetInAssetWad() != 0) m = Math.min(m, e.offsetInAssetWad());
        return m == Long.MAX_VALUE ? Optional.empty() : Optional.of(m);
    }

    static boolean allFf(byte[] b) {
        for (byte x : b) if ((x & 0xff) != 0xff) return false;
        return true;
    }

    static boolean zero(ShrubBillboardInfo b) {
        return b == null || (b.textureWidth() == 0 && b.textureHeight() == 0 && b.maximumMipmapLevel() == 0 && b.paletteOffset() == 0
                && b.textureOffset() == 0 && b.mipmap1Offset() == 0 && b.mipmap2Offset() == 0 && b.mipmap3Offset() == 0);
    }

    // ---- synthetic expectations --------------------------------------------------------------------

    static Optional<String> entry(GroundTruth t, int level, String kind, int i, String field) {
        return key(t, "level." + level + ".core." + kind + "_classes." + i + "." + field);
    }

    /** Every entry's offset of one table of one level, in table order; empty when the manifest lacks one. */
    static Optional<List<Long>> offsets(GroundTruth t, int level, ClassKind k) {
        String kind = k.name().toLowerCase();
        Optional<Long> n = longKey(t, "level." + level + ".core." + kind + "_classes.count");
        if (n.isEmpty()) return Optional.empty();
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < n.get(); i++) {
            Optional<String> v = entry(t, level, kind, i, "offset");
            if (v.isEmpty()) return Optional.empty();
            out.add(Long.decode(v.get()));
        }
        return Optional.of(out);
    }

    static Optional<Long> max(List<Long> v) {
        long m = 0;
        for (long x : v) m = Math.max(m, x);
        return m == 0 ? Optional.empty() : Optional.of(m);
    }

    static Optional<Long> minNonZero(List<Long> v) {
        long m = Long.MAX_VALUE;
        for (long x : v) if (x != 0) m = Math.min(m, x);
        return m == Long.MAX_VALUE ? Optional.empty() : Optional.of(m);
    }

    /** "k/n" over the entries of one table where {@code p} holds; empty when the manifest lacks a value. */
    static Optional<String> countEntries(GroundTruth t, int level, String kind, java.util.function.IntFunction<Optional<Boolean>> p) {
        Optional<Long> n = longKey(t, "level." + level + ".core." + kind + "_classes.count");
        if (n.isEmpty() || n.get() == 0) return Optional.empty();
        int k = 0;
        for (int i = 0; i < n.get(); i++) {
            Optional<Boolean> v = p.apply(i);
            if (v.isEmpty()) return Optional.empty();
            if (v.get()) k++;
        }
        return Optional.of(k + "/" + n.get());
    }
}
