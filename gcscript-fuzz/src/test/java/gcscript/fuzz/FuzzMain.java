package gcscript.fuzz;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.lang.reflect.Method;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs one fuzz test (e.g. {@code WadLzFuzzTest#decodeCapped}) in its own JVM, as run.sh does for each target:
 * cheaper than a Maven invocation per target. Prints one line {@code RESULT <target> <passed|failed>}.
 */
public final class FuzzMain {
    private FuzzMain() {}

    public static void main(String[] args) throws Exception {
        String target = args[0];
        String[] parts = target.split("#");
        Class<?> cls = Class.forName(FuzzMain.class.getPackageName() + "." + parts[0]);
        Method m = null;
        for (Method x : cls.getDeclaredMethods()) if (x.getName().equals(parts[1])) m = x;
        if (m == null) throw new IllegalArgumentException("no method " + parts[1] + " in " + cls.getName());
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectMethod(cls, m)).build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        TestExecutionSummary s = listener.getSummary();
        for (TestExecutionSummary.Failure f : s.getFailures()) {
            System.out.println("FAILURE " + f.getTestIdentifier().getDisplayName() + ": " + f.getException());
        }
        System.out.println("RESULT " + target + " " + (s.getTotalFailureCount() == 0 ? "passed" : "failed"));
        System.exit(0);
    }
}
