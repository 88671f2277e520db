package gcscript.collision;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/**
 * The stored records of a collision block (rac2-formats-phase2 §6), each declared once: the reader, the table
 * columns, the error paths and docs/formats/collision.md come from here.
 */
public final class CollisionLayouts {
    private CollisionLayouts() {}

    static final String SRC = "rac2-formats-phase2 §6 (Wrench collision.cpp, noclip readCollision, OBP GC_COLLISION.md)";

    /** §6.1: the 8-byte header, padded to 0x40 by the writer. */
    public static final Layout HEADER = new Layout("collision_header", 8, SRC + " §6.1");
    public static final Field MESH = HEADER.s32("mesh", 0x00, "offset of the octree root from the header; 0x40 on retail");
    public static final Field HERO_GROUPS = HEADER.s32("hero_groups", 0x04, "offset of the hero collision groups; 0 = none; the mesh ends there");

    /** §6.2: the octree root at {@code mesh}. */
    public static final Layout ROOT = new Layout("collision_root", 4, SRC + " §6.2");
    public static final Field ROOT_Z_COORD = ROOT.s16("z_coord", 0, "grid z of z_offsets[0]");
    public static final Field ROOT_Z_COUNT = ROOT.u16("z_count", 2, "entries of z_offsets (u16, byte offset / 4; 0 = empty)");

    /** §6.2: one entry of the root's z_offsets: a z node's byte offset from mesh, / 4 (0 = no node). */
    public static final Layout Z_OFFSET = new Layout("collision_z_offset", 2, SRC + " §6.2");
    public static final Field Z_OFFSET_DIV4 = Z_OFFSET.u16("z_offset", 0, "z node byte offset from mesh / 4; 0 = empty");

    /** §6.2: a z node (4-aligned); y_offsets are u32 plain byte offsets from mesh. */
    public static final Layout Z_NODE = new Layout("collision_z_node", 4, SRC + " §6.2");
    public static final Field Y_COORD = Z_NODE.s16("y_coord", 0, "grid y of y_offsets[0]");
    public static final Field Y_COUNT = Z_NODE.u16("y_count", 2, "entries of y_offsets (u32 byte offsets; 0 = empty)");

    /** §6.2: one entry of a z node's y_offsets: a y node's plain byte offset from mesh (0 = no node). */
    public static final Layout Y_OFFSET = new Layout("collision_y_offset", 4, SRC + " §6.2");
    public static final Field Y_OFFSET_BYTES = Y_OFFSET.u32("y_offset", 0, "y node byte offset from mesh; 0 = empty");

    /** §6.2: a y node (4-aligned); x_words hold octant offset << 8 | size in qwords. */
    public static final Layout Y_NODE = new Layout("collision_y_node", 4, SRC + " §6.2");
    public static final Field X_COORD = Y_NODE.s16("x_coord", 0, "grid x of x_words[0]");
    public static final Field X_COUNT = Y_NODE.u16("x_count", 2, "entries of x_words (0 = empty)");

    /** §6.3: one x word of a y node. */
    public static final Layout X_WORD = new Layout("collision_x_word", 4, SRC + " §6.2");
    public static final Field WORD = X_WORD.u32("word", 0, "octant offset from mesh << 8 | size in qwords");
    public static final Field OCTANT_OFFSET = X_WORD.bits("octant_offset", 0, Type.U32, 8, 24, "word bits 8-31: 16-aligned, from mesh");
    public static final Field SIZE_QW = X_WORD.bits("size_qw", 0, Type.U32, 0, 8, "the octant's size in qwords, rounded up");

    /** §6.3: the 4-byte head of an octant (16-aligned). */
    public static final Layout OCTANT = new Layout("collision_octant", 4, SRC + " §6.3");
    public static final Field FACE_COUNT = OCTANT.u16("face_count", 0, "face records, quads included (>= quad_count)");
    public static final Field VERTEX_COUNT = OCTANT.u8("vertex_count", 2, "packed vertices");
    public static final Field QUAD_COUNT = OCTANT.u8("quad_count", 3, "the first quad_count faces are quads");

    /** §6.3: a packed vertex, local to its octant's centre. */
    public static final Layout VERTEX = new Layout("collision_vertex", 4, SRC + " §6.3");
    public static final Field PACKED = VERTEX.u32("packed", 0, "x bits 0-9, y bits 10-19, z bits 20-31, signed");
    public static final Field X_RAW = VERTEX.signedBits("x_raw", 0, Type.U32, 0, 10, "x = x_raw / 16 + 4 gx + 2");
    public static final Field Y_RAW = VERTEX.signedBits("y_raw", 0, Type.U32, 10, 10, "y = y_raw / 16 + 4 gy + 2");
    public static final Field Z_RAW = VERTEX.signedBits("z_raw", 0, Type.U32, 20, 12, "z = z_raw / 64 + 4 gz + 2");
    /** Local coordinates, in units from the octant centre: x and y in 1/16 units, z in 1/64 (§6.3). */
    public static final Scaled X_LOCAL = Scaled.of(X_RAW, "x_local", 16, "x_raw / 16, from the octant centre");
    public static final Scaled Y_LOCAL = Scaled.of(Y_RAW, "y_local", 16, "y_raw / 16, from the octant centre");
    public static final Scaled Z_LOCAL = Scaled.of(Z_RAW, "z_local", 64, "z_raw / 64, from the octant centre");

    /** Octants are cubes of this many units on every axis (§6.2: grid coordinate g covers [4 g, 4 g + 4)). */
    public static final int OCTANT_UNITS = 4;

    /** The world coordinate of the centre of grid cell {@code g} on any axis: {@code 4 g + 2} (§6.3). */
    public static double centre(int g) { return OCTANT_UNITS * (double) g + OCTANT_UNITS / 2; }

    /** A world coordinate: the local value of {@code raw} under {@code local} plus the centre of cell {@code g}. */
    public static float world(Scaled local, long raw, int g) { return (float) (local.value(raw) + centre(g)); }

    /** §6.3: a face record; quads take their fourth index from the v3 bytes after the faces. */
    public static final Layout FACE = new Layout("collision_face", 4, SRC + " §6.3");
    public static final Field V0 = FACE.u8("v0", 0, "vertex index in the octant");
    public static final Field V1 = FACE.u8("v1", 1, "vertex index in the octant");
    public static final Field V2 = FACE.u8("v2", 2, "vertex index in the octant");
    public static final Field TYPE = FACE.u8("type", 3, "collision material id [inference]");

    /** §6.3: the fourth index of a quad, one byte per quad after the face records (the first quad_count faces). */
    public static final Layout QUAD_V3 = new Layout("collision_quad_v3", 1, SRC + " §6.3");
    public static final Field V3 = QUAD_V3.u8("v3", 0, "vertex index in the octant");

    /** §6.4: the hero-groups block head: the group count; the group records start at +0x10. */
    public static final Layout HERO_BLOCK = new Layout("hero_collision_groups", 4, SRC + " §6.4");
    public static final Field HERO_COUNT = HERO_BLOCK.s32("count", 0, "hero collision groups");

    /** §6.4: a hero collision group. */
    public static final Layout HERO_GROUP = new Layout("hero_collision_group", 0x10, SRC + " §6.4");
    public static final Field BSPHERE_X = HERO_GROUP.u16("bsphere_x", 0, "/ 64");
    public static final Field BSPHERE_Y = HERO_GROUP.u16("bsphere_y", 2, "/ 64");
    public static final Field BSPHERE_Z = HERO_GROUP.u16("bsphere_z", 4, "/ 64");
    public static final Field BSPHERE_R = HERO_GROUP.u16("bsphere_r", 6, "/ 64");
    public static final Field TRIANGLE_COUNT = HERO_GROUP.u16("triangle_count", 8, "triangles after the vertices");
    public static final Field HERO_VERTEX_COUNT = HERO_GROUP.u16("vertex_count", 0x0a, "{u16 x, y, z, pad} records");
    public static final Field DATA_OFFSET = HERO_GROUP.u32("data_offset", 0x0c, "from the hero-groups block, 16-aligned");
    /** The bounding sphere in units (u16 / 64). */
    public static final Scaled CENTRE_X = Scaled.of(BSPHERE_X, "centre_x", 64, "bsphere_x / 64");
    public static final Scaled CENTRE_Y = Scaled.of(BSPHERE_Y, "centre_y", 64, "bsphere_y / 64");
    public static final Scaled CENTRE_Z = Scaled.of(BSPHERE_Z, "centre_z", 64, "bsphere_z / 64");
    public static final Scaled RADIUS = Scaled.of(BSPHERE_R, "radius", 64, "bsphere_r / 64");

    /** §6.4: a hero group vertex {u16 x, y, z, pad}. */
    public static final Layout HERO_VERTEX = new Layout("hero_collision_vertex", 8, SRC + " §6.4");
    public static final Field HERO_X = HERO_VERTEX.u16("x", 0, "/ 64");
    public static final Field HERO_Y = HERO_VERTEX.u16("y", 2, "/ 64");
    public static final Field HERO_Z = HERO_VERTEX.u16("z", 4, "/ 64");
    public static final Field HERO_PAD = HERO_VERTEX.u16("pad", 6, "0");

    /** §6.4: a hero group triangle {u8 a, b, c, pad}. */
    public static final Layout HERO_TRIANGLE = new Layout("hero_collision_triangle", 4, SRC + " §6.4");
    public static final Field HERO_A = HERO_TRIANGLE.u8("a", 0, "vertex index in the group");
    public static final Field HERO_B = HERO_TRIANGLE.u8("b", 1, "vertex index in the group");
    public static final Field HERO_C = HERO_TRIANGLE.u8("c", 2, "vertex index in the group");
    public static final Field HERO_TRI_PAD = HERO_TRIANGLE.u8("pad", 3, "0");
}
