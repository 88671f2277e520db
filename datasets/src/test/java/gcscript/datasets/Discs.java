package gcscript.datasets;

import java.util.HashMap;
import java.util.Map;

/** Discs built once per test JVM (building is deterministic, so sharing them between tests is safe). */
final class Discs {
    private static final Map<Options, DiscView> CACHE = new HashMap<>();

    private Discs() {}

    static synchronized DiscView of(Options o) {
        return CACHE.computeIfAbsent(o, k -> new DiscView(SyntheticDisc.build(k)));
    }

    static DiscView five() { return of(new Options(11, 5, 1)); }

    static DiscView retailShaped() { return of(new Options(12, 27, 1)); }
}
