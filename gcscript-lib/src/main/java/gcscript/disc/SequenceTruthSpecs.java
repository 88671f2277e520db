package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * Per-field truth comparisons of the sequence tables (see {@link TruthSpec}): the class sequences of
 * {@code core().mobies()} (truth tables moby_*) and Ratchet's {@code core().ratchetSeqs()} (ratchet_*), the same
 * tables over two sources. Run by SequenceFieldTruthTest on the sample and by FieldTruthSeedsTest on other seeds.
 */
public final class SequenceTruthSpecs {
    private SequenceTruthSpecs() {}

    public static List<TruthSpec> specs() {
        List<TruthSpec> out = new ArrayList<>();
        out.addAll(of("moby", l -> l.core().mobies().sequences(), l -> l.core().mobies().frames(), l -> l.core().mobies().jointFrames(),
                l -> l.core().mobies().triggers(), l -> l.core().mobies().specialJoints(),
                new Body(l -> l.core().mobies().specialFrameParts(), l -> l.core().mobies().specialFrameEntries()), keyOf("class", "sequence")));
        out.addAll(of("ratchet", l -> l.core().ratchetSeqs().sequences(), l -> l.core().ratchetSeqs().frames(),
                l -> l.core().ratchetSeqs().jointFrames(), l -> l.core().ratchetSeqs().triggers(), l -> l.core().ratchetSeqs().specialJoints(),
                new Body(l -> l.core().ratchetSeqs().specialFrameParts(), l -> l.core().ratchetSeqs().specialFrameEntries()),
                keyOf("sequence")));
        out.add(TruthSpec.of("ratchet_seq_slots", l -> l.core().ratchetSeqs().slots(), keyOf("record"),
                "level", "record", "offset")
                // only present slots are listed (an empty slot stores nothing but its 0 entry): present is true on every
                // listed row, and frames_fit on every slot of a well-formed table
                .exempt("present", "frames_fit"));
        return out;
    }

    private static List<TruthSpec> of(String kind, Function<Level, Table> sequences, Function<Level, Table> frames,
                                      Function<Level, Table> jointFrames, Function<Level, Table> triggers,
                                      Function<Level, Table> specialJoints, Body body,
                                      java.util.function.Function<tech.tablesaw.api.Row, String> seqKey) {
        String[] who = {"level", "class", "o_class", "sequence"};
        return List.of(
                TruthSpec.of(kind + "_sequences", sequences, seqKey, with(who, "offset")).optionalPerLevel(),
                // regular frames and special frames are listed in two truth tables, each with the fields that frame has
                TruthSpec.of(kind + "_frames", frames, r -> seqKey.apply(r) + "." + r.getInt("frame"),
                        with(who, "frame", "word_offset", "offset", "special_0", "special_1"))
                        // special_tag is 0 and special false on every regular frame, by definition
                        .exempt("special_tag", "special").optionalPerLevel(),
                TruthSpec.of(kind + "_special_frames", frames, r -> seqKey.apply(r) + "." + r.getInt("frame"),
                        with(who, "frame", "word_offset", "offset", "speed", "unknown_4", "data_size_qwords", "joint_data_size",
                                "thing_1_count", "unknown_c", "thing_2_count"))
                        // special_tag is 0xF and special true on every special frame, by definition
                        .exempt("special_tag", "special").optionalPerLevel(),
                TruthSpec.of(kind + "_joint_frames", jointFrames, r -> seqKey.apply(r) + "." + r.getInt("frame") + "." + r.getInt("joint"),
                        with(who, "frame", "joint", "offset")).optionalPerLevel(),
                TruthSpec.of(kind + "_triggers", triggers, r -> seqKey.apply(r) + "." + r.getInt("entry"), with(who, "entry", "offset"))
                        .optionalPerLevel(),
                TruthSpec.of(kind + "_special_joints", specialJoints, r -> seqKey.apply(r) + "." + r.getInt("joint"),
                        with(who, "joint", "offset")).optionalPerLevel(),
                TruthSpec.of(kind + "_special_frame_parts", body.parts(), r -> seqKey.apply(r) + "." + r.getInt("frame"),
                        with(who, "frame", "offset"))
                        // part 1 starts right after the frame's two u16 (W read_moby_sequence): at frame offset 4, always;
                        // mask_bytes is ceil(joints / 8) by definition, and the generator's jointed classes have 3-8 joints
                        // (one byte; ratchet_seqs' 4-9 joints give 1 or 2): the joint count is compared in the sequences table
                        .exempt("part_1_offset", "mask_bytes").optionalPerLevel(),
                TruthSpec.of(kind + "_special_frame_entries", body.entries(),
                        r -> seqKey.apply(r) + "." + r.getInt("frame") + "." + r.getInt("entry"), with(who, "frame", "entry", "offset"))
                        .optionalPerLevel());
    }

    /** The two tables of the special frames' bodies of one source. */
    private record Body(Function<Level, Table> parts, Function<Level, Table> entries) {}

    private static String[] with(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
