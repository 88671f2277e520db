package gcscript.sequence;

import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One moby animation sequence as read (rac2-formats-phase2 §1.12): its header, frame-table and trigger-list words,
 * the trigger data, the frames, and the special data of sequences whose frames are special. Records that lie
 * outside their block are absent (null, or an empty array) and the checks say so.
 *
 * @param owner        class-table index of the owning moby class; -1 for {@code ratchet_seqs}
 * @param oClass       the owner's o_class (0 for {@code ratchet_seqs}: Ratchet's, an inference of §8.2)
 * @param slot         the sequence's slot (class offset list, or ratchet_seqs table)
 * @param joints       the joint count the frames are read with (-1 = unknown)
 * @param specialParts null when no frame is special (or the data is outside the block)
 * @param specialBodies the walked body of every special frame whose walk held (W read_moby_sequence), in frame order
 */
public record Sequence(int owner, int oClass, int slot, String path, Rec header, int joints, RecArray frameWords,
                       RecArray triggerWords, Rec triggerData, List<Frame> frames, Rec specialParts,
                       RecArray specialJoints, Rec specialCounts, List<SpecialBody> specialBodies) {

    /**
     * One frame-table entry and what it points to: a regular frame's header and rotation keys, or a special frame's
     * two leading u16. {@code header}, {@code keys} and {@code specialHead} are null / empty where absent.
     */
    public record Frame(int index, boolean special, long offset, Rec header, RecArray keys, Rec specialHead) {}

    public long specialFrames() { return frames.stream().filter(Frame::special).count(); }
}
