package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.core.LevelCore;
import gcscript.level.Level;
import gcscript.tfrag.TfragBlock;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Every per-level table has a whole-disc twin with the same name and schema (column names and types), and the
 * twin's rows are the per-level rows of every level, in level order.
 */
class TwinTest {
    static List<String> tableMethods(Class<?> c) {
        List<String> out = new ArrayList<>();
        for (Method m : c.getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() == Table.class) out.add(m.getName());
        }
        return out;
    }

    static void sameSchema(String what, Table one, Table all) {
        assertEquals(one.columnNames(), all.columnNames(), what);
        for (int i = 0; i < one.columnCount(); i++) {
            Column<?> a = one.column(i), b = all.column(i);
            assertEquals(a.type(), b.type(), what + "." + a.name());
        }
    }

    static void twins(Class<?> perLevel, Object whole, java.util.function.Function<Level, Object> of, Disc d) throws Exception {
        TreeSet<String> missing = new TreeSet<>(tableMethods(perLevel));
        missing.removeAll(tableMethods(whole.getClass()));
        assertEquals(new TreeSet<>(), missing, "tables of " + perLevel.getSimpleName() + " without a whole-disc twin");
        for (String name : tableMethods(perLevel)) {
            Table all = (Table) whole.getClass().getMethod(name).invoke(whole);
            int rows = 0;
            for (Level l : d.levels()) {
                Object part = of.apply(l);
                Table one = (Table) perLevel.getMethod(name).invoke(part);
                sameSchema(perLevel.getSimpleName() + "." + name, one, all);
                rows += one.rowCount();
            }
            assertEquals(rows, all.rowCount(), name);
        }
    }

    @Test void coreTablesHaveTwins() throws Exception {
        Disc d = Gc.sample();
        twins(LevelCore.class, d.levels().core(), Level::core, d);
    }

    @Test void tfragTablesHaveTwins() throws Exception {
        Disc d = Gc.sample();
        twins(TfragBlock.class, d.levels().core().tfrags(), l -> l.core().tfrags(), d);
    }

    @Test void dataExtentTablesHaveTwins() throws Exception {
        Disc d = Gc.sample();
        twins(gcscript.level.DataExtent.class, d.levels().data(), Level::data, d);
    }

    @Test void levelTablesHaveTwins() throws Exception {
        Disc d = Gc.sample();
        List<String> perLevel = tableMethods(Level.class);
        perLevel.removeAll(tableMethods(Levels.class));
        assertEquals(List.of(), perLevel, "tables of Level without a twin on Levels");
    }
}
