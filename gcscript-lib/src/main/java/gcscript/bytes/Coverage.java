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
 * <p>Kept cheap: per buffer, parallel growable arrays (start, end, owner path, kind, labels), appended under a lock
 * and sorted once when asked; no object per claim is built until a caller asks for {@link #claims}. Offsets are
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
    public synchronized void register(ByteReader whole) {
        Buffer b = buffers.computeIfAbsent(whole.file(), k -> new Buffer());
        if (b.bytes == null || whole.length() > b.bytes.length()) b.bytes = whole;
    }

    /** Records a claim; a zero-length claim is ignored. */
    public void claim(String file, long start, long end, String owner, Kind kind, Labels labels) {
        if (end <= start) return;
        Buffer b;
        synchronized (this) { b = buffers.computeIfAbsent(file, k -> new Buffer()); }
        synchronized (b) { b.add(start, end, owner, kind, labels); }
    }

    /** Buffers in the order first seen. */
    public synchronized List<String> files() { return List.copyOf(buffers.keySet()); }

    /** The registered bytes of a buffer (null when only claims were seen). */
    public synchronized ByteReader bytes(String file) {
        Buffer b = buffers.get(file);
        return b == null ? null : b.bytes;
    }

    /** Every claim on a buffer, sorted by start, then longest first (containers before what they contain). */
    public List<Claim> claims(String file) {
        Buffer b;
        synchronized (this) { b = buffers.get(file); }
        if (b == null) return List.of();
        synchronized (b) { return b.sorted(file); }
    }

    /** Number of claims recorded so far (every buffer). */
    public synchronized long count() {
        long n = 0;
        for (Buffer b : buffers.values()) n += b.n;
        return n;
    }

    private static final class Buffer {
        ByteReader bytes;
        long[] start = new long[64], end = new long[64];
        String[] owner = new String[64];
        Labels[] labels = new Labels[64];
        byte[] kind = new byte[64];
        int n;

        void add(long s, long e, String o, Kind k, Labels l) {
            if (n == start.length) {
                int c = n * 2;
                start = Arrays.copyOf(start, c);
                end = Arrays.copyOf(end, c);
                owner = Arrays.copyOf(owner, c);
                labels = Arrays.copyOf(labels, c);
                kind = Arrays.copyOf(kind, c);
            }
            start[n] = s;
            end[n] = e;
            owner[n] = o;
            labels[n] = l;
            kind[n] = (byte) k.ordinal();
            n++;
        }

        List<Claim> sorted(String file) {
            int[] order = new int[n];
            for (int i = 0; i < n; i++) order[i] = i;
            mergeSort(order, new int[n], 0, n);
            List<Claim> out = new ArrayList<>(n);
            Kind[] kinds = Kind.values();
            for (int i : order) out.add(new Claim(file, start[i], end[i], owner[i], kinds[kind[i]], labels[i]));
            return out;
        }

        /** Claim {@code a} sorts before {@code b}: by start, then longest first. */
        private boolean before(int a, int b) {
            return start[a] != start[b] ? start[a] < start[b] : end[a] > end[b];
        }

        /**
         * A stable sort of claim indices in {@code [from, to)} without boxing them (readers record claims nearly in
         * order, so an already ordered pair of halves is joined with one comparison).
         */
        private void mergeSort(int[] a, int[] tmp, int from, int to) {
            if (to - from < 2) return;
            int mid = (from + to) >>> 1;
            mergeSort(a, tmp, from, mid);
            mergeSort(a, tmp, mid, to);
            if (!before(a[mid], a[mid - 1])) return;
            System.arraycopy(a, from, tmp, from, to - from);
            int i = from, j = mid, k = from;
            while (i < mid && j < to) a[k++] = before(tmp[j], tmp[i]) ? tmp[j++] : tmp[i++];
            while (i < mid) a[k++] = tmp[i++];
            while (j < to) a[k++] = tmp[j++];
        }
    }
}
