package gcscript.datasets;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What to generate. {@code levels} level files (3..27; the retail disc has 27), {@code scale} ≥ 1 multiplies
 * the size of every bulky item (sound banks, core_data, gs_ram, overlay, gameplay, chunks): scale 1 makes a
 * sample disc of well under 3 MB with five levels, {@link #full} makes data extents of several MB each.
 * {@code varyRuntimeFields}: write the fields the game fills at load (tfrag occl_index_stash and dir_lights_upd) with
 * varied values instead of retail's zeros, for discs that test the reader (the truth then tells readings apart).
 * {@code without} names optional blocks no level of the disc gets ({@link Block}); empty = the usual disc.
 */
public record Options(long seed, int levels, int scale, boolean varyRuntimeFields, Set<Block> without) {
    public static final int MIN_LEVELS = 3;
    public static final int MAX_LEVELS = 27;
    /** Scale of the {@link #full} preset: core_data of 4–6 MB decompressed per level, sound banks of 1–1.5 MB. */
    public static final int FULL_SCALE = 64;

    /**
     * Blocks a level may lack, each written as the references encode "absent": {@code SEQUENCES} (moby classes
     * list no sequence, phase-2 §1.12, and ratchet_seqs is 256 zero offsets, §8.2), {@code SKY} (core header sky
     * offset 0, so no sky and no sky sprite buffer either, phase-2 §4), {@code CHUNKS} (no streamed level: chunk and
     * chunk sound-bank ranges empty, §1.5), {@code SOUND} (the level's sound-bank range empty, size 0, §1.5).
     */
    public enum Block {
        SEQUENCES, SKY, CHUNKS, SOUND;

        /** The command-line name ({@code sequences}, {@code sky}, {@code chunks}, {@code sound}). */
        public String key() { return name().toLowerCase(Locale.ROOT); }

        /** A comma-separated list of {@link #key()}s ({@code "sequences,sky"}); {@code "all"} names every block. */
        public static Set<Block> parse(String list) {
            Set<Block> out = EnumSet.noneOf(Block.class);
            for (String s : list.split(",")) {
                String k = s.trim().toLowerCase(Locale.ROOT);
                if (k.isEmpty()) continue;
                if (k.equals("all")) return EnumSet.allOf(Block.class);
                Block match = null;
                for (Block b : values()) if (b.key().equals(k)) match = b;
                if (match == null) throw new IllegalArgumentException("unknown block '" + s.trim() + "': give any of sequences, sky, chunks, sound, all");
                out.add(match);
            }
            return out;
        }
    }

    public Options {
        if (levels < MIN_LEVELS || levels > MAX_LEVELS) {
            throw new IllegalArgumentException("levels must be in [" + MIN_LEVELS + ", " + MAX_LEVELS + "]: " + levels);
        }
        if (scale < 1 || scale > 256) throw new IllegalArgumentException("scale must be in [1, 256]: " + scale);
        without = without.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(without));
    }

    /** Every optional block present. */
    public Options(long seed, int levels, int scale) { this(seed, levels, scale, false, Set.of()); }

    /** True unless {@code b} is one of {@link #without}. */
    public boolean has(Block b) { return !without.contains(b); }

    /** The same disc without the blocks {@code b}. */
    public Options without(Set<Block> b) {
        Set<Block> all = EnumSet.noneOf(Block.class);
        all.addAll(without);
        all.addAll(b);
        return new Options(seed, levels, scale, varyRuntimeFields, all);
    }

    /** The same disc with the load-time fields varied (a disc for testing the reader, not retail form). */
    public Options withVariedRuntimeFields() { return new Options(seed, levels, scale, true, without); }

    /** The bundled sample disc: {@code datasets/sample/gcscript-sample.iso}. */
    public static Options sample() { return new Options(2026, 5, 1); }

    /** 27 levels with retail-like sizes, for benchmarks (not bundled: several hundred MB). */
    public static Options full(long seed) { return new Options(seed, MAX_LEVELS, FULL_SCALE); }
}
