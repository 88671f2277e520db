package gcscript.n64;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Walks F3D display lists (GoldenEye's Rare-modified Fast3D numbering) held in one buffer whose segment
 * {@code segment} maps to offset 0. A list is a run of 8-byte commands ending at ENDDL (0xB8); DL (0x06) calls
 * (byte 1 = 0) are followed and return, branches (byte 1 = 1) jump and end the list; a texture rectangle (0xE4/0xE5)
 * carries its two RDPHALF words as 16 more bytes. Each command is reported once, however often it is reached; every
 * address is bounds-checked and the walk is bounded by the buffer size.
 */
public final class F3d {
    public static final int G_DL = 0x06, G_ENDDL = 0xB8, G_TEXRECT = 0xE4, G_TEXRECTFLIP = 0xE5;
    public static final int G_RDPHALF_1 = 0xB4, G_RDPHALF_2 = 0xB3, G_RDPHALF_CONT = 0xB2, G_SETTEX = 0xC0;

    /** What a walk found: command offsets in walk order, the lists entered, and anything it could not follow. */
    public record Walk(int[] commands, List<Integer> lists, List<String> notes) {}

    private F3d() {}

    public static Walk walk(byte[] buf, int segment, List<Integer> starts) {
        BitSet seen = new BitSet(buf.length / 8 + 1);
        List<Integer> order = new ArrayList<>();
        List<Integer> lists = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (int s : starts) run(buf, segment, s, seen, order, lists, notes, 0);
        int[] cmds = new int[order.size()];
        for (int i = 0; i < cmds.length; i++) cmds[i] = order.get(i);
        return new Walk(cmds, lists, notes);
    }

    private static void run(byte[] b, int segment, int pc, BitSet seen, List<Integer> order, List<Integer> lists,
                            List<String> notes, int depth) {
        if (depth > 16) { notes.add("call depth > 16 at 0x" + Integer.toHexString(pc)); return; }
        if (!lists.contains(pc)) lists.add(pc);
        int guard = b.length / 8 + 2;
        while (guard-- > 0) {
            if (pc < 0 || pc + 8 > b.length || (pc & 7) != 0) {
                notes.add("list leaves the buffer or is misaligned at 0x" + Integer.toHexString(pc));
                return;
            }
            if (seen.get(pc >> 3)) return;        // already walked from here on
            seen.set(pc >> 3);
            order.add(pc);
            int op = b[pc] & 0xFF;
            if (op == G_ENDDL) return;
            if (op == G_DL) {
                long w1 = u32(b, pc + 4);
                int target = resolve(w1, segment);
                boolean branch = (b[pc + 1] & 0xFF) == 1;
                if (target < 0) notes.add("DL to another segment: 0x" + Long.toHexString(w1));
                else run(b, segment, target, seen, order, lists, notes, depth + 1);
                if (branch) return;
            } else if (op == G_TEXRECT || op == G_TEXRECTFLIP) {
                for (int k = 1; k <= 2 && pc + 8 * k + 8 <= b.length; k++) { seen.set((pc >> 3) + k); order.add(pc + 8 * k); }
                pc += 16;
            }
            pc += 8;
        }
        notes.add("list without ENDDL");
    }

    /** A segmented address in {@code segment} as a buffer offset, or -1. */
    public static int resolve(long addr, int segment) {
        if ((addr >>> 24) != segment) return -1;
        return (int) (addr & 0xFFFFFF);
    }

    public static long u32(byte[] b, int at) {
        return ((long) (b[at] & 0xFF) << 24) | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
    }
}
