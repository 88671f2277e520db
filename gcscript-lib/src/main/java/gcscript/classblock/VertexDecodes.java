package gcscript.classblock;

import gcscript.layout.Field;
import gcscript.layout.Scaled;

/**
 * The vertex decodes shared by moby, tie and shrub (rac2-formats-phase2 §1.4, §2.3, §3.3): a position component
 * is the stored s16 × the class header's {@code scale} / 1024, a texture coordinate the stored s or t / 4096.
 * Each area declares its decoded columns with these factories beside its fields, so the divisors are written
 * here only.
 */
public final class VertexDecodes {
    private VertexDecodes() {}

    /** position = raw × scale / POSITION_DIVISOR. */
    public static final int POSITION_DIVISOR = 1024;
    /** u, v = s, t / UV_DIVISOR. */
    public static final int UV_DIVISOR = 4096;

    /** A position component decoded with the class scale: {@code value(raw, scale)}. */
    public static Scaled position(Field raw, String name) {
        return Scaled.ofFactor(raw, name, POSITION_DIVISOR, raw.name() + " × class scale / " + POSITION_DIVISOR);
    }

    /** A texture coordinate: {@code value(raw)} = raw / 4096. */
    public static Scaled uv(Field raw, String name) {
        return Scaled.of(raw, name, UV_DIVISOR, raw.name() + " / " + UV_DIVISOR);
    }
}
