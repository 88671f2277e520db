package gcscript.datasets;

import gcscript.datasets.globals.GlobalWadFile;
import gcscript.datasets.globals.Part;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * LBA allocation (§1.2; rac2-global-wads §2.2): SYSTEM.CNF at 1000 and RC2.HDR at 1001 (both hard-coded in the game),
 * then the global WADs' files in RC2.HDR order (MPEG.WAD, MPEG1.WAD, MPEG2.WAD, MISC … ARMOR), then LEVELn, AUDIOn,
 * SCENEn for each n, each file on the sector after the previous one's last. Everything below 1000 is left to the ISO
 * writer (volume descriptors, path tables, directories).
 */
final class DiscLayout {
    static final long SYSTEM_CNF_LBA = 1000;
    static final long RC2_HDR_LBA = 1001;

    /** Each global WAD with the LBA of its first file (the sector word of its RC2.HDR copy). */
    final Map<GlobalWadFile, Long> globals = new LinkedHashMap<>();
    /** Every global file with its LBA, in disc order. */
    final List<DiscFile> globalFiles = new ArrayList<>();
    final List<Rc2HdrWriter.LevelRow> rows = new ArrayList<>();

    DiscLayout(List<LevelWad> levels, List<GlobalWadFile> globalWads, List<GlobalWadFile> levelAudio) {
        long next = RC2_HDR_LBA + Sectors.count(Rc2HdrWriter.size(levels.size()));
        for (GlobalWadFile g : globalWads) {
            globals.put(g, next);
            for (Part p : g.parts()) {
                globalFiles.add(new DiscFile(p.path(), next, p.data()));
                next += Sectors.count(p.data().length);
            }
        }
        for (int i = 0; i < levels.size(); i++) {
            LevelWad level = levels.get(i);
            long levelLba = next;
            next += Sectors.count(level.file().length);
            long audioLba = next;
            GlobalWadFile audio = levelAudio.get(i);
            next += Sectors.count(audio.parts().get(0).data().length);
            long sceneLba = next;
            next += Sectors.count(LevelStubs.SCENE_HEADER_SIZE);
            rows.add(new Rc2HdrWriter.LevelRow(level, levelLba, audio, audioLba, sceneLba, LevelStubs.SCENE_HEADER_SIZE));
        }
    }
}
