package gcscript.kernel;

import java.io.PrintStream;
import java.nio.file.Path;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;

/**
 * Runs what a kernel start and a first notebook do (JShell, imports, a table, an image, a chart, a compile error)
 * without Jupyter, so that {@code -XX:ArchiveClassesAtExit} can record the classes into a CDS archive that later
 * kernel starts map instead of loading (measured: start to first result about half, kernel CPU about two thirds).
 */
final class WarmUp {
    private WarmUp() {}

    static void run(Path configDir, PrintStream log) {
        KernelConnectionProperties.parse("{\"ip\": \"127.0.0.1\", \"transport\": \"tcp\", \"shell_port\": 1, "
                + "\"iopub_port\": 2, \"stdin_port\": 3, \"control_port\": 4, \"hb_port\": 5, "
                + "\"signature_scheme\": \"hmac-sha256\", \"key\": \"warm-up\"}");
        GcKernel kernel = GcKernel.builder().configDir(configDir).log(log).build();
        try (Evaluator ev = new Evaluator()) {
            ev.runScript(GcKernel.IMPORTS, GcKernel.imports(configDir, log), log);
            String[] cells = {
                "var warmTable = tech.tablesaw.api.Table.create(\"w\", tech.tablesaw.api.IntColumn.create(\"offset\", new int[] {1, 2}),\n"
                        + "    tech.tablesaw.api.StringColumn.create(\"name\", \"a\", \"b\"));\nwarmTable",
                "var warmImage = new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB);\nwarmImage",
                "var warmChart = new org.knowm.xchart.CategoryChartBuilder().width(120).height(80).title(\"w\").build();\n"
                        + "warmChart.addSeries(\"s\", new int[] {1, 2}, new int[] {3, 4});\nwarmChart",
                "1 + 1",
            };
            for (String cell : cells) {
                kernel.getRenderer().render(ev.eval(cell));
            }
            try {
                ev.eval("int warmBroken = \"x\";");
            } catch (CompilationException expected) {
                kernel.formatError(expected);
            }
            ev.isComplete("for (int i = 0; i < 2; i++) {");
            ev.complete("warmTable.row", 13);
        }
    }
}
