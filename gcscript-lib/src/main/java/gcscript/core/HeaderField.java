package gcscript.core;

import java.util.List;

/**
 * One 32-bit word of the 0xBC-byte LevelCoreHeader. {@code into} says which file an offset-valued word points
 * into ("core_index", "core_data") or is empty for counts, sizes and words whose meaning is not an offset.
 * ArrayRange fields appear as two words, {@code name.count} and {@code name.offset}.
 */
public record HeaderField(String name, int offset, String type, String into) {
    public static final String INDEX = "core_index";
    public static final String DATA = "core_data";

    /** All 47 words in file order (docs/formats/core.md). */
    public static final List<HeaderField> ALL = List.of(
            new HeaderField("gs_ram.count", 0x00, "s32", ""),
            new HeaderField("gs_ram.offset", 0x04, "s32", INDEX),
            new HeaderField("tfrags", 0x08, "s32", DATA),
            new HeaderField("occlusion", 0x0c, "s32", DATA),
            new HeaderField("sky", 0x10, "s32", DATA),
            new HeaderField("collision", 0x14, "s32", DATA),
            new HeaderField("moby_classes.count", 0x18, "s32", ""),
            new HeaderField("moby_classes.offset", 0x1c, "s32", INDEX),
            new HeaderField("tie_classes.count", 0x20, "s32", ""),
            new HeaderField("tie_classes.offset", 0x24, "s32", INDEX),
            new HeaderField("shrub_classes.count", 0x28, "s32", ""),
            new HeaderField("shrub_classes.offset", 0x2c, "s32", INDEX),
            new HeaderField("tfrag_textures.count", 0x30, "s32", ""),
            new HeaderField("tfrag_textures.offset", 0x34, "s32", INDEX),
            new HeaderField("moby_textures.count", 0x38, "s32", ""),
            new HeaderField("moby_textures.offset", 0x3c, "s32", INDEX),
            new HeaderField("tie_textures.count", 0x40, "s32", ""),
            new HeaderField("tie_textures.offset", 0x44, "s32", INDEX),
            new HeaderField("shrub_textures.count", 0x48, "s32", ""),
            new HeaderField("shrub_textures.offset", 0x4c, "s32", INDEX),
            new HeaderField("part_textures.count", 0x50, "s32", ""),
            new HeaderField("part_textures.offset", 0x54, "s32", INDEX),
            new HeaderField("fx_textures.count", 0x58, "s32", ""),
            new HeaderField("fx_textures.offset", 0x5c, "s32", INDEX),
            new HeaderField("textures_base_offset", 0x60, "s32", DATA),
            new HeaderField("part_bank_offset", 0x64, "s32", DATA),
            new HeaderField("fx_bank_offset", 0x68, "s32", DATA),
            new HeaderField("part_defs_offset", 0x6c, "s32", INDEX),
            new HeaderField("sound_remap_offset", 0x70, "s32", INDEX),
            new HeaderField("unknown_74", 0x74, "s32", ""),
            new HeaderField("ratchet_seqs", 0x78, "s32", INDEX),
            new HeaderField("scene_view_size", 0x7c, "s32", ""),
            new HeaderField("index_into_some1_texs_rac2_maybe3", 0x80, "s32", ""),
            new HeaderField("moby_gs_stash_count", 0x84, "s32", ""),
            new HeaderField("assets_compressed_size", 0x88, "s32", ""),
            new HeaderField("assets_decompressed_size", 0x8c, "s32", ""),
            new HeaderField("chrome_map_texture", 0x90, "s32", ""),
            new HeaderField("chrome_map_palette", 0x94, "s32", ""),
            new HeaderField("glass_map_texture", 0x98, "s32", ""),
            new HeaderField("glass_map_palette", 0x9c, "s32", ""),
            new HeaderField("unknown_a0", 0xa0, "s32", ""),
            new HeaderField("heightmap_offset", 0xa4, "s32", ""),
            new HeaderField("occlusion_oct_offset", 0xa8, "s32", ""),
            new HeaderField("moby_gs_stash_list", 0xac, "s32", INDEX),
            new HeaderField("occlusion_rad_offset", 0xb0, "s32", ""),
            // the boundary rule treats it as a core_data offset (docs/formats/core.md, section extents)
            new HeaderField("moby_sound_remap_offset", 0xb4, "s32", DATA),
            new HeaderField("occlusion_rad2_offset", 0xb8, "s32", ""));
}
