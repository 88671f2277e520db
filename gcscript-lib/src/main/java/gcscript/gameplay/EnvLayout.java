package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;

/**
 * The environment blocks of the gameplay stream (rac2-formats-phase2 §7.1; Wrench's GC/UYA point-light block, facts
 * only): point lights (pointer 0x80), env sample points (0x8c) and env transitions (0x84). Kept apart from {@link GameplayLayout} so neither file grows into a list of
 * every block.
 */
public final class EnvLayout {
    private EnvLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    public static final int POINT_LIGHTS = 0x80;

    // ---- point lights (pointer 0x80): TableHeader, the 0x800-byte grid, count × 0x10 lights --------------------
    /** Grid cells per axis; each cell is {@value #CELL_UNITS} world units wide, from 0. */
    public static final int GRID_CELLS = 64;
    public static final int CELL_UNITS = 16;
    /** The stored positions and radius are 1/64 units: a cell is this many raw steps wide. */
    public static final int RAW_PER_UNIT = 64;
    /** The mask of a cell has one bit per light: at most this many lights. */
    public static final int MAX_POINT_LIGHTS = 128;

    /**
     * One cell mask of the grid (16 bytes, read as four little-endian u32 words: bit {@code i % 32} of
     * {@code mask_(i / 32)} is light i). The grid holds the 64 x-cells, then the 64 y-cells.
     */
    public static final Layout POINT_LIGHT_MASK = new Layout("point_light_mask", 0x10, SRC + " (W GcUyaPointLightsBlock grid)");
    public static final Field[] PL_MASK = POINT_LIGHT_MASK.array("mask", 0x00, gcscript.layout.Type.U32,
            "bit i % 32 of mask_(i / 32): light i reaches into this cell", "0", "1", "2", "3");
    /** The grid's size in bytes (two axes × 64 cells × 16 bytes). */
    public static final int GRID_BYTES = 2 * GRID_CELLS * 0x10;

    /** One point light (0x10): position and radius in 1/64 units, colour in 1/65535. */
    public static final Layout POINT_LIGHT = new Layout("point_light", 0x10, SRC + " (W GcUyaPointLightPacked)");
    public static final Field PL_X = POINT_LIGHT.u16("x", 0x0, "position x, 1/64 units");
    public static final Field PL_Y = POINT_LIGHT.u16("y", 0x2, "position y, 1/64 units");
    public static final Field PL_Z = POINT_LIGHT.u16("z", 0x4, "position z, 1/64 units");
    public static final Field PL_RADIUS = POINT_LIGHT.u16("radius", 0x6, "1/64 units");
    public static final Field PL_R = POINT_LIGHT.u16("r", 0x8, "red, 1/65535");
    public static final Field PL_G = POINT_LIGHT.u16("g", 0xa, "green, 1/65535");
    public static final Field PL_B = POINT_LIGHT.u16("b", 0xc, "blue, 1/65535");
    public static final Field PL_UNUSED = POINT_LIGHT.u16("unused", 0xe, "W writes 0");

    public static final Scaled PL_POSITION_X = Scaled.of(PL_X, "position_x", RAW_PER_UNIT, "x / 64");
    public static final Scaled PL_POSITION_Y = Scaled.of(PL_Y, "position_y", RAW_PER_UNIT, "y / 64");
    public static final Scaled PL_POSITION_Z = Scaled.of(PL_Z, "position_z", RAW_PER_UNIT, "z / 64");
    public static final Scaled PL_RADIUS_UNITS = Scaled.of(PL_RADIUS, "radius_units", RAW_PER_UNIT, "radius / 64");
    public static final Scaled PL_COLOUR_R = Scaled.of(PL_R, "colour_r", 65535, "r / 65535");
    public static final Scaled PL_COLOUR_G = Scaled.of(PL_G, "colour_g", 65535, "g / 65535");
    public static final Scaled PL_COLOUR_B = Scaled.of(PL_B, "colour_b", 65535, "b / 65535");
    /** The decoded values of a point light, in table order. */
    public static final Scaled[] PL_DECODED = {PL_POSITION_X, PL_POSITION_Y, PL_POSITION_Z, PL_RADIUS_UNITS, PL_COLOUR_R, PL_COLOUR_G, PL_COLOUR_B};

    // ---- env sample points (pointer 0x8c): TableHeader + count × 0x20 (W GcUyaDlEnvSamplePointPacked) ------------
    public static final int ENV_SAMPLE_POINTS = 0x8c;
    public static final Layout ENV_SAMPLE_POINT = new Layout("env_sample_point", 0x20, SRC + " (W GcUyaDlEnvSamplePointPacked)");
    public static final Field ES_HERO_LIGHT = ENV_SAMPLE_POINT.s32("hero_light", 0x00, "directional light lighting the hero here");
    public static final Field[] ES_POS = ENV_SAMPLE_POINT.array("pos", 0x04, gcscript.layout.Type.S16, "position, 1/4 units", "x", "y", "z");
    public static final Field ES_REVERB_DEPTH = ENV_SAMPLE_POINT.s16("reverb_depth", 0x0a, "");
    public static final Field ES_MUSIC_TRACK = ENV_SAMPLE_POINT.s16("music_track", 0x0c, "");
    public static final Field ES_FOG_NEAR_INTENSITY = ENV_SAMPLE_POINT.u8("fog_near_intensity", 0x0e, "");
    public static final Field ES_FOG_FAR_INTENSITY = ENV_SAMPLE_POINT.u8("fog_far_intensity", 0x0f, "");
    public static final Field[] ES_HERO_COLOUR = ENV_SAMPLE_POINT.array("hero_colour", 0x10, gcscript.layout.Type.U8, "0-255", "r", "g", "b");
    public static final Field ES_REVERB_TYPE = ENV_SAMPLE_POINT.u8("reverb_type", 0x13, "");
    public static final Field ES_REVERB_DELAY = ENV_SAMPLE_POINT.u8("reverb_delay", 0x14, "");
    public static final Field ES_REVERB_FEEDBACK = ENV_SAMPLE_POINT.u8("reverb_feedback", 0x15, "");
    public static final Field ES_ENABLE_REVERB_PARAMS = ENV_SAMPLE_POINT.u8("enable_reverb_params", 0x16, "");
    public static final Field[] ES_FOG = ENV_SAMPLE_POINT.array("fog", 0x17, gcscript.layout.Type.U8, "fog colour 0-255", "r", "g", "b");
    public static final Field ES_FOG_NEAR_DIST = ENV_SAMPLE_POINT.s16("fog_near_dist", 0x1a, "fog applies only when near < far");
    public static final Field ES_FOG_FAR_DIST = ENV_SAMPLE_POINT.s16("fog_far_dist", 0x1c, "");
    public static final Field ES_UNUSED_1E = ENV_SAMPLE_POINT.u16("unused_1e", 0x1e, "W writes 0xffff");
    public static final Scaled ES_X = Scaled.of(ES_POS[0], "x", 4, "pos_x / 4");
    public static final Scaled ES_Y = Scaled.of(ES_POS[1], "y", 4, "pos_y / 4");
    public static final Scaled ES_Z = Scaled.of(ES_POS[2], "z", 4, "pos_z / 4");

    // ---- env transitions (pointer 0x84): TableHeader + count × Vec4f bsphere + count × 0x80 ---------------------
    public static final int ENV_TRANSITIONS = 0x84;
    public static final Layout ENV_TRANSITION_BSPHERE = new Layout("env_transition_bsphere", 0x10, SRC + " (W EnvTransitionBlock)");
    public static final Field[] ET_BSPHERE = ENV_TRANSITION_BSPHERE.array("bsphere", 0x00, gcscript.layout.Type.F32,
            "bounding sphere: centre, radius in w", "x", "y", "z", "w");

    public static final Layout ENV_TRANSITION = new Layout("env_transition", 0x80, SRC + " (W EnvTransitionPacked)");
    public static final Field[] ET_INVERSE = new Field[16];
    static {
        for (int i = 0; i < 16; i++) ET_INVERSE[i] = ENV_TRANSITION.f32("inverse_matrix_" + i, 4 * i, "Mat4 inverse of the volume's transform, column-major");
    }
    public static final Field[] ET_HERO_COLOUR_1 = ENV_TRANSITION.array("hero_colour_1", 0x40, gcscript.layout.Type.U8, "Rgb32", "r", "g", "b", "pad");
    public static final Field[] ET_HERO_COLOUR_2 = ENV_TRANSITION.array("hero_colour_2", 0x44, gcscript.layout.Type.U8, "Rgb32", "r", "g", "b", "pad");
    public static final Field ET_HERO_LIGHT_1 = ENV_TRANSITION.s32("hero_light_1", 0x48, "directional light index");
    public static final Field ET_HERO_LIGHT_2 = ENV_TRANSITION.s32("hero_light_2", 0x4c, "directional light index");
    public static final Field ET_FLAGS = ENV_TRANSITION.u32("flags", 0x50, "bit 0: hero colour/light, bit 1: fog");
    /** The two flags W reads: hero colour and light (bit 0), fog (bit 1); no other bit is written. */
    public static final int ET_FLAG_HERO = 1, ET_FLAG_FOG = 2;
    public static final Field[] ET_FOG_COLOUR_1 = ENV_TRANSITION.array("fog_colour_1", 0x54, gcscript.layout.Type.U8, "Rgb32", "r", "g", "b", "pad");
    public static final Field[] ET_FOG_COLOUR_2 = ENV_TRANSITION.array("fog_colour_2", 0x58, gcscript.layout.Type.U8, "Rgb32", "r", "g", "b", "pad");
    public static final Field ET_FOG_NEAR_DIST_1 = ENV_TRANSITION.f32("fog_near_dist_1", 0x5c, "");
    public static final Field ET_FOG_NEAR_INTENSITY_1 = ENV_TRANSITION.f32("fog_near_intensity_1", 0x60, "");
    public static final Field ET_FOG_FAR_DIST_1 = ENV_TRANSITION.f32("fog_far_dist_1", 0x64, "");
    public static final Field ET_FOG_FAR_INTENSITY_1 = ENV_TRANSITION.f32("fog_far_intensity_1", 0x68, "");
    public static final Field ET_FOG_NEAR_DIST_2 = ENV_TRANSITION.f32("fog_near_dist_2", 0x6c, "");
    public static final Field ET_FOG_NEAR_INTENSITY_2 = ENV_TRANSITION.f32("fog_near_intensity_2", 0x70, "");
    public static final Field ET_FOG_FAR_DIST_2 = ENV_TRANSITION.f32("fog_far_dist_2", 0x74, "");
    public static final Field ET_FOG_FAR_INTENSITY_2 = ENV_TRANSITION.f32("fog_far_intensity_2", 0x78, "");
    public static final Field ET_UNUSED_7C = ENV_TRANSITION.s32("unused_7c", 0x7c, "W writes 0");
}
