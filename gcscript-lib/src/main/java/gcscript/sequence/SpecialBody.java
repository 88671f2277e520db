package gcscript.sequence;

import gcscript.layout.RecArray;
import java.util.List;

/**
 * A special frame's body as walked (W read_moby_sequence, phase-2 §8.2): after the frame's two u16 come parts 1, 2
 * and 3 (the sequence's packed part offsets give their lengths), part 4 (the joint bitmask, ceil(joints / 8) bytes),
 * then n1 entries of list 1 and n2 entries of list 2, each a flag byte and its extra bytes. Every byte is a record of
 * a {@link SequenceLayouts} declaration; none has a known meaning beyond its size.
 *
 * @param frame   the frame's index in its sequence
 * @param offset  the frame's absolute offset (its two u16)
 * @param parts   part 1, part 2, part 3 (one u8 record per byte)
 * @param mask    part 4, the joint bitmask
 * @param end     the absolute offset just past the last entry (the frame's alignment padding follows)
 */
public record SpecialBody(int frame, long offset, List<RecArray> parts, RecArray mask, List<Entry> entries, long end) {

    /**
     * One entry: {@code list} 1 or 2, its index in that list, the flag byte (one record) and its extra bytes.
     */
    public record Entry(int list, int index, RecArray flag, RecArray extra) {}
}
