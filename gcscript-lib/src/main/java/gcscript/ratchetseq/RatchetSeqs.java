package gcscript.ratchetseq;

import static gcscript.ratchetseq.RatchetSeqLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.memo.Memo;
import gcscript.sequence.Sequence;
import gcscript.sequence.SequenceChecks;
import gcscript.sequence.SequenceReader;
import gcscript.sequence.SequenceSet;
import gcscript.table.Cols;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tech.tablesaw.api.Table;

/**
 * Ratchet's animation-sequence table (rac2-formats-phase2 §8.2): {@code LevelCoreHeader.ratchet_seqs} (+0x78) is the
 * core_index offset of 256 s32 core_data offsets (0 = empty slot); each non-zero one starts a moby sequence whose
 * header this reads as §1.12's MobySequenceHeader: bsphere (4 f32), frame_count u8 @0x10, sound_count u8 @0x11,
 * trigger_count u8 @0x12, unknown_13 u8, triggers u32 @0x14, animation_info u32 @0x18, frame table (u32 each) @0x1c.
 *
 * <p>It also runs the §8.2 decisive check on whether the design notes' "chunk container" is this table: the notes
 * located their chunks by a signature (bytes {@code f6 7c}, a header whose byte 0x11 is 0xFF, ten zero bytes, four
 * or more frame words with the top nibble 0xF); every place core_data carries that signature must be a table entry,
 * the first one must be the smallest entry, and byte 0x10 must count the tagged frame words. A core_data without
 * the signature (the synthetic discs) leaves those checks not measurable.
 */
public final class RatchetSeqs {

    public static final int SLOTS = 256, HEADER = 0x1c;

    private final int level;
    private final ByteReader coreIndex;
    private final int tableOffset;
    private final int[] offsets;
    private final ByteReader coreData;
    private final int[] ends;
    private final int sceneViewSize;
    private final int ratchetJoints;

    /**
     * @param tableOffset   ratchet_seqs (core_index offset of the table; 0 = none)
     * @param offsets       the 256 entries as read by core (empty when there is no table)
     * @param ends          for each slot, the end of its core_data section (the next boundary), -1 for empty slots
     * @param sceneViewSize LevelCoreHeader +0x7c
     */
    public RatchetSeqs(int level, ByteReader coreIndex, int tableOffset, int[] offsets, ByteReader coreData, int[] ends, int sceneViewSize) {
        this(level, coreIndex, tableOffset, offsets, coreData, ends, sceneViewSize, -1);
    }

    /**
     * @param ratchetJoints joint_count of Ratchet's class (o_class 0) when the level has its block, else -1: the
     *                      joints of the sequences when no regular frame gives them (§8.2: "presumably Ratchet's class")
     */
    public RatchetSeqs(int level, ByteReader coreIndex, int tableOffset, int[] offsets, ByteReader coreData, int[] ends, int sceneViewSize,
                       int ratchetJoints) {
        this.ratchetJoints = ratchetJoints;
        this.level = level;
        this.coreIndex = coreIndex;
        this.tableOffset = tableOffset;
        this.offsets = offsets.clone();
        this.coreData = coreData;
        this.ends = ends.clone();
        this.sceneViewSize = sceneViewSize;
    }

    /** One row per table slot, with the sequence header of every non-zero one. */
    public Table table() {
        TableBuilder t = new TableBuilder("ratchet seqs").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .longs("core_data_offset").bools("present").ints("bytes").doubles("bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w")
                .ints("frame_count", "sound_count", "trigger_count", "unknown_13").longs("triggers", "animation_info")
                .bools("frames_fit").ints("tagged_frames").bools("notes_signature");
        for (int i = 0; i < offsets.length; i++) {
            int o = offsets[i];
            t.i(level).s(coreIndex.file()).i(i).l(coreIndex.absolute(tableOffset + 4 * i)).l(o).b(o != 0);
            if (o == 0 || !coreData.inRange(o, HEADER) || ends[i] < 0) {
                t.i(0).d(Double.NaN).d(Double.NaN).d(Double.NaN).d(Double.NaN).i(-1).i(-1).i(-1).i(-1).l(-1).l(-1).b(false).i(0).b(false).end();
                continue;
            }
            String p = path(i);
            // the sequence reader (gcscript.sequence) owns the header: this slot view is a second reading of it
            RecArray h = SEQ_HEADER.shared(coreData, o, 1, p);
            int frames = h.i(0, FRAME_COUNT);
            int bytes = ends[i] - o;
            boolean fit = HEADER + (long) FRAME.size() * frames <= bytes;
            t.i(bytes).d(h.f(0, BSPHERE[0])).d(h.f(0, BSPHERE[1])).d(h.f(0, BSPHERE[2])).d(h.f(0, BSPHERE[3]))
                    .i(frames).i(h.i(0, SOUND_COUNT)).i(h.i(0, TRIGGER_COUNT)).i(h.i(0, UNKNOWN_13))
                    .l(h.get(0, TRIGGERS)).l(h.get(0, ANIMATION_INFO)).b(fit).i(taggedFrames(o, fit ? frames : 0, p))
                    .b(signature(coreData, o)).end();
        }
        return t.build();
    }

    private int taggedFrames(int o, int frames, String seq) {
        RecArray f = FRAME.shared(coreData, o + HEADER, frames, seq + ".frame");
        int n = 0;
        for (int k = 0; k < frames; k++) if (f.i(k, FRAME_TAG) == TAGGED) n++;
        return n;
    }

    /** The design notes' chunk signature at {@code s} (the f6 7c position). */
    public static boolean signature(ByteReader d, int s) {
        if (!d.inRange(s, HEADER + 16)) return false;
        // a heuristic tried at candidate positions, not a reading of a structure: windows, so they own nothing
        RecArray h = SEQ_HEADER.window(d, s, 1, "signature");
        if (MARKER_WORD.window(d, s, 1, "signature").i(0, MARKER) != MARKER_VALUE || h.i(0, SOUND_COUNT) != 0xff) return false;
        // bytes 0x12..0x1b zero: trigger_count, unknown_13, triggers, animation_info
        if (h.i(0, TRIGGER_COUNT) != 0 || h.i(0, UNKNOWN_13) != 0 || h.get(0, TRIGGERS) != 0 || h.get(0, ANIMATION_INFO) != 0) return false;
        return leadingTagged(d, s) >= 4;
    }

    /** Consecutive frame words with the top nibble 0xF from s + 0x1c. */
    static int leadingTagged(ByteReader d, int s) {
        if (!d.inRange(s + (long) HEADER, 0)) return 0;
        RecArray f = FRAME.window(d, s + HEADER, (d.length() - s - HEADER) / FRAME.size(), "frame");
        int n = 0;
        while (n < f.count() && f.i(n, FRAME_TAG) == TAGGED) n++;
        return n;
    }

    /** Every position of the notes' signature in core_data, ascending (a linear scan). */
    public List<Integer> signaturePositions() { return signatures.get(); }

    /** Kept once found: the claims and the checks ask for the positions several times per level. */
    private final Memo<List<Integer>> signatures = Memo.of(this::scanSignatures);
    private final Memo<int[]> markers = Memo.of(this::scanMarkers);

    /** Every position of the marker bytes {@code f6 7c} alone in core_data, ascending (one scan, kept). */
    public int[] markerPositions() { return markers.get().clone(); }

    private int[] scanMarkers() {
        gcscript.table.IntList out = new gcscript.table.IntList();
        for (int s = coreData.indexOf(0, 0xf6, 0x7c); s >= 0; s = coreData.indexOf(s + 1, 0xf6, 0x7c)) out.add(s);
        return out.toArray();
    }

    private List<Integer> scanSignatures() {
        List<Integer> out = new ArrayList<>();
        for (int s : markers.get()) if (signature(coreData, s)) out.add(s);
        return List.copyOf(out);
    }

    private final Memo<SequenceSet> sequences = Memo.of(this::readSequences);

    /**
     * Every non-empty slot read as a moby sequence (§1.12), each inside its own section {@code [entry, next boundary)}
     * with frame offsets relative to the sequence (§8.2 leaves the base open; the frame checks show whether a disc
     * agrees). The joint count is that of the table's first regular frame ({@code joint_data_size / 8}), else
     * Ratchet's class's, else unknown.
     */
    public SequenceSet sequences() { return sequences.get(); }

    private SequenceSet readSequences() {
        Checks c = new Checks();
        SequenceChecks.declare(c);
        int joints = -1;
        for (int i = 0; i < offsets.length && joints < 0; i++) {
            if (offsets[i] != 0 && ends[i] > offsets[i] && ends[i] <= coreData.length()) {
                joints = SequenceReader.jointsOfFirstRegularFrame(section(i), 0, path(i));
            }
        }
        if (joints < 0) joints = ratchetJoints;
        List<Sequence> out = new ArrayList<>();
        for (int i = 0; i < offsets.length; i++) {
            if (offsets[i] == 0 || ends[i] <= offsets[i] || ends[i] > coreData.length()) continue;
            Sequence q = SequenceReader.read(section(i), new SequenceReader.Source(-1, 0, i, 0, joints),
                    path(i), c);
            if (q != null) out.add(q);
        }
        return new SequenceSet(level, coreData.file(), "ratchet", out, c.list());
    }

    /** Slot {@code i}'s sequence path, from the level down. */
    private String path(int i) { return "level[" + level + "].core.ratchet_seqs[" + i + "]"; }

    private ByteReader section(int i) { return coreData.slice("ratchet_seqs[" + i + "]", offsets[i], ends[i] - offsets[i]); }

    /** §8.2 reader checks 3 and 4. */
    public Checks checks() {
        Checks c = new Checks();
        String p = "level[" + level + "].core.ratchet_seqs";
        c.declare("ratchet_seqs.ascending", "non-zero entries ascend in slot order (W writes them so; a measure)");
        c.declare("ratchet_seqs.scene_view_size", "scene_view_size (+0x7c) == the smallest non-zero entry (W writer rule)");
        c.declare("ratchet_seqs.frames_fit", "a sequence's frame table (frame_count words at +0x1c) fits its section");
        c.declare("chunk_container.region_start", "the notes' first chunk (the f6 7c position) == the smallest entry");
        c.declare("chunk_container.header_in_table", "every notes chunk header - 2 is a table entry");
        c.declare("chunk_container.frame_count", "byte +0x10 == the number of 0xF-tagged frame words");
        int smallest = Integer.MAX_VALUE, prev = -1, prevSlot = -1;
        Set<Integer> entries = new HashSet<>();
        for (int i = 0; i < offsets.length; i++) {
            int o = offsets[i];
            if (o == 0) continue;
            entries.add(o);
            smallest = Math.min(smallest, o);
            long at = coreIndex.absolute(tableOffset + 4 * i);
            if (prev >= 0) {
                c.expect("ratchet_seqs.ascending", p + "[" + i + "]", at, o > prev, "> entry " + prevSlot + " (" + prev + ")", o);
            }
            prev = o;
            prevSlot = i;
            if (ends[i] >= 0 && coreData.inRange(o, HEADER)) {
                int frames = SEQ_HEADER.shared(coreData, o, 1, p + "[" + i + "]").i(0, FRAME_COUNT);
                c.expect("ratchet_seqs.frames_fit", p + "[" + i + "].frame_count", o + 0x10, HEADER + 4L * frames <= ends[i] - o,
                        "<= " + (ends[i] - o) + " bytes", HEADER + 4L * frames);
            }
        }
        if (!entries.isEmpty()) {
            c.equal("ratchet_seqs.scene_view_size", "level[" + level + "].core.header.scene_view_size", coreIndex.absolute(0x7c), smallest, sceneViewSize);
        }
        List<Integer> sig = signaturePositions();
        if (!sig.isEmpty()) {
            c.equal("chunk_container.region_start", p, sig.get(0), entries.isEmpty() ? -1 : smallest, sig.get(0));
            for (int s : sig) {
                c.expect("chunk_container.header_in_table", "level[" + level + "].core_data[" + s + "]", s, entries.contains(s),
                        "a ratchet_seqs entry", s);
                c.equal("chunk_container.frame_count", "level[" + level + "].core_data[" + s + "].frame_count", s + 0x10,
                        leadingTagged(coreData, s), SEQ_HEADER.shared(coreData, s, 1, "signature").i(0, FRAME_COUNT));
            }
        }
        return c;
    }

    public Table checkTable() { return RecTables.checks("ratchet seq checks", level, coreIndex.file(), checks().list()); }
}
