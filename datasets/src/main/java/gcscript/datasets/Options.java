package gcscript.datasets;

/**
 * What to generate. {@code levels} level files (3..27; the retail disc has 27), {@code scale} ≥ 1 multiplies
 * the size of every bulky item (sound banks, core_data, gs_ram, overlay, gameplay, chunks): scale 1 makes a
 * sample disc of well under 3 MB with five levels, {@link #full} makes data extents of several MB each.
 * {@code varyRuntimeFields}: write the fields the game fills at load (tfrag occl_index_stash and dir_lights_upd) with
 * varied values instead of retail's zeros, for discs that test the reader (the truth then tells readings apart).
 */
public record Options(long seed, int levels, int scale, boolean varyRuntimeFields) {
    public static final int MIN_LEVELS = 3;
    public static final int MAX_LEVELS = 27;
    /** Scale of the {@link #full} preset: core_data of 4–6 MB decompressed per level, sound banks of 1–1.5 MB. */
    public static final int FULL_SCALE = 64;

    /** Retail form: the load-time fields are 0. */
    public Options(long seed, int levels, int scale) { this(seed, levels, scale, false); }

    public Options {
        if (levels < MIN_LEVELS || levels > MAX_LEVELS) {
            throw new IllegalArgumentException("levels must be in [" + MIN_LEVELS + ", " + MAX_LEVELS + "]: " + levels);
        }
        if (scale < 1 || scale > 256) throw new IllegalArgumentException("scale must be in [1, 256]: " + scale);
    }

    /** The same disc with the load-time fields varied (a disc for testing the reader, not retail form). */
    public Options withVariedRuntimeFields() { return new Options(seed, levels, scale, true); }

    /** The bundled sample disc: {@code datasets/sample/gcscript-sample.iso}. */
    public static Options sample() { return new Options(2026, 5, 1); }

    /** 27 levels with retail-like sizes, for benchmarks (not bundled: several hundred MB). */
    public static Options full(long seed) { return new Options(seed, MAX_LEVELS, FULL_SCALE); }
}
