package gcscript.sequence;

import static gcscript.sequence.SequenceLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one moby sequence (rac2-formats-phase2 §1.12) from its block: a class block (frame offsets class-relative)
 * or one {@code ratchet_seqs} section (offsets relative to the section, i.e. to the sequence: §8.2 leaves this open,
 * and the frame-inside check tells which reading a disc follows). Every record is bounds-checked before it is read:
 * what lies outside the block fails its check and is left out, so a bad sequence never throws and never allocates
 * more than its block can hold.
 */
public final class SequenceReader {
    private final ByteReader blk;
    private final String path;
    private final SequenceChecks ck;

    private SequenceReader(ByteReader blk, String path, SequenceChecks ck) {
        this.blk = blk;
        this.path = path;
        this.ck = ck;
    }

    /** Where a sequence is and whom it belongs to. */
    public record Source(int owner, int oClass, int slot, int at, int joints) {}

    /**
     * Reads the sequence at block offset {@code s.at()}; its checks go to {@code checks}, one row per check. Returns
     * null when not even the header is inside the block.
     */
    public static Sequence read(ByteReader blk, Source s, String path, Checks checks) {
        SequenceChecks ck = new SequenceChecks(checks, path, blk.absolute(0) + Math.max(0, s.at()));
        try {
            return new SequenceReader(blk, path, ck).read(s);
        } finally {
            ck.flush();
        }
    }

    private Sequence read(Source s) {
        int at = s.at();
        if (!ck.expect("sequence.header_inside", blk.inRange(at, HEADER.size()), blk.absolute(0),
                () -> path + " at " + Hex.of(at) + ": block of " + Hex.of(blk.length()) + " bytes")) return null;
        Rec h = HEADER.read(blk, at, path);
        int fc = h.i(FRAME_COUNT), tc = h.i(TRIGGER_COUNT);
        ck.expect("sequence.frame_count", fc > 0, h.offsetOf(FRAME_COUNT), () -> h.pathOf(FRAME_COUNT) + " = 0");
        long tables = at + (long) HEADER.size();
        if (!ck.expect("sequence.tables_inside", blk.inRange(tables, 4L * (fc + tc)), h.offsetOf(FRAME_COUNT),
                () -> path + ": " + (fc + tc) + " words at " + Hex.of(tables) + " past the block end " + Hex.of(blk.length()))) {
            return new Sequence(s.owner(), s.oClass(), s.slot(), path, h, s.joints(), FRAME_WORD.view(blk, 0, 0, path + ".frame"),
                    TRIGGER_WORD.view(blk, 0, 0, path + ".trigger"), null, List.of(), null, SPECIAL_JOINT.view(blk, 0, 0, path + ".special_joint"), null,
                    List.of());
        }
        RecArray words = FRAME_WORD.view(blk, tables, fc, path + ".frame");
        RecArray triggers = TRIGGER_WORD.view(blk, tables + 4L * fc, tc, path + ".trigger");
        Rec triggerData = null;
        long td = h.u(TRIGGERS);
        if (td != 0 && ck.expect("sequence.trigger_data_inside", blk.inRange(at + td, TRIGGER_DATA.size()), h.offsetOf(TRIGGERS),
                () -> h.pathOf(TRIGGERS) + " = " + Hex.of(td) + ": 0x20 bytes past the block end " + Hex.of(blk.length()))) {
            triggerData = TRIGGER_DATA.read(blk, at + td, path + ".trigger_data");
        }
        List<Sequence.Frame> frames = new ArrayList<>(fc);
        boolean anySpecial = false;
        for (int k = 0; k < fc; k++) {
            Sequence.Frame f = frame(words, k, s.joints());
            anySpecial |= f.special();
            frames.add(f);
        }
        Rec parts = null, counts = null;
        RecArray special = SPECIAL_JOINT.view(blk, 0, 0, path + ".special_joint");
        // the special data holds 3 u16 per joint before its counts: with the joint count unknown it cannot be located
        if (anySpecial && s.joints() >= 0) {
            long sd = tables + 4L * (fc + tc);
            int j = s.joints();
            long countsAt = sd + SPECIAL_PARTS.size() + (long) SPECIAL_JOINT.size() * j;
            Rec c = blk.inRange(sd, countsAt + SPECIAL_COUNTS.size() - sd) ? SPECIAL_COUNTS.read(blk, countsAt, path + ".special") : null;
            long records = c == null ? 0 : (long) SPECIAL_RECORD * (c.i(N1) + c.i(N2));
            if (ck.expect("sequence.special_inside", c != null && blk.inRange(countsAt + SPECIAL_COUNTS.size(), records),
                    blk.absolute(0) + Math.min(sd, blk.length()),
                    () -> path + ".special at " + Hex.of(sd) + " (" + j + " joints) past the block end " + Hex.of(blk.length()))) {
                parts = SPECIAL_PARTS.read(blk, sd, path + ".special");
                special = SPECIAL_JOINT.view(blk, sd + SPECIAL_PARTS.size(), j, path + ".special_joint");
                counts = c;
                SPECIAL_RECORD_LAYOUT.view(blk, countsAt + SPECIAL_COUNTS.size(), c.i(N1) + c.i(N2), path + ".special_record");
            }
        }
        List<SpecialBody> bodies = parts == null ? List.of() : specialBodies(frames, parts, counts, s.joints());
        return new Sequence(s.owner(), s.oClass(), s.slot(), path, h, s.joints(), words, triggers, triggerData, List.copyOf(frames),
                parts, special, counts, bodies);
    }

    /**
     * Walks the body of every special frame (W read_moby_sequence): each may run to the sequence's next frame or the
     * block's end. A walk that breaks an invariant fails its check with the walker's exception and owns nothing, so
     * its bytes show as unexplained in the coverage map.
     */
    private List<SpecialBody> specialBodies(List<Sequence.Frame> frames, Rec packed, Rec counts, int joints) {
        SpecialFrames.Parts parts;
        try {
            parts = SpecialFrames.parts(packed);
        } catch (FormatException e) {
            ck.expect("sequence.special_parts_ascending", false, e.offset(), () -> found(e));
            return List.of();
        }
        ck.expect("sequence.special_parts_ascending", true, packed.offset(), () -> "");
        // the frames' block offsets, sorted and distinct: a body may run to the next of them (a full-size disc has a
        // million special frames: no boxed set)
        long[] starts = new long[frames.size()];
        int ns = 0;
        for (Sequence.Frame f : frames) if (f.offset() >= 0) starts[ns++] = f.offset() - blk.absolute(0);
        java.util.Arrays.sort(starts, 0, ns);
        int distinct = 0;
        for (int i = 0; i < ns; i++) if (distinct == 0 || starts[i] != starts[distinct - 1]) starts[distinct++] = starts[i];
        boolean[] walked = new boolean[distinct];
        List<SpecialBody> out = new ArrayList<>();
        for (Sequence.Frame f : frames) {
            if (!f.special() || f.specialHead() == null || f.offset() < 0) continue;
            long at = f.offset() - blk.absolute(0);
            int k = java.util.Arrays.binarySearch(starts, 0, distinct, at);
            // two frame words naming the same frame: its body is walked (and owned) once
            if (walked[k]) continue;
            walked[k] = true;
            boolean last = k + 1 == distinct;
            long limit = last ? blk.length() : starts[k + 1];
            try {
                SpecialBody body = SpecialFrames.read(blk, f.index(), at, limit, parts, joints, counts.i(N1), counts.i(N2), f.specialHead().path());
                out.add(body);
                if (last) SpecialFrames.claimTrailingZeros(blk, body.end(), limit, path + ".padding");
                ck.expect("sequence.special_frame_fits", true, f.offset(), () -> "");
            } catch (FormatException e) {
                ck.expect("sequence.special_frame_fits", false, e.offset(), () -> found(e));
            }
        }
        return List.copyOf(out);
    }

    /** A check's found text from a walker's exception: path, expected, found (no file name, no dump). */
    private static String found(FormatException e) { return e.path() + ": expected " + e.expected() + ", found " + e.actual(); }

    private Sequence.Frame frame(RecArray words, int k, int joints) {
        long off = words.get(k, DATA_OFFSET);
        boolean special = words.i(k, SPECIAL_TAG) == SPECIAL;
        String p = words.path(k);
        int need = special ? SPECIAL_FRAME.size() : FRAME_HEADER.size();
        if (!ck.expect("sequence.frame_inside", blk.inRange(off, need), words.offset(k),
                () -> p + " = " + Hex.of(off) + ": " + need + " bytes past the block end " + Hex.of(blk.length()))) {
            return new Sequence.Frame(k, special, -1, null, JOINT_KEY.view(blk, 0, 0, p), null);
        }
        if (special) return new Sequence.Frame(k, true, blk.absolute(0) + off, null, JOINT_KEY.view(blk, 0, 0, p), SPECIAL_FRAME.read(blk, off, p));
        Rec fh = FRAME_HEADER.read(blk, off, p);
        int jds = fh.i(JOINT_DATA_SIZE);
        if (joints >= 0) {
            ck.expect("sequence.joint_data_size", jds == 8 * joints, fh.offsetOf(JOINT_DATA_SIZE),
                    () -> fh.pathOf(JOINT_DATA_SIZE) + " = " + jds + ", 8 x joints = " + 8 * joints);
        }
        long data = 16L * fh.i(DATA_SIZE_QWORDS);
        long used = jds / 8 * 8L + 8L * (fh.i(THING_1_COUNT) + fh.i(THING_2_COUNT));
        boolean inside = ck.expect("sequence.frame_data_inside", blk.inRange(off + FRAME_HEADER.size(), data) && used <= data,
                fh.offsetOf(DATA_SIZE_QWORDS), () -> fh.pathOf(DATA_SIZE_QWORDS) + " = " + fh.i(DATA_SIZE_QWORDS) + ": " + used
                        + " bytes of keys and things, block end " + Hex.of(blk.length()));
        RecArray keys = JOINT_KEY.view(blk, off + FRAME_HEADER.size(), inside ? jds / 8 : 0, p + ".joint");
        if (inside) {
            // thing_1 then thing_2 records follow the keys (no meaning given): read raw, so the frame's bytes are owned
            long things = off + FRAME_HEADER.size() + jds / 8 * 8L;
            THING_RECORD.view(blk, things, fh.i(THING_1_COUNT), p + ".thing_1");
            THING_RECORD.view(blk, things + 8L * fh.i(THING_1_COUNT), fh.i(THING_2_COUNT), p + ".thing_2");
            // data_size_qwords rounds the keys and things up to 16 bytes (W write_moby_sequence): those zeros are padding
            blk.claimZeros(p + ".padding", off + FRAME_HEADER.size() + used, off + FRAME_HEADER.size() + data);
        }
        for (int j = 0; j < keys.count(); j++) {
            double len = length(keys, j);
            int jj = j;
            ck.expect("sequence.quaternion_unit", Math.abs(len - 1) <= UNIT_TOLERANCE, keys.offset(j), () -> keys.path(jj) + " |q| = " + len);
        }
        return new Sequence.Frame(k, false, blk.absolute(0) + off, fh, keys, null);
    }

    /**
     * The joint count a table's regular frames give ({@code joint_data_size / 8} of the first regular frame inside
     * its block), -1 when none has one: the joints of {@code ratchet_seqs} sequences, whose owner has no class block.
     * {@code path} names the sequence (its second readings are claimed as shared under it).
     */
    public static int jointsOfFirstRegularFrame(ByteReader blk, int at, String path) {
        if (!blk.inRange(at, HEADER.size())) return -1;
        // a probe ahead of the read proper (which owns these bytes): second readings, owning nothing
        int fc = HEADER.shared(blk, at, 1, path).i(0, FRAME_COUNT);
        if (!blk.inRange(at + (long) HEADER.size(), 4L * fc)) return -1;
        RecArray words = FRAME_WORD.shared(blk, at + HEADER.size(), fc, path + ".frame");
        for (int k = 0; k < fc; k++) {
            long off = words.get(k, DATA_OFFSET);
            if (words.i(k, SPECIAL_TAG) != SPECIAL && blk.inRange(off, FRAME_HEADER.size())) {
                return FRAME_HEADER.shared(blk, off, 1, path + ".frame[" + k + "]").i(0, JOINT_DATA_SIZE) / 8;
            }
        }
        return -1;
    }
}
