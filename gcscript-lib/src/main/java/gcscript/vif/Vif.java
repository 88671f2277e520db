package gcscript.vif;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tech.tablesaw.api.Table;

/**
 * Walks VIF1 command lists on any bytes (docs/formats/vif.md). The walk follows STCYCL so UNPACKs in filling
 * mode read the right amount; alignment rules for MPG/DIRECT are not applied (neither does Wrench; tfrags
 * have neither command). A walk starts in normal cycle mode (wl = cl = 1) and STMOD 0 unless told otherwise.
 */
public final class Vif {
    private Vif() {}


    /** Lenient walk from offset 0 to the end: an unknown command or a payload past the end ends it with one non-ok row. */
    public static List<VifCommand> walk(ByteReader r) { return walk(r, 0, r.length(), 1, 1, 0); }

    /** Walks {@code [from, to)} of {@code r}; commands whose payload runs past {@code to} are {@code truncated}. */
    public static List<VifCommand> walk(ByteReader r, int from, int to, int wl, int cl, int mode) {
        return walk(r, from, to, wl, cl, mode, "vif");
    }

    /**
     * {@link #walk(ByteReader, int, int, int, int, int)} of the list {@code owner} names ({@code level[0].core.moby[3].vif_list}):
     * a recording reader's claims on the list, its code words and its STROW/STCOL/STMASK data carry that owner, so
     * the coverage map and the annotated hex name the list they belong to.
     */
    public static List<VifCommand> walk(ByteReader r, int from, int to, int wl, int cl, int mode, String owner) {
        r.requireRange("vif", from, (long) to - from);
        List<VifCommand> out = new ArrayList<>();
        // every command starts on a word boundary of the walk: one view of the words, read on demand
        gcscript.layout.RecArray words = VifCode.LAYOUT.window(r, from, ((long) to - from) / 4, "vif");
        int at = from;
        int run = from;   // start of the current run of code words (commands without payload follow each other)
        while (at + 4 <= to) {
            // [from, to) was range-checked above and at + 4 <= to, so this read cannot fail: no path string per command
            VifCode c = new VifCode(words.i((at - from) / 4, VifCode.WORD));
            if (!c.isValid()) {
                out.add(new VifCommand(at, r.absolute(at), c, at + 4, -1, wl, cl, mode, "invalid"));
                claimList(r, from, at, run, owner);
                return out;
            }
            long pay = c.payloadBytes(wl, cl);
            if (pay > to - (at + 4L)) {
                out.add(new VifCommand(at, r.absolute(at), c, at + 4, pay, wl, cl, mode, "truncated"));
                claimList(r, from, at, run, owner);
                return out;
            }
            out.add(new VifCommand(at, r.absolute(at), c, at + 4, pay, wl, cl, mode, "ok"));
            if (c.cmd() == VifCode.STCYCL) { wl = c.wl(); cl = c.cl(); }
            if (c.cmd() == VifCode.STMOD) mode = c.imm() & 3;
            if (pay > 0 && r.recording()) {
                claimCodes(r, run, at + 4, owner);
                claimData(r, c, at + 4, owner);
                run = at + 4 + (int) pay;
            }
            at += 4 + (int) pay;
        }
        claimList(r, from, Math.min(at, to), run, owner);
        if (at < to) {
            // 1–3 trailing bytes cannot hold a code word.
            out.add(new VifCommand(at, r.absolute(at), new VifCode(0), at, to - at, wl, cl, mode, "truncated"));
        }
        return out;
    }

    /**
     * Claims a walked list {@code [from, end)}: the whole as a bulk read (its UNPACK payloads are claimed record by
     * record inside it by the format's own reader), the code words of the last run {@code [run, end)} as
     * {@link VifCode#LAYOUT} records.
     */
    private static void claimList(ByteReader r, int from, int end, int run, String owner) {
        if (!r.recording()) return;
        claimCodes(r, run, end, owner);
        r.claim(owner, from, end - from, gcscript.bytes.Coverage.Kind.DECODED, null);
    }

    /** Code words {@code [s, e)} of a list, one claim for the run: the round trip re-encodes each from its fields. */
    private static void claimCodes(ByteReader r, int s, int e, String owner) {
        if (e > s) VifCode.LAYOUT.view(r, s, (e - s) / 4, owner);
    }

    /**
     * The data words of STROW/STCOL (ROW0–3, COL0–3) and STMASK: shared, since a format's reader may read the same
     * words as its own record (a tfrag's base position is an STROW's data).
     */
    private static void claimData(ByteReader r, VifCode c, int at, String owner) {
        switch (c.cmd()) {
            case VifCode.STROW, VifCode.STCOL -> VifCode.ROW_COL.shared(r, at, 1, owner);
            case VifCode.STMASK -> VifCode.MASK.shared(r, at, 1, owner);
            default -> { }
        }
    }

    /** Strict walk: any invalid or truncated command throws, naming {@code path[i]}. */
    public static List<VifCommand> walkStrict(ByteReader r, String path, int from, int to, int wl, int cl, int mode) {
        return walkStrict(r, () -> path, from, to, wl, cl, mode);
    }

    /** {@link #walkStrict(ByteReader, String, int, int, int, int, int)} with the path built only if the walk fails. */
    public static List<VifCommand> walkStrict(ByteReader r, java.util.function.Supplier<String> path, int from, int to,
                                              int wl, int cl, int mode) {
        // the list's name is built only when it is recorded or the walk fails
        List<VifCommand> cmds = walk(r, from, to, wl, cl, mode, r.recording() ? path.get() : "vif");
        // a walk stops at its first non-ok command, so only the last can fail
        int last = cmds.size() - 1;
        if (last >= 0 && !cmds.get(last).ok()) throw failure(r, path.get() + "[" + last + "]", cmds.get(last), to);
        return cmds;
    }

    public static List<VifCommand> walkStrict(ByteReader r, String path) {
        return walkStrict(r, path, 0, r.length(), 1, 1, 0);
    }

    static FormatException failure(ByteReader r, String path, VifCommand c, int to) {
        if (c.status().equals("invalid")) {
            return r.error(path, c.offset(), "a VIF code with a known CMD and unpack format",
                    Hex.u32(c.code().word()) + " (cmd " + Hex.of(c.code().cmd()) + ")");
        }
        return r.error(path, c.offset(), "command of " + c.totalBytes() + " bytes inside the list ending at " + Hex.of(r.absolute(to)),
                (to - c.offset()) + " bytes left");
    }

    /** Fraction of {@code r}'s bytes covered by ok commands of a walk from offset 0 (1.0 for an empty region). */
    public static double rate(ByteReader r) {
        if (r.length() == 0) return 1.0;
        long covered = 0;
        for (VifCommand c : walk(r)) if (c.ok()) covered += c.totalBytes();
        return covered / (double) r.length();
    }

    /** {@link #rate} over {@code length} uniformly random bytes: the control a real list's rate is compared with. */
    public static double randomRate(long seed, int length) { return randomRate(seed, length, 1); }

    /**
     * Mean {@link #rate} over {@code trials} regions of {@code length} random bytes, all drawn from one generator
     * (java.util.Random's first outputs for neighbouring seeds are correlated, so seeds are not stepped).
     */
    public static double randomRate(long seed, int length, int trials) {
        Random rnd = new Random(seed);
        byte[] b = new byte[length];
        double sum = 0;
        for (int i = 0; i < trials; i++) {
            rnd.nextBytes(b);
            sum += rate(ByteReader.of(b, "random"));
        }
        return sum / trials;
    }

    /**
     * One row per command: {@code offset} (absolute), cmd, name, num, imm, vn, vl, addr, usn (unpack fields are
     * -1 for other commands), payload_offset (absolute), payload_bytes, and the cycle in force.
     */
    public static Table table(List<VifCommand> cmds) {
        TableBuilder t = new TableBuilder("vif")
                .longs("offset").ints("cmd").strings("name", "format").ints("num", "imm", "vn", "vl", "mask", "addr", "usn", "flg")
                .longs("payload_offset").ints("payload_bytes", "wl", "cl", "mode", "interrupt");
        for (VifCommand c : cmds) {
            VifCode k = c.code();
            boolean up = k.isUnpack() && c.ok();
            t.row(c.absOffset(), k.cmd(), c.name(), up ? k.format() : "", k.num(), k.imm(),
                    up ? k.vn() : -1, up ? k.vl() : -1, up ? (k.mask() ? 1 : 0) : -1, up ? k.addr() : -1,
                    up ? (k.usn() ? 1 : 0) : -1, up ? (k.flg() ? 1 : 0) : -1,
                    c.absOffset() - c.offset() + c.payloadOffset(), (int) Math.min(Integer.MAX_VALUE, c.payloadBytes()),
                    c.wl(), c.cl(), c.mode(), k.interrupt() ? 1 : 0);
        }
        return t.build();
    }

    public static Table table(ByteReader r) { return table(walk(r)); }
}
