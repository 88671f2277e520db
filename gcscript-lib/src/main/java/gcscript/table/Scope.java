package gcscript.table;

import java.util.function.Function;
import java.util.function.Supplier;
import tech.tablesaw.api.Table;

/**
 * Where an {@link Area}'s tables come from: one level's model, or every level's (the whole-disc twin). An area
 * builds each table with one function over a model; the scope applies it to one model, or to each level's and
 * concatenates the results, so the per-level view and the whole-disc view have the same names and schema by
 * construction.
 */
public interface Scope<M> {
    /** {@code perModel} applied to this scope's model(s); several are concatenated in level order. */
    Table table(String name, Function<M, Table> perModel);

    /** The single model of a per-level scope; a whole-disc scope refuses, naming {@code what}. */
    M model(String what);

    /** Whether this scope covers one level. */
    boolean single();

    /** A per-level scope over a model made on first use (and kept). */
    static <M> Scope<M> of(Supplier<M> model) {
        return new Scope<>() {
            private volatile M m;
            private M get() {
                M x = m;
                if (x == null) {
                    synchronized (this) {
                        if (m == null) m = model.get();
                        x = m;
                    }
                }
                return x;
            }
            @Override public Table table(String name, Function<M, Table> perModel) {
                return perModel.apply(get()).setName(name);
            }
            @Override public M model(String what) { return get(); }
            @Override public boolean single() { return true; }
        };
    }
}
