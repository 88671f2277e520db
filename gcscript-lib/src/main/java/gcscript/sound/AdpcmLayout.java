package gcscript.sound;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The 16-byte PS2 SPU ADPCM frame (rac2-formats-phase2 §10 "Samples"): byte 0 = predictor << 4 | shift, byte 1 =
 * flags (END 1, REPEAT 2, LOOP_START 4), then 14 bytes holding 28 4-bit samples, low nibble first. Every part is
 * declared here, the nibbles too (two's complement, so {@code nibble << 12} is the sample before the shift).
 */
public final class AdpcmLayout {
    private AdpcmLayout() {}

    public static final int SAMPLES = 28;

    public static final Layout FRAME = new Layout("adpcm_frame", 16, SoundLayout.SRC + " samples");
    public static final Field SHIFT = FRAME.bits("shift", 0x00, Type.U8, 0, 4, "right shift of the 12-bit-aligned nibble, 0..12");
    public static final Field PREDICTOR = FRAME.bits("predictor", 0x00, Type.U8, 4, 4, "filter 0..4");
    public static final Field FLAGS = FRAME.u8("flags", 0x01, "END 1, REPEAT 2, LOOP_START 4");
    public static final Field END = FRAME.bits("end", 0x01, Type.U8, 0, 1, "the sample's last frame");
    public static final Field REPEAT = FRAME.bits("repeat", 0x01, Type.U8, 1, 1, "the END frame jumps back to the loop start");
    public static final Field LOOP_START = FRAME.bits("loop_start", 0x01, Type.U8, 2, 1, "the loop starts here");
    /** Sample k of the frame: byte 2 + k/2, low nibble first, two's complement. */
    static final Field[] NIBBLE = new Field[SAMPLES];

    static {
        for (int k = 0; k < SAMPLES; k++) {
            NIBBLE[k] = FRAME.signedBits("sample_" + k, 2 + k / 2, Type.U8, 4 * (k % 2), 4, "4-bit sample, low nibble first");
        }
    }
}
