package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/**
 * Per-field truth comparisons of the global WADs' tables (see {@link GlobalTruthSpec}; run by GlobalFieldTruthTest on
 * the sample). Not stored: the row's identity (wad, field, index, the entry's index) and what the reader derives
 * (a block's byte start and length, its magic peek, times in seconds, the bytes the WAD's blocks own).
 */
public final class GlobalTruthSpecs {
    private GlobalTruthSpecs() {}

    public static List<GlobalTruthSpec> specs() {
        return List.of(
            GlobalTruthSpec.of("global_wads", Disc::globals, keyOf("wad"), "wad", "bytes_owned"),
            GlobalTruthSpec.of("global_ranges", d -> d.globalWads().ranges(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "kind", "start", "bytes", "magic"),
            GlobalTruthSpec.of("global_starts", d -> d.globalWads().starts(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "start", "bytes", "magic"),
            GlobalTruthSpec.of("mpeg_videos", d -> d.mpeg().videos(), keyOf("index"), "offset", "index"),
            // AUDIO.WAD's voice lines (AUDIOn's rows are compared in audio_streams); frames: data_size / 16 (derived);
            // channels: 0 on every GC stream (§2.6.4, mono); version 0x20 on every GC stream
            GlobalTruthSpec.of("global_vags", d -> d.globalWads().voiceLines(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "frames").exempt("version", "channels"),
            // compressed: whether the block was WAD-LZ (the slot's form, shown); magic, file_size, format, clut_format,
            // clut_order, mip_levels: what Wrench's writer puts in every GC PIF ("2FIP", 0, 0x13, 0, 0, 1; §2.6.1)
            GlobalTruthSpec.of("global_pifs", d -> d.globalWads().textures(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "compressed")
                    .exempt("magic", "file_size", "format", "clut_format", "clut_order", "mip_levels"),
            // magic: the item's first word, a peek (not a stored field of the header)
            GlobalTruthSpec.of("misc_irx", d -> d.globalWads().irxModules(), keyOf("field"), "wad", "offset", "field", "magic"),
            // data_offset, data_end: where the section's bytes are (derived from the header's offset and copy_size);
            // entry_point: one value in every header of an executable, by the format (phase2 §9.1)
            GlobalTruthSpec.of("misc_frontbin_sections", d -> d.globalWads().frontbinSections(), keyOf("record"), "wad", "offset",
                    "data_offset", "data_end").exempt("entry_point"),
            // pad_0, pad_1: 0 as Wrench writes them (§2.6.2)
            GlobalTruthSpec.of("global_rgba_images", d -> d.globalWads().rgbaImages(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index").exempt("pad_0", "pad_1"),
            // bytes: up to the next item's offset, the last one's to the block end (derived)
            GlobalTruthSpec.of("bonus_credits_text", d -> d.globalWads().creditsText(), keyOf("record"), "wad", "offset", "bytes"),
            // pad: 0 as Wrench writes it (§2.6.5)
            GlobalTruthSpec.of("mpeg_subtitles", d -> d.mpeg().subtitles(), keyOf("video", "record"), "offset", "video", "start_s", "stop_s")
                    .exempt("pad"),
            // group, index: the record's decode; mesh_offset: where the block starts; packets, stored_vertices, triangles:
            // what the mesh reader found (compared row by row in armor_packets, _vertices, _triangles). Wrench's writer
            // (§11.2, §11.5) puts low = metal = 0, metal_begin = high + low, the table at 0x10 and a zero pad in every mesh
            GlobalTruthSpec.of("armor_slots", d -> d.armor().armours(), keyOf("record"),
                    "offset", "group", "index", "mesh_offset", "packets", "stored_vertices", "triangles")
                    .exempt("low_lod_count", "metal_count", "metal_begin", "packet_table_offset", "pad"),
            // the PIF header words Wrench's writer fixes (§2.6.1), as in global_pifs
            GlobalTruthSpec.of("armor_textures", d -> d.armor().textures(), keyOf("record", "texture"), "offset", "group", "index", "texture")
                    .exempt("magic", "file_size", "format", "clut_format", "clut_order", "mip_levels"),
            // lod: Wrench's writer emits high-LOD packets only; metal_vertices: -1 on every non-metal packet; st_count and
            // the header's transfer count equal transfer_vertex_count by the format (check 4), as for the level classes
            GlobalTruthSpec.of("armor_packets", d -> d.armor().packets(), keyOf("record", "packet"), "offset", "group", "index", "packet")
                    .exempt("lod", "metal_vertices", "st_count", "header_transfer_vertex_count"),
            GlobalTruthSpec.of("armor_vertices", d -> d.armor().vertices(), keyOf("record", "packet", "vertex_record"),
                    "offset", "group", "index", "packet", "vertex_record").exempt("lod"),
            // offset: the packet's table entry (a triangle has no stored record of its own); texture: the material list is
            // indexed by the TEX0 slot itself (Wrench maps material i to slot i, §11.3), so it equals texture_slot
            GlobalTruthSpec.of("armor_triangles", d -> d.armor().triangles(), keyOf("record", "tri"), "offset", "group", "index", "tri")
                    .exempt("lod", "texture"),
            // as moby_primitives: fixed GS addresses, the builder's TEX1 pad, fields filled at load, decodes of stored words;
            // texture: the slot itself, as in armor_triangles
            GlobalTruthSpec.of("armor_primitives", d -> d.armor().primitives(), keyOf("record", "packet", "primitive"),
                    "offset", "group", "index", "packet", "primitive")
                    .exempt("lod", "tex1_address", "clamp_address", "tex0_address", "miptbp1_address", "tex1_pad", "miptbp1_data_lo",
                            "miptbp1_data_hi", "tex0_data_hi", "mmin", "wrap_s", "wrap_t", "texture_slot", "texture"),
            // AUDIOn's streams (voiceLines() lists them too; their truth is here, AUDIO.WAD's in global_vags)
            GlobalTruthSpec.of("audio_streams", d -> d.levels().audio().streams(), keyOf("wad", "field", "index"),
                    "level", "wad", "offset", "field", "index", "frames").exempt("version", "channels"),
            // music_track_first/_last and the bins: the pair number's decode (the selector rule, §12.1)
            GlobalTruthSpec.of("audio_music_pairs", d -> d.levels().audio().musicPairs(), keyOf("level", "record"),
                    "level", "offset", "music_track_first", "music_track_last", "left_bin", "right_bin"),
            GlobalTruthSpec.of("armor_gif_usage", d -> d.armor().gifUsage(), keyOf("record", "entry"), "offset", "group", "index", "entry"));
    }
}
