package gcscript.disc;

import gcscript.analysis.Find;
import gcscript.analysis.Region;
import gcscript.level.Level;
import java.util.Map;
import java.util.TreeMap;

/**
 * A disc as regions for the analysis tools' whole-disc forms. It lives beside {@link Disc} (not in
 * {@code gcscript.analysis}) so the disc can offer {@link Disc#find()}: the analysis toolkit knows bytes and regions,
 * never discs, so the two packages do not depend on each other both ways.
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

    /**
     * Search every level file: {@code DiscRegions.find(disc).bytes("f6 7c ?? ff")}, {@code .u32(v)}, {@code .ascii("SBlk")};
     * each hit with its owner (the level's coverage map, made for the levels with a hit).
     */
    public static Find find(Disc disc) { return Find.in(of(disc, false)).owners(owners(disc)); }

    /** Search every level's decompressed core_data, each hit with its owner. */
    public static Find findInCoreData(Disc disc) { return Find.in(of(disc, true)).owners(owners(disc)); }

    /** The owner of a byte of a level's file or one of its streams ({@code LEVEL3.WAD:core_data}). */
    static Find.Owners owners(Disc disc) {
        return (file, at) -> {
            String levelFile = file.contains(":") ? file.substring(0, file.indexOf(':')) : file;
            for (Level l : disc.levels()) {
                if (l.fileName().equalsIgnoreCase(levelFile)) return l.coverageMap().ownerAt(file, at);
            }
            return "";
        };
    }
}
