package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.table.TableView;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class TableViewTest {
    private static Table table(int rows) {
        int[] offsets = new int[rows];
        long[] lodOfs = new long[rows];
        int[] counts = new int[rows];
        String[] names = new String[rows];
        for (int i = 0; i < rows; i++) {
            offsets[i] = 0x100 * i;
            lodOfs[i] = 0x7f000000L + i;
            counts[i] = 1000 + i;
            names[i] = "r<" + i + ">";
        }
        return Table.create("moby",
                IntColumn.create("offset", offsets),
                LongColumn.create("lod_0_ofs", lodOfs),
                IntColumn.create("count", counts),
                StringColumn.create("name", names));
    }

    /** The row labels of the HTML body, in order ("…" for the gap). */
    private static List<String> rowLabels(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<tr><th>([^<]*)</th><td>").matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void offsetColumnsAreHexOthersDecimalAndHtmlEscaped() {
        String html = new TableView(table(3), 50).html();
        assertTrue(html.contains("<tr><th>2</th><td>0x200</td><td>0x7f000002</td><td>1002</td><td>r&lt;2&gt;</td></tr>"), html);
        assertTrue(html.contains("<caption>moby</caption>"), html);
        assertTrue(html.contains("3 rows × 4 columns"), html);
    }

    @Test
    void smallTableShowsEveryRow() {
        TableView v = new TableView(table(50), 50);
        assertFalse(v.hasGap());
        assertEquals(50, v.shownRows().size());
        assertEquals(50, rowLabels(v.html()).size());
    }

    @Test
    void largeTableShowsHeadAndTailAroundAGap() {
        TableView v = new TableView(table(1000), 50);
        assertTrue(v.hasGap());
        List<String> labels = rowLabels(v.html());
        assertEquals(51, labels.size());
        assertEquals("0", labels.get(0));
        assertEquals("24", labels.get(24));
        assertEquals(TableView.GAP, labels.get(25));
        assertEquals("975", labels.get(26));
        assertEquals("999", labels.get(50));
        assertTrue(v.html().contains("<td>0x3e700</td>"), "row 999 offset 999*0x100 in hex");
        assertTrue(v.html().contains("1000 rows × 4 columns"));
    }

    @Test
    void missingValuesAreEmpty() {
        IntColumn ofs = IntColumn.create("data_ofs", 2);
        ofs.set(0, 16);
        Table t = Table.create("m", ofs);
        assertTrue(ofs.isMissing(1));
        assertEquals("0x10", TableView.cell(ofs, 0));
        assertEquals("", TableView.cell(ofs, 1));
    }

    @Test
    void textFormAlignsColumnsAndUsesHex() {
        String text = new TableView(table(2), 50).text();
        String[] lines = text.split("\n");
        assertEquals("moby", lines[0]);
        assertEquals("   offset   lod_0_ofs  count  name", lines[1]);
        assertEquals("0     0x0  0x7f000000   1000  r<0>", lines[2]);
        assertEquals("1   0x100  0x7f000001   1001  r<1>", lines[3]);
        assertEquals("2 rows × 4 columns", lines[4]);
    }

    @Test
    void rendererProducesHtmlAndTextForTables() {
        Renderer r = new Renderer();
        Renderers.register(r);
        DisplayData d = r.render(table(120));
        String html = (String) d.getData(MIMEType.TEXT_HTML);
        assertTrue(html.contains("<td>0x7f000077</td>"), "last row's lod_0_ofs in hex");
        assertEquals(51, rowLabels(html).size());
        String text = (String) d.getData(MIMEType.TEXT_PLAIN);
        assertTrue(text.endsWith("120 rows × 4 columns"), text);
    }
}
