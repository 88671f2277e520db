package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A metal packet (rac2-formats-phase2 §1.11) on a hand-made class block: the index UNPACK with its header and bytes, one
 * chrome texture primitive, a vertex table of four MetalVertex records; the walk draws two triangles. Broken copies
 * fail their checks: the reported ones (TEX0, transfer byte, vertex_data_size) and the ones that throw (an index past
 * the vertices, an ST UNPACK in front, a vertex count past the block).
 */
class MobyMetalTest {
    static final int ENTRY = 0x50, LIST = 0x60, TEX_CODE = 0x7C, PRIM = 0x80, VTX = 0xC0, SIZE = 0x110;

    static ByteBuffer block() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        // entry: list 0x60, 6 qwords, texture unpack 4, vertex header 0xC0, 5 qwords, d = (15 + 24)/16, e = (3 + 4)/4, n = 4
        b.putInt(ENTRY, LIST).putShort(ENTRY + 4, (short) 6).putShort(ENTRY + 6, (short) 4).putInt(ENTRY + 8, VTX);
        b.put(ENTRY + 0xc, (byte) 5).put(ENTRY + 0xd, (byte) 2).put(ENTRY + 0xe, (byte) 1).put(ENTRY + 0xf, (byte) 4);
        // index UNPACK, NUM 3: header {0, 3, secret 1, 0}, bytes 0 (switch), 0x82, 3, 4, then 1, 1, 1, 0
        b.putInt(LIST, 0x6E03812D);
        byte[] idx = {0, 3, 1, 0, 0, (byte) 0x82, 3, 4, 1, 1, 1, 0};
        for (int i = 0; i < idx.length; i++) b.put(LIST + 4 + i, idx[i]);
        // texture UNPACK at 0xC mod 16, ADDR 0x12D + 3, one primitive with TEX0 -2 (chrome); secret slot 1 = 0 (the stop)
        b.putInt(TEX_CODE, 0x6C048130);
        b.putInt(PRIM, 0xFF92).putInt(PRIM + 4, 4).put(PRIM + 8, (byte) 0x14);
        b.put(PRIM + 0x18, (byte) 0x08);
        b.putInt(PRIM + 0x20, -2).put(PRIM + 0x28, (byte) 0x06);
        b.put(PRIM + 0x38, (byte) 0x34);
        // vertex table: {4, 0x11, 0x22, 0x33}, then (100k, -50k, 7k) and opaque bytes k*16 + 6 ..
        b.putInt(VTX, 4).putInt(VTX + 4, 0x11).putInt(VTX + 8, 0x22).putInt(VTX + 12, 0x33);
        for (int k = 0; k < 4; k++) {
            int at = VTX + 0x10 + 0x10 * k;
            b.putShort(at, (short) (100 * k)).putShort(at + 2, (short) (-50 * k)).putShort(at + 4, (short) (7 * k));
            for (int j = 6; j < 16; j++) b.put(at + j, (byte) (k * 16 + j));
        }
        return b;
    }

    record Read(MobyPacket p, List<Check> checks) {}

    static Read read(ByteBuffer b) {
        ByteReader blk = ByteReader.of(b.array(), "blk");
        Rec e = MobyLayouts.PACKET_ENTRY.read(blk, ENTRY, "c.metal_packet");
        Checks out = new Checks();
        MobyChecks ck = new MobyChecks(out, "c", 0);
        try {
            return new Read(MobyMetal.read(blk, ck, "c.packet[0]", 0, e, 0), null);
        } finally {
            ck.flush();
            last = out.list();
        }
    }

    static List<Check> last;

    static boolean holds(List<Check> checks, String name) {
        return checks.stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " absent")).holds();
    }

    @Test void theListTheVerticesAndTheWalkAreRead() {
        MobyPacket p = read(block()).p();
        assertEquals("metal", p.lod());
        assertEquals(4, p.metalVertices());
        assertEquals(12, p.indexBytes());
        assertEquals(4, p.textureUnpackOffset());
        assertEquals(1, p.textures().size());
        assertEquals(-2, MobyLayouts.TEX0.slot(p.textures().get(0)));
        MobyMetal.Metal m = p.metal();
        assertEquals(0x33, m.header().i(MobyLayouts.METAL_UNKNOWN[2]));
        assertEquals(4, m.vertices().count());
        assertEquals(VTX + 0x30, m.vertices().offset(2));
        assertEquals(300, m.vertices().i(3, MobyLayouts.METAL_X));
        assertEquals(-100, m.vertices().i(2, MobyLayouts.METAL_Y));
        assertEquals(7, m.vertices().i(1, MobyLayouts.METAL_Z));
        assertEquals(3 * 16 + 0xf, m.vertices().i(3, MobyLayouts.METAL_VERTEX_UNKNOWN[9]));
        assertEquals(300 * 0.5 / 1024, MobyLayouts.METAL_POS_X.value(m.vertices(), 3, 0.5));
        assertArrayEquals(new int[] {0, 1, 2, 1, 2, 3}, m.corners());
        assertArrayEquals(new int[] {-2, -2}, m.slots());
        assertEquals(-2, m.tex());
        for (String c : new String[] {"moby.metal.unpacks", "moby.metal.texture", "moby.metal.transfer_count", "moby.metal.vertex_data_size",
                "moby.index.header", "moby.index.texture_unpack", "moby.packet.texture_unpack_offset", "moby.packet.list_end_is_vertex_header",
                "moby.packet.unknown_d", "moby.packet.unknown_e", "moby.walk.stops"}) {
            assertTrue(holds(last, c), c);
        }
    }

    @Test void aTextureOtherThanChromeOrGlassIsReported() {
        read(block().putInt(PRIM + 0x20, -1));
        assertFalse(holds(last, "moby.metal.texture"));
        assertTrue(holds(last, "moby.metal.transfer_count"));
    }

    @Test void aTransferByteOtherThanTheVertexCountIsReported() {
        MobyPacket p = read(block().put(ENTRY + 0xf, (byte) 5)).p();
        assertFalse(holds(last, "moby.metal.transfer_count"));
        assertEquals(4, p.metal().vertices().count());
    }

    @Test void aVertexDataSizeOtherThanHeaderAndRecordsIsReported() {
        read(block().put(ENTRY + 0xc, (byte) 4));
        assertFalse(holds(last, "moby.metal.vertex_data_size"));
        assertTrue(holds(last, "moby.metal.texture"));
    }

    @Test void anIndexPastTheVerticesThrows() {
        FormatException e = assertThrows(FormatException.class, () -> read(block().put(LIST + 11, (byte) 9)));
        assertEquals("c.packet[0].index[3]", e.path());
        assertFalse(holds(last, "moby.walk.index_in_cache"));
    }

    @Test void anStUnpackInFrontThrows() {
        FormatException e = assertThrows(FormatException.class, () -> read(block().putInt(LIST, 0x7503812D)));
        assertEquals("c.packet[0].vif_list", e.path());
    }

    @Test void aVertexCountPastTheBlockThrows() {
        FormatException e = assertThrows(FormatException.class, () -> read(block().putInt(VTX, 0x7fffffff)));
        assertTrue(e.path().startsWith("c.packet[0].vertex_table"), e.path());
        assertThrows(FormatException.class, () -> read(block().putInt(VTX, -1)));
    }

    static String found(List<Check> checks, String name) {
        Check c = checks.stream().filter(x -> x.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " absent"));
        assertFalse(c.holds(), name + " holds");
        return c.found();
    }

    /** Each packet-entry rule broken alone: the check says the stored value and the one the rule gives. */
    @Test void brokenEntryRulesSayWhatTheyFoundAndWhatTheRuleGives() {
        // (its list then starts mid-code: the walk throws after the checks are flushed)
        assertThrows(FormatException.class, () -> read(block().putInt(ENTRY, LIST + 4)));
        assertEquals("c.metal_packet.vif_list_offset = 0x64", found(last, "moby.packet.vif_aligned"));
        read(block().putShort(ENTRY + 4, (short) 7));
        assertEquals("c.metal_packet.vertex_offset = 0xc0, list end 0xd0", found(last, "moby.packet.list_end_is_vertex_header"));
        // n = 4: (15 + 6·4)/16 = 2, (3 + 4)/4 = 1
        read(block().put(ENTRY + 0xd, (byte) 3));
        assertEquals("c.metal_packet.unknown_d = 3, (15 + 6n)/16 = 2", found(last, "moby.packet.unknown_d"));
        read(block().put(ENTRY + 0xe, (byte) 2));
        assertEquals("c.metal_packet.unknown_e = 2, (3 + n)/4 = 1", found(last, "moby.packet.unknown_e"));
        read(block().put(ENTRY + 0xf, (byte) 5));
        assertEquals("c.metal_packet.transfer_vertex_count = 5, vertex_count 4", found(last, "moby.metal.transfer_count"));
        read(block().put(ENTRY + 0xc, (byte) 7));
        assertEquals("c.metal_packet.vertex_data_size = 7, header + vertex_count records = 5 qwords", found(last, "moby.metal.vertex_data_size"));
        read(block().putInt(PRIM + 0x20, 5));
        assertTrue(found(last, "moby.metal.texture").endsWith(" = 5 (chrome -2 or glass -3)"), found(last, "moby.metal.texture"));
        read(block().putShort(ENTRY + 6, (short) 0));
        assertEquals("c.metal_packet.vif_list_texture_unpack_offset = 0 with a texture UNPACK", found(last, "moby.packet.texture_unpack_offset"));
    }
}
