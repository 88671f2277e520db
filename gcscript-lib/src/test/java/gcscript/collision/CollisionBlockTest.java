package gcscript.collision;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * A collision block laid out by hand (rac2-formats-phase2 §6), read at absolute base 0x1000 so that every offset
 * the reader reports is distinguishable from a relative one: every column, every check row and every violation
 * text, intact and broken one field at a time (each at and one past its bound).
 */
class CollisionBlockTest {
    static final long BASE = 0x1000;
    // absolute offsets in the block: header, mesh (root, z node, y node, x words, octant), hero-groups block
    static final int MESH = 0x40, Z_OFFS = 0x44, Z_NODE = 0x48, Y_OFFS = 0x4c, Y_NODE = 0x50, X_WORDS = 0x54;
    static final int OCT = 0x60, VERTS = 0x64, FACES = 0x74, QUAD_V3 = 0x7c, HERO = 0xc0, GROUP = 0xd0, HDATA = 0xe0,
            HTRI = 0xf8, LENGTH = 0x100;
    static final int[][] RAW = {{17, -33, 100}, {-64, 48, -256}, {63, 0, 255}, {-1, 20, 1}};
    static final String OP = "t.collision.z[1].y[0].x[1]";

    static int pack(int x, int y, int z) { return (x & 0x3ff) | (y & 0x3ff) << 10 | (z & 0xfff) << 20; }

    /**
     * The intact block: root z_coord 3 with z_offsets {0, node at 0x08}; z node y_coord -2 with one y node at 0x10;
     * y node x_coord 5 with x_words {0, octant at 0x20, 2 qwords}; the octant (grid 6, -2, 4) holds 4 vertices,
     * a quad (0, 1, 2, 3; type 7) and a triangle (1, 2, 3; type 9). One hero group of 3 vertices and a triangle.
     */
    static byte[] block() {
        ByteBuffer b = ByteBuffer.allocate(LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, MESH).putInt(4, HERO);
        b.putShort(MESH, (short) 3).putShort(MESH + 2, (short) 2);
        b.putShort(Z_OFFS, (short) 0).putShort(Z_OFFS + 2, (short) (0x08 / 4));
        b.putShort(Z_NODE, (short) -2).putShort(Z_NODE + 2, (short) 1);
        b.putInt(Y_OFFS, 0x10);
        b.putShort(Y_NODE, (short) 5).putShort(Y_NODE + 2, (short) 2);
        b.putInt(X_WORDS, 0).putInt(X_WORDS + 4, 0x20 << 8 | 2);
        b.putShort(OCT, (short) 2).put(OCT + 2, (byte) 4).put(OCT + 3, (byte) 1);
        for (int v = 0; v < 4; v++) b.putInt(VERTS + 4 * v, pack(RAW[v][0], RAW[v][1], RAW[v][2]));
        b.put(FACES, new byte[] {0, 1, 2, 7, 1, 2, 3, 9, 3});
        b.putInt(HERO, 1);
        b.putShort(GROUP, (short) 640).putShort(GROUP + 2, (short) 1280).putShort(GROUP + 4, (short) 192)
                .putShort(GROUP + 6, (short) 320).putShort(GROUP + 8, (short) 1).putShort(GROUP + 10, (short) 3)
                .putInt(GROUP + 12, HDATA - HERO);
        int[][] hv = {{64, 128, 192}, {0, 640, 65535}, {7, 8, 9}};
        for (int v = 0; v < 3; v++) {
            b.putShort(HDATA + 8 * v, (short) hv[v][0]).putShort(HDATA + 8 * v + 2, (short) hv[v][1]).putShort(HDATA + 8 * v + 4, (short) hv[v][2]);
        }
        b.put(HTRI, new byte[] {0, 1, 2, 0});
        return b.array();
    }

    static ByteReader reader(byte[] b) { return ByteReader.of(ByteBuffer.wrap(b), "COLL.BIN", BASE); }

    static CollisionModel read(byte[] b, Problems p, byte[] core) {
        return CollisionModel.read(reader(b), 2, "t.collision", p, core == null ? null : reader(core));
    }

    static byte[] edited(Consumer<ByteBuffer> edit) {
        byte[] b = block();
        edit.accept(ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN));
        return b;
    }

    static String row(Check c) {
        return c.check() + " | " + c.subject() + " | 0x" + Long.toHexString(c.offset()) + " | " + c.status() + " | " + c.expected() + " | " + c.found();
    }

    static List<String> rows(CollisionModel m) { return m.checks.list().stream().map(CollisionBlockTest::row).toList(); }

    static List<String> failures(CollisionModel m) { return m.checks.failures().stream().map(CollisionBlockTest::row).toList(); }

    static String problem(Problem p) {
        return p.file() + " | " + p.path() + " | 0x" + Long.toHexString(p.offset()) + " | " + p.expected() + " | " + p.actual();
    }

    /** The lenient read of the edited block: its failing check rows and its problem rows. */
    static List<String> broken(Consumer<ByteBuffer> edit) {
        Problems p = Problems.lenient();
        CollisionModel m = read(edited(edit), p, null);
        List<String> out = new java.util.ArrayList<>(failures(m));
        for (Problem x : p.rows()) out.add("problem: " + problem(x));
        return out;
    }

    @Test
    void everyCheckRowOfTheIntactBlock() {
        CollisionModel m = read(block(), Problems.strict(), null);
        assertEquals(List.of(
                "collision.header | t.collision.header.mesh | 0x1000 | holds | 0x40 | 0x40",
                "collision.header | t.collision.header.hero_groups | 0x1004 | holds | 0, or > mesh, 16-aligned and inside the block (0x100) | 0xc0",
                "collision.node_offsets | t.collision.root.z_offsets[1] | 0x1046 | holds | a z node offset inside the mesh [0x0, 0x80) | 0x8",
                "collision.node_offsets | t.collision.z[1].y_offsets[0] | 0x104c | holds | a y node offset inside the mesh [0x0, 0x80) | 0x10",
                "collision.octant_aligned | t.collision.z[1].y[0].x_words[1] | 0x1058 | holds | a 16-aligned octant offset | 0x20",
                "collision.node_offsets | t.collision.z[1].y[0].x_words[1] | 0x1058 | holds | a octant offset inside the mesh [0x0, 0x80) | 0x20",
                "collision.octant_size_qw | " + OP + " | 0x1060 | holds | 2 qwords | 2",
                "collision.quads_le_faces | " + OP + ".quad_count | 0x1063 | holds | face_count (2) >= quad_count | 1",
                "collision.local_within_4 | " + OP + " | 0x1060 | holds | |local| <= 4.0 on every axis | all inside",
                "collision.face_indices | " + OP + " | 0x1060 | holds | indices < vertex_count 4 | all below",
                "collision.hero_groups | t.collision.hero_groups[0] | 0x10d0 | holds | pads 0 and indices < vertex_count 3 | ok"),
                rows(m));
        assertEquals(9, m.checks.summary().size());
    }

    @Test
    void octantVertexAndFaceColumns() {
        CollisionModel m = read(block(), Problems.strict(), null);
        assertTrue(m.present());
        assertEquals(2, m.level());
        assertEquals("COLL.BIN", m.file());
        assertEquals(0x1000, m.header().offset());
        assertEquals(new CollisionModel.Counts(1, 4, 2, 1), m.counts());
        assertEquals(m.counts(), CollisionModel.counts(reader(block()), 2, "t.collision", Problems.strict()));

        Table o = CollisionTables.octants(m);
        assertEquals(1, o.rowCount());
        assertEquals(0x1060L, o.longColumn("offset").get(0));
        assertEquals(List.of(6, -2, 4, 2, 2, 4, 1, 0, 0), List.of(o.intColumn("x").get(0), o.intColumn("y").get(0), o.intColumn("z").get(0),
                o.intColumn("size_qw").get(0), o.intColumn("face_count").get(0), o.intColumn("vertex_count").get(0),
                o.intColumn("quad_count").get(0), o.intColumn("first_vertex").get(0), o.intColumn("first_face").get(0)));
        assertEquals(0x2002L, ((Number) o.column("word").get(0)).longValue());
        assertEquals(List.of(26.0, -6.0, 18.0), List.of(o.doubleColumn("centre_x").get(0), o.doubleColumn("centre_y").get(0), o.doubleColumn("centre_z").get(0)));

        Table v = CollisionTables.vertices(m);
        assertEquals(4, v.rowCount());
        for (int i = 0; i < 4; i++) {
            int[] r = RAW[i];
            assertEquals(0x1064L + 4 * i, v.longColumn("offset").get(i));
            assertEquals(0, v.intColumn("octant").get(i));
            assertEquals(i, v.intColumn("index").get(i));
            assertEquals(List.of(r[0], r[1], r[2]), List.of(v.intColumn("x_raw").get(i), v.intColumn("y_raw").get(i), v.intColumn("z_raw").get(i)));
            assertEquals(pack(r[0], r[1], r[2]) & 0xffffffffL, ((Number) v.column("packed").get(i)).longValue());
            double x = 26 + r[0] / 16.0, y = -6 + r[1] / 16.0, z = 18 + r[2] / 64.0;
            assertEquals(x, v.doubleColumn("x").get(i), 1e-6);
            assertEquals(y, v.doubleColumn("y").get(i), 1e-6);
            assertEquals(z, v.doubleColumn("z").get(i), 1e-6);
            assertEquals((float) x, m.x(i));
            assertEquals((float) y, m.y(i));
            assertEquals((float) z, m.z(i));
        }

        Table f = CollisionTables.faces(m);
        assertEquals(List.of(0x1074L, 0x1078L), f.longColumn("offset").asList());
        assertEquals(List.of(0, 1), f.intColumn("index").asList());
        assertEquals(List.of(0, 0), f.intColumn("octant").asList());
        assertEquals(List.of(0, 1), f.intColumn("v0").asList());
        assertEquals(List.of(1, 2), f.intColumn("v1").asList());
        assertEquals(List.of(2, 3), f.intColumn("v2").asList());
        assertEquals(List.of(3, -1), f.intColumn("v3").asList());
        assertEquals(List.of(true, false), f.booleanColumn("quad").asList());
        assertEquals(List.of(7, 9), f.intColumn("type").asList());
        assertEquals(1, m.quadCount());
        assertEquals(List.of(0, 1, 2, 3), List.of(m.faceVertexRow(0, 0), m.faceVertexRow(0, 1), m.faceVertexRow(0, 2), m.faceVertexRow(0, 3)));
        assertEquals(List.of(1, 2, 3, -1), List.of(m.faceVertexRow(1, 0), m.faceVertexRow(1, 1), m.faceVertexRow(1, 2), m.faceVertexRow(1, 3)));
        assertEquals(9, m.faceType(1));
        assertTrue(m.faceIndicesValid(0) && m.faceIndicesValid(1));
    }

    @Test
    void headerAndHeroGroupColumns() {
        CollisionModel m = read(block(), Problems.strict(), null);
        Table h = CollisionTables.header(m);
        assertEquals(List.of("mesh", "hero_groups"), h.stringColumn("field").asList());
        assertEquals(List.of(0x40L, 0xc0L), h.longColumn("value").asList());
        assertEquals(List.of(0x1000L, 0x1004L), h.longColumn("offset").asList());
        assertEquals(1, m.heroGroupCount());
        assertEquals(0x10d0, m.heroGroupList().get(0).offset());
        Table g = CollisionTables.heroGroups(m);
        assertEquals(1, g.rowCount());
        assertEquals(0x10d0L, g.longColumn("offset").get(0));
        assertEquals(List.of(640, 1280, 192, 320, 1, 3), List.of(g.intColumn("bsphere_x").get(0), g.intColumn("bsphere_y").get(0),
                g.intColumn("bsphere_z").get(0), g.intColumn("bsphere_r").get(0), g.intColumn("triangle_count").get(0), g.intColumn("vertex_count").get(0)));
        assertEquals(0x20L, ((Number) g.column("data_offset").get(0)).longValue());
        assertEquals(List.of(10.0, 20.0, 3.0, 5.0), List.of(g.doubleColumn("centre_x").get(0), g.doubleColumn("centre_y").get(0),
                g.doubleColumn("centre_z").get(0), g.doubleColumn("radius").get(0)));
        Table c = CollisionTables.checks(m);
        assertEquals(11, c.rowCount());

        CollisionModel none = CollisionModel.empty(4, "X", "x.collision");
        assertFalse(none.present());
        assertEquals(0, CollisionTables.header(none).rowCount());
        assertEquals(new CollisionModel.Counts(0, 0, 0, 0), none.counts());
        assertEquals(0, none.heroGroupCount());
    }

    @Test
    void meshOffsetBounds() {
        // 8 (the header's size) and length - 4 are the root's bounds; one outside is a violation that stops the walk
        assertEquals(List.of("collision.header | t.collision.header.mesh | 0x1000 | fails | 0x40 | 0x8"),
                broken(b -> b.putInt(0, 8)));
        assertEquals(List.of("collision.header | t.collision.header.mesh | 0x1000 | fails | 0x40 | 0x7",
                "problem: COLL.BIN | t.collision.header.mesh | 0x1000 | an octree root inside the block [0x8, 0xfc] | 0x7"),
                broken(b -> b.putInt(0, 7)));
        assertEquals(List.of("collision.header | t.collision.header.mesh | 0x1000 | fails | 0x40 | 0xfc"),
                broken(b -> b.putInt(0, 0xfc).putInt(4, 0)));
        assertEquals(List.of("collision.header | t.collision.header.mesh | 0x1000 | fails | 0x40 | 0xfd",
                "problem: COLL.BIN | t.collision.header.mesh | 0x1000 | an octree root inside the block [0x8, 0xfc] | 0xfd"),
                broken(b -> b.putInt(0, 0xfd).putInt(4, 0)));
        FormatException e = assertThrows(FormatException.class, () -> read(edited(b -> b.putInt(0, 7)), Problems.strict(), null));
        assertEquals("t.collision.header.mesh", e.path());
        assertEquals(0x1000, e.offset());
    }

    @Test
    void heroGroupsOffsetBounds() {
        String want = "0, or > mesh, 16-aligned and inside the block (0x100)";
        for (int bad : new int[] {0xc8, 0x40, 0x110, 0x30}) {
            List<String> got = broken(b -> b.putInt(4, bad));
            assertEquals("collision.header | t.collision.header.hero_groups | 0x1004 | fails | " + want + " | 0x" + Integer.toHexString(bad), got.get(0), got.toString());
            assertTrue(got.contains("problem: COLL.BIN | t.collision.header.hero_groups | 0x1004 | 0, or > mesh (0x40), 16-aligned, inside the block | 0x"
                    + Integer.toHexString(bad)), got.toString());
        }
        // no hero groups: the mesh runs to the block end and nothing else changes
        CollisionModel none = read(edited(b -> b.putInt(4, 0)), Problems.strict(), null);
        assertEquals(0, none.heroGroupCount());
        assertTrue(none.checks.allHold());
        assertEquals(1, none.octantCount());
        assertTrue(rows(none).contains("collision.node_offsets | t.collision.root.z_offsets[1] | 0x1046 | holds | a z node offset inside the mesh [0x0, 0xc0) | 0x8"));
        // at the block end: a valid header whose hero block cannot be read
        FormatException e = assertThrows(FormatException.class, () -> read(edited(b -> b.putInt(4, LENGTH)), Problems.lenient(), null));
        assertEquals("t.collision.hero_groups", e.path());
    }

    @Test
    void nodeOffsetBoundsAlignmentAndSharing() {
        // the last z node that fits (0x7c: 4 bytes before the mesh end) is read; 0x80 is outside
        CollisionModel last = read(edited(b -> b.putShort(Z_OFFS + 2, (short) (0x7c / 4))), Problems.strict(), null);
        assertTrue(last.checks.allHold());
        assertEquals(0, last.octantCount());
        assertEquals(List.of("collision.node_offsets | t.collision.root.z_offsets[1] | 0x1046 | fails | a z node offset inside the mesh [0x0, 0x80) | 0x80",
                "problem: COLL.BIN | t.collision.root.z_offsets[1] | 0x1046 | a z node offset inside the mesh [0x0, 0x7c] | 0x80"),
                broken(b -> b.putShort(Z_OFFS + 2, (short) (0x80 / 4))));
        assertEquals(List.of("problem: COLL.BIN | t.collision.z[1].y_offsets[0] | 0x104c | a 4-aligned y node offset | 0x12"),
                broken(b -> b.putInt(Y_OFFS, 0x12)));
        // at 0x0e a y node would have 5 x words (the real node's x_coord): the walk must not read it
        assertEquals(List.of("problem: COLL.BIN | t.collision.z[1].y_offsets[0] | 0x104c | a 4-aligned y node offset | 0xe"),
                broken(b -> b.putInt(Y_OFFS, 0x0e)));
        assertEquals(0, read(edited(b -> b.putInt(Y_OFFS, 0x0e)), Problems.lenient(), null).octantCount());
        // an octant at offset 0 of the mesh (the root's bytes) is inside it
        CollisionModel zero = read(edited(b -> b.putInt(X_WORDS + 4, 2)), Problems.lenient(), null);
        assertTrue(rows(zero).contains("collision.node_offsets | t.collision.z[1].y[0].x_words[1] | 0x1058 | holds | a octant offset inside the mesh [0x0, 0x80) | 0x0"));
        assertEquals(1, zero.octantCount());
        assertEquals(List.of("collision.node_offsets | t.collision.z[1].y_offsets[0] | 0x104c | fails | a y node offset inside the mesh [0x0, 0x80) | 0xffffffff",
                        "problem: COLL.BIN | t.collision.z[1].y_offsets[0] | 0x104c | a y node offset inside the mesh [0x0, 0x7c] | 0xffffffff"),
                broken(b -> b.putInt(Y_OFFS, -1)));
        // both x words name the octant: the first reads it, the second is a second reference
        Problems p = Problems.lenient();
        CollisionModel twice = read(edited(b -> b.putInt(X_WORDS, 0x20 << 8 | 2)), p, null);
        assertEquals(1, twice.octantCount());
        assertEquals(5, CollisionTables.octants(twice).intColumn("x").get(0));
        assertEquals(List.of("COLL.BIN | t.collision.z[1].y[0].x_words[1] | 0x1058 | each node referenced once (no cycle, no sharing) | octant at 0x20 already visited"),
                p.rows().stream().map(CollisionBlockTest::problem).toList());
        // a y node that names the z node again
        assertEquals(List.of("problem: COLL.BIN | t.collision.z[1].y_offsets[0] | 0x104c | each node referenced once (no cycle, no sharing) | y node at 0x8 already visited"),
                broken(b -> b.putInt(Y_OFFS, 0x08)));
    }

    @Test
    void octantAlignmentSizeAndQuads() {
        List<String> unaligned = broken(b -> b.putInt(X_WORDS + 4, 0x24 << 8 | 2));
        assertEquals("collision.octant_aligned | t.collision.z[1].y[0].x_words[1] | 0x1058 | fails | a 16-aligned octant offset | 0x24", unaligned.get(0));
        assertEquals(List.of("collision.octant_size_qw | " + OP + " | 0x1060 | fails | 2 qwords | 3"),
                broken(b -> b.putInt(X_WORDS + 4, 0x20 << 8 | 3)));
        // quad_count == face_count holds; one more fails (its v3 byte is the zero after the first)
        CollisionModel two = read(edited(b -> b.put(OCT + 3, (byte) 2)), Problems.strict(), null);
        assertTrue(two.checks.allHold());
        assertEquals(List.of(3, 0), CollisionTables.faces(two).intColumn("v3").asList());
        assertEquals(List.of(true, true), CollisionTables.faces(two).booleanColumn("quad").asList());   // v3 0 is a quad
        assertEquals(2, two.quadCount());
        assertEquals(List.of("collision.quads_le_faces | " + OP + ".quad_count | 0x1063 | fails | face_count (2) >= quad_count | 3"),
                broken(b -> b.put(OCT + 3, (byte) 3)));
        assertEquals(new CollisionModel.Counts(1, 4, 2, 2),
                CollisionModel.counts(reader(edited(b -> b.put(OCT + 3, (byte) 3))), 2, "t.collision", Problems.strict()));
        // an octant whose records run past the mesh: the octant is dropped, the problem names it
        assertEquals(List.of("problem: COLL.BIN | " + OP + " | 0x1060 | range of 1041 bytes inside [0x0, 0x80) | [0x20, 0x431)"),
                broken(b -> b.putShort(OCT, (short) 255)));
    }

    @Test
    void localCoordinateBoundOnEachAxis() {
        // ±64/16 and ±256/64 (4 units) are inside; one raw step past on any axis is outside
        assertEquals(List.of("collision.local_within_4 | " + OP + " | 0x1060 | fails | |local| <= 4.0 on every axis | vertex 2 at (4.0625, 0.0, 3.984375)"),
                broken(b -> b.putInt(VERTS + 8, pack(65, 0, 255))));
        assertEquals(List.of("collision.local_within_4 | " + OP + " | 0x1060 | fails | |local| <= 4.0 on every axis | vertex 2 at (3.9375, -4.0625, 3.984375)"),
                broken(b -> b.putInt(VERTS + 8, pack(63, -65, 255))));
        assertEquals(List.of("collision.local_within_4 | " + OP + " | 0x1060 | fails | |local| <= 4.0 on every axis | vertex 1 at (-4.0, 3.0, -4.015625)"),
                broken(b -> b.putInt(VERTS + 4, pack(-64, 48, -257))));
        // the first offending vertex is named
        assertEquals(List.of("collision.local_within_4 | " + OP + " | 0x1060 | fails | |local| <= 4.0 on every axis | vertex 0 at (-5.0, 0.0, 0.0)"),
                broken(b -> b.putInt(VERTS, pack(-80, 0, 0)).putInt(VERTS + 12, pack(0, 0, 300))));
        assertTrue(broken(b -> b.putInt(VERTS + 8, pack(64, 64, 256))).isEmpty());
    }

    @Test
    void faceIndexBoundOnEveryCorner() {
        String head = "collision.face_indices | " + OP + " | 0x1060 | fails | indices < vertex_count 4 | ";
        assertEquals(List.of(head + "face 0 (4, 1, 2, 3)"), broken(b -> b.put(FACES, (byte) 4)));
        assertEquals(List.of(head + "face 0 (0, 4, 2, 3)"), broken(b -> b.put(FACES + 1, (byte) 4)));
        assertEquals(List.of(head + "face 1 (1, 2, 4)"), broken(b -> b.put(FACES + 6, (byte) 4)));
        assertEquals(List.of(head + "face 0 (0, 1, 2, 4)"), broken(b -> b.put(QUAD_V3, (byte) 4)));
        assertEquals(List.of(head + "face 0 (4, 1, 2, 0)"), broken(b -> b.put(FACES, (byte) 4).put(QUAD_V3, (byte) 0)));
        assertEquals(List.of(head + "face 0 (0, 1, 2, 9)"), broken(b -> b.put(QUAD_V3, (byte) 9).put(FACES + 6, (byte) 8)));
        CollisionModel m = read(edited(b -> b.put(FACES + 6, (byte) 4)), Problems.lenient(), null);
        assertTrue(m.faceIndicesValid(0));
        assertFalse(m.faceIndicesValid(1));
        // each corner at vertex_count makes the face invalid (v0, v1, v3 of the quad)
        for (int corner : new int[] {FACES, FACES + 1, QUAD_V3}) {
            CollisionModel c = read(edited(b -> b.put(corner, (byte) 4)), Problems.lenient(), null);
            assertFalse(c.faceIndicesValid(0), "corner at " + corner);
            assertTrue(c.faceIndicesValid(1));
        }
        assertTrue(broken(b -> b.put(FACES + 6, (byte) 3).put(QUAD_V3, (byte) 3)).isEmpty());
    }

    @Test
    void heroGroupDataBoundsPadsAndIndices() {
        String off = "collision.hero_groups | t.collision.hero_groups[0].data_offset | 0x10dc | fails | ";
        String prob = "problem: COLL.BIN | t.collision.hero_groups[0].data_offset | 0x10dc | 16-aligned hero group data inside the block | ";
        assertEquals(List.of(off + "16-aligned data of 28 bytes after the group table, inside the block (0x40) | 0x28", prob + "0x28"),
                broken(b -> b.putInt(GROUP + 12, 0x28)));
        assertEquals(List.of(off + "16-aligned data of 32 bytes after the group table, inside the block (0x40) | 0x28", prob + "0x28"),
                broken(b -> b.putInt(GROUP + 12, 0x28).putShort(GROUP + 8, (short) 2)));
        assertEquals(List.of(off + "16-aligned data of 28 bytes after the group table, inside the block (0x40) | 0x10", prob + "0x10"),
                broken(b -> b.putInt(GROUP + 12, 0x10)));
        // data exactly to the block end holds (a second triangle of zeros); one vertex more does not fit
        assertTrue(broken(b -> b.putShort(GROUP + 8, (short) 2)).isEmpty());
        assertEquals(List.of(off + "16-aligned data of 36 bytes after the group table, inside the block (0x40) | 0x20", prob + "0x20"),
                broken(b -> b.putShort(GROUP + 10, (short) 4)));
        String g = "collision.hero_groups | t.collision.hero_groups[0] | 0x10d0 | fails | pads 0 and indices < vertex_count 3 | ";
        assertEquals(List.of(g + "vertex 1 pad 5"), broken(b -> b.putShort(HDATA + 8 + 6, (short) 5)));
        assertEquals(List.of(g + "triangle 0 pad 1"), broken(b -> b.put(HTRI + 3, (byte) 1)));
        assertEquals(List.of(g + "triangle 0 (3, 1, 2)"), broken(b -> b.put(HTRI, (byte) 3)));
        assertEquals(List.of(g + "triangle 0 (0, 3, 2)"), broken(b -> b.put(HTRI + 1, (byte) 3)));
        assertEquals(List.of(g + "triangle 0 (0, 1, 3)"), broken(b -> b.put(HTRI + 2, (byte) 3)));
        FormatException e = assertThrows(FormatException.class, () -> read(edited(b -> b.putInt(HERO, 4)), Problems.lenient(), null));
        assertEquals("t.collision.hero_groups", e.path());
        assertEquals("at most 3 records of 16 bytes", e.expected());
        assertEquals("4", e.actual());
        FormatException s = assertThrows(FormatException.class, () -> read(edited(b -> b.putInt(GROUP + 12, 0x28)), Problems.strict(), null));
        assertEquals(0x10dc, s.offset());
    }

    @Test
    void chunkZeroAgainstTheCoreCopy() {
        String subject = "collision.chunk0_equals_core | t.collision | 0x1000 | ";
        byte[] longer = java.util.Arrays.copyOf(block(), LENGTH + 0x10);
        assertEquals(subject + "holds | the core collision section (272 bytes) equal over 256 bytes, zeros after | equal",
                last(read(block(), Problems.strict(), longer)));
        assertEquals(subject + "holds | the core collision section (256 bytes) equal over 256 bytes, zeros after | equal",
                last(read(block(), Problems.strict(), block())));
        byte[] diff = block();
        diff[0x21] = 1;
        assertEquals(subject + "fails | the core collision section (256 bytes) equal over 256 bytes, zeros after | first difference at +0x21",
                last(read(block(), Problems.strict(), diff)));
        byte[] first = block();
        first[0] ^= 1;
        assertEquals(subject + "fails | the core collision section (256 bytes) equal over 256 bytes, zeros after | first difference at +0x0",
                last(read(block(), Problems.strict(), first)));
        byte[] tail = longer.clone();
        tail[LENGTH + 5] = 1;
        assertEquals(subject + "fails | the core collision section (272 bytes) equal over 256 bytes, zeros after | first difference at +0x105",
                last(read(block(), Problems.strict(), tail)));
        byte[] shorter = java.util.Arrays.copyOf(block(), LENGTH - 1);
        assertEquals(subject + "fails | the core collision section (255 bytes) equal over 256 bytes, zeros after | core section shorter (255 bytes)",
                last(read(block(), Problems.strict(), shorter)));
    }

    static String last(CollisionModel m) {
        List<String> r = rows(m);
        return r.get(r.size() - 1);
    }
}
