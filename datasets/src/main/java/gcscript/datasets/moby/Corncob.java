package gcscript.datasets.moby;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A corncob block (rac2-formats-phase2 §1.12; the layout Wrench's {@code write_moby_corncob} emits): 16 u8 kernel
 * offsets (qwords from the block start, 0xFF = none), then per present kernel, 16-aligned, its Vec4f and its s16[4]
 * records, with the record count stored as s16 at kernel + 0x16 (over the first record's w). The reference gives no
 * meaning to kernels or records: the writer draws 0–4 kernels in random slots, a non-zero vector each (the reader
 * reads records only behind one) and 1–5 records of drawn values.
 */
final class Corncob {
    private Corncob() {}

    static void write(Buf b, Random rnd, MobyFields fields) {
        int at = b.tell();
        for (int k = 0; k < 16; k++) b.u8(0xff);
        List<Integer> slots = new ArrayList<>();
        for (int s = 0; s < 16; s++) slots.add(s);
        Collections.shuffle(slots, rnd);
        List<Integer> used = new ArrayList<>(slots.subList(0, rnd.nextInt(5)));
        Collections.sort(used);
        for (int slot : used) {
            b.pad(0x10);
            int ko = b.tell();
            float[] vec = {(rnd.nextFloat() - 0.5f) * 4, (rnd.nextFloat() - 0.5f) * 4, (rnd.nextFloat() - 0.5f) * 4, 0.1f + rnd.nextFloat() * 2};
            for (float v : vec) b.f32(v);
            int n = 1 + rnd.nextInt(5);
            int[][] rec = new int[n][4];
            for (int[] r : rec) for (int a = 0; a < 4; a++) { r[a] = rnd.nextInt(0x10000) - 0x8000; b.u16(r[a]); }
            rec[0][3] = n;
            b.putU16(ko + 0x16, n);
            b.putU8(at + slot, (ko - at) / 16);
            fields.corncobKernel(slot, (ko - at) / 16, vec, n);
            for (int i = 0; i < n; i++) fields.corncobVertex(slot, i, rec[i]);
        }
        b.pad(0x10);
    }
}
