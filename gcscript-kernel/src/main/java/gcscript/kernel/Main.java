package gcscript.kernel;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;

/**
 * {@code java -cp 'gcscript-kernel.jar:lib/*' gcscript.kernel.Main CONNECTION_FILE}. The kernel becomes the
 * handler of the connection before the sockets open: a request that arrives before the handlers are set would
 * otherwise kill the shell thread (the start-up race seen with other Java kernels).
 */
public final class Main {
    /** System property naming the folder with {@code imports.jsh} and {@code startup.jsh}. */
    public static final String CONFIG_PROPERTY = "gcscript.kernel.config";

    private Main() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: gcscript.kernel.Main CONNECTION_FILE");
            System.exit(2);
        }
        PrintStream log = System.err;
        // Whatever start-up code prints belongs in the kernel log; cells get their own streams per request.
        System.setOut(log);
        KernelConnectionProperties props = KernelConnectionProperties.parse(Files.readString(Path.of(args[0])));
        String config = System.getProperty(CONFIG_PROPERTY);
        GcKernel kernel = GcKernel.builder()
                .configDir(config == null || config.isBlank() ? null : Path.of(config))
                .log(log)
                .build();
        JupyterConnection connection = new JupyterConnection(props);
        kernel.becomeHandlerForConnection(connection);
        connection.connect();
        kernel.onStartup();
        connection.waitUntilClose();
        System.exit(0);
    }
}
