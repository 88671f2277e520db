package gcscript.moby;

import gcscript.classblock.TextureSlots;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One moby class block as read. Per-vertex and per-triangle values are columns (primitive arrays), indexed by the
 * class's vertex number (stored records in table order, high-LOD packets first) and triangle number.
 */
public final class MobyClass {
    public static final int KIND_TWO_WAY = 0, KIND_THREE_WAY = 1, KIND_MAIN = 2;
    static final String[] KINDS = {"two_way", "three_way", "main"};
    static final String[] LODS = {"high", "low", "metal", "bangle"};
    static final int LOD_BANGLE = 3;

    final MobyClassRef ref;
    final Rec header;
    final String file;
    final List<MobyPacket> packets;
    final List<Rec> joints;       // skeleton matrices
    final List<Rec> trans;        // common_trans
    final List<Rec> gifUsage;
    private final TextureSlots textures;
    final RecArray gifWords;      // the same entries as offset_and_terminator's bit fields
    final List<gcscript.sequence.Sequence> sequences;
    List<MobyJointLists.JointList> jointLists = List.of();
    MobyCollisions.Collision collision;
    List<MobyCorncob.Kernel> corncob = List.of();
    List<MobyBangles.Bangle> bangles = List.of();

    // vertices
    final int[] vPacket, vKind, vId, vS, vT;   // vPacket: the packet of each vertex
    final int[] skinJ, skinW;     // 3 per vertex, -1 / 0 when unused
    // triangles
    final int[] tPacket, tLod, tId, tVertex, tSlot;   // tId and tVertex: 3 per triangle

    private final float scale;

    MobyClass(MobyClassRef ref, Rec header, String file, float scale, List<MobyPacket> packets, List<Rec> joints, List<Rec> trans,
              List<Rec> gifUsage, RecArray gifWords, int[][] v, int[] skinJ, int[] skinW, int[][] t,
              List<gcscript.sequence.Sequence> sequences) {
        this.sequences = sequences;
        this.scale = scale;
        this.ref = ref;
        this.header = header;
        this.file = file;
        this.packets = packets;
        this.joints = joints;
        this.trans = trans;
        this.gifUsage = gifUsage;
        this.textures = TextureSlots.of(ref.textures());
        this.gifWords = gifWords;
        vPacket = v[0]; vKind = v[1]; vId = v[2]; vS = v[3]; vT = v[4];
        this.skinJ = skinJ;
        this.skinW = skinW;
        tPacket = t[0]; tLod = t[1]; tId = t[2]; tVertex = t[3]; tSlot = t[4];
    }

    /** Sets the class's joint lists (§1.12), as read; returns this. */
    MobyClass withJointLists(List<MobyJointLists.JointList> lists) {
        this.jointLists = List.copyOf(lists);
        return this;
    }

    /** Sets the class's collision block (§1.12), null for none; returns this. */
    MobyClass withCollision(MobyCollisions.Collision c) {
        this.collision = c;
        return this;
    }

    /** Sets the class's bangles with packets (§1.12), as read; returns this. */
    MobyClass withBangles(List<MobyBangles.Bangle> b) {
        this.bangles = List.copyOf(b);
        return this;
    }

    /** The bangles of the bangle block that have packets (§1.12), in entry order. */
    public List<MobyBangles.Bangle> bangles() { return bangles; }

    /** Sets the class's corncob kernels (§1.12), as read; returns this. */
    MobyClass withCorncob(List<MobyCorncob.Kernel> kernels) {
        this.corncob = List.copyOf(kernels);
        return this;
    }

    /** The kernels of the corncob block at the header's {@code corncob} qword offset (§1.12), in slot order. */
    public List<MobyCorncob.Kernel> corncob() { return corncob; }

    /** The collision block at the header's {@code collision} offset (§1.12), or empty. */
    public java.util.Optional<MobyCollisions.Collision> collision() { return java.util.Optional.ofNullable(collision); }

    /** The joint lists of the block at the header's {@code joints} offset (§1.12), in stored order. */
    public List<MobyJointLists.JointList> jointLists() { return jointLists; }

    public int index() { return ref.index(); }
    public int oClass() { return ref.oClass(); }
    public MobyClassRef ref() { return ref; }
    public Rec header() { return header; }
    public List<MobyPacket> packets() { return packets; }
    public List<Rec> skeleton() { return joints; }
    public List<Rec> commonTrans() { return trans; }
    public List<Rec> gifUsage() { return gifUsage; }
    /** The class's animation sequences (§1.12), in slot order; slots of offset 0 have none. */
    public List<gcscript.sequence.Sequence> sequences() { return sequences; }
    /** A mesh-only block (ARMOR.WAD, rac2-global-wads §11.2): its header is {@link MobyLayouts#MESH_HEADER}. */
    public boolean meshOnly() { return header.layout() == MobyLayouts.MESH_HEADER; }
    public boolean meshless() { return !meshOnly() && header.i(MobyLayouts.PACKET_TABLE_OFFSET) == 0; }
    public String format() { return meshOnly() || header.i(MobyLayouts.FORMAT_SELECTOR) == 0 ? "gc" : "rac1"; }
    /** The class header's scale; a mesh-only block's comes from outside (§11.2: Wrench's 7/48 for armours, 1 for wrenches). */
    public float scale() { return scale; }
    public int vertexCount() { return vPacket.length; }
    public int triangleCount() { return tPacket.length; }

    /** Texture-table index of texture slot {@code slot} through the class entry; -1 for none or a slot past the list. */
    public int texture(int slot) { return textures.texture(slot); }

    /** Triangles of one LOD list ("high" = 0, "low" = 1). */
    public int triangleCount(int lod) {
        int n = 0;
        for (int l : tLod) if (l == lod) n++;
        return n;
    }
}
