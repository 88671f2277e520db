package gcscript.table;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class TableFormatTest {
    private Table table() {
        return new TableBuilder("t").ints("level").strings("file").longs("offset").row(3, "LEVEL3.WAD", 0x1234L).row(4, "a,\"b\"", null).build();
    }

    private String render(TableFormat f) {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        f.write(table(), new PrintStream(bos, true, StandardCharsets.UTF_8));
        return bos.toString(StandardCharsets.UTF_8);
    }

    @Test
    void csvHasRawNumbersAndQuotes() {
        assertEquals("level,file,offset\n3,LEVEL3.WAD,4660\n4,\"a,\"\"b\"\"\",\n", render(TableFormat.CSV));
    }

    @Test
    void jsonIsAnArrayOfObjects() {
        assertEquals("[\n  {\"level\": 3, \"file\": \"LEVEL3.WAD\", \"offset\": 4660},\n  {\"level\": 4, \"file\": \"a,\\\"b\\\"\", \"offset\": null}\n]\n",
                render(TableFormat.JSON));
    }

    @Test
    void textPrintsOffsetsInHex() {
        assertTrue(render(TableFormat.TABLE).contains("0x1234"));
    }
}
