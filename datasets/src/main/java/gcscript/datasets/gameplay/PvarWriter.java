package gcscript.datasets.gameplay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The pvar blocks of a gameplay stream (rac2-formats-phase2 §7.1, in Wrench's writer order right after the moby
 * instances): the pvar table (0x5c) {s32 offset, s32 size} × (1 + the largest pvar_index), the pvar data (0x60),
 * max(offset + size) bytes long, the moby link fixups (0x58) and the relative pvar pointers (0x64), each a list of
 * {s32 pvar_index, u32 offset} ended by the writer's (−1, −1).
 *
 * <p>Some moby, camera and sound instances own pvars (moby 0 always, the others by a coin), numbered in instance order,
 * mobies first; a pvar's size belongs to its class (as a class's pvar struct does), a multiple of 4 from 8 to 68
 * bytes, so every pvar has room for two pointer words. Each pvar starts 16-aligned in the data. A moby link word
 * holds the uid of a moby instance of the level (or −1, none), a relative pointer word an offset inside the pvar
 * data; pvar 0 carries one of each, every other pvar each by a coin.
 *
 * <p>Truth (per-field, {@code fields.gameplay_pvars.row.<kind>.<record>}: pvar_index, pvar_offset, pvar_size and the
 * pvar's bytes as hex; {@code fields.gameplay_moby_link_fixups.row.<entry>} and
 * {@code fields.gameplay_pvar_pointer_fixups.row.<entry>}: pvar_index, pointer_offset, the instance that owns the
 * pvar, the stored word, and for links the index of the moby whose uid it holds, −1 when none).
 */
final class PvarWriter {
    private PvarWriter() {}

    static final int PTR_LINKS = 0x58, PTR_TABLE = 0x5c, PTR_DATA = 0x60, PTR_POINTERS = 0x64;

    /** The instance tables that carry a pvar_index, in the order their pvars are numbered. */
    static final String[] KINDS = {"moby", "camera", "sound"};

    /**
     * Which instance owns which pvar ({@code pvarOf[kind][i]}, −1 none), and per pvar index its size and owner
     * ({@code ownerKind}, {@code owner}).
     */
    record Plan(int[][] pvarOf, int[] size, int[] ownerKind, int[] owner) {
        int count() { return size.length; }
    }

    /**
     * Draws the owners and sizes: {@code classes[kind][i]} is the class (a camera's type) of instance i of each kind.
     * Moby 0 always owns a pvar, every other instance by a coin.
     */
    static Plan plan(Random rnd, int[][] classes) {
        int[][] pvarOf = new int[KINDS.length][];
        Map<Long, Integer> classSize = new HashMap<>();
        List<Integer> sizes = new ArrayList<>(), kinds = new ArrayList<>(), owners = new ArrayList<>();
        for (int k = 0; k < KINDS.length; k++) {
            pvarOf[k] = new int[classes[k].length];
            Arrays.fill(pvarOf[k], -1);
            for (int i = 0; i < classes[k].length; i++) {
                if ((k > 0 || i > 0) && rnd.nextInt(2) == 0) continue;
                pvarOf[k][i] = sizes.size();
                sizes.add(classSize.computeIfAbsent(((long) k << 32) | classes[k][i], c -> 8 + 4 * rnd.nextInt(16)));
                kinds.add(k);
                owners.add(i);
            }
        }
        return new Plan(pvarOf, ints(sizes), ints(kinds), ints(owners));
    }

    private static int[] ints(List<Integer> v) { return v.stream().mapToInt(Integer::intValue).toArray(); }

    /** Writes the four blocks (nothing when no moby owns a pvar), with their truth. */
    static void write(Random rnd, Out out, int[] ptr, Plan plan, int[] uids, GameplayTruth ft) {
        int n = plan.count();
        if (n == 0) return;
        int[] offset = new int[n];
        int length = 0;
        for (int k = 0; k < n; k++) {
            offset[k] = (length + 15) / 16 * 16;
            length = offset[k] + plan.size()[k];
        }
        byte[] data = new byte[length];
        for (int k = 0; k < n; k++) for (int b = 0; b < plan.size()[k]; b++) data[offset[k] + b] = (byte) (1 + rnd.nextInt(255));

        // pointer words: a link and a relative pointer at two different words of the pvar
        List<int[]> links = new ArrayList<>(), pointers = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int words = plan.size()[k] / 4;
            int a = rnd.nextInt(words), b = (a + 1 + rnd.nextInt(words - 1)) % words;
            if (k == 0 || rnd.nextInt(2) == 0) {
                int target = uids.length == 0 || rnd.nextInt(5) == 0 ? -1 : rnd.nextInt(uids.length);
                Out.put32(data, offset[k] + 4 * a, target < 0 ? -1 : uids[target]);
                links.add(new int[] {k, 4 * a, target});
            }
            if (k == 0 || rnd.nextInt(2) == 0) {
                int into = rnd.nextInt(n);
                Out.put32(data, offset[k] + 4 * b, offset[into] + 4 * rnd.nextInt(plan.size()[into] / 4));
                pointers.add(new int[] {k, 4 * b, -1});
            }
        }

        GameplayStream.block(out, ptr, PTR_TABLE, 0x10);
        for (int k = 0; k < n; k++) out.s32(offset[k]).s32(plan.size()[k]);
        GameplayStream.block(out, ptr, PTR_DATA, 0x10).bytes(data);
        fixups(out, ptr, PTR_LINKS, links, plan, data, offset, true, ft);
        fixups(out, ptr, PTR_POINTERS, pointers, plan, data, offset, false, ft);

        HexFormat hex = HexFormat.of();
        for (int k = 0; k < n; k++) {
            ft.row("gameplay_pvars", KINDS[plan.ownerKind()[k]] + "." + plan.owner()[k], List.of("pvar_index", "pvar_offset", "pvar_size", "bytes"),
                    List.of(k, offset[k], plan.size()[k], hex.formatHex(data, offset[k], offset[k] + plan.size()[k])));
        }
    }

    /** {pvar_index, offset} entries, then the writer's (−1, −1); a link's row also names the moby it links to. */
    private static void fixups(Out out, int[] ptr, int pointer, List<int[]> entries, Plan plan, byte[] data, int[] offset,
                               boolean links, GameplayTruth ft) {
        GameplayStream.block(out, ptr, pointer, 0x10);
        List<String> cols = new ArrayList<>(List.of("pvar_index", "pointer_offset", "instance", "value"));
        if (links) cols.add("linked_moby");
        for (int e = 0; e < entries.size(); e++) {
            int[] f = entries.get(e);
            out.s32(f[0]).s32(f[1]);
            List<Object> v = new ArrayList<>(List.of(f[0], f[1], plan.owner()[f[0]], Out.get32(data, offset[f[0]] + f[1])));
            if (links) v.add(f[2]);
            ft.row(links ? "gameplay_moby_link_fixups" : "gameplay_pvar_pointer_fixups", e, cols, v);
        }
        out.s32(-1).s32(-1);
    }
}
