package gcscript.claims;

import gcscript.bytes.FormatException;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.table.TableBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * The claims registry: every row of the design notes' catalogue, measured where the library can. On a
 * synthetic disc the expected values come from its ground-truth manifest; on a real disc from the notes.
 */
public final class Claims {
    private Claims() {}

    public static final String HOLDS = "holds";
    public static final String DIFFERS = "differs";
    public static final String NOT_MEASURABLE = "not measurable on this disc";
    public static final String NOT_YET = "not yet measurable";

    private static final Map<String, Claim> REGISTRY = build();

    private static Map<String, Claim> build() {
        Map<String, Claim> m = new LinkedHashMap<>();
        for (Claim c : LevelClaims.all()) m.put(c.id(), c);
        for (Claim c : CoreClaims.all()) m.put(c.id(), c);
        for (Claim c : TfragClaims.all()) m.put(c.id(), c);
        for (Claim c : TieClaims.all()) m.put(c.id(), c);
        for (Claim c : ShrubClaims.all()) m.put(c.id(), c);
        return m;
    }

    public static Map<String, Claim> registry() { return REGISTRY; }

    /** {@code id, section, claim, needs, expected, actual, status}: one row per catalogue entry. */
    public static Table verify(Disc disc) {
        List<ClaimSpec> specs = ClaimSpec.catalogue();
        Optional<GroundTruth> truth = disc.groundTruth();
        TableBuilder t = new TableBuilder("claims on " + disc.name())
                .strings("id", "section", "claim", "needs", "catalogue_status", "expected", "actual", "status");
        for (ClaimSpec s : specs) {
            Claim c = REGISTRY.get(s.id());
            String expected = s.expected();
            String actual = "";
            String status;
            if (c == null) {
                status = NOT_YET;
            } else {
                Optional<String> want = truth.isPresent() ? c.synthetic().apply(truth.get(), disc) : Optional.of(s.expected());
                if (want.isEmpty()) {
                    expected = "";
                    status = NOT_MEASURABLE;
                } else {
                    expected = want.get();
                    try {
                        Optional<String> got = c.measure().apply(disc);
                        if (got.isEmpty()) {
                            status = NOT_MEASURABLE;
                        } else {
                            actual = got.get();
                            status = Expectation.holds(expected, actual) ? HOLDS : DIFFERS;
                        }
                    } catch (FormatException e) {
                        actual = "error: " + e.oneLine();
                        status = DIFFERS;
                    }
                }
            }
            t.row(s.id(), s.section(), s.quote(), s.needs(), s.status(), expected, actual, status);
        }
        return t.build();
    }

    /** "N held, M differed, K not measurable" (K counts both kinds of not measurable). */
    public static String summary(Table claims) {
        int held = 0, differed = 0, not = 0;
        for (String s : claims.stringColumn("status")) {
            switch (s) {
                case HOLDS -> held++;
                case DIFFERS -> differed++;
                default -> not++;
            }
        }
        return held + " held, " + differed + " differed, " + not + " not measurable";
    }
}
