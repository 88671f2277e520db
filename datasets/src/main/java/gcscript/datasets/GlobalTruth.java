package gcscript.datasets;

import gcscript.datasets.globals.GlobalWadFile;
import gcscript.datasets.truth.FieldTruth;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The global WADs' truth in the manifest, under {@code global.} (apart from the levels' keys): every WAD's tables
 * merged ({@code global.fields.<table>...}, see {@link FieldTruth}), and {@code global_wads}, one row per global WAD
 * (key: its name): header_size, sector (the LBA in its RC2.HDR copy), files, bytes (all its files), blocks (non-empty
 * header slots).
 */
final class GlobalTruth {
    private GlobalTruth() {}

    static void put(Manifest m, DiscLayout layout, List<GlobalWadFile> levelAudio) {
        FieldTruth wads = new FieldTruth();
        wads.table("global_wads", "header_size", "sector", "files", "bytes", "blocks");
        Map<String, String> merged = new TreeMap<>();
        layout.globals.forEach((g, lba) -> {
            long bytes = g.parts().stream().mapToLong(p -> p.data().length).sum();
            wads.row("global_wads", g.name(), g.headerSize(), lba, g.parts().size(), bytes, g.blocks());
            merge(merged, g.truth());
        });
        for (GlobalWadFile a : levelAudio) merge(merged, a.truth());
        merge(merged, wads.asMap());
        merged.putAll(stats(merged, layout.globals.keySet().stream().mapToLong(GlobalWadFile::opaqueBytes).sum()));
        m.putAll("global.", merged);
    }

    /**
     * {@code stats.<column>} of {@code stats --global}, counted from the rows the writers recorded: armour slots and
     * their textures, BONUS's PIFs and RGBA images, MPEG entries with a video, subtitle records, AUDIO.WAD's voice lines,
     * the IRX modules (not its image), and the opaque bytes the writers laid down.
     */
    static Map<String, String> stats(Map<String, String> truth, long opaque) {
        Map<String, String> out = new TreeMap<>();
        out.put("stats.armor_meshes", Long.toString(rows(truth, "armor_slots", "")));
        out.put("stats.armor_textures", Long.toString(rows(truth, "armor_textures", "")));
        out.put("stats.bonus_images", Long.toString(rows(truth, "global_pifs", "BONUS.") + rows(truth, "global_rgba_images", "BONUS.")));
        long videos = truth.entrySet().stream().filter(e -> e.getKey().startsWith("fields.mpeg_videos.row."))
                .filter(e -> !e.getValue().split(",")[3].equals("0")).count();   // video_size_bytes
        out.put("stats.mpeg_videos", Long.toString(videos));
        out.put("stats.mpeg_subtitles", Long.toString(rows(truth, "mpeg_subtitles", "")));
        out.put("stats.audio_voice_lines", Long.toString(rows(truth, "global_vags", "AUDIO.")));
        out.put("stats.misc_irx_modules", Long.toString(rows(truth, "misc_irx", "") - 1));   // the image is not a module
        out.put("stats.opaque_bytes", Long.toString(opaque));
        return out;
    }

    private static long rows(Map<String, String> truth, String table, String keyPrefix) {
        String p = "fields." + table + ".row." + keyPrefix;
        return truth.keySet().stream().filter(k -> k.startsWith(p)).count();
    }

    /** Tables several WADs write to declare the same columns once; rows never repeat (their keys start with the WAD). */
    private static void merge(Map<String, String> into, Map<String, String> from) {
        from.forEach((k, v) -> {
            String old = into.putIfAbsent(k, v);
            if (old != null && !(k.endsWith(".columns") && old.equals(v))) throw new IllegalStateException("global truth key twice: " + k);
        });
    }

}
