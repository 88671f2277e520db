package gcscript.kernel;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.table.TableView;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.jline.reader.Candidate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** {@code bin/gcscript shell} as a new user meets it (issue 12, items 1, 2 and 6; issue 27, item 1). */
class ShellTest {
    static Evaluator ev;
    static String imports;

    @BeforeAll
    static void start() throws Exception {
        ev = new Evaluator();
        Path config = Path.of("..", "kernel-config");
        imports = Files.readString(config.resolve("imports.jsh"));
        assertEquals(0, ev.runScript("imports.jsh", imports, System.err));
        for (String script : Shell.SCRIPTS) assertEquals(0, ev.runScript(script, Files.readString(config.resolve(script)), System.err));
    }

    @AfterAll
    static void stop() { ev.close(); }

    record Typed(String out, String err) {}

    static Typed type(String text) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        Shell.runText(shell, text);
        return new Typed(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void readmesFirstLineWithAMissingFileIsOneLineAndKeepsTheDisc() throws Exception {
        Object before = ev.eval("disc");
        assertNotNull(before);
        Typed t = type("Disc disc = Gc.open(Path.of(\"rac2.iso\"));\n");
        assertEquals("error: rac2.iso: no such file or folder\nnote: disc is unchanged: " + before + "\n", t.err());
        assertSame(before, ev.eval("disc"));
        // a later cell is not broken either
        Typed levels = type("disc.levels().table().rowCount()\n");
        assertEquals("", levels.err());
        assertTrue(Integer.parseInt(levels.out().strip()) > 0, levels.out());
    }

    /** Typed into a terminal {@code width} characters wide. */
    static Typed typeAt(int width, String text) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        BufferedReader lines = new BufferedReader(new StringReader(text));
        shell.run(new Shell.Input() {
            @Override public String read(String prompt) throws IOException { return lines.readLine(); }
            @Override public int width() { return width; }
        });
        return new Typed(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBareTableExpressionPrintsTheCommandLinesTableWithinTheTerminalWidth() throws Exception {
        // issue 27: 38 columns that wrapped every row over three lines; now the CLI's renderer fits them
        Typed t = typeAt(100, "disc.level(0).gameplay().mobyInstances()\n");
        assertEquals("", t.err());
        Table mobies = (Table) ev.eval("disc.level(0).gameplay().mobyInstances()");
        // the hint names the variable JShell holds the value in ($3), which the next line can use (issue 38 item 15)
        java.util.regex.Matcher held = java.util.regex.Pattern.compile("showWide\\((\\$\\d+)\\) shows all").matcher(t.out().replace("\n", " "));
        assertTrue(held.find(), t.out());
        String variable = held.group(1);
        assertEquals(gcscript.table.TextTable.render(mobies, 100, TableView.DEFAULT_MAX_ROWS, ShellView.choices(variable)), t.out());
        assertEquals(mobies.rowCount(), ((Table) ev.eval(variable)).rowCount());
        // a table the session holds under no name (given to show): a placeholder, not a variable that does not exist
        String shown = ShellView.table(mobies, TableView.DEFAULT_MAX_ROWS, 100).replace("\n", " ");
        assertTrue(shown.contains("showWide(TABLE) shows all") && !shown.contains("(t)"), shown);
        List<String> lines = t.out().lines().toList();
        // every line within the width, the note under the table included (issue 38 item 12); the note names the
        // hidden columns and how to see them
        for (String l : lines) assertTrue(l.length() <= 100, l);
        int note = 0;
        while (!lines.get(note).startsWith("(")) note++;
        String text = String.join(" ", lines.subList(note, lines.size()));
        assertTrue(text.matches("\\(\\d+ of " + mobies.columnCount() + " columns fit 100 characters .*"
                + "showWide\\(\\$\\d+\\) shows all\\)"), text);
        assertEquals(mobies.rowCount() + 3, note);   // name, header, rule, rows, then the note
        // what an instance is shows first (issue 38 item 8): its class and position, not its unknown words
        for (String c : new String[] {"uid", "o_class", "x", "y", "z"}) assertTrue(lines.get(1).matches(".*\\b" + c + "\\b.*"), c + ": " + lines.get(1));
        assertFalse(lines.get(1).contains("unknown_"), lines.get(1));
        // a wider terminal shows more of them
        Typed wide = typeAt(400, "disc.level(0).gameplay().mobyInstances()\n");
        assertTrue(wide.out().lines().mapToInt(String::length).max().orElse(0) > 100, wide.out());
    }

    @Test
    void longTablesShowTheNotebooksHeadAndTail() throws Exception {
        Table positions = (Table) ev.eval("disc.level(0).core().tfrags().positions()");
        assertTrue(positions.rowCount() > TableView.DEFAULT_MAX_ROWS, "the sample's level 0 has more positions than the cap");
        Typed t = typeAt(160, "disc.level(0).core().tfrags().positions()\n");
        List<String> lines = t.out().lines().toList();
        assertEquals(positions.name() + " (" + positions.rowCount() + " rows; the first 25 and the last 25 shown)", lines.get(0));
        // name, header, rule, 25 rows, the gap, 25 rows (and no note: 14 columns fit 160 characters)
        assertEquals(3 + 25 + 1 + 25, lines.size(), t.out());
        assertTrue(lines.get(3 + 25).matches("[ …]+"), lines.get(3 + 25));
        // the last row shown is the table's last (its record number is the row's)
        String last = lines.get(lines.size() - 1).strip().split("\\s+")[2];
        assertEquals(positions.intColumn("record").get(positions.rowCount() - 1), Integer.parseInt(last));
    }

    @Test
    void aClaimsTableEndsWithTheClaimsCommandsSummaryLine() {
        Table claims = Table.create("claims on test.iso",
                tech.tablesaw.api.StringColumn.create("id", "a", "b", "c"),
                tech.tablesaw.api.StringColumn.create("basis", "manifest", "rule", ""),
                tech.tablesaw.api.StringColumn.create("status", "holds", "differs", "not yet measurable"));
        String shown = ShellView.text(claims);
        assertEquals("1 held, 1 differed, 0 not measurable on this disc, 1 not yet measurable; expected values from "
                + "the manifest (1), rules (1)", shown.lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(shown.startsWith("claims on test.iso (3 rows)\n"), shown);
        // the same columns under another name: no summary
        assertFalse(ShellView.text(claims.copy().setName("mine")).contains(" held, "));
    }

    @Test
    void aMisspeltMethodNamesTheLikelyOneAndTheTypesMethods() throws Exception {
        Typed t = type("disc.level(0).core().mobyClases()\n");
        assertEquals("", t.out());
        List<String> lines = t.err().lines().toList();
        assertEquals("error: cannot find symbol", lines.get(0));
        assertEquals("LevelCore has no method mobyClases(); did you mean mobyClasses()? it has "
                + String.join(", ", gcscript.help.Methods.of(gcscript.core.LevelCore.class)), lines.get(lines.size() - 1));
        // through a variable: javac names the variable's type
        Typed v = type("var lvl = disc.level(0);\nlvl.cor()\n");
        assertTrue(v.err().contains("Level has no method cor(); did you mean core()? it has "), v.err());
        // a type of the session itself is not looked up: javac's message alone
        Typed own = type("record Pt(int x) {}\nnew Pt(1).y()\n");
        assertTrue(own.err().startsWith("error: cannot find symbol"), own.err());
        assertFalse(own.err().contains("has no method"), own.err());
    }

    @Test
    void aColumnReadWithTheWrongAccessorIsOneHintLine() throws Exception {
        Typed t = type("var p = disc.level(0).core().tfrags().positions();\np.intColumn(\"z\")\n");
        assertEquals("error: column \"z\" is a DoubleColumn, not an IntColumn: read it with doubleColumn(\"z\")"
                + " (numberColumn(\"z\") reads any number column as doubles)\n", t.err());
        Typed s = type("disc.levels().table().intColumn(\"file\").get(0)\n");
        assertEquals("error: column \"file\" is a StringColumn, not an IntColumn: read it with stringColumn(\"file\")\n", s.err());
        // by index, no name to repeat
        Typed i = type("p.intColumn(p.columnIndex(\"z\"))\n");
        assertEquals("error: the column is a DoubleColumn, not an IntColumn: read it with doubleColumn(…)"
                + " (numberColumn(…) reads any number column as doubles)\n", i.err());
        // any other cast keeps its trace
        Typed other = type("Object o = \"s\"; Integer n = (Integer) o;\n");
        assertTrue(other.err().startsWith("java.lang.ClassCastException"), other.err());
    }

    @Test
    void tabCompletesTheFluentChainWithTheReturnedTypesMethods() {
        List<String> names = TerminalInput.candidates(ev, "", "disc.level(0).co", 16).stream().map(Candidate::value).toList();
        Set<String> bare = names.stream().map(n -> n.replaceAll("\\(.*", "")).collect(Collectors.toSet());
        Set<String> levels = gcscript.help.Methods.of(gcscript.level.Level.class).stream().map(n -> n.replaceAll("\\(.*", ""))
                .filter(n -> n.startsWith("co")).collect(Collectors.toSet());
        assertEquals(levels, bare);
        assertTrue(names.contains("core()"), names.toString());
        // the word Tab replaces is the name being typed, whatever comes before it
        assertEquals("co", SnippetLine.at("disc.level(0).co", 16).word());
        assertEquals("", SnippetLine.at("disc.level(0).", 14).word());
        // a snippet's earlier lines are the context: `lc` is declared by nothing but the pending line
        List<String> pending = TerminalInput.candidates(ev, "var lc = disc.level(0).core();\n", "lc.mobyCl", 9).stream()
                .map(Candidate::value).toList();
        assertEquals(List.of("mobyClasses()"), pending);
    }

    /**
     * Issue 38 item 15: docs/shell.md's Tab example lists exactly what Tab offers at {@code disc.level(0).co} (it named
     * {@code collision()}, which Level does not have), and its fitted-table note names the shell's own {@code $1}.
     */
    @Test
    void theDocsTabExampleIsWhatTabOffers() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "shell.md"));
        String row = doc.lines().filter(l -> l.startsWith("| Tab |")).findFirst().orElseThrow();
        Set<String> documented = new java.util.TreeSet<>();
        java.util.regex.Matcher name = java.util.regex.Pattern.compile("`(\\w+\\(\\))`").matcher(row);
        while (name.find()) documented.add(name.group(1));
        Set<String> offered = new java.util.TreeSet<>(TerminalInput.candidates(ev, "", "disc.level(0).co", 16).stream().map(Candidate::value).toList());
        assertEquals(offered, documented);
        assertFalse(doc.contains("showWide(t)"), "the note names $1, the shell's variable, not t");
    }

    @Test
    void ctrlCStopsTheRunningLoopAndTheVariablesSurvive() throws Exception {
        String flag = "gcscript.kernel.test.shellLoop";
        System.clearProperty(flag);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
        Shell.runText(shell, "int kept = 42;\n");
        CompletableFuture<Integer> loop = CompletableFuture.supplyAsync(() -> {
            try {
                return Shell.runText(shell, "while (true) { System.setProperty(\"" + flag + "\", \"running\"); }\n");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.getProperty(flag) == null && System.nanoTime() < deadline) Thread.sleep(20);
        assertEquals("running", System.getProperty(flag), "loop never started");
        assertFalse(loop.isDone());
        shell.interrupt();
        loop.get(10, TimeUnit.SECONDS);
        assertEquals("interrupted (Ctrl-C): the snippet stopped; variables keep their values\n", err.toString(StandardCharsets.UTF_8));
        assertEquals(43, ev.eval("kept + 1"));
        // the loop ignores its interrupt: it is stopped by force after the grace period (on a loaded machine a
        // little later: the flag is cleared until the loop stops setting it again)
        Thread.sleep(ObjectExecutionControl.STOP_GRACE_MILLIS);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        do {
            System.clearProperty(flag);
            Thread.sleep(300);
        } while (System.getProperty(flag) != null && System.nanoTime() < until);
        assertNull(System.getProperty(flag), "the loop still runs long after the grace period");
    }

    @Test
    void ctrlCWhileTypingDropsTheUnfinishedSnippet() throws Exception {
        Iterator<Object> typed = List.<Object>of("int dropped = 1 +", new InterruptedIOException("Ctrl-C"), "int after = 2;").iterator();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
        shell.run(prompt -> {
            if (!typed.hasNext()) return null;
            Object next = typed.next();
            if (next instanceof IOException e) throw e;
            return (String) next;
        });
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(2, ev.eval("after"));
        assertThrows(CompilationException.class, () -> ev.eval("dropped"));
    }

    @Test
    void theShellHasTheKernelsImportsAndListsThem() throws Exception {
        Typed t = type("TextureKind.TFRAG.id() + \" \" + Charts.class.getSimpleName() + \" \" + Path.of(\"x\")\n/imports\n");
        assertEquals("", t.err());
        assertTrue(t.out().startsWith("tfrag Charts x\n"), t.out());
        assertTrue(t.out().contains("gcscript.texture.TextureKind\n"), t.out());
        assertTrue(t.out().contains("gcscript.chart.Charts\n"), t.out());
        // the kernel reads the same file (bundled in its jar)
        assertEquals(imports, GcKernel.imports(null, System.err));
    }

    @Test
    void multiLineSnippetsAndExitStatus() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Shell shell = new Shell(ev, imports, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        Integer status = Shell.runText(shell, "int n = 1 +\n  2;\n/exit n == 3 ? 7 : 1\nSystem.out.println(\"not reached\");\n");
        assertEquals(7, status);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("not reached"));
    }

    @Test
    void aBugInTheCellStillShowsItsTrace() throws Exception {
        Typed t = type("Object o = null; o.hashCode()\n");
        assertTrue(t.err().startsWith("java.lang.NullPointerException"), t.err());
    }
}
