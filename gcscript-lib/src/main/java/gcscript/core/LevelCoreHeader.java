package gcscript.core;

import gcscript.classtable.ClassKind;
import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.Type;
import gcscript.texture.TextureKind;

/**
 * The 0xBC-byte LevelCoreHeader at the start of core_index (docs/formats/core.md), every word
 * declared once in {@link #LAYOUT}: the reader, the {@code header()} table (one row per word), error paths and
 * the offsets checks point at all come from it. A field's unit says which file an offset-valued word points
 * into ({@code core_index}, {@code core_data}) and is empty for counts, sizes and words of unknown meaning;
 * ArrayRange fields are two words, {@code name.count} and {@code name.offset}. {@code gs_ram.count} is the stored
 * count; the table really holds {@link #gsRamEntryCount()} entries.
 */
public final class LevelCoreHeader {
    public static final Layout LAYOUT = new Layout("level_core_header", 0xbc, "rac2-formats §4; Wrench level_core.h (LevelCoreHeader)");
    public static final Field GS_RAM_COUNT = LAYOUT.field("gs_ram.count", 0x00, Type.S32, "", "");
    public static final Field GS_RAM_OFFSET = LAYOUT.field("gs_ram.offset", 0x04, Type.S32, "core_index", "offset into core_index");
    public static final Field TFRAGS = LAYOUT.field("tfrags", 0x08, Type.S32, "core_data", "offset into core_data");
    public static final Field OCCLUSION = LAYOUT.field("occlusion", 0x0c, Type.S32, "core_data", "offset into core_data");
    public static final Field SKY = LAYOUT.field("sky", 0x10, Type.S32, "core_data", "offset into core_data");
    public static final Field COLLISION = LAYOUT.field("collision", 0x14, Type.S32, "core_data", "offset into core_data");
    public static final Field MOBY_CLASSES_COUNT = LAYOUT.field("moby_classes.count", 0x18, Type.S32, "", "");
    public static final Field MOBY_CLASSES_OFFSET = LAYOUT.field("moby_classes.offset", 0x1c, Type.S32, "core_index", "offset into core_index");
    public static final Field TIE_CLASSES_COUNT = LAYOUT.field("tie_classes.count", 0x20, Type.S32, "", "");
    public static final Field TIE_CLASSES_OFFSET = LAYOUT.field("tie_classes.offset", 0x24, Type.S32, "core_index", "offset into core_index");
    public static final Field SHRUB_CLASSES_COUNT = LAYOUT.field("shrub_classes.count", 0x28, Type.S32, "", "");
    public static final Field SHRUB_CLASSES_OFFSET = LAYOUT.field("shrub_classes.offset", 0x2c, Type.S32, "core_index", "offset into core_index");
    public static final Field TFRAG_TEXTURES_COUNT = LAYOUT.field("tfrag_textures.count", 0x30, Type.S32, "", "");
    public static final Field TFRAG_TEXTURES_OFFSET = LAYOUT.field("tfrag_textures.offset", 0x34, Type.S32, "core_index", "offset into core_index");
    public static final Field MOBY_TEXTURES_COUNT = LAYOUT.field("moby_textures.count", 0x38, Type.S32, "", "");
    public static final Field MOBY_TEXTURES_OFFSET = LAYOUT.field("moby_textures.offset", 0x3c, Type.S32, "core_index", "offset into core_index");
    public static final Field TIE_TEXTURES_COUNT = LAYOUT.field("tie_textures.count", 0x40, Type.S32, "", "");
    public static final Field TIE_TEXTURES_OFFSET = LAYOUT.field("tie_textures.offset", 0x44, Type.S32, "core_index", "offset into core_index");
    public static final Field SHRUB_TEXTURES_COUNT = LAYOUT.field("shrub_textures.count", 0x48, Type.S32, "", "");
    public static final Field SHRUB_TEXTURES_OFFSET = LAYOUT.field("shrub_textures.offset", 0x4c, Type.S32, "core_index", "offset into core_index");
    public static final Field PART_TEXTURES_COUNT = LAYOUT.field("part_textures.count", 0x50, Type.S32, "", "");
    public static final Field PART_TEXTURES_OFFSET = LAYOUT.field("part_textures.offset", 0x54, Type.S32, "core_index", "offset into core_index");
    public static final Field FX_TEXTURES_COUNT = LAYOUT.field("fx_textures.count", 0x58, Type.S32, "", "");
    public static final Field FX_TEXTURES_OFFSET = LAYOUT.field("fx_textures.offset", 0x5c, Type.S32, "core_index", "offset into core_index");
    public static final Field TEXTURES_BASE_OFFSET = LAYOUT.field("textures_base_offset", 0x60, Type.S32, "core_data", "offset into core_data");
    public static final Field PART_BANK_OFFSET = LAYOUT.field("part_bank_offset", 0x64, Type.S32, "core_data", "offset into core_data");
    public static final Field FX_BANK_OFFSET = LAYOUT.field("fx_bank_offset", 0x68, Type.S32, "core_data", "offset into core_data");
    public static final Field PART_DEFS_OFFSET = LAYOUT.field("part_defs_offset", 0x6c, Type.S32, "core_index", "offset into core_index");
    public static final Field SOUND_REMAP_OFFSET = LAYOUT.field("sound_remap_offset", 0x70, Type.S32, "core_index", "offset into core_index");
    public static final Field UNKNOWN_74 = LAYOUT.field("unknown_74", 0x74, Type.S32, "", "");
    public static final Field RATCHET_SEQS = LAYOUT.field("ratchet_seqs", 0x78, Type.S32, "core_index", "offset into core_index");
    public static final Field SCENE_VIEW_SIZE = LAYOUT.field("scene_view_size", 0x7c, Type.S32, "", "");
    public static final Field INDEX_INTO_SOME1_TEXS_RAC2_MAYBE3 = LAYOUT.field("index_into_some1_texs_rac2_maybe3", 0x80, Type.S32, "", "");
    public static final Field MOBY_GS_STASH_COUNT = LAYOUT.field("moby_gs_stash_count", 0x84, Type.S32, "", "");
    public static final Field ASSETS_COMPRESSED_SIZE = LAYOUT.field("assets_compressed_size", 0x88, Type.S32, "", "");
    public static final Field ASSETS_DECOMPRESSED_SIZE = LAYOUT.field("assets_decompressed_size", 0x8c, Type.S32, "", "");
    public static final Field CHROME_MAP_TEXTURE = LAYOUT.field("chrome_map_texture", 0x90, Type.S32, "", "");
    public static final Field CHROME_MAP_PALETTE = LAYOUT.field("chrome_map_palette", 0x94, Type.S32, "", "");
    public static final Field GLASS_MAP_TEXTURE = LAYOUT.field("glass_map_texture", 0x98, Type.S32, "", "");
    public static final Field GLASS_MAP_PALETTE = LAYOUT.field("glass_map_palette", 0x9c, Type.S32, "", "");
    public static final Field UNKNOWN_A0 = LAYOUT.field("unknown_a0", 0xa0, Type.S32, "", "");
    public static final Field HEIGHTMAP_OFFSET = LAYOUT.field("heightmap_offset", 0xa4, Type.S32, "", "");
    public static final Field OCCLUSION_OCT_OFFSET = LAYOUT.field("occlusion_oct_offset", 0xa8, Type.S32, "", "");
    public static final Field MOBY_GS_STASH_LIST = LAYOUT.field("moby_gs_stash_list", 0xac, Type.S32, "core_index", "offset into core_index");
    public static final Field OCCLUSION_RAD_OFFSET = LAYOUT.field("occlusion_rad_offset", 0xb0, Type.S32, "", "");
    public static final Field MOBY_SOUND_REMAP_OFFSET = LAYOUT.field("moby_sound_remap_offset", 0xb4, Type.S32, "core_data", "offset into core_data");
    public static final Field OCCLUSION_RAD2_OFFSET = LAYOUT.field("occlusion_rad2_offset", 0xb8, Type.S32, "", "");
    // the boundary rule treats moby_sound_remap_offset as a core_data offset (rac2-formats §4, section extents)

    public static final int SIZE = 0xbc;
    public static final String INDEX = "core_index";
    public static final String DATA = "core_data";

    private final Rec rec;

    private LevelCoreHeader(Rec rec) { this.rec = rec; }

    public static LevelCoreHeader read(ByteReader index) {
        return new LevelCoreHeader(LAYOUT.read(index, 0, "core.header"));
    }

    /** The header as stored, every word. */
    public Rec rec() { return rec; }
    /** Absolute offset of a word of the header (for errors and checks). */
    public long offsetOf(Field f) { return rec.offsetOf(f); }

    private ArrayRange range(Field count, Field offset) { return new ArrayRange(rec.i(count), rec.i(offset)); }

    public ArrayRange gsRam() { return range(GS_RAM_COUNT, GS_RAM_OFFSET); }
    public ArrayRange mobyClasses() { return range(MOBY_CLASSES_COUNT, MOBY_CLASSES_OFFSET); }
    public ArrayRange tieClasses() { return range(TIE_CLASSES_COUNT, TIE_CLASSES_OFFSET); }
    public ArrayRange shrubClasses() { return range(SHRUB_CLASSES_COUNT, SHRUB_CLASSES_OFFSET); }
    public ArrayRange tfragTextures() { return range(TFRAG_TEXTURES_COUNT, TFRAG_TEXTURES_OFFSET); }
    public ArrayRange mobyTextures() { return range(MOBY_TEXTURES_COUNT, MOBY_TEXTURES_OFFSET); }
    public ArrayRange tieTextures() { return range(TIE_TEXTURES_COUNT, TIE_TEXTURES_OFFSET); }
    public ArrayRange shrubTextures() { return range(SHRUB_TEXTURES_COUNT, SHRUB_TEXTURES_OFFSET); }
    public ArrayRange partTextures() { return range(PART_TEXTURES_COUNT, PART_TEXTURES_OFFSET); }
    public ArrayRange fxTextures() { return range(FX_TEXTURES_COUNT, FX_TEXTURES_OFFSET); }
    public int tfrags() { return rec.i(TFRAGS); }
    public int occlusion() { return rec.i(OCCLUSION); }
    public int sky() { return rec.i(SKY); }
    public int collision() { return rec.i(COLLISION); }
    public int texturesBaseOffset() { return rec.i(TEXTURES_BASE_OFFSET); }
    public int partBankOffset() { return rec.i(PART_BANK_OFFSET); }
    public int fxBankOffset() { return rec.i(FX_BANK_OFFSET); }
    public int partDefsOffset() { return rec.i(PART_DEFS_OFFSET); }
    public int soundRemapOffset() { return rec.i(SOUND_REMAP_OFFSET); }
    public int unknown74() { return rec.i(UNKNOWN_74); }
    public int ratchetSeqs() { return rec.i(RATCHET_SEQS); }
    public int sceneViewSize() { return rec.i(SCENE_VIEW_SIZE); }
    public int indexIntoSome1TexsRac2Maybe3() { return rec.i(INDEX_INTO_SOME1_TEXS_RAC2_MAYBE3); }
    public int mobyGsStashCount() { return rec.i(MOBY_GS_STASH_COUNT); }
    public int assetsCompressedSize() { return rec.i(ASSETS_COMPRESSED_SIZE); }
    public int assetsDecompressedSize() { return rec.i(ASSETS_DECOMPRESSED_SIZE); }
    public int chromeMapTexture() { return rec.i(CHROME_MAP_TEXTURE); }
    public int chromeMapPalette() { return rec.i(CHROME_MAP_PALETTE); }
    public int glassMapTexture() { return rec.i(GLASS_MAP_TEXTURE); }
    public int glassMapPalette() { return rec.i(GLASS_MAP_PALETTE); }
    public int unknownA0() { return rec.i(UNKNOWN_A0); }
    public int heightmapOffset() { return rec.i(HEIGHTMAP_OFFSET); }
    public int occlusionOctOffset() { return rec.i(OCCLUSION_OCT_OFFSET); }
    public int mobyGsStashList() { return rec.i(MOBY_GS_STASH_LIST); }
    public int occlusionRadOffset() { return rec.i(OCCLUSION_RAD_OFFSET); }
    public int mobySoundRemapOffset() { return rec.i(MOBY_SOUND_REMAP_OFFSET); }
    public int occlusionRad2Offset() { return rec.i(OCCLUSION_RAD2_OFFSET); }

    /** GC/UYA/DL: the GS RAM table holds {@code gs_ram.count + moby_gs_stash_count} entries. */
    public long gsRamEntryCount() { return (long) gsRam().count() + mobyGsStashCount(); }

    public ArrayRange textures(TextureKind kind) {
        return switch (kind) {
            case TFRAG -> tfragTextures();
            case MOBY -> mobyTextures();
            case TIE -> tieTextures();
            case SHRUB -> shrubTextures();
            case PART -> partTextures();
            case FX -> fxTextures();
        };
    }

    public ArrayRange classes(ClassKind kind) {
        return switch (kind) {
            case MOBY -> mobyClasses();
            case TIE -> tieClasses();
            case SHRUB -> shrubClasses();
        };
    }
}
