package gcscript.ratchetseq;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.sequence.SequenceLayouts;

/**
 * The records of Ratchet's sequence table: the sequence header and frame words are the moby sequence's, declared once
 * in {@link SequenceLayouts} (rac2-formats-phase2 §1.12, read as §8.2 does); this adds the notes' chunk signature's
 * own view, the {@link #MARKER} over bsphere_x's low half. The rest of the signature (sound_count 0xFF, the next ten
 * bytes zero) is checked through the header's fields.
 */
public final class RatchetSeqLayouts {
    private RatchetSeqLayouts() {}

    public static final Layout SEQ_HEADER = SequenceLayouts.HEADER;
    public static final Field[] BSPHERE = SequenceLayouts.BSPHERE;
    public static final Field FRAME_COUNT = SequenceLayouts.FRAME_COUNT;
    public static final Field SOUND_COUNT = SequenceLayouts.SOUND_COUNT;
    public static final Field TRIGGER_COUNT = SequenceLayouts.TRIGGER_COUNT;
    public static final Field UNKNOWN_13 = SequenceLayouts.UNKNOWN_13;
    public static final Field TRIGGERS = SequenceLayouts.TRIGGERS;
    public static final Field ANIMATION_INFO = SequenceLayouts.ANIMATION_INFO;

    /** The notes' marker: bytes f6 7c at the start of the header (the low half of bsphere_x), read as a u16. */
    public static final Layout MARKER_WORD = new Layout("ratchet_seq_marker", 2, "rac2-formats-phase2 §8.2");
    public static final Field MARKER = MARKER_WORD.u16("marker", 0, "0x7cf6 where the notes found a chunk");
    public static final int MARKER_VALUE = 0x7cf6;

    /** A frame word; the notes tag frames by the top nibble 0xF (the special frames of §1.12). */
    public static final Layout FRAME = SequenceLayouts.FRAME_WORD;
    public static final Field FRAME_TAG = SequenceLayouts.SPECIAL_TAG;
    public static final int TAGGED = SequenceLayouts.SPECIAL;
}
