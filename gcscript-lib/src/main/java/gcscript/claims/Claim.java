package gcscript.claims;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A claim of the catalogue the library can measure: its id, a measure over a disc, and how its expected value
 * is found. Build one with a factory, which also fixes its {@link Basis}:
 * <ul>
 *   <li>{@link #manifest}: the notes' figure on a disc without a manifest; on a synthetic disc, the figure its
 *       manifest gives (none: "not measurable on this disc").</li>
 *   <li>{@link #rule}: a structural rule with no figure, the same on every disc ({@link Rule#ALL},
 *       {@link Rule#NONE}, {@link Rule#is}).</li>
 *   <li>{@link #recipe}: the notes' figure on a real disc; on a synthetic disc the value the reference's writer
 *       recipe prescribes (basis {@code rule}), which the generator follows.</li>
 *   <li>{@link #notes}: the notes' figure on every disc (the generator writes it as the notes give it).</li>
 *   <li>{@link #retail}: the notes' figure on a disc without a manifest; a synthetic disc has no figure for it
 *       (random data, a level the notes name but the generator does not model): its value is shown, not judged.</li>
 * </ul>
 */
public record Claim(String id, Function<Disc, Measured> measure, Expect expect) {

    /** The expected value on {@code disc}, given the catalogue row and what was measured; empty = no figure here. */
    @FunctionalInterface
    public interface Expect {
        Optional<Expected> on(Disc disc, ClaimSpec spec, Measured measured);
    }

    /** A rule: the expected value follows from what was measured (its item count) or is a constant. */
    @FunctionalInterface
    public interface Rule {
        Optional<String> expect(Measured measured);

        /** "k/n" must be "n/n": every level or item. */
        Rule ALL = m -> denominator(m).map(n -> n + "/" + n);
        /** "k/n" must be "0/n": no level or item. */
        Rule NONE = m -> denominator(m).map(n -> "0/" + n);

        /** A constant: {@code true}, {@code 0}, … */
        static Rule is(String value) { return m -> Optional.of(value); }

        private static Optional<String> denominator(Measured m) {
            String v = m.value();
            int slash = v.indexOf('/');
            return slash < 0 ? Optional.empty() : Optional.of(v.substring(slash + 1));
        }
    }

    public static Claim manifest(String id, Function<Disc, Measured> measure,
                                 BiFunction<GroundTruth, Disc, Optional<String>> truth) {
        return new Claim(id, measure, (disc, spec, got) -> {
            Optional<GroundTruth> t = disc.groundTruthWithoutFieldTables();
            if (t.isEmpty()) return Optional.of(new Expected(spec.expected(), Basis.NOTES));
            return truth.apply(t.get(), disc).map(v -> new Expected(v, Basis.MANIFEST));
        });
    }

    public static Claim rule(String id, Function<Disc, Measured> measure, Rule rule) {
        return new Claim(id, measure, (disc, spec, got) -> rule.expect(got).map(v -> new Expected(v, Basis.RULE)));
    }

    public static Claim recipe(String id, Function<Disc, Measured> measure, String writerValue) {
        return new Claim(id, measure, (disc, spec, got) -> Optional.of(disc.groundTruthWithoutFieldTables().isEmpty()
                ? new Expected(spec.expected(), Basis.NOTES) : new Expected(writerValue, Basis.RULE)));
    }

    public static Claim retail(String id, Function<Disc, Measured> measure) {
        return manifest(id, measure, (t, d) -> Optional.empty());
    }

    public static Claim notes(String id, Function<Disc, Measured> measure) {
        return new Claim(id, measure, (disc, spec, got) -> Optional.of(new Expected(spec.expected(), Basis.NOTES)));
    }

    /**
     * A claim written as a measure that may give no value and a manifest figure (the form the format areas'
     * claim classes use): basis {@code manifest} on a synthetic disc, the notes' figure elsewhere; no measured
     * value is "not measurable on this disc".
     */
    public static Claim legacy(String id, Function<Disc, Optional<String>> measure,
                               BiFunction<GroundTruth, Disc, Optional<String>> truth) {
        return manifest(id, d -> measure.apply(d).map(Measured::of).orElse(Measured.none("no value on this disc")), truth);
    }

    /** This claim with {@code verdict} (which reading the disc supports, a correction of the notes) as its detail. */
    public Claim withVerdict(String verdict) {
        if (verdict == null || verdict.isEmpty()) return this;
        return new Claim(id, d -> {
            Measured m = measure.apply(d);
            String detail = m.detail().isEmpty() ? verdict : m.detail() + "; " + verdict;
            return new Measured(m.readings(), detail);
        }, expect);
    }

    /** Each claim of {@code claims} with its verdict from {@code verdicts} (by id), where it has one. */
    public static java.util.List<Claim> withVerdicts(java.util.List<Claim> claims, java.util.Map<String, String> verdicts) {
        java.util.List<Claim> out = new java.util.ArrayList<>();
        for (Claim c : claims) out.add(c.withVerdict(verdicts.get(c.id())));
        return out;
    }
}
