package gcscript.goldeneye;

import gcscript.bytes.FormatException;
import gcscript.n64.F3d;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

/**
 * One inflated model file (reference §1.4): {@code numSwitches} u32 switch pointers, {@code numTextures} 12-byte
 * texture records, then the node tree from the root; pointers are segment 5 (0x05000000 + file offset). Display
 * lists hang off node rodata: type 4 DL (primary @+0, secondary @+4), 0x16 DLPRIMARY (@+8), 0x18 DLCOLLISION
 * (@+0, @+4); 8 LOD (affects @+8) and 0x12 SWITCH (controls @+0) hang further subtrees. The walk visits each node
 * once (child before next), bounded by the file size.
 */
public final class GeModel {
    public static final int SEGMENT = 5;

    /** A G_SETTEX found in the file: its offset, the node whose list reached it (-1 for the naive scan). */
    public record Found(int offset, int node, SetTex cmd) {}

    private final String name;
    private final byte[] file;
    private final GeLayout.ModelHeader header;
    private final int[] textureIds;
    private final List<Integer> nodeOffsets = new ArrayList<>();
    private final List<Integer> nodeTypes = new ArrayList<>();
    private final List<Found> walked = new ArrayList<>();
    private final List<Found> scanned = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private int displayLists;

    GeModel(String name, byte[] file, GeLayout.ModelHeader header) {
        this.name = name;
        this.file = file;
        this.header = header;
        int ns = header.numSwitches(), nt = header.numTextures();
        int root = 4 * ns + 12 * nt;
        if (root + 24 > file.length) {
            throw new FormatException(name, "model.root", root, "a root node inside the " + file.length + "-byte file",
                    ns + " switches, " + nt + " textures", null);
        }
        textureIds = new int[nt];
        for (int i = 0; i < nt; i++) textureIds[i] = (int) F3d.u32(file, 4 * ns + 12 * i);
        List<Integer> starts = new ArrayList<>();
        List<Integer> startNode = new ArrayList<>();
        walkNodes(root, starts, startNode);
        // walk each node's lists in node order; attribute each SETTEX to the node whose walk reached it first
        BitSet seen = new BitSet(file.length / 8 + 1);
        for (int i = 0; i < starts.size(); i++) {
            F3d.Walk w = F3d.walk(file, SEGMENT, List.of(starts.get(i)));
            displayLists += w.lists().size();
            notes.addAll(w.notes());
            for (int off : w.commands()) {
                if (seen.get(off >> 3)) continue;
                seen.set(off >> 3);
                if ((file[off] & 0xFF) == F3d.G_SETTEX) walked.add(new Found(off, startNode.get(i), cmd(off)));
            }
        }
        for (int off = 0; off + 8 <= file.length; off += 8) {
            if ((file[off] & 0xFF) == F3d.G_SETTEX) scanned.add(new Found(off, -1, cmd(off)));
        }
    }

    private SetTex cmd(int off) { return new SetTex(F3d.u32(file, off), F3d.u32(file, off + 4)); }

    private void walkNodes(int root, List<Integer> starts, List<Integer> startNode) {
        BitSet visited = new BitSet(file.length);
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(root);
        int guard = file.length / 24 + 1;
        while (!stack.isEmpty()) {
            int n = stack.pop();
            if (n < 0 || n + 24 > file.length || visited.get(n)) continue;
            if (--guard < 0) { notes.add("node walk stopped: more nodes than the file can hold"); return; }
            visited.set(n);
            int type = (file[n] & 0xFF) << 8 | (file[n + 1] & 0xFF);
            nodeOffsets.add(n);
            nodeTypes.add(type);
            int ro = ptr(F3d.u32(file, n + 4));
            int nodeIndex = nodeOffsets.size() - 1;
            List<Integer> extra = new ArrayList<>();
            if (ro >= 0 && ro + 12 <= file.length) {
                switch (type & 0xFF) {
                    case 0x04, 0x18 -> { addList(starts, startNode, ro, nodeIndex); addList(starts, startNode, ro + 4, nodeIndex); }
                    case 0x16 -> addList(starts, startNode, ro + 8, nodeIndex);
                    case 0x08 -> extra.add(ptr(F3d.u32(file, ro + 8)));
                    case 0x12 -> extra.add(ptr(F3d.u32(file, ro)));
                    default -> { }
                }
            }
            int next = ptr(F3d.u32(file, n + 12));
            int child = ptr(F3d.u32(file, n + 20));
            // visit order: extra subtrees (LOD affects / switch controls), then child, then next
            if (next >= 0) stack.push(next);
            if (child >= 0) stack.push(child);
            for (int i = extra.size() - 1; i >= 0; i--) if (extra.get(i) >= 0) stack.push(extra.get(i));
        }
    }

    private void addList(List<Integer> starts, List<Integer> startNode, int at, int node) {
        int dl = ptr(F3d.u32(file, at));
        if (dl >= 0) { starts.add(dl); startNode.add(node); }
    }

    private int ptr(long p) {
        if (p == 0) return -1;
        int o = F3d.resolve(p, SEGMENT);
        if (o < 0 || o >= file.length) { notes.add("pointer outside the file: 0x" + Long.toHexString(p)); return -1; }
        return o;
    }

    public String name() { return name; }
    public byte[] bytes() { return file.clone(); }
    public int inflatedSize() { return file.length; }
    public GeLayout.ModelHeader header() { return header; }
    public int[] textureIds() { return textureIds.clone(); }
    public int nodes() { return nodeOffsets.size(); }
    public List<Integer> nodeTypes() { return List.copyOf(nodeTypes); }
    public int displayLists() { return displayLists; }
    /** G_SETTEX reached by the structural walk, each command once, in walk order. */
    public List<Found> settexWalk() { return List.copyOf(walked); }
    /** Every 8-byte-aligned word of the file whose top byte is 0xC0 (what a naive scan counts). */
    public List<Found> settexScan() { return List.copyOf(scanned); }
    public List<String> notes() { return List.copyOf(notes); }

    /** This model's G_SETTEX rows (walk and naive scan), as {@link GeRom#settex(String)}. */
    public tech.tablesaw.api.Table settex() {
        gcscript.table.TableBuilder t = GeRom.settexBuilder();
        GeRom.addSettex(t, this);
        return t.build();
    }
}
