package gcscript.datasets;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * LBA allocation (§1.2): SYSTEM.CNF at 1000 and RC2.HDR at 1001 (both hard-coded in the game), then the nine
 * global WADs, then LEVELn, AUDIOn, SCENEn for each n, each file on the sector after the previous one's last.
 * Everything below 1000 is left to the ISO writer (volume descriptors, path tables, directories).
 */
final class DiscLayout {
    static final long SYSTEM_CNF_LBA = 1000;
    static final long RC2_HDR_LBA = 1001;

    final Map<GlobalWad, Long> globals = new EnumMap<>(GlobalWad.class);
    final List<Rc2HdrWriter.LevelRow> rows = new ArrayList<>();

    DiscLayout(List<LevelWad> levels) {
        long next = RC2_HDR_LBA + Sectors.count(Rc2HdrWriter.size(levels.size()));
        for (GlobalWad g : GlobalWad.values()) {
            globals.put(g, next);
            next += Sectors.count(g.headerSize);
        }
        for (LevelWad level : levels) {
            long levelLba = next;
            next += Sectors.count(level.file().length);
            long audioLba = next;
            next += Sectors.count(LevelStubs.AUDIO_HEADER_SIZE);
            long sceneLba = next;
            next += Sectors.count(LevelStubs.SCENE_HEADER_SIZE);
            rows.add(new Rc2HdrWriter.LevelRow(level, levelLba, audioLba, LevelStubs.AUDIO_HEADER_SIZE,
                    sceneLba, LevelStubs.SCENE_HEADER_SIZE));
        }
    }
}
