package gcscript.viewer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The committed npm lock file pins every package by version and integrity hash and names no registry: no
 * {@code resolved} addresses (npm ci fetches from whatever registry the machine is set up for).
 */
class LockFileTest {
    @Test void theLockFileNamesNoHost() throws Exception {
        String lock = Files.readString(Path.of("package-lock.json"));
        assertFalse(lock.contains("\"resolved\""), "resolved addresses in package-lock.json");
        assertFalse(lock.contains("://"), "an address in package-lock.json");
        assertTrue(lock.contains("\"node_modules/three\"") && lock.contains("\"node_modules/esbuild\""), "three and esbuild are pinned");
        assertTrue(lock.contains("\"integrity\": \"sha512-"), "integrity hashes");
        String pkg = Files.readString(Path.of("package.json"));
        assertFalse(pkg.contains("://"), "an address in package.json");
    }
}
