package gcscript.core;

import gcscript.classtable.ClassEntry;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.texture.TextureEntry;
import java.util.Map;

/**
 * {@code gc_core_index.ksy}: the uncompressed core_index of a level's data extent (docs/formats/core.md) as Kaitai
 * Struct: the LevelCoreHeader and the tables it points at, each found as {@link CoreIndexReader} finds it.
 */
public final class CoreKsy {
    private CoreKsy() {}

    public static final String ID = "gc_core_index";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando level core_index",
                "The uncompressed core_index of a level's data extent: the LevelCoreHeader and the class, texture and GS RAM"
                        + " tables it points at (offsets relative to core_index). Generated from gcscript's declarations;"
                        + " the library's page is docs/formats/core.md.");
        k.seq().add(k.attr("header", LevelCoreHeader.LAYOUT));
        Map<String, Object> in = k.instances();
        in.put("gs_ram", k.at(h(LevelCoreHeader.GS_RAM_OFFSET), GsRamEntry.LAYOUT,
                h(LevelCoreHeader.GS_RAM_COUNT) + " + " + h(LevelCoreHeader.MOBY_GS_STASH_COUNT),
                "GS RAM entries: gs_ram.count, then moby_gs_stash_count stash entries"));
        table(k, "moby_classes", ClassEntry.LAYOUT, LevelCoreHeader.MOBY_CLASSES_COUNT, LevelCoreHeader.MOBY_CLASSES_OFFSET);
        table(k, "tie_classes", ClassEntry.LAYOUT, LevelCoreHeader.TIE_CLASSES_COUNT, LevelCoreHeader.TIE_CLASSES_OFFSET);
        table(k, "shrub_classes", ClassEntry.SHRUB_LAYOUT, LevelCoreHeader.SHRUB_CLASSES_COUNT, LevelCoreHeader.SHRUB_CLASSES_OFFSET);
        table(k, "tfrag_textures", TextureEntry.LAYOUT, LevelCoreHeader.TFRAG_TEXTURES_COUNT, LevelCoreHeader.TFRAG_TEXTURES_OFFSET);
        table(k, "moby_textures", TextureEntry.LAYOUT, LevelCoreHeader.MOBY_TEXTURES_COUNT, LevelCoreHeader.MOBY_TEXTURES_OFFSET);
        table(k, "tie_textures", TextureEntry.LAYOUT, LevelCoreHeader.TIE_TEXTURES_COUNT, LevelCoreHeader.TIE_TEXTURES_OFFSET);
        table(k, "shrub_textures", TextureEntry.LAYOUT, LevelCoreHeader.SHRUB_TEXTURES_COUNT, LevelCoreHeader.SHRUB_TEXTURES_OFFSET);
        table(k, "part_textures", ParticleTextureEntry.LAYOUT, LevelCoreHeader.PART_TEXTURES_COUNT, LevelCoreHeader.PART_TEXTURES_OFFSET);
        table(k, "fx_textures", FxTextureEntry.LAYOUT, LevelCoreHeader.FX_TEXTURES_COUNT, LevelCoreHeader.FX_TEXTURES_OFFSET);
        in.put("ratchet_seqs", KsyFile.when(k.at(h(LevelCoreHeader.RATCHET_SEQS), CoreIndexReader.RATCHET_SEQ,
                Integer.toString(CoreIndexReader.RATCHET_SEQ_COUNT), "256 offsets into core_data (0 = none)"),
                h(LevelCoreHeader.RATCHET_SEQS) + " != 0"));
        Map<String, Object> stash = k.at(h(LevelCoreHeader.MOBY_GS_STASH_LIST), CoreIndexReader.STASH_ENTRY, null,
                "o_class values whose textures are in the GS RAM stash, up to the first negative one");
        stash.put("repeat", "until");
        stash.put("repeat-until", "_." + KsyNames.id(CoreIndexReader.STASH_O_CLASS) + " < 0");
        in.put("moby_gs_stash_list", KsyFile.when(stash, h(LevelCoreHeader.MOBY_GS_STASH_LIST) + " != 0"));
        Map<String, Object> remap = k.at(h(LevelCoreHeader.SOUND_REMAP_OFFSET), SoundRemap.HEADER, null,
                "the sound remap block's header; its elements follow, up to second_part_ofs");
        in.put("sound_remap_header", KsyFile.when(remap, h(LevelCoreHeader.SOUND_REMAP_OFFSET) + " != 0"));
        in.put("sound_remap_elements", KsyFile.when(k.at(h(LevelCoreHeader.SOUND_REMAP_OFFSET) + " + " + SoundRemap.HEADER.size(),
                SoundRemap.ELEMENT, "(sound_remap_header." + KsyNames.id(SoundRemap.SECOND_PART_OFS) + " - "
                        + SoundRemap.HEADER.size() + ") / " + SoundRemap.ELEMENT.size(), null),
                h(LevelCoreHeader.SOUND_REMAP_OFFSET) + " != 0"));
        return k;
    }

    /** {@code header.name}: a header word in an expression. */
    private static String h(Field f) { return "header." + KsyNames.id(f); }

    private static void table(KsyFile k, String name, Layout entry, Field count, Field offset) {
        k.instances().put(name, k.at(h(offset), entry, h(count), null));
    }
}
