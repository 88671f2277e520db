package gcscript.tie;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.disc.GroundTruth;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Compares table columns with the generator's column truth ({@code <group>.<column>} = comma-separated values in
 * record order). Shared by the tie and shrub sample tests.
 */
public final class TruthColumns {
    private TruthColumns() {}

    public static List<String> values(GroundTruth t, String key) {
        String v = t.get(key).orElseThrow(() -> new AssertionError("manifest has no " + key));
        List<String> out = new ArrayList<>();
        if (!v.isEmpty()) for (String s : v.split(",", -1)) out.add(s);
        return out;
    }

    /** Every listed column of {@code rows} (in row order) equals the truth list {@code group.column}; returns the values compared. */
    public static int compare(Table rows, GroundTruth t, String group, String... columns) {
        int n = 0;
        for (String c : columns) {
            List<String> want = values(t, group + "." + c);
            Column<?> col = rows.column(c);
            assertEquals(want.size(), col.size(), group + "." + c + ": row count");
            for (int i = 0; i < want.size(); i++) {
                assertEquals(want.get(i), col.getString(i).isEmpty() ? "" : String.valueOf(col.get(i)), group + "." + c + "[" + i + "]");
                n++;
            }
        }
        return n;
    }

    public static long count(GroundTruth t, String key) {
        return t.get(key).map(Long::parseLong).orElse(0L);
    }

    public static int[] ints(GroundTruth t, String key) {
        return values(t, key).stream().mapToInt(Integer::parseInt).toArray();
    }

    public static double f(GroundTruth t, String key) {
        return Double.parseDouble(t.get(key).orElseThrow(() -> new AssertionError("manifest has no " + key)));
    }
}
