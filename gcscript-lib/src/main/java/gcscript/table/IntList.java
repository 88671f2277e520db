package gcscript.table;

/** A growable int array: columnar storage without an object per record. */
public final class IntList {
    private int[] a = new int[16];
    private int n;

    public void add(int v) {
        if (n == a.length) a = java.util.Arrays.copyOf(a, a.length * 2);
        a[n++] = v;
    }
    public int get(int i) { return a[i]; }
    public int size() { return n; }
    public int[] toArray() { return java.util.Arrays.copyOf(a, n); }
}
