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
        m.putAll("global.", merged);
    }

    /** Tables several WADs write to declare the same columns once; rows never repeat (their keys start with the WAD). */
    private static void merge(Map<String, String> into, Map<String, String> from) {
        from.forEach((k, v) -> {
            String old = into.putIfAbsent(k, v);
            if (old != null && !(k.endsWith(".columns") && old.equals(v))) throw new IllegalStateException("global truth key twice: " + k);
        });
    }

}
