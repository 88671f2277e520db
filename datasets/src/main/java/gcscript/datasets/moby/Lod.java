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
    /**
     * Texture primitives per packet: a gif_usage entry holds the TEX0 slots of its packet's primitives in 12 bytes
     * (§1.10), and Wrench asserts gif_index < 12 when it reads a class, so a packet switches texture at most 12 times.
     */
    static final int MAX_PRIMITIVES = 12;

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

    /**
     * @param maxPrimitives texture switches a packet may hold: a strip whose slot differs from the running texture (which
     *        starts at slot 0 for the LOD list and is the previous strip's slot after it) is one switch, one primitive
     */
    static List<Packet> split(Shape s, int want, Random rnd, int base, int maxPrimitives) {
        int nStrips = s.strips.size();
        int per = Math.max(1, (nStrips + want - 1) / want);
        List<Packet> out = new ArrayList<>();
        Set<Integer> written = new HashSet<>();
        Packet cur = null;
        Set<Integer> used = null;
        int tex = 0, switches = 0;
        for (int i = 0; i < nStrips; i++) {
            Set<Integer> strip = new LinkedHashSet<>();
            for (int v : s.strips.get(i)) strip.add(v);
            boolean switchesTexture = s.slots.get(i) != tex;
            boolean full = cur != null && (cur.strips.size() >= per || count(used, strip) > MAX_TRANSFER
                    || switchesTexture && switches >= maxPrimitives);
            if (cur == null || full) {
                if (cur != null) written.addAll(cur.stored);
                cur = new Packet(base);
                used = new LinkedHashSet<>();
                out.add(cur);
                switches = 0;
            }
            if (switchesTexture) switches++;
            tex = s.slots.get(i);
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
