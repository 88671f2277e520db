package gcscript.disc;

import tech.tablesaw.api.Table;

/**
 * What {@link Disc#claims()} calls: the claims registry lives in {@code gcscript.claims}, a layer above this
 * package (its measures read discs), so it is found through {@link java.util.ServiceLoader} rather than
 * imported, keeping the package graph acyclic.
 */
public interface ClaimsEngine {
    Table verify(Disc disc);
}
