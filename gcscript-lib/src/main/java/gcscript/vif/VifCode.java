package gcscript.vif;

/**
 * One 32-bit VIF code word (docs/formats/vif.md): bit 31 interrupt, bits 24–30 CMD, 16–23 NUM, 0–15 IMMEDIATE.
 * Decoding never fails; whether the command exists is {@link #isValid()}.
 */
public record VifCode(int word) {

    /** The code word as a record, its fields declared once (docs/formats/vif.md "Code word", "UNPACK", "STCYCL"). */
    public static final gcscript.layout.Layout LAYOUT = new gcscript.layout.Layout("vif_code", 4, "docs/formats/vif.md");
    public static final gcscript.layout.Field WORD = LAYOUT.s32("word", 0, "the whole code word");
    public static final gcscript.layout.Field IMMEDIATE = bits("immediate", 0, 16, "IMMEDIATE");
    public static final gcscript.layout.Field NUM = bits("num", 16, 8, "NUM; 0 = 256 where it counts");
    public static final gcscript.layout.Field CMD = bits("cmd", 24, 7, "CMD");
    public static final gcscript.layout.Field INTERRUPT = bits("interrupt", 31, 1, "i bit");
    public static final gcscript.layout.Field UNPACK_VL = bits("vl", 24, 2, "UNPACK: element size, 0 = 32 .. 3 = 5 bits");
    public static final gcscript.layout.Field UNPACK_VN = bits("vn", 26, 2, "UNPACK: components - 1");
    public static final gcscript.layout.Field UNPACK_MASK = bits("m", 28, 1, "UNPACK: use the MASK register");
    public static final gcscript.layout.Field UNPACK_TAG = bits("unpack", 29, 2, "3 on every UNPACK (CMD & 0x60 == 0x60)");
    public static final gcscript.layout.Field UNPACK_ADDR = bits("addr", 0, 10, "UNPACK: VU address, qwords");
    public static final gcscript.layout.Field UNPACK_USN = bits("usn", 14, 1, "UNPACK: zero-extend");
    public static final gcscript.layout.Field UNPACK_FLG = bits("flg", 15, 1, "UNPACK: add VIF1_TOPS");
    public static final gcscript.layout.Field STCYCL_CL = bits("cl", 0, 8, "STCYCL: cycle length");
    public static final gcscript.layout.Field STCYCL_WL = bits("wl", 8, 8, "STCYCL: write length");

    /** The data words of STROW (ROW0–3) or STCOL (COL0–3): rac2-formats §6, 4 data words after the code. */
    public static final gcscript.layout.Layout ROW_COL = new gcscript.layout.Layout("vif_row_col", 16, "rac2-formats §6 (STROW, STCOL)");
    public static final gcscript.layout.Field[] ROW_COL_WORDS = ROW_COL.array("word", 0, gcscript.layout.Type.U32,
            "ROW0–3 (STROW) or COL0–3 (STCOL)", "0", "1", "2", "3");
    /** The data word of STMASK: rac2-formats §6, 1 data word. */
    public static final gcscript.layout.Layout MASK = new gcscript.layout.Layout("vif_mask", 4, "rac2-formats §6 (STMASK)");
    public static final gcscript.layout.Field MASK_WORD = MASK.u32("mask", 0, "the MASK register");

    private static gcscript.layout.Field bits(String name, int shift, int width, String doc) {
        return LAYOUT.bits(name, 0, gcscript.layout.Type.U32, shift, width, doc);
    }

    private int get(gcscript.layout.Field f) { return (int) f.from(Integer.toUnsignedLong(word)); }

    public static final int NOP = 0x00, STCYCL = 0x01, OFFSET = 0x02, BASE = 0x03, ITOP = 0x04, STMOD = 0x05,
            MSKPATH3 = 0x06, MARK = 0x07, FLUSHE = 0x10, FLUSH = 0x11, FLUSHA = 0x13, MSCAL = 0x14, MSCALF = 0x15,
            MSCNT = 0x17, STMASK = 0x20, STROW = 0x30, STCOL = 0x31, MPG = 0x4a, DIRECT = 0x50, DIRECTHL = 0x51;

    /** vn: components − 1. */
    public static final int S = 0, V2 = 1, V3 = 2, V4 = 3;
    /** vl: 0 = 32-bit, 1 = 16-bit, 2 = 8-bit, 3 = 5-bit (only with V4). */
    public static final int L32 = 0, L16 = 1, L8 = 2, L5 = 3;

    public boolean interrupt() { return get(INTERRUPT) != 0; }
    public int cmd() { return get(CMD); }
    /** The raw NUM byte; 0 stands for 256 where NUM is a count ({@link #num()}). */
    public int numRaw() { return get(NUM); }
    public int num() { int n = numRaw(); return n == 0 ? 256 : n; }
    public int imm() { return get(IMMEDIATE); }

    public boolean isUnpack() { return get(UNPACK_TAG) == 3; }
    /** UNPACK: use the MASK register (CMD bit 4). */
    public boolean mask() { return get(UNPACK_MASK) != 0; }
    public int vn() { return get(UNPACK_VN); }
    public int vl() { return get(UNPACK_VL); }
    public int addr() { return get(UNPACK_ADDR); }
    /** UNPACK: 1 = zero-extend (unsigned). */
    public boolean usn() { return get(UNPACK_USN) != 0; }
    /** UNPACK: add VIF1_TOPS to the address. */
    public boolean flg() { return get(UNPACK_FLG) != 0; }

    /** STCYCL: cycle length (IMM bits 0–7) and write length (bits 8–15). */
    public int cl() { return get(STCYCL_CL); }
    public int wl() { return get(STCYCL_WL); }

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
