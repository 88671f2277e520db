package gcscript.collision;

/**
 * The owner suffixes of an octant's claims under its y node's prefix ({@code …y[j].x[}): {@code k]},
 * {@code k].vertices}, {@code k].faces}, {@code k].v3} for the first {@link #CACHED} indices, made once. A recording
 * walk (the coverage pass) claims every octant's four parts with them, so the coverage store joins a path only for a
 * region that is shown; an index past them gets its path built.
 */
final class OctantSuffixes {
    private OctantSuffixes() {}

    /** Octant indices with suffixes made here (the full-size disc's longest x row reaches x[160]). */
    static final int CACHED = 512;
    static final String[] HEADER = suffixes("]"), VERTICES = suffixes("].vertices"), FACES = suffixes("].faces"), V3 = suffixes("].v3");

    private static String[] suffixes(String after) {
        String[] s = new String[CACHED];
        for (int k = 0; k < CACHED; k++) s[k] = k + after;
        return s;
    }
}
