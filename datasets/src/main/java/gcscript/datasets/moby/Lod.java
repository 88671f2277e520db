package gcscript.datasets.moby;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Splits one LOD list's strips into packets. Every vertex of the list has the cache slot {@code base + vertex};
 * a packet stores the vertices its strips use first, and references the ones an earlier packet stored as
 * duplicates (the cache persists across the packets of one LOD list, §1.7).
 */
final class Lod {
    private Lod() {}

    /** Transfer vertices per packet, inside the VU budget of 97 (§1.6): an 8-joint figure still fits 3 high-LOD packets. */
    static final int MAX_TRANSFER = 90;

    static final class Packet {
        final int base;
        final List<Integer> strips = new ArrayList<>();
        final List<Integer> stored = new ArrayList<>();
        final List<Integer> duplicates = new ArrayList<>();
        Packet(int base) { this.base = base; }
        int id(int v) { return base + v; }
    }

    /** The walk's running state over one LOD list: the texture slot (starts at 0) and triangles to redraw. */
    static final class State {
        int tex;
        final java.util.Map<Integer, Integer> cacheVertex = new java.util.HashMap<>();   // cache ID -> class vertex number
        final List<int[]> redo = new ArrayList<>();
    }

    static List<Packet> split(Shape s, int want, Random rnd, int base) {
        int nStrips = s.strips.size();
        int per = Math.max(1, (nStrips + want - 1) / want);
        List<Packet> out = new ArrayList<>();
        Set<Integer> written = new HashSet<>();
        Packet cur = null;
        Set<Integer> used = null;
        for (int i = 0; i < nStrips; i++) {
            Set<Integer> strip = new LinkedHashSet<>();
            for (int v : s.strips.get(i)) strip.add(v);
            boolean full = cur != null && (cur.strips.size() >= per || count(used, strip) > MAX_TRANSFER);
            if (cur == null || full) {
                if (cur != null) written.addAll(cur.stored);
                cur = new Packet(base);
                used = new LinkedHashSet<>();
                out.add(cur);
            }
            cur.strips.add(i);
            for (int v : strip) {
                if (used.add(v)) {
                    if (written.contains(v)) cur.duplicates.add(v); else cur.stored.add(v);
                }
            }
        }
        return out;
    }

    private static int count(Set<Integer> used, Set<Integer> more) {
        int n = used.size();
        for (int v : more) if (!used.contains(v)) n++;
        return n;
    }
}
