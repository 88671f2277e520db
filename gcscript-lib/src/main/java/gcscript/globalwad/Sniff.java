package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.RecArray;
import gcscript.pif.PifLayouts;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * An analysis helper for the global WADs no public source gives a layout for (SPACE, SCENE, GADGET: rac2-global-wads
 * §8–§10), not a reading of them: the header past its prologue taken as 8-byte slots, each slot's two words tried as
 * a SectorRange and as two Sector32 starts (§8 "approach", steps 2–4), and the bytes at each start that lies inside
 * the file classified by §2.3's first-bytes table. Uniform runs of one kind are how the reference suggests the groups
 * will show on a retail disc. Nothing here is owned or checked: the tables are hypotheses to look at.
 */
final class Sniff {
    private Sniff() {}

    /** A candidate slot: two s32 words (the reference's reading of an unknown header, §8 step 2). */
    static final Layout PAIR = new Layout("candidate_pair", 8, "rac2-global-wads §8");
    static final Field WORD_0 = PAIR.s32("word_0", 0, "first word: a sector offset if the slot is a SectorRange or a Sector32");
    static final Field WORD_1 = PAIR.s32("word_1", 4, "second word: a size in sectors, or a second Sector32");
    /** The first 28 bytes at a candidate start (§2.3 looks as far as +0x18, for a sound bank's "SBlk"). */
    static final Layout PEEK = new Layout("candidate_peek", 0x1c, "rac2-global-wads §2.3");
    static final Field PEEK_0 = PEEK.u32("word_00", 0x00, "first four bytes");
    static final Field PEEK_4 = PEEK.u32("word_04", 0x04, "");
    static final Field PEEK_8 = PEEK.u32("word_08", 0x08, "");
    static final Field PEEK_C = PEEK.u32("word_0c", 0x0c, "");
    static final Field PEEK_18 = PEEK.u32("word_18", 0x18, "\"SBlk\" in a 989snd bank");

    static final long ELF = 0x464c457fL, VAGP_LE = 0x70474156L, PSS_PACK = 0xba010000L, SBLK = 0x6b6c4253L;

    /**
     * {@code wad, file, record, offset, word_0, word_1, as_range, as_starts, at_0, at_1}: one row per 8-byte slot of
     * SPACE's, SCENE's and GADGET's headers past the prologue. {@code as_range}: word_0 is a sector at or after the
     * header's sectors and word_0 + word_1 ends inside the file (word_1 > 0); {@code as_starts}: both words are such
     * sectors (or 0); {@code at_0}, {@code at_1}: what lies at each word taken as a start ({@link #classify}), "" when
     * the word is no sector of the file.
     */
    static Table slots(GlobalWads g) {
        TableBuilder t = new TableBuilder("global header slot candidates").strings("wad", "file").ints("record").longs("offset")
                .ints("word_0", "word_1").bools("as_range", "as_starts").strings("at_0", "at_1");
        for (WadFile w : g.all()) {
            if (w.level() >= 0 || !w.groups().isEmpty()) continue;
            ByteReader file = w.parts().get(0).bytes();
            int n = (w.headerSize() - RangeLayouts.HEAD.size()) / PAIR.size();
            RecArray pairs = PAIR.window(file, RangeLayouts.HEAD.size(), n, w.name().toLowerCase() + ".header.slot");
            long sectors = w.roundedLength() / Slot.SECTOR;
            for (int k = 0; k < n; k++) {
                int a = pairs.i(k, WORD_0), b = pairs.i(k, WORD_1);
                boolean startA = a >= w.firstBlockSector() && a < sectors, startB = b >= w.firstBlockSector() && b < sectors;
                t.row(w.name(), w.fileName(), k, pairs.offset(k), a, b, startA && b > 0 && (long) a + b <= sectors,
                        (startA || a == 0) && (startB || b == 0), startA ? classify(file, (long) a * Slot.SECTOR) : "",
                        startB ? classify(file, (long) b * Slot.SECTOR) : "");
            }
        }
        return t.build();
    }

    /**
     * §2.3's first-bytes table at {@code at}: wad_lz ("WAD"), pif ("2FIP"), texture_list (a count 0 < n < 0x1000, then
     * n ascending offsets, the first ≥ 4 + 4n, each at a "2FIP"), vag ("VAGp"), elf, pss (an MPEG-2 pack, 00 00 01 BA),
     * sound_bank (s32 1 or 3, s32 2, "SBlk" at +0x18), zeros (16 zero bytes), short (fewer than 28 bytes left in
     * the file), else unknown.
     */
    static String classify(ByteReader file, long at) {
        if (!file.inRange(at, PEEK.size())) return "short";
        RecArray head = PEEK.window(file, at, 1, "sniff");
        long w0 = head.get(0, PEEK_0);
        if (WadFile.isWadLz(w0)) return "wad_lz";
        if (w0 == PifLayouts.MAGIC_2FIP) return "pif";
        if (w0 == VAGP_LE) return "vag";
        if (w0 == ELF) return "elf";
        if (w0 == PSS_PACK) return "pss";
        if ((w0 == 1 || w0 == 3) && head.get(0, PEEK_4) == 2 && head.get(0, PEEK_18) == SBLK) return "sound_bank";
        if (w0 > 0 && w0 < PifLayouts.MAX_COUNT && textureList(file, at, (int) w0)) return "texture_list";
        if (w0 == 0 && head.get(0, PEEK_4) == 0 && head.get(0, PEEK_8) == 0 && head.get(0, PEEK_C) == 0) return "zeros";
        return "unknown";
    }

    /** §2.3's texture-list test: n ascending offsets after the count, the first past them, each at a "2FIP". */
    private static boolean textureList(ByteReader file, long at, int n) {
        if (!file.inRange(at + 4, 4L * n)) return false;
        RecArray offs = RangeLayouts.SECTOR32.window(file, at + 4, n, "sniff.offsets");
        long prev = 4 + 4L * n - 1;
        for (int i = 0; i < n; i++) {
            long o = offs.i(i, RangeLayouts.S32_SECTOR);
            if (o <= prev || !file.inRange(at + o, PifLayouts.PIF.size())) return false;
            if (PifLayouts.PIF.window(file, at + o, 1, "sniff.pif").get(0, PifLayouts.MAGIC) != PifLayouts.MAGIC_2FIP) return false;
            prev = o;
        }
        return true;
    }
}
