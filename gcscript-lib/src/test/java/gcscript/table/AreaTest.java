package gcscript.table;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class AreaTest {
    /** A model per level: n rows of squares. */
    record Model(int level, int n) {}

    static final class Squares extends Area<Model> {
        Squares(Scope<Model> s) { super(s); }
        @Doc("one row per i") public Table rows() { return table("squares", Squares::build); }
        public Table empty() { return table("empty", m -> new TableBuilder("e").ints("level").build()); }
        public int size() { return model("size()").n(); }
        static Table build(Model m) {
            TableBuilder t = new TableBuilder("x").ints("level").longs("offset").doubles("sq").strings("s");
            for (int i = 0; i < m.n(); i++) t.i(m.level()).l(i * 16L).d(i * i).s("r" + i).end();
            return t.build();
        }
    }

    /** A whole-disc scope over fixed models, as Levels.scope makes one. */
    static Scope<Model> many(List<Model> models) {
        return new Scope<>() {
            @Override public Table table(String name, Function<Model, Table> f) {
                return Concat.all(name, models.stream().map(f).toList());
            }
            @Override public Model model(String what) { throw new UnsupportedOperationException(what); }
            @Override public boolean single() { return false; }
        };
    }

    @Test void perLevelAndWholeDiscShareNamesAndSchema() {
        Squares one = new Squares(Scope.of(() -> new Model(3, 4)));
        Squares all = new Squares(many(List.of(new Model(0, 2), new Model(3, 4), new Model(5, 0))));
        assertEquals(List.of("empty", "rows"), one.tableNames());
        assertEquals(one.tableNames(), all.tableNames());
        Table a = one.rows(), b = all.rows();
        assertEquals(a.columnNames(), b.columnNames());
        assertEquals(4, a.rowCount());
        assertEquals(6, b.rowCount());
        assertEquals(3, b.intColumn("level").get(2));
        assertEquals(48L, b.longColumn("offset").get(5));
        assertEquals(9.0, b.doubleColumn("sq").get(5));
        assertEquals("r1", b.stringColumn("s").get(1));
        assertEquals("0x30", b.longColumn("offset").getString(5));
        assertEquals(4, one.size());
        assertThrows(UnsupportedOperationException.class, all::size);
        assertTrue(one.describe().contains("rows(): one row per i"));
        assertEquals(2, all.tables().size());
        assertTrue(one.isLevel());
        assertFalse(all.isLevel());
    }

    @Test void concatRefusesMismatchedSchemas() {
        Table x = new TableBuilder("x").ints("a").build();
        Table y = new TableBuilder("y").longs("a").build();
        Table z = new TableBuilder("z").ints("b").build();
        assertThrows(IllegalArgumentException.class, () -> Concat.all("n", List.of(x, y)));
        assertThrows(IllegalArgumentException.class, () -> Concat.all("n", List.of(x, z)));
        assertEquals(0, Concat.all("n", List.of()).columnCount());
    }
}
