package gcscript.sequence;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/**
 * The stored records of a moby animation sequence (rac2-formats-phase2 §1.12, §8.2), each declared once: the
 * sequence header, the frame-table and trigger-list words after it, the 0x20-byte trigger-data block, a regular
 * frame's 0x10 header and its per-joint rotation keys, and the "special" data of Ratchet-style sequences (packed
 * part offsets, per-joint u16 triples, two counts, each special frame's two leading u16 and its body: parts, joint
 * bitmask, entries, from W read_moby_sequence / write_moby_sequence). Class sequences and the
 * level's {@code ratchet_seqs} table share these declarations.
 */
public final class SequenceLayouts {
    private SequenceLayouts() {}

    public static final String SOURCE = "rac2-formats-phase2 §1.12, §8.2";

    // ---- MobySequenceHeader (0x1c) ------------------------------------------------------------------------
    public static final Layout HEADER = new Layout("moby_sequence_header", 0x1c, SOURCE);
    public static final Field[] BSPHERE = HEADER.array("bsphere", 0, Type.F32, "bounding sphere", "x", "y", "z", "w");
    public static final Field FRAME_COUNT = HEADER.u8("frame_count", 0x10, "frame-table words at +0x1c");
    public static final Field SOUND_COUNT = HEADER.u8("sound_count", 0x11, "0xff = none (O)");
    public static final Field TRIGGER_COUNT = HEADER.u8("trigger_count", 0x12, "trigger-list words after the frame table");
    public static final Field UNKNOWN_13 = HEADER.u8("unknown_13", 0x13, "opaque");
    public static final Field TRIGGERS = HEADER.u32("triggers", 0x14, "offset of the 0x20-byte trigger data, from the sequence header (GC); 0 = none");
    public static final Field ANIMATION_INFO = HEADER.u32("animation_info", 0x18, "opaque");

    // ---- frame table entry (u32) ---------------------------------------------------------------------------
    public static final Layout FRAME_WORD = new Layout("moby_sequence_frame_word", 4, SOURCE);
    public static final Field DATA_OFFSET = FRAME_WORD.bits("data_offset", 0, Type.U32, 0, 28,
            "where the frame's data is (class-relative for class sequences)");
    public static final Field SPECIAL_TAG = FRAME_WORD.bits("special_tag", 0, Type.U32, 28, 4, "0xF on a special frame");
    public static final int SPECIAL = 0xF;

    // ---- trigger list entry and trigger data ---------------------------------------------------------------
    public static final Layout TRIGGER_WORD = new Layout("moby_sequence_trigger", 4, SOURCE);
    public static final Field TRIGGER = TRIGGER_WORD.u32("trigger", 0, "opaque");
    public static final Layout TRIGGER_DATA = new Layout("moby_sequence_trigger_data", 0x20, SOURCE);
    public static final Field[] TRIGGER_DATA_WORDS = TRIGGER_DATA.array("trigger_data", 0, Type.U32, "opaque",
            "0", "1", "2", "3", "4", "5", "6", "7");

    // ---- regular frame header (0x10) -----------------------------------------------------------------------
    public static final Layout FRAME_HEADER = new Layout("moby_frame_header", 0x10, SOURCE);
    public static final Field SPEED = FRAME_HEADER.f32("speed", 0x0, "frames per 60 Hz tick (O)");
    public static final Field UNKNOWN_4 = FRAME_HEADER.u16("unknown_4", 0x4, "opaque");
    public static final Field DATA_SIZE_QWORDS = FRAME_HEADER.u16("data_size_qwords", 0x6, "qwords of frame data after this header");
    public static final Field JOINT_DATA_SIZE = FRAME_HEADER.u16("joint_data_size", 0x8, "8 x joints");
    public static final Field THING_1_COUNT = FRAME_HEADER.u16("thing_1_count", 0xa, "u64 records after the joint keys");
    public static final Field UNKNOWN_C = FRAME_HEADER.u16("unknown_c", 0xc, "opaque");
    public static final Field THING_2_COUNT = FRAME_HEADER.u16("thing_2_count", 0xe, "u64 records after thing_1");

    // ---- rotation key: one u64 per joint, s16 x, y, z, w ---------------------------------------------------
    public static final Layout JOINT_KEY = new Layout("moby_joint_key", 8, SOURCE);
    public static final Field QX_RAW = JOINT_KEY.s16("qx_raw", 0, "quaternion x x 32768");
    public static final Field QY_RAW = JOINT_KEY.s16("qy_raw", 2, "quaternion y x 32768");
    public static final Field QZ_RAW = JOINT_KEY.s16("qz_raw", 4, "quaternion z x 32768");
    public static final Field QW_RAW = JOINT_KEY.s16("qw_raw", 6, "quaternion w x 32768");
    /** q = raw / 32768 (O), the one decode of a stored key component. */
    public static final Scaled QX = q(QX_RAW, "qx"), QY = q(QY_RAW, "qy"), QZ = q(QZ_RAW, "qz"), QW = q(QW_RAW, "qw");
    public static final Scaled[] Q = {QX, QY, QZ, QW};

    private static Scaled q(Field raw, String name) { return Scaled.of(raw, name, 32768, raw.name() + " / 32768"); }

    // ---- special data (after the trigger list) -------------------------------------------------------------
    public static final Layout SPECIAL_PARTS = new Layout("moby_special_parts", 4, SOURCE);
    public static final Field PART_OFFSETS = SPECIAL_PARTS.u32("part_offsets", 0,
            "the frame-relative offsets of parts 2, 3 and 4 of every special frame, each minus 4, packed 10/11/11 bits (W read_moby_sequence)");
    public static final Field PART_OFFSET_1 = SPECIAL_PARTS.bits("part_offset_1", 0, Type.U32, 0, 10,
            "part 2's frame offset - 4 (= part 1's length: part 1 starts at frame offset 4)");
    public static final Field PART_OFFSET_2 = SPECIAL_PARTS.bits("part_offset_2", 0, Type.U32, 10, 11, "part 3's frame offset - 4");
    public static final Field PART_OFFSET_3 = SPECIAL_PARTS.bits("part_offset_3", 0, Type.U32, 21, 11,
            "part 4's (the joint bitmask's) frame offset - 4");
    public static final Layout SPECIAL_JOINT = new Layout("moby_special_joint", 6, SOURCE);
    public static final Field[] SPECIAL_JOINT_DATA = SPECIAL_JOINT.array("joint_data", 0, Type.U16, "opaque", "0", "1", "2");
    public static final Layout SPECIAL_COUNTS = new Layout("moby_special_counts", 2, SOURCE);
    public static final Field N1 = SPECIAL_COUNTS.u8("n1", 0, "u64 records after the counts, then per-frame entries");
    public static final Field N2 = SPECIAL_COUNTS.u8("n2", 1, "u64 records after n1's");
    /** One u64 of a regular frame's thing_1 or thing_2 records after its joint keys (§1.12): no meaning given, read raw. */
    public static final Layout THING_RECORD = new Layout("moby_frame_thing", 8, SOURCE);
    public static final Field THING_VALUE = THING_RECORD.s64("value", 0, "u64, meaning not given by the reference");
    /** One of the n1 + n2 u64 records after the counts (phase-2 §8.2); the reference gives no meaning: read raw. */
    public static final Layout SPECIAL_RECORD_LAYOUT = new Layout("moby_special_record", 8, SOURCE);
    public static final Field SPECIAL_RECORD_VALUE = SPECIAL_RECORD_LAYOUT.s64("value", 0, "u64, meaning not given by the reference");
    public static final int SPECIAL_RECORD = 8;
    /** The two u16 a special frame starts with (the reference gives no meaning). */
    public static final Layout SPECIAL_FRAME = new Layout("moby_special_frame", 4, SOURCE);
    public static final Field SPECIAL_0 = SPECIAL_FRAME.u16("special_0", 0, "opaque");
    public static final Field SPECIAL_1 = SPECIAL_FRAME.u16("special_1", 2, "opaque");

    // ---- a special frame's body (W read_moby_sequence / write_moby_sequence, phase-2 §8.2) ---------------------
    /** One byte of a special frame's part 1, 2 or 3: the reference gives their lengths, not their meaning (read raw). */
    public static final Layout SPECIAL_PART_BYTE = new Layout("moby_special_part_byte", 1, SOURCE);
    public static final Field PART_BYTE = SPECIAL_PART_BYTE.u8("value", 0, "meaning unknown");
    /** One byte of part 4, the joint bitmask: ceil(joints / 8) bytes, a bit per joint (which bit is which: not given). */
    public static final Layout SPECIAL_MASK_BYTE = new Layout("moby_special_joint_mask", 1, SOURCE);
    public static final Field MASK_BYTE = SPECIAL_MASK_BYTE.u8("mask", 0, "eight joints' bits");
    /**
     * The flag byte that starts each of a special frame's n1 + n2 entries: its three 2-bit fields give, in turn, how
     * many extra bytes follow (3 counts as 0, see {@link #extraBytes(int)}); bits 6-7 are kept raw.
     */
    public static final Layout SPECIAL_ENTRY = new Layout("moby_special_entry", 1, SOURCE);
    public static final Field FLAG = SPECIAL_ENTRY.u8("flag", 0, "three 2-bit extra-byte counts, bits 6-7 opaque");
    public static final Field[] SIZE = {
        SPECIAL_ENTRY.bits("size_0", 0, Type.U8, 0, 2, "extra bytes of field 0 (3 = none)"),
        SPECIAL_ENTRY.bits("size_1", 0, Type.U8, 2, 2, "extra bytes of field 1 (3 = none)"),
        SPECIAL_ENTRY.bits("size_2", 0, Type.U8, 4, 2, "extra bytes of field 2 (3 = none)")};
    /** One of the extra bytes after an entry's flag (meaning unknown: read raw). */
    public static final Layout SPECIAL_EXTRA_BYTE = new Layout("moby_special_entry_extra", 1, SOURCE);
    public static final Field EXTRA_BYTE = SPECIAL_EXTRA_BYTE.u8("value", 0, "meaning unknown");
    /**
     * A byte of a special frame's body (parts 1-3, the joint bitmask and the entries, adjacent), the one declaration the
     * body is owned through: one claim per frame. The walk and the tables read the same bytes through
     * {@link #SPECIAL_PART_BYTE}, {@link #SPECIAL_MASK_BYTE}, {@link #SPECIAL_ENTRY} and {@link #SPECIAL_EXTRA_BYTE}
     * (second readings). A full-size disc has a million special frames: with a claim per run (three per frame) they
     * were 30 % of its 10 M coverage claims, and the coverage pass spent ≈ 25 % more time on them.
     */
    public static final Layout SPECIAL_BODY_BYTE = new Layout("moby_special_body_byte", 1, SOURCE);
    public static final Field BODY_BYTE = SPECIAL_BODY_BYTE.u8("value", 0,
            "a byte of part 1, 2 or 3, of the joint bitmask or of an entry (see specialFrameParts and specialFrameEntries)");

    /** The extra bytes one 2-bit size field stands for: its value, except 3, which counts as 0 (W). */
    public static int extraBytes(int size) { return size == 3 ? 0 : size; }

    /** The extra bytes after entry {@code i} of {@code flags}: its three fields' counts summed. */
    public static int extraBytes(gcscript.layout.RecArray flags, int i) {
        return EXTRA_OF_FLAG[flags.i(i, FLAG)];   // the flag read once, not once per size field
    }

    /**
     * {@link #extraBytes(gcscript.layout.RecArray, int)} of each flag value, its three {@link #SIZE} fields taken from
     * it: the special frames' walk reads a flag per entry (tens of millions on a full-size disc).
     */
    private static final int[] EXTRA_OF_FLAG = new int[256];

    static {
        for (int v = 0; v < 256; v++) {
            int n = 0;
            for (Field f : SIZE) n += extraBytes((int) f.from(v));
            EXTRA_OF_FLAG[v] = n;
        }
    }

    /** Bytes of the joint bitmask (part 4) for {@code joints} joints. */
    public static int maskBytes(int joints) { return (joints + 7) / 8; }

    /** The length |q| of a decoded key. */
    public static double length(gcscript.layout.RecArray keys, int i) {
        double s = 0;
        for (Scaled c : Q) { double v = c.value(keys, i); s += v * v; }
        return Math.sqrt(s);
    }

    /** How far |q| may be from 1: s16 quantisation moves it by about 3e-5; more means a wrong decode or bad data. */
    public static final double UNIT_TOLERANCE = 1e-3;
}
