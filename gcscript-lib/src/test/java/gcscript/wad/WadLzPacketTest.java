package gcscript.wad;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Packets laid out by hand (docs/formats/wad.md), one kind at a time, each cut or broken at its exact edge: the
 * bytes decoded, and every rejection's path, absolute offset (the stream is read at 0x800 of its file), expected and
 * found text. Streams shorter than the decoder's margin run the checked packet loop; the same breakages placed before
 * 700 filler bytes (past the decoder's 640-byte margin) with a large expected size run the unchecked fast loop, which must reject them the same way.
 */
class WadLzPacketTest {
    static final int AT = 0x800;

    /** A stream: the header (size = 16 + packets) then the packets. */
    static byte[] z(int... packets) {
        byte[] s = new byte[16 + packets.length];
        s[0] = 'W'; s[1] = 'A'; s[2] = 'D';
        ByteBuffer.wrap(s).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(3, s.length);
        for (int i = 0; i < packets.length; i++) s[16 + i] = (byte) packets[i];
        return s;
    }

    /** {@code packets} followed by {@code n} bytes that are never decoded (the stream's size includes them). */
    static byte[] padded(int n, int... packets) {
        int[] all = Arrays.copyOf(packets, packets.length + n);
        return z(all);
    }

    static ByteReader at(byte[] s) {
        byte[] file = new byte[AT + s.length];
        System.arraycopy(s, 0, file, AT, s.length);
        return ByteReader.of(file, "F.WAD").slice("level[2].gameplay", AT, s.length);
    }

    static String text(byte[] b) { return new String(b, StandardCharsets.ISO_8859_1); }

    static byte[] exact(byte[] s, int size) { return WadLz.decompress(at(s), size); }

    static String fails(byte[] s, int size) {
        FormatException e = assertThrows(FormatException.class, () -> exact(s, size));
        return e.path() + " @0x" + Long.toHexString(e.offset()) + ": " + e.expected() + " | " + e.actual();
    }

    static String failsCapped(byte[] s, int cap) {
        FormatException e = assertThrows(FormatException.class, () -> WadLz.decompressCapped(at(s), cap));
        return e.path() + " @0x" + Long.toHexString(e.offset()) + ": " + e.expected() + " | " + e.actual();
    }

    static final int A = 'a', B = 'b', C = 'c', D = 'd';

    @Test
    void everyPacketKindDecodes() {
        // literal of 4 (flag 1), then a little match: flag 0x4c = length 3, distance (0 << 3) + 3 + 1 = 4
        assertEquals("abcdabc", text(exact(z(1, A, B, C, D, 0x4c, 0), 7)));
        // the little match's flag bits 0-1 carry trailing literals: 0x4d = one byte after it
        assertEquals("abcdabcz", text(exact(z(1, A, B, C, D, 0x4d, 0, 'z'), 8)));
        // a little match of length 8 (flag 0xec), distance 1 (a run)
        assertEquals("abcd" + "dddddddd", text(exact(z(1, A, B, C, D, 0xe0, 0), 12)));
        // medium match: flag 0x21 = length 3; distance (b2 << 6) + (b1 >> 2) + 1; b1's low bits carry trailing literals
        assertEquals("abcdabc", text(exact(z(1, A, B, C, D, 0x21, 0x0c, 0), 7)));
        assertEquals("abcdbcdyz", text(exact(z(1, A, B, C, D, 0x21, 0x0a, 0, 'y', 'z'), 9)));
        // big match: flag 0x20, size = next byte + 0x1f, length size + 2
        byte[] big = exact(z(1, A, B, C, D, 0x20, 1, 0x0c, 0), 4 + 34);
        assertEquals("abcd".repeat(9) + "ab", text(big));
        // big literal: flag 0, length = next byte + 18
        int[] lit = new int[2 + 19];
        lit[1] = 1;
        for (int i = 0; i < 19; i++) lit[2 + i] = 'A' + i;
        assertEquals("ABCDEFGHIJKLMNOPQRS", text(exact(z(lit), 19)));
        // far match with r = 0 and size 1: no bytes; its b0 low bits still carry trailing literals
        assertEquals("abcdq", text(exact(z(1, A, B, C, D, 0x11, 1, 0, 'q'), 5)));
        // far match with r = 0 and another size: padding to the next 0x1000 block of the stream (here: its end)
        assertEquals("abcd", text(exact(z(1, A, B, C, D, 0x12, 0, 0, 1, 2, 3, 4, 5), 4)));
        // a far match's size 0 takes the next byte + 7
        assertEquals("abcd", text(exact(z(1, A, B, C, D, 0x10, 0, 0, 0, 9, 9), 4)));
        assertEquals("", text(exact(z(), 0)));
        assertEquals("abcd", text(WadLz.decompressCapped(at(z(1, A, B, C, D)), 100)));
    }

    @Test
    void cutPacketsNameWhatIsMissing() {
        String end = " ending at or before 0x";
        assertEquals("level[2].gameplay.wad.packet @0x810: literal of 5 bytes" + end + "814 (compressed_size) | 4 bytes left", fails(z(1, A, B, C), 4));
        assertEquals("level[2].gameplay.wad.packet @0x810: big literal of 2 bytes" + end + "811 (compressed_size) | 1 bytes left", fails(z(0), 4));
        int[] lit = new int[2 + 18];
        lit[1] = 1;
        assertEquals("level[2].gameplay.wad.packet @0x810: literal of 21 bytes" + end + "824 (compressed_size) | 20 bytes left", fails(z(lit), 19));
        assertEquals("level[2].gameplay.wad.packet @0x815: little match of 2 bytes" + end + "816 (compressed_size) | 1 bytes left", fails(z(1, A, B, C, D, 0x4c), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: medium match of 3 bytes" + end + "817 (compressed_size) | 2 bytes left", fails(z(1, A, B, C, D, 0x21, 0x0c), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: big match of 4 bytes" + end + "818 (compressed_size) | 3 bytes left", fails(z(1, A, B, C, D, 0x20, 1, 0x0c), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: far match of 3 bytes" + end + "817 (compressed_size) | 2 bytes left", fails(z(1, A, B, C, D, 0x11, 0), 4));
        assertEquals("level[2].gameplay.wad.packet @0x815: far match of 4 bytes" + end + "818 (compressed_size) | 3 bytes left", fails(z(1, A, B, C, D, 0x10, 0, 0), 4));
        assertEquals("level[2].gameplay.wad.packet @0x815: trailing literal of 3 bytes" + end + "817 (compressed_size) | 2 bytes left", fails(z(1, A, B, C, D, 0x4d, 0), 8));
        assertEquals("level[2].gameplay.wad.packet @0x815: trailing literal of 5 bytes" + end + "819 (compressed_size) | 4 bytes left",
                fails(z(1, A, B, C, D, 0x21, 0x0e, 0, 'y'), 10));
    }

    @Test
    void brokenPacketsInTheCheckedLoop() {
        assertEquals("level[2].gameplay.wad.packet @0x815: a match packet (flag >= 0x10) after the literal at 0x810 | double literal, flag 0x1",
                fails(z(1, A, B, C, D, 1, A, B, C, D), 8));
        assertEquals("level[2].gameplay.wad.packet @0x810: a match distance <= 0 (bytes decoded so far) | distance 4, length 3", fails(z(0x4c, 0), 3));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 5, length 3", fails(z(1, A, B, C, D, 0x50, 0), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 68, length 3", fails(z(1, A, B, C, D, 0x21, 0x0c, 1), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 16385, length 3",
                fails(z(1, A, B, C, D, 0x11, 4, 0), 7));
        assertEquals("level[2].gameplay.wad.packet @0x815: output within the expected size 6 | packet writes 3 bytes at output offset 4",
                fails(z(1, A, B, C, D, 0x4c, 0), 6));
        assertEquals("level[2].gameplay.wad.packet @0x815: output within the cap of 6 bytes | packet writes 4 bytes at output offset 4",
                failsCapped(z(1, A, B, C, D, 0x4d, 0, 'z'), 6));
        assertEquals("level[2].gameplay.wad.packet @0x810: output within the expected size 3 | packet writes 4 bytes at output offset 0", fails(z(1, A, B, C, D), 3));
        assertEquals("abcdabcz", text(WadLz.decompressCapped(at(z(1, A, B, C, D, 0x4d, 0, 'z')), 8)));
        assertEquals("level[2].gameplay.wad.decompressed_size @0x817: 8 decoded bytes | 7 decoded bytes", fails(z(1, A, B, C, D, 0x4c, 0), 8));
    }

    @Test
    void brokenPacketsInTheFastLoop() {
        // the same breakages with 700 bytes after them and room for 1000 output bytes: the fast loop meets them first
        assertEquals("level[2].gameplay.wad.packet @0x815: a match packet (flag >= 0x10) after the literal at 0x810 | double literal, flag 0x1",
                fails(padded(700, 1, A, B, C, D, 1, A, B, C, D), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x810: a match distance <= 0 (bytes decoded so far) | distance 4, length 3", fails(padded(700, 0x4c, 0), 1000));
        // flag 0x40, the lowest little match: its packet is 2 bytes, so the error names 0x815 like the others
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 9, length 3",
                fails(padded(700, 1, A, B, C, D, 0x40, 1), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 68, length 3",
                fails(padded(700, 1, A, B, C, D, 0x21, 0x0c, 1), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 68, length 33",
                fails(padded(700, 1, A, B, C, D, 0x20, 0, 0x0c, 1), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 16385, length 3",
                fails(padded(700, 1, A, B, C, D, 0x11, 4, 0), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 16385, length 9",
                fails(padded(700, 1, A, B, C, D, 0x10, 0, 4, 0), 1000));
        assertEquals("level[2].gameplay.wad.packet @0x815: a match distance <= 4 (bytes decoded so far) | distance 32768, length 3",
                fails(padded(700, 1, A, B, C, D, 0x19, 0, 0), 1000));
    }

    @Test
    void aPadInTheFastLoopMayEndTheStream() {
        // a pad packet whose next 0x1000 boundary lies past the end stops the decode exactly at the end: nothing
        // after it is read (the stream is the last byte of its file), whichever loop meets it
        assertEquals(0, WadLz.decompressCapped(at(padded(990, 0x12, 0, 0)), 1000).length);   // fast loop
        assertEquals(0, WadLz.decompressCapped(at(padded(990, 0x12, 0, 0)), 2).length);      // checked loop (no output room)
        assertEquals(0, exact(padded(990, 0x12, 0, 0), 0).length);
    }

    @Test
    void theFastLoopDecodesEveryKindLikeTheCheckedOne() {
        // 60 rounds of: a literal of 4, a little match with a trailing byte, a medium match, a big match, a run,
        // a big literal of 20: well past the 640-byte margin in and out, then the same packets alone (checked loop)
        ByteArrayOutputStream p = new ByteArrayOutputStream();
        StringBuilder want = new StringBuilder();
        for (int r = 0; r < 60; r++) {
            int c = 'a' + r % 26;
            p.writeBytes(new byte[] {1, (byte) c, 'x', 'y', 'z'});
            want.append((char) c).append("xyz");
            p.writeBytes(new byte[] {0x4d, 0, '!'});                   // length 3, distance 4, one trailing literal
            want.append((char) c).append("xy!");
            p.writeBytes(new byte[] {0x23, 0x1c, 0});                  // length 5, distance 8
            want.append(want, want.length() - 8, want.length() - 3);
            p.writeBytes(new byte[] {0x20, 3, 0x20, 0});               // length 36, distance 9
            for (int i = 0; i < 36; i++) want.append(want.charAt(want.length() - 9));
            p.writeBytes(new byte[] {(byte) 0xe0, 0});                 // length 8, distance 1
            for (int i = 0; i < 8; i++) want.append(want.charAt(want.length() - 1));
            p.writeBytes(new byte[] {0, 2});
            for (int i = 0; i < 20; i++) { p.write('A' + i); want.append((char) ('A' + i)); }
            p.writeBytes(new byte[] {0x4c, 0});                        // a match so the next round may start with a literal
            for (int i = 0; i < 3; i++) want.append(want.charAt(want.length() - 4));
        }
        int[] packets = new int[p.size()];
        byte[] pb = p.toByteArray();
        for (int i = 0; i < pb.length; i++) packets[i] = pb[i] & 0xff;
        assertTrue(pb.length > 1000 && want.length() > 3000);
        assertEquals(want.toString(), text(exact(z(packets), want.length())));
        assertEquals(want.toString(), text(WadLz.decompressCapped(at(z(packets)), Integer.MAX_VALUE)));
        byte[] into = new byte[want.length() + 7];
        Arrays.fill(into, (byte) '#');
        WadLz.decompress(at(z(packets)), want.length(), into);
        assertEquals(want + "#######", text(into));
    }

    @Test
    void headerBounds() {
        FormatException shortHeader = assertThrows(FormatException.class, () -> WadLz.compressedSize(at(Arrays.copyOf(z(), 15))));
        assertEquals("16 header bytes | 15 bytes", shortHeader.expected() + " | " + shortHeader.actual());
        byte[] magic = z();
        magic[2] = 'E';
        FormatException m = assertThrows(FormatException.class, () -> WadLz.compressedSize(at(magic)));
        assertEquals("level[2].gameplay.wad.magic @0x800: \"WAD\" (57 41 44) | 57 41 45", m.path() + " @0x" + Long.toHexString(m.offset()) + ": " + m.expected() + " | " + m.actual());
        for (byte[] bad : new byte[][] {magic(0, 'A', 'D'), magic('W', 0, 'D')}) {
            assertThrows(FormatException.class, () -> WadLz.compressedSize(at(bad)));
        }
        byte[] s = z(1, A, B, C, D);
        assertEquals(21, WadLz.compressedSize(at(s)));
        byte[] longer = Arrays.copyOf(s, 30);          // trailing bytes after the declared size are not packets
        assertEquals("abcd", text(exact(longer, 4)));
        ByteBuffer.wrap(s).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(3, 22);
        FormatException over = assertThrows(FormatException.class, () -> WadLz.compressedSize(at(s)));
        assertEquals("level[2].gameplay.wad.compressed_size @0x803: a size in [16, 21] (the stream length) | 22", over.path() + " @0x" + Long.toHexString(over.offset())
                + ": " + over.expected() + " | " + over.actual());
        ByteBuffer.wrap(s).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(3, 15);
        assertThrows(FormatException.class, () -> WadLz.compressedSize(at(s)));
        ByteBuffer.wrap(s).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(3, 16);
        assertEquals(16, WadLz.compressedSize(at(s)));
        assertEquals(0, exact(s, 0).length);
    }

    static byte[] magic(int a, int b, int c) {
        byte[] s = z();
        s[0] = (byte) a; s[1] = (byte) b; s[2] = (byte) c;
        return s;
    }

    @Test
    void expectedSizeBounds() {
        // 5 packet bytes can produce at most 72 × 5 = 360 bytes: 360 is a size to try, 361 is refused before decoding
        byte[] s = z(1, A, B, C, D);
        assertEquals("level[2].gameplay.wad.decompressed_size @0x815: 360 decoded bytes | 4 decoded bytes", fails(s, 360));
        assertEquals("level[2].gameplay.wad.decompressed_size @0x803: a size in [0, 360] (72 x 5 packet bytes) | 361", fails(s, 361));
        assertEquals("level[2].gameplay.wad.decompressed_size @0x803: a size in [0, 360] (72 x 5 packet bytes) | -1", fails(s, -1));
        assertEquals(360L, WadLzDecoder.maxOutput(21));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WadLz.decompress(at(s), 4, new byte[3]));
        assertEquals("output buffer of 3 bytes < expected size 4", e.getMessage());
        assertEquals("abcd", text(WadLz.decompress(at(s), 4, new byte[4])));
        assertEquals("abc", text(WadLz.decompressCapped(at(z(1, A, B, C, D)), 360)).substring(0, 3));
        assertThrows(IllegalArgumentException.class, () -> WadLz.decompressCapped(at(s), -1));
    }
}
