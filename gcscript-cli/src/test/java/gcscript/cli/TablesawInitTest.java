package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link Main#initTables}: Tablesaw's class-path scan sees only Tablesaw's jars, and registers the same readers and
 * writers as a scan of the whole path. Each scan runs in a fresh JVM ({@link Probe}): a class is initialised once
 * per JVM, and this one's Table already was.
 */
class TablesawInitTest {
    static final String SEP = File.pathSeparator;

    @Test
    void onlyTheTablesawJarsOfAClassPath() {
        assertEquals("/m/lib/tablesaw-core-0.44.4.jar" + SEP + "lib/tablesaw-json-0.44.4.jar",
                Main.tablesawJars(String.join(SEP, "/m/gcscript-cli.jar", "/m/lib/fastutil-8.5.13.jar", "/m/lib/tablesaw-core-0.44.4.jar",
                        "/m/classes", "lib/tablesaw-json-0.44.4.jar", "/m/tablesaw/classes", "/m/lib/mytablesaw-1.jar")));
        assertEquals("tablesaw-core.jar", Main.tablesawJars("tablesaw-core.jar"));
        assertNull(Main.tablesawJars("/m/gcscript-cli.jar" + SEP + "/m/lib/fastutil-8.5.13.jar"));
        assertNull(Main.tablesawJars(""));
        assertNull(Main.tablesawJars(null));
    }

    @Test
    void theNarrowScanRegistersWhatTheWholeOneDoes() throws Exception {
        String whole = probe("whole"), narrow = probe("narrow");
        assertTrue(whole.contains("csv") && whole.contains("CsvReadOptions") && whole.contains("FixedWidthWriteOptions"), whole);
        assertEquals(whole, narrow);
        // and the property is the whole path again afterwards
        assertTrue(narrow.contains("class path restored"), narrow);
    }

    private static String probe(String how) throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        assertNotNull(Main.tablesawJars(cp), "the test class path holds Tablesaw's jar: " + cp);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", cp, Probe.class.getName(), how));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe still running");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** Initialises Table (narrowed through Main.initTables, or whole) and prints its registries' keys. */
    public static final class Probe {
        public static void main(String[] a) throws Exception {
            String before = System.getProperty("java.class.path");
            if (a[0].equals("narrow")) Main.initTables();
            else Class.forName("tech.tablesaw.api.Table");
            Class<?> t = Class.forName("tech.tablesaw.api.Table");
            Map<String, String> out = new TreeMap<>();
            for (String f : new String[] {"defaultReaderRegistry", "defaultWriterRegistry"}) {
                var field = t.getDeclaredField(f);
                field.setAccessible(true);
                Object registry = field.get(null);
                for (var g : registry.getClass().getDeclaredFields()) {
                    if (!Map.class.isAssignableFrom(g.getType())) continue;
                    g.setAccessible(true);
                    out.put(f + "." + g.getName(), new java.util.TreeSet<>(((Map<?, ?>) g.get(registry)).keySet().stream().map(String::valueOf).toList()).toString());
                }
            }
            out.forEach((k, v) -> System.out.println(k + " = " + v));
            if (before.equals(System.getProperty("java.class.path"))) System.out.println("class path restored");
        }
    }
}
