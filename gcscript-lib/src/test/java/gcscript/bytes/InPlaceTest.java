package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ByteReader#inPlace}: the heap array and the index of the window's byte 0, claimed as a copy would be. */
class InPlaceTest {
    @Test void aSliceNamesItsArrayAndOffset() {
        byte[] b = new byte[40];
        ByteReader s = ByteReader.of(b, "F").slice("part", 7, 20).slice("inner", 5, 10);
        ByteReader.InPlace at = s.inPlace("inner", 10);
        assertSame(b, at.array());
        assertEquals(12, at.offset());
        assertEquals(0, ByteReader.of(b, "F").inPlace("whole", 40).offset());
    }

    @Test void aBufferWithoutAWritableArrayIsNone() {
        ByteBuffer ro = ByteBuffer.wrap(new byte[32]).asReadOnlyBuffer();
        assertNull(ByteReader.of(ro, "R", 0).inPlace("x", 32));
        assertNull(ByteReader.of(ByteBuffer.allocateDirect(32), "D", 0).inPlace("x", 16));
    }

    @Test void theRangeIsCheckedFirst() {
        ByteReader r = ByteReader.of(new byte[16], "F").slice("s", 4, 8);
        FormatException e = assertThrows(FormatException.class, () -> r.inPlace("s.body", 9));
        assertEquals("s.body", e.path());
        assertEquals("range of 9 bytes inside [0x0, 0x8)", e.expected());
        assertThrows(FormatException.class, () -> r.inPlace("s.body", -1));
    }

    @Test void theBytesAreClaimedLikeACopy() {
        Coverage inPlace = new Coverage();
        Coverage copied = new Coverage();
        byte[] b = new byte[64];
        ByteReader.of(b, "F").recording(inPlace).slice("core", 16, 32).inPlace("core", 24);
        ByteReader.of(b, "F").recording(copied).slice("core", 16, 32).copy("core", 0, new byte[24], 0, 24);
        assertEquals(List.of(new Coverage.Claim("F", 16, 40, "core", Coverage.Kind.DECODED, null)), inPlace.claims("F"));
        assertEquals(copied.claims("F"), inPlace.claims("F"));
    }
}
