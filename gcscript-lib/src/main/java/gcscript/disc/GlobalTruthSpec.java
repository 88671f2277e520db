package gcscript.disc;

import java.util.Set;
import java.util.function.Function;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * How one table of the global WADs is compared with the generator's per-field truth: as {@link TruthSpec} for a
 * level's tables, but the table is the disc's and its truth sits under {@code global.fields.<truthTable>.}.
 *
 * @param exempt truth columns exempt from the variety check (constant by the format), with the reason at the spec
 */
public record GlobalTruthSpec(String truthTable, Function<Disc, Table> table, Function<Row, String> key, Set<String> notStored,
                              Set<String> exempt) {
    public static final String PREFIX = "global.fields.";

    public static GlobalTruthSpec of(String truthTable, Function<Disc, Table> table, Function<Row, String> key, String... notStored) {
        return new GlobalTruthSpec(truthTable, table, key, Set.of(notStored), Set.of());
    }

    public GlobalTruthSpec exempt(String... columns) { return new GlobalTruthSpec(truthTable, table, key, notStored, Set.of(columns)); }

    /** Compares the disc's table with its manifest ({@link FieldComparison}); strict: every column accounted for. */
    public FieldComparison.Outcome compare(GroundTruth truth, Disc disc, boolean strictColumns) {
        return FieldComparison.compare(truth, PREFIX + truthTable + ".", -1, truthTable, table.apply(disc), key, notStored, strictColumns);
    }
}
