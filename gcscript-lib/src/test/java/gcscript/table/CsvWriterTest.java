package gcscript.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.FloatColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.ShortColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** The fast writer must print exactly what the per-cell getUnformattedString writer printed. */
class CsvWriterTest {

    /** The writer CsvWriter replaced: one getUnformattedString per cell, one println per row. */
    private static String reference(Table t) {
        StringBuilder out = new StringBuilder();
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < t.columnCount(); c++) {
            if (c > 0) sb.append(',');
            CsvWriter.quote(sb, t.column(c).name());
        }
        out.append(sb).append(System.lineSeparator());
        for (int r = 0; r < t.rowCount(); r++) {
            sb.setLength(0);
            for (int c = 0; c < t.columnCount(); c++) {
                if (c > 0) sb.append(',');
                Column<?> col = t.column(c);
                if (!col.isMissing(r)) CsvWriter.quote(sb, col.getUnformattedString(r));
            }
            out.append(sb).append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String fast(Table t) {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        CsvWriter.write(t, new PrintStream(bos, false, StandardCharsets.UTF_8));
        return bos.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyColumnTypeAndMissingValuesMatchTheReference() {
        Random rnd = new Random(11);
        int n = 20_000;   // several 64 KB chunks
        Table t = Table.create("t", IntColumn.create("i"), LongColumn.create("l"), ShortColumn.create("s"),
                DoubleColumn.create("d"), FloatColumn.create("f"), StringColumn.create("name,quoted"), BooleanColumn.create("b"));
        for (int r = 0; r < n; r++) {
            boolean miss = r % 97 == 0;
            if (miss) t.intColumn("i").appendMissing(); else t.intColumn("i").append(rnd.nextInt());
            if (miss) t.longColumn("l").appendMissing(); else t.longColumn("l").append(rnd.nextLong());
            if (miss) t.shortColumn("s").appendMissing(); else t.shortColumn("s").append((short) rnd.nextInt());
            double d = r % 5 == 0 ? rnd.nextInt(1 << 20) / 1024.0 : rnd.nextGaussian() * Math.pow(10, rnd.nextInt(40) - 20);
            if (miss) t.doubleColumn("d").appendMissing(); else t.doubleColumn("d").append(r % 1000 == 1 ? Double.POSITIVE_INFINITY : d);
            if (miss) t.floatColumn("f").appendMissing(); else t.floatColumn("f").append((float) d);
            t.stringColumn("name,quoted").append(r % 3 == 0 ? "a,\"b\"" : r % 3 == 1 ? "" : "lod0");
            if (miss) t.booleanColumn("b").appendMissing(); else t.booleanColumn("b").append(r % 2 == 0);
        }
        assertEquals(reference(t), fast(t));
    }

    @Test
    void emptyTableIsTheHeaderLine() {
        Table t = new TableBuilder("t").ints("level").strings("file").build();
        assertEquals("level,file" + System.lineSeparator(), fast(t));
    }
}
