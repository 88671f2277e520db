package gcscript.datasets.gameplay;

/**
 * The level core facts a gameplay stream refers to, taken from the core_index bytes the core writer produced by
 * the LevelCoreHeader layout (rac2-formats §4): class table {count, offset} pairs at 0x18 (moby), 0x20 (tie),
 * 0x28 (shrub); entries of 0x20, 0x20 and 0x30 bytes with o_class at +4.
 */
public final class CoreFacts {
    private CoreFacts() {}

    private static final int[] HEADER = {0x18, 0x20, 0x28};
    private static final int[] STRIDE = {0x20, 0x20, 0x30};

    /** o_class numbers of class table {@code kind} (0 moby, 1 tie, 2 shrub), in table order. */
    public static int[] classes(byte[] coreIndex, int kind) {
        int count = Out.get32(coreIndex, HEADER[kind]), offset = Out.get32(coreIndex, HEADER[kind] + 4);
        int[] out = new int[count];
        for (int i = 0; i < count; i++) out[i] = Out.get32(coreIndex, offset + i * STRIDE[kind] + 4);
        return out;
    }
}
