package gcscript.datasets.tfrag;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the VIF commands of a patch's five lists (docs/formats/tfrag.md) and remembers what it wrote, for the
 * per-field truth of {@code tfrag_lists} and {@code tfrag_unpacks}: each list's extent and command count (every
 * code word is one command; the zero words that pad a list to a qword are VIF NOPs, one command each) and every
 * UNPACK with the format, USN flag, VU address and element count it was given and what the writer meant it to
 * carry (kind, tier). Draws no random numbers: the bytes are the ones the writer emitted before.
 */
final class VifOut {
    /** One UNPACK as written: its list (0..4), command index in the list and fields; dataBytes = elements × element size. */
    record Unpack(int list, int command, String format, int usn, int addr, int elements, int dataBytes, String kind, String tier) {}

    static final int V4_32 = 0x0c, V4_16 = 0x0d, V4_8 = 0x0e, V3_16 = 0x09;   // vn << 2 | vl

    private final LeBuffer o;
    private int list = -1, commands;
    final int[] start = new int[5], end = new int[5], commandCount = new int[5], unpackCount = new int[5];
    final List<Unpack> unpacks = new ArrayList<>();

    VifOut(LeBuffer o) { this.o = o; }

    /** Opens list {@code l} (0 = LOD 2 ... 4 = LOD 0) at the current position. */
    void begin(int l) {
        list = l;
        commands = 0;
        start[l] = o.tell();
    }

    /** Pads the open list to a qword with NOP words and closes it; returns its end. */
    int end() {
        int from = o.tell();
        o.pad(0x10);
        commands += (o.tell() - from) / 4;
        commandCount[list] = commands;
        end[list] = o.tell();
        return end[list];
    }

    /** A one-word command (STMOD, STCYCL). */
    void code(int word) {
        o.u32(word);
        commands++;
    }

    /** STROW and its four row words. */
    void strow(int a, int b, int c, int d) {
        code(0x30000000);
        o.u32(a); o.u32(b); o.u32(c); o.u32(d);
    }

    /** UNPACK with FLG = 1, NUM = elements (0 = 256); payload padded to 4 bytes. Returns the payload offset. */
    int unpack(int vnvl, boolean unsigned, int addr, int elements, byte[] data, String kind, String tier) {
        unpacks.add(new Unpack(list, commands, name(vnvl), unsigned ? 1 : 0, addr, elements, elements * elementBytes(vnvl), kind, tier));
        unpackCount[list]++;
        int imm = (addr & 0x3ff) | (unsigned ? 0x4000 : 0) | 0x8000;
        code(((0x60 | vnvl) << 24) | ((elements & 0xff) << 16) | imm);
        int at = o.tell();
        o.bytes(data);
        o.pad(4);
        return at;
    }

    private static String name(int vnvl) {
        return switch (vnvl) {
            case V4_32 -> "V4_32";
            case V4_16 -> "V4_16";
            case V4_8 -> "V4_8";
            case V3_16 -> "V3_16";
            default -> throw new IllegalArgumentException("format " + vnvl);
        };
    }

    private static int elementBytes(int vnvl) {
        return switch (vnvl) {
            case V4_32 -> 16;
            case V4_16 -> 8;
            case V4_8 -> 4;
            case V3_16 -> 6;
            default -> throw new IllegalArgumentException("format " + vnvl);
        };
    }
}
