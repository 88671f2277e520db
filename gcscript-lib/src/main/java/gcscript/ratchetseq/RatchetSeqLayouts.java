package gcscript.ratchetseq;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The records of Ratchet's sequence table, declared once: the sequence header (rac2-formats-phase2 §1.12
 * MobySequenceHeader, as §8.2 reads it) and the frame words after it. The notes' chunk signature is a reading of
 * the same header ({@link #MARKER} over bsphere_x's low half, sound_count 0xFF, the next ten bytes zero), so it
 * is checked through these fields too.
 */
public final class RatchetSeqLayouts {
    private RatchetSeqLayouts() {}

    public static final Layout SEQ_HEADER = new Layout("ratchet_seq_header", RatchetSeqs.HEADER, "rac2-formats-phase2 §1.12, §8.2");
    public static final Field[] BSPHERE = SEQ_HEADER.array("bsphere", 0, Type.F32, "bounding sphere", "x", "y", "z", "w");
    public static final Field FRAME_COUNT = SEQ_HEADER.u8("frame_count", 0x10, "frame words at +0x1c");
    public static final Field SOUND_COUNT = SEQ_HEADER.u8("sound_count", 0x11, "");
    public static final Field TRIGGER_COUNT = SEQ_HEADER.u8("trigger_count", 0x12, "");
    public static final Field UNKNOWN_13 = SEQ_HEADER.u8("unknown_13", 0x13, "");
    public static final Field TRIGGERS = SEQ_HEADER.u32("triggers", 0x14, "");
    public static final Field ANIMATION_INFO = SEQ_HEADER.u32("animation_info", 0x18, "");
    /** The notes' marker: bytes f6 7c at the start of the header (the low half of bsphere_x), read as a u16. */
    public static final Field MARKER = SEQ_HEADER.u16("marker", 0, "0x7cf6 where the notes found a chunk");
    public static final int MARKER_VALUE = 0x7cf6;

    /** A frame word; the notes tag frames by the top nibble 0xF. */
    public static final Layout FRAME = new Layout("ratchet_seq_frame", 4, "rac2-formats-phase2 §8.2");
    public static final Field FRAME_TAG = FRAME.bits("tag", 0, Type.U32, 28, 4, "0xF on the notes' tagged frames");
    public static final int TAGGED = 0xF;
}
