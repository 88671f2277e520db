package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.List;

/**
 * The joint-list block at the class header's {@code joints} offset (rac2-formats-phase2 §1.12, Wrench
 * {@code read_moby_joints}/{@code write_moby_joints}): s32 {@code list_count}, then that many s32 class-relative list
 * offsets; each list (4-aligned) is s16 {@code n1}, s16 {@code n2}, u8[n1], u8[n2] and a u8 0xFF terminator. The
 * reference does not say what the bytes mean (joint indices, by their range on the generator's figures); they are
 * kept as stored.
 *
 * <p>A count below 0, a list offset outside the class block or a list that runs past it leaves nothing defined to
 * read: its check fails and a {@code FormatException} follows. A missing terminator is thrown too (Wrench verifies it);
 * an unaligned list is only reported.
 */
public final class MobyJointLists {
    private MobyJointLists() {}

    static final String SRC = "rac2-formats-phase2 §1.12 (joint lists)";

    public static final Layout COUNT = new Layout("moby_joint_list_count", 4, SRC);
    public static final Field LIST_COUNT = COUNT.s32("list_count", 0, "number of joint lists");
    public static final Layout OFFSET = new Layout("moby_joint_list_offset", 4, SRC);
    public static final Field LIST_OFFSET = OFFSET.s32("list_offset", 0, "class-relative offset of the list, 4-aligned");
    public static final Layout HEAD = new Layout("moby_joint_list", 4, SRC);
    public static final Field N1 = HEAD.s16("n1", 0, "bytes in the first part");
    public static final Field N2 = HEAD.s16("n2", 2, "bytes in the second part");
    public static final Layout ENTRY = new Layout("moby_joint_list_entry", 1, SRC);
    public static final Field JOINT = ENTRY.u8("joint", 0, "a list byte (meaning not published)");
    public static final Layout END = new Layout("moby_joint_list_end", 1, SRC);
    public static final Field TERMINATOR = END.u8("terminator", 0, "0xFF");
    public static final int TERMINATOR_VALUE = 0xFF;
    static final int ALIGN = 4;

    /** One list as stored: its index, the stored offset word and count, its head, both parts and the terminator. */
    public record JointList(int list, int listCount, Rec offset, Rec head, byte[] first, byte[] second, int terminator) {
        /** The part's bytes as decimal numbers, space-separated. */
        public static String text(byte[] part) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < part.length; i++) sb.append(i == 0 ? "" : " ").append(JOINT.i(part, i));
            return sb.toString();
        }
    }

    /** Reads the block class header {@code h} points at ({@code joints} 0 = none). */
    static List<JointList> read(ByteReader blk, Rec h, String path, MobyChecks ck) {
        int at = h.i(MobyLayouts.JOINTS);
        if (at <= 0 || at >= blk.length()) return List.of();   // 0 = none; outside is moby.header.offsets_inside's
        String p = path + ".joints";
        Rec count = COUNT.read(blk, at, p);
        int n = count.i(LIST_COUNT);
        long room = (blk.length() - at - COUNT.size()) / OFFSET.size();
        if (!ck.expect("moby.joints.count", n >= 0 && n <= room, count.offsetOf(LIST_COUNT), () -> count.pathOf(LIST_COUNT) + " = " + n)) {
            throw count.error(LIST_COUNT, "0 .. " + room + " (offsets inside the class block)", Integer.toString(n));
        }
        RecArray offsets = OFFSET.view(blk, at + COUNT.size(), n, p + ".list_offset");
        List<JointList> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(list(blk, offsets, i, n, p + ".list[" + i + "]", ck));
        return List.copyOf(out);
    }

    private static JointList list(ByteReader blk, RecArray offsets, int i, int n, String p, MobyChecks ck) {
        Rec offset = offsets.rec(i);
        long off = offset.i(LIST_OFFSET);
        boolean headInside = off > 0 && off + HEAD.size() <= blk.length();
        Rec head = headInside ? HEAD.read(blk, off, p) : null;
        int n1 = head == null ? -1 : head.i(N1), n2 = head == null ? -1 : head.i(N2);
        long end = off + HEAD.size() + (long) n1 + n2;     // the terminator's offset
        boolean inside = headInside && n1 >= 0 && n2 >= 0 && end + END.size() <= blk.length();
        ck.expect("moby.joints.list_aligned", off % ALIGN == 0, offset.offsetOf(LIST_OFFSET), () -> offset.pathOf(LIST_OFFSET) + " = " + Hex.of(off));
        if (!ck.expect("moby.joints.list_inside", inside, offset.offsetOf(LIST_OFFSET),
                () -> offset.pathOf(LIST_OFFSET) + " = " + Hex.of(off) + ", n1 " + n1 + ", n2 " + n2 + ", block of " + Hex.of(blk.length()))) {
            if (head == null) throw offset.error(LIST_OFFSET, "a list head inside the class block of " + Hex.of(blk.length()), Hex.of(off));
            throw head.error(n1 < 0 ? N1 : N2, "n1, n2 >= 0 and the list's " + "n1 + n2 + 5 bytes inside the class block of "
                    + Hex.of(blk.length()), "n1 " + n1 + ", n2 " + n2);
        }
        byte[] first = ENTRY.payload(blk, off + HEAD.size(), n1, p + ".first");
        byte[] second = ENTRY.payload(blk, off + HEAD.size() + n1, n2, p + ".second");
        Rec term = END.read(blk, end, p + ".terminator");
        int t = term.i(TERMINATOR);
        if (!ck.expect("moby.joints.terminator", t == TERMINATOR_VALUE, term.offset(), () -> term.pathOf(TERMINATOR) + " = " + Hex.of(t))) {
            throw term.error(TERMINATOR, "0xff after n1 + n2 = " + (n1 + n2) + " bytes", Hex.of(t));
        }
        return new JointList(i, n, offset, head, first, second, t);
    }
}
