package gcscript.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the project's shared conformance data: $GC_SHARED, else the nearest ancestor's shared/ folder. */
public final class TestData {
    private TestData() {}

    public static Path shared() {
        String env = System.getenv("GC_SHARED");
        if (env != null && !env.isEmpty()) return Path.of(env);
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path s = p.resolve("shared");
            if (Files.isDirectory(s.resolve("testdata"))) return s;
        }
        throw new IllegalStateException("shared/testdata not found above " + Path.of("").toAbsolutePath() + "; set GC_SHARED");
    }

    public static Path testdata(String sub) { return shared().resolve("testdata").resolve(sub); }
}
