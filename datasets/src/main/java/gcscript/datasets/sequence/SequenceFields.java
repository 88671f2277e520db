package gcscript.datasets.sequence;

import gcscript.datasets.truth.FieldTruth;
import java.util.Map;

/**
 * The per-field truth of sequences ({@link FieldTruth} tables {@code <kind>_sequences}, {@code <kind>_frames}, {@code <kind>_special_frames},
 * {@code <kind>_joint_frames}, {@code <kind>_triggers}, {@code <kind>_special_joints}, {@code <kind>_special_frame_parts},
 * {@code <kind>_special_frame_entries}; kind "moby" or "ratchet"),
 * from the values {@link SequenceWriter} wrote. Column names are the reference's field names (§1.12), as the
 * library's tables show them; a record that is not there is -1, as the tables show it. Keys are the
 * sequence's key (class.slot, or the ratchet_seqs slot), then frame / joint / entry. Every sequence, frame-table entry,
 * trigger and special joint is listed; joint keys and special-frame bodies (parts and entries) for up to
 * {@link #SAMPLED_FRAMES} frames per sequence (a full-size disc has about a million special frames).
 */
public final class SequenceFields {
    static final int SAMPLED_FRAMES = 4;
    static final String[] SEQUENCE = {"bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w", "frame_count", "sound_count", "trigger_count",
        "unknown_13", "triggers", "animation_info", "joints", "special_frames", "part_offsets", "part_offset_1", "part_offset_2",
        "part_offset_3", "n1", "n2", "trigger_data_0", "trigger_data_1", "trigger_data_2", "trigger_data_3", "trigger_data_4",
        "trigger_data_5", "trigger_data_6", "trigger_data_7"};
    /** Regular frames ({@code <kind>_frames}) and special ones ({@code <kind>_special_frames}): each lists the fields it has. */
    static final String[] FRAME = {"data_offset", "special_tag", "special", "speed", "unknown_4", "data_size_qwords", "joint_data_size",
        "thing_1_count", "unknown_c", "thing_2_count"};
    static final String[] SPECIAL_FRAME = {"data_offset", "special_tag", "special", "special_0", "special_1"};
    /** A special frame's body (W read_moby_sequence): the sampled frames ({@code <kind>_special_frame_parts}). */
    static final String[] PARTS = {"part_1_offset", "part_1_length", "part_2_offset", "part_2_length", "part_3_offset", "part_3_length",
        "mask_offset", "mask_bytes", "part_1", "part_2", "part_3", "joint_mask", "entries", "bytes"};
    /** Its entries ({@code <kind>_special_frame_entries}), for the sampled frames. */
    static final String[] ENTRY = {"list", "index", "flag", "size_0", "size_1", "size_2", "extra_bytes_0", "extra_bytes_1", "extra_bytes_2",
        "extra_bytes", "extra"};
    static final String[] KEY = {"qx_raw", "qy_raw", "qz_raw", "qw_raw", "qx", "qy", "qz", "qw", "q_length"};

    private final FieldTruth f = new FieldTruth();
    private final String kind;

    public SequenceFields(String kind) { this.kind = kind; }

    private void row(String table, String[] cols, String key, Object... v) {
        f.table(kind + "_" + table, cols);
        f.row(kind + "_" + table, key, v);
    }

    /** Every record of one written sequence, under {@code key}. */
    public void sequence(String key, SeqSpec s, SequenceWriter.Placed p) {
        Object[] v = new Object[SEQUENCE.length];
        for (int k = 0; k < 4; k++) v[k] = s.bsphere()[k];
        int special = 0;
        for (SeqSpec.Frame fr : s.frames()) if (fr.special()) special++;
        SeqSpec.Special sp = special > 0 ? s.special() : null;
        Object[] rest = {s.frames().size(), s.soundCount(), s.triggerList().length, s.unknown13(), p.triggerData(), s.animationInfo(),
            s.joints(), special, sp == null ? -1 : sp.packed(), sp == null ? -1 : sp.partOffsets()[0], sp == null ? -1 : sp.partOffsets()[1],
            sp == null ? -1 : sp.partOffsets()[2], sp == null ? -1 : sp.n1().length, sp == null ? -1 : sp.n2().length};
        System.arraycopy(rest, 0, v, 4, rest.length);
        for (int k = 0; k < 8; k++) v[18 + k] = s.triggerData() == null ? -1 : s.triggerData()[k];
        row("sequences", SEQUENCE, key, v);
        java.util.Set<Integer> sampled = new java.util.HashSet<>();
        for (int k : FieldTruth.sample(s.frames().size(), SAMPLED_FRAMES)) sampled.add(k);
        for (int k = 0; k < s.frames().size(); k++) {
            SeqSpec.Frame fr = s.frames().get(k);
            boolean sf = fr.special();
            if (sf) {
                row("special_frames", SPECIAL_FRAME, key + "." + k, p.frameOffsets()[k], 15, true, fr.special0(), fr.special1());
            } else {
                row("frames", FRAME, key + "." + k, p.frameOffsets()[k], 0, false, fr.speed(), fr.unknown4(), p.dataSizeQwords()[k],
                        8 * fr.keys().length, fr.thing1().length, fr.unknownC(), fr.thing2().length);
            }
            if (!sampled.contains(k)) continue;
            if (sf) body(key + "." + k, fr.body(), sp.n1().length);
            for (int j = 0; j < fr.keys().length; j++) {
                short[] q = fr.keys()[j];
                double len = 0;
                Object[] kv = new Object[KEY.length];
                for (int c = 0; c < 4; c++) {
                    kv[c] = q[c];
                    kv[4 + c] = q[c] / 32768.0;
                    len += (q[c] / 32768.0) * (q[c] / 32768.0);
                }
                kv[8] = Math.sqrt(len);
                row("joint_frames", KEY, key + "." + k + "." + j, kv);
            }
        }
        for (int i = 0; i < s.triggerList().length; i++) row("triggers", new String[] {"trigger"}, key + "." + i, s.triggerList()[i]);
        if (sp != null) {
            for (int j = 0; j < sp.jointData().length; j++) {
                int[] d = sp.jointData()[j];
                row("special_joints", new String[] {"joint_data_0", "joint_data_1", "joint_data_2"}, key + "." + j, d[0], d[1], d[2]);
            }
        }
    }

    /** A special frame's parts row and a row per entry, the first {@code n1} in list 1: values as written, bytes as hex. */
    private void body(String key, SeqSpec.Body b, int n1) {
        int[] at = new int[4];
        at[0] = 4;      // part 1 follows the frame's two u16
        for (int p = 1; p < 4; p++) at[p] = at[p - 1] + b.parts()[p - 1].length;
        row("special_frame_parts", PARTS, key, at[0], b.parts()[0].length, at[1], b.parts()[1].length, at[2], b.parts()[2].length, at[3],
                b.mask().length, hex(b.parts()[0]), hex(b.parts()[1]), hex(b.parts()[2]), hex(b.mask()), b.flags().length, 4 + b.length());
        for (int e = 0; e < b.flags().length; e++) {
            int fl = b.flags()[e];
            row("special_frame_entries", ENTRY, key + "." + e, e < n1 ? 1 : 2, e < n1 ? e : e - n1, fl, fl & 3, fl >> 2 & 3, fl >> 4 & 3,
                    SeqSpec.Body.extra(fl, 0), SeqSpec.Body.extra(fl, 1), SeqSpec.Body.extra(fl, 2), b.extras()[e].length, hex(b.extras()[e]));
        }
    }

    /** Bytes as lower-case hex, "-" for none (as the library's tables show them). */
    static String hex(byte[] b) {
        if (b.length == 0) return "-";
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x & 0xff));
        return sb.toString();
    }

    public Map<String, String> asMap() { return f.asMap(); }
}
