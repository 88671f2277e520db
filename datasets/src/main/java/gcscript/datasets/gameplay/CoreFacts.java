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

    /**
     * The classes instances draw from: every o_class of table {@code kind} once, and those whose entry has a class
     * block in core_data (offset at +0 non-zero) four more times, so most instances show a mesh (a level that looks
     * like a place) while a class without a block is still placed now and then, as on retail (Ratchet's mesh lives in
     * ARMOR.WAD).
     */
    public static int[] instanceClasses(byte[] coreIndex, int kind) {
        int count = Out.get32(coreIndex, HEADER[kind]), offset = Out.get32(coreIndex, HEADER[kind] + 4);
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            int at = offset + i * STRIDE[kind], o = Out.get32(coreIndex, at + 4);
            out.add(o);
            if (Out.get32(coreIndex, at) != 0) for (int r = 0; r < 4; r++) out.add(o);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
