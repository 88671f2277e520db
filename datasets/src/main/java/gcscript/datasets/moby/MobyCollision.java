package gcscript.datasets.moby;

import gcscript.datasets.geometry.Buf;
import java.util.Random;

/**
 * A class's collision block (rac2-formats-phase2 §1.12, Wrench's {@code read_moby_collision} as the reference
 * describes it): a 0x10 header {u16, u16, s32 first_size @4, s32 third_size @8, s32 second_size @0xc}, then the first
 * part's bytes, the second part (s16 x, y, z, pad per vertex, / 1024; second_size % 8 == 0) and the third part's
 * bytes. The reference names no meaning for the two u16 nor for the first and third parts: they get drawn bytes of
 * their own so the per-field truth tells every field apart; the pad is 0.
 */
final class MobyCollision {
    private MobyCollision() {}

    /** Writes the block at the next 16-byte boundary, points the header's {@code collision} (+0x10) at it, records truth. */
    static void write(Buf b, Random rnd, MobyFields truth) {
        b.pad(0x10);
        b.putU32(0x10, b.tell());
        int u0 = 1 + rnd.nextInt(0xff), u2 = 1 + rnd.nextInt(0xff);
        int first = 1 + rnd.nextInt(12), vertices = 1 + rnd.nextInt(6), third = 1 + rnd.nextInt(12);
        b.u16(u0); b.u16(u2);
        b.u32(first); b.u32(third); b.u32(8 * vertices);
        String firstHex = bytes(b, first, rnd);
        for (int v = 0; v < vertices; v++) {
            int x = rnd.nextInt(0x4000) - 0x2000, y = rnd.nextInt(0x3000) - 0x1000, z = rnd.nextInt(0x2000);
            b.u16(x); b.u16(y); b.u16(z); b.u16(0);
            truth.collisionVertex(v, x, y, z, 0);
        }
        String thirdHex = bytes(b, third, rnd);
        truth.collision(u0, u2, first, third, 8 * vertices, firstHex, thirdHex, vertices);
    }

    /** {@code n} drawn bytes, written; returns them as the table's hex text ("0a 1b"). */
    private static String bytes(Buf b, int n, Random rnd) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            int v = rnd.nextInt(0x100);
            b.u8(v);
            sb.append(k == 0 ? "" : " ").append(String.format("%02x", v));
        }
        return sb.toString();
    }
}
