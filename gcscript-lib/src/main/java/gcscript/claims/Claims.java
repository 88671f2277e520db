package gcscript.claims;

import gcscript.bytes.FormatException;
import gcscript.disc.Disc;
import gcscript.table.TableBuilder;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tech.tablesaw.api.Table;

/**
 * The claims registry: every row of the design notes' catalogue ({@code claims.tsv}), measured where the library
 * can. Each row says what it compared: {@code basis} is {@code notes} (the catalogue's retail figure),
 * {@code manifest} (the synthetic disc's ground truth) or {@code rule} (a structural rule with no figure).
 *
 * <p>Statuses: {@link #HOLDS}; {@link #DIFFERS} (a disagreement, or a read error); {@link #NOT_MEASURABLE} (this
 * disc cannot judge it: the level is missing, there are zero items to check, or its manifest gives no figure;
 * {@code detail} says which); {@link #NOT_YET} (no measure yet: {@code needs} names the missing part).
 *
 * <p>To add claims for a format area, write a {@link ClaimArea} in this package and list it in {@link #AREAS}.
 */
public final class Claims {
    private Claims() {}

    public static final String HOLDS = "holds";
    public static final String DIFFERS = "differs";
    public static final String NOT_MEASURABLE = "not measurable on this disc";
    public static final String NOT_YET = "not yet measurable";

    /**
     * Standing claims that differ from the notes on every disc, by design: hardware evidence or an exact computation
     * of the notes' own rule contradicts the figure they give. Every other standing claim must hold on a synthetic disc.
     */
    public static final java.util.Map<String, String> DIFFERS_BY_DESIGN = java.util.Map.of(
            "ps2float.third_below", "the hardware's divider lands above truncation (phase-2 §9.3 R6)",
            "vifrate.uniform_random", "exact: 32 of the 128 command values pass the notes' test (25.0 %); the notes' 25.1 % is a sample",
            "shrub.normals.chance", "exact: 1/10431 of uniform s16 triples pass the length test; the notes estimated ~1/15000");

    /** Every area's claims, in catalogue-independent order; one line per area. */
    static final List<ClaimArea> AREAS = List.of(new LevelClaims(), new CoreClaims(), new ClassClaims(),
            new TextureClaims(), new TfragClaims(), new TfragLayoutClaims(), new AnalysisClaims(),
            new OverlayClaims(), new GameplayClaims(), new SkyClaims(), new OcclusionClaims(), new MobyClaims(),
            new TieClaims(), new ShrubClaims(), new LightingClaims(), new ProbeClaims(), new TerrainClaims(),
            new ShrubBodyClaims(), new TfragOriginClaims());

    private static final Map<String, Claim> REGISTRY = build(AREAS, ClaimSpec.catalogue());

    static Map<String, Claim> build(List<ClaimArea> areas, List<ClaimSpec> catalogue) {
        Set<String> known = new HashSet<>();
        for (ClaimSpec s : catalogue) known.add(s.id());
        Map<String, Claim> m = new LinkedHashMap<>();
        for (ClaimArea a : areas) {
            for (Claim c : a.claims()) {
                if (!known.contains(c.id())) throw new IllegalStateException(a.getClass().getSimpleName() + ": " + c.id() + " is not in the catalogue");
                if (m.put(c.id(), c) != null) throw new IllegalStateException(c.id() + " is registered twice");
            }
        }
        return Collections.unmodifiableMap(m);
    }

    /** Every measured claim by catalogue id. */
    public static Map<String, Claim> registry() { return REGISTRY; }

    /**
     * {@code id, section, claim, needs, catalogue_status, notes_value, basis, expected, actual, status, detail}:
     * one row per catalogue entry. {@code notes_value} is the catalogue's figure, {@code expected} what was
     * compared, {@code basis} where that came from.
     */
    public static Table verify(Disc disc) {
        TableBuilder t = new TableBuilder(TABLE_NAME + disc.name())
                .strings("id", "section", "claim", "needs", "catalogue_status", "notes_value", "basis", "expected", "actual",
                        "status", "detail");
        prefetch(disc);
        List<ClaimSpec> specs = ClaimSpec.catalogue();
        List<java.util.concurrent.Future<Row>> rows = new java.util.ArrayList<>(specs.size());
        java.util.concurrent.ExecutorService judges = java.util.concurrent.Executors.newFixedThreadPool(JUDGES, r -> {
            Thread th = new Thread(r, "gcscript-claims");
            th.setDaemon(true);
            return th;
        });
        try {
            // every measure first, then every verdict: the verdicts read the manifest, which is still being read
            // while the first measures parse levels (judged in catalogue order, all three judges waited for it)
            List<java.util.concurrent.Future<Object>> measured = new java.util.ArrayList<>(specs.size());
            for (ClaimSpec s : specs) measured.add(judges.submit(() -> measure(REGISTRY.get(s.id()), disc)));
            for (int i = 0; i < specs.size(); i++) {
                ClaimSpec s = specs.get(i);
                java.util.concurrent.Future<Object> m = measured.get(i);
                // queued behind every measure, so the one it waits for has already started on another judge
                rows.add(judges.submit(() -> verdict(REGISTRY.get(s.id()), s, disc, outcome(m))));
            }
            for (int i = 0; i < specs.size(); i++) {
                ClaimSpec s = specs.get(i);
                Row r = outcome(rows.get(i));
                t.row(s.id(), s.section(), s.quote(), s.needs(), s.status(), s.expected(), r.basis, r.expected, r.actual, r.status, r.detail);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            judges.shutdownNow();
        }
        return t.build();
    }

    /**
     * Claims are independent reads of one disc (its parts are memoised and thread-safe): three judges at a time
     * keep both cores busy while one waits for a part another is parsing (claims cold on the full-size disc, C1:
     * 5.8–6.1 s with one judge, 4.8–4.9 s with three; README, "Performance"). Rows keep catalogue order.
     */
    private static final int JUDGES = Integer.getInteger("gc.judges", 3);

    /**
     * Starts reading the manifest beside the first judges, which mostly parse levels; the first claim that needs it
     * waits in {@link Disc#groundTruthWithoutFieldTables()}. No claim reads the per-field truth tables, so they are
     * left out (on the full-size disc 2.7 M of 3.7 M lines, 84 % of 307 MB; a whole read cost ≈ 0.9 s of CPU).
     */
    static void prefetch(Disc disc) {
        Thread truth = new Thread(disc::groundTruthWithoutFieldTables, "gcscript-manifest");
        truth.setDaemon(true);
        truth.start();
    }

    /** One judged row: what was compared, what was measured, the status and why. */
    record Row(String basis, String expected, String actual, String status, String detail) {}

    static Row judge(Claim c, ClaimSpec s, Disc disc) { return verdict(c, s, disc, measure(c, disc)); }

    /** A judge's result, with what it threw rethrown as itself (not wrapped). */
    private static <T> T outcome(java.util.concurrent.Future<T> m) throws InterruptedException {
        try {
            return m.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            if (e.getCause() instanceof Error er) throw er;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The claim's measure on the disc: a {@link Measured}, or the {@link FormatException} it met; null without a claim. */
    static Object measure(Claim c, Disc disc) {
        if (c == null) return null;
        try {
            return c.measure().apply(disc);
        } catch (FormatException e) {
            return e;
        }
    }

    /** The row for a measure's outcome ({@link #measure}): the expectation (manifest, notes or rule) is met here. */
    static Row verdict(Claim c, ClaimSpec s, Disc disc, Object outcome) {
        if (c == null) return new Row("", "", "", NOT_YET, "needs " + s.needs());
        if (outcome instanceof FormatException e) {
            Optional<Expected> want = c.expect().on(disc, s, Measured.none(""));
            return new Row(want.map(w -> w.basis().label()).orElse(""), want.map(Expected::value).orElse(""),
                    "error: " + e.oneLine(), DIFFERS, "the measure could not read the disc");
        }
        Measured got = (Measured) outcome;
        Optional<Expected> want = c.expect().on(disc, s, got);
        String basis = want.map(w -> w.basis().label()).orElse("");
        String expected = want.map(Expected::value).orElse("");
        if (!got.measured()) return new Row(basis, expected, "", NOT_MEASURABLE, got.detail());
        if (want.isEmpty()) {
            return new Row("", "", got.value(), NOT_MEASURABLE, join(join("the manifest gives no figure for this claim", readings(got)), got.detail()));
        }
        for (Measured.Reading r : got.readings()) {
            if (Expectation.holds(expected, r.value())) {
                return new Row(basis, expected, r.value(), HOLDS, join(r.name().isEmpty() ? "" : "as " + r.name(), got.detail()));
            }
        }
        return new Row(basis, expected, got.value(), DIFFERS, join(readings(got), got.detail()));
    }

    private static String readings(Measured m) {
        if (m.readings().size() < 2) return "";
        StringBuilder sb = new StringBuilder();
        for (Measured.Reading r : m.readings()) sb.append(sb.length() == 0 ? "" : "; ").append(r.name()).append(": ").append(r.value());
        return sb.toString();
    }

    private static String join(String a, String b) {
        if (a.isEmpty()) return b;
        if (b.isEmpty()) return a;
        return a + "; " + b;
    }

    /** The start of {@link #verify}'s table name; the disc's name follows. */
    static final String TABLE_NAME = "claims on ";

    /**
     * Whether {@code t} is a claims table of {@link #verify} (its name and the columns {@link #summary} reads), so
     * that a front end showing any table (the shell) can add the summary line the {@code claims} command prints.
     */
    public static boolean isClaimsTable(Table t) {
        return t.name() != null && t.name().startsWith(TABLE_NAME) && t.containsColumn("status") && t.containsColumn("basis");
    }

    /**
     * "N held, M differed, K not measurable on this disc, U not yet measurable; expected values from …" naming
     * each basis used with its count, e.g. "the manifest (52), rules (40)".
     */
    public static String summary(Table claims) {
        int held = 0, differed = 0, not = 0, notYet = 0;
        for (String s : claims.stringColumn("status")) {
            switch (s) {
                case HOLDS -> held++;
                case DIFFERS -> differed++;
                case NOT_YET -> notYet++;
                default -> not++;
            }
        }
        Map<Basis, Integer> bases = new EnumMap<>(Basis.class);
        var status = claims.stringColumn("status");
        var basis = claims.stringColumn("basis");
        for (int i = 0; i < claims.rowCount(); i++) {
            String b = basis.get(i);
            String st = status.get(i);
            if (b.isEmpty() || !(st.equals(HOLDS) || st.equals(DIFFERS))) continue;
            bases.merge(Basis.valueOf(b.toUpperCase(java.util.Locale.ROOT)), 1, Integer::sum);
        }
        StringBuilder from = new StringBuilder();
        for (Map.Entry<Basis, Integer> e : bases.entrySet()) {
            String name = switch (e.getKey()) {
                case NOTES -> "the notes' retail figures";
                case MANIFEST -> "the manifest";
                case RULE -> "rules";
            };
            from.append(from.length() == 0 ? "" : ", ").append(name).append(" (").append(e.getValue()).append(")");
        }
        return held + " held, " + differed + " differed, " + not + " not measurable on this disc, " + notYet
                + " not yet measurable; expected values from " + (from.length() == 0 ? "nothing (no claim was compared)" : from);
    }
}
