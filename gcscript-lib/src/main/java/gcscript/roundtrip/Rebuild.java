package gcscript.roundtrip;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage.Claim;
import gcscript.coverage.Region;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rebuilds one buffer into a fresh zeroed array and compares it with the original, region by region of its
 * coverage map:
 * <ol>
 *   <li>every claim labelled with a {@link Layout} (a record read, a view, a shared block) is re-encoded record by
 *       record: each field's value read through the declaration, written back through {@link Layout#write}. The
 *       record's bytes are never copied; bytes no field declares stay zero, so a non-zero one is a difference;</li>
 *   <li>regions whose innermost claim is opaque, a bulk read without declared fields, or unexplained are copied
 *       verbatim (carried), except bytes step 1 re-encoded;</li>
 *   <li>padding stays zero (a non-zero padding byte is a difference);</li>
 *   <li>in a level file, the compressed payload of a stream the coverage pass registered decompressed is copied and
 *       counted apart: that stream is compared as its own buffer.</li>
 * </ol>
 */
final class Rebuild {
    private Rebuild() {}

    /** How a region's bytes that no declared field re-encoded are rebuilt. */
    private enum Treatment { ENCODED, PADDING, CARRIED, COMPRESSED }

    static RoundTrip.Buffer run(String file, ByteReader original, List<Claim> claims, List<Region> regions,
                                Set<String> streams, Tally tally) {
        byte[] src = original.toArray();
        byte[] out = new byte[src.length];
        boolean[] encoded = encode(original.base(), claims, src, out);
        long base = original.base();
        long reencoded = 0, undeclared = 0, padding = 0, carried = 0, compressed = 0;
        for (Region r : regions) {
            int s = (int) (r.start() - base), e = (int) Math.min(src.length, r.end() - base);
            if (s < 0 || s >= e) continue;
            Claim inner = r.claim();
            String owner = inner != null ? inner.owner() : r.owner();
            Treatment t = treatment(r, inner, file, streams);
            int enc = 0;
            for (int i = s; i < e; i++) if (encoded[i]) enc++;
            reencoded += enc;
            String area = Areas.of(owner);
            switch (t) {
                case CARRIED, COMPRESSED -> {
                    for (int i = s; i < e; i++) if (!encoded[i]) out[i] = src[i];
                    if (t == Treatment.COMPRESSED) compressed += e - s - enc;
                    else {
                        carried += e - s - enc;
                        tally.carried(owner.isEmpty() ? r.kind().label() : owner, file, e - s - enc);
                    }
                    tally.bytes(area, enc);
                }
                case ENCODED -> { undeclared += e - s - enc; tally.bytes(area, e - s); }
                case PADDING -> { padding += e - s - enc; tally.bytes(area, e - s); }
            }
            int m = Arrays.mismatch(out, s, e, src, s, e);
            if (m >= 0) tally.difference(area, base + s + m, Paths.at(claims, base + s + m, owner) + " (" + file + ")");
        }
        return new RoundTrip.Buffer(file, src.length, reencoded, undeclared, padding, carried, compressed);
    }

    private static Treatment treatment(Region r, Claim inner, String file, Set<String> streams) {
        return switch (r.kind()) {
            case PADDING -> Treatment.PADDING;
            case UNEXPLAINED -> Treatment.CARRIED;
            case OPAQUE, DECODED, SHARED, OVERLAP -> inner.labels() instanceof Layout ? Treatment.ENCODED
                    : isStream(inner, file, streams) ? Treatment.COMPRESSED : Treatment.CARRIED;
        };
    }

    /** A bulk claim in a level file that is the compressed payload of a stream registered decompressed. */
    private static boolean isStream(Claim c, String file, Set<String> streams) {
        if (file.contains(":") || c.labels() != null) return false;   // the extent's opaque claim or the decoder's bulk read
        String o = c.owner().replaceFirst("^level\\[\\d+\\]\\.", "");
        for (String s : streams) if (o.equals(s) || o.endsWith("." + s)) return true;
        return false;
    }

    /**
     * Step 1: every record of every Layout-labelled claim written into {@code out} from the values read through its
     * declaration; returns which bytes a declared field covers.
     */
    private static boolean[] encode(long base, List<Claim> claims, byte[] src, byte[] out) {
        boolean[] encoded = new boolean[out.length];
        Map<Layout, boolean[]> declared = new IdentityHashMap<>();
        Claim prev = null;
        for (Claim c : claims) {
            if (!(c.labels() instanceof Layout l)) continue;
            if (prev != null && prev.start() == c.start() && prev.end() == c.end() && prev.labels() == l) continue;
            prev = c;
            long rel = c.start() - base;
            long n = c.size() / l.size();
            if (rel < 0 || c.end() - base > out.length || n == 0) continue;
            boolean[] d = declared.computeIfAbsent(l, Rebuild::declared);
            boolean whole = allTrue(d);
            for (int i = 0; i < n; i++) {
                int at = (int) rel + i * l.size();
                l.reencode(src, at, out);   // the values through the declaration, from the original's copy
                if (!whole) for (int k = 0; k < d.length; k++) if (d[k]) encoded[at + k] = true;
            }
            if (whole) Arrays.fill(encoded, (int) rel, (int) (rel + n * l.size()), true);
        }
        return encoded;
    }

    private static boolean allTrue(boolean[] d) {
        for (boolean b : d) if (!b) return false;
        return true;
    }

    /** The bytes of a record some field of {@code l} covers. */
    static boolean[] declared(Layout l) {
        boolean[] d = new boolean[l.size()];
        for (Field f : l.fields()) Arrays.fill(d, f.offset(), f.offset() + f.type().size, true);
        return d;
    }
}
