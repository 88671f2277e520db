package gcscript.occlusion;

/** A growable int array: columnar storage without an object per record. */
final class Ints {
    private int[] a = new int[16];
    private int n;

    void add(int v) {
        if (n == a.length) a = java.util.Arrays.copyOf(a, a.length * 2);
        a[n++] = v;
    }
    int get(int i) { return a[i]; }
    int size() { return n; }
    int[] toArray() { return java.util.Arrays.copyOf(a, n); }
}
