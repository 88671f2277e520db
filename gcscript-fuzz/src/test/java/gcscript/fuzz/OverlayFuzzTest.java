package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.overlay.Overlay;

/**
 * The level overlay (phase-2 §9.1): the section-header walk, address mapping, the normal-table search and the
 * checks, lenient and strict. Input: the overlay range itself.
 */
class OverlayFuzzTest {
    /** The search copies a section's words once (4 bytes a word) and keeps two int[256] per table found. */
    static final long BYTES_PER_BYTE = 16;

    @FuzzTest
    void overlay(byte[] data) {
        Guard.check("overlay.walk", data, data.length, BYTES_PER_BYTE, () -> {
            touch(Overlay.read(3, "LEVEL3.WAD", ByteReader.of(data, "LEVEL3.WAD"), Problems.lenient()), data.length);
            touch(Overlay.read(3, "LEVEL3.WAD", ByteReader.of(data, "LEVEL3.WAD"), Problems.strict()), data.length);
        });
    }

    static void touch(Overlay o, int length) {
        o.sections();
        o.normalTable();
        o.checks();
        for (long at = 0; at < length; at += 61) o.address(at);
    }
}
