package gcscript.ratchetseq;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import tech.tablesaw.api.Table;

/**
 * Ratchet's animation-sequence table of one level ({@code disc.level(n).core().ratchetSeqs()}) or of every level
 * ({@code disc.levels().core().ratchetSeqs()}): the 256 slots, and the sequences they point to in the same tables
 * and columns as the class sequences of {@code core().mobies()} (rac2-formats-phase2 §1.12, §8.2).
 */
public final class RatchetSequences extends Area<RatchetSeqs> {
    public RatchetSequences(Scope<RatchetSeqs> scope) { super(scope); }

    @Doc("one row per table slot (256) with the sequence header of every non-zero one and the notes' signature")
    public Table slots() { return table("ratchet seqs", RatchetSeqs::table); }
    @Doc("one row per sequence of the table: bsphere, frame_count, sound_count, trigger_count, animation_info, special data")
    public Table sequences() { return table("ratchet sequences", m -> m.sequences().sequencesTable()); }
    @Doc("one row per frame-table entry: a regular frame's header or a special frame's two u16")
    public Table frames() { return table("ratchet sequence frames", m -> m.sequences().framesTable()); }
    @Doc("one row per joint rotation key of a regular frame: s16 as stored, / 32768, |q|")
    public Table jointFrames() { return table("ratchet joint frames", m -> m.sequences().jointFramesTable()); }
    @Doc("one row per trigger-list word")
    public Table triggers() { return table("ratchet sequence triggers", m -> m.sequences().triggersTable()); }
    @Doc("one row per joint of a special sequence's joint data (3 u16, raw)")
    public Table specialJoints() { return table("ratchet special joints", m -> m.sequences().specialJointsTable()); }
    @Doc("one row per special frame: offsets, lengths and bytes (hex) of parts 1-3 and of the joint bitmask (W read_moby_sequence)")
    public Table specialFrameParts() { return table("ratchet special frame parts", m -> m.sequences().specialFramePartsTable()); }
    @Doc("one row per entry (n1 of list 1, n2 of list 2) of a special frame: flag, its three 2-bit sizes, the extra bytes")
    public Table specialFrameEntries() { return table("ratchet special frame entries", m -> m.sequences().specialFrameEntriesTable()); }
    @Doc("the sequence checks (check 10, record bounds, joint_data_size, |q|), one row per check and sequence")
    public Table sequenceChecks() { return table("ratchet sequence checks", m -> m.sequences().checksTable()); }
    @Doc("§8.2 checks 3 and 4: table order, scene_view_size, and the notes' chunk-container signature")
    public Table checks() { return table("ratchet seq checks", RatchetSeqs::checkTable); }
}
