package gcscript.claims;

import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.layout.Rec;
import gcscript.level.Level;
import gcscript.sky.SkyLayouts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.ToIntFunction;

/**
 * The notes' sky claims (level-assets.md "Sky (2026-10-11)", claims.tsv needs = sky), measured on the reference's
 * SkyHeader (rac2-formats-phase2 §4.1). The notes' u16 table is shifted by 2 bytes against the header (§4.5): each
 * claim is measured on the field the notes' value really is, and {@link #VERDICTS} says which. Synthetic
 * expectations come from the sky writer's manifest keys ({@code level.N.core.sky.*}).
 */
final class SkyClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of(), SkyClaims.VERDICTS); }

    /** Per claim: the §4.5 correction to the notes' reading (for the claims table's basis/verdict column). */
    static final Map<String, String> VERDICTS = new LinkedHashMap<>();
    static {
        VERDICTS.put("lvl0.sky.head_bytes", "fits SkyHeader (§4.1): shell_count s16 @0x06, texture_count @0x0c, texture_defs s32 @0x10, "
                + "texture_data @0x14, fx_list @0x18; the notes' u16 table is shifted by 2 bytes");
        VERDICTS.put("sky.head.zero_words", "the notes' +0x00/+0x02/+0x06/+0x08/+0x0c are, shifted by 2, colour b,a (+0x02), clear_screen "
                + "(+0x04), sprite_count (+0x08), maximum_sprite_count (+0x0a), fx_count (+0x0e): measured there (most common tuple)");
        VERDICTS.put("sky.head.u16_04", "'+0x04 4 or 6' is shell_count, s16 @0x06 (§4.5), not a field at +0x04 (clear_screen)");
        VERDICTS.put("sky.head.u16_0a", "'+0x0a 3..6, looks like a layer count' is texture_count, s16 @0x0c (§4.5); the layer (shell) "
                + "count is shell_count @0x06");
        VERDICTS.put("sky.head.u16_0e", "'+0x0e 64' is texture_defs, s32 @0x10 (§4.5)");
        VERDICTS.put("sky.head.u16_10", "'+0x10 128 or 192' is texture_data, s32 @0x14 = align64(0x40 + 16 texture_count) (§4.5)");
        VERDICTS.put("sky.head.u16_12", "'+0x12 64' is fx_list, s32 @0x18: an empty fx list at the texture defs (§4.5)");
        VERDICTS.put("lvl2.sky.u16_08", "+0x08 is sprite_count (s16; maximum_sprite_count @0x0a sizes the sprite buffer): a starfield sky "
                + "(§4.5, inference)");
        VERDICTS.put("lvl2.sky.after_count", "the 10 bytes at +0x0c: texture_count, fx_count, texture_defs, texture_data low half "
                + "(start offset not stated by the notes; +0x0c taken)");
        VERDICTS.put("sky.layer_offsets.ascending", "the table at +0x20 is shells[8] (s32 shell header offsets); non-zero entries measured");
        VERDICTS.put("sky.layer_offsets.tail", "(region end - sky - shell offset) / region size per non-zero shells[] entry; shells come "
                + "after the texture data in Wrench's layout (§4.5)");
        VERDICTS.put("lvl26.sky.layers", "the declared 6 is texture_count @0x0c (§4.5); the real offsets are the shell_count @0x06 "
                + "non-zero shells[] entries");
    }

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.legacy("lvl0.sky.head_bytes", d -> head(d, 0, 0, 25), (t, d) -> headTruth(t, 0, 0, 25)));
        c.add(Claim.legacy("sky.head.zero_words", SkyClaims::zeroWords, SkyClaims::zeroWordsTruth));
        c.add(Claim.legacy("sky.head.u16_04", d -> distinct(d, r -> head(r).i(SkyLayouts.SHELL_COUNT)), (t, d) -> distinctTruth(t, "header.shell_count")));
        c.add(Claim.legacy("sky.head.u16_0a", d -> range(d, r -> head(r).i(SkyLayouts.TEXTURE_COUNT)), (t, d) -> rangeTruth(t, "header.texture_count")));
        c.add(Claim.legacy("sky.head.u16_0e", d -> distinct(d, r -> head(r).i(SkyLayouts.TEXTURE_DEFS)), (t, d) -> distinctTruth(t, "header.texture_defs")));
        c.add(Claim.legacy("sky.head.u16_10", d -> distinct(d, r -> head(r).i(SkyLayouts.TEXTURE_DATA)), (t, d) -> distinctTruth(t, "header.texture_data")));
        c.add(Claim.legacy("sky.head.u16_12", d -> distinct(d, r -> head(r).i(SkyLayouts.FX_LIST)), (t, d) -> distinctTruth(t, "header.fx_list")));
        c.add(Claim.legacy("lvl2.sky.u16_08", d -> sky(d, 2).map(r -> "0x" + String.format("%04x", head(r).i(SkyLayouts.SPRITE_COUNT) & 0xffff)),
                (t, d) -> key(t, "level.2.core.sky.header.sprite_count").filter(x -> hasSky(t, 2)).map(x -> "0x" + String.format("%04x", Integer.parseInt(x)))));
        c.add(Claim.legacy("lvl2.sky.after_count", d -> head(d, 2, 0x0c, 10), (t, d) -> headTruth(t, 2, 0x0c, 10)));
        c.add(Claim.legacy("sky.layer_offsets.ascending", SkyClaims::ascending, (t, d) -> anySky(t) ? Optional.of("true") : Optional.empty()));
        c.add(Claim.legacy("sky.layer_offsets.tail", SkyClaims::tail, SkyClaims::tailTruth));
        c.add(Claim.legacy("lvl26.sky.layers", d -> sky(d, 26).map(r -> head(r).i(SkyLayouts.TEXTURE_COUNT) + "," + nonZeroShells(r)),
                (t, d) -> hasSky(t, 26) ? Optional.of(key(t, "level.26.core.sky.header.texture_count").orElseThrow() + ","
                        + key(t, "level.26.core.sky.shells").orElseThrow()) : Optional.empty()));
        return c;
    }

    // ---- measures --------------------------------------------------------------------------------------

    /** The sky section of level {@code n}, if the disc has that level and it has a sky. */
    static Optional<ByteReader> sky(Disc d, int n) { return level(d, n).flatMap(SkyClaims::sky); }

    static Optional<ByteReader> sky(Level l) { return l.core().sectionBytes("sky"); }

    /** The sky header of a sky section, through its declaration. */
    static Rec head(ByteReader sky) { return SkyLayouts.HEADER.read(sky, 0, "sky"); }

    static Optional<String> head(Disc d, int n, int from, int len) {
        return sky(d, n).map(r -> "hex:" + java.util.HexFormat.of().formatHex(r.bytes("sky.head", from, len)));
    }

    static List<ByteReader> skies(Disc d) {
        List<ByteReader> out = new ArrayList<>();
        for (Level l : d.levels()) sky(l).ifPresent(out::add);
        return out;
    }

    static Optional<String> distinct(Disc d, ToIntFunction<ByteReader> f) {
        TreeSet<Integer> s = new TreeSet<>();
        for (ByteReader r : skies(d)) s.add(f.applyAsInt(r));
        return s.isEmpty() ? Optional.empty() : Optional.of(join(s));
    }

    static Optional<String> range(Disc d, ToIntFunction<ByteReader> f) {
        TreeSet<Integer> s = new TreeSet<>();
        for (ByteReader r : skies(d)) s.add(f.applyAsInt(r));
        return s.isEmpty() ? Optional.empty() : Optional.of(s.first() + ".." + s.last());
    }

    /** u16 at +0x02, +0x04, +0x08, +0x0a, +0x0e (the notes' offsets + 2): the tuple most levels share. */
    static Optional<String> zeroWords(Disc d) {
        List<String> tuples = new ArrayList<>();
        for (ByteReader r : skies(d)) {
            // the notes' u16 words at +0x02, +0x04, +0x08, +0x0a, +0x0e, as unsigned: colour b and a, then four s16 fields
            Rec h = head(r);
            tuples.add((h.i(SkyLayouts.COLOUR[2]) | h.i(SkyLayouts.COLOUR[3]) << 8) + "," + (h.i(SkyLayouts.CLEAR_SCREEN) & 0xffff) + ","
                    + (h.i(SkyLayouts.SPRITE_COUNT) & 0xffff) + "," + (h.i(SkyLayouts.MAXIMUM_SPRITE_COUNT) & 0xffff) + ","
                    + (h.i(SkyLayouts.FX_COUNT) & 0xffff));
        }
        return mostCommon(tuples);
    }

    static Optional<String> ascending(Disc d) {
        List<ByteReader> all = skies(d);
        if (all.isEmpty()) return Optional.empty();
        for (ByteReader r : all) {
            int prev = 0;
            for (int i = 0; i < 8; i++) {
                int v = head(r).i(SkyLayouts.SHELLS[i]);
                if (v == 0) continue;
                if (v <= prev) return Optional.of("false");
                prev = v;
            }
        }
        return Optional.of("true");
    }

    /** Over every non-zero shell offset of every level: (region - offset) / region, as "lo%..hi%". */
    static Optional<String> tail(Disc d) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (ByteReader r : skies(d)) {
            for (int i = 0; i < 8; i++) {
                int v = head(r).i(SkyLayouts.SHELLS[i]);
                if (v == 0) continue;
                double f = 100.0 * (r.length() - v) / r.length();
                lo = Math.min(lo, f);
                hi = Math.max(hi, f);
            }
        }
        return lo > hi ? Optional.empty() : Optional.of(pct(lo) + ".." + pct(hi));
    }

    static int nonZeroShells(ByteReader r) {
        int n = 0;
        for (int i = 0; i < 8; i++) if (head(r).i(SkyLayouts.SHELLS[i]) != 0) n++;
        return n;
    }

    // ---- synthetic expectations --------------------------------------------------------------------------

    static boolean hasSky(GroundTruth t, int n) { return longKey(t, "level." + n + ".core.sky.offset").orElse(0L) != 0; }

    static boolean anySky(GroundTruth t) {
        for (int i = 0; i < levelCount(t); i++) if (hasSky(t, i)) return true;
        return false;
    }

    static Optional<String> headTruth(GroundTruth t, int n, int from, int len) {
        if (!hasSky(t, n)) return Optional.empty();
        return key(t, "level." + n + ".core.sky.head_hex").map(h -> "hex:" + h.substring(2 * from, 2 * (from + len)));
    }

    static List<Long> values(GroundTruth t, String field) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < levelCount(t); i++) if (hasSky(t, i)) longKey(t, "level." + i + ".core.sky." + field).ifPresent(out::add);
        return out;
    }

    static Optional<String> distinctTruth(GroundTruth t, String field) {
        TreeSet<Long> s = new TreeSet<>(values(t, field));
        return s.isEmpty() ? Optional.empty() : Optional.of(join(s));
    }

    static Optional<String> rangeTruth(GroundTruth t, String field) {
        TreeSet<Long> s = new TreeSet<>(values(t, field));
        return s.isEmpty() ? Optional.empty() : Optional.of(s.first() + ".." + s.last());
    }

    static Optional<String> zeroWordsTruth(GroundTruth t, Disc d) {
        List<String> tuples = new ArrayList<>();
        for (int i = 0; i < levelCount(t); i++) {
            if (!hasSky(t, i)) continue;
            String p = "level." + i + ".core.sky.header.";
            String[] colour = key(t, p + "colour").orElseThrow().split(",");
            tuples.add((Integer.parseInt(colour[2]) | Integer.parseInt(colour[3]) << 8) + "," + key(t, p + "clear_screen").orElseThrow() + ","
                    + key(t, p + "sprite_count").orElseThrow() + "," + key(t, p + "maximum_sprite_count").orElseThrow() + ","
                    + key(t, p + "fx_count").orElseThrow());
        }
        return mostCommon(tuples);
    }

    /** The sky section runs to the next boundary: the collision section on the synthetic layout (sky, then collision). */
    static Optional<String> tailTruth(GroundTruth t, Disc d) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < levelCount(t); i++) {
            if (!hasSky(t, i)) continue;
            long sky = longKey(t, "level." + i + ".core.sky.offset").orElseThrow();
            long region = longKey(t, "level." + i + ".core.collision.offset").orElseThrow() - sky;
            for (String o : key(t, "level." + i + ".core.sky.shell_offsets").orElseThrow().split(",")) {
                double f = 100.0 * (region - Long.parseLong(o)) / region;
                lo = Math.min(lo, f);
                hi = Math.max(hi, f);
            }
        }
        return lo > hi ? Optional.empty() : Optional.of(pct(lo) + ".." + pct(hi));
    }

    // ---- formatting ------------------------------------------------------------------------------------

    static String pct(double v) { return Math.round(v) + "%"; }

    static String join(java.util.Collection<? extends Number> s) {
        StringBuilder b = new StringBuilder();
        for (Number v : s) b.append(b.length() == 0 ? "" : ",").append(v);
        return b.toString();
    }

    /** The most frequent string (ties: the first seen). */
    static Optional<String> mostCommon(List<String> xs) {
        Map<String, Integer> n = new LinkedHashMap<>();
        for (String x : xs) n.merge(x, 1, Integer::sum);
        String best = null;
        for (var e : n.entrySet()) if (best == null || e.getValue() > n.get(best)) best = e.getKey();
        return Optional.ofNullable(best);
    }
}
