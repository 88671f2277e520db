package gcscript.datasets.moby;

import gcscript.datasets.geometry.Buf;
import java.util.Random;

/**
 * The joint-list block of a class (rac2-formats-phase2 §1.12, Wrench's {@code write_moby_joints} as the reference
 * describes it): s32 list_count, then list_count s32 class-relative list offsets; each list starts 4-aligned with s16
 * n1, s16 n2, then n1 and n2 bytes and a u8 0xFF terminator. The block starts 16-aligned after common_trans (§1.3
 * step 5) and is zero-padded to 16. A class without joints gets the empty block (list_count 0) the writer always
 * emits; a jointed figure gets 1–3 lists of joint indices (the reference gives the bytes no meaning; joint indices
 * are what a rig's lists would hold).
 */
final class JointLists {
    private JointLists() {}

    static final int TERMINATOR = 0xFF;

    /** Writes the block at the next 16-byte boundary, points the header's {@code joints} (+0x1c) at it, records truth. */
    static void write(Buf b, int joints, Random rnd, MobyFields truth) {
        b.pad(0x10);
        b.putU32(0x1c, b.tell());
        int count = joints == 0 ? 0 : 1 + rnd.nextInt(3);
        b.u32(count);
        int table = b.tell();
        b.zeros(4 * count);
        for (int l = 0; l < count; l++) {
            b.pad(4);
            int at = b.tell();
            b.putU32(table + 4 * l, at);
            // both parts non-empty: an empty part's text is an empty cell, which the truth comparison cannot tell from a
            // missing one (MobyJointListsTest reads an empty part)
            int n1 = 1 + rnd.nextInt(joints), n2 = 1 + rnd.nextInt(joints);
            b.u16(n1);
            b.u16(n2);
            String first = part(b, n1, joints, rnd), second = part(b, n2, joints, rnd);
            b.u8(TERMINATOR);
            truth.jointList(l, count, at, n1, n2, first, second, TERMINATOR);
        }
        b.pad(0x10);
    }

    /** {@code n} joint indices below {@code joints}, written; returns them space-separated (the table's text). */
    private static String part(Buf b, int n, int joints, Random rnd) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            int j = rnd.nextInt(joints);
            b.u8(j);
            sb.append(k == 0 ? "" : " ").append(j);
        }
        return sb.toString();
    }
}
