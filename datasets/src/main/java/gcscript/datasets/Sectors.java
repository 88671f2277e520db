package gcscript.datasets;

/** Sector arithmetic of the PS2 DVD (§1: a sector is 0x800 bytes). */
final class Sectors {
    static final int SIZE = 0x800;

    private Sectors() {}

    static int count(long bytes) {
        return Math.toIntExact((bytes + SIZE - 1) / SIZE);
    }

    static long roundUp(long bytes) {
        return (long) count(bytes) * SIZE;
    }

    static int align(int value, int alignment) {
        return (value + alignment - 1) / alignment * alignment;
    }
}
