package gcscript.claims;

import gcscript.check.CheckSummary;
import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;

import gcscript.core.ArrayRange;
import gcscript.core.ClassEntry;
import gcscript.core.ClassKind;
import gcscript.core.LevelCore;
import gcscript.core.LevelCoreHeader;
import gcscript.texture.TextureEntry;
import gcscript.texture.TextureKind;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Claims about the level core: core_index's header and tables, the core_data regions and the tfrag textures
 * (level-assets.md "The class tables were not unreadable, only unsized", "Textures"). Synthetic expectations
 * come from the manifest's {@code level.N.core.*} keys, or hold by the generator's construction where they say so.
 */
final class CoreClaims {
    private CoreClaims() {}

    private static final ArrayRange[] NONE = new ArrayRange[0];

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        for (ClassKind k : ClassKind.values()) {
            String name = k.name().toLowerCase();
            c.add(new Claim("classes." + name + ".total", d -> total(d, h -> h.classes(k).count()),
                    (t, d) -> TfragClaims.sum(t, "core." + name + "_classes.count")));
        }
        c.add(new Claim("textures.tfrag.total", d -> total(d, h -> h.textures(TextureKind.TFRAG).count()),
                (t, d) -> tfragTextures(t)));
        c.add(new Claim("lvl0.tfrag_textures.count", d -> level(d, 0).map(l -> "" + header(l).textures(TextureKind.TFRAG).count()),
                (t, d) -> Optional.ofNullable(tfragTextures(t, 0))));
        c.add(new Claim("core.tfrags.zero", d -> Optional.of(distinct(d, h -> "" + h.tfrags())),
                (t, d) -> same(t, "core.tfrags.offset")));
        c.add(new Claim("classes.chain.27of27", d -> Optional.of(fraction(d, l -> coreCheck(l, "tables_chain"))),
                (t, d) -> synthetic(t)));
        c.add(new Claim("classes.offsets_in_core_data", d -> Optional.of(fraction(d, l -> coreCheck(l, "class_offsets_in_core_data"))),
                (t, d) -> synthetic(t)));
        c.add(new Claim("core.offsets_in_core_data", d -> Optional.of(fraction(d, CoreClaims::offsetsInside)), (t, d) -> synthetic(t)));
        c.add(new Claim("core.regions.increasing", d -> Optional.of(fraction(d, l -> {
            LevelCoreHeader h = header(l);
            return h.occlusion() < h.sky() && h.sky() < h.collision() && h.collision() < h.texturesBaseOffset();
        })), (t, d) -> countLevels(t, i -> {
            long o = longKey(t, "level." + i + ".core.occlusion.offset").orElse(0L);
            long s = longKey(t, "level." + i + ".core.sky.offset").orElse(0L);
            long k = longKey(t, "level." + i + ".core.collision.offset").orElse(0L);
            return o < s && s < k;   // the writer puts textures_base after collision
        })));
        c.add(new Claim("core_index.table_offsets.div16", d -> Optional.of("" + allLevels(d, l -> {
            for (ArrayRange r : tables(header(l))) if (r.offset() % 16 != 0) return false;
            return true;
        })), (t, d) -> synthetic(t).map(x -> "true")));
        c.add(new Claim("core_index.table_offsets.monotonic", d -> Optional.of("" + allLevels(d, l -> {
            int prev = Integer.MIN_VALUE;
            for (ArrayRange r : tables(header(l))) {
                if (r.offset() < prev) return false;
                prev = r.offset();
            }
            return true;
        })), (t, d) -> synthetic(t).map(x -> "true")));
        c.add(new Claim("shrub.absent.levels", d -> {
            List<String> out = new ArrayList<>();
            for (Level l : d.levels()) if (header(l).classes(ClassKind.SHRUB).count() == 0) out.add("" + l.number());
            return Optional.of(String.join(",", out));
        }, (t, d) -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < levelCount(t); i++) {
                Optional<Long> v = longKey(t, "level." + i + ".core.shrub_classes.count");
                if (v.isEmpty()) return Optional.empty();
                if (v.get() == 0) out.add("" + i);
            }
            return Optional.of(String.join(",", out));
        }));
        c.add(new Claim("tfrag.textures.square", d -> {
            long k = 0, n = 0;
            for (Level l : d.levels()) for (TextureEntry e : l.core().textureEntries(TextureKind.TFRAG)) {
                n++;
                if (e.width() == e.height()) k++;
            }
            return Optional.of(k + "/" + n);
        }, (t, d) -> Optional.ofNullable(tfragTextures(t)).flatMap(x -> x).map(n -> n + "/" + n)));
        c.add(new Claim("tfrag.textures.decode", d -> {
            long k = 0, n = 0;
            for (Level l : d.levels()) {
                n += l.core().textureEntries(TextureKind.TFRAG).size();
                k += l.core().texturesOf(TextureKind.TFRAG).size();
            }
            return Optional.of(k + "/" + n);
        }, (t, d) -> tfragTextures(t).map(n -> n + "/" + n)));
        c.add(new Claim("tfrag.textures.opaque", d -> textureShare(d, x -> x.opaqueFraction() == 1.0),
                (t, d) -> truthShare(t, (k, n) -> t.get(k + ".opaque").map(Boolean::parseBoolean))));
        c.add(new Claim("tfrag.textures.colours_gt8", d -> textureShare(d, x -> x.distinctColours() > 8),
                (t, d) -> truthShare(t, (k, n) -> t.get(k + ".distinct_colours").map(v -> Integer.parseInt(v) > 8))));
        return c;
    }

    /** Share of decoded tfrag textures with a property, "%.1f%%" as the notes print it. */
    static Optional<String> textureShare(Disc d, Predicate<gcscript.texture.Texture> p) {
        long k = 0, n = 0;
        for (Level l : d.levels()) for (gcscript.texture.Texture x : l.core().texturesOf(TextureKind.TFRAG)) {
            n++;
            if (p.test(x)) k++;
        }
        return n == 0 ? Optional.empty() : Optional.of(TfragClaims.percent(k, n));
    }

    /** The same share over the manifest's {@code level.N.core.texture.tfrag.I.*} keys (level 0 of each texture). */
    static Optional<String> truthShare(GroundTruth t, java.util.function.BiFunction<String, Integer, Optional<Boolean>> f) {
        long k = 0, n = 0;
        for (int i = 0; i < levelCount(t); i++) {
            Optional<Long> count = longKey(t, "level." + i + ".core.textures.tfrag.count");
            if (count.isEmpty()) return Optional.empty();
            for (int j = 0; j < count.get(); j++) {
                Optional<Boolean> v = f.apply("level." + i + ".core.texture.tfrag." + j, j);
                if (v.isEmpty()) return Optional.empty();
                n++;
                if (v.get()) k++;
            }
        }
        return n == 0 ? Optional.empty() : Optional.of(TfragClaims.percent(k, n));
    }

    static LevelCoreHeader header(Level l) {
        LevelCoreHeader h = l.core().headerRecord();
        if (h == null) throw l.core().coreIndex().error("core.header", 0, "a level core header", "too short");
        return h;
    }

    static Optional<String> total(Disc d, java.util.function.ToLongFunction<LevelCoreHeader> f) {
        long s = 0;
        for (Level l : d.levels()) s += f.applyAsLong(header(l));
        return Optional.of(Long.toString(s));
    }

    static String distinct(Disc d, java.util.function.Function<LevelCoreHeader, String> f) {
        java.util.TreeSet<String> s = new java.util.TreeSet<>();
        for (Level l : d.levels()) s.add(f.apply(header(l)));
        return String.join(",", s);
    }

    static boolean allLevels(Disc d, Predicate<Level> p) {
        for (Level l : d.levels()) if (!p.test(l)) return false;
        return true;
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

    /** The nine chained tables in header order (moby, tie, shrub classes; tfrag … fx textures). */
    static ArrayRange[] tables(LevelCoreHeader h) {
        if (h == null) return NONE;
        return new ArrayRange[] {h.mobyClasses(), h.tieClasses(), h.shrubClasses(), h.tfragTextures(), h.mobyTextures(),
                h.tieTextures(), h.shrubTextures(), h.partTextures(), h.fxTextures()};
    }

    // ---- synthetic expectations --------------------------------------------------------------------

    /** "n/n" on a disc whose every level carries a SyntheticCore (it writes chained, in-range tables). */
    static Optional<String> synthetic(GroundTruth t) {
        return TfragClaims.sum(t, "core.sections.count").isPresent() ? Measures.allLevels(t) : Optional.empty();
    }

    /** Σ tfrag texture counts: SyntheticCore's key, or MinimalCoreSource's. */
    static Optional<String> tfragTextures(GroundTruth t) {
        Optional<String> s = TfragClaims.sum(t, "core.textures.tfrag.count");
        return s.isPresent() ? s : TfragClaims.sum(t, "core.tfrag_textures.count");
    }

    static String tfragTextures(GroundTruth t, int n) {
        return key(t, "level." + n + ".core.textures.tfrag.count").or(() -> key(t, "level." + n + ".core.tfrag_textures.count")).orElse(null);
    }

    /** The one value {@code level.N.<suffix>} has on every level, or empty. */
    static Optional<String> same(GroundTruth t, String suffix) {
        java.util.TreeSet<String> s = new java.util.TreeSet<>();
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = key(t, "level." + i + "." + suffix);
            if (v.isEmpty()) return Optional.empty();
            s.add(v.get());
        }
        return s.size() == 1 ? Optional.of(s.first()) : Optional.empty();
    }

    static Optional<String> countLevels(GroundTruth t, java.util.function.IntPredicate p) {
        return LevelClaims.countLevels(t, p);
    }
}
