package gcscript.analysis;

import gcscript.bytes.Hex;
import gcscript.table.Cols;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Searches over named regions, ImHex-style: byte patterns with wildcards, numbers (little-endian) and float
 * ranges, ASCII. Every position is tried, so overlapping matches are all reported. Results: {@code source, file,
 * offset, match, context} — {@code offset} absolute in {@code file}, {@code context} the hex around the match with
 * the match in brackets — and {@code owner} (who owns the match's first byte) when made with {@link #owners}.
 *
 * <pre>Find.in(regions).aligned(4).f32(2000f, 2400f)</pre>
 *
 * A finder is immutable; {@link #aligned}, {@link #context} and {@link #limit} return modified copies.
 */
public final class Find {
    /** Matches kept when no {@link #limit} is given; more than this is an error rather than a silent cut. */
    public static final int DEFAULT_LIMIT = 1_000_000;

    private final Map<String, Region> regions;
    private final int align;
    private final int context;
    private final int limit;
    private final boolean explicitLimit;
    private final Owners owners;

    /** Who owns a byte: the owner path at absolute {@code offset} of {@code file} (a coverage map answers it). */
    @FunctionalInterface
    public interface Owners {
        String owner(String file, long offset);
    }

    private Find(Map<String, Region> regions, int align, int context, int limit, boolean explicitLimit, Owners owners) {
        this.regions = regions;
        this.align = align;
        this.context = context;
        this.limit = limit;
        this.explicitLimit = explicitLimit;
        this.owners = owners;
    }

    /** Regions keyed by any name (level numbers, file names); the key becomes {@code source}. */
    public static Find in(Map<?, Region> regions) {
        Map<String, Region> m = new LinkedHashMap<>();
        regions.forEach((k, v) -> m.put(String.valueOf(k), v));
        return new Find(m, 1, 8, DEFAULT_LIMIT, false, null);
    }

    public static Find in(List<Region> regions) {
        Map<String, Region> m = new LinkedHashMap<>();
        for (Region r : regions) {
            if (m.put(r.name(), r) != null) throw new IllegalArgumentException("two regions named " + r.name());
        }
        return new Find(m, 1, 8, DEFAULT_LIMIT, false, null);
    }

    public static Find in(Region region) { return in(List.of(region)); }

    /** Only matches whose absolute offset is a multiple of {@code n}. */
    public Find aligned(int n) {
        if (n < 1) throw new IllegalArgumentException("alignment must be >= 1");
        return new Find(regions, n, context, limit, explicitLimit, owners);
    }

    /** Bytes of context either side of a match (default 8). */
    public Find context(int n) {
        if (n < 0) throw new IllegalArgumentException("context must be >= 0");
        return new Find(regions, align, n, limit, explicitLimit, owners);
    }

    /** Keep the first {@code n} matches and stop. */
    public Find limit(int n) {
        if (n < 0) throw new IllegalArgumentException("limit must be >= 0");
        return new Find(regions, align, context, n, true, owners);
    }

    /** Hits get an {@code owner} column, filled by {@code owners} (the fluent chain's {@code find()} passes its coverage map). */
    public Find owners(Owners o) {
        return new Find(regions, align, context, limit, explicitLimit, java.util.Objects.requireNonNull(o, "owners"));
    }

    // ---- searches -----------------------------------------------------------------------------------

    /**
     * A byte pattern in hex, spaces optional: {@code "f6 7c ?? ff"}. {@code ??} matches any byte, and a single
     * {@code ?} nibble matches any nibble ({@code "4?"} is 0x40..0x4f).
     */
    public Table bytes(String pattern) {
        String p = pattern.replaceAll("\\s+", "");
        if (p.isEmpty() || p.length() % 2 != 0) {
            throw new IllegalArgumentException("pattern needs whole bytes (two hex digits or ?? each): " + pattern);
        }
        byte[] value = new byte[p.length() / 2], mask = new byte[value.length];
        for (int i = 0; i < value.length; i++) {
            int hi = nibble(p.charAt(2 * i), pattern), lo = nibble(p.charAt(2 * i + 1), pattern);
            value[i] = (byte) (((hi < 0 ? 0 : hi) << 4) | (lo < 0 ? 0 : lo));
            mask[i] = (byte) ((hi < 0 ? 0 : 0xf0) | (lo < 0 ? 0 : 0x0f));
        }
        return search("bytes " + pattern, value, mask);
    }

    private static int nibble(char c, String pattern) {
        if (c == '?') return -1;
        int v = Character.digit(c, 16);
        if (v < 0) throw new IllegalArgumentException("not hex: '" + c + "' in " + pattern);
        return v;
    }

    /** A little-endian u16 (0..0xffff). */
    public Table u16(int v) {
        if (v < 0 || v > 0xffff) throw new IllegalArgumentException("u16 out of range: " + v);
        return search("u16 " + v, new byte[] {(byte) v, (byte) (v >>> 8)}, null);
    }

    /** A little-endian u32 (0..0xffffffff). */
    public Table u32(long v) {
        if (v < 0 || v > 0xffffffffL) throw new IllegalArgumentException("u32 out of range: " + v);
        return search("u32 " + v, new byte[] {(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)}, null);
    }

    /** Little-endian f32 values in {@code [lo, hi]} (NaN never matches). Use with {@link #aligned}(4) on real data. */
    public Table f32(float lo, float hi) {
        return scan("f32 " + lo + ".." + hi, 4, (b, i) -> {
            float f = Float.intBitsToFloat((b[i] & 0xff) | (b[i + 1] & 0xff) << 8 | (b[i + 2] & 0xff) << 16 | (b[i + 3] & 0xff) << 24);
            return f >= lo && f <= hi;
        });
    }

    /** ASCII text, case-sensitive, as bytes (no terminator). */
    public Table ascii(String text) {
        if (text.isEmpty()) throw new IllegalArgumentException("empty text");
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0x7f) throw new IllegalArgumentException("not ASCII: " + text);
        }
        return search("ascii " + text, text.getBytes(StandardCharsets.US_ASCII), null);
    }

    // ---- engine -------------------------------------------------------------------------------------

    interface Test { boolean at(byte[] b, int i); }

    private Table search(String what, byte[] value, byte[] mask) {
        int n = value.length;
        if (mask == null) {
            byte first = value[0];
            return scan(what, n, (b, i) -> {
                if (b[i] != first) return false;
                for (int k = 1; k < n; k++) if (b[i + k] != value[k]) return false;
                return true;
            });
        }
        return scan(what, n, (b, i) -> {
            for (int k = 0; k < n; k++) if (((b[i + k] ^ value[k]) & mask[k]) != 0) return false;
            return true;
        });
    }

    private Table scan(String what, int width, Test test) {
        StringColumn source = StringColumn.create("source"), file = StringColumn.create(Cols.FILE);
        LongColumn offset = LongColumn.create(Cols.OFFSET);
        offset.setPrintFormatter(Cols.HEX_LONG);
        StringColumn match = StringColumn.create("match"), ctx = StringColumn.create("context");
        int found = 0;
        for (Map.Entry<String, Region> e : regions.entrySet()) {
            Region r = e.getValue();
            byte[] b = r.toArray();
            // positions first, text later: an over-long result is refused before any strings are built
            int[] hits = new int[16];
            int k = 0;
            boolean full = false;
            int start = (int) Math.floorMod(-r.base(), (long) align);   // first index with an aligned absolute offset
            for (int i = start; i <= b.length - width; i += align) {
                if (!test.at(b, i)) continue;
                if (found + k == limit) {
                    if (!explicitLimit) {
                        throw new IllegalStateException(what + ": more than " + limit + " matches; narrow the search or call limit(n)");
                    }
                    full = true;
                    break;
                }
                if (k == hits.length) hits = java.util.Arrays.copyOf(hits, Math.min(hits.length * 2, limit));
                hits[k++] = i;
            }
            for (int j = 0; j < k; j++) {
                int i = hits[j];
                source.append(e.getKey());
                file.append(r.file());
                offset.append(r.absolute(i));
                match.append(Hex.bytes(b, i, width));
                ctx.append(context(b, i, width));
            }
            found += k;
            if (full) break;
        }
        Table t = Table.create("find " + what, source, file, offset, match, ctx);
        if (owners != null) {
            StringColumn owner = StringColumn.create("owner");
            for (int i = 0; i < t.rowCount(); i++) owner.append(owners.owner(file.get(i), offset.get(i)));
            t.addColumns(owner);
        }
        return t;
    }

    private String context(byte[] b, int i, int width) {
        int from = Math.max(0, i - context), to = Math.min(b.length, i + width + context);
        StringBuilder sb = new StringBuilder();
        if (i > from) sb.append(Hex.bytes(b, from, i - from)).append(' ');
        sb.append('[').append(Hex.bytes(b, i, width)).append(']');
        if (to > i + width) sb.append(' ').append(Hex.bytes(b, i + width, to - i - width));
        return sb.toString();
    }
}
