package gcscript.shrub;

import gcscript.classblock.TextureSlots;
import gcscript.classtable.ClassEntry;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One shrub class block: entry, extent (absolute {@code start}, {@code end}), header, packet entries, packets,
 * the 24-entry normal palette, the records after it up to the block end ({@code fill}, zero on a well-formed
 * block), the billboard (null when billboard_offset is 0) and the entry's texture-slot look-up.
 */
public record ShrubClass(int index, ClassEntry entry, long start, long end, Rec header, List<Rec> packetEntries,
                         List<ShrubPacket> packets, RecArray normals, RecArray fill, Rec billboard,
                         TextureSlots slots) {

    public float scale() { return header.f(ShrubLayouts.SCALE); }

    /** The shrub texture table index of slot {@code slot} through the entry, or -1. */
    public int texture(int slot) { return slots.texture(slot); }
}
