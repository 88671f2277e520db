package gcscript.sequence;

import gcscript.check.CheckFold;
import gcscript.check.Checks;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sequence checks (rac2-formats-phase2 §1 reader check 10 and the record bounds of §1.12), folded to one row per
 * check and sequence: the subject is the sequence, {@code found} its first failing record and how many failed.
 */
public final class SequenceChecks {
    static final Map<String, String> DOCS = new LinkedHashMap<>();
    static {
        d("sequence.header_inside", "the 0x1c-byte sequence header lies inside its block");
        d("sequence.frame_count", "frame_count > 0 (check 10)");
        d("sequence.tables_inside", "the frame table and trigger list (4 x (frame_count + trigger_count) bytes at +0x1c) lie inside the block");
        d("sequence.frame_inside", "every frame offset, top nibble cleared, lies inside the block with its header (check 10)");
        d("sequence.frame_data_inside", "a regular frame's 0x10 header + 16 x data_size_qwords lie inside the block and hold its joint keys and things");
        d("sequence.joint_data_size", "joint_data_size == 8 x joints of the owner");
        d("sequence.quaternion_unit", "| |q| - 1 | <= 1e-3 for every rotation key (q = raw / 32768)");
        d("sequence.trigger_data_inside", "the 0x20-byte trigger data at header + triggers lies inside the block");
        d("sequence.special_parts_ascending", "the packed offsets of parts 2, 3 and 4 of the special frames do not descend (W read_moby_sequence)");
        d("sequence.special_frame_fits", "a special frame's parts, joint bitmask and n1 + n2 entries (flag + extra bytes) end by the sequence's next frame and the block end");
        d("sequence.special_inside", "the special data after the trigger list (packed offsets, 3 u16 per joint, n1, n2, u64 x (n1 + n2)) lies inside the block");
    }
    private static void d(String k, String v) { DOCS.put(k, v); }

    /** Declares every sequence check on {@code out}, so a level without sequences lists them as not measurable. */
    public static void declare(Checks out) { DOCS.forEach(out::declare); }

    private final CheckFold fold;

    SequenceChecks(Checks out, String subject, long offset) { this.fold = new CheckFold(out, DOCS, "sequence", subject, offset); }

    /** Records one outcome; {@code found} is built only on failure. Returns {@code holds}. */
    boolean expect(String check, boolean holds, long at, java.util.function.Supplier<String> found) {
        return fold.expect(check, holds, at, found);
    }

    /** One row per check met for this sequence. */
    void flush() { fold.flush(); }
}
