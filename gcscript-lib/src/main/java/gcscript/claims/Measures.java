package gcscript.claims;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.Optional;
import java.util.function.Predicate;

/** Small helpers shared by the claim families: optional levels, fractions, and manifest look-ups. */
final class Measures {
    private Measures() {}

    static Optional<Level> level(Disc d, int n) {
        for (Level l : d.levels()) if (l.number() == n) return Optional.of(l);
        return Optional.empty();
    }

    /** "k/n": how many levels satisfy {@code p}. */
    static String fraction(Disc d, Predicate<Level> p) {
        int k = 0;
        for (Level l : d.levels()) if (p.test(l)) k++;
        return k + "/" + d.levels().count();
    }

    /** "n/n" for a property the generator makes hold on every level. */
    static Optional<String> allLevels(GroundTruth t) {
        return t.get("disc.levels").map(n -> n + "/" + n);
    }

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
}
