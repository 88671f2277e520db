package gcscript.datasets;

import java.util.Random;

/**
 * The occlusion slot (§8.4, mappings): {s32 tfrag_count, tie_count, moby_count, pad} then one 8-byte
 * (index, value) entry per tfrag, tie and moby, in that order. Counts stay small (as on retail: "tiny") so the
 * slot is always less than one sector.
 */
final class OcclusionWriter {
    record Occlusion(byte[] bytes, int tfragCount, int tieCount, int mobyCount) {}

    private OcclusionWriter() {}

    static Occlusion write(Random rnd) {
        int tfrags = 1 + rnd.nextInt(40), ties = rnd.nextInt(40), mobys = 1 + rnd.nextInt(60);
        LeBuffer out = new LeBuffer(16 + 8 * (tfrags + ties + mobys));
        out.s32(tfrags).s32(ties).s32(mobys).s32(0);
        for (int count : new int[] {tfrags, ties, mobys}) {
            int index = 0;
            for (int i = 0; i < count; i++) {
                index += 1 + rnd.nextInt(3);
                out.s32(index).s32(rnd.nextInt(1 << 16));
            }
        }
        return new Occlusion(out.toArray(), tfrags, ties, mobys);
    }
}
