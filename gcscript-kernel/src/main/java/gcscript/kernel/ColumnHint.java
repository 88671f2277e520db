package gcscript.kernel;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A column read with the accessor of another type ({@code t.intColumn("x")} on a DoubleColumn) fails in Tablesaw
 * with a bare ClassCastException; this says it in one line: the column's real type and the accessor that reads it.
 */
final class ColumnHint {
    private ColumnHint() {}

    private static final Pattern CAST = Pattern.compile("class ([\\w.$]+) cannot be cast to class ([\\w.$]+)");

    /** The one-line hint for {@code t} thrown by {@code source}, if it is a cast between two Tablesaw column types. */
    static Optional<String> of(Throwable t, String source) {
        if (!(t instanceof ClassCastException) || t.getMessage() == null) return Optional.empty();
        Matcher m = CAST.matcher(t.getMessage());
        if (!m.find()) return Optional.empty();
        Optional<Class<?>> real = column(m.group(1));
        Optional<Class<?>> wanted = column(m.group(2));
        if (real.isEmpty() || wanted.isEmpty()) return Optional.empty();
        String right = accessor(real.get());
        String wrong = accessor(wanted.get());
        // the column's name, when the snippet reads it with the wrong accessor and a literal name
        Matcher call = Pattern.compile("\\b" + wrong + "\\s*\\(\\s*(\"(?:[^\"\\\\]|\\\\.)*\")\\s*\\)").matcher(source);
        String arg = call.find() ? call.group(1) : "…";
        String which = arg.equals("…") ? "the column" : "column " + arg;
        boolean numbers = tech.tablesaw.api.NumericColumn.class.isAssignableFrom(real.get())
                && tech.tablesaw.api.NumericColumn.class.isAssignableFrom(wanted.get());
        return Optional.of(which + " is " + article(real.get().getSimpleName()) + ", not " + article(wanted.get().getSimpleName())
                + ": read it with " + right + "(" + arg + ")"
                + (numbers ? " (numberColumn(" + arg + ") reads any number column as doubles)" : ""));
    }

    private static String article(String noun) {
        return ("AEIOU".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    private static Optional<Class<?>> column(String name) {
        try {
            Class<?> c = Class.forName(name, false, ColumnHint.class.getClassLoader());
            return Column.class.isAssignableFrom(c) ? Optional.of(c) : Optional.empty();
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
    }

    /** Table's accessor for a column type ({@code DoubleColumn} → {@code doubleColumn}), else {@code column}. */
    static String accessor(Class<?> columnType) {
        String simple = columnType.getSimpleName();
        String name = Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
        try {
            Table.class.getMethod(name, String.class);
            return name;
        } catch (NoSuchMethodException e) {
            return "column";
        }
    }
}
