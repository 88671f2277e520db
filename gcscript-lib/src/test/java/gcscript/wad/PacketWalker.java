package gcscript.wad;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Splits a valid stream into its packets, written straight from the grammar of docs/formats/wad.md and kept
 * apart from the decoder so the tests do not check the decoder against itself.
 */
final class PacketWalker {
    private PacketWalker() {}

    enum Kind { MEDIUM_LITERAL, BIG_LITERAL, LITTLE, MEDIUM, BIG, FAR0, FAR0_BIG, FAR1, FAR1_BIG, DUMMY, PAD }

    /** One packet: {@code length} includes the trailing literal; for a pad, {@code skipTo} is where decoding resumes. */
    record Packet(int offset, int length, Kind kind, int trailing, int skipTo) {}

    static List<Packet> walk(byte[] s) {
        int end = (s[3] & 0xFF) | (s[4] & 0xFF) << 8 | (s[5] & 0xFF) << 16 | (s[6] & 0xFF) << 24;
        List<Packet> out = new ArrayList<>();
        int p = 16;
        while (p < end) {
            int f = s[p] & 0xFF;
            if (f == 0) {
                out.add(new Packet(p, 2 + (s[p + 1] & 0xFF) + 18, Kind.BIG_LITERAL, 0, -1));
            } else if (f < 0x10) {
                out.add(new Packet(p, 1 + f + 3, Kind.MEDIUM_LITERAL, 0, -1));
            } else if (f < 0x20) {
                boolean m = (f & 7) == 0;
                int len = m ? 4 : 3;
                int b0 = s[p + len - 2] & 0xFF;
                int b1 = s[p + len - 1] & 0xFF;
                boolean a = (f & 8) != 0;
                int r = (a ? 0x4000 : 0) + b1 * 64 + (b0 >> 2);
                if (r == 0 && f != 0x11) {
                    int next = 16 + ((p + 3 - 16 + 0xFFF) & ~0xFFF);
                    out.add(new Packet(p, 3, Kind.PAD, 0, next));
                    p = next;
                    continue;
                }
                Kind k = r == 0 ? Kind.DUMMY : a ? (m ? Kind.FAR1_BIG : Kind.FAR1) : (m ? Kind.FAR0_BIG : Kind.FAR0);
                out.add(new Packet(p, len + (b0 & 3), k, b0 & 3, -1));
            } else if (f == 0x20) {
                int t = s[p + 2] & 3;
                out.add(new Packet(p, 4 + t, Kind.BIG, t, -1));
            } else if (f < 0x40) {
                int t = s[p + 1] & 3;
                out.add(new Packet(p, 3 + t, Kind.MEDIUM, t, -1));
            } else {
                out.add(new Packet(p, 2 + (f & 3), Kind.LITTLE, f & 3, -1));
            }
            p += out.get(out.size() - 1).length();
        }
        return out;
    }

    static Map<Kind, Integer> census(List<Packet> packets) {
        Map<Kind, Integer> m = new EnumMap<>(Kind.class);
        for (Packet p : packets) m.merge(p.kind(), 1, Integer::sum);
        return m;
    }
}
