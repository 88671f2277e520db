package gcscript.globalwad;

import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.globalwad.HeaderFields.Payload;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The reader checks every global WAD shares (rac2-global-wads §2.5), one outcome per check and subject. Subjects are
 * paths ({@code hud.help_weapons[3]}); offsets are header offsets in the WAD's first file.
 */
final class WadChecks {
    private WadChecks() {}

    /** The s32 at +3 of a WAD-LZ block: its stored size (rac2-formats §3). */
    static final Layout WAD_SIZE = new Layout("wad_lz_size", 7, "rac2-formats §3");
    static final Field WAD_SIZE_WORD = WAD_SIZE.s32("compressed_size", 3, "bytes of the compressed block");

    static void run(WadFile w, Checks c) {
        String p = w.name().toLowerCase();
        c.declare("toc_copy_header_size", "RC2.HDR's copy holds the file's header_size (§2.5 check 1)");
        c.declare("toc_copy_sector", "the copy's sector word is the LBA of the WAD's first file (§2.5 check 1)");
        c.declare("toc_copy_matches_file", "the file's header equals the copy but for bytes 4..7 (§2.5 check 2)");
        c.declare("file_sector_zero", "the file's own sector word is 0 (Wrench's envelope, §2.1)");
        c.declare("block_after_header", "a block starts at or after sector ceil(header_size / 0x800) (§2.5 check 3)");
        c.declare("block_inside_file", "a block ends by the sector-rounded end of the WAD's files (§2.5 check 3)");
        c.declare("blocks_disjoint", "no two blocks overlap (§2.5 check 4)");
        c.declare("blocks_in_field_order", "blocks ascend in header-field order (§2.5 check 4: recorded, as Wrench writes them)");
        c.declare("compressed_is_wad", "a field Wrench reads compressed starts with \"WAD\" and fits its range; others do not (§2.5 check 5)");
        Rec head = w.head();
        c.equal("file_sector_zero", p + ".header.sector", head.offsetOf(RangeLayouts.SECTOR), 0, head.i(RangeLayouts.SECTOR));
        if (w.tocCopy() != null) toc(w, c, p);
        for (Slot s : w.blocks()) {
            String subject = p + "." + s.name();
            c.expect("block_after_header", subject, s.headerOffset(), s.offsetSectors() >= w.firstBlockSector(),
                    ">= " + w.firstBlockSector(), s.offsetSectors());
            long end = s.start() + Math.max(s.declaredBytes(), w.blockBytes(s));
            c.expect("block_inside_file", subject, s.headerOffset(), end <= w.roundedLength(), "<= " + Hex.of(w.roundedLength()), Hex.of(end));
            payload(w, c, s, subject);
        }
        order(w, c, p);
    }

    private static void toc(WadFile w, Checks c, String p) {
        // the copy's words were read (and owned) by RC2.HDR's reader: peeked here, not claimed twice
        var copy = RangeLayouts.HEAD.window(w.tocCopy(), 0, 1, "rc2hdr." + p);
        c.equal("toc_copy_header_size", "rc2hdr." + p + ".header_size", w.tocOffset(), w.headerSize(), copy.i(0, RangeLayouts.HEADER_SIZE));
        long lba = w.parts().get(0).lba();
        if (lba >= 0) c.equal("toc_copy_sector", "rc2hdr." + p + ".sector", w.tocOffset() + 4, lba, copy.i(0, RangeLayouts.SECTOR));
        byte[] file = w.parts().get(0).bytes().slice(p + ".header", 0, w.headerSize()).toArray();
        byte[] toc = w.tocCopy().toArray();
        int diff = -1;
        for (int i = 0; i < file.length && diff < 0; i++) if ((i < 4 || i > 7) && (i >= toc.length || file[i] != toc[i])) diff = i;
        c.expect("toc_copy_matches_file", p + ".header", Math.max(diff, 0), diff < 0, "equal but for bytes 4..7",
                diff < 0 ? "equal" : "first difference at " + Hex.of(diff));
    }

    private static void payload(WadFile w, Checks c, Slot s, String subject) {
        Payload want = w.groups().stream().filter(g -> g.field().equals(s.field())).findFirst().orElseThrow().payload();
        if (want == Payload.UNKNOWN) return;
        long magic = w.magic(s);
        boolean isWad = WadFile.isWadLz(magic);
        if (want == Payload.RAW) {
            c.expect("compressed_is_wad", subject, s.headerOffset(), !isWad, "no \"WAD\" (read uncompressed)", isWad ? "\"WAD\"" : "other");
            return;
        }
        if (!isWad) {
            c.expect("compressed_is_wad", subject, s.headerOffset(), false, "\"WAD\"", magic < 0 ? "fewer than 4 bytes" : Hex.of(magic));
            return;
        }
        WadFile.Part part = w.partOf(s.start(), WAD_SIZE.size());
        long size = part == null ? -1 : WAD_SIZE.window(part.bytes(), s.start() - part.start(), 1, subject + ".wad").get(0, WAD_SIZE_WORD);
        c.expect("compressed_is_wad", subject, s.headerOffset(), size > 0 && size <= s.declaredBytes(),
                "\"WAD\" of <= " + s.declaredBytes() + " bytes", size);
    }

    /** Overlaps between exact extents, and whether starts ascend in field order. */
    private static void order(WadFile w, Checks c, String p) {
        List<Slot> blocks = new ArrayList<>(w.blocks());
        blocks.sort(Comparator.comparingLong(Slot::headerOffset));   // header-field order (MPEG, ARMOR interleave two fields)
        for (int i = 1; i < blocks.size(); i++) {
            Slot a = blocks.get(i - 1), b = blocks.get(i);
            c.expect("blocks_in_field_order", p + "." + b.name(), b.headerOffset(), b.start() > a.start(),
                    "after " + a.name() + " (" + Hex.of(a.start()) + ")", Hex.of(b.start()));
        }
        blocks.sort(Comparator.comparingLong(Slot::start));
        for (int i = 1; i < blocks.size(); i++) {
            Slot a = blocks.get(i - 1), b = blocks.get(i);
            long aEnd = a.start() + w.blockBytes(a);
            c.expect("blocks_disjoint", p + "." + b.name(), b.headerOffset(), b.start() >= aEnd,
                    ">= " + Hex.of(aEnd) + " (end of " + a.name() + ")", Hex.of(b.start()));
        }
    }
}
