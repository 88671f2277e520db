package gcscript.datasets;

import java.util.List;

/** Assembles the ground-truth manifest of a generated disc (keys documented in {@code datasets/sample/README.md}). */
final class ManifestWriter {
    private ManifestWriter() {}

    static Manifest manifest(Options o, List<DiscFile> files, List<LevelWad> levels, int hdrBytes) {
        Manifest m = new Manifest();
        m.put("disc.seed", o.seed());
        m.put("disc.levels", o.levels());
        m.put("disc.scale", o.scale());
        // only on discs that leave blocks out, so the usual manifest (and the sample's) stays as it was
        if (!o.without().isEmpty()) {
            m.put("disc.without", String.join(",", o.without().stream().sorted().map(Options.Block::key).toList()));
        }
        m.put("disc.volume_id", SyntheticDisc.VOLUME_ID);
        m.put("disc.files", files.size());
        DiscFile last = files.get(files.size() - 1);
        m.put("disc.end_lba", last.lba() + last.sectors());
        m.put("disc.rc2_hdr.bytes", hdrBytes);
        m.put("disc.rc2_hdr.level_table_offset", Rc2HdrWriter.LEVEL_TABLE);
        m.put("disc.rc2_hdr.copies_offset", Rc2HdrWriter.COPIES);
        for (DiscFile f : files) {
            m.put("iso." + f.path() + ".lba", f.lba());
            m.put("iso." + f.path() + ".size", f.data().length);
            m.put("iso." + f.path() + ".sha256", Manifest.sha256(f.data()));
        }
        for (LevelWad level : levels) {
            int n = level.plan().fileNumber();
            String p = "level." + n + ".";
            m.putAll(p, level.truth());
            m.put(p + "audio_file", "AUDIO" + n + ".WAD");
            m.put(p + "scene_file", "SCENE" + n + ".WAD");
            m.put(p + "rc2_hdr.level_copy_offset", Rc2HdrWriter.COPIES + n * Rc2HdrWriter.COPY_BLOCK);
        }
        return m;
    }
}
