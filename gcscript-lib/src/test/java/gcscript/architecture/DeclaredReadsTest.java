package gcscript.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import gcscript.bytes.ByteReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every stored byte is read through a declaration: outside {@code gcscript.bytes} (the one bounds-checked reader)
 * and {@code gcscript.layout} (records read from their {@code Field} declarations), no compiled class of the library
 * calls a primitive accessor of {@link ByteReader} ({@code u8 s8 u16 s16 u32 s32 s64 f32}, or {@code heapArray} /
 * {@code heapIndex}, the window's array itself) or a {@code get*} of a
 * {@link java.nio.ByteBuffer}. The rule is checked on the bytecode (ArchUnit), so a hand-read in a lambda, a nested
 * class or a fully qualified call is seen as well.
 *
 * <p>Two lists in {@code src/test/resources/architecture/} name the exceptions, one class per line with the reason
 * after {@code #}:
 * <ul>
 * <li>{@code bulk-decoders.txt}: stream decoders that read a whole payload as data, not fields (WAD-LZ tokens,
 *     texels, ADPCM frames) and the notes' own byte-level heuristics that the claims reproduce on purpose;</li>
 * <li>{@code hand-reads/<package>.txt}: classes not yet converted. Each entry must still hand-read (a stale entry
 *     fails), so the lists only shrink.</li>
 * </ul>
 */
class DeclaredReadsTest {
    // heapArray/heapIndex hand a window's bytes to the declarations' readers (Layout.read, RecArray): a class anywhere
    // else reading the array by index is a hand-read too
    static final Set<String> PRIMITIVES = Set.of("u8", "s8", "u16", "s16", "u32", "s32", "s64", "f32", "heapArray", "heapIndex");
    static final Set<String> READERS = Set.of("gcscript.bytes", "gcscript.layout");

    /** Top-level class name → the hand-reads it makes (method and line), for classes outside the reader packages. */
    static Map<String, List<String>> handReads(JavaClasses classes) {
        Map<String, List<String>> out = new TreeMap<>();
        for (JavaClass c : classes) {
            if (READERS.contains(c.getPackageName())) continue;
            for (JavaMethodCall call : c.getMethodCallsFromSelf()) {
                JavaClass owner = call.getTargetOwner();
                String name = call.getName();
                boolean primitive = owner.isEquivalentTo(ByteReader.class) && PRIMITIVES.contains(name);
                boolean buffer = owner.isAssignableTo(java.nio.ByteBuffer.class) && name.startsWith("get")
                        && !name.equals("getClass");
                if (primitive || buffer) {
                    String top = c.getName().replaceFirst("\\$.*", "");
                    out.computeIfAbsent(top, k -> new java.util.ArrayList<>())
                            .add(owner.getSimpleName() + "." + name + " at line " + call.getLineNumber());
                }
            }
        }
        return out;
    }

    static JavaClasses library() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("gcscript");
    }

    /** Class names (fully qualified) listed in a resource file; text after '#' is the reason. */
    static Set<String> listed(String packageName, String text) {
        Set<String> out = new TreeSet<>();
        for (String line : text.split("\n")) {
            String l = line.replaceFirst("#.*", "").trim();
            if (l.isEmpty()) continue;
            out.add(l.contains(".") ? l : packageName + "." + l);
        }
        return out;
    }

    static Set<String> bulkDecoders() throws IOException {
        try (InputStream in = DeclaredReadsTest.class.getResourceAsStream("/architecture/bulk-decoders.txt")) {
            return listed("", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** package → not-yet-converted classes, from {@code hand-reads/<package>.txt}. */
    static Map<String, Set<String>> notYetConverted() throws IOException {
        Map<String, Set<String>> out = new TreeMap<>();
        Path dir = Path.of("src/test/resources/architecture/hand-reads");
        if (!Files.isDirectory(dir)) return out;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                String pkg = "gcscript." + f.getFileName().toString().replaceFirst("\\.txt$", "");
                out.put(pkg, listed(pkg, Files.readString(f)));
            }
        }
        return out;
    }

    @Test void noStoredByteIsReadOutsideADeclaration() throws IOException {
        Map<String, List<String>> reads = handReads(library());
        Set<String> allowed = new TreeSet<>(bulkDecoders());
        notYetConverted().values().forEach(allowed::addAll);
        Map<String, List<String>> unlisted = new TreeMap<>(reads);
        unlisted.keySet().removeAll(allowed);
        assertEquals(Map.of(), unlisted, "stored bytes read by hand, outside a Field declaration "
                + "(declare the field in the package's layouts and read the record through it)");
    }

    @Test void everyListedClassStillNeedsItsEntry() throws IOException {
        Map<String, List<String>> reads = handReads(library());
        Set<String> stale = new TreeSet<>();
        for (String c : bulkDecoders()) if (!reads.containsKey(c)) stale.add(c + " (bulk-decoders.txt)");
        notYetConverted().forEach((pkg, cs) -> {
            for (String c : cs) if (!reads.containsKey(c)) stale.add(c + " (hand-reads/" + pkg.substring(9) + ".txt)");
        });
        assertEquals(Set.of(), stale, "listed as hand-reading but reads nothing by hand any more: remove the entry");
    }

    @Test void aHandReadIsSeen() {
        JavaClasses fixture = new ClassFileImporter().importClasses(fixtureClasses());
        Map<String, List<String>> reads = handReads(fixture);
        assertEquals(Set.of("gcscript.architecture.fixture.HandRead"), reads.keySet());
        assertEquals(3, reads.get("gcscript.architecture.fixture.HandRead").size(), reads.toString());
        // the order ArchUnit lists calls in is not fixed: look for each read
        List<String> seen = reads.get("gcscript.architecture.fixture.HandRead");
        assertTrue(seen.stream().anyMatch(c -> c.startsWith("ByteReader.u32")), seen.toString());
        assertTrue(seen.stream().anyMatch(c -> c.startsWith("ByteReader.u16")), seen.toString());
        assertTrue(seen.stream().anyMatch(c -> c.startsWith("ByteBuffer.getInt")), seen.toString());
        assertFalse(reads.containsKey("gcscript.architecture.fixture.DeclaredRead"));
    }

    static Class<?>[] fixtureClasses() {
        return new Class<?>[] {gcscript.architecture.fixture.HandRead.class, gcscript.architecture.fixture.HandRead.Nested.class,
                gcscript.architecture.fixture.DeclaredRead.class};
    }
}
