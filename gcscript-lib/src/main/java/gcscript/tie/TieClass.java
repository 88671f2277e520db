package gcscript.tie;

import gcscript.classblock.TextureSlots;
import gcscript.classtable.ClassEntry;
import gcscript.layout.Rec;
import java.util.List;

/**
 * One tie class block: its entry, the block's extent in core_data ({@code start}, {@code end}: absolute), the
 * 0x80 header, the AD-GIF blocks and the packets of all three LODs (LOD 0 first); {@code slots} is the entry's
 * texture-slot look-up; {@code normals} the vert_normals records (N's reader; none when vert_normal_count is 0).
 */
public record TieClass(int index, ClassEntry entry, long start, long end, Rec header, List<Rec> adgifs,
                       List<TiePacket> packets, TextureSlots slots, gcscript.layout.RecArray normals) {

    public float scale() { return header.f(TieLayouts.SCALE); }

    /** The tie texture table index of texture slot {@code slot} through the class entry, or -1 (no such slot). */
    public int texture(int slot) { return slots.texture(slot); }
}
