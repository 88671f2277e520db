package gcscript.vif;

/**
 * One 32-bit VIF code word (docs/formats/vif.md): bit 31 interrupt, bits 24–30 CMD, 16–23 NUM, 0–15 IMMEDIATE.
 * Decoding never fails; whether the command exists is {@link #isValid()}.
 */
public record VifCode(int word) {

    public static final int NOP = 0x00, STCYCL = 0x01, OFFSET = 0x02, BASE = 0x03, ITOP = 0x04, STMOD = 0x05,
            MSKPATH3 = 0x06, MARK = 0x07, FLUSHE = 0x10, FLUSH = 0x11, FLUSHA = 0x13, MSCAL = 0x14, MSCALF = 0x15,
            MSCNT = 0x17, STMASK = 0x20, STROW = 0x30, STCOL = 0x31, MPG = 0x4a, DIRECT = 0x50, DIRECTHL = 0x51;

    /** vn: components − 1. */
    public static final int S = 0, V2 = 1, V3 = 2, V4 = 3;
    /** vl: 0 = 32-bit, 1 = 16-bit, 2 = 8-bit, 3 = 5-bit (only with V4). */
    public static final int L32 = 0, L16 = 1, L8 = 2, L5 = 3;

    public boolean interrupt() { return word < 0; }
    public int cmd() { return (word >>> 24) & 0x7f; }
    /** The raw NUM byte; 0 stands for 256 where NUM is a count ({@link #num()}). */
    public int numRaw() { return (word >>> 16) & 0xff; }
    public int num() { int n = numRaw(); return n == 0 ? 256 : n; }
    public int imm() { return word & 0xffff; }

    public boolean isUnpack() { return (cmd() & 0x60) == 0x60; }
    /** UNPACK: use the MASK register (CMD bit 4). */
    public boolean mask() { return (cmd() & 0x10) != 0; }
    public int vn() { return (cmd() >> 2) & 3; }
    public int vl() { return cmd() & 3; }
    public int addr() { return imm() & 0x3ff; }
    /** UNPACK: 1 = zero-extend (unsigned). */
    public boolean usn() { return (imm() & 0x4000) != 0; }
    /** UNPACK: add VIF1_TOPS to the address. */
    public boolean flg() { return (imm() & 0x8000) != 0; }

    /** STCYCL: cycle length (IMM bits 0–7) and write length (bits 8–15). */
    public int cl() { return imm() & 0xff; }
    public int wl() { return (imm() >> 8) & 0xff; }

    /** UNPACK element size in bytes: ((32 >> vl) × (vn + 1)) / 8, and 2 for V4_5. */
    public int elementBytes() {
        if (vl() == L5) return 2;
        return ((32 >> vl()) * (vn() + 1)) / 8;
    }

    /** vn/vl = S_5, V2_5 and V3_5 do not exist. */
    public boolean isValidUnpack() { return isUnpack() && (vl() != L5 || vn() == V4); }

    public boolean isValid() {
        if (isUnpack()) return isValidUnpack();
        return switch (cmd()) {
            case NOP, STCYCL, OFFSET, BASE, ITOP, STMOD, MSKPATH3, MARK, FLUSHE, FLUSH, FLUSHA, MSCAL, MSCALF,
                 MSCNT, STMASK, STROW, STCOL, MPG, DIRECT, DIRECTHL -> true;
            default -> false;
        };
    }

    /** The unpack format as written in the reference, e.g. {@code V3_16}, {@code V4_5}, {@code S_32}. */
    public String format() {
        if (!isUnpack()) return "";
        return FORMATS[(vn() << 2) | vl()];
    }

    /** Unpack format names by vn * 4 + vl: a lookup, since every UNPACK of every patch asks. */
    private static final String[] FORMATS = {"S_32", "S_16", "S_8", "S_5", "V2_32", "V2_16", "V2_8", "V2_5",
            "V3_32", "V3_16", "V3_8", "V3_5", "V4_32", "V4_16", "V4_8", "V4_5"};

    /** Command name; UNPACKs are {@code UNPACK}, unknown commands and invalid unpack formats {@code invalid}. */
    public String name() {
        if (!isValid()) return "invalid";
        if (isUnpack()) return "UNPACK";
        return switch (cmd()) {
            case NOP -> "NOP"; case STCYCL -> "STCYCL"; case OFFSET -> "OFFSET"; case BASE -> "BASE";
            case ITOP -> "ITOP"; case STMOD -> "STMOD"; case MSKPATH3 -> "MSKPATH3"; case MARK -> "MARK";
            case FLUSHE -> "FLUSHE"; case FLUSH -> "FLUSH"; case FLUSHA -> "FLUSHA"; case MSCAL -> "MSCAL";
            case MSCALF -> "MSCALF"; case MSCNT -> "MSCNT"; case STMASK -> "STMASK"; case STROW -> "STROW";
            case STCOL -> "STCOL"; case MPG -> "MPG"; case DIRECT -> "DIRECT"; default -> "DIRECTHL";
        };
    }

    /**
     * Number of elements an UNPACK reads. Skipping/normal mode (wl ≤ cl) reads NUM; filling mode (wl > cl)
     * reads cl × (NUM / wl) + min(NUM mod wl, cl) (PCSX2 vc_Unpack).
     */
    public int unpackElements(int wl, int cl) {
        int n = num();
        if (wl <= cl) return n;
        return cl * (n / wl) + Math.min(n % wl, cl);
    }

    /** Bytes of data after the code word; UNPACK payloads are padded to whole 32-bit words. -1 if invalid. */
    public long payloadBytes(int wl, int cl) {
        if (!isValid()) return -1;
        if (isUnpack()) {
            long raw = (long) unpackElements(wl, cl) * elementBytes();
            return (raw + 3) & ~3L;
        }
        return switch (cmd()) {
            case STMASK -> 4;
            case STROW, STCOL -> 16;
            case MPG -> num() * 8L;
            case DIRECT, DIRECTHL -> (imm() == 0 ? 65536L : imm()) * 16L;
            default -> 0;
        };
    }

    /** Total size including the code word, in normal cycle mode. */
    public long totalBytes() { return 4 + payloadBytes(1, 1); }

    /** Unpadded bytes an UNPACK consumes (elements × element size); what a reader decodes. */
    public long unpackDataBytes(int wl, int cl) { return (long) unpackElements(wl, cl) * elementBytes(); }

    public static int unpackWord(int vn, int vl, boolean mask, int num, int addr, boolean usn, boolean flg) {
        int cmd = 0x60 | (mask ? 0x10 : 0) | (vn << 2) | vl;
        int imm = (addr & 0x3ff) | (usn ? 0x4000 : 0) | (flg ? 0x8000 : 0);
        return (cmd << 24) | ((num & 0xff) << 16) | imm;
    }

    public static int word(int cmd, int num, int imm) { return (cmd << 24) | ((num & 0xff) << 16) | (imm & 0xffff); }

    @Override public String toString() {
        return String.format("%08x %s%s num=%d imm=0x%x", word, name(), isUnpack() ? " " + format() : "", num(), imm());
    }
}
