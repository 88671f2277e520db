package gcscript.claims;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * Helpers shared by the claim areas: levels that may be missing, fractions and "every item" checks that say
 * when there is nothing to count, and manifest look-ups.
 */
final class Measures {
    private Measures() {}

    static Optional<Level> level(Disc d, int n) {
        for (Level l : d.levels()) if (l.number() == n) return Optional.of(l);
        return Optional.empty();
    }

    /** {@code f} of level file n, or not measurable when the disc has no LEVELn.WAD. */
    static Measured onLevel(Disc d, int n, Function<Level, Measured> f) {
        return level(d, n).map(f).orElseGet(() -> Measured.none("no LEVEL" + n + ".WAD on this disc"));
    }

    static Measured onLevelValue(Disc d, int n, Function<Level, String> f) {
        return onLevel(d, n, l -> Measured.of(f.apply(l)));
    }

    /** "k/n": how many levels satisfy {@code p}; not measurable without levels. */
    static Measured fraction(Disc d, Predicate<Level> p) {
        int k = 0, n = 0;
        for (Level l : d.levels()) {
            n++;
            if (p.test(l)) k++;
        }
        return n == 0 ? Measured.none("no level files") : Measured.of(k + "/" + n);
    }

    /**
     * "k/n" over the levels where {@code p} applies (empty = the level has nothing to judge, e.g. no classes); not
     * measurable when it applies to none.
     */
    static Measured fractionWhere(Disc d, Function<Level, Optional<Boolean>> p, String nothing) {
        int k = 0, n = 0;
        for (Level l : d.levels()) {
            Optional<Boolean> v = p.apply(l);
            if (v.isEmpty()) continue;
            n++;
            if (v.get()) k++;
        }
        return n == 0 ? Measured.none(nothing) : Measured.of(k + "/" + n, n < d.levels().count() ? n + " of " + d.levels().count() + " levels apply" : "");
    }

    /** Counts items: k of n hold. */
    static final class Tally {
        long ok, n;
        String firstBad;

        /** {@code where} is asked for only by the first failure: a tally over every UNPACK of a disc builds no text when all hold. */
        void add(boolean holds, java.util.function.Supplier<String> where) {
            n++;
            if (holds) ok++;
            else if (firstBad == null) firstBad = where.get();
        }

        /** "k/n", or not measurable when nothing was counted. */
        Measured fraction(String nothing) { return n == 0 ? Measured.none(nothing) : Measured.of(ok + "/" + n, firstDetail()); }

        /** "true" when every item holds, "false" otherwise; not measurable over zero items. */
        Measured all(String nothing) {
            return n == 0 ? Measured.none(nothing) : Measured.of(Boolean.toString(ok == n), ok + " of " + n + " hold" + (firstBad == null ? "" : "; first failure: " + firstBad));
        }

        private String firstDetail() { return firstBad == null ? "" : "first failure: " + firstBad; }
    }

    // ---- manifest look-ups -----------------------------------------------------------------------------

    /** {@link #fraction} as its text ("k/n"), for measures that build their own value. */
    static String fractionText(Disc d, Predicate<Level> p) { return fraction(d, p).value(); }

    /** "n/n" over the disc's levels, from the manifest. */
    static Optional<String> allLevels(GroundTruth t) { return t.get("disc.levels").map(n -> n + "/" + n); }

    static Optional<String> key(GroundTruth t, String key) { return t.get(key); }

    static Optional<Long> longKey(GroundTruth t, String key) { return t.get(key).map(Long::decode); }

    static int levelCount(GroundTruth t) { return Integer.parseInt(t.get("disc.levels").orElse("0")); }

    /** A range "lo..hi" over the manifest values {@code level.N.<field>} of every level. */
    static Optional<String> rangeOf(GroundTruth t, String field) {
        long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
        int n = levelCount(t);
        for (int i = 0; i < n; i++) {
            Optional<Long> v = longKey(t, "level." + i + "." + field);
            if (v.isEmpty()) return Optional.empty();
            lo = Math.min(lo, v.get());
            hi = Math.max(hi, v.get());
        }
        return n == 0 ? Optional.empty() : Optional.of(lo + ".." + hi);
    }

    /** Σ level.N.{suffix} over every level; empty when a level lacks the key. */
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

    /** "k/n": levels of the manifest whose index satisfies {@code p}. */
    static Optional<String> countLevels(GroundTruth t, IntPredicate p) {
        int n = levelCount(t);
        int k = 0;
        for (int i = 0; i < n; i++) if (p.test(i)) k++;
        return n == 0 ? Optional.empty() : Optional.of(k + "/" + n);
    }

    /** Bytes as MB (10^6) with {@code decimals} decimals, e.g. "13.3MB". */
    static String mb(long bytes, int decimals) {
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f", bytes / 1e6) + "MB";
    }

    static String percent(long k, long n) { return String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * k / n); }
}
