package gcscript.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Where the committed inputs of a fuzz target live: Jazzer's layout, {@code <Class>Inputs/<method>/} in test resources. */
final class Corpus {
    private Corpus() {}

    static Path sourceDir(Class<?> test, String method) {
        Path module = Path.of("").toAbsolutePath();
        if (!Files.isDirectory(module.resolve("src/test/resources"))) module = module.resolve("gcscript-fuzz");
        return module.resolve("src/test/resources").resolve(test.getPackageName().replace('.', '/'))
                .resolve(test.getSimpleName() + "Inputs").resolve(method);
    }

    static void write(Class<?> test, String method, String name, byte[] bytes) {
        try {
            Path dir = sourceDir(test, method);
            Files.createDirectories(dir);
            Files.write(dir.resolve(name), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every committed input of the target (seeds and crash regressions). */
    static List<Path> inputs(Class<?> test, String method) {
        Path dir = sourceDir(test, method);
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return new ArrayList<>(s.filter(Files::isRegularFile).sorted().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
