package gcscript.kernel;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jdk.jshell.Diag;

/**
 * javac's "cannot find symbol" on a method of a known type ({@code disc.level(0).core().mobyClases()}) told the way
 * the command line's chains tell it ({@link gcscript.help.Methods#noSuchMethod}): "did you mean mobyClasses()?"
 * and the methods the type has. Types defined in the session itself are not looked up (their classes live in
 * JShell's own loader): those keep javac's message alone.
 */
final class MissingMember {
    private MissingMember() {}

    // javac: "cannot find symbol\n  symbol:   method mobyClases()\n  location: class gcscript.core.LevelCore"
    // (or "location: variable core of type gcscript.core.LevelCore"; generic types end at '<')
    private static final Pattern SYMBOL = Pattern.compile("symbol:\\s+method (\\w+)\\(");
    private static final Pattern LOCATION = Pattern.compile(
            "location:\\s+(?:(?:class|interface|enum|record|@interface) ([\\w.$]+)|variable \\w+ of type ([\\w.$]+))");

    /** The hint line for a diagnostic, when it is a missing method of a type this JVM can load. */
    static Optional<String> hint(Diag d) {
        if (!d.getCode().startsWith("compiler.err.cant.resolve.location")) return Optional.empty();
        String message = d.getMessage(Locale.ROOT);
        Matcher symbol = SYMBOL.matcher(message);
        Matcher location = LOCATION.matcher(message);
        if (!symbol.find() || !location.find()) return Optional.empty();
        String typeName = location.group(1) != null ? location.group(1) : location.group(2);
        return load(typeName).map(type -> gcscript.help.Methods.noSuchMethod(type.getSimpleName(), type, symbol.group(1)));
    }

    /** The class of a canonical name; a nested class is tried with '$' for each trailing '.' in turn. */
    static Optional<Class<?>> load(String canonical) {
        String name = canonical;
        while (true) {
            try {
                return Optional.of(Class.forName(name, false, MissingMember.class.getClassLoader()));
            } catch (ClassNotFoundException | LinkageError e) {
                int dot = name.lastIndexOf('.');
                if (dot < 0) return Optional.empty();
                name = name.substring(0, dot) + '$' + name.substring(dot + 1);
            }
        }
    }
}
