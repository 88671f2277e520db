package gcscript.moby;

import java.util.Arrays;

/** A growable int array: the columnar store for per-vertex and per-triangle values (no object per row). */
final class IntArr {
    private int[] a = new int[16];
    private int n;

    void add(int v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2);
        a[n++] = v;
    }
    int size() { return n; }
    void truncate(int size) { n = size; }
    int[] toArray() { return Arrays.copyOf(a, n); }
}
