package gcscript.moby;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import tech.tablesaw.api.Table;

/**
 * The moby classes of one level ({@code disc.level(n).core().mobies()}) or of every level
 * ({@code disc.levels().core().mobies()}): the same tables and columns either way (rac2-formats-phase2 §1).
 */
public final class Mobies extends Area<MobyModel> {
    public Mobies(Scope<MobyModel> scope) { super(scope); }

    @Doc("one row per moby class entry with a block: class header fields, format, meshless")
    public Table classes() { return table("moby classes", MobyTables::classes); }
    @Doc("one row per packet entry (high LOD first, then low, then metal) with the vertex-table header counts")
    public Table packets() { return table("moby packets", MobyTables::packets); }
    @Doc("one row per stored vertex record (2-way, 3-way, main): resolved pipelined ID, position, ST, normal, skin")
    public Table vertices() { return table("moby vertices", MobyTables::vertices); }
    @Doc("one row per triangle of the index walk (dummy kicks dropped), with its texture")
    public Table triangles() { return table("moby triangles", MobyTables::triangles); }
    @Doc("one row per texture primitive (TEX1 k and mmin, CLAMP, TEX0 slot)")
    public Table primitives() { return table("moby texture primitives", MobyTables::primitives); }
    @Doc("one row per skeleton joint: Mat4 and common_trans")
    public Table joints() { return table("moby joints", MobyTables::joints); }
    @Doc("one row per joint list of the block at the header's joints offset (§1.12): list_count, list_offset, n1, n2, both parts' bytes, terminator")
    public Table jointLists() { return table("moby joint lists", MobyTables::jointLists); }
    @Doc("one row per class collision block (§1.12): the 0x10 header (unknown u16s, first/third/second sizes), first and third parts as hex, vertex count")
    public Table collisions() { return table("moby collisions", MobyTables::collisions); }
    @Doc("one row per vertex of a collision block's second part: s16 x, y, z, pad as stored and / 1024")
    public Table collisionVertices() { return table("moby collision vertices", MobyTables::collisionVertices); }
    @Doc("one row per metal (chrome/glass) packet (§1.11): vertex-table header (vertex_count, three opaque words) and its triangles")
    public Table metalPackets() { return table("moby metal packets", MobyTables::metalPackets); }
    @Doc("one row per MetalVertex record (§1.11): s16 x, y, z and ten opaque bytes as stored, position x scale / 1024")
    public Table metalVertices() { return table("moby metal vertices", MobyTables::metalVertices); }
    @Doc("one row per triangle of a metal packet's index walk: corners (records of the packet) and TEX0 (-2 chrome, -3 glass)")
    public Table metalTriangles() { return table("moby metal triangles", MobyTables::metalTriangles); }
    @Doc("one row per bangle with packets (§1.12): high/low packet-table begin and count, the two s16[4] vectors")
    public Table bangles() { return table("moby bangles", MobyTables::bangles); }
    @Doc("one row per corncob kernel (§1.12): slot, stored qword offset, the Vec4f, vertex_count")
    public Table corncobKernels() { return table("moby corncob kernels", MobyTables::corncobKernels); }
    @Doc("one row per s16[4] record of a corncob kernel, raw (the first record's w holds vertex_count)")
    public Table corncobVertices() { return table("moby corncob vertices", MobyTables::corncobVertices); }
    @Doc("one row per gif_usage entry")
    public Table gifUsage() { return table("moby gif_usage", MobyTables::gifUsage); }
    @Doc("every reader check of §1, one row per check per class")
    public Table checks() { return table("moby checks", MobyTables::checks); }
    @Doc("the checks folded per check")
    public Table checkSummary() { return table("moby check summary", MobyTables::checkSummary); }

    @Doc("one row per class sequence (§1.12): bsphere, frame_count, sound_count, trigger_count, animation_info, triggers, special data")
    public Table sequences() { return table("moby sequences", m -> m.sequences().sequencesTable()); }
    @Doc("one row per frame-table entry: regular frame header (speed, data_size_qwords, joint_data_size, thing counts) or special frame")
    public Table frames() { return table("moby sequence frames", m -> m.sequences().framesTable()); }
    @Doc("one row per joint rotation key of a regular frame: s16 x, y, z, w as stored and / 32768, |q|")
    public Table jointFrames() { return table("moby joint frames", m -> m.sequences().jointFramesTable()); }
    @Doc("one row per trigger-list word of a sequence")
    public Table triggers() { return table("moby sequence triggers", m -> m.sequences().triggersTable()); }
    @Doc("one row per joint of a special sequence's joint data (3 u16, raw)")
    public Table specialJoints() { return table("moby special joints", m -> m.sequences().specialJointsTable()); }
    @Doc("one row per special frame: offsets, lengths and bytes (hex) of parts 1-3 and of the joint bitmask (W read_moby_sequence)")
    public Table specialFrameParts() { return table("moby special frame parts", m -> m.sequences().specialFramePartsTable()); }
    @Doc("one row per entry (n1 of list 1, n2 of list 2) of a special frame: flag, its three 2-bit sizes, the extra bytes")
    public Table specialFrameEntries() { return table("moby special frame entries", m -> m.sequences().specialFrameEntriesTable()); }
    @Doc("the sequence checks (check 10, record bounds, joint_data_size, |q|), one row per check and sequence")
    public Table sequenceChecks() { return table("moby sequence checks", m -> m.sequences().checksTable()); }

    /** The level's model (one level only). */
    public MobyModel model() { return model("mobies().model()"); }

    /** Class {@code classIndex}'s geometry (class-table index), as plain arrays. */
    public MobyMesh mesh(int classIndex) {
        MobyModel m = model("mobies().mesh(c)");
        return MobyMesh.of(m.level(), m.byIndex(classIndex));
    }

    /** Three orthographic views of the class's high-LOD mesh (bind pose), shaded by texture. */
    public BufferedImage preview(int classIndex) {
        MobyModel m = model("mobies().preview(c)");
        MobyClass c = m.byIndex(classIndex);
        if (c.meshless()) {
            // three empty panels would look like a drawing bug: say why there is nothing and what can be drawn
            throw new IllegalArgumentException("level " + m.level() + " moby class block " + classIndex + " (o_class " + c.oClass()
                    + ") is meshless (packet_table_offset 0): nothing to draw; blocks with a mesh: "
                    + m.classes().stream().filter(k -> !k.meshless()).map(k -> Integer.toString(k.index())).toList());
        }
        return MobyPreview.render(MobyMesh.of(m.level(), c), 256);
    }

    /**
     * The regular frames of sequence {@code sequence} (its slot) of class {@code classIndex} side by side, each posed
     * by its rotation keys ({@link MobyPose}), with a title naming class, sequence and frames.
     */
    public BufferedImage preview(int classIndex, int sequence) {
        MobyModel m = model("mobies().preview(c, s)");
        MobyClass c = m.byIndex(classIndex);
        for (gcscript.sequence.Sequence s : c.sequences()) {
            if (s.slot() == sequence) return MobyPreview.sequence(MobyMesh.of(m.level(), c), s, 160);
        }
        throw new IllegalArgumentException("moby class " + classIndex + " (o_class " + c.oClass() + ") has no sequence " + sequence + "; slots: "
                + c.sequences().stream().map(s -> Integer.toString(s.slot())).toList());
    }

    /** A contact sheet of every mesh class of the level. */
    public BufferedImage sheet() {
        MobyModel m = model("mobies().sheet()");
        java.util.List<MobyMesh> meshes = new java.util.ArrayList<>();
        for (MobyClass c : m.classes()) if (!c.meshless()) meshes.add(MobyMesh.of(m.level(), c));
        return MobyPreview.sheet(meshes);
    }
}
