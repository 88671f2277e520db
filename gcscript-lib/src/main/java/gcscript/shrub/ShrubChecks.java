package gcscript.shrub;

import static gcscript.shrub.ShrubLayouts.*;

import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.vif.VifCode;
import gcscript.vif.VifCommand;
import java.util.List;

/**
 * The reader checks of rac2-formats-phase2 §3 ("Reader checks (shrub)", numbered as there), plus the exact VIF
 * preamble, the GIF tag registers and the billboard register addresses the notes measured. Strip winding: the
 * parity convention is applied (W re-derives it from normals); no check can decide that on stored bytes alone.
 */
public final class ShrubChecks {
    private ShrubChecks() {}

    public static Checks of(ShrubModel m) {
        Checks c = new Checks();
        c.declare("shrub.1.entries_before_packets", "0x40 + 8 * packet_count <= offset[0]");
        c.declare("shrub.1.packet_aligned", "every packet offset % 16 == 0");
        c.declare("shrub.1.packets_disjoint", "packets do not overlap (each starts at or after the previous end)");
        c.declare("shrub.1.packets_before_billboard_or_normals", "the last packet ends at or before billboard_offset (if non-zero) or normals_offset");
        c.declare("shrub.1.normals_in_block", "normals_offset + 192 <= block end");
        c.declare("shrub.1.fill_zero", "bytes between the palette end and the next class are zero");
        c.declare("shrub.1.o_class_matches_entry", "header 0x24 == entry o_class");
        c.declare("shrub.2.vif_preamble", "STCYCL 4/4, NOP, STMOD 0 before UNPACK #1");
        c.declare("shrub.2.three_unpacks", "exactly 3 UNPACKs: V4_32 ADDR 0, V4_16 ADDR vertex_offset, V4_16 ADDR vertex_offset + V");
        c.declare("shrub.2.unpack1_num", "NUM(#1) == 1 + G + 4T");
        c.declare("shrub.2.vertex_offset", "vertex_offset == 1 + G + 4T");
        c.declare("shrub.2.unpack23_num", "NUM(#2) == NUM(#3) == V");
        c.declare("shrub.2.size_ends_at_unpack3", "entry size runs to the end of UNPACK #3's payload");
        c.declare("shrub.3.vu_budget", "1 + G + 4T + 2V <= 118 qwords");
        c.declare("shrub.3.gs_budget", "G + 5T + 3V <= 168 qwords");
        c.declare("shrub.3.prim_type", "GIF tag PRIM type 3 (list) or 4 (strip)");
        c.declare("shrub.3.one_eop_last", "exactly one EOP tag, the last");
        c.declare("shrub.3.gif_regs", "REGS 0x412, NREG 3, FLG 0 (PACKED), PRE 1");
        c.declare("shrub.3.nloop_walked", "NLOOP == vertices the walk gave the primitive; a list's count is a multiple of 3");
        c.declare("shrub.4.gs_walk", "the GS walk terminates cleanly (padding stop allowed)");
        c.declare("shrub.4.normal_index", "normal_index (n_and_stop bits 0..14) < 24");
        c.declare("shrub.4.stop_bit", "exactly one vertex has bit 15 set, at index V - 4 (W's writer rule)");
        c.declare("shrub.4.padding_copies", "padding vertices repeat the last walked vertex's GS offset");
        c.declare("shrub.4.texture_slot_in_entry", "every primitive's texture slot maps through the entry to a shrub texture");
        c.declare("shrub.5.normal_length", "|n|^2 within 65,535 of 32767^2 (the notes' bound)");
        c.declare("shrub.6.billboard_matches_entry", "billboard_offset != 0 <=> entry billboard texture_width != 0");
        c.declare("shrub.block_aligned", "(measure) the class block starts on a 0x40 boundary of core_data (W pack_shrub_classes)");
        c.declare("shrub.billboard_addresses", "billboard A+D addresses TEX1 0x14, TEX0 0x06, MIPTBP1 0x34 (retail; W's builder writes 0)");
        for (ShrubClass k : m.classes()) one(c, m, k);
        return c;
    }

    private static void one(Checks c, ShrubModel m, ShrubClass k) {
        Rec h = k.header();
        String p = "level[" + m.level() + "].core.shrub[" + k.index() + "]";
        long size = k.end() - k.start();
        int n = h.i(PACKET_COUNT);
        c.equal("shrub.block_aligned", p, k.start(), 0, k.start() % 0x40);
        c.equal("shrub.1.o_class_matches_entry", h.pathOf(O_CLASS), h.offsetOf(O_CLASS), (short) k.entry().oClass(), h.i(O_CLASS));
        long prevEnd = 0x40 + 8L * n;
        for (int i = 0; i < n; i++) {
            Rec e = k.packetEntries().get(i);
            int off = e.i(ENTRY_OFFSET);
            if (i == 0) c.expect("shrub.1.entries_before_packets", e.pathOf(ENTRY_OFFSET), e.offsetOf(ENTRY_OFFSET), off >= prevEnd, ">= " + prevEnd, off);
            else c.expect("shrub.1.packets_disjoint", e.pathOf(ENTRY_OFFSET), e.offsetOf(ENTRY_OFFSET), off >= prevEnd, ">= " + prevEnd, off);
            c.expect("shrub.1.packet_aligned", e.pathOf(ENTRY_OFFSET), e.offsetOf(ENTRY_OFFSET), off % 16 == 0, "a multiple of 16", off);
            prevEnd = (long) off + e.i(ENTRY_SIZE);
        }
        int bb = h.i(BILLBOARD_OFFSET), normals = h.i(NORMALS_OFFSET);
        long limit = bb != 0 ? bb : normals;
        c.expect("shrub.1.packets_before_billboard_or_normals", h.pathOf(bb != 0 ? BILLBOARD_OFFSET : NORMALS_OFFSET),
                h.offsetOf(bb != 0 ? BILLBOARD_OFFSET : NORMALS_OFFSET), prevEnd <= limit, ">= " + prevEnd, limit);
        c.expect("shrub.1.normals_in_block", h.pathOf(NORMALS_OFFSET), h.offsetOf(NORMALS_OFFSET), normals + 192L <= size,
                "<= " + (size - 192), normals);
        boolean zero = true;
        long firstNonZero = -1;
        for (int i = 0; i < k.fill().count() && zero; i++) {
            for (var f : NORMAL.fields()) if (k.fill().get(i, f) != 0) { zero = false; firstNonZero = k.fill().offset(i); break; }
        }
        c.expect("shrub.1.fill_zero", p + ".fill", zero ? k.start() + normals + 192 : firstNonZero, zero,
                "zero bytes to the block end", zero ? "zero" : "non-zero record");
        for (int i = 0; i < k.normals().count(); i++) {
            long x = k.normals().i(i, NX), y = k.normals().i(i, NY), z = k.normals().i(i, NZ);
            long sq = x * x + y * y + z * z;
            c.expect("shrub.5.normal_length", k.normals().path(i), k.normals().offset(i), Math.abs(sq - 32767L * 32767L) <= 65535,
                    "within 65535 of " + 32767L * 32767L, sq);
        }
        boolean entryBillboard = k.entry().billboard() != null && k.entry().billboard().textureWidth() != 0;
        c.expect("shrub.6.billboard_matches_entry", h.pathOf(BILLBOARD_OFFSET), h.offsetOf(BILLBOARD_OFFSET),
                (bb != 0) == entryBillboard, "billboard_offset != 0 exactly when the entry's texture_width != 0",
                "billboard_offset " + bb + ", entry texture_width " + (k.entry().billboard() == null ? 0 : k.entry().billboard().textureWidth()));
        if (k.billboard() != null) {
            Rec r = k.billboard();
            boolean ok = BB_TEX1.addressOk(r) && BB_TEX0.addressOk(r) && BB_MIPTBP1.addressOk(r);
            c.expect("shrub.billboard_addresses", r.path(), r.offset(), ok, "0x14 / 0x06 / 0x34",
                    Integer.toHexString(BB_TEX1.address(r)) + " / " + Integer.toHexString(BB_TEX0.address(r)) + " / " + Integer.toHexString(BB_MIPTBP1.address(r)));
        }
        for (ShrubPacket pk : k.packets()) packet(c, m, k, pk, p + ".packet[" + pk.index() + "]");
    }

    private static void packet(Checks c, ShrubModel m, ShrubClass k, ShrubPacket pk, String pp) {
        List<VifCommand> vif = pk.vif();
        boolean pre = vif.size() >= 4 && vif.get(0).code().word() == 0x01000404 && vif.get(1).code().word() == 0
                && vif.get(2).code().word() == 0x05000000;
        c.expect("shrub.2.vif_preamble", pp + ".vif", pk.start(), pre, "01000404 00000000 05000000",
                vif.size() < 3 ? vif.size() + " commands" : String.format("%08x %08x %08x", vif.get(0).code().word(), vif.get(1).code().word(), vif.get(2).code().word()));
        if (pk.vifError() != null) {
            c.expect("shrub.2.three_unpacks", pp + ".vif", pk.start(), false, "three UNPACKs", pk.vifError());
            return;
        }
        Rec h = pk.header();
        List<VifCommand> u = pk.unpacks();
        int t = h.i(TEXTURE_COUNT), g = h.i(GIF_TAG_COUNT), v = h.i(VERTEX_COUNT), vo = h.i(VERTEX_OFFSET);
        VifCode a = u.get(0).code(), b = u.get(1).code(), d = u.get(2).code();
        boolean shape = a.vn() == VifCode.V4 && a.vl() == VifCode.L32 && a.addr() == 0
                && b.vn() == VifCode.V4 && b.vl() == VifCode.L16 && b.addr() == vo
                && d.vn() == VifCode.V4 && d.vl() == VifCode.L16 && d.addr() == vo + v;
        c.expect("shrub.2.three_unpacks", pp + ".vif", u.get(0).absOffset(), shape,
                "V4_32 @0, V4_16 @" + vo + ", V4_16 @" + (vo + v), a + ", " + b + ", " + d);
        c.equal("shrub.2.unpack1_num", pp + ".vif.unpack1", u.get(0).absOffset(), 1L + g + 4L * t, a.num());
        c.equal("shrub.2.vertex_offset", h.pathOf(VERTEX_OFFSET), h.offsetOf(VERTEX_OFFSET), 1L + g + 4L * t, vo);
        c.expect("shrub.2.unpack23_num", pp + ".vif.unpack2", u.get(1).absOffset(), b.num() == v && d.num() == v,
                "NUM " + v + " and " + v, b.num() + " and " + d.num());
        long end = u.get(2).absOffset() + u.get(2).totalBytes();
        c.equal("shrub.2.size_ends_at_unpack3", pk.entry().pathOf(ENTRY_SIZE), pk.entry().offsetOf(ENTRY_SIZE), end - pk.start(),
                pk.entry().i(ENTRY_SIZE));
        c.expect("shrub.3.vu_budget", pp + ".header", h.offset(), 1L + g + 4L * t + 2L * v <= VU_BUDGET, "<= " + VU_BUDGET, 1L + g + 4L * t + 2L * v);
        c.expect("shrub.3.gs_budget", pp + ".header", h.offset(), g + 5L * t + 3L * v <= GS_BUDGET, "<= " + GS_BUDGET, g + 5L * t + 3L * v);
        int eops = 0, lastEop = -1;
        for (int i = 0; i < pk.tags().size(); i++) {
            Rec tag = pk.tags().get(i);
            int type = tag.i(PRIM_TYPE);
            c.expect("shrub.3.prim_type", tag.pathOf(PRIM_TYPE), tag.offsetOf(TAG_HI), type == 3 || type == 4, "3 or 4", type);
            c.expect("shrub.3.gif_regs", tag.path(), tag.offset(), tag.u(REGS) == 0x412 && tag.i(NREG) == 3 && tag.i(FLG) == 0 && tag.i(PRE) == 1,
                    "regs 0x412, nreg 3, flg 0, pre 1", "regs 0x" + Long.toHexString(tag.u(REGS)) + ", nreg " + tag.i(NREG) + ", flg " + tag.i(FLG) + ", pre " + tag.i(PRE));
            int walked = pk.primWalked()[i];
            c.expect("shrub.3.nloop_walked", tag.pathOf(NLOOP), tag.offsetOf(NLOOP), tag.i(NLOOP) == walked && (type != 3 || walked % 3 == 0),
                    "nloop " + tag.i(NLOOP) + (type == 3 ? ", a multiple of 3" : ""), walked);
            if (tag.i(EOP) == 1) { eops++; lastEop = i; }
            int slot = pk.primSlot()[i];
            int tex = k.texture(slot);
            c.expect("shrub.4.texture_slot_in_entry", tag.path(), tag.offset(), tex >= 0 && tex < m.textureTableSize(),
                    "slot -> entry texture < " + m.textureTableSize(), "slot " + slot + " -> " + tex);
        }
        c.expect("shrub.3.one_eop_last", pp + ".gif_tag", h.offset(), eops == 1 && lastEop == pk.tags().size() - 1,
                "one EOP, on tag " + (pk.tags().size() - 1), eops + " EOP tags, last on " + lastEop);
        c.expect("shrub.4.gs_walk", pp, pk.start(), pk.walkError() == null, "clean walk", pk.walkError() == null ? "ok" : pk.walkError());
        int stops = 0, stopAt = -1;
        for (int i = 0; i < pk.storedVertices(); i++) {
            int ni = pk.part2().i(i, NORMAL_INDEX);
            c.expect("shrub.4.normal_index", pk.part2().path(i) + ".n_and_stop", pk.part2().offset(i) + NORMAL_INDEX.offset(), ni < NORMALS, "< 24", ni);
            if (pk.part2().i(i, STOP) != 0) { stops++; stopAt = i; }
            if (pk.padding(i) && pk.walkError() == null && pk.walkedVertices() > 0) {
                int last = pk.part1().i(pk.walkedVertices() - 1, GS);
                c.equal("shrub.4.padding_copies", pk.part1().path(i) + ".gs_offset", pk.part1().offset(i) + 6, last, pk.part1().i(i, GS));
            }
        }
        c.expect("shrub.4.stop_bit", pp + ".part2", pk.part2().offset(0), stops == 1 && stopAt == v - 4, "one stop bit, on record " + (v - 4),
                stops + " stop bits, last on " + stopAt);
    }
}
