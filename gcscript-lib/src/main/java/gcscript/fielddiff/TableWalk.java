package gcscript.fielddiff;

import gcscript.table.Area;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import tech.tablesaw.api.Table;

/**
 * Every stored-value table a level offers, found through its public fluent API (the chain a user types, e.g.
 * {@code core().mobies().vertices()}), so a table added to an area is compared without being listed here. Followed:
 * no-argument methods returning a {@code Table}, and those returning an {@link Area} or another gcscript object that
 * offers tables; not followed: the models behind the areas, scenes, previews and anything in {@link #SKIP}: tables
 * computed from other tables' stored values (triangles assembled from strips, the lighting of a level) would report
 * one stored change many times.
 */
final class TableWalk {
    private TableWalk() {}

    /**
     * Methods never called: derived or container views (checks, statistics, problems, the sector layout, the lighting
     * comparison, the round trip), objects that are not tables (models, bytes, scenes) and the diff itself.
     */
    static final Set<String> SKIP = Set.of("checks", "checkSummary", "chunkChecks", "ratchetSeqChecks", "problems", "stats",
            "sections", "extents", "differences", "table", "claims", "scene", "glb", "bytes", "describe", "forOnePass", "check",
            "diff", "coverage", "coverageSummary", "find", "hex", "toString", "hashCode", "getClass", "tableNames", "tables",
            "isLevel", "triangles", "roundTrip");

    /**
     * On the level itself, also the container: the level header (sector offsets and sizes move when a compressed
     * stream grows), the data extent's header and sections, the twin of {@code occlusionMapping().mappings()}, and
     * {@code audio()}: AUDIOn.WAD is a file of its own beside the level file (a global WAD's tables, which no diff walks).
     */
    static final Set<String> ROOT_SKIP = Set.of("header", "data", "occlusionMappings", "lighting", "audio");

    /** chain → table, in a stable order (method names sorted at each level of the walk). */
    static Map<String, Supplier<Table>> tables(Object root, String chain) {
        Map<String, Supplier<Table>> out = new LinkedHashMap<>();
        walk(root, chain, out, 0);
        return out;
    }

    private static void walk(Object node, String chain, Map<String, Supplier<Table>> out, int depth) {
        if (node == null || depth > 3) return;
        List<Method> methods = new ArrayList<>();
        for (Method m : node.getClass().getMethods()) {
            if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers()) || m.getDeclaringClass() == Object.class) continue;
            if (SKIP.contains(m.getName()) || (depth == 0 && ROOT_SKIP.contains(m.getName()))
                    || m.getName().endsWith("Model") || m.getName().startsWith("preview")) continue;
            methods.add(m);
        }
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) {
            String c = chain.isEmpty() ? m.getName() + "()" : chain + "." + m.getName() + "()";
            Class<?> rt = m.getReturnType();
            if (rt == Table.class) {
                out.put(c, () -> (Table) invoke(m, node));
            } else if (Area.class.isAssignableFrom(rt) || offersTables(rt)) {
                walk(invoke(m, node), c, out, depth + 1);
            }
        }
    }

    /**
     * A gcscript class (not a record of values) with at least one no-argument method returning a Table that the walk
     * would call (not in {@link #SKIP}). The walk calls the method that returns such an object when it is found, so
     * an object whose only table is skipped must not be followed: {@code roundTripResult()} (a {@code RoundTrip}
     * offering only {@code table()}) rebuilt both levels for no row, 37 % of a full-size disc's diff.
     */
    static boolean offersTables(Class<?> c) {
        if (c.getPackageName().equals("gcscript.table") || !c.getPackageName().startsWith("gcscript.") || c.isRecord()) return false;
        for (Method m : c.getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() == Table.class && !SKIP.contains(m.getName())) return true;
        }
        return false;
    }

    private static Object invoke(Method m, Object node) {
        try {
            return m.invoke(node);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            if (e.getCause() instanceof Error er) throw er;
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
