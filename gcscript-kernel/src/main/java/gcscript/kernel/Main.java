package gcscript.kernel;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;

/**
 * {@code java -cp 'gcscript-kernel.jar:lib/*' gcscript.kernel.Main CONNECTION_FILE}; with {@code --warm-up}
 * instead of a connection file it runs a sample session and exits (for recording a CDS archive). The kernel becomes the
 * handler of the connection before the sockets open: a request that arrives before the handlers are set would
 * otherwise kill the shell thread (the start-up race seen with other Java kernels).
 */
public final class Main {
    /** System property naming the folder with {@code imports.jsh} and {@code startup.jsh}. */
    public static final String CONFIG_PROPERTY = "gcscript.kernel.config";

    private Main() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: gcscript.kernel.Main CONNECTION_FILE | --warm-up");
            System.exit(2);
        }
        PrintStream log = System.err;
        String config = System.getProperty(CONFIG_PROPERTY);
        Path configDir = config == null || config.isBlank() ? null : Path.of(config);
        if (args[0].equals("--warm-up")) {
            WarmUp.run(configDir, log);
            System.exit(0);
        }
        // Whatever start-up code prints belongs in the kernel log; cells get their own streams per request.
        System.setOut(log);
        KernelConnectionProperties props = KernelConnectionProperties.parse(Files.readString(Path.of(args[0])));
        GcKernel kernel = GcKernel.builder().configDir(configDir).log(log).build();
        JupyterConnection connection = new JupyterConnection(props);
        kernel.becomeHandlerForConnection(connection);
        connection.connect();
        kernel.onStartup();
        connection.waitUntilClose();
        System.exit(0);
    }
}
