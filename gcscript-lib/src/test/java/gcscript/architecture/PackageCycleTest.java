package gcscript.architecture;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The library's packages form no cycle: every reference from one gcscript package to another (imports and fully
 * qualified names, comments left out) is read from the sources, and the graph is checked for strongly connected
 * components larger than one package.
 */
class PackageCycleTest {
    static final Path SOURCES = Path.of("src/main/java/gcscript");
    static final Pattern REF = Pattern.compile("\\bgcscript\\.([a-z0-9]+)\\.");

    static Map<String, Set<String>> graph() throws IOException {
        Map<String, Set<String>> deps = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                Path rel = SOURCES.relativize(f);
                if (rel.getNameCount() < 2) continue;   // gcscript/Gc.java: the facade above every package
                String pkg = rel.getName(0).toString();
                String text = Files.readString(f).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
                Set<String> out = deps.computeIfAbsent(pkg, k -> new TreeSet<>());
                Matcher m = REF.matcher(text);
                while (m.find()) {
                    String to = m.group(1);
                    if (!to.equals(pkg) && Files.isDirectory(SOURCES.resolve(to))) out.add(to);
                }
            }
        }
        return deps;
    }

    @Test void noPackageCycles() throws IOException {
        Map<String, Set<String>> deps = graph();
        assertTrue(deps.size() > 20, "packages read: " + deps.keySet());
        assertTrue(deps.get("core").contains("tfrag"), "the scan sees core's use of tfrag");
        List<List<String>> cycles = stronglyConnected(deps);
        assertEquals(List.of(), cycles, "package cycles");
    }

    /** Tarjan's algorithm; components of more than one package. */
    static List<List<String>> stronglyConnected(Map<String, Set<String>> g) {
        Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> on = new TreeSet<>();
        List<List<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : g.keySet()) if (!index.containsKey(v)) visit(v, g, index, low, stack, on, out, counter);
        return out;
    }

    private static void visit(String v, Map<String, Set<String>> g, Map<String, Integer> index, Map<String, Integer> low,
                              Deque<String> stack, Set<String> on, List<List<String>> out, int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]++);
        stack.push(v);
        on.add(v);
        for (String w : g.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w, g, index, low, stack, on, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (on.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> comp = new ArrayList<>();
            String w;
            do { w = stack.pop(); on.remove(w); comp.add(w); } while (!w.equals(v));
            if (comp.size() > 1) out.add(comp);
        }
    }

    @Test void theCycleFinderFindsACycle() {
        Map<String, Set<String>> g = new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a")));
        List<List<String>> c = stronglyConnected(g);
        assertEquals(1, c.size());
        assertEquals(Set.of("a", "b", "c"), new TreeSet<>(c.get(0)));
    }
}
