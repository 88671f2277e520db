package gcscript.names;

import gcscript.bytes.FormatException;
import gcscript.classtable.ClassKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names file format: tab-separated {@code kind, o_class, name[, level_category[, source]]}, one class a line;
 * {@code #} comments, blank lines and the header line ({@code kind\to_class...}) skipped. A line that breaks the
 * format is a {@link FormatException} naming the file and the line ({@code line[7].o_class}).
 */
final class ClassNamesTsv {
    private ClassNamesTsv() {}

    static List<ClassName> parse(String file, String text, String defaultSource) {
        List<ClassName> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int n = i + 1;
            if (line.isBlank() || line.startsWith("#") || line.startsWith("kind\t")) continue;
            String[] c = line.split("\t", -1);
            if (c.length < 3 || c.length > 5) {
                throw error(file, n, "columns", "3 to 5 tab-separated columns: kind, o_class, name[, level_category[, source]]",
                        c.length + " column" + (c.length == 1 ? "" : "s") + ": " + line);
            }
            ClassKind kind = kind(file, n, c[0].trim());
            int oClass = oClass(file, n, c[1].trim());
            String name = c[2].trim();
            if (name.isEmpty()) throw error(file, n, "name", "a class name", "an empty name");
            Integer before = seen.put(kind.id() + " " + oClass, n);
            if (before != null) {
                throw error(file, n, "o_class", "one line per " + kind.id() + " class", "o_class " + oClass + " again (first on line " + before + ")");
            }
            String category = c.length > 3 ? c[3].trim() : "";
            String source = c.length > 4 && !c[4].isBlank() ? c[4].trim() : defaultSource;
            out.add(new ClassName(kind, oClass, name, category, source));
        }
        return out;
    }

    private static ClassKind kind(String file, int line, String s) {
        for (ClassKind k : ClassKind.values()) if (k.id().equals(s)) return k;
        throw error(file, line, "kind", "moby, tie or shrub", s.isEmpty() ? "nothing" : s);
    }

    private static int oClass(String file, int line, String s) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0) return v;
        } catch (NumberFormatException e) {
            // told below, with the text found
        }
        throw error(file, line, "o_class", "a class number (decimal, 0 or more)", s.isEmpty() ? "nothing" : s);
    }

    /** No byte offset: a text file's place is its line, in the path. */
    private static FormatException error(String file, int line, String column, String expected, String found) {
        return new FormatException(file, "line[" + line + "]." + column, -1, expected, found, "");
    }
}
