package gcscript.claims;

import gcscript.disc.ClaimsEngine;
import gcscript.disc.Disc;
import tech.tablesaw.api.Table;

/** The {@link ClaimsEngine} behind {@code disc.claims()} (registered in META-INF/services). */
public final class ClaimsService implements ClaimsEngine {
    @Override public Table verify(Disc disc) { return Claims.verify(disc); }
}
