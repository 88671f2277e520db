package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.overlay.Overlay;
import gcscript.overlay.OverlaySection;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * MISC.WAD's {@code frontbin} (rac2-global-wads §4.1): a "Ratchet executable", the container of the level code overlay
 * (phase2 §9.1: 16-byte section headers {dest_address, copy_size, section_type, entry_point}, each followed by its
 * bytes; the walk stops at a header whose entry_point differs from the first one's), walked by the overlay package's
 * walker. The section bytes are code and data: owned as opaque. What the executable is (the front end's code, per
 * Wrench's schema) and where it loads are open questions of the reference.
 */
final class Frontbin {
    static final String PATH = "misc.frontbin";

    private final ByteReader block;
    private final Overlay walk;

    private Frontbin(ByteReader block, Overlay walk) {
        this.block = block;
        this.walk = walk;
    }

    /** The walk of MISC's frontbin block; an empty one when the disc has no MISC.WAD or the slot is empty. */
    static Frontbin read(GlobalWads wads, Problems problems) {
        WadFile misc = wads.wad("MISC").orElse(null);
        Slot s = misc == null ? null : misc.slot("frontbin", 0);
        ByteReader b = s == null || s.empty() ? null : misc.block(s);
        Overlay o = Overlay.read(-1, PATH, "MISC.WAD", b, problems);
        if (b != null) {
            for (OverlaySection sec : o.sectionList()) {
                long at = sec.dataOffset() - b.absolute(0);
                if (sec.copySize() > 0) b.claim(PATH + ".section[" + sec.index() + "].data", at, sec.copySize(), Coverage.Kind.OPAQUE, null);
            }
        }
        return new Frontbin(b, o);
    }

    /**
     * {@code wad, file, record, offset, overlay_offset, dest_address, copy_size, section_type, entry_point, data_offset,
     * data_end}: one row per section header (offset and data_offset absolute in MISC.WAD; overlay_offset in the block).
     */
    Table sections() {
        TableBuilder t = new TableBuilder("misc frontbin sections").strings("wad", "file").ints("record").longs("offset")
                .ints("overlay_offset").longs("dest_address").ints("copy_size", "section_type").longs("entry_point", "data_offset", "data_end");
        for (OverlaySection s : walk.sectionList()) {
            t.row("MISC", "MISC.WAD", s.index(), s.headerOffset(), s.overlayOffset(), s.dest(), s.copySize(), s.sectionType(), s.entry(),
                    s.dataOffset(), s.dataEnd());
        }
        return Overlay.hex(t.build(), "dest_address", "entry_point", "data_end");
    }

    /** §4.3 check 4: sections that share one entry_point up to the stop rule, and whose sizes fit the block. */
    void check(Checks checks) {
        checks.declare("frontbin_sections", "frontbin parses as a Ratchet executable: at least one section (§4.3 check 4)");
        checks.declare("frontbin_walk_end", "the walk ends at a header with another entry_point or at the block end (§4.3 check 4)");
        checks.declare("frontbin_copy_sizes", "the headers and copy sizes sum to less than the block size (§4.3 check 4)");
        if (block == null) return;
        long start = block.absolute(0), end = block.absolute(block.length());
        checks.expect("frontbin_sections", PATH, start, !walk.sectionList().isEmpty(), "at least one section", walk.sectionList().size());
        checks.expect("frontbin_walk_end", PATH, walk.walkEnd(), walk.terminated() || walk.walkEnd() == end,
                "a terminating header or the block end " + Hex.of(end), walk.terminated() ? "terminating header" : Hex.of(walk.walkEnd()));
        long sum = 0;
        for (OverlaySection s : walk.sectionList()) sum += Overlay.HEADER_SIZE + s.copySize();
        checks.expect("frontbin_copy_sizes", PATH, start, sum < block.length(), "< " + block.length() + " bytes", sum);
    }
}
