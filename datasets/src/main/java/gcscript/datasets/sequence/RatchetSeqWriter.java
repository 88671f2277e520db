package gcscript.datasets.sequence;

import gcscript.datasets.core.RatchetSeqSource;
import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

/**
 * A level's {@code ratchet_seqs} table (rac2-formats-phase2 §8.2): 40–100 sequences at scale 1, in ascending slots, each a
 * sequence (§1.12) with frame offsets relative to its own start. Most are what the design notes found: the f6 7c
 * marker as bsphere.x's low half, sound_count 0xFF, the ten bytes after it zero, four or more special frames. The
 * rest are the cases the notes' signature misses: a trigger list and trigger data, a non-zero animation_info, fewer
 * than four frames, a sound_count other than 0xFF, or regular frames (rotation keys of a {@link Wave}; the reader
 * takes the table's joint count from them). Every sequence carries the marker; the lowest slot always has the full
 * signature (the notes' region starts there).
 *
 * <p>Truth (relative to the level): the per-field tables of {@link SequenceFields} ("ratchet", keyed by slot), and
 * {@code core.ratchet_seqs.joints}, {@code .signature.count} (sequences with the notes' signature),
 * {@code .signature.frames} (their frame_count summed), {@code .marker_without_signature.count},
 * {@code .marker.count} (f6 7c anywhere in the finished core_data, counted by the writer),
 * {@code .first_offset}, {@code .region.bytes} (first sequence to the end of the last one's section) and
 * {@code .special_frames}.
 */
public final class RatchetSeqWriter implements RatchetSeqSource {
    enum Kind { SIGNATURE, TRIGGERS, ANIMATION_INFO, FEW_FRAMES, SOUND, REGULAR }

    @Override
    public Written build(int fileNumber, int scale, Random rnd) {
        int joints = 4 + rnd.nextInt(6);
        // 40-100 at scale 1 (the sample); a bigger disc has more (up to 250 of the 256 slots) and longer sequences, as
        // retail's (O: 102 slots on Oozla)
        int n = Math.min(250, (40 + rnd.nextInt(61)) * (1 + scale) / 2);
        TreeSet<Integer> slots = new TreeSet<>();
        while (slots.size() < n) slots.add(rnd.nextInt(256));
        SequenceFields fields = new SequenceFields("ratchet");
        List<byte[]> blocks = new ArrayList<>();
        Map<String, String> t = new LinkedHashMap<>();
        long signatures = 0, signatureFrames = 0, special = 0;
        int k = 0;
        List<Kind> kinds = new ArrayList<>();
        List<SeqSpec> sequences = new ArrayList<>();
        for (int slot : slots) {
            Kind kind = k == 0 ? Kind.SIGNATURE : k == 1 ? Kind.REGULAR
                    : rnd.nextInt(2) == 0 ? Kind.SIGNATURE : Kind.values()[rnd.nextInt(Kind.values().length)];
            SeqSpec s = spec(kind, joints, scale, rnd);
            Buf b = new Buf();
            SequenceWriter.Placed p = SequenceWriter.write(b, s, 0);
            blocks.add(b.toArray());
            kinds.add(kind);
            sequences.add(s);
            fields.sequence(Integer.toString(slot), s, p);
            if (kind == Kind.SIGNATURE) { signatures++; signatureFrames += s.frames().size(); }
            for (SeqSpec.Frame f : s.frames()) if (f.special()) special++;
            k++;
        }
        t.put("core.ratchet_seqs.joints", Integer.toString(joints));
        t.put("core.ratchet_seqs.signature.count", Long.toString(signatures));
        t.put("core.ratchet_seqs.signature.frames", Long.toString(signatureFrames));
        t.put("core.ratchet_seqs.marker_without_signature.count", Long.toString(n - signatures));
        t.put("core.ratchet_seqs.special_frames", Long.toString(special));
        t.putAll(fields.asMap());
        int last = blocks.get(n - 1).length;
        int[] slotArray = slots.stream().mapToInt(Integer::intValue).toArray();
        return new Written(slotArray, blocks, (offsets, core) -> {
            Map<String, String> out = new LinkedHashMap<>(t);
            long markers = 0;
            for (int i = 0; i + 1 < core.length; i++) if ((core[i] & 0xff) == 0xf6 && (core[i + 1] & 0xff) == 0x7c) markers++;
            out.put("core.ratchet_seqs.marker.count", Long.toString(markers));
            out.put("core.ratchet_seqs.first_offset", Integer.toString(offsets[0]));
            // the last sequence's section ends at the next boundary: its end, 0x10-aligned (the next block, or core_data's end)
            out.put("core.ratchet_seqs.region.bytes", Integer.toString(((offsets[n - 1] + last + 15) & ~15) - offsets[0]));
            out.putAll(slotTruth(slotArray, offsets, blocks, kinds, sequences));
            return out;
        });
    }

    static final String[] SLOT = {"present", "core_data_offset", "bytes", "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w", "frame_count",
        "sound_count", "trigger_count", "unknown_13", "triggers", "animation_info", "frames_fit", "tagged_frames", "notes_signature"};

    /**
     * The slot table's truth (truth table ratchet_seq_slots, keyed by slot): every present slot (an empty one stores
     * nothing but its 0 entry, which core.ratchet_seqs.count covers). A section runs to the next block, which starts at
     * this one's end 0x10-aligned.
     */
    private static Map<String, String> slotTruth(int[] slots, int[] offsets, List<byte[]> blocks, List<Kind> kinds, List<SeqSpec> seqs) {
        gcscript.datasets.truth.FieldTruth f = new gcscript.datasets.truth.FieldTruth().table("ratchet_seq_slots", SLOT);
        for (int i = 0; i < slots.length; i++) {
            SeqSpec s = seqs.get(i);
            float[] bs = s.bsphere();
            long tagged = s.frames().stream().filter(SeqSpec.Frame::special).count();
            int td = s.triggerData() == null ? 0 : triggerDataOffset(blocks.get(i));
            f.row("ratchet_seq_slots", Integer.toString(slots[i]), true, offsets[i], (blocks.get(i).length + 15) & ~15, bs[0], bs[1], bs[2],
                    bs[3], s.frames().size(), s.soundCount(), s.triggerList().length, s.unknown13(), td, s.animationInfo(), true, tagged,
                    kinds.get(i) == Kind.SIGNATURE);
        }
        return f.asMap();
    }

    /** The header's triggers word as written (the writer places the trigger data after the tables). */
    private static int triggerDataOffset(byte[] b) {
        return (b[0x14] & 0xff) | (b[0x15] & 0xff) << 8 | (b[0x16] & 0xff) << 16 | (b[0x17] & 0xff) << 24;
    }

    private static SeqSpec spec(Kind kind, int joints, int scale, Random rnd) {
        float[] bs = SeqDraw.bsphere(rnd, true);
        if (kind == Kind.REGULAR) {
            Wave w = Wave.draw(rnd, joints, 8 + rnd.nextInt(13));
            return new SeqSpec(bs, 0xff, rnd.nextInt(4), 0, new long[0], null, joints, SeqDraw.regular(rnd, w), null);
        }
        // frame_count is a u8: a full-size disc's long sequences stop at 255 frames
        int frames = kind == Kind.FEW_FRAMES ? 1 + rnd.nextInt(3) : Math.min(255, 4 + rnd.nextInt(7 * Math.max(1, scale)));
        int[] parts = SeqDraw.parts(rnd);
        SeqSpec.Special sp = SeqDraw.special(rnd, joints, parts);
        List<SeqSpec.Frame> fr = new ArrayList<>();
        for (int f = 0; f < frames; f++) fr.add(SeqDraw.specialFrame(rnd, joints, parts, sp));
        boolean triggers = kind == Kind.TRIGGERS;
        return new SeqSpec(bs, kind == Kind.SOUND ? rnd.nextInt(4) : 0xff, 0, kind == Kind.ANIMATION_INFO ? 1 + rnd.nextInt(0xffff) : 0,
                SeqDraw.triggerList(rnd, triggers ? 1 + rnd.nextInt(3) : 0), triggers ? SeqDraw.triggerData(rnd) : null, joints, fr, sp);
    }
}
