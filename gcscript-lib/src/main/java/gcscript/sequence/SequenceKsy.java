package gcscript.sequence;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.sequence.SequenceLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.List;
import java.util.Map;

/**
 * The animation sequences (docs/formats/sequence.md) as Kaitai types of the description that places them (a moby
 * class block's sequence offsets): the header, the frame words with each regular frame's header, joint keys and
 * thing records (or a special frame's head), the trigger words and the trigger data, as {@link SequenceReader}
 * reads them. The special data (parts, joints, counts, records, bodies) is left out with its reason.
 */
public final class SequenceKsy {
    private SequenceKsy() {}

    /**
     * The composed type a sequence is read as: {@code moby_sequence_at(at, base)}, the sequence at {@code at} of the
     * current stream whose frame offsets count from {@code base} (its block's start: a moby class block's, or for
     * Ratchet's sequences the sequence's own).
     */
    public static final String TYPE = "moby_sequence_at";

    /** Declares the sequence types in {@code k}. */
    public static void types(KsyFile k) {
        KsyFile.Composed t = k.type(TYPE, "A sequence at an offset of its block: header, frame table, trigger list, trigger data.");
        k.params(TYPE, KsyFile.param("at", "s4", "the sequence's offset"));
        k.params(TYPE, KsyFile.param("base", "s4", "where the frame offsets count from"));
        Map<String, Object> in = t.instances();
        String fc = "header." + id(FRAME_COUNT), tc = "header." + id(TRIGGER_COUNT);
        String tables = "at + " + hex(HEADER.size());
        in.put("header", k.at("at", HEADER, null, null));
        in.put("frames", KsyFile.typed(tables, "sequence_frame_at(base)", fc, "the frame table, one word per frame"));
        in.put("triggers", k.at(tables + " + 4 * " + fc, TRIGGER_WORD, tc, null));
        String td = "header." + id(TRIGGERS);
        in.put("trigger_data", KsyFile.when(k.at("at + " + td, TRIGGER_DATA, null, null), td + " != 0"));
        KsyFile.Composed f = k.type("sequence_frame_at", "A frame word and the frame it names: a special frame's head, or a frame header,"
                + " its joint keys and its thing_1 and thing_2 records.");
        k.params("sequence_frame_at", KsyFile.param("base", "s4", "where the frame offsets count from"));
        f.seq().add(k.attr("word", FRAME_WORD));
        String off = "base + word." + id(DATA_OFFSET), special = "word." + id(SPECIAL_TAG) + " == " + hex(SPECIAL);
        Map<String, Object> fi = f.instances();
        fi.put("special_frame", KsyFile.when(k.at(off, SPECIAL_FRAME, null, null), special));
        fi.put("frame_header", KsyFile.when(k.at(off, FRAME_HEADER, null, null), "not (" + special + ")"));
        String keys = off + " + " + hex(FRAME_HEADER.size());
        String n = "frame_header." + id(JOINT_DATA_SIZE) + " / 8";
        fi.put("joint_keys", KsyFile.when(k.at(keys, JOINT_KEY, n, null), "data_fits"));
        String things = keys + " + 8 * " + n;
        String t1 = "frame_header." + id(THING_1_COUNT);
        // the keys and things are read when they fit the frame's data_size_qwords and the data fits the stream (the reader's
        // sequence.frame_data_inside; its bound is the block's end, the next core_data section boundary, here the stream's)
        String fits = "not (" + special + ") and 8 * " + n + " + 8 * (" + t1 + " + frame_header." + id(THING_2_COUNT)
                + ") <= 16 * frame_header." + id(DATA_SIZE_QWORDS) + " and " + keys + " + 16 * frame_header." + id(DATA_SIZE_QWORDS)
                + " <= _io.size";
        fi.put("data_fits", KsyFile.value(fits, "the frame's keys and things fit its data"));
        fi.put("thing_1", KsyFile.when(k.at(things, THING_RECORD, t1, null), "data_fits"));
        fi.put("thing_2", KsyFile.when(k.at(things + " + 8 * " + t1, THING_RECORD, "frame_header." + id(THING_2_COUNT), null), "data_fits"));
        String why = "the special data follows the trigger list only when some frame word is special (an 'any' over the frame"
                + " table, which Kaitai expressions cannot take), and the special bodies are walked (SpecialFrames)";
        for (Layout l : List.of(SPECIAL_PARTS, SPECIAL_JOINT, SPECIAL_COUNTS, SPECIAL_RECORD_LAYOUT, SPECIAL_PART_BYTE, SPECIAL_MASK_BYTE,
                SPECIAL_ENTRY, SPECIAL_EXTRA_BYTE, SPECIAL_BODY_BYTE)) {
            k.notExported(l, why);
        }
    }

}
