package gcscript.disc;

import gcscript.level.Level;
import java.util.Set;
import java.util.function.Function;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * How one library table is compared with the generator's per-field truth: the manifest table
 * ({@code level.N.fields.<truthTable>}), the table of a level, the key of a row (the same text the generator
 * writes after {@code row.}), and the columns that are not stored fields (provenance, or values derived from
 * several records). Every other column of the table must be a truth column: see {@link FieldTruthTables#compare}.
 *
 * <p>The truth itself must be able to catch a swap or a wrong offset: over the disc, every truth column must take
 * at least two values and no two columns may be equal on every row (x_raw and y_raw both 0 hide a swap). A column
 * that is constant by the format (a pad, a flag retail never sets), or equal to another by definition (two decodes
 * of one stored word), is named in {@code exempt}, with the reason in a comment at the spec.
 *
 * @param optional whether a level may have no truth rows for this table (an area absent from that level)
 * @param exempt   truth columns exempt from that variety check (constant by the format, or equal to another by definition)
 */
public record TruthSpec(String truthTable, Function<Level, Table> table, Function<Row, String> key, Set<String> notStored,
                        boolean optional, Set<String> exempt) {

    public static TruthSpec of(String truthTable, Function<Level, Table> table, Function<Row, String> key, String... notStored) {
        return new TruthSpec(truthTable, table, key, Set.of(notStored), false, Set.of());
    }

    /** The same spec, for a table that some levels do not have (no truth rows there). */
    public TruthSpec optionalPerLevel() { return new TruthSpec(truthTable, table, key, notStored, true, exempt); }

    /**
     * The same spec, exempting these truth columns from the variety check: constant by the format (a pad, a value
     * retail always holds), or equal to another column by definition. Give the reason in a comment at the call.
     */
    public TruthSpec exempt(String... columns) {
        Set<String> c = new java.util.TreeSet<>(exempt);
        c.addAll(Set.of(columns));
        return new TruthSpec(truthTable, table, key, notStored, optional, Set.copyOf(c));
    }

    /**
     * Compares level {@code l} with the manifest ({@link FieldComparison}); {@code strictColumns}: every column of the
     * table must be a truth column or a declared not-stored one (the tests).
     */
    public FieldComparison.Outcome compare(GroundTruth truth, Level l, boolean strictColumns) {
        String prefix = "level." + l.number() + ".fields." + truthTable + ".";
        if (truth.get(prefix + "columns").isEmpty()) return FieldComparison.Outcome.ABSENT;
        return FieldComparison.compare(truth, l.number(), truthTable, table.apply(l), key, notStored, strictColumns);
    }

    /** Key helpers: the row's values of these columns joined by dots. */
    public static Function<Row, String> keyOf(String... columns) {
        return r -> {
            StringBuilder sb = new StringBuilder();
            for (String c : columns) {
                if (sb.length() > 0) sb.append('.');
                Object v = r.getObject(c);
                sb.append(v instanceof Number n ? Long.toString(n.longValue()) : String.valueOf(v));
            }
            return sb.toString();
        };
    }
}
