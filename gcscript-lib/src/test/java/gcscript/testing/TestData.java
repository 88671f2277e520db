package gcscript.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The conformance data the tests read, from the test classpath only ({@code src/test/resources} of gcscript-lib,
 * also inside its test-jar for the other modules). Each data set is a folder with a README (provenance, licence)
 * and a {@code manifest.tsv} naming its files, so nothing here lists directories or looks outside the repository.
 */
public final class TestData {
    private TestData() {}

    /** The bytes of {@code set/name}, e.g. {@code bytes("wad-lz", "ref-zeros-3.wad")}. */
    public static byte[] bytes(String set, String name) {
        String resource = "/" + set + "/" + name;
        try (InputStream in = TestData.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("test resource " + resource + " not on the classpath");
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
    }

    /** The lines of a text file of a data set, e.g. {@code lines("wad-lz", "manifest.tsv")}. */
    public static List<String> lines(String set, String name) {
        return new String(bytes(set, name), StandardCharsets.UTF_8).lines().toList();
    }

    /** Whether {@code set/name} is on the classpath. */
    public static boolean exists(String set, String name) {
        return TestData.class.getResource("/" + set + "/" + name) != null;
    }
}
