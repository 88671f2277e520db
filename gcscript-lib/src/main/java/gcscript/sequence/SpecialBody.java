package gcscript.sequence;

import static gcscript.sequence.SequenceLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.layout.RecArray;

/**
 * A special frame's body as walked (W read_moby_sequence, phase-2 §8.2): after the frame's two u16 come parts 1, 2
 * and 3 (the sequence's packed part offsets give their lengths), part 4 (the joint bitmask, ceil(joints / 8) bytes),
 * then n1 entries of list 1 and n2 entries of list 2, each a flag byte and its extra bytes. The walk owns the bytes
 * (three runs, see {@link SpecialFrames}); the arrays given here are second readings of them through their
 * {@link SequenceLayouts} declarations, made when a table asks (a full-size disc has a million special frames).
 *
 * @param frame   the frame's index in its sequence
 * @param blk     the block the frame was read from; {@code at} its offset there (its two u16)
 * @param entries n1 + n2, the entries walked
 * @param end     the block offset just past the last entry (the frame's alignment padding follows)
 */
public record SpecialBody(int frame, String path, ByteReader blk, long at, SpecialFrames.Parts parts, int maskBytes, int n1,
                          int entries, long end) {

    /** The frame's absolute offset. */
    public long offset() { return blk.base() + at; }

    /** Part {@code k} (0, 1, 2 for parts 1, 2, 3), one u8 record per byte. */
    public RecArray part(int k) {
        return SPECIAL_PART_BYTE.window(blk, at + parts.offset(k), parts.length(k), path + ".part_" + (k + 1));
    }

    /** Part 4, the joint bitmask. */
    public RecArray mask() { return SPECIAL_MASK_BYTE.window(blk, at + parts.offset(3), maskBytes, path + ".joint_mask"); }

    /** 1 for the first n1 entries, 2 for the n2 after them; {@link #index} is the entry's place in its list. */
    public int list(int e) { return e < n1 ? 1 : 2; }
    public int index(int e) { return e < n1 ? e : e - n1; }

    /**
     * The entries run read as flag records (a second reading); entry {@code e}'s flag is record {@code f(e)}, where
     * {@code f(0) = 0} and {@code f(e + 1) = f(e) + 1 + extras()[e]}. One array per frame, not per entry: a table of
     * entries then allocates little more than its rows.
     */
    public RecArray flags() { return SPECIAL_ENTRY.window(blk, entriesAt(), end - entriesAt(), path + ".entry"); }

    /** The same run read as extra bytes; entry {@code e}'s are records {@code f(e) + 1 .. f(e) + extras()[e]}. */
    public RecArray extraBytes() { return SPECIAL_EXTRA_BYTE.window(blk, entriesAt(), end - entriesAt(), path + ".extra"); }

    /**
     * Per entry, the extra bytes its flag gives, walked again from the flags: the coverage walk keeps no array per
     * frame (a full-size disc has a million special frames), and the frame is known to hold every entry.
     */
    public int[] extras() {
        RecArray flags = flags();
        int[] out = new int[entries];
        for (int e = 0, f = 0; e < entries; f += 1 + out[e], e++) out[e] = SequenceLayouts.extraBytes(flags, f);
        return out;
    }

    private long entriesAt() { return at + parts.offset(3) + maskBytes; }

    /** The frame's length up to its last entry (padding excluded). */
    public int length() { return (int) (end - at); }
}
