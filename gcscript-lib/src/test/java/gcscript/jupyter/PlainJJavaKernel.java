package gcscript.jupyter;

import java.util.ArrayList;
import java.util.List;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * A kernel built on JJava's own {@link BaseKernel} and nothing of gcscript's: what a plain JJava kernel is to an
 * extension (its renderer, its {@code evalRaw}), with JShell running in this JVM on the test's class path (what
 * {@code %maven} adds). Extensions are installed by JJava's own loader ({@link #installFrom}).
 */
final class PlainJJavaKernel extends BaseKernel {
    final JShell shell = JShell.builder().executionEngine("local").build();
    final List<String> evaluated = new ArrayList<>();

    private PlainJJavaKernel(String name, String version, org.dflib.jjava.jupyter.kernel.JupyterIO io,
                             org.dflib.jjava.jupyter.kernel.comm.CommManager comms, org.dflib.jjava.jupyter.kernel.display.Renderer renderer,
                             org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry magics, org.dflib.jjava.jupyter.kernel.util.StringStyler errors) {
        super(name, version, new LanguageInfo("java", Runtime.version().toString(), "text/x-java-source", ".jshell",
                "java", "java", "script"), List.of(), null, io, comms, renderer, null, magics, true, errors);
        for (String p : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) shell.addToClasspath(p);
    }

    static PlainJJavaKernel create() { return new Builder().name("plain").version("test").build(); }

    /** JJava's discovery: every Extension that {@code loader}'s META-INF/services declares, installed. */
    void installFrom(ClassLoader loader) { installExtensions(loader); }

    /** Every snippet of {@code source}, in order; the last one's value (as JShell prints it), or a failure. */
    @Override
    public Object evalRaw(String source) {
        evaluated.add(source);
        String rest = source, value = null;
        SourceCodeAnalysis a = shell.sourceCodeAnalysis();
        while (!rest.isBlank()) {
            SourceCodeAnalysis.CompletionInfo info = a.analyzeCompletion(rest);
            for (SnippetEvent e : shell.eval(info.source())) {
                if (e.status() == Snippet.Status.REJECTED || e.exception() != null) {
                    throw new IllegalStateException("snippet failed: " + info.source() + " " + e.exception()
                            + shell.diagnostics(e.snippet()).map(d -> d.getMessage(null)).toList());
                }
                value = e.value();
            }
            rest = info.remaining();
        }
        return value;
    }

    @Override public DisplayData inspect(String code, int at, boolean extra) { return null; }
    @Override public ReplacementOptions complete(String code, int at) { return null; }
    @Override public String isComplete(String code) { return IS_COMPLETE_YES; }

    static final class Builder extends BaseKernelBuilder<Builder, PlainJJavaKernel> {
        @Override
        public PlainJJavaKernel build() {
            return new PlainJJavaKernel(buildName(), buildVersion(), buildJupyterIO(buildJupyterIOEncoding()), buildCommManager(),
                    buildRenderer(), buildMagicsRegistry(), buildErrorStyler());
        }
    }
}
