package gcscript.shrub;

import gcscript.bytes.Problems;
import java.util.List;

/** Every shrub class block of one level as read: the per-level model behind {@link Shrubs}. */
public record ShrubModel(int level, String file, List<ShrubClass> classes, int textureTableSize, Problems problems) {

    public static ShrubModel empty(int level, String file) {
        return new ShrubModel(level, file, List.of(), 0, Problems.lenient());
    }

    public ShrubClass shrubClass(int c) {
        for (ShrubClass k : classes) if (k.index() == c) return k;
        throw new IllegalArgumentException("level " + level + " has no shrub class " + c + " with a block; classes: "
                + classes.stream().map(ShrubClass::index).toList());
    }

    public long packetCount() { long n = 0; for (ShrubClass c : classes) n += c.packets().size(); return n; }
    /** Σ packet-header vertex_count (padding copies included). */
    public long vertexCount() { long n = 0; for (ShrubClass c : classes) for (ShrubPacket p : c.packets()) n += p.vertexCount(); return n; }
    public long triangleCount() { long n = 0; for (ShrubClass c : classes) for (ShrubPacket p : c.packets()) n += p.triangleCount(); return n; }
    /** Blocks with billboard_offset != 0. */
    public long billboardCount() { long n = 0; for (ShrubClass c : classes) if (c.header().i(ShrubLayouts.BILLBOARD_OFFSET) != 0) n++; return n; }
}
