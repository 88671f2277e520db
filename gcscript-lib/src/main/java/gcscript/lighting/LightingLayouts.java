package gcscript.lighting;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;

/**
 * The tfrag light record as the lighting pass reads it (rac2-formats §5.5, one 8-byte record per position; phase-2
 * §7.3, §12 item 9): the normal's azimuth and elevation as s8 angles (value·π/128) which the game uses unsigned as
 * indices into the normal table, the base colour as a PS2 1:5:5:5 u16 (what PEXT5 expands) and the select word.
 * The bytes at +0, +1 are not read by the pass (their two published readings are in the tfrag lights table).
 */
public final class LightingLayouts {
    private LightingLayouts() {}

    static final String SRC = "rac2-formats §5.5; rac2-formats-phase2 §7.3, §12 item 9";

    public static final Layout LIGHT = new Layout("tfrag_light", 8, SRC);
    public static final Field AZIMUTH = LIGHT.s8("azimuth", 0x2, "normal azimuth, value·π/128");
    public static final Field AZ_INDEX = LIGHT.bits("az_index", 0x2, Type.U8, 0, 8, "the azimuth byte unsigned: the normal table entry");
    public static final Field ELEVATION = LIGHT.s8("elevation", 0x3, "normal elevation, value·π/128");
    public static final Field EL_INDEX = LIGHT.bits("el_index", 0x3, Type.U8, 0, 8, "the elevation byte unsigned: the normal table entry");
    public static final Field COLOUR = LIGHT.u16("colour", 0x4, "base colour, PS2 1:5:5:5");
    public static final Field COLOUR_R = LIGHT.bits("colour_r", 0x4, Type.U16, 0, 5, "red, 5 bits");
    public static final Field COLOUR_G = LIGHT.bits("colour_g", 0x4, Type.U16, 5, 5, "green, 5 bits");
    public static final Field COLOUR_B = LIGHT.bits("colour_b", 0x4, Type.U16, 10, 5, "blue, 5 bits");
    public static final Field SELECT = LIGHT.u16("select", 0x6, "light set selector (two readings: LightSelection)");
    /** The notes' reading (BLEND): set i, set j and the weight t/256 of set j. */
    public static final Field SET_I = LIGHT.bits("set_i", 0x6, Type.U16, 0, 4, "blend reading: first light set");
    public static final Field SET_J = LIGHT.bits("set_j", 0x6, Type.U16, 4, 4, "blend reading: second light set");
    public static final Field WEIGHT = LIGHT.bits("weight", 0x6, Type.U16, 8, 8, "blend reading: weight of set j, over 256");
    /** noclip's reading (NIBBLES): four 4-bit light indices, 0xF unused. */
    public static final Field[] SLOT = {
        LIGHT.bits("slot_0", 0x6, Type.U16, 0, 4, "nibble reading: light index, 15 unused"),
        LIGHT.bits("slot_1", 0x6, Type.U16, 4, 4, "nibble reading: light index, 15 unused"),
        LIGHT.bits("slot_2", 0x6, Type.U16, 8, 4, "nibble reading: light index, 15 unused"),
        LIGHT.bits("slot_3", 0x6, Type.U16, 12, 4, "nibble reading: light index, 15 unused")};

    /** PEXT5: each 5-bit channel moved to the top of its byte, i.e. × 8 (0..248). */
    public static final Scaled BASE_R = Scaled.of(COLOUR_R, "base_r", 1.0 / 8, "PEXT5: colour_r × 8");
    public static final Scaled BASE_G = Scaled.of(COLOUR_G, "base_g", 1.0 / 8, "PEXT5: colour_g × 8");
    public static final Scaled BASE_B = Scaled.of(COLOUR_B, "base_b", 1.0 / 8, "PEXT5: colour_b × 8");
    static final Scaled[] BASE = {BASE_R, BASE_G, BASE_B};
}
