package gcscript.table;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * A format area's tables, over a {@link Scope}: the same class serves one level ({@code disc.level(3).core()
 * .mobies()}) and the whole disc ({@code disc.levels().core().mobies()}). Registering a table is writing its
 * method, one line:
 *
 * <pre>{@code
 * @Doc("one row per stored vertex record") public Table vertices() { return table("moby vertices", MobyTables::vertices); }
 * }</pre>
 *
 * {@link #tables()} and {@link #describe()} find every public no-argument method returning a Table, so the
 * registry cannot fall behind the API.
 */
public abstract class Area<M> {
    protected final Scope<M> scope;

    protected Area(Scope<M> scope) { this.scope = scope; }

    /** The table {@code perModel} builds, for this scope's level or every level. */
    protected final Table table(String name, Function<M, Table> perModel) { return scope.table(name, perModel); }

    /** The one level's model (for objects rather than tables: meshes, previews); refused on a whole-disc view. */
    protected final M model(String what) { return scope.model(what); }

    /** Whether this view covers one level. */
    public final boolean isLevel() { return scope.single(); }

    /** The names of this area's tables, in a stable order. */
    public final List<String> tableNames() {
        List<String> out = new ArrayList<>();
        for (Method m : tableMethods()) out.add(m.getName());
        return out;
    }

    /** Every table of this area by name (reads everything). */
    public final Map<String, Table> tables() {
        Map<String, Table> out = new LinkedHashMap<>();
        for (Method m : tableMethods()) {
            try {
                out.put(m.getName(), (Table) m.invoke(this));
            } catch (java.lang.reflect.InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                if (e.getCause() instanceof Error er) throw er;
                throw new IllegalStateException(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /** The tables this area offers, each with its doc (nothing is parsed). */
    public final String describe() {
        StringBuilder sb = new StringBuilder(getClass().getSimpleName()).append(isLevel() ? " (one level)" : " (every level)").append('\n');
        for (Method m : tableMethods()) {
            Doc d = m.getAnnotation(Doc.class);
            sb.append("  ").append(m.getName()).append("()");
            if (d != null) sb.append(": ").append(d.value());
            sb.append('\n');
        }
        return sb.toString();
    }

    private List<Method> tableMethods() {
        List<Method> out = new ArrayList<>();
        for (Method m : getClass().getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() == Table.class && !Modifier.isStatic(m.getModifiers())
                    && m.getDeclaringClass() != Object.class) out.add(m);
        }
        out.sort(Comparator.comparing(Method::getName));
        return out;
    }

    @Override public String toString() { return describe(); }
}
