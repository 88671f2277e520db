package gcscript.sequence;

import static gcscript.sequence.SequenceLayouts.*;

import gcscript.check.Check;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.layout.Scaled;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The sequences of one level from one source (the moby classes, or the {@code ratchet_seqs} table) and their
 * tables: provenance first (level, file, class, o_class, sequence slot), stored fields raw as declared in
 * {@link SequenceLayouts}, then decoded values. {@code kind} prefixes the table names ("moby", "ratchet").
 */
public final class SequenceSet {
    private final int level;
    private final String file;
    private final String kind;
    private final List<Sequence> sequences;
    private final List<Check> checks;

    public SequenceSet(int level, String file, String kind, List<Sequence> sequences, List<Check> checks) {
        this.level = level;
        this.file = file;
        this.kind = kind;
        this.sequences = List.copyOf(sequences);
        this.checks = List.copyOf(checks);
    }

    public static SequenceSet empty(int level, String file, String kind) { return new SequenceSet(level, file, kind, List.of(), List.of()); }

    /** The sequences read, in slot order (class by class for class sequences). */
    public List<Sequence> sequences() { return sequences; }

    private TableBuilder start(String name, String... more) {
        return new TableBuilder(kind + " " + name).ints("level").strings("file").ints("class", "o_class", "sequence").ints(more);
    }

    private TableBuilder who(TableBuilder t, Sequence s) { return t.i(level).s(file).i(s.owner()).i(s.oClass()).i(s.slot()); }

    /** One row per sequence: header fields, the joint count used, special data and trigger data (-1 where absent). */
    public Table sequencesTable() {
        TableBuilder t = start("sequences").longs("offset").fields(HEADER).ints("joints", "special_frames")
                .longs(PART_OFFSETS.name()).ints(PART_OFFSET_1.name(), PART_OFFSET_2.name(), PART_OFFSET_3.name(), N1.name(), N2.name())
                .fields(TRIGGER_DATA);
        for (Sequence s : sequences) {
            who(t, s).l(s.header().offset()).rec(s.header()).i(s.joints()).i((int) s.specialFrames());
            Rec p = s.specialParts(), c = s.specialCounts();
            if (p == null) t.l(-1).i(-1).i(-1).i(-1);
            else t.l(p.get(PART_OFFSETS)).i(p.i(PART_OFFSET_1)).i(p.i(PART_OFFSET_2)).i(p.i(PART_OFFSET_3));
            if (c == null) t.i(-1).i(-1); else t.i(c.i(N1)).i(c.i(N2));
            if (s.triggerData() == null) absent(t, TRIGGER_DATA); else t.rec(s.triggerData());
            t.end();
        }
        return t.build();
    }

    /** A record that is not there: NaN for floats, -1 otherwise (the convention of the slot table). */
    private static void absent(TableBuilder t, gcscript.layout.Layout l) {
        for (Field f : l.fields()) { if (f.isFloat()) t.d(Double.NaN); else if (f.wide()) t.l(-1); else t.i(-1); }
    }

    /** One row per frame-table entry: the word's fields, then a regular frame's header or a special frame's two u16. */
    public Table framesTable() {
        TableBuilder t = start("sequence frames", "frame").longs("word_offset").fields(FRAME_WORD).bools("special").longs("offset")
                .fields(FRAME_HEADER).fields(SPECIAL_FRAME);
        for (Sequence s : sequences) {
            for (Sequence.Frame f : s.frames()) {
                who(t, s).i(f.index()).l(s.frameWords().offset(f.index())).rec(s.frameWords(), f.index()).b(f.special()).l(f.offset());
                if (f.header() != null) t.rec(f.header()); else absent(t, FRAME_HEADER);
                if (f.specialHead() != null) t.rec(f.specialHead()); else absent(t, SPECIAL_FRAME);
                t.end();
            }
        }
        return t.build();
    }

    /** One row per rotation key of a regular frame: stored s16 components, raw / 32768, and |q|. */
    public Table jointFramesTable() {
        TableBuilder t = start("joint frames", "frame", "joint").longs("offset").fields(JOINT_KEY).doubles("qx", "qy", "qz", "qw", "q_length");
        for (Sequence s : sequences) {
            for (Sequence.Frame f : s.frames()) {
                RecArray k = f.keys();
                for (int j = 0; j < k.count(); j++) {
                    who(t, s).i(f.index()).i(j).l(k.offset(j)).rec(k, j);
                    for (Scaled q : Q) t.d(q.value(k, j));
                    t.d(length(k, j)).end();
                }
            }
        }
        return t.build();
    }

    /** One row per trigger-list word. */
    public Table triggersTable() { return perRecord("sequence triggers", "entry", TRIGGER_WORD, Sequence::triggerWords); }

    /** One row per joint of a special sequence's joint data (three u16, raw: the reference gives no meaning). */
    public Table specialJointsTable() { return perRecord("special joints", "joint", SPECIAL_JOINT, Sequence::specialJoints); }

    /**
     * One row per walked special frame (W read_moby_sequence): frame-relative offset and length of parts 1-3 and of
     * the joint bitmask (part 4), their bytes as hex (meaning unknown), the entry count and the frame's length without
     * its alignment padding.
     */
    public Table specialFramePartsTable() {
        TableBuilder t = start("special frame parts", "frame").longs("offset");
        for (int k = 1; k <= 3; k++) t.ints("part_" + k + "_offset", "part_" + k + "_length");
        t.ints("mask_offset", "mask_bytes").strings("part_1", "part_2", "part_3", "joint_mask").ints("entries", "bytes");
        for (Sequence s : sequences) {
            for (SpecialBody b : s.specialBodies()) {
                who(t, s).i(b.frame()).l(b.offset());
                for (int k = 0; k < 3; k++) t.i(b.parts().offset(k)).i(b.parts().length(k));
                t.i(b.parts().offset(3)).i(b.maskBytes());
                for (int k = 0; k < 3; k++) t.s(hex(b.part(k), PART_BYTE));
                t.s(hex(b.mask(), MASK_BYTE)).i(b.entries()).i(b.length()).end();
            }
        }
        return t.build();
    }

    /**
     * One row per entry of a walked special frame: list 1 (n1) or 2 (n2), its index there, the flag byte with its
     * three 2-bit sizes as stored, the extra bytes each gives (3 counts as 0), and the extra bytes as hex.
     */
    public Table specialFrameEntriesTable() {
        TableBuilder t = start("special frame entries", "frame", "entry", "list", "index").longs("offset").fields(SPECIAL_ENTRY)
                .ints("extra_bytes_0", "extra_bytes_1", "extra_bytes_2", "extra_bytes").strings("extra");
        for (Sequence s : sequences) {
            for (SpecialBody b : s.specialBodies()) {
                RecArray flags = b.flags(), extra = b.extraBytes();
                int[] extras = b.extras();
                for (int e = 0, f = 0; e < b.entries(); f += 1 + extras[e], e++) {
                    who(t, s).i(b.frame()).i(e).i(b.list(e)).i(b.index(e)).l(flags.offset(f)).rec(flags, f);
                    for (gcscript.layout.Field size : SIZE) t.i(extraBytes(flags.i(f, size)));
                    t.i(extras[e]).s(hex(extra, f + 1, extras[e], EXTRA_BYTE)).end();
                }
            }
        }
        return t.build();
    }

    /** The bytes of a run of u8 records as lower-case hex; "-" for none (a table cell of "" reads as missing). */
    private static String hex(RecArray a, gcscript.layout.Field f) { return hex(a, 0, a.count(), f); }

    /** Records {@code from .. from + n - 1} of {@code a}, as {@link #hex(RecArray, gcscript.layout.Field)}. */
    private static String hex(RecArray a, int from, int n, gcscript.layout.Field f) {
        if (n == 0) return "-";
        StringBuilder sb = new StringBuilder(2 * n);
        for (int i = from; i < from + n; i++) gcscript.bytes.Hex.appendByte(sb, a.i(i, f));
        return sb.toString();
    }

    /** One row per record of each sequence's {@code records} (of {@code layout}): provenance, index, offset, stored fields. */
    private Table perRecord(String name, String index, gcscript.layout.Layout layout, java.util.function.Function<Sequence, RecArray> records) {
        TableBuilder t = start(name, index).longs("offset").fields(layout);
        for (Sequence s : sequences) {
            RecArray w = records.apply(s);
            for (int i = 0; i < w.count(); i++) who(t, s).i(i).l(w.offset(i)).rec(w, i).end();
        }
        return t.build();
    }

    public Table checksTable() { return RecTables.checks(kind + " sequence checks", level, file, checks); }
}
