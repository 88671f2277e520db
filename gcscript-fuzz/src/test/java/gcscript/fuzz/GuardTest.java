package gcscript.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import org.junit.jupiter.api.Test;

/** The guard itself: it must fail on each broken promise, or the fuzz targets prove nothing. */
class GuardTest {
    static final byte[] TEN = new byte[10];

    @Test
    void formatExceptionIsARejectionNotAFailure() {
        assertEquals(Guard.Outcome.REJECTED, Guard.check("t", TEN, 10, 8, () -> ByteReader.of(TEN, "f").u32("x", 8)));
        assertEquals(Guard.Outcome.PARSED, Guard.check("t", TEN, 10, 8, () -> ByteReader.of(TEN, "f").u32("x", 4)));
    }

    @Test
    void anyOtherExceptionFails() {
        Guard.EscapedException e = assertThrows(Guard.EscapedException.class,
                () -> Guard.check("t", TEN, 10, 8, () -> { throw new ArrayIndexOutOfBoundsException(7); }));
        assertTrue(e.getMessage().contains("ArrayIndexOutOfBoundsException"), e.getMessage());
    }

    @Test
    void allocationBeyondTheBoundFails() {
        Guard.check("alloc", TEN, 10, 8, () -> { }); // classes loaded; the measured call below loads none
        AssertionError e = assertThrows(AssertionError.class,
                () -> Guard.check("alloc", TEN, 10, 8, () -> sink = new byte[64 << 20]));
        assertTrue(e.getMessage().contains("allocated"), e.getMessage());
        Guard.check("alloc", TEN, 10, 8, () -> sink = new byte[1 << 20]);
    }

    @Test
    void eachTableAddsItsAllowanceAndNoMore() {
        Guard.check("alloc", TEN, 10, 8, () -> { });
        int bytes = (int) (Guard.FIXED_BYTES + 8 * Guard.TABLE_BYTES);   // over the plain bound, within 10 tables' allowance
        assertThrows(AssertionError.class, () -> Guard.check("alloc", TEN, 10, 8, () -> sink = new byte[bytes]));
        Guard.checkTables("alloc", TEN, 10, 8, 10, () -> sink = new byte[bytes]);
        AssertionError e = assertThrows(AssertionError.class,
                () -> Guard.checkTables("alloc", TEN, 10, 8, 6, () -> sink = new byte[bytes]));
        assertTrue(e.getMessage().contains("limit " + (Guard.FIXED_BYTES + 6 * Guard.TABLE_BYTES + 80)), e.getMessage());
    }

    @Test
    void aOneTimeAllocationIsMeasuredAgainNotBlamedOnTheInput() {
        Guard.check("alloc", TEN, 10, 8, () -> { });
        boolean[] first = {true};
        int[] calls = {0};
        // 64 MB on the first call only (a lazy initialisation): the second measurement is within the bound
        Guard.check("alloc", TEN, 10, 8, () -> {
            calls[0]++;
            if (first[0]) sink = new byte[64 << 20];
            first[0] = false;
        });
        assertEquals(2, calls[0], "measured twice");
        // within the bound at once: measured once
        calls[0] = 0;
        Guard.check("alloc", TEN, 10, 8, () -> calls[0]++);
        assertEquals(1, calls[0]);
    }

    @Test
    void aHangFailsWithTheWorkersStack() {
        AssertionError e = assertThrows(AssertionError.class, () -> Guard.check("hang", TEN, 10, 8, 300, () -> {
            long x = 0;
            while (!Thread.currentThread().isInterrupted()) x++;
            sink = new byte[(int) (x & 1)];
        }));
        assertTrue(e.getMessage().contains("still running"), e.getMessage());
        assertEquals(1, e.getSuppressed().length);
        // a fresh worker serves the next input
        assertEquals(Guard.Outcome.PARSED, Guard.check("hang", TEN, 10, 8, () -> { }));
    }

    @Test
    void aCallStillLoadingClassesGetsTheGraceNotAFailure() {
        // the first input of a target loads (and when fuzzing instruments) hundreds of classes: one-time, not a hang
        assertEquals(Guard.Outcome.PARSED, Guard.check("slow-start", TEN, 10, 8, 300, () -> {
            Class.forName("javax.sound.midi.MidiSystem");
            Thread.sleep(700);
        }));
    }

    static volatile byte[] sink;
}
