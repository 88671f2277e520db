package gcscript.sky;

import static gcscript.sky.SkyBytes.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.table.Scope;
import gcscript.texture.Clut;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The sky reader on a hand-made sky: every check at its boundary (holds on it, fails one past), budgets, decodes. */
class SkyEdgesTest {

    /** The status of check {@code check} on the subject ending in {@code subject}. */
    static String status(SkyModel m, String check, String subject) {
        Table t = SkyTables.checks(m);
        for (int i = 0; i < t.rowCount(); i++) {
            if (t.stringColumn("check").get(i).equals(check) && t.stringColumn("subject").get(i).endsWith(subject)) {
                return t.stringColumn("status").get(i);
            }
        }
        return "absent";
    }

    static List<String> failing(SkyModel m) {
        Table t = SkyTables.checks(m);
        return t.where(t.stringColumn("status").isEqualTo("fails")).stringColumn("check").asList();
    }

    @Test
    void intactSkyReadsEveryFieldAndHoldsEveryCheck() {
        SkyModel m = new SkyBytes().read(Problems.strict(), 0x1000);
        assertEquals(List.of(), failing(m));
        assertEquals(0, m.level());
        assertEquals(2, m.shellCount());
        assertEquals(1, m.clusterCount());
        assertEquals(2, m.textureCount());
        assertTrue(m.shellTextured(0));
        assertFalse(m.shellTextured(1));
        Table v = SkyTables.vertices(m);
        float[] pos = m.positions(), st = m.st();
        for (int i = 0; i < VC; i++) {
            int[] w = VERTS[i];
            assertEquals(0x1000 + CDATA + VO + 8 * i, v.longColumn("offset").get(i));
            assertEquals(i, v.intColumn("index").get(i));
            assertEquals(w[0], v.intColumn("x_raw").get(i));
            assertEquals(w[1] / 1024.0, v.doubleColumn("y").get(i));
            assertEquals(w[2] / 1024.0, v.doubleColumn("z").get(i));
            assertEquals(w[0] / 1024f, pos[3 * i]);
            assertEquals(w[1] / 1024f, pos[3 * i + 1]);
            assertEquals(w[2] / 1024f, pos[3 * i + 2]);
            assertEquals(w[4] / 4096f, st[2 * i]);
            assertEquals(w[5] / 4096f, st[2 * i + 1]);
            assertEquals(w[3], m.alpha(i));
            assertEquals(w[3] == 0x80 ? 255 : 2 * w[3], v.intColumn("alpha").get(i));
        }
        assertEquals(3 * VC, pos.length);
        assertEquals(2 * VC, st.length);
        Table f = SkyTables.faces(m);
        int[] rows = m.faceRows();
        for (int i = 0; i < TC; i++) {
            assertEquals(0x1000 + CDATA + TO + 4 * i, f.longColumn("offset").get(i));
            assertEquals(i, f.intColumn("index").get(i));
            assertEquals(FACES[i][3], m.faceTexture(i));
            for (int k = 0; k < 3; k++) assertEquals(FACES[i][k], rows[3 * i + k]);
        }
        Table tex = SkyTables.textures(m);
        assertEquals(0x1000 + DATA + CLUT, tex.longColumn("clut_offset").get(1));
        assertEquals(0x1000 + DATA + TEX1, tex.longColumn("texel_offset").get(1));
        int[] pal = Clut.read(ByteReader.of(new SkyBytes().b, "t"), "clut", DATA + CLUT);
        int[] argb = m.texture(1).argb();
        assertEquals(16, argb.length);
        for (int i = 0; i < 16; i++) assertEquals(pal[(7 * (16 + i) + 3) & 0xff], argb[i], "texel " + i);
        Sky sky = new Sky(Scope.of(() -> m));
        assertEquals(4, sky.textureImage(1).getWidth());
        assertNotNull(sky.preview(256));
        assertTrue(sky.model().isPresent());
    }

    @Test
    void faceRowsOfABadFaceAreMinusOneAndRowsCountFromTheCluster() {
        SkyBytes s = new SkyBytes().u8(CDATA + TO + 4 + 1, VC);   // face 1: v1 = vertex_count
        SkyModel m = s.read();
        int[] rows = m.faceRows();
        assertEquals(List.of(0, 1, 2, -1, -1, -1), java.util.Arrays.stream(rows).boxed().toList());
    }

    /** §4.3's disputed bytes: every vertex carries both readings of its 4 bytes, ST (s16 s, t) and RGBA (u8 r, g, b, a). */
    @Test
    void theFourBytesAfterEachVertexReadBothAsStAndAsRgba() {
        Table v = SkyTables.vertices(new SkyBytes().read());
        for (int i = 0; i < VC; i++) {
            int s = VERTS[i][4], t = VERTS[i][5];
            assertEquals(s, v.intColumn("s").get(i));
            assertEquals(t, v.intColumn("t").get(i));
            assertEquals(s & 0xff, v.intColumn("colour_r").get(i), "row " + i);
            assertEquals((s >> 8) & 0xff, v.intColumn("colour_g").get(i), "row " + i);
            assertEquals(t & 0xff, v.intColumn("colour_b").get(i), "row " + i);
            assertEquals((t >> 8) & 0xff, v.intColumn("colour_a").get(i), "row " + i);
        }
        // a white opaque colour written as RGBA reads back as such, and as the s16 pair those bytes make
        SkyBytes white = new SkyBytes().u8(CDATA + SO, 0xff).u8(CDATA + SO + 1, 0xff).u8(CDATA + SO + 2, 0xff).u8(CDATA + SO + 3, 0x80);
        Table w = SkyTables.vertices(white.read());
        assertEquals(List.of(255, 255, 255, 128), List.of(w.intColumn("colour_r").get(0), w.intColumn("colour_g").get(0),
                w.intColumn("colour_b").get(0), w.intColumn("colour_a").get(0)));
        assertEquals(-1, w.intColumn("s").get(0));
        assertEquals((short) 0x80ff, w.intColumn("t").get(0));
    }

    @Test
    void emptySky() {
        SkyModel m = SkyModel.empty(3, "f");
        assertFalse(m.present());
        assertEquals(3, m.level());
        assertEquals(0, m.vertexCount());
        assertFalse(new Sky(Scope.of(() -> m)).model().isPresent());
        assertThrows(IllegalArgumentException.class, () -> new Sky(Scope.of(() -> m)).preview(255));
    }

    @Test
    void shellCountUpToEight() {
        SkyBytes s = new SkyBytes().s16(0x06, 8);
        for (int i = 2; i < 8; i++) s.s32(0x20 + 4 * i, SHELL2);
        assertEquals("holds", status(s.read(), "sky.shells", "header.shell_count"));
        SkyModel m = s.read();
        assertEquals(8, m.shellCount());
        s.s16(0x06, 9);
        assertEquals("fails", status(s.read(), "sky.shells", "header.shell_count"));
        assertEquals("fails", status(new SkyBytes().s16(0x06, -1).read(), "sky.shells", "header.shell_count"));
    }

    @Test
    void shellOffsetsInsideTheSky() {
        // the last shell ends exactly at the sky's end: inside
        assertEquals("holds", status(new SkyBytes().read(), "sky.shells", "shells_1"));
        SkyBytes s = new SkyBytes().s32(0x24, LENGTH - 0xf);
        assertEquals("fails", status(s.read(), "sky.shells", "shells_1"));
        assertEquals(1, s.read().shellCount());
        assertThrows(FormatException.class, () -> s.read(Problems.strict(), 0));
        SkyBytes zero = new SkyBytes().s32(0x24, 0);
        assertEquals("fails", status(zero.read(), "sky.shells", "shells_1"));
        assertEquals(1, zero.read().shellCount());
        assertEquals("holds", status(new SkyBytes().read(), "sky.shells", "shells_2"));
        assertEquals("fails", status(new SkyBytes().s32(0x28, SHELL2).read(), "sky.shells", "shells_2"));
    }

    @Test
    void textureDefsBeforeTextureData() {
        assertEquals("holds", status(new SkyBytes().read(), "sky.textures", "header.texture_defs"));
        // defs + 16 x 2 == texture_data: still before it
        SkyBytes s = new SkyBytes().s32(0x10, DATA - 32);
        for (int t = 0; t < 2; t++) for (int q = 0; q < 16; q += 4) s.s32(DATA - 32 + 16 * t + q, new SkyBytes().le.getInt(DEFS + 16 * t + q));
        assertEquals("holds", status(s.read(), "sky.textures", "header.texture_defs"));
        s.s32(0x10, DATA - 31);
        assertEquals("fails", status(s.read(), "sky.textures", "header.texture_defs"));
        assertEquals("fails", status(new SkyBytes().s32(0x10, 0x3f).read(), "sky.textures", "header.texture_defs"));
        assertEquals("fails", status(new SkyBytes().s32(0x14, LENGTH + 1).read(), "sky.textures", "header.texture_defs"));
        SkyModel none = new SkyBytes().s16(0x0c, 0).read();
        assertEquals(0, none.textureCount());
        assertEquals("fails", status(new SkyBytes().s16(0x0c, -1).read(), "sky.textures", "header.texture_defs"));
    }

    @Test
    void textureSizesAndPlaces() {
        assertEquals("holds", status(new SkyBytes().read(), "sky.textures", "texture[1]"));
        assertEquals("fails", status(new SkyBytes().s32(DEFS + 16 + 8, 3).read(), "sky.textures", "texture[1]"));
        assertEquals("fails", status(new SkyBytes().s32(DEFS + 16 + 12, 6).read(), "sky.textures", "texture[1]"));
        SkyModel zero = new SkyBytes().s32(DEFS + 16 + 8, 0).read();
        assertEquals("fails", status(zero, "sky.textures", "texture[1]"));
        assertNull(zero.texture(1));
        assertEquals("fails", status(new SkyBytes().s32(DEFS + 16 + 12, 0).read(), "sky.textures", "texture[1]"));
        // texels running 8 bytes past the end: outside, not decoded, a violation when strict
        SkyBytes past = new SkyBytes().s32(DEFS + 16 + 4, LENGTH - DATA - 8);
        SkyModel m = past.read();
        assertEquals("fails", status(m, "sky.textures", "texture[1]"));
        assertNull(m.texture(1));
        assertFalse(SkyTables.textures(m).booleanColumn("decoded").get(1));
        FormatException e = assertThrows(FormatException.class, () -> past.read(Problems.strict(), 0));
        assertTrue(e.path().endsWith("texture[1].texture_offset"), e.path());
        // texels ending exactly at the end: inside
        assertEquals("holds", status(new SkyBytes().s32(DEFS + 16 + 4, LENGTH - DATA - 16).read(), "sky.textures", "texture[1]"));
        assertEquals("fails", status(new SkyBytes().s32(DEFS + 16, LENGTH - DATA - 1000).read(), "sky.textures", "texture[1]"));
        assertThrows(IllegalArgumentException.class, () -> new Sky(Scope.of(() -> m)).textureImage(1));
    }

    @Test
    void clusterLayoutBoundaries() {
        String c = "shell[0].cluster[0]";
        assertEquals("fails", status(new SkyBytes().s32(CLUSTER + 0x10, CDATA + 4).s16(CLUSTER + 0x1e, DS - 4).read(), "sky.cluster_layout", c));
        assertEquals("fails", status(new SkyBytes().s16(CLUSTER + 0x18, SO).read(), "sky.cluster_layout", c));
        assertEquals("fails", status(new SkyBytes().s16(CLUSTER + 0x1a, TO).read(), "sky.cluster_layout", c));
        assertEquals("holds", status(new SkyBytes().s16(CLUSTER + 0x1e, TO + 4 * TC).read(), "sky.cluster_layout", c));
        assertEquals("fails", status(new SkyBytes().s16(CLUSTER + 0x1e, TO + 4 * TC - 1).read(), "sky.cluster_layout", c));
        assertEquals("fails", status(new SkyBytes().s16(CLUSTER + 0x1c, DS).s16(CLUSTER + 0x16, 0).read(), "sky.cluster_layout", c));
    }

    @Test
    void clusterDataInsideTheSky() {
        SkyBytes end = new SkyBytes().s16(CLUSTER + 0x1e, LENGTH - CDATA);   // data + data_size == the sky's end
        assertEquals(VC, end.read(Problems.strict(), 0).vertexCount());
        SkyBytes past = new SkyBytes().s16(CLUSTER + 0x1e, LENGTH - CDATA + 1);
        FormatException e = assertThrows(FormatException.class, () -> past.read(Problems.strict(), 0));
        assertTrue(e.path().endsWith("cluster[0].data"), e.path());
        assertEquals(0, past.read().vertexCount());
        assertThrows(FormatException.class, () -> new SkyBytes().s32(CLUSTER + 0x10, 0).read(Problems.strict(), 0));
        assertEquals(VC, new SkyBytes().s16(CLUSTER + 0x1e, -1).read().vertexCount());
    }

    @Test
    void clustersSharingDataSpendTheVertexAndFaceBudget() {
        // 40 cluster headers over one cluster's data: 3 vertices each fit the budget, 255 faces each do not
        SkyBytes s = sharing(40, VC, TC);
        assertEquals(40 * VC, s.read(Problems.strict(), 0).vertexCount());
        SkyBytes faces = sharing(3, VC, 200);
        FormatException e = assertThrows(FormatException.class, () -> faces.read(Problems.strict(), 0));
        assertTrue(e.path().endsWith("vertex_count"), e.path());
        SkyBytes verts = sharing(3, 120, 1);
        assertThrows(FormatException.class, () -> verts.read(Problems.strict(), 0));
        assertEquals(2 * 120, verts.read().vertexCount());
    }

    /** A sky whose one shell has {@code n} cluster headers, all over one block of {@code vc} vertices and {@code tc} faces. */
    static SkyBytes sharing(int n, int vc, int tc) {
        int data = (SHELL + 0x10 + 0x20 * n + 15) & ~15;
        int so = 8 * vc, to = so + 4 * vc, ds = (to + 4 * tc + 15) & ~15;
        byte[] b = java.util.Arrays.copyOf(new SkyBytes().b, data + ds);
        ByteBuffer le = ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        le.putShort(0x06, (short) 1).putInt(0x24, 0);
        le.putInt(SHELL, n).putInt(SHELL + 4, 1);
        for (int c = 0; c < n; c++) {
            int h = SHELL + 0x10 + 0x20 * c;
            le.putInt(h + 0x10, data).putShort(h + 0x14, (short) vc).putShort(h + 0x16, (short) tc).putShort(h + 0x18, (short) 0)
              .putShort(h + 0x1a, (short) so).putShort(h + 0x1c, (short) to).putShort(h + 0x1e, (short) ds);
        }
        for (int i = data; i < data + ds; i++) b[i] = 0;
        for (int f = 0; f < tc; f++) b[data + to + 4 * f + 3] = (byte) 0xFF;
        return new SkyBytes(b);
    }

    @Test
    void domeAndFaceChecks() {
        String c = "shell[0].cluster[0]";
        // (0, 30, 20) units: 36 from the centre although no axis reaches 32
        SkyBytes far = new SkyBytes().s16(CDATA + VO + 8, 0).s16(CDATA + VO + 10, 30 * 1024).s16(CDATA + VO + 12, 20 * 1024);
        assertEquals("fails", status(far.read(), "sky.dome", c));
        assertEquals("holds", status(new SkyBytes().read(), "sky.dome", c));
        for (int k = 0; k < 3; k++) {
            assertEquals("holds", status(new SkyBytes().u8(CDATA + TO + 4 + k, VC - 1).read(), "sky.face_indices", c));
            assertEquals("fails", status(new SkyBytes().u8(CDATA + TO + 4 + k, VC).read(), "sky.face_indices", c));
        }
        assertEquals("fails", status(new SkyBytes().u8(CDATA + TO + 3, 2).read(), "sky.face_indices", c));
        assertEquals("holds", status(new SkyBytes().u8(CDATA + TO + 3, 0xFF).read(), "sky.face_indices", c));
        // the shell untextured: its faces must be 0xFF
        SkyBytes untex = new SkyBytes().s32(SHELL + 4, 1);
        assertEquals("fails", status(untex.read(), "sky.untextured_faces", c));
        untex.u8(CDATA + TO + 3, 0xFF).u8(CDATA + TO + 7, 0xFF);
        assertEquals("holds", status(untex.read(), "sky.untextured_faces", c));
        assertEquals("absent", status(new SkyBytes().read(), "sky.untextured_faces", c));
    }
}
