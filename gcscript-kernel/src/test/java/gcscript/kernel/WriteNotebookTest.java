package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.*;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 38 item 15: notebook 14's edit cell reads naturally (no {@code ((Number) …).intValue()} casts: the table's
 * typed columns and {@code Editor.moveMobyBy}) and runs as written on the sample, in the kernel's evaluator.
 */
class WriteNotebookTest {
    static final Path NOTEBOOKS = Path.of("..", "notebooks");

    static List<String> codeCells(Path notebook) throws Exception {
        JsonObject nb = JsonParser.parseString(Files.readString(notebook)).getAsJsonObject();
        List<String> out = new ArrayList<>();
        for (JsonElement c : nb.getAsJsonArray("cells")) {
            JsonObject cell = c.getAsJsonObject();
            if (!cell.get("cell_type").getAsString().equals("code")) continue;
            StringBuilder sb = new StringBuilder();
            for (JsonElement line : cell.getAsJsonArray("source")) sb.append(line.getAsString());
            out.add(sb.toString());
        }
        return out;
    }

    @Test
    void noNotebookCastsCellsThroughNumber() throws Exception {
        try (Stream<Path> files = Files.list(NOTEBOOKS)) {
            for (Path nb : files.filter(p -> p.toString().endsWith(".ipynb")).sorted().toList()) {
                for (String cell : codeCells(nb)) assertFalse(cell.contains("((Number)"), nb.getFileName() + ":\n" + cell);
            }
        }
    }

    @Test
    void theEditCellRunsAsWrittenAndMovesTheMoby() throws Exception {
        List<String> cells = codeCells(NOTEBOOKS.resolve("14-write.ipynb"));
        String edit = cells.stream().filter(c -> c.contains("disc.edit()")).findFirst().orElseThrow();
        try (Evaluator ev = new Evaluator()) {
            Path config = Path.of("..", "kernel-config");
            assertEquals(0, ev.runScript("imports.jsh", Files.readString(config.resolve("imports.jsh")), System.err));
            for (String script : Shell.SCRIPTS) assertEquals(0, ev.runScript(script, Files.readString(config.resolve(script)), System.err));
            ev.eval("import gcscript.edit.Editor; import gcscript.edit.EditException;");
            ev.eval(edit);
            // the first edit moves x by 8 from where the sample has it
            double x = ((Number) ev.eval("x")).doubleValue();
            assertEquals("x", ev.eval("editor.edits().get(0).column()"));
            assertEquals(x + 8, ((Number) ev.eval("Double.parseDouble(editor.edits().get(0).value())")).doubleValue(), 1e-9);
            assertTrue(Files.exists((Path) ev.eval("out")), "the edited image was written");
        }
    }
}
