package gcscript.datasets.moby;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Bangles of a moby class (rac2-formats-phase2 §1.12, §1.3; the layout Wrench's {@code write_moby_bangles} emits):
 * the bangle block at 16 × the header's {@code bangles} holds a 4-byte header (the writer leaves it zero), 15 entries
 * {u8 high_begin, high_count, low_begin, low_count} (packet-table indices; begin 0 = absent) and, from +64, two
 * s16[4] vectors per bangle. Each bangle's packets are regular packets (their own LOD list) written after the metal
 * packets, in table order; the packet table reserves one more zero entry per bangle, as Wrench's writer does.
 *
 * <p>The generator's bangles are small boxes (high LOD only) on unskinned mesh classes that have a bangle block.
 */
final class Bangles {
    private Bangles() {}

    /**
     * One bangle: its high-LOD shape and packets (table indices from {@code begin}), optionally a low-LOD shape and
     * packets right after them ({@code low} null for none), and its two vectors.
     */
    record Bangle(Shape shape, List<Lod.Packet> packets, int begin, Shape low, List<Lod.Packet> lowPackets, int[] v1, int[] v2) {
        int lowBegin() { return low == null ? 0 : begin + packets.size(); }
        int size() { return packets.size() + lowPackets.size(); }
    }

    /** 1–2 bangles around bounding sphere {@code bs}, their packets from table index {@code first}. */
    static List<Bangle> plan(Random r, float[] bs, int first) {
        List<Bangle> out = new ArrayList<>();
        int n = 1 + r.nextInt(2), at = first;
        for (int i = 0; i < n; i++) {
            int[] slots = {r.nextInt(4), r.nextInt(4), r.nextInt(4)};
            Shape s = Shape.box(0.1f + 0.2f * r.nextFloat(), 0.1f + 0.2f * r.nextFloat(), 0.1f + 0.2f * r.nextFloat(), slots);
            s.translate(new float[] {bs[0] + (r.nextFloat() - 0.5f) * bs[3], bs[1] + (r.nextFloat() - 0.5f) * bs[3], bs[2] + (r.nextFloat() - 0.5f) * bs[3]});
            List<Lod.Packet> packets = Lod.split(s, 1 + r.nextInt(2), r, MobyClassWriter.idBase(r, s), Lod.MAX_PRIMITIVES);
            Shape low = null;
            List<Lod.Packet> lowPackets = List.of();
            if (r.nextBoolean()) {
                low = Shape.box(0.1f, 0.1f, 0.1f, slots);
                low.translate(s.pos.get(0));
                lowPackets = Lod.split(low, 1, r, MobyClassWriter.idBase(r, low), Lod.MAX_PRIMITIVES);
            }
            int[] v1 = new int[4], v2 = new int[4];
            for (int k = 0; k < 4; k++) { v1[k] = r.nextInt(0x10000) - 0x8000; v2[k] = r.nextInt(0x10000) - 0x8000; }
            Bangle g = new Bangle(s, packets, at, low, lowPackets, v1, v2);
            out.add(g);
            at += g.size();
        }
        return out;
    }

    static int packets(List<Bangle> bangles) {
        int n = 0;
        for (Bangle b : bangles) n += b.size();
        return n;
    }

    /** The bangle block at {@code b.tell()}: zero header, 15 entries (the bangles first, the rest absent), the vectors. */
    static void writeBlock(Buf b, List<Bangle> bangles, MobyFields f) {
        b.zeros(4);
        for (int i = 0; i < 15; i++) {
            if (i < bangles.size()) {
                Bangle g = bangles.get(i);
                b.u8(g.begin()); b.u8(g.packets().size()); b.u8(g.lowBegin()); b.u8(g.lowPackets().size());
            } else {
                b.zeros(4);
            }
        }
        for (int i = 0; i < bangles.size(); i++) {
            Bangle g = bangles.get(i);
            for (int v : g.v1()) b.u16(v);
            for (int v : g.v2()) b.u16(v);
            f.bangle(i, g.begin(), g.packets().size(), g.lowBegin(), g.lowPackets().size(), g.v1(), g.v2());
        }
    }
}
