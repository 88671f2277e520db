package gcscript.sequence;

import static gcscript.sequence.SequenceLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;

/**
 * Walks the body of special frames from the facts of W's {@code read_moby_sequence} / {@code write_moby_sequence}
 * (phase-2 §8.2): the packed u32 after the trigger list holds the frame-relative offsets of parts 2, 3 and 4, each
 * minus 4, and every frame of the sequence has the same part sizes; part 1 starts after the frame's two u16. Each walk
 * checks its whole extent before it owns a byte, so a frame that breaks an invariant throws a {@link FormatException}
 * naming it and claims nothing. A walked frame owns its two u16 ({@code moby_special_frame}), then its body, parts 1-3,
 * the joint bitmask and the entries, as one run ({@code moby_special_body_byte}), then its alignment padding.
 */
public final class SpecialFrames {
    private SpecialFrames() {}

    /** The lengths of parts 1, 2 and 3, the same in every special frame of a sequence. */
    public record Parts(int part1, int part2, int part3) {
        public int length(int part) { return part == 0 ? part1 : part == 1 ? part2 : part3; }
        public int total() { return part1 + part2 + part3; }
        /** Part {@code part}'s frame-relative offset (0-based part index; part 3 = the joint bitmask). */
        public int offset(int part) {
            int o = SPECIAL_FRAME.size();
            for (int k = 0; k < part; k++) o += length(k);
            return o;
        }
    }

    /**
     * The part lengths the packed offsets give (part 1 = part_offset_1, part 2 = part_offset_2 - part_offset_1, ...).
     *
     * @throws FormatException when the offsets of parts 2, 3 and 4 descend
     */
    public static Parts parts(Rec packed) {
        int a = packed.i(PART_OFFSET_1), b = packed.i(PART_OFFSET_2), c = packed.i(PART_OFFSET_3);
        if (b < a) throw packed.error(PART_OFFSET_2, ">= part_offset_1 = " + a + " (part 3 after part 2)", Integer.toString(b));
        if (c < b) throw packed.error(PART_OFFSET_3, ">= part_offset_2 = " + b + " (part 4 after part 3)", Integer.toString(c));
        return new Parts(a, b - a, c - b);
    }

    /**
     * Walks the frame at block offset {@code at} (its two u16 already read) up to {@code limit} (the next frame of the
     * sequence, or the block's end), then owns its bytes through the declarations.
     *
     * @throws FormatException when the frame's parts, bitmask or entries run past {@code limit}
     */
    public static SpecialBody read(ByteReader blk, int frame, long at, long limit, Parts parts, int joints, int n1, int n2, String path) {
        long entriesAt = at + SPECIAL_FRAME.size() + parts.total() + maskBytes(joints);
        if (entriesAt > limit) throw past(blk, path, at, entriesAt, limit, "its parts and joint bitmask");
        // the entries' extent is known only after reading each flag: one window over what the frame may use (owning
        // nothing) until the frame is known to fit
        int n = n1 + n2;
        // named by the frame's path: every flag is read only after the bounds check above it, so no read can fail
        // (a name built per frame, a million on a full-size disc, would never be shown)
        RecArray run = SPECIAL_ENTRY.window(blk, entriesAt, limit - entriesAt, path);
        long p = entriesAt;
        for (int e = 0; e < n; e++) {
            if (p + SPECIAL_ENTRY.size() > limit) throw past(blk, path, at, p + SPECIAL_ENTRY.size(), limit, "entry " + e + "'s flag");
            int extras = extraBytes(run, (int) (p - entriesAt));
            p += SPECIAL_ENTRY.size() + extras;
            if (p > limit) throw past(blk, path, at, p, limit, "entry " + e + "'s " + extras + " extra bytes");
        }
        // owned as one run (parts 1-3, the bitmask and the entries are adjacent): one claim, one coverage region per
        // frame (see SequenceLayouts.SPECIAL_BODY_BYTE)
        // (path and suffix kept apart: the store joins them only for a region that is shown)
        SPECIAL_BODY_BYTE.own(blk, at + SPECIAL_FRAME.size(), p - at - SPECIAL_FRAME.size(), path, ".body");
        // the writer pads before each frame to 4 bytes: the zeros after the last entry up to that boundary are padding
        // (inside a block claimed whole, the coverage map would otherwise count them carried)
        long pad = -(blk.base() + p) & 3;
        if (p + pad <= limit) blk.claim(path, ".padding", p, pad, gcscript.bytes.Coverage.Kind.PADDING, null);
        return new SpecialBody(frame, path, blk, at, parts, maskBytes(joints), n1, n, p);
    }

    /**
     * After a sequence's last frame: the writer starts every sequence 16-aligned (W write_moby_sequence pads to 0x10
     * before the header), so the zeros from the last frame's end up to the next 16-byte boundary are padding. Only
     * the leading zeros are claimed (a non-zero byte there belongs to whatever follows), and never past {@code limit}.
     */
    static void claimTrailingZeros(ByteReader blk, long frameEnd, long limit, String path) {
        long end = frameEnd + (-(blk.base() + frameEnd) & 3);   // the frame's own 4-byte padding is claimed by read()
        blk.claimZeros(path, end, Math.min(limit, end + (-(blk.base() + end) & 0xf)));
    }

    private static FormatException past(ByteReader blk, String path, long at, long end, long limit, String what) {
        return blk.error(path, at, "a special frame ending by " + Hex.of(limit) + " (the next frame or the block end)",
                what + " end at " + Hex.of(end));
    }
}
