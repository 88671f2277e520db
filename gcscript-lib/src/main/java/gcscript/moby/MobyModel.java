package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.check.Checks;
import java.util.ArrayList;
import java.util.List;

/**
 * Every moby class block of one level, read (the per-level model behind {@link Mobies}). A class whose block
 * cannot be decoded is a problem: strict mode throws its {@link FormatException}, lenient mode records it and keeps
 * the other classes; its checks stay in {@link #checks()} either way.
 */
public final class MobyModel {
    private final int level;
    private final String file;
    private final List<MobyClass> classes;
    private final List<Check> checks;
    private final List<gcscript.check.CheckSummary> summary;
    private final gcscript.sequence.SequenceSet sequences;

    private MobyModel(int level, String file, List<MobyClass> classes, List<Check> checks, List<gcscript.check.CheckSummary> summary,
                      gcscript.sequence.SequenceSet sequences) {
        this.sequences = sequences;
        this.level = level;
        this.file = file;
        this.classes = classes;
        this.checks = checks;
        this.summary = summary;
    }

    /** An empty model (no core_data, or a level without moby classes). */
    public static MobyModel empty(int level, String file) {
        return new MobyModel(level, file, List.of(), List.of(), List.of(), gcscript.sequence.SequenceSet.empty(level, file, KIND));
    }

    /**
     * Reads the blocks of {@code refs} (entries with a block) from decompressed {@code coreData}.
     *
     * @param problems where undecodable classes go (strict: the first throws)
     */
    public static MobyModel read(int level, ByteReader coreData, List<MobyClassRef> refs, Problems problems) {
        Checks checks = new Checks();
        for (var d : MobyChecks.DOCS.entrySet()) checks.declare(d.getKey(), d.getValue());
        Checks sequenceChecks = new Checks();
        gcscript.sequence.SequenceChecks.declare(sequenceChecks);
        List<MobyClass> out = new ArrayList<>();
        for (MobyClassRef r : refs) {
            try {
                out.add(MobyReader.read(coreData, level, r, checks, sequenceChecks));
            } catch (FormatException e) {
                problems.caught(e, level);
            }
        }
        List<gcscript.sequence.Sequence> seqs = new ArrayList<>();
        for (MobyClass c : out) seqs.addAll(c.sequences());
        return new MobyModel(level, coreData.file(), List.copyOf(out), checks.list(), checks.summary(),
                new gcscript.sequence.SequenceSet(level, coreData.file(), KIND, seqs, sequenceChecks.list()));
    }

    /**
     * One mesh-only block to read (rac2-global-wads §11.2): its bytes, the number its rows carry in the {@code class}
     * column, its path in problems and checks, its scale (the header has none) and the length of the texture list its
     * TEX0 slots index (slot i is texture i, as Wrench maps materials).
     */
    public record MeshOnly(ByteReader block, int number, String path, float scale, int textures) {}

    /**
     * Reads mesh-only blocks (ARMOR.WAD's armours and wrenches) with the level classes' packet reader; the model's
     * level is -1 and {@code file} names the WAD file. A block that cannot be decoded is a problem (strict: thrown).
     */
    public static MobyModel readMeshOnly(String file, List<MeshOnly> blocks, Problems problems) {
        Checks checks = new Checks();
        for (var d : MobyChecks.MESH_DOCS.entrySet()) checks.declare(d.getKey(), d.getValue());
        List<MobyClass> out = new ArrayList<>();
        for (MeshOnly b : blocks) {
            int[] slots = new int[b.textures()];
            for (int i = 0; i < slots.length; i++) slots[i] = i;
            MobyClassRef ref = new MobyClassRef(b.number(), -1, 0, b.block().length(), slots);
            try {
                out.add(MobyReader.readMeshOnly(b.block(), ref, file, b.path(), b.scale(), checks));
            } catch (FormatException e) {
                problems.caught(e, -1);
            }
        }
        return new MobyModel(-1, file, List.copyOf(out), checks.list(), checks.summary(), gcscript.sequence.SequenceSet.empty(-1, file, KIND));
    }

    static final String KIND = "moby";

    public int level() { return level; }
    /** The animation sequences of every class (§1.12) and their checks. */
    public gcscript.sequence.SequenceSet sequences() { return sequences; }
    /** The file label of core_data, e.g. {@code LEVEL3.WAD:core_data}. */
    public String file() { return file; }
    public List<MobyClass> classes() { return classes; }
    public List<Check> checks() { return checks; }
    public List<gcscript.check.CheckSummary> checkSummary() { return summary; }

    /** The class with class-table index {@code index}. */
    public MobyClass byIndex(int index) {
        for (MobyClass c : classes) if (c.index() == index) return c;
        throw new IllegalArgumentException("level " + level + " has no moby class block with index " + index + "; blocks: "
                + classes.stream().map(c -> Integer.toString(c.index())).toList());
    }

    // ---- totals (the stats columns; moby_packets counts the packet entries of mesh classes: a mesh-less class's
    // counts describe a mesh stored elsewhere, e.g. Ratchet's in ARMOR.WAD, §1.1) ------------------------------------------------------------------
    public int classBlocks() { return classes.size(); }
    public int meshClasses() { int n = 0; for (MobyClass c : classes) if (!c.meshless()) n++; return n; }
    public long packets() {
        long n = 0;
        for (MobyClass c : classes) if (!c.meshless()) n += c.header.i(MobyLayouts.HIGH_LOD_COUNT) + c.header.i(MobyLayouts.LOW_LOD_COUNT);
        return n;
    }
    public long vifListQwords() { return sumEntry(MobyLayouts.VIF_LIST_SIZE); }
    public long transferVertices() { return sumEntry(MobyLayouts.TRANSFER_VERTEX_COUNT); }
    public long storedVertices() { long n = 0; for (MobyClass c : classes) n += c.vertexCount(); return n; }
    public long triangles() { long n = 0; for (MobyClass c : classes) n += c.triangleCount(); return n; }

    private long sumEntry(gcscript.layout.Field f) {
        long n = 0;
        for (MobyClass c : classes) for (MobyPacket p : c.packets) if (!p.lod().equals("metal")) n += p.entry().get(f);
        return n;
    }
}
