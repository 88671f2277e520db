package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.layout.RecArray;
import org.junit.jupiter.api.Test;

/** The decodes declared beside the moby fields, on hand-made bytes (rac2-formats-phase2 §1.6–§1.12). */
class MobyDecodesTest {
    private static RecArray view(gcscript.layout.Layout l, int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < b.length; i++) b[i] = (byte) bytes[i];
        return l.view(ByteReader.of(b, "T:core_data"), 0, b.length / l.size(), "t");
    }

    @Test
    void indexBytesPushVertexMinusOneAndKickWhenPositive() {
        RecArray r = view(INDEX_BYTE, 0x85, 0x05, 0x01, 0xff);
        assertEquals(new Push(4, false), push(r, 0));   // bit 7: no kick
        assertEquals(new Push(4, true), push(r, 1));
        assertEquals(new Push(0, true), push(r, 2));
        assertEquals(new Push(126, false), push(r, 3));
        assertEquals(new Push(4, false), secretPush(5));
    }

    @Test
    void secretSlotsAreS8At0xCEvery16Bytes() {
        int[] b = new int[0x20];
        b[0xc] = 0x86;
        b[0x1c] = 0x07;
        RecArray s = view(SECRET_SLOT, b);
        assertEquals(-122, s.i(0, SECRET_INDEX));
        assertEquals(6, s.i(0, SECRET_VERTEX));
        assertEquals(7, s.i(1, SECRET_INDEX));
        RecArray h = view(INDEX_HEADER, 0, 9, 0x83, 0);
        assertEquals(9, h.i(0, TEXTURE_UNPACK_QWORDS));
        assertEquals(-125, h.i(0, SECRET_INDEX_0));
        assertEquals(3, h.i(0, SECRET_0_VERTEX));
    }

    @Test
    void idsDuplicatesAndTransfersAreTheirBitFields() {
        // vertex word 0xff05: ID = bits 0-8 = 0x105, high bits = 0x7f
        int[] v = new int[0x10];
        v[0] = 0x05; v[1] = 0xff;
        RecArray rec = view(VERTEX, v);
        assertEquals(0x105, rec.i(0, LOW9));
        assertEquals(0x7f, rec.i(0, HIGH7));
        int[] tail = new int[0x10];
        tail[0xe] = 0xff; tail[0xf] = 0xff;
        tail[4] = 0x34; tail[5] = 0x12;
        RecArray t = view(EPILOGUE_TAIL, tail);
        assertEquals(0x034, t.i(0, DEFERRED_ID[0]));
        assertEquals(0x1ff, t.i(0, DEFERRED_ID[5]));
        RecArray d = view(DUPLICATE, 0x80, 0xff);      // 0xff80 = slot 511 << 7
        assertEquals(511, d.i(0, DUPLICATE_SLOT));
        RecArray m = view(MATRIX_TRANSFER, 3, 0x0c);
        assertEquals(3, m.i(0, TRANSFER_JOINT));
        assertEquals(12, m.i(0, TRANSFER_ADDR));
    }

    @Test
    void gifUsageWordSplitsOffsetAndTerminator() {
        int[] b = new int[0x20];
        b[0xc] = 0x90; b[0xd] = 0x01; b[0xf] = 0x80;       // 0x80000190
        b[0x1c] = 0xa0; b[0x1d] = 0x06;                     // 0x000006a0
        RecArray w = view(GIF_USAGE_WORD, b);
        assertEquals(0x1a0, primitiveOffset(w, 0));
        assertEquals(1, w.i(0, GIF_LAST));
        assertEquals(0x6b0, primitiveOffset(w, 1));
        assertEquals(0, w.i(1, GIF_LAST));
    }

    @Test
    void positionsScaleByTheClassScaleAndUvBy4096() {
        assertEquals(-2048 * 0.375 / 1024, POS_X.value(-2048, 0.375), 0);
        assertEquals(1000 * ((double) 0.2f / 1024), POS_Z.value(1000, 0.2f), 0);
        assertEquals(0.5, ST_U.value(2048), 0);
        assertEquals(-0.25, ST_V.value(-1024), 0);
        assertTrue(POS_Y.field() == Y && ST_U.field() == S_RAW && ST_V.field() == T_RAW);
        assertFalse(POS_X.field() == Y);
    }

    @Test
    void parentIsTheOffsetOverTheJointStride() {
        int[] b = new int[0x10];
        b[0xc] = 0x80;
        assertEquals(2, parent(view(COMMON_TRANS_REC, b).rec(0)));
        int[] k = new int[0x40];
        k[0] = 0x92; k[1] = 0xff;                           // K = (s16) 0xff92 = -110
        assertEquals(-110, TEX1.kRaw(view(PRIMITIVE, k).rec(0)));
    }
}
