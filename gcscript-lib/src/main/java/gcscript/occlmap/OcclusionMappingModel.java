package gcscript.occlmap;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.function.Supplier;

/**
 * The occlusion mappings of one level (LEVEL WAD slot 3, rac2-formats-phase2 §5.2): a 16-byte header of three
 * counts, then {s32 bit_index, s32 occlusion_id} records, tfrag records first, then tie, then moby. An id names a
 * tfrag by its occl_index, a tie instance by its occlusion_index, a moby instance by its uid; the three id lists
 * are given as suppliers (called by the tables and checks only) so this package depends on no level or gameplay code.
 */
public final class OcclusionMappingModel {
    static final String SRC = "rac2-formats-phase2 §5.2";
    public static final Layout HEADER = new Layout("occlusion_mappings_header", 0x10, SRC);
    public static final Field TFRAG_COUNT = HEADER.s32("tfrag_mapping_count", 0x00, "tfrag mappings (the first records)");
    public static final Field TIE_COUNT = HEADER.s32("tie_mapping_count", 0x04, "tie mappings (after the tfrag ones)");
    public static final Field MOBY_COUNT = HEADER.s32("moby_mapping_count", 0x08, "moby mappings (the last records)");
    public static final Field PAD = HEADER.s32("pad", 0x0c, "0");

    public static final Layout MAPPING = new Layout("occlusion_mapping", 0x08, SRC);
    public static final Field BIT_INDEX = MAPPING.s32("bit_index", 0x00, "a bit of the 1,024-bit occlusion masks");
    public static final Field OCCLUSION_ID = MAPPING.s32("occlusion_id", 0x04, "tfrag occl_index, tie occlusion_index or moby uid");

    /** Highest bit index + 1 of a 128-byte mask. */
    public static final int MASK_BITS = 1024;

    /** The id lists the mappings refer to, by kind: index i of each array is tfrag / tie instance / moby instance i. */
    public record Targets(Supplier<int[]> tfragOcclIndex, Supplier<int[]> tieOcclusionIndex, Supplier<int[]> mobyUid) {}

    final int level;
    final ByteReader slot;    // null when the level has no slot 3
    final Rec header;
    final RecArray records;
    final Targets targets;

    private OcclusionMappingModel(int level, ByteReader slot, Rec header, RecArray records, Targets targets) {
        this.level = level;
        this.slot = slot;
        this.header = header;
        this.records = records;
        this.targets = targets;
    }

    /** Reads the header and checks that the records fit the extent before anything is allocated. */
    public static OcclusionMappingModel read(int level, ByteReader slot, Targets targets) {
        if (slot == null) return new OcclusionMappingModel(level, null, null, null, targets);
        String p = "level[" + level + "].occlusion";
        Rec h = HEADER.read(slot, 0, p + ".header");
        long total = 0;
        for (Field f : new Field[] {TFRAG_COUNT, TIE_COUNT, MOBY_COUNT}) {
            if (h.i(f) < 0) throw h.error(f, ">= 0", Integer.toString(h.i(f)));
            total += h.i(f);
        }
        RecArray r = MAPPING.view(slot, 0x10, total, p + ".mappings");
        return new OcclusionMappingModel(level, slot, h, r, targets);
    }

    public int level() { return level; }
    public boolean present() { return slot != null; }
    public Rec header() { return header; }
    public RecArray records() { return records; }
    public int count() { return records == null ? 0 : records.count(); }
    public String file() { return slot == null ? "" : slot.file(); }

    /** The kind of record {@code i}: 0 tfrag, 1 tie, 2 moby (by the header's counts). */
    public int kind(int i) {
        int t = header.i(TFRAG_COUNT), ti = header.i(TIE_COUNT);
        return i < t ? 0 : i < t + ti ? 1 : 2;
    }

    static final String[] KINDS = {"tfrag", "tie", "moby"};
    static final String[] TARGET_NAMES = {"tfrag", "tie_instance", "moby_instance"};
}
