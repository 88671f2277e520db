package gcscript.core;

import gcscript.classtable.ClassEntry;
import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_core_data.ksy}: the decompressed core_data of a level (docs/formats/core.md) as Kaitai Struct, given its
 * core_index (a parameter: every position in core_data is a core_index field): each class block at its entry's
 * offset_in_asset_wad (0 = none), typed by its area's description, as {@link LevelCore} hands the blocks to the
 * area readers. A block runs to the end of core_data here (the library's window ends at the next section
 * boundary; every position inside is class-relative either way).
 */
public final class CoreDataKsy {
    private CoreDataKsy() {}

    public static final String ID = "gc_core_data";

    public static KsyFile file() {
        String coreIndex = CoreKsy.ID, tie = gcscript.tie.TieKsy.ID, shrub = gcscript.shrub.ShrubKsy.ID, moby = gcscript.moby.MobyKsy.ID;
        String tfrag = gcscript.tfrag.TfragKsy.ID, sky = gcscript.sky.SkyKsy.ID, occlusion = gcscript.occlusion.OcclusionKsy.ID, collision = gcscript.collision.CollisionKsy.ID;
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando level core_data (decompressed)",
                "The core_data stream of a level, decompressed, with its core_index as the parameter index: the class blocks"
                        + " at the class entries' offsets. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/core.md.", coreIndex, moby, tie, shrub, tfrag, sky, occlusion,
                collision);
        k.params().add(KsyFile.param("index", coreIndex, "the level's core_index (gc_level_wad: data.core_index)"));
        classes(k, "mobies", "moby_classes", LevelCoreHeader.MOBY_CLASSES_COUNT, moby);
        classes(k, "ties", "tie_classes", LevelCoreHeader.TIE_CLASSES_COUNT, tie);
        classes(k, "shrubs", "shrub_classes", LevelCoreHeader.SHRUB_CLASSES_COUNT, shrub);
        // Ratchet's sequences: each non-zero ratchet_seqs entry is a sequence in core_data (gcscript.ratchetseq)
        Map<String, Object> ratchet = KsyFile.typed("0", "ratchet_seq_slot(index.ratchet_seqs[_index]."
                + KsyNames.id(CoreIndexReader.RATCHET_SEQ_OFFSET) + ")", Integer.toString(CoreIndexReader.RATCHET_SEQ_COUNT), null);
        k.instances().put("ratchet_sequences", KsyFile.when(ratchet, "index.header." + KsyNames.id(LevelCoreHeader.RATCHET_SEQS) + " != 0"));
        KsyFile.Composed slot = k.type("ratchet_seq_slot", "A ratchet_seqs entry's sequence (none at offset 0).");
        k.params("ratchet_seq_slot", KsyFile.param("ofs", "s4", "the entry's offset into core_data"));
        slot.instances().put("sequence", KsyFile.when(KsyFile.typed("0", gcscript.sequence.SequenceKsy.TYPE + "(ofs, ofs)", null, null), "ofs != 0"));
        gcscript.sequence.SequenceKsy.types(k);
        TextureKsy.texels(k);
        k.notPlaced("moby_textures", TextureKsy.STASH_REASON);
        section(k, "tfrags", LevelCoreHeader.TFRAGS, tfrag);
        section(k, "occlusion", LevelCoreHeader.OCCLUSION, occlusion);
        section(k, "sky", LevelCoreHeader.SKY, sky);
        section(k, "collision", LevelCoreHeader.COLLISION, collision);
        return k;
    }

    /** A section at a core_index header offset (0 = none, but for tfrags), to the end of core_data: offsets inside are its own. */
    private static void section(KsyFile k, String name, Field offset, String type) {
        String at = "index.header." + KsyNames.id(offset);
        Map<String, Object> m = KsyFile.bytes(at, "_io.size - " + at, null, "the " + name + " section, to the end of core_data");
        m.put("type", type);
        // the tfrag block is always there (at 0 it starts core_data); the others are absent at 0
        k.instances().put(name, offset == LevelCoreHeader.TFRAGS ? m : KsyFile.when(m, at + " != 0"));
    }

    /**
     * One block per class entry: a wrapper of no bytes (Kaitai evaluates an instance's pos once per array, so the
     * entry's offset comes in as the wrapper's parameter) whose {@code block} is the class block.
     */
    private static void classes(KsyFile k, String name, String table, Field count, String blockType) {
        String wrapper = table.substring(0, table.indexOf('_')) + "_at";
        KsyFile.Composed t = k.type(wrapper, "A class entry's block: at ofs in core_data, none when ofs is 0.");
        k.params(wrapper, KsyFile.param("ofs", "s4", "the entry's offset_in_asset_wad"));
        Map<String, Object> block = KsyFile.bytes("ofs", "_io.size - ofs", null, "the class block, to the end of core_data");
        block.put("type", blockType);
        t.instances().put("block", KsyFile.when(block, "ofs != 0"));
        String entries = "index." + table;
        k.instances().put(name, KsyFile.typed("0", wrapper + "(" + entries + "[_index]." + KsyNames.id(ClassEntry.OFFSET_IN_ASSET_WAD) + ")",
                "index.header." + KsyNames.id(count), "one per " + table + " entry, in entry order"));
    }
}
