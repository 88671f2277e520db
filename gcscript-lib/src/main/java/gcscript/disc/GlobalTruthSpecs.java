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
            // frames: data_size / 16 (derived); channels: 0 on every GC stream (§2.6.4, mono); version 0x20 on every GC stream
            GlobalTruthSpec.of("global_vags", d -> d.globalWads().voiceLines(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "frames").exempt("version", "channels"),
            // compressed: whether the block was WAD-LZ (the slot's form, shown); magic, file_size, format, clut_format,
            // clut_order, mip_levels: what Wrench's writer puts in every GC PIF ("2FIP", 0, 0x13, 0, 0, 1; §2.6.1)
            GlobalTruthSpec.of("global_pifs", d -> d.globalWads().textures(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index", "compressed")
                    .exempt("magic", "file_size", "format", "clut_format", "clut_order", "mip_levels"),
            // magic: the item's first word, a peek (not a stored field of the header)
            GlobalTruthSpec.of("misc_irx", d -> d.globalWads().irxModules(), keyOf("field"), "wad", "offset", "field", "magic"),
            // pad_0, pad_1: 0 as Wrench writes them (§2.6.2)
            GlobalTruthSpec.of("global_rgba_images", d -> d.globalWads().rgbaImages(), keyOf("wad", "field", "index"),
                    "wad", "offset", "field", "index").exempt("pad_0", "pad_1"),
            // bytes: up to the next item's offset (derived); text: the item's bytes up to a NUL (decoded)
            GlobalTruthSpec.of("bonus_credits_text", d -> d.globalWads().creditsText(), keyOf("record"), "wad", "offset", "bytes", "text"),
            // pad: 0 as Wrench writes it (§2.6.5)
            GlobalTruthSpec.of("mpeg_subtitles", d -> d.mpeg().subtitles(), keyOf("video", "record"), "offset", "video", "start_s", "stop_s")
                    .exempt("pad"));
    }
}
