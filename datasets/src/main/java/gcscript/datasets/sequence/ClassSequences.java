package gcscript.datasets.sequence;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The sequences of one jointed moby class (rac2-formats-phase2 §1.12): a looping {@link Wave} of 8–30 regular frames
 * per sequence. The first sequence of each class, and others drawn, have a trigger list and trigger data, and two or
 * three special frames after the cycle (and so special data): every disc of any seed has both. Frame offsets are
 * class-relative. Truth: the per-field tables of {@link SequenceFields} ("moby"), and per sequence
 * {@code core.moby.<class>.sequence.<slot>.motion = wave}, {@code .frames}, {@code .joint.<j>.axis|amplitude|phase}
 * (the motion the keys reproduce).
 */
public final class ClassSequences {
    private final SequenceFields fields = new SequenceFields("moby");
    private final Map<String, String> truth = new java.util.LinkedHashMap<>();

    /**
     * Writes the sequences of slots {@code 0 .. slots-1} of class {@code cls} at the end of {@code b} (the class
     * block, offset 0 = class start) and fills the offset list at {@code listAt}; a slot may stay empty (0).
     */
    public void write(Buf b, int cls, int listAt, int slots, int joints, Random rnd) {
        for (int i = 0; i < slots; i++) {
            if (slots > 1 && i == 1 && rnd.nextInt(3) == 0) continue;     // an empty slot between sequences
            int frames = 8 + rnd.nextInt(23);
            Wave w = Wave.draw(rnd, joints, frames);
            List<SeqSpec.Frame> fr = new ArrayList<>(SeqDraw.regular(rnd, w));
            SeqSpec.Special sp = null;
            // the first sequence of every class has special frames and triggers, so every disc (any seed) has both
            if (i == 0 || rnd.nextBoolean()) {
                int[] parts = SeqDraw.parts(rnd);
                sp = SeqDraw.special(rnd, joints, parts);
                for (int k = 2 + rnd.nextInt(2); k > 0; k--) fr.add(SeqDraw.specialFrame(rnd, joints, parts, sp));
            }
            boolean triggers = i == 0 || rnd.nextInt(3) == 0;
            SeqSpec s = new SeqSpec(SeqDraw.bsphere(rnd, false), rnd.nextBoolean() ? 0xff : rnd.nextInt(4), rnd.nextInt(4),
                    rnd.nextInt(4) == 0 ? rnd.nextInt(0x10000) : 0, SeqDraw.triggerList(rnd, triggers ? 1 + rnd.nextInt(3) : 0),
                    triggers ? SeqDraw.triggerData(rnd) : null, joints, fr, sp);
            SequenceWriter.Placed p = SequenceWriter.write(b, s, 0);
            b.putU32(listAt + 4 * i, p.at());
            String key = cls + "." + i;
            fields.sequence(key, s, p);
            String m = "core.moby." + cls + ".sequence." + i + ".";
            truth.put(m + "motion", "wave");
            truth.put(m + "frames", Integer.toString(frames));
            for (int j = 0; j < joints; j++) {
                truth.put(m + "joint." + j + ".axis", "xyz".substring(w.axis()[j], w.axis()[j] + 1));
                truth.put(m + "joint." + j + ".amplitude", Double.toString(w.amplitude()[j]));
                truth.put(m + "joint." + j + ".phase", Double.toString(w.phase()[j]));
            }
        }
    }

    public Map<String, String> truth() {
        Map<String, String> out = new java.util.LinkedHashMap<>(truth);
        out.putAll(fields.asMap());
        return out;
    }
}
