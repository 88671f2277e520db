package gcscript.datasets;

import java.nio.file.Files;
import java.nio.file.Path;

/** The bundled sample disc, found from the module's folder or the repository root (the datasets tests' one lookup). */
public final class SampleIso {
    private SampleIso() {}

    public static Path path() {
        for (Path p : new Path[] {Path.of("sample"), Path.of("datasets", "sample")}) {
            if (Files.isRegularFile(p.resolve("gcscript-sample.iso"))) return p.resolve("gcscript-sample.iso");
        }
        throw new AssertionError("the sample disc is not found from " + Path.of("").toAbsolutePath());
    }
}
