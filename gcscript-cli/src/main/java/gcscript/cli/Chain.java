package gcscript.cli;

import gcscript.bytes.FormatException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * Evaluates a fluent chain such as {@code level(0).core().tfrags().positions()} on a starting object by
 * reflection on public methods: each step is a method name with integer, decimal or quoted string arguments.
 * An {@link Optional} result is unwrapped (empty is an error). No scripting engine: only calls of public
 * methods declared on public types, chosen by name and argument count and types.
 */
final class Chain {
    private Chain() {}

    /** One parsed step: method name and its literal arguments (Integer, Long, Double or String). */
    record Step(String name, List<Object> args) {
        @Override public String toString() {
            StringBuilder sb = new StringBuilder(name).append('(');
            for (int i = 0; i < args.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(args.get(i) instanceof String s ? "'" + s + "'" : args.get(i));
            }
            return sb.append(')').toString();
        }
    }

    static Table table(Object start, String expression) {
        Object v = eval(start, expression);
        if (v instanceof Table t) return t;
        List<String> tables = new ArrayList<>();
        for (java.lang.reflect.Method m : v.getClass().getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() == Table.class && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) tables.add(m.getName() + "()");
        }
        java.util.Collections.sort(tables);
        throw new Args.UsageException(expression + " gives " + describe(v) + ", not a table"
                + (tables.isEmpty() ? "" : "; its tables: " + String.join(", ", tables)));
    }

    static Object eval(Object start, String expression) {
        Object cur = start;
        String e = expression.strip();
        // "disc.level(0)…" names the starting object explicitly; the same chain without it is equivalent
        if (e.startsWith("disc.")) expression = e.substring(5);
        StringBuilder done = new StringBuilder(start.getClass().getSimpleName().toLowerCase());
        for (Step s : parse(expression)) {
            cur = call(cur, s, done.toString());
            done.append('.').append(s);
            if (cur instanceof Optional<?> o) {
                if (o.isEmpty()) throw new Args.UsageException(done + " is empty");
                cur = o.get();
            }
            if (cur == null) throw new Args.UsageException(done + " gives nothing");
        }
        return cur;
    }

    static List<Step> parse(String e) {
        List<Step> out = new ArrayList<>();
        int i = 0, n = e.length();
        while (true) {
            i = skip(e, i);
            int start = i;
            while (i < n && (Character.isJavaIdentifierPart(e.charAt(i)))) i++;
            if (i == start || !Character.isJavaIdentifierStart(e.charAt(start))) throw syntax(e, start, "a method name");
            String name = e.substring(start, i);
            i = skip(e, i);
            if (i >= n || e.charAt(i) != '(') throw syntax(e, i, "'(' after " + name);
            i++;
            List<Object> args = new ArrayList<>();
            i = skip(e, i);
            if (i < n && e.charAt(i) == ')') {
                i++;
            } else {
                while (true) {
                    i = skip(e, i);
                    if (i >= n) throw syntax(e, i, "an argument");
                    char c = e.charAt(i);
                    if (c == '\'' || c == '"') {
                        int close = e.indexOf(c, i + 1);
                        if (close < 0) throw syntax(e, i, "a closing " + c);
                        args.add(e.substring(i + 1, close));
                        i = close + 1;
                    } else {
                        int a = i;
                        while (i < n && ",) ".indexOf(e.charAt(i)) < 0) i++;
                        args.add(number(e, a, e.substring(a, i)));
                    }
                    i = skip(e, i);
                    if (i < n && e.charAt(i) == ',') { i++; continue; }
                    if (i < n && e.charAt(i) == ')') { i++; break; }
                    throw syntax(e, i, "',' or ')'");
                }
            }
            out.add(new Step(name, args));
            i = skip(e, i);
            if (i >= n) return out;
            if (e.charAt(i) != '.') throw syntax(e, i, "'.' between calls");
            i++;
        }
    }

    private static Object number(String e, int at, String s) {
        try {
            long v = Long.decode(s);
            return v == (int) v ? (Object) (int) v : (Object) v;
        } catch (NumberFormatException ignored) {
            // not an integer: a decimal, or nothing valid
        }
        try {
            if (!s.isEmpty() && (Character.isDigit(s.charAt(0)) || s.charAt(0) == '-' || s.charAt(0) == '.')) return Double.parseDouble(s);
        } catch (NumberFormatException ignored) {
            // falls through to the syntax error
        }
        throw syntax(e, at, "a number or a quoted string, not " + (s.isEmpty() ? "nothing" : s));
    }

    private static int skip(String e, int i) {
        while (i < e.length() && Character.isWhitespace(e.charAt(i))) i++;
        return i;
    }

    private static Args.UsageException syntax(String e, int at, String want) {
        return new Args.UsageException("at column " + (at + 1) + " of '" + e + "': expected " + want);
    }

    private static Object call(Object target, Step s, String where) {
        List<Method> named = new ArrayList<>();
        for (Method m : target.getClass().getMethods()) {
            if (!m.getName().equals(s.name()) || Modifier.isStatic(m.getModifiers())) continue;
            if (!Modifier.isPublic(m.getDeclaringClass().getModifiers())) continue;
            named.add(m);
        }
        if (named.isEmpty() && target instanceof tech.tablesaw.api.Table t) {
            // a table's hundred Tablesaw methods would bury the point: the chain went one step past its table
            throw new Args.UsageException(where + " is a table (" + t.rowCount() + " rows; columns " + String.join(", ", t.columnNames())
                    + "), not something with a method " + s.name() + "(): the command prints it as it is; filter or join it in the shell");
        }
        if (named.isEmpty()) {
            throw new Args.UsageException(gcscript.help.Methods.noSuchMethod(where, target.getClass(), s.name()));
        }
        for (Method m : named) {
            Object[] converted = convert(m.getParameterTypes(), s.args());
            if (converted == null) continue;
            try {
                return m.invoke(target, converted);
            } catch (IllegalAccessException ex) {
                throw new Args.UsageException(where + "." + s + ": not accessible");
            } catch (InvocationTargetException ex) {
                Throwable c = ex.getCause();
                if (c instanceof FormatException fe) throw fe;
                if (c instanceof RuntimeException re && !(re instanceof IllegalArgumentException || re instanceof IndexOutOfBoundsException
                        || re instanceof IllegalStateException)) throw re;
                throw new Args.UsageException(where + "." + s + ": " + c.getMessage());
            }
        }
        List<String> sigs = new ArrayList<>();
        for (Method m : named) {
            sigs.add(s.name() + "(" + String.join(", ", Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).toList()) + ")");
        }
        throw new Args.UsageException(where + "." + s + ": wrong arguments; takes " + String.join(" or ", sigs));
    }

    /** The arguments as the parameter types want them, or null when they do not fit. */
    private static Object[] convert(Class<?>[] types, List<Object> args) {
        if (types.length != args.size()) return null;
        Object[] out = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            Object a = args.get(i);
            Class<?> t = types[i];
            if (t == String.class && a instanceof String) out[i] = a;
            else if ((t == int.class || t == Integer.class) && a instanceof Integer) out[i] = a;
            else if ((t == long.class || t == Long.class) && (a instanceof Integer || a instanceof Long)) out[i] = ((Number) a).longValue();
            else if ((t == double.class || t == Double.class) && a instanceof Number nn) out[i] = nn.doubleValue();
            else if (t == float.class && a instanceof Number nn) out[i] = nn.floatValue();
            else if (t.isEnum() && a instanceof String str) {
                Object match = null;
                for (Object c : t.getEnumConstants()) if (((Enum<?>) c).name().equalsIgnoreCase(str)) match = c;
                if (match == null) return null;
                out[i] = match;
            } else return null;
        }
        return out;
    }

    private static String describe(Object v) {
        return v.getClass().getSimpleName() + (v instanceof Number || v instanceof String || v instanceof Boolean ? " " + v : "");
    }
}
