package gcscript.bytes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who owns which bytes: the claims the readers make while they read, per buffer (a level file or one of its
 * decompressed streams, named by {@link ByteReader#file()}). A reader made with {@link ByteReader#recording} records
 * every declared record it reads, every view it makes and every bulk read, here; readers without a store record
 * nothing and pay one null check per record.
 *
 * <p>Kept cheap: per buffer, parallel arrays (start, end, owner path, kind, labels) in fixed-size chunks, appended
 * under a lock and sorted once when asked ({@link #sorted}); no object per claim is built until a caller asks for
 * {@link #claims}. Offsets are
 * absolute in the buffer. What the claims mean (gaps, padding, overlaps) is worked out by {@code gcscript.coverage}.
 */
public final class Coverage {
    /** What a claim says about its bytes. */
    public enum Kind {
        /** Read and interpreted: a declared record, a view's records, a decoded payload. */
        DECODED,
        /** Extent known from a declared offset and size, contents not decoded; the owner says what it is. */
        OPAQUE,
        /** Alignment zeros a reader knows it skips. */
        PADDING,
        /** A block that several owners point at on purpose (e.g. LOD packet tables sharing bodies): not an overlap. */
        SHARED
    }

    /** Field names of a claimed record type (a {@code Layout}), for the annotated hex view. */
    public interface Labels {
        /** Stride of one record. */
        int recordSize();
        /** The name of the field holding byte {@code offset} of a record, or null for bytes no field declares. */
        String fieldAt(int offset);
    }

    /** One claim: {@code [start, end)} of {@code file}, absolute. */
    public record Claim(String file, long start, long end, String owner, Kind kind, Labels labels) {
        public long size() { return end - start; }
        /** The field at absolute {@code offset}, or null. */
        public String field(long offset) {
            if (labels == null || offset < start || offset >= end) return null;
            return labels.fieldAt((int) ((offset - start) % labels.recordSize()));
        }
    }

    private final Map<String, Buffer> buffers = new LinkedHashMap<>();

    /** The bytes of a buffer, registered so gaps can be told apart (zeros or not) and the buffer's length known. */
    synchronized Buffer register(ByteReader whole) {
        Buffer b = buffers.computeIfAbsent(whole.file(), Buffer::new);
        if (b.bytes == null || whole.length() > b.bytes.length()) b.bytes = whole;
        return b;
    }

    /** Records a claim; a zero-length claim is ignored. */
    public void claim(String file, long start, long end, String owner, Kind kind, Labels labels) {
        if (end > start) buffer(file).claim(start, end, owner, null, kind, labels);   // no buffer is listed for an empty claim
    }

    /** The claims on one buffer, made on first use (a reader keeps it for its own claims). */
    synchronized Buffer buffer(String file) { return buffers.computeIfAbsent(file, Buffer::new); }

    /** Buffers in the order first seen. */
    public synchronized List<String> files() { return List.copyOf(buffers.keySet()); }

    /** The registered bytes of a buffer (null when only claims were seen). */
    public synchronized ByteReader bytes(String file) {
        Buffer b = buffers.get(file);
        return b == null ? null : b.bytes;
    }

    /** Every claim on a buffer, sorted by start, then longest first (containers before what they contain). */
    public List<Claim> claims(String file) {
        Sorted s = sorted(file);
        List<Claim> out = new ArrayList<>(s.size());
        for (int i = 0; i < s.size(); i++) out.add(s.claim(i));
        return out;
    }

    /**
     * The claims of a buffer in the order of {@link #claims}, read by position without a {@link Claim} object per
     * claim (the coverage sweep reads millions of them). A snapshot: claims recorded later are not in it.
     */
    public Sorted sorted(String file) {
        Buffer b;
        synchronized (this) { b = buffers.get(file); }
        if (b == null) return new Buffer(file).sorted();
        synchronized (b) { return b.sorted(); }
    }

    /**
     * One buffer's claims sorted by start, then longest first, then in the order recorded, gathered into arrays of
     * their own in that order (the sweep reads them front to back). Claims recorded later are not in it.
     */
    public static final class Sorted {
        private static final Kind[] KINDS = Kind.values();
        private final String file;
        // extents as the radix sort's keys (start high, maxEnd - end in the low endBits), or null: then start and end
        private final long[] key;
        private final int endBits;
        private final long maxEnd;
        private final long[] start, end;
        // the kinds gathered in order (the sweep asks one per interval and two per activation); owners and declarations
        // read through the order from the buffer's chunks, which never change below the snapshot's size: gathering
        // them too was ≈ 5 % of a one-shot coverage summary, for values a totals sweep seldom asks for
        private final byte[] kind;
        private final int[] order;
        private final Buffer.Chunk[] chunks;
        private final int n;

        private Sorted(Buffer b, ClaimOrder.Sorted keys, int[] order) {
            int n = order.length;
            this.n = n;
            this.file = b.file;
            this.order = order;
            this.chunks = b.chunks;
            key = keys == null ? null : keys.key();
            endBits = keys == null ? 0 : keys.endBits();
            maxEnd = keys == null ? 0 : keys.maxEnd();
            start = keys == null ? new long[n] : null;
            end = keys == null ? new long[n] : null;
            kind = new byte[n];
            for (int i = 0; i < n; i++) {
                Buffer.Chunk c = b.chunks[order[i] >>> Buffer.SHIFT];
                int k = order[i] & Buffer.MASK;
                if (key == null) {
                    start[i] = c.start[k];
                    end[i] = c.end[k];
                }
                kind[i] = c.kind[k];
            }
        }

        private Buffer.Chunk chunk(int i) { return chunks[order[i] >>> Buffer.SHIFT]; }
        private String ownerPart(int i) { return chunk(i).owner[order[i] & Buffer.MASK]; }
        private String suffixPart(int i) { return chunk(i).suffix[order[i] & Buffer.MASK]; }

        public int size() { return n; }
        public String file() { return file; }
        public long start(int i) { return key != null ? key[i] >>> endBits : start[i]; }
        public long end(int i) { return key != null ? maxEnd - (key[i] & ((1L << endBits) - 1)) : end[i]; }
        /** The {@code i}th claim's owner path, built here when its reader gave it as a path and a suffix. */
        public String owner(int i) {
            String o = ownerPart(i), suf = suffixPart(i);
            return suf == null ? o : o.concat(suf);
        }

        /**
         * Whether claims {@code a} and {@code b} have the same owner path (-1: no claim, the empty path), compared
         * without building either: a full map compares every pair of neighbouring regions' owners.
         */
        public boolean sameOwner(int a, int b) {
            if (a == b) return true;
            if (a < 0 || b < 0) return ownerLength(a < 0 ? b : a) == 0;
            if (ownerPart(a) == ownerPart(b) && suffixPart(a) == suffixPart(b)) return true;
            int n = ownerLength(a);
            if (n != ownerLength(b)) return false;
            for (int i = 0; i < n; i++) if (ownerChar(a, i) != ownerChar(b, i)) return false;
            return true;
        }

        private int ownerLength(int i) {
            String suf = suffixPart(i);
            return ownerPart(i).length() + (suf == null ? 0 : suf.length());
        }

        private char ownerChar(int i, int at) {
            String o = ownerPart(i);
            int n = o.length();
            return at < n ? o.charAt(at) : suffixPart(i).charAt(at - n);
        }

        public Kind kind(int i) { return KINDS[kind[i]]; }
        /** The {@code i}th claim's kind as its {@link Kind#ordinal()}: a loop over every claim reads no enum constant. */
        public int kindIndex(int i) { return kind[i]; }
        public Labels labels(int i) { return chunk(i).labels[order[i] & Buffer.MASK]; }
        /** The {@code i}th claim as an object. */
        public Claim claim(int i) { return new Claim(file, start(i), end(i), owner(i), KINDS[kind[i]], labels(i)); }
    }

    /** Number of claims recorded so far (every buffer). */
    public synchronized long count() {
        long n = 0;
        for (Buffer b : buffers.values()) n += b.n;
        return n;
    }

    /**
     * One buffer's claims in the order recorded, in fixed-size chunks: a level records ≈ 0.2–0.3 M claims, and growing
     * whole arrays by doubling copied them over and over (4 % of the coverage pass's samples).
     */
    static final class Buffer {
        static final int SHIFT = 12, CHUNK = 1 << SHIFT, MASK = CHUNK - 1;
        final String file;
        ByteReader bytes;
        Chunk[] chunks = new Chunk[4];
        int n;
        long minStart = Long.MAX_VALUE, maxEnd;   // kept as claims come, for the sort's key width
        Sorted sorted;   // the last snapshot, while no claim came after it

        /** {@link #CHUNK} claims, in parallel arrays. */
        static final class Chunk {
            final long[] start = new long[CHUNK], end = new long[CHUNK];
            // an owner path as its reader gave it: a path and a constant suffix (".body", ".faces"), joined only when
            // asked (Sorted.owner): most claims are never shown, and the joined strings were most of the store's bytes
            final String[] owner = new String[CHUNK], suffix = new String[CHUNK];
            final Labels[] labels = new Labels[CHUNK];
            final byte[] kind = new byte[CHUNK];
        }

        Buffer(String file) { this.file = file; }

        /** Records a claim owned by {@code o + suf} ({@code suf} may be null); a zero-length claim is ignored. */
        synchronized void claim(long s, long e, String o, String suf, Kind k, Labels l) {
            if (e > s) add(s, e, o, suf, k, l);
        }

        private void add(long s, long e, String o, String suf, Kind k, Labels l) {
            int c = n >>> SHIFT, i = n & MASK;
            if (i == 0) {
                if (c == chunks.length) chunks = Arrays.copyOf(chunks, c * 2);
                chunks[c] = new Chunk();
            }
            Chunk ch = chunks[c];
            ch.start[i] = s;
            ch.end[i] = e;
            ch.owner[i] = o;
            ch.suffix[i] = suf;
            ch.labels[i] = l;
            ch.kind[i] = (byte) k.ordinal();
            n++;
            if (s < minStart) minStart = s;
            if (e > maxEnd) maxEnd = e;
        }

        Sorted sorted() {
            if (sorted != null && sorted.size() == n) return sorted;
            ClaimOrder.Sorted keys = ClaimOrder.radix(this);
            return sorted = new Sorted(this, keys, keys != null ? keys.order() : mergeSorted());
        }

        long start(int i) { return chunks[i >>> SHIFT].start[i & MASK]; }
        long end(int i) { return chunks[i >>> SHIFT].end[i & MASK]; }

        /** The claims' order by comparisons, for extents {@link ClaimOrder#radix} cannot key. */
        private int[] mergeSorted() {
            // starts and ends side by side in one array for the comparisons
            long[] se = new long[2 * n];
            for (int i = 0; i < n; i++) {
                se[2 * i] = start(i);
                se[2 * i + 1] = end(i);
            }
            int[] order = new int[n];
            for (int i = 0; i < n; i++) order[i] = i;
            mergeSort(se, order, new int[n], 0, n);
            return order;
        }

        /** Claim {@code a} sorts before {@code b}: by start, then longest first. */
        private static boolean before(long[] se, int a, int b) {
            long sa = se[2 * a], sb = se[2 * b];
            return sa != sb ? sa < sb : se[2 * a + 1] > se[2 * b + 1];
        }

        /**
         * A stable sort of claim indices in {@code [from, to)} without boxing them (readers record claims nearly in
         * order, so an already ordered pair of halves is joined with one comparison).
         */
        private static void mergeSort(long[] se, int[] a, int[] tmp, int from, int to) {
            if (to - from < 2) return;
            int mid = (from + to) >>> 1;
            mergeSort(se, a, tmp, from, mid);
            mergeSort(se, a, tmp, mid, to);
            if (!before(se, a[mid], a[mid - 1])) return;
            System.arraycopy(a, from, tmp, from, to - from);
            int i = from, j = mid, k = from;
            while (i < mid && j < to) a[k++] = before(se, tmp[j], tmp[i]) ? tmp[j++] : tmp[i++];
            while (i < mid) a[k++] = tmp[i++];
            while (j < to) a[k++] = tmp[j++];
        }
    }
}
