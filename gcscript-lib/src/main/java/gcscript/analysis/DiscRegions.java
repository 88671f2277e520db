package gcscript.analysis;

import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.Map;
import java.util.TreeMap;

/**
 * A disc as regions for the analysis tools' whole-disc forms. The analysis toolkit sits above the format
 * packages: it reads discs, the formats never call it.
 */
public final class DiscRegions {
    private DiscRegions() {}

    /**
     * Every level file as a region, keyed by file number; with {@code decompressed}, each level's decompressed
     * core_data instead (a file of its own). In lenient mode a level whose core_data cannot be read is left out.
     */
    public static Map<Integer, Region> of(Disc disc, boolean decompressed) {
        Map<Integer, Region> m = new TreeMap<>();
        for (Level l : disc.levels()) {
            if (decompressed) {
                Region r = l.guarded(() -> Region.of(l.core().coreData()), null);
                if (r != null) m.put(l.number(), r);
            } else {
                m.put(l.number(), Region.of(l.bytes()));
            }
        }
        return m;
    }

    /** Search every level file: {@code DiscRegions.find(disc).bytes("f6 7c ?? ff")}, {@code .u32(v)}, {@code .ascii("SBlk")}. */
    public static Find find(Disc disc) { return Find.in(of(disc, false)); }

    /** Search every level's decompressed core_data. */
    public static Find findInCoreData(Disc disc) { return Find.in(of(disc, true)); }
}
