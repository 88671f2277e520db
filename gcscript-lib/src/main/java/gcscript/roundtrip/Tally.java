package gcscript.roundtrip;

import java.util.LinkedHashMap;
import java.util.Map;

/** The rows of one level's round trip as its buffers are rebuilt: bytes and first difference per area, carried bytes per owner. */
final class Tally {
    private final Map<String, long[]> areas = new LinkedHashMap<>();        // area -> {bytes, first difference or -1}
    private final Map<String, String> paths = new LinkedHashMap<>();        // area -> path of its first difference
    private final Map<String, long[]> carried = new LinkedHashMap<>();      // generic owner (file) -> bytes

    void bytes(String area, long n) {
        if (n > 0) areas.computeIfAbsent(area, a -> new long[] {0, -1})[0] += n;
    }

    /** The first difference of an area is the first one met: buffers in coverage order, offsets ascending. */
    void difference(String area, long offset, String path) {
        long[] a = areas.computeIfAbsent(area, x -> new long[] {0, -1});
        if (paths.containsKey(area)) return;
        a[1] = offset;
        paths.put(area, path);
    }

    /** Bytes copied verbatim, by owner with record indices (not the level's) written {@code [*]}, per buffer. */
    void carried(String owner, String file, long n) {
        if (n > 0) carried.computeIfAbsent(gcscript.coverage.OwnerPaths.generic(owner) + " (" + file + ")", k -> new long[1])[0] += n;
    }

    RoundTrip.Row[] rows(int level) {
        RoundTrip.Row[] out = new RoundTrip.Row[areas.size() + carried.size()];
        int i = 0;
        for (Map.Entry<String, long[]> e : areas.entrySet()) {
            long first = e.getValue()[1];
            out[i++] = new RoundTrip.Row(level, e.getKey(), e.getValue()[0], first < 0, first, paths.getOrDefault(e.getKey(), ""));
        }
        for (Map.Entry<String, long[]> e : carried.entrySet()) {
            out[i++] = new RoundTrip.Row(level, RoundTrip.CARRIED, e.getValue()[0], true, -1, e.getKey());
        }
        return out;
    }
}
