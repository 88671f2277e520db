package gcscript.iso;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random mutations of the tiny image: reading, listing and opening files may only fail with FormatException. */
class IsoImageFuzzTest {

    private static final long SEED = 0x15096609L;
    private static final int MIN_CASES = 1_000;
    private static final int MAX_CASES = 40_000;
    private static final long MAX_MILLIS = 4_000;

    @Test
    void onlyFormatExceptionEscapes() {
        byte[] base = TinyIso.build();
        Random rnd = new Random(SEED);
        long deadline = System.currentTimeMillis() + MAX_MILLIS;
        int ok = 0;
        int rejected = 0;
        int cases = 0;
        // at least MIN_CASES however slow the machine, more while time allows
        for (int c = 0; c < MAX_CASES && (c < MIN_CASES || System.currentTimeMillis() < deadline); c++) {
            cases++;
            byte[] b = mutate(base, rnd);
            try {
                IsoImage iso = IsoImage.read(ByteReader.of(b, "fuzz.iso"));
                for (IsoEntry e : iso.files()) {
                    iso.data(e).toArray();
                    iso.find(e.path()).orElseThrow();
                }
                iso.directories();
                iso.lPathTable();
                iso.mPathTable();
                ok++;
            } catch (FormatException expected) {
                rejected++;
            } catch (Throwable t) {
                throw new AssertionError("case " + c + " (seed " + SEED + "): " + t, t);
            }
        }
        // Both outcomes must occur, or the mutations are not reaching the structures they are meant to test.
        assertTrue(ok > cases / 20, "accepted " + ok + " of " + cases);
        assertTrue(rejected > cases / 20, "rejected " + rejected + " of " + cases);
    }

    private static byte[] mutate(byte[] base, Random rnd) {
        int kind = rnd.nextInt(20);
        if (kind == 0) return Arrays.copyOf(base, rnd.nextInt(base.length + 1));
        byte[] b = base.clone();
        int n = 1 + rnd.nextInt(4);
        for (int i = 0; i < n; i++) {
            int at;
            int r = rnd.nextInt(10);
            if (r < 3) at = TinyIso.PVD + 128 + rnd.nextInt(40);            // sizes, path tables, root record
            else if (r < 6) at = TinyIso.ROOT + rnd.nextInt(160);            // root records
            else if (r < 8) at = TinyIso.G + rnd.nextInt(120);               // /G records
            else at = 16 * TinyIso.S + rnd.nextInt(b.length - 16 * TinyIso.S);
            b[at] = interesting(rnd);
        }
        return b;
    }

    private static byte interesting(Random rnd) {
        switch (rnd.nextInt(6)) {
            case 0: return 0;
            case 1: return (byte) 0xff;
            case 2: return (byte) 0x80;
            case 3: return (byte) (18 + rnd.nextInt(10));   // nearby LBAs make loops and overlaps likely
            default: return (byte) rnd.nextInt(256);
        }
    }

    @Test
    void fuzzDoesNotAcceptEverything() {
        // Sanity of the harness itself: a known-bad mutation is rejected.
        byte[] b = TinyIso.build();
        b[TinyIso.PVD + 1] = 'X';
        try {
            IsoImage.read(ByteReader.of(b, "x.iso"));
            fail("bad magic accepted");
        } catch (FormatException expected) {
            // the reader refused it, as it must
        }
    }
}
