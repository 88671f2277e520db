package gcscript.tie;

import gcscript.classtable.ClassEntry;
import gcscript.layout.Rec;
import java.util.List;

/**
 * One tie class block: its entry, the block's extent in core_data ({@code start}, {@code end}: absolute), the
 * 0x80 header, the AD-GIF blocks and the packets of all three LODs (LOD 0 first).
 */
public record TieClass(int index, ClassEntry entry, long start, long end, Rec header, List<Rec> adgifs,
                       List<TiePacket> packets) {

    public float scale() { return header.f(TieLayouts.SCALE); }

    /** The tie texture table index of texture slot {@code slot} through the class entry, or -1 (no such slot). */
    public int texture(int slot) {
        if (slot < 0 || slot >= 16) return -1;
        int t = entry.textures()[slot] & 0xff;
        return t == 0xff ? -1 : t;
    }
}
