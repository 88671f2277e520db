package gcscript.claims;

import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;
import static gcscript.claims.Measures.onLevel;
import static gcscript.claims.Measures.percent;
import static gcscript.claims.Measures.sum;

import gcscript.texture.TextureEntry;
import gcscript.texture.TextureKind;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.texture.Texture;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Claims about the level textures of core_index and their texels (level-assets.md "Texels: 8-bit indexed images
 * and CSM1 palettes"). Synthetic figures come from the manifest's {@code level.N.core.texture.tfrag.I.*} keys.
 */
final class TextureClaims implements ClaimArea {
    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.manifest("tfrag.textures.square", d -> {
            Measures.Tally t = new Measures.Tally();
            for (Level l : d.levels()) for (TextureEntry e : l.core().textureEntries(TextureKind.TFRAG)) {
                t.add(e.width() == e.height(), () -> "level " + l.number() + " tfrag_textures[" + e.record() + "] " + e.width() + " x " + e.height());
            }
            return t.fraction("no tfrag textures on this disc");
        }, (t, d) -> sum(t, "core.textures.tfrag.count").filter(n -> !n.equals("0"))
                // discs generated before the square count was recorded had only square tfrag textures
                .map(n -> sum(t, "core.textures.tfrag.square.count").orElse(n) + "/" + n)));
        c.add(Claim.manifest("tfrag.textures.decode", d -> {
            long k = 0, n = 0;
            for (Level l : d.levels()) {
                n += l.core().textureEntries(TextureKind.TFRAG).size();
                k += l.core().texturesOf(TextureKind.TFRAG).size();
            }
            return n == 0 ? Measured.none("no tfrag textures on this disc") : Measured.of(k + "/" + n);
        }, (t, d) -> sum(t, "core.textures.tfrag.count").filter(n -> !n.equals("0")).map(n -> n + "/" + n)));
        c.add(Claim.manifest("tfrag.textures.opaque", d -> textureShare(d, x -> x.opaqueFraction() == 1.0),
                (t, d) -> truthShare(t, (k, n) -> t.get(k + ".opaque").map(Boolean::parseBoolean))));
        c.add(Claim.manifest("tfrag.textures.colours_gt8", d -> textureShare(d, x -> x.distinctColours() > 8),
                (t, d) -> truthShare(t, (k, n) -> t.get(k + ".distinct_colours").map(v -> Integer.parseInt(v) > 8))));
        c.add(Claim.manifest("tfrag.textures.mip_model", TextureClaims::mipModel, (t, d) -> {
            Optional<String> share = truthShare(t, (k, n) -> t.get(k + ".mip_levels").map(v -> v.equals("3")));
            return share.map(s -> Boolean.toString(s.equals("100.0%")));
        }));
        c.add(Claim.manifest("lvl0.texture74.transparent", d -> onLevel(d, 0, l -> {
            for (Texture x : l.core().texturesOf(TextureKind.TFRAG)) {
                if (x.index() != 74) continue;
                int clear = 0;
                for (int p : x.argb()) if ((p >>> 24) == 0) clear++;
                return Measured.of(Boolean.toString(clear > 0), clear + " of " + x.argb().length + " texels have alpha 0");
            }
            return Measured.none("level 0 has no decoded tfrag texture 74");
        }), (t, d) -> key(t, "level.0.core.texture.tfrag.74.transparent")));
        return c;
    }

    /**
     * The notes' model: levels 2 and 3 of every tfrag texture in GS RAM at mipmap·0x100 and pad·0x100. "true" when
     * every texture has both (neither is -1) inside gs_ram; the detail counts the textures with mipmap = -1, with
     * pad = -1, and with a level outside gs_ram.
     */
    static Measured mipModel(Disc d) {
        long n = 0, noMip = 0, noPad = 0, outside = 0;
        for (Level l : d.levels()) {
            long gs = l.core().gsRamBytes().length();
            for (TextureEntry e : l.core().textureEntries(TextureKind.TFRAG)) {
                n++;
                if (e.mipmap() == -1) { noMip++; continue; }
                if (!inside(e.mipmap(), e.width() / 4, e.height() / 4, gs)) outside++;
                if (e.pad() == -1) noPad++;
                else if (!inside(e.pad(), e.width() / 8, e.height() / 8, gs)) outside++;
            }
        }
        if (n == 0) return Measured.none("no tfrag textures on this disc");
        boolean holds = noMip == 0 && noPad == 0 && outside == 0;
        return Measured.of(Boolean.toString(holds), n + " tfrag textures: " + noMip + " with mipmap = -1, " + noPad
                + " with pad = -1, " + outside + " levels outside gs_ram");
    }

    private static boolean inside(int unit, int w, int h, long gsRam) {
        long at = (long) unit * 0x100;
        return unit >= 0 && w > 0 && h > 0 && at + (long) w * h <= gsRam;
    }

    /** Share of decoded tfrag textures with a property, "%.1f%%" as the notes print it. */
    static Measured textureShare(Disc d, Predicate<Texture> p) {
        long k = 0, n = 0;
        for (Level l : d.levels()) for (Texture x : l.core().texturesOf(TextureKind.TFRAG)) {
            n++;
            if (p.test(x)) k++;
        }
        return n == 0 ? Measured.none("no decoded tfrag textures on this disc") : Measured.of(percent(k, n), k + " of " + n);
    }

    /** The same share over the manifest's {@code level.N.core.texture.tfrag.I.*} keys. */
    static Optional<String> truthShare(GroundTruth t, BiFunction<String, Integer, Optional<Boolean>> f) {
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
        return n == 0 ? Optional.empty() : Optional.of(percent(k, n));
    }
}
