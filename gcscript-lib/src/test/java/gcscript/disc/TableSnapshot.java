package gcscript.disc;

import gcscript.Gc;
import gcscript.table.Area;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * Writes every whole-disc table of a disc (every public no-argument Table method reachable from
 * {@code disc.levels()} through the format areas, plus claims and problems) as CSV files into a folder, one file
 * per chain. Two snapshots of the same disc taken before and after a refactor must be identical
 * ({@code diff -r}): the contract that table outputs do not change.
 *
 * <pre>java -cp ... gcscript.disc.TableSnapshot [DISC] OUTDIR</pre>
 */
public final class TableSnapshot {
    private TableSnapshot() {}

    public static void main(String[] args) throws Exception {
        Disc disc = args.length > 1 ? Gc.open(Path.of(args[0])) : Gc.sample();
        Path out = Path.of(args[args.length - 1]);
        Files.createDirectories(out);
        int n = write(disc, out);
        System.out.println(n + " tables written to " + out);
    }

    /** Writes every table; returns how many. */
    public static int write(Disc disc, Path out) throws IOException {
        int n = 0;
        n += walk(disc.levels(), "levels()", out, 0);
        for (gcscript.level.Level l : disc.levels()) {
            n += walkTables(l.overlay(), "level(" + l.number() + ").overlay()", out);
            // meshes, previews and the scene draw from the same decoded values: the level's GLB must not change either
            Files.write(out.resolve("level_" + l.number() + "_.scene.glb"), l.scene().glb());
        }
        n += one(disc.claims(), "claims()", out);
        n += one(disc.problems(), "problems()", out);
        return n;
    }

    private static int walk(Object node, String chain, Path out, int depth) throws IOException {
        if (depth > 4) return 0;
        int n = 0;
        List<Method> methods = new ArrayList<>();
        for (Method m : node.getClass().getMethods()) {
            if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers()) || m.getDeclaringClass() == Object.class) continue;
            if (m.getName().equals("toString") || m.getName().equals("hashCode")) continue;
            methods.add(m);
        }
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) {
            Class<?> rt = m.getReturnType();
            String c = chain + "." + m.getName() + "()";
            if (rt == Table.class) {
                n += one(invoke(m, node), c, out);
            } else if (Area.class.isAssignableFrom(rt) || rt == Cores.class || rt == DataExtents.class) {
                n += walk(invoke(m, node), c, out, depth + 1);
            }
        }
        return n;
    }

    private static int walkTables(Object node, String chain, Path out) throws IOException {
        int n = 0;
        List<Method> methods = new ArrayList<>();
        for (Method m : node.getClass().getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() == Table.class && !Modifier.isStatic(m.getModifiers())) methods.add(m);
        }
        methods.sort(Comparator.comparing(Method::getName));
        for (Method m : methods) n += one(invoke(m, node), chain + "." + m.getName() + "()", out);
        return n;
    }

    private static Object invoke(Method m, Object node) {
        try {
            return m.invoke(node);
        } catch (ReflectiveOperationException e) {
            Throwable t = e.getCause() != null ? e.getCause() : e;
            return Table.create("error: " + t);
        }
    }

    private static int one(Object t, String chain, Path out) throws IOException {
        if (!(t instanceof Table table)) return 0;
        Path f = out.resolve(chain.replaceAll("[^A-Za-z0-9.]+", "_") + ".csv");
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(",", table.columnNames())).append('\n');
        for (int r = 0; r < table.rowCount(); r++) {
            for (int c = 0; c < table.columnCount(); c++) {
                if (c > 0) sb.append(',');
                sb.append(table.column(c).getString(r));
            }
            sb.append('\n');
        }
        Files.writeString(f, sb);
        return 1;
    }
}
