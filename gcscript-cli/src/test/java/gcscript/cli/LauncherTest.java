package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38 items 1 and 2, through the real launcher ({@code bin/gcscript}, a child process): the words the launcher
 * runs itself ({@code test}, {@code notebook}, {@code shell}, {@code kernel}) answer {@code --help} at once without
 * building, installing or running anything; a missing Jupyter is installed only when asked ({@code --install}), in
 * one line; a missing shell script is one line, exit 1. Each run has a short time limit: a launcher that started
 * building or the hour-long test run instead would be killed and fail the test.
 */
class LauncherTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final Path LAUNCHER = ROOT.resolve("bin/gcscript");

    @TempDir Path tmp;

    record Result(int status, String out, String err) {}

    static Result launch(Map<String, String> env, List<String> path, String... words) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(LAUNCHER.toString()));
        cmd.addAll(List.of(words));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ROOT.toFile());
        pb.environment().remove("CI");   // the user's run: CI=true would mean consent to install
        pb.environment().remove("GCSCRIPT_INSTALL");
        if (path != null) pb.environment().put("PATH", String.join(":", path));
        pb.environment().putAll(env);
        Path out = Files.createTempFile("launcher", ".out"), err = Files.createTempFile("launcher", ".err");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        Process p = pb.start();
        try {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                fail(String.join(" ", words) + ": still running after 30 s (it built, installed or ran something)\n" + Files.readString(err));
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    static Result launch(String... words) throws Exception { return launch(Map.of(), null, words); }

    @Test
    void helpOfTheLaunchersOwnCommandsRunsNothing() throws Exception {
        Result test = launch("test", "--help");
        assertEquals(0, test.status(), test.err());
        assertTrue(test.out().contains("bin/gcscript test [--install]") && test.out().contains("installs and runs nothing"), test.out());
        assertEquals("", test.err());
        assertEquals(0, launch("test", "-h").status());
        Result bogus = launch("test", "--bogus");
        assertEquals(1, bogus.status());
        assertEquals("gcscript test: unknown word --bogus (bin/gcscript test [--install]; --help says more)\n", bogus.err());

        Result nb = launch("notebook", "--help");
        assertEquals(0, nb.status(), nb.err());
        assertTrue(nb.out().contains("bin/gcscript notebook [--install]") && nb.out().contains("builds and installs nothing"), nb.out());
        assertEquals(0, launch("notebook", "--execute", "-h").status());

        Result shell = launch("shell", "--help");
        assertEquals(0, shell.status(), shell.err());
        assertTrue(shell.out().startsWith("usage: bin/gcscript shell [script.jsh]\n"), shell.out());
        assertEquals("", shell.err());

        assertEquals(0, launch("kernel", "--help").status());
    }

    @Test
    void aMissingShellScriptIsOneLineExitOne() throws Exception {
        Result r = launch("shell", "nope.jsh");
        assertEquals(1, r.status(), r.out());
        assertEquals("gcscript shell: nope.jsh: no such file\n", r.err());
        Result opt = launch("shell", "--bogus");
        assertEquals(1, opt.status());
        assertEquals("gcscript shell: unknown option --bogus (usage: bin/gcscript shell [script.jsh])\n", opt.err());
    }

    /**
     * A machine without Jupyter (a PATH of the few tools the launcher uses, and an apt-get that records its calls):
     * {@code notebook} without consent installs nothing and says how in one line; with {@code --install} it says
     * what it installs in one line, and apt-get's own output goes to a log, not the terminal.
     */
    @Test
    void notebookInstallsJupyterOnlyWhenAsked() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        for (String tool : List.of("bash", "dirname", "id", "mkdir", "env", "tail", "cat", "sed")) {
            Path real = List.of(Path.of("/usr/bin", tool), Path.of("/bin", tool)).stream().filter(Files::isExecutable).findFirst().orElseThrow();
            Files.createSymbolicLink(bin.resolve(tool), real);
        }
        Path calls = tmp.resolve("apt-calls");
        script(bin.resolve("apt-get"), "echo \"$*\" >> " + calls + "\nfor i in $(seq 1 50); do echo \"Selecting previously unselected package $i\"; done\n"
                + "echo 'debconf: delaying package configuration' >&2\n"
                // what the install provides: a jupyter that answers every question (so nothing asks to install again)
                + "if [ \"$1\" = install ]; then printf '#!/bin/bash\\nexit 0\\n' > " + bin.resolve("jupyter") + "; /bin/chmod +x " + bin.resolve("jupyter") + "; fi\n");
        script(bin.resolve("seq"), "i=$1; while [ $i -le $2 ]; do echo $i; i=$((i+1)); done\n");
        script(bin.resolve("sudo"), "exec \"$@\"\n");

        Result asked = launch(Map.of(), List.of(bin.toString()), "notebook");
        assertEquals(1, asked.status(), asked.err());
        assertFalse(Files.exists(calls), "apt-get ran without consent");
        assertEquals("gcscript notebook: no Jupyter found (needs jupyter-notebook jupyter-client fonts-dejavu-core); rerun with --install"
                + " to install them with apt-get, or install a Jupyter yourself\n", asked.err());
        assertEquals("", asked.out());

        Result install = launch(Map.of(), List.of(bin.toString()), "notebook", "--install");
        List<String> apt = Files.readAllLines(calls);
        assertEquals(List.of("update -qq", "install -y -qq --no-install-recommends jupyter-notebook jupyter-client fonts-dejavu-core"), apt);
        String first = install.err().lines().findFirst().orElseThrow();
        assertEquals("installing with apt-get: jupyter-notebook jupyter-client fonts-dejavu-core (output in "
                + ROOT.resolve("kernel-config/build/apt-get.log") + ")", first);
        assertFalse(install.err().contains("Selecting previously") || install.err().contains("debconf")
                || install.out().contains("Selecting previously"), install.err());
    }

    private static void script(Path p, String body) throws IOException {
        Files.writeString(p, "#!/bin/bash\n" + body);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
