package gcscript.core;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import java.util.List;

/**
 * The sound remap block of core_index (header +0x70 {@code sound_remap_offset}; rac2-formats-phase2, sound bank
 * section): an 8-byte {@code SoundRemapHeader} and, from +8 up to {@code second_part_ofs}, 4-byte
 * {@code SoundRemapElement}s. Its meaning is not decoded anywhere; Wrench sizes the block (non-DL games) as the last
 * element's {@code offset + 4 x size}, relative to the block, and keeps it opaque. The library decodes the header and
 * the elements and owns the rest of that extent as opaque. {@code offset} is absolute (the block's header), and
 * {@code size} the extent by Wrench's rule (-1 when there is no element to take it from).
 */
public record SoundRemap(Rec header, List<Element> elements, long size) {
    public static final Layout HEADER = new Layout("sound_remap_header", 8, "rac2-formats-phase2 (sound_remap_offset)");
    public static final Field SECOND_PART_OFS = HEADER.s16("second_part_ofs", 0x0, "end of the element array, from the block start");
    public static final Field SECOND_PART_SIZE = HEADER.s16("second_part_size", 0x2, "not decoded");
    public static final Field THIRD_PART_OFS = HEADER.s16("third_part_ofs", 0x4, "not decoded (DL sizes the block by it)");
    public static final Field THIRD_PART_COUNT = HEADER.s16("third_part_count", 0x6, "not decoded (DL: 4-byte entries)");

    /** One {@code SoundRemapElement}; the stored {@code offset} and {@code size} are named element_* beside provenance. */
    public static final Layout ELEMENT = new Layout("sound_remap_element", 4, "rac2-formats-phase2 (sound_remap_offset)");
    public static final Field ELEMENT_OFFSET = ELEMENT.s16("element_offset", 0x0, "SoundRemapElement.offset: from the block start");
    public static final Field ELEMENT_SIZE = ELEMENT.s16("element_size", 0x2, "SoundRemapElement.size: in 4-byte units");

    /** One element as stored, with the byte range it spans by Wrench's rule (block + offset, + 4 x size). */
    public record Element(int record, Rec rec) {
        public long offset() { return rec.offset(); }
        public int elementOffset() { return rec.i(ELEMENT_OFFSET); }
        public int elementSize() { return rec.i(ELEMENT_SIZE); }
        public long end() { return elementOffset() + 4L * elementSize(); }
    }

    public long offset() { return header.offset(); }
    public int secondPartOfs() { return header.i(SECOND_PART_OFS); }

    /**
     * Reads the block at {@code at} (relative to core_index). The element count comes from
     * {@code second_part_ofs} = 8 + 4 x count; a value that is not of that form, or elements that run past
     * core_index, throw {@link gcscript.bytes.FormatException} naming the field. Element values are not judged here.
     */
    static SoundRemap read(ByteReader index, int at) {
        Rec h = HEADER.read(index, at, "core.sound_remap.header");
        int second = h.i(SECOND_PART_OFS);
        if (second < HEADER.size() || second % ELEMENT.size() != 0) {   // the header's 8 bytes are whole elements' worth
            throw index.error("core.sound_remap.header.second_part_ofs", at, "8 + 4 x element count (>= 8)", Hex.of(second));
        }
        List<Element> els = index.records("core.sound_remap", (long) at + HEADER.size(), (second - HEADER.size()) / ELEMENT.size(),
                ELEMENT.size(), (p, a, i) -> new Element(i, ELEMENT.read(index, a, p)));
        return new SoundRemap(h, List.copyOf(els), els.isEmpty() ? -1 : els.get(els.size() - 1).end());
    }

    /** Wrench's extent covers the element array and stays inside core_index (false without an element). */
    static boolean extentHolds(SoundRemap r, ByteReader index) {
        return r.size() >= r.secondPartOfs() && index.inRange(r.header().relativeOffset(), r.size());
    }
}
