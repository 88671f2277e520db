package gcscript.datasets.gameplay;

import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/**
 * The shared data block (rac2-formats-phase2 §7.1, pointer 0x54, after the moby groups in Wrench's order): {s32
 * data_size, s32 pointer_count, s32 unused[2]}, data_size bytes of data (a multiple of 16, as Wrench pads it), pad to
 * 16, then pointer_count entries {u16 pvar_index, u16 pointer_offset, s32 shared_data_offset}: the word at
 * pointer_offset of that pvar points at that offset of the shared data. Without pvars the block is the all-zero header
 * Wrench writes when there is no shared data. Entries name a pvar, a 4-aligned word inside it and a 4-aligned offset
 * inside the data. Truth: {@code fields.gameplay_shared_data.row.0} (data_size, pointer_count, data as hex) and
 * {@code fields.gameplay_shared_data_pointers.row.<entry>}.
 */
final class SharedDataWriter {
    private SharedDataWriter() {}

    static final int PTR_SHARED_DATA = 0x54;

    static void write(Random rnd, Out out, int[] ptr, PvarWriter.Plan plan, GameplayTruth ft) {
        GameplayStream.block(out, ptr, PTR_SHARED_DATA, 0x10);
        if (plan.count() == 0) {
            out.s32(0).s32(0).s32(0).s32(0);
            return;
        }
        int size = 16 * (1 + rnd.nextInt(4)), n = 1 + rnd.nextInt(3);
        byte[] data = new byte[size];
        for (int i = 0; i < size; i++) data[i] = (byte) (1 + rnd.nextInt(255));
        out.s32(size).s32(n).s32(0).s32(0).bytes(data).align(0x10);
        ft.row("gameplay_shared_data", 0, List.of("data_size", "pointer_count", "unused_8", "unused_c", "data"),
                List.of(size, n, 0, 0, HexFormat.of().formatHex(data)));
        for (int e = 0; e < n; e++) {
            int pvar = rnd.nextInt(plan.count()), word = 4 * rnd.nextInt(plan.size()[pvar] / 4), at = 4 * rnd.nextInt(size / 4);
            out.u16(pvar).u16(word).s32(at);
            ft.row("gameplay_shared_data_pointers", e, List.of("pvar_index", "pointer_offset", "shared_data_offset"), List.of(pvar, word, at));
        }
    }
}
