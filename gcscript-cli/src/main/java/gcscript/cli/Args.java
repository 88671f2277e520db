package gcscript.cli;

import gcscript.Gc;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.table.TableFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Command-line words: positionals, {@code --flag} and {@code --key value} options. */
final class Args {
    private static final Set<String> FLAGS = Set.of("lenient", "full", "sample", "help", "execute", "install-jupyter", "quick", "map", "labels",
            "sky", "collision", "occlusion", "mobies", "ties", "shrubs", "wide", "clean", "lit", "unlit", "gltf", "no-collision", "no-textures", "scene", "coverage", "summary", "bare");

    final List<String> positional = new ArrayList<>();
    final Map<String, String> options = new HashMap<>();
    /** Every option in the order given, repeats included ({@code set}'s --where/--column/--value groups). */
    final List<Map.Entry<String, String>> ordered = new ArrayList<>();

    static Args parse(List<String> words) {
        Args a = new Args();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.startsWith("--")) {
                String key = w.substring(2);
                int eq = key.indexOf('=');
                if (eq >= 0) {
                    a.options.put(key.substring(0, eq), key.substring(eq + 1));
                    a.ordered.add(Map.entry(key.substring(0, eq), key.substring(eq + 1)));
                } else if (key.equals("sample") && i + 1 < words.size() && words.get(i + 1).matches("-?\\d+")) {
                    a.options.put(key, words.get(++i));   // dump-sound --sample I; generate's --sample stays a flag
                } else if (FLAGS.contains(key)) {
                    a.options.put(key, "true");
                } else {
                    if (i + 1 >= words.size()) throw new UsageException("--" + key + " needs a value");
                    a.options.put(key, words.get(++i));
                    a.ordered.add(Map.entry(key, words.get(i)));
                }
            } else {
                a.positional.add(w);
            }
        }
        return a;
    }

    boolean flag(String name) { return options.containsKey(name); }

    String option(String name, String fallback) { return options.getOrDefault(name, fallback); }

    int intOption(String name, int fallback) {
        String v = options.get(name);
        if (v == null) return fallback;
        try {
            return Integer.decode(v);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " takes a number, not " + v);
        }
    }

    /**
     * Text tables: --columns a,b,c; the width from --width N, else $GCSCRIPT_COLUMNS (bin/gcscript sets it to the
     * terminal's width when the output is one), else none; --wide: none.
     */
    gcscript.table.TextTable.Options textOptions() {
        List<String> cols = options.containsKey("columns")
                ? java.util.Arrays.stream(options.get("columns").split(",")).map(String::strip).filter(c -> !c.isEmpty()).toList()
                : List.of();
        int width = 0;
        if (!flag("wide")) {
            String env = System.getenv("GCSCRIPT_COLUMNS");
            int fallback = 0;
            if (env != null && env.strip().matches("\\d+")) fallback = Integer.parseInt(env.strip());
            width = intOption("width", fallback);
        }
        return new gcscript.table.TextTable.Options(width, cols);
    }

    TableFormat format() { return TableFormat.parse(option("format", "table")); }

    Problems.Mode mode() { return flag("lenient") ? Problems.Mode.LENIENT : Problems.Mode.STRICT; }

    /**
     * Opens the disc named by the first positional when {@code extra} more positionals follow it,
     * else $GC_DISC or the bundled sample.
     */
    Disc disc(int extra) {
        if (positional.size() > extra) {
            String word = positional.get(0);
            Path p = Path.of(word);
            if (!Files.exists(p)) {
                List<String> rest = positional.subList(1, positional.size());
                if (word.contains("(") || extra == 0) {
                    // the word is plainly not a path: it is the argument, and what follows it is one word too many
                    throw new UsageException(extra == 0 ? word + ": no such file or folder (taken as DISC)"
                            : "too many words: expected [DISC] and " + extra + " more, got '" + word + "' then " + rest
                            + "; '" + word + "' is not a disc (no such file or folder)");
                }
                throw new UsageException(word + ": no such file or folder (taken as DISC because " + rest + " follow)");
            }
            positional.remove(0);
            return Gc.open(p, mode());
        }
        return Gc.discOrSample(mode());
    }

    String need(int index, String what) {
        if (positional.size() <= index) throw new UsageException("missing " + what);
        return positional.get(index);
    }

    static final class UsageException extends RuntimeException {
        UsageException(String m) { super(m); }
    }
}
