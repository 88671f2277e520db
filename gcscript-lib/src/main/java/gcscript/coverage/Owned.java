package gcscript.coverage;

/** How far the readers' claims reach inside a span of a buffer (a core_data section cut by the boundary rule). */
public final class Owned {
    private Owned() {}

    /**
     * The end of what readers own in {@code [start, end)} of {@code file}: past the last claimed byte and the padding
     * after it, when unexplained bytes follow before {@code end}; {@code end} itself when the tail holds none.
     */
    public static long end(CoverageMap map, String file, long start, long end) {
        long owned = start;
        boolean unexplainedAfter = false;
        for (Region r : map.regions(file)) {
            if (r.end() <= start || r.start() >= end) continue;
            switch (r.kind()) {
                case DECODED, OPAQUE, SHARED, OVERLAP -> { owned = Math.min(end, r.end()); unexplainedAfter = false; }
                case PADDING -> { if (!unexplainedAfter && owned == r.start()) owned = Math.min(end, r.end()); }
                case UNEXPLAINED -> unexplainedAfter = true;
            }
        }
        return unexplainedAfter ? owned : end;
    }
}
