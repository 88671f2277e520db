package gcscript.kernel;

import java.util.Map;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

/** Hands JShell one pre-built {@link ObjectExecutionControl} so the evaluator can reach its result map. */
final class ObjectExecutionControlProvider implements ExecutionControlProvider {
    private final ObjectExecutionControl control;

    ObjectExecutionControlProvider(ObjectExecutionControl control) {
        this.control = control;
    }

    @Override
    public String name() {
        return "gcscript-direct";
    }

    @Override
    public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
        return control;
    }
}
