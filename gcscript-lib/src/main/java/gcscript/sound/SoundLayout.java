package gcscript.sound;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.RecArray;

/**
 * The records of a level sound bank (rac2-formats-phase2 §10, from OpenGOAL's 989snd loader (ISC) and OBP's
 * retail measurements): the outer 989snd file, the SBlk v1 block header, SFX and grain records.
 */
public final class SoundLayout {
    private SoundLayout() {}

    static final String SRC = "rac2-formats-phase2 §10";

    public static final Layout FILE = new Layout("snd_file_header", 0x08, SRC + ".1");
    public static final Field FILE_TYPE = FILE.u32("file_type", 0x00, "1 or 3 (3 on retail levels)");
    public static final Field CHUNK_COUNT = FILE.u32("chunk_count", 0x04, "2 for level and chunk banks");

    public static final Layout CHUNK = new Layout("snd_chunk", 0x08, SRC + ".1");
    public static final Field CHUNK_OFFSET = CHUNK.u32("chunk_offset", 0x00, "from the file start");
    public static final Field CHUNK_SIZE = CHUNK.u32("chunk_size", 0x04, "bytes");

    public static final Layout SBLK = new Layout("sblk_header", 0x3c, SRC + ".2");
    public static final Field DATA_ID = SBLK.u32("data_id", 0x00, "\"SBlk\"");
    public static final Field VERSION = SBLK.u32("version", 0x04, "1");
    public static final Field FLAGS = SBLK.u32("flags", 0x08, "");
    public static final Field BANK_ID = SBLK.u32("bank_id", 0x0c, "\"DAW\\0\" on retail LEVEL0");
    public static final Field BLOCK_NUM = SBLK.s8("block_num", 0x10, "");
    public static final Field PAD_11 = SBLK.s8("pad_11", 0x11, "");
    public static final Field PAD_12 = SBLK.s16("pad_12", 0x12, "");
    public static final Field PAD_14 = SBLK.s16("pad_14", 0x14, "");
    public static final Field NUM_SOUNDS = SBLK.s16("num_sounds", 0x16, "");
    public static final Field NUM_GRAINS = SBLK.s16("num_grains", 0x18, "");
    public static final Field NUM_VAGS = SBLK.s16("num_vags", 0x1a, "distinct tone samples");
    public static final Field FIRST_SOUND = SBLK.u32("first_sound", 0x1c, "from the block start; 0x3c");
    public static final Field FIRST_GRAIN = SBLK.u32("first_grain", 0x20, "from the block start");
    public static final Field VAGS_IN_SR = SBLK.u32("vags_in_sr", 0x24, "");
    public static final Field VAG_DATA_SIZE = SBLK.u32("vag_data_size", 0x28, "= chunk 1 size");
    public static final Field SRAM_ALLOC_SIZE = SBLK.u32("sram_alloc_size", 0x2c, "");
    public static final Field NEXT_BLOCK = SBLK.u32("next_block", 0x30, "");
    public static final Field BLOCK_NAMES = SBLK.u32("block_names", 0x34, "");
    public static final Field SFXUD = SBLK.u32("sfxud", 0x38, "");

    public static final Layout SFX = new Layout("sfx", 0x0c, SRC + ".2");
    public static final Field SFX_VOLUME = SFX.s8("volume", 0x00, "");
    public static final Field SFX_VOLUME_GROUP = SFX.s8("volume_group", 0x01, "");
    public static final Field SFX_PAN = SFX.s16("pan", 0x02, "");
    public static final Field SFX_NUM_GRAINS = SFX.s8("num_grains", 0x04, "");
    public static final Field SFX_INSTANCE_LIMIT = SFX.s8("instance_limit", 0x05, "");
    public static final Field SFX_FLAGS = SFX.u16("flags", 0x06, "bit 0 loop, bit 1 solo");
    public static final Field SFX_FIRST_GRAIN = SFX.u32("first_grain", 0x08, "byte offset relative to first_grain");

    /** The index of an SFX's first grain: its first_grain byte offset over the grain record size (0x28). */
    public static int grainIndex(RecArray sounds, int i) { return (int) (sounds.get(i, SFX_FIRST_GRAIN) / GRAIN.size()); }

    public static final Layout GRAIN = new Layout("grain", 0x28, SRC + ".2");
    public static final Field G_TYPE = GRAIN.u32("type", 0x00, "1 and 9 are tones");
    public static final Field G_DELAY = GRAIN.s32("delay", 0x04, "");
    public static final Field G_PRIORITY = GRAIN.s8("priority", 0x08, "tone");
    public static final Field G_VOLUME = GRAIN.s8("volume", 0x09, "tone");
    public static final Field G_CENTER_NOTE = GRAIN.s8("center_note", 0x0a, "tone: the note the sample plays at its own rate");
    public static final Field G_CENTER_FINE = GRAIN.s8("center_fine", 0x0b, "tone");
    public static final Field G_PAN = GRAIN.s16("pan", 0x0c, "tone");
    public static final Field G_MAP_LOW = GRAIN.s8("map_low", 0x0e, "tone");
    public static final Field G_MAP_HIGH = GRAIN.s8("map_high", 0x0f, "tone");
    public static final Field G_PITCH_BEND_LOW = GRAIN.s8("pitch_bend_low", 0x10, "tone");
    public static final Field G_PITCH_BEND_HIGH = GRAIN.s8("pitch_bend_high", 0x11, "tone");
    public static final Field G_ADSR1 = GRAIN.u16("adsr1", 0x12, "tone");
    public static final Field G_ADSR2 = GRAIN.u16("adsr2", 0x14, "tone");
    public static final Field G_FLAGS = GRAIN.u16("flags", 0x16, "tone");
    public static final Field G_SAMPLE_OFFSET = GRAIN.u32("sample_offset", 0x18, "tone: into chunk 1 (sample data)");
    public static final Field G_RESERVED = GRAIN.u32("reserved", 0x1c, "tone");
    public static final Field G_UNKNOWN_20 = GRAIN.u32("unknown_20", 0x20, "rest of the 0x20-byte parameter block");
    public static final Field G_UNKNOWN_24 = GRAIN.u32("unknown_24", 0x24, "");

    /** Whether a grain of this type is a tone (plays a sample). */
    public static boolean isTone(long type) { return type == 1 || type == 9; }
}
