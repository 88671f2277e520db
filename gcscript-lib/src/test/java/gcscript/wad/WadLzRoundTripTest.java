package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.wad.Inputs.Shape;
import gcscript.wad.PacketWalker.Kind;
import gcscript.wad.PacketWalker.Packet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Encoder properties: every input round-trips, and the stream obeys the layout rules of docs/formats/wad.md. */
class WadLzRoundTripTest {
    static final int[] SIZES = {0, 1, 2, 3, 4, 5, 17, 18, 19, 20, 272, 273, 274, 275, 276, 277, 546, 547, 4096,
            0x1FFD, 0x1FFE, 0x1FFF, 0x2000, 0x2001, 0x2002, 0x2003, 0x2000 - 278, 0x2000 + 278, 0x4000, 0x4001,
            70000, 300000};

    /** Compresses, checks the layout, decodes both ways and returns the packets. */
    static List<Packet> roundTrip(byte[] data, String label) {
        byte[] z = WadLz.compress(data, "test");
        assertEquals(z.length, WadLz.compressedSize(ByteReader.of(z, label)), label);
        assertArrayEquals(data, WadLz.decompress(ByteReader.of(z, label), data.length), label);
        assertArrayEquals(data, WadLz.decompressCapped(ByteReader.of(z, label), data.length), label);
        List<Packet> packets = PacketWalker.walk(z);
        checkLayout(z, packets, data.length, label);
        return packets;
    }

    /** §3.3: no packet (with its trailing literal) crosses a 0x2000 boundary from D0; pads end their block in 0xEE. */
    static void checkLayout(byte[] z, List<Packet> packets, int size, String label) {
        int end = z.length;
        Kind last = null;
        int lastTrailing = 0;
        long produced = 0;
        for (Packet p : packets) {
            int q = p.offset() - 16;
            assertTrue(q / 0x2000 == (q + p.length() - 1) / 0x2000,
                    () -> label + ": " + p + " crosses a 0x2000 boundary");
            assertTrue(p.offset() + p.length() <= end, () -> label + ": " + p + " runs past the end");
            if (p.kind() == Kind.PAD) {
                assertTrue((q & 0x1FFF) > 0x1000, () -> label + ": pad in the first half of a block: " + p);
                assertEquals(0, (p.skipTo() - 16) % 0x2000, () -> label + ": " + p);
                for (int i = p.offset() + 3; i < p.skipTo(); i++) assertEquals((byte) 0xEE, z[i], () -> label);
                assertTrue(p.skipTo() < end, () -> label + ": stream ends in a pad");
            } else {
                assertTrue((q & 0x1FFF) + p.length() <= 0x2000 - 3, () -> label + ": no room for a pad after " + p);
            }
            boolean literal = p.kind() == Kind.BIG_LITERAL || p.kind() == Kind.MEDIUM_LITERAL;
            if (literal) assertTrue(last != Kind.BIG_LITERAL && last != Kind.MEDIUM_LITERAL, () -> label + ": double literal at " + p);
            // after 1-3 trailing bytes the encoder always continues with a match, as every stream of the
            // conformance set does: a literal there is legal for the public decoders but untested on the console
            if (literal) assertTrue(lastTrailing == 0, () -> label + ": literal right after a trailing literal at " + p);
            lastTrailing = p.kind() == Kind.PAD ? 0 : p.trailing();
            produced += switch (p.kind()) {
                case BIG_LITERAL -> p.length() - 2;
                case MEDIUM_LITERAL -> p.length() - 1;
                default -> p.trailing();
            };
            last = p.kind();
        }
        assertTrue(produced <= size, () -> label);
    }

    @Test
    void everyShapeAndSizeClassRoundTrips() {
        long seed = 1;
        for (Shape shape : Shape.values()) {
            for (int size : SIZES) {
                for (int rep = 0; rep < (size < 5000 ? 3 : 1); rep++) {
                    byte[] data = Inputs.make(shape, size, seed++);
                    roundTrip(data, shape + "-" + size + "-seed" + (seed - 1));
                }
            }
        }
    }

    @Test
    void allSmallSizesRoundTrip() {
        for (int size = 0; size <= 600; size++) {
            for (Shape shape : new Shape[]{Shape.RANDOM, Shape.RUNS, Shape.TEXT}) {
                roundTrip(Inputs.make(shape, size, size * 31L + shape.ordinal()), shape + "-" + size);
            }
        }
    }

    @Test
    void aroundTheBlockBoundaryRoundTrips() {
        // incompressible data moves the write position by exactly one byte per input byte: hits every q
        for (int k = -300; k <= 300; k++) {
            roundTrip(Inputs.make(Shape.RANDOM, 0x2000 + k, k), "random-0x2000" + k);
        }
    }

    @Test
    void farMatchesUseBothValuesOfA() {
        Map<Kind, Integer> total = new EnumMap<>(Kind.class);
        for (int i = 0; i < 6; i++) {
            List<Packet> a0 = roundTrip(Inputs.make(Shape.FAR_A0, 200000, 100 + i), "far-a0");
            Map<Kind, Integer> c0 = PacketWalker.census(a0);
            assertTrue(c0.getOrDefault(Kind.FAR0_BIG, 0) > 100, c0.toString());
            assertEquals(0, c0.getOrDefault(Kind.FAR1_BIG, 0) + c0.getOrDefault(Kind.FAR1, 0), c0.toString());
            List<Packet> a1 = roundTrip(Inputs.make(Shape.FAR_A1, 300000, 200 + i), "far-a1");
            Map<Kind, Integer> c1 = PacketWalker.census(a1);
            assertTrue(c1.getOrDefault(Kind.FAR1_BIG, 0) > 100, c1.toString());
            c0.forEach((k, v) -> total.merge(k, v, Integer::sum));
            c1.forEach((k, v) -> total.merge(k, v, Integer::sum));
        }
        // the byte flips leave short repeats, so the small far forms show up as well
        assertTrue(total.getOrDefault(Kind.FAR0, 0) > 0, total.toString());
        assertTrue(total.getOrDefault(Kind.FAR1, 0) > 0, total.toString());
    }

    @Test
    void farDistanceEdges() {
        // a 40-byte block repeated exactly d back, for the distances at the edges of each packet kind
        for (int d : new int[]{1, 2, 7, 8, 9, 2047, 2048, 2049, 16383, 16384, 16385, 0x7FFF, 0x8000, 0xBFFE, 0xBFFF}) {
            byte[] data = Inputs.make(Shape.RANDOM, d + 300, d);
            System.arraycopy(data, 0, data, d, Math.min(40, data.length - d));
            roundTrip(data, "edge-" + d);
        }
        byte[] tooFar = Inputs.make(Shape.RANDOM, 0xC000 + 100, 7);
        System.arraycopy(tooFar, 0, tooFar, 0xC000, 100);
        List<Packet> p = roundTrip(tooFar, "distance 0xC000");
        assertTrue(p.stream().noneMatch(x -> x.kind().name().startsWith("FAR")), p.toString());
    }

    @Tag("slow")   // seconds per run: left out of mutation testing (pom profile pit), run by every mvn test
    @Test
    void everyPacketKindIsEmitted() {
        Map<Kind, Integer> total = new EnumMap<>(Kind.class);
        List<byte[]> inputs = new ArrayList<>();
        for (Shape s : Shape.values()) inputs.add(Inputs.make(s, 300000, 5 + s.ordinal()));
        for (byte[] in : inputs) PacketWalker.census(roundTrip(in, "census")).forEach((k, v) -> total.merge(k, v, Integer::sum));
        assertEquals(Arrays.asList(Kind.values()), new ArrayList<>(total.keySet()), total.toString());
    }

    @Test
    void literalStuffingUsesTrailingBits() {
        // "ab" then a 3-byte repeat at distance 2: a dummy carries the two leading bytes
        byte[] z = WadLz.compress("ababa".getBytes(StandardCharsets.US_ASCII), "x");
        List<Packet> p = PacketWalker.walk(z);
        assertEquals(Kind.DUMMY, p.get(0).kind());
        assertEquals(2, p.get(0).trailing());
        assertEquals(Kind.LITTLE, p.get(1).kind());
        assertEquals(List.of(0x11, 0x02, 0x00, (int) 'a', (int) 'b', 0x40 | (1 << 2), 0x00),
                toList(Arrays.copyOfRange(z, 16, z.length)));
        // a long zero run then 2 odd bytes: the bytes ride on the last match
        byte[] zz = new byte[1000];
        zz[998] = 1;
        zz[999] = 2;
        List<Packet> q = PacketWalker.walk(WadLz.compress(zz, "x"));
        assertEquals(2, q.get(q.size() - 1).trailing());
        assertTrue(q.get(q.size() - 1).kind() != Kind.DUMMY, q.toString());
    }

    @Test
    void headerCarriesSizeAndName() {
        byte[] z = WadLz.compress(new byte[100], "coredata");
        assertEquals("WAD", new String(z, 0, 3, StandardCharsets.US_ASCII));
        assertEquals(z.length, (z[3] & 0xFF) | (z[4] & 0xFF) << 8 | (z[5] & 0xFF) << 16 | (z[6] & 0xFF) << 24);
        assertEquals("coredata\0", new String(z, 7, 9, StandardCharsets.US_ASCII));
        byte[] full = WadLz.compress(new byte[0], "WRENCH010");
        assertEquals(16, full.length);
        assertEquals("WRENCH010", new String(full, 7, 9, StandardCharsets.US_ASCII));
        assertThrows(IllegalArgumentException.class, () -> WadLz.compress(new byte[1], "ten chars!"));
        assertThrows(IllegalArgumentException.class, () -> WadLz.compress(new byte[1], "caf\u00e9"));
    }

    @Tag("slow")   // seconds per run: left out of mutation testing (pom profile pit), run by every mvn test
    @Test
    void severalMegabytesRoundTrip() {
        byte[] level = Inputs.make(Shape.LEVEL, 6 << 20, 42);
        List<Packet> p = roundTrip(level, "level-6MB");
        assertTrue(p.stream().filter(x -> x.kind() == Kind.PAD).count() > 100);
        byte[] mixed = Inputs.make(Shape.RANDOM, 3 << 20, 43);
        System.arraycopy(Inputs.make(Shape.RECORDS, 1 << 20, 44), 0, mixed, 1 << 20, 1 << 20);
        roundTrip(mixed, "mixed-3MB");
    }

    @Test
    void compressesWhatIsCompressible() {
        assertTrue(WadLz.compress(new byte[200000], "z").length < 200000 / 60, "zeros");
        byte[] text = Inputs.make(Shape.TEXT, 90000, 1);
        assertTrue(WadLz.compress(text, "t").length < text.length / 2, "text");
        byte[] rnd = Inputs.make(Shape.RANDOM, 70000, 1);
        // stored: 2-byte header plus a 3-byte dummy per 273 bytes, plus pad slack
        assertTrue(WadLz.compress(rnd, "r").length < 70000 * 1.03, "random");
    }

    private static List<Integer> toList(byte[] b) {
        List<Integer> l = new ArrayList<>();
        for (byte x : b) l.add(x & 0xFF);
        return l;
    }
}
