package gcscript.moby;

import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One packet of a class as read: its table entry, which LOD list it belongs to, its vertex-table header (null for
 * metal packets, whose table has another shape), the stored vertex records (V = 2-way + 3-way + main, file order),
 * the texture primitives, and what the walk found.
 *
 * @param index      index in the class's packet table (high LOD first)
 * @param lod        "high", "low", "metal" or "bangle"
 * @param epilogue   E, the epilogue record count (vertex_data_size - vertex_table_offset/16 - V)
 * @param textures   the texture primitives of the third UNPACK, in order
 * @param metalVertices vertex_count of a metal packet's table (-1 otherwise)
 * @param metal      a metal packet's vertex table and walk (§1.11), null for the others
 */
public record MobyPacket(int index, String lod, Rec entry, Rec vertexHeader, RecArray records, int epilogue,
                         List<Rec> textures, int stCount, int indexBytes, int metalVertices, long textureUnpackOffset,
                         MobyMetal.Metal metal) {
    /** V = 2-way + 3-way + main (the records view also holds the E epilogue records after them). */
    public int storedVertices() { return records == null ? 0 : records.count() - epilogue; }
}
