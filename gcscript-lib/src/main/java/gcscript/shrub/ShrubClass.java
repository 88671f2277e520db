package gcscript.shrub;

import gcscript.classtable.ClassEntry;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One shrub class block: entry, extent (absolute {@code start}, {@code end}), header, packet entries, packets,
 * the 24-entry normal palette, the records after it up to the block end ({@code fill}, zero on a well-formed
 * block) and the billboard (null when billboard_offset is 0).
 */
public record ShrubClass(int index, ClassEntry entry, long start, long end, Rec header, List<Rec> packetEntries,
                         List<ShrubPacket> packets, RecArray normals, RecArray fill, Rec billboard) {

    public float scale() { return header.f(ShrubLayouts.SCALE); }

    /** The shrub texture table index of slot {@code slot} through the entry, or -1. */
    public int texture(int slot) {
        if (slot < 0 || slot >= 16) return -1;
        int t = entry.textures()[slot] & 0xff;
        return t == 0xff ? -1 : t;
    }
}
