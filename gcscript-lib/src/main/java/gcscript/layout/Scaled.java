package gcscript.layout;

/**
 * A decoded value declared beside the stored field it comes from, by a fixed linear rule: {@code value = raw /
 * divisor}, or, for positions scaled by a per-class factor, {@code value = raw × (factor / divisor)} (the class
 * header's {@code scale}: {@code x = x_raw × scale / 1024}). Tables, meshes, the scene, checks and previews all
 * decode through the one declaration, so the rule is written once; {@link #raw} is its inverse, for writers and
 * edits.
 *
 * <pre>{@code
 * static final Field S_RAW = VERTEX.s16("s", 0x0, "texture s, 1/4096 units");
 * static final Scaled S = Scaled.of(S_RAW, "u", 4096, "s / 4096");
 * double u = S.value(rec.get(S_RAW));
 * }</pre>
 */
public final class Scaled {
    private final Field raw;
    private final String name;
    private final double divisor;
    private final String doc;
    private final boolean factored;

    private Scaled(Field raw, String name, double divisor, String doc, boolean factored) {
        if (!(divisor > 0) || Double.isInfinite(divisor)) throw new IllegalArgumentException(name + ": divisor " + divisor);
        if (raw.isFloat()) throw new IllegalArgumentException(name + ": " + raw + " is a float; scale integers only");
        this.raw = raw;
        this.name = name;
        this.divisor = divisor;
        this.doc = doc;
        this.factored = factored;
    }

    /**
     * Every declaration made so far, by its stored field and decoded name (a declaration made again replaces the
     * earlier one, so the map stays as small as the declarations): how an editor finds a decoded column's inverse.
     */
    private static final java.util.Map<Field, java.util.Map<String, Scaled>> DECLARED = new java.util.concurrent.ConcurrentHashMap<>();

    /** {@code name = raw / divisor}. */
    public static Scaled of(Field raw, String name, double divisor, String doc) {
        return declare(new Scaled(raw, name, divisor, doc, false));
    }

    /**
     * {@code name = raw × (factor / divisor)}, the factor another record holds (a class header's {@code scale}): the
     * value needs {@link #value(long, double)}; a record's own bytes do not give it.
     */
    public static Scaled ofFactor(Field raw, String name, double divisor, String doc) {
        return declare(new Scaled(raw, name, divisor, doc, true));
    }

    private static Scaled declare(Scaled s) {
        DECLARED.computeIfAbsent(s.raw, k -> new java.util.concurrent.ConcurrentHashMap<>()).put(s.name, s);
        return s;
    }

    /** Whether the rule needs a factor from another record ({@link #ofFactor}). */
    public boolean factored() { return factored; }

    /**
     * The decoded values declared on {@code raw} (its layout's class must have been initialised, as reading a table
     * of it does).
     */
    public static java.util.Collection<Scaled> declaredOn(Field raw) { return DECLARED.getOrDefault(raw, java.util.Map.of()).values(); }

    /** The stored field this value is decoded from. */
    public Field field() { return raw; }
    /** The decoded column's name. */
    public String name() { return name; }
    public double divisor() { return divisor; }
    public String doc() { return doc; }

    /** {@code raw / divisor}. */
    public double value(long raw) { return raw / divisor; }

    /** {@code raw × (factor / divisor)}: the factor (a class's scale) divided first, as every reader of these formats does. */
    public double value(long raw, double factor) { return raw * (factor / divisor); }

    /** This value of a record. */
    public double value(Rec r) { return value(r.get(raw)); }

    /** This value of record {@code i} of an array. */
    public double value(RecArray a, int i) { return value(a.get(i, raw)); }

    /** This value of record {@code i} scaled by {@code factor}. */
    public double value(RecArray a, int i, double factor) { return value(a.get(i, raw), factor); }

    /**
     * The stored value that decodes to {@code value} (the nearest one), for writers and edits; a value outside the
     * field's range is refused rather than wrapped.
     */
    public long raw(double value) { return raw(value, 1); }

    /** The stored value that decodes to {@code value} under {@code factor}. */
    public long raw(double value, double factor) {
        double r = value / (factor / divisor);
        if (!Double.isFinite(r)) throw new IllegalArgumentException(name + " = " + value + ": no stored " + raw.name() + " decodes to it");
        long n = Math.round(r);
        if (n < raw.minValue() || n > raw.maxValue()) {
            throw new IllegalArgumentException(name + " = " + value + " needs " + raw.name() + " = " + n + ", outside ["
                    + raw.minValue() + ", " + raw.maxValue() + "]");
        }
        return n;
    }

    @Override public String toString() { return name + " = " + raw.name() + " / " + (divisor == Math.rint(divisor) ? Long.toString((long) divisor) : Double.toString(divisor)); }
}
