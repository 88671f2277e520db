package gcscript.claims;

import gcscript.check.CheckSummary;
import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;
import static gcscript.claims.Measures.mb;
import static gcscript.claims.Measures.onLevel;
import static gcscript.claims.Measures.onLevelValue;
import static gcscript.claims.Measures.sum;

import gcscript.core.ArrayRange;
import gcscript.classtable.ClassKind;
import gcscript.core.LevelCoreHeader;
import gcscript.texture.TextureKind;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Claims about the level core header: the region offsets and sizes of core_data, and the nine tables of
 * core_index (level-assets.md "tfrag region", "The class tables were not unreadable, only unsized", "Core index
 * field order"). Synthetic figures come from the manifest's {@code level.N.core.*} keys.
 */
final class CoreClaims implements ClaimArea {
    /** The nine chained tables in header order, with their manifest key stems. */
    static final String[] TABLES = {"moby_classes", "tie_classes", "shrub_classes", "tfrag_textures", "moby_textures",
            "tie_textures", "shrub_textures", "part_textures", "fx_textures"};
    static final String[] TABLE_KEYS = {"moby_classes", "tie_classes", "shrub_classes", "textures.tfrag", "textures.moby",
            "textures.tie", "textures.shrub", "textures.part", "textures.fx"};
    /** The region words the notes find strictly increasing: occlusion 0x0c, sky 0x10, collision 0x14, textures_base 0x60. */
    static final String[] REGIONS = {"occlusion", "sky", "collision", "textures_base"};

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        for (ClassKind k : ClassKind.values()) {
            String name = k.name().toLowerCase();
            c.add(Claim.manifest("classes." + name + ".total", d -> total(d, h -> h.classes(k).count()),
                    (t, d) -> sum(t, "core." + name + "_classes.count")));
        }
        c.add(Claim.manifest("textures.tfrag.total", d -> total(d, h -> h.textures(TextureKind.TFRAG).count()),
                (t, d) -> sum(t, "core.textures.tfrag.count")));
        c.add(Claim.manifest("lvl0.tfrag_textures.count", d -> onLevelValue(d, 0, l -> "" + header(l).textures(TextureKind.TFRAG).count()),
                (t, d) -> key(t, "level.0.core.textures.tfrag.count")));
        c.add(Claim.manifest("core.tfrags.zero", d -> LevelClaims.levels(d, x -> Measured.of(distinct(x, h -> "" + h.tfrags()))),
                (t, d) -> distinctKey(t, "core.tfrags.offset")));
        c.add(Claim.rule("classes.chain.27of27", d -> fraction(d, l -> coreCheck(l, "tables_chain")), Claim.Rule.ALL));
        c.add(Claim.rule("classes.offsets_in_core_data", d -> fraction(d, l -> coreCheck(l, "class_offsets_in_core_data")), Claim.Rule.ALL));
        c.add(Claim.rule("core.offsets_in_core_data", d -> fraction(d, CoreClaims::offsetsInside), Claim.Rule.ALL));
        c.add(Claim.rule("core.regions.increasing", d -> fraction(d, l -> regionsIncrease(header(l))), Claim.Rule.ALL));
        c.add(Claim.rule("core.regions.sizes_model", d -> fraction(d, l -> sizesReachTexturesBase(header(l))), Claim.Rule.NONE));
        c.add(Claim.rule("core_index.table_offsets.div16", d -> allLevels(d, l -> {
            for (ArrayRange r : tables(header(l))) if (r.count() > 0 && r.offset() % 16 != 0) return "a " + r + " not on 16";
            return null;
        }), Claim.Rule.is("true")));
        c.add(Claim.rule("core_index.table_offsets.monotonic", d -> allLevels(d, l -> tablesIncrease(header(l))), Claim.Rule.is("true")));
        c.add(Claim.manifest("lvl0.core.occlusion", d -> onLevelValue(d, 0, l -> "" + header(l).occlusion()),
                (t, d) -> key(t, "level.0.core.occlusion.offset")));
        c.add(Claim.manifest("lvl0.core.sky", d -> onLevelValue(d, 0, l -> "" + header(l).sky()),
                (t, d) -> key(t, "level.0.core.sky.offset")));
        String[] regionIds = {"tfrag", "occlusion", "sky", "collision"};
        for (int i = 0; i < regionIds.length; i++) {
            int r = i;
            c.add(Claim.manifest("lvl0.region." + regionIds[i] + "_mb", d -> onLevel(d, 0, l -> regionSize(regionWords(header(l)), r)),
                    (t, d) -> regionWords(t, 0).map(w -> regionSize(w, r)).filter(Measured::measured).map(Measured::value)));
        }
        for (int i = 0; i < 4; i++) {
            int k = i;
            c.add(Claim.manifest("lvl0." + TABLES[i] + ".range", d -> onLevelValue(d, 0, l -> {
                ArrayRange a = tables(header(l))[k];
                return a.count() + "," + a.offset();
            }), (t, d) -> key(t, "level.0.core." + TABLE_KEYS[k] + ".count").flatMap(n -> key(t, "level.0.core." + TABLE_KEYS[k] + ".offset").map(o -> n + "," + o))));
        }
        c.add(Claim.manifest("lvl0.moby_textures.offset", d -> onLevelValue(d, 0, l -> "" + header(l).mobyTextures().offset()),
                (t, d) -> key(t, "level.0.core.textures.moby.offset")));
        c.add(Claim.manifest("lvl0.tfrag_textures.offset_hex", d -> onLevelValue(d, 0, l -> "0x" + Integer.toHexString(header(l).tfragTextures().offset())),
                (t, d) -> longKey(t, "level.0.core.textures.tfrag.offset").map(v -> "0x" + Long.toHexString(v))));
        c.add(Claim.rule("lvl0.tfrag_textures.closes", d -> onLevel(d, 0, l -> {
            LevelCoreHeader h = header(l);
            long end = h.tfragTextures().offset() + 16L * h.tfragTextures().count();
            return Measured.of("" + (end == h.mobyTextures().offset()), "tfrag_textures ends at " + end + ", moby_textures begins at " + h.mobyTextures().offset());
        }), Claim.Rule.is("true")));
        c.add(Claim.manifest("shrub.absent.levels", d -> LevelClaims.levels(d, x -> {
            List<String> out = new ArrayList<>();
            for (Level l : x.levels()) if (header(l).classes(ClassKind.SHRUB).count() == 0) out.add("" + l.number());
            return Measured.of(String.join(",", out));
        }), (t, d) -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < levelCount(t); i++) {
                Optional<Long> v = longKey(t, "level." + i + ".core.shrub_classes.count");
                if (v.isEmpty()) return Optional.empty();
                if (v.get() == 0) out.add("" + i);
            }
            return Optional.of(String.join(",", out));
        }));
        return c;
    }

    // ---- measures -------------------------------------------------------------------------------------

    static LevelCoreHeader header(Level l) {
        LevelCoreHeader h = l.core().headerRecord();
        if (h == null) throw l.core().coreIndex().error("core.header", 0, "a level core header", "too short");
        return h;
    }

    static Measured total(Disc d, java.util.function.ToLongFunction<LevelCoreHeader> f) {
        return LevelClaims.levels(d, x -> {
            long s = 0;
            for (Level l : x.levels()) s += f.applyAsLong(header(l));
            return Measured.of(Long.toString(s));
        });
    }

    static String distinct(Disc d, java.util.function.Function<LevelCoreHeader, String> f) {
        TreeSet<String> s = new TreeSet<>();
        for (Level l : d.levels()) s.add(f.apply(header(l)));
        return String.join(",", s);
    }

    /** "true" when {@code failure} gives null on every level, else "false" naming the first failing level. */
    static Measured allLevels(Disc d, java.util.function.Function<Level, String> failure) {
        if (d.levels().count() == 0) return Measured.none("no level files");
        for (Level l : d.levels()) {
            String f = failure.apply(l);
            if (f != null) return Measured.of("false", "level " + l.number() + ": " + f);
        }
        return Measured.of("true");
    }

    static boolean coreCheck(Level l, String name) {
        for (CheckSummary c : l.core().checkList()) if (c.check().equals(name)) return c.holds();
        return false;
    }

    /** tfrags, occlusion, sky, collision and textures_base all below assets_decompressed_size. */
    static boolean offsetsInside(Level l) {
        LevelCoreHeader h = header(l);
        long size = h.assetsDecompressedSize();
        for (long v : new long[] {h.tfrags(), h.occlusion(), h.sky(), h.collision(), h.texturesBaseOffset()}) {
            if (v < 0 || v >= size) return false;
        }
        return true;
    }

    /** occlusion, sky, collision, textures_base as stored. */
    static long[] regionWords(LevelCoreHeader h) {
        return new long[] {h.tfrags(), h.occlusion(), h.sky(), h.collision(), h.texturesBaseOffset()};
    }

    /** The same five words from the manifest ({@code core.<name>.offset}); empty when it lacks one. */
    static Optional<long[]> regionWords(GroundTruth t, int level) {
        String[] names = {"tfrags", "occlusion", "sky", "collision", "textures_base"};
        long[] w = new long[names.length];
        for (int i = 0; i < names.length; i++) {
            Optional<Long> v = longKey(t, "level." + level + ".core." + names[i] + ".offset");
            if (v.isEmpty()) return Optional.empty();
            w[i] = v.get();
        }
        return Optional.of(w);
    }

    /**
     * The non-zero words among occlusion, sky, collision, textures_base increase strictly: zero means the region is
     * absent (a level without occlusion), not a decrease.
     */
    static boolean regionsIncrease(LevelCoreHeader h) {
        long prev = Long.MIN_VALUE;
        for (long v : new long[] {h.occlusion(), h.sky(), h.collision(), h.texturesBaseOffset()}) {
            if (v == 0) continue;
            if (v <= prev) return false;
            prev = v;
        }
        return true;
    }

    /** The control the notes ruled out: 0x0c/0x10/0x14 read as sizes laid end to end from tfrags land on textures_base. */
    static boolean sizesReachTexturesBase(LevelCoreHeader h) {
        return (long) h.tfrags() + h.occlusion() + h.sky() + h.collision() == h.texturesBaseOffset();
    }

    /**
     * Size of region {@code r} (0 tfrag, 1 occlusion, 2 sky, 3 collision) in MB to two decimals: from its word to
     * the next non-zero one (collision runs to textures_base); not measurable when the region is absent (word 0).
     */
    static Measured regionSize(long[] w, int r) {
        String[] names = {"tfrag", "occlusion", "sky", "collision"};
        if (r > 0 && w[r] == 0) return Measured.none("the level has no " + names[r] + " region (offset 0)");
        for (int n = r + 1; n < w.length; n++) {
            if (w[n] == 0) continue;
            long size = w[n] - w[r];
            return Measured.of(mb(size, 6), size + " bytes");
        }
        return Measured.none("no region follows " + names[r]);
    }

    /** The nine chained tables in header order (moby, tie, shrub classes; tfrag … fx textures). */
    static ArrayRange[] tables(LevelCoreHeader h) {
        return new ArrayRange[] {h.mobyClasses(), h.tieClasses(), h.shrubClasses(), h.tfragTextures(), h.mobyTextures(),
                h.tieTextures(), h.shrubTextures(), h.partTextures(), h.fxTextures()};
    }

    /** Null when the offsets of the non-empty tables increase strictly in header order, else the first violation. */
    static String tablesIncrease(LevelCoreHeader h) {
        ArrayRange[] r = tables(h);
        int prev = -1;
        for (int i = 0; i < r.length; i++) {
            if (r[i].count() == 0) continue;   // an empty table takes no place; its offset is not a table start
            if (prev >= 0 && r[i].offset() <= r[prev].offset()) {
                return TABLES[i] + " at " + r[i].offset() + " does not follow " + TABLES[prev] + " at " + r[prev].offset();
            }
            prev = i;
        }
        return null;
    }

    // ---- synthetic expectations --------------------------------------------------------------------

    /** The distinct values of {@code level.N.<suffix>} over every level, as the measure prints them; empty if a level lacks it. */
    static Optional<String> distinctKey(GroundTruth t, String suffix) {
        TreeSet<String> s = new TreeSet<>();
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = key(t, "level." + i + "." + suffix);
            if (v.isEmpty()) return Optional.empty();
            s.add(v.get());
        }
        return s.isEmpty() ? Optional.empty() : Optional.of(String.join(",", s));
    }
}
