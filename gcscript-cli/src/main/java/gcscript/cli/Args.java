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

/** Command-line words: positionals, {@code --flag} and {@code --key value} options. */
final class Args {
    final List<String> positional = new ArrayList<>();
    final Map<String, String> options = new HashMap<>();
    /** Every option in the order given, repeats included ({@code set}'s --where/--column/--value groups). */
    final List<Map.Entry<String, String>> ordered = new ArrayList<>();

    /**
     * The words after {@code command}: each {@code --name} must be one the command takes ({@link CommandOptions}),
     * a flag alone, a value option followed by its value or written {@code --name=value}; anything else is a usage
     * error naming the close option.
     */
    static Args parse(String command, List<String> words) {
        Map<String, Boolean> takes = CommandOptions.of(command);
        if (takes == null) throw new UsageException("unknown command " + command + "\n" + Main.USAGE);
        Args a = new Args();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.matches("-[A-Za-z].*")) {
                // one dash and a letter: an option mistyped (-lenient, -l), never a positional (negative numbers stay)
                throw CommandOptions.unknown(command, w, w.substring(1), takes);
            }
            if (!w.startsWith("--") || w.length() == 2) {
                a.positional.add(w);
                continue;
            }
            String key = w.substring(2);
            int eq = key.indexOf('=');
            String name = eq >= 0 ? key.substring(0, eq) : key;
            Boolean value = takes.get(name);
            if (value == null) throw CommandOptions.unknown(command, name, takes);
            String v;
            if (!value) {
                if (eq >= 0) throw new UsageException("--" + name + " is a flag: it takes no value (" + w + ")");
                v = "true";
            } else if (eq >= 0) {
                v = key.substring(eq + 1);
            } else {
                if (i + 1 >= words.size()) throw new UsageException("--" + name + " needs a value");
                v = words.get(++i);
            }
            a.options.put(name, v);
            a.ordered.add(Map.entry(name, v));
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
