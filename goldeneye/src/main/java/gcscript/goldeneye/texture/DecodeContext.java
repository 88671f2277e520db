package gcscript.goldeneye.texture;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.n64.MsbBitReader;

import java.util.Arrays;

/**
 * Working state of one decode: the bit reader, the output buffer laid out as the game's, and the two fixed-size
 * scratch buffers the game decodes into (0x2000 bytes of planes/indices, 0x1000 bytes of lookup table). The scratch
 * remembers which bytes were written, so a read of memory the game would leave uninitialised is seen and reported.
 */
final class DecodeContext {
    static final int SCRATCH = 0x2000;
    static final int LOOKUP_BYTES = 0x1000;

    final String name;
    final byte[] blob;
    final MsbBitReader r;
    final Problems problems;
    byte[] out;
    final byte[] scratch = new byte[SCRATCH];
    final boolean[] written = new boolean[SCRATCH];
    final int[] lookup = new int[2048];

    /** Set by a read of unwritten scratch memory during the current image. */
    String undefinedReason;

    DecodeContext(String name, byte[] blob, Problems problems) {
        this.name = name;
        this.blob = blob;
        this.problems = problems;
        this.r = new MsbBitReader(blob, 1, blob.length, name);
        this.out = new byte[4096];
    }

    void ensure(int n) {
        if (out.length < n) out = Arrays.copyOf(out, Math.max(n, out.length * 2));
    }

    /** A condition the game cannot survive or that leaves nothing defined: always an exception. */
    FormatException fatal(String expected, String actual) {
        return r.error(expected, actual);
    }

    /**
     * A condition under which the game still returns, but its output is not what the blob says (undefined memory,
     * unchecked magic). Strict: throws. Lenient: a problem row, and decoding goes on as the game would.
     */
    void problem(String expected, String actual) {
        problems.report(-1, name, r.field() + " (bit " + r.bitPosition() + ")", r.bitPosition() >> 3,
                "ge-texture", expected, actual, Severity.ERROR);
    }

    int scratchByte(int i) {
        if (i < 0 || i >= SCRATCH) throw fatal("a scratch index inside the game's 0x2000-byte buffer", Integer.toString(i));
        if (!written[i] && undefinedReason == null) undefinedReason = "reads-unwritten-scratch@" + i;
        return scratch[i] & 0xFF;
    }

    void scratchWrite(int i, int v) {
        if (i < 0 || i >= SCRATCH) throw fatal("decoded data within the game's 0x2000-byte scratch buffer", "write at byte " + i);
        scratch[i] = (byte) v;
        written[i] = true;
    }

    void put8(int at, int v) { out[at] = (byte) v; }

    void put16(int at, int v) { out[at] = (byte) (v >> 8); out[at + 1] = (byte) v; }

    void put32(int at, int v) {
        out[at] = (byte) (v >>> 24); out[at + 1] = (byte) (v >>> 16); out[at + 2] = (byte) (v >>> 8); out[at + 3] = (byte) v;
    }
}
