package gcscript.datasets.gameplay;

import gcscript.datasets.truth.FieldTruth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Occlusion mappings from the writer recipe of rac2-formats-phase2 §5.2: header {s32 tfrag_mapping_count,
 * tie_mapping_count, moby_mapping_count, pad 0}, then 8-byte records {s32 bit_index, s32 occlusion_id}: tfrag
 * records (id = the tfrag's occl_index, which the tfrag writer sets to the patch index), tie records (id = the
 * tie instance's occlusion_index), moby records (id = the moby instance's uid). Bit indices are distinct and
 * below 1024 (one bit of a 128-byte mask). Truth: {@code occlusion.{tfrag,tie,moby}_count} and per record
 * {@code occlusion.<i>.{kind,bit_index,occlusion_id,target}} with target {@code tfrag[k]}, {@code tie_instance[k]}
 * or {@code moby_instance[k]}.
 */
public final class OcclusionMappingsWriter {
    private OcclusionMappingsWriter() {}

    public static byte[] write(Random rnd, int tfragCount, int[] tieOcclusion, int[] mobyUids, Map<String, String> t) {
        List<Integer> bits = new ArrayList<>();
        for (int i = 0; i < 1024; i++) bits.add(i);
        Collections.shuffle(bits, rnd);
        int[] tf = pick(rnd, tfragCount, 1);
        int[] ti = pick(rnd, tieOcclusion.length, 0);
        int[] mo = pick(rnd, mobyUids.length, 1);
        Out out = new Out().s32(tf.length).s32(ti.length).s32(mo.length).s32(0);
        FieldTruth fields = new FieldTruth().table("occlusion_mappings", "kind", "bit_index", "occlusion_id", "target_index", "target");
        int rec = 0;
        String[] kinds = {"tfrag", "tie", "moby"};
        int[][] picks = {tf, ti, mo};
        for (int k = 0; k < 3; k++) {
            for (int idx : picks[k]) {
                int id = k == 0 ? idx : k == 1 ? tieOcclusion[idx] : mobyUids[idx];
                int bit = bits.get(rec);
                out.s32(bit).s32(id);
                String p = "occlusion." + rec + ".";
                t.put(p + "kind", kinds[k]);
                t.put(p + "bit_index", Integer.toString(bit));
                t.put(p + "occlusion_id", Integer.toString(id));
                String target = (k == 0 ? "tfrag[" : k == 1 ? "tie_instance[" : "moby_instance[") + idx + "]";
                t.put(p + "target", target);
                fields.row("occlusion_mappings", Integer.toString(rec), kinds[k], bit, id, idx, target);
                rec++;
            }
        }
        t.putAll(fields.asMap());
        t.put("occlusion.tfrag_count", Integer.toString(tf.length));
        t.put("occlusion.tie_count", Integer.toString(ti.length));
        t.put("occlusion.moby_count", Integer.toString(mo.length));
        return out.toArray();
    }

    /** A random ascending subset of [0, n) of at least {@code min} elements (when n allows). */
    private static int[] pick(Random rnd, int n, int min) {
        if (n == 0) return new int[0];
        int want = Math.min(n, Math.max(min, rnd.nextInt(Math.min(n, 40) + 1)));
        Set<Integer> s = new java.util.TreeSet<>();
        while (s.size() < want) s.add(rnd.nextInt(n));
        return s.stream().mapToInt(Integer::intValue).toArray();
    }
}
