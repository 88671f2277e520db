package gcscript.shrub;

import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.vif.VifCommand;
import java.util.List;

/**
 * One shrub packet: its VIF commands, the UNPACK #1 payload (header, GIF tags, texture primitives) and the two
 * vertex parts. The GS walk (§3.3) consumed {@code walkedVertices} records; the ones after are padding copies.
 * Per GIF tag (primitive): the vertices the walk gave it and the texture slot in force; per triangle: three
 * records, the primitive, the slot. {@code vifError} / {@code walkError} are null when the packet is well formed.
 */
public record ShrubPacket(int index, Rec entry, long start, List<VifCommand> vif, Rec header, List<Rec> tags, List<Rec> prims,
                          RecArray part1, RecArray part2, int walkedVertices, int[] primWalked, int[] primSlot,
                          int[] tris, int[] triPrim, int[] triSlot, String vifError, String walkError) {

    public int vertexCount() { return header == null ? 0 : header.i(ShrubLayouts.VERTEX_COUNT); }
    public int storedVertices() { return part1 == null ? 0 : part1.count(); }
    public int triangleCount() { return tris.length / 3; }
    public boolean padding(int v) { return v >= walkedVertices; }

    /** The UNPACK commands of the list, in order. */
    public List<VifCommand> unpacks() { return vif.stream().filter(VifCommand::isUnpack).toList(); }
}
