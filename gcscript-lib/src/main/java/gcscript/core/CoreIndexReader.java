package gcscript.core;

import gcscript.classtable.ClassKind;
import gcscript.classtable.ClassEntry;
import gcscript.texture.TextureKind;
import gcscript.texture.TextureEntry;
import gcscript.bytes.ByteReader;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.List;

/**
 * Low layer: the tables of core_index read exactly as stored. Every count is checked against the bytes that
 * remain before anything is allocated; a table that runs past core_index throws {@link gcscript.bytes.FormatException}
 * naming the table ({@code core.moby_classes}). Meaning (offset validity, texture lookups) is the high layer's job.
 */
public final class CoreIndexReader {
    private CoreIndexReader() {}

    /** Table of 256 s32 offsets into core_data at {@code ratchet_seqs} (GC); 0 entries mean "none". */
    public static final int RATCHET_SEQ_COUNT = 256;

    public static List<ClassEntry> classes(ByteReader index, ClassKind kind, ArrayRange range) {
        gcscript.layout.Layout l = kind == ClassKind.SHRUB ? ClassEntry.SHRUB_LAYOUT : ClassEntry.LAYOUT;
        return index.records("core." + kind.tableName(), range.offset(), range.count(), kind.stride(), (p, at, i) ->
                ClassEntry.of(kind, i, l.read(index, at, p)));
    }

    public static List<TextureEntry> textures(ByteReader index, TextureKind kind, ArrayRange range) {
        if (!kind.isStandard()) throw new IllegalArgumentException(kind + " has its own entry layout");
        return index.records("core." + kind.tableName(), range.offset(), range.count(), TextureEntry.SIZE, (p, at, i) ->
                new TextureEntry(kind, i, TextureEntry.LAYOUT.read(index, at, p)));
    }

    public static List<ParticleTextureEntry> particleTextures(ByteReader index, ArrayRange range) {
        return index.records("core.part_textures", range.offset(), range.count(), ParticleTextureEntry.SIZE, (p, at, i) ->
                new ParticleTextureEntry(i, ParticleTextureEntry.LAYOUT.read(index, at, p)));
    }

    public static List<FxTextureEntry> fxTextures(ByteReader index, ArrayRange range) {
        return index.records("core.fx_textures", range.offset(), range.count(), FxTextureEntry.SIZE, (p, at, i) ->
                new FxTextureEntry(i, FxTextureEntry.LAYOUT.read(index, at, p)));
    }

    /** The GS RAM table with {@code count + moby_gs_stash_count} entries; those past {@code count} are the stash. */
    public static List<GsRamEntry> gsRam(ByteReader index, LevelCoreHeader h) {
        String path = "core.gs_ram";
        if (h.mobyGsStashCount() < 0) {
            throw h.rec().error(LevelCoreHeader.MOBY_GS_STASH_COUNT, "count >= 0", Integer.toString(h.mobyGsStashCount()));
        }
        return index.records(path, h.gsRam().offset(), h.gsRamEntryCount(), GsRamEntry.SIZE, (p, at, i) ->
                new GsRamEntry(i, GsRamEntry.LAYOUT.read(index, at, p), i >= h.gsRam().count()));
    }

    /**
     * The moby GS stash list (GC/UYA): s16 o_class values up to the first negative one, whose textures live in
     * the GS RAM stash. Empty when the header's pointer is 0. A list without a terminator runs into the end of
     * core_index and throws there.
     */
    public static List<Integer> mobyGsStashList(ByteReader index, int offset) {
        List<Integer> out = new ArrayList<>();
        if (offset == 0) return out;
        for (long at = offset; ; at += STASH_ENTRY.size()) {
            int v = STASH_ENTRY.read(index, at, "core.moby_gs_stash_list[" + out.size() + "]").i(STASH_O_CLASS);
            if (v < 0) return out;
            out.add(v);
        }
    }

    /** One moby GS stash list entry: an o_class, a negative one ends the list. */
    public static final Layout STASH_ENTRY = new Layout("moby_gs_stash_entry", 2, "rac2-formats §4 (moby_gs_stash_list)");
    public static final Field STASH_O_CLASS = STASH_ENTRY.s16("o_class", 0, "moby class whose textures are stashed; < 0 ends the list");
    /** One ratchet_seqs entry. */
    public static final Layout RATCHET_SEQ = new Layout("ratchet_seq", 4, "rac2-formats §4 (ratchet_seqs)");
    public static final Field RATCHET_SEQ_OFFSET = RATCHET_SEQ.s32("offset", 0, "into core_data; 0 = none");

    /** The 256 ratchet_seqs offsets, or an empty array when the header's pointer is 0. */
    public static int[] ratchetSeqs(ByteReader index, int offset) {
        if (offset == 0) return new int[0];
        RecArray a = RATCHET_SEQ.view(index, offset, RATCHET_SEQ_COUNT, "core.ratchet_seqs");
        int[] out = new int[a.count()];
        for (int i = 0; i < out.length; i++) out[i] = a.i(i, RATCHET_SEQ_OFFSET);
        return out;
    }
}
