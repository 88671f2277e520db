package gcscript.tie;

import gcscript.bytes.Problems;
import java.util.List;

/**
 * Every tie class block of one level as read: the per-level model behind {@link Ties}. {@code file} labels the
 * offsets' space (decompressed core_data); {@code textureTableSize} is the tie texture table's entry count.
 */
public record TieModel(int level, String file, List<TieClass> classes, int textureTableSize, Problems problems) {

    public static TieModel empty(int level, String file) {
        return new TieModel(level, file, List.of(), 0, Problems.lenient());
    }

    /** The class whose entry index is {@code c}; an unknown class is an error naming the ones there are. */
    public TieClass tieClass(int c) {
        for (TieClass k : classes) if (k.index() == c) return k;
        throw new IllegalArgumentException("level " + level + " has no tie class " + c + " with a block; classes: "
                + classes.stream().map(TieClass::index).toList());
    }

    public long packetCount() { long n = 0; for (TieClass c : classes) n += c.packets().size(); return n; }
    public long vertexCount() { long n = 0; for (TieClass c : classes) for (TiePacket p : c.packets()) n += p.vertexCount(); return n; }
    public long triangleCount() { long n = 0; for (TieClass c : classes) for (TiePacket p : c.packets()) n += p.triangleCount(); return n; }
    public long triangleCount(int lod) {
        long n = 0;
        for (TieClass c : classes) for (TiePacket p : c.packets()) if (p.lod() == lod) n += p.triangleCount();
        return n;
    }
}
