package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The four shape blocks (rac2-formats-phase2 §7.1, pointers 0x68 cuboids, 0x6c spheres, 0x70 cylinders, 0x74 pills,
 * in Wrench's order after the shrub groups): a TableHeader {count, 0, 0, 0}, then 0x80-byte records {Mat4, Mat3
 * inverse @0x40, Vec3f rotation @0x70, f32 @0x7c (Wrench writes 0)}, 1 to 3 of each kind per level, placed on the
 * ground like the instances ({@link CameraSoundWriter#transform}). Truth: {@code fields.gameplay_<kind>.row.<i>}.
 */
final class ShapeWriter {
    private ShapeWriter() {}

    static final String[] KINDS = {"cuboids", "spheres", "cylinders", "pills"};
    static final int[] POINTERS = {0x68, 0x6c, 0x70, 0x74};

    /** Returns the records of each kind, in {@link #KINDS} order. */
    static List<List<Record>> write(Random rnd, Out out, int[] ptr, Terrain ground, GameplayTruth ft, Map<String, String> t) {
        List<List<Record>> all = new ArrayList<>();
        for (int k = 0; k < KINDS.length; k++) {
            int n = 1 + rnd.nextInt(3);
            List<Record> records = new ArrayList<>();
            all.add(records);
            GameplayStream.block(out, ptr, POINTERS[k], 0x10).s32(n).s32(0).s32(0).s32(0);
            for (int i = 0; i < n; i++) {
                Record r = new Record(0x80, "gameplay." + KINDS[k] + "." + i + ".", t);
                CameraSoundWriter.transform(rnd, ground, r, 0);
                r.f32("unused_7c", 0x7c, 0f);
                out.bytes(r.bytes());
                ft.record("gameplay_" + KINDS[k], i, r);
                records.add(r);
            }
            t.put("gameplay." + KINDS[k], Integer.toString(n));
        }
        return all;
    }
}
