package gcscript.datasets;

import gcscript.datasets.globals.GlobalWadFile;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code /RC2.HDR} (§1.3): the nine global headers concatenated (sector word = LBA of the global file),
 * the level table at 0x4FF8 (per level three SectorRanges, GC order level, audio, scene: the absolute LBA of
 * that header's copy inside RC2.HDR and the file's size in sectors), and per level a 0x3800-byte block at
 * 0x5800 + n*0x3800 with the header copies at +0, +0x800, +0x2000. The file ends with the last SCENE header.
 */
final class Rc2HdrWriter {
    /** The nine global headers' sizes summed (rac2-global-wads §1): where the level table starts. */
    static final int LEVEL_TABLE = 0x4FF8;
    static final int LEVEL_TABLE_ROW = 24;
    static final int COPIES = 0x5800;
    static final int COPY_BLOCK = 0x3800;
    static final int AUDIO_COPY = 0x800;
    static final int SCENE_COPY = 0x2000;

    /** One level row: LBAs and byte lengths of the three per-level files. */
    record LevelRow(LevelWad level, long levelLba, GlobalWadFile audio, long audioLba, long sceneLba, long sceneBytes) {
        long audioBytes() { return audio.parts().get(0).data().length; }
    }

    private Rc2HdrWriter() {}

    static int size(int levels) {
        return COPIES + (levels - 1) * COPY_BLOCK + SCENE_COPY + LevelStubs.SCENE_HEADER_SIZE;
    }

    /** LBA of the copy of level n's header inside an RC2.HDR that starts at {@code hdrLba}. */
    static long copyLba(long hdrLba, int n, int blockOffset) {
        return hdrLba + (COPIES + (long) n * COPY_BLOCK + blockOffset) / Sectors.SIZE;
    }

    static byte[] write(long hdrLba, Map<GlobalWadFile, Long> globalLbas, List<LevelRow> rows) {
        byte[] out = new byte[size(rows.size())];
        int pos = 0;
        for (Map.Entry<GlobalWadFile, Long> g : globalLbas.entrySet()) {
            byte[] h = g.getKey().headerCopy(g.getValue());
            System.arraycopy(h, 0, out, pos, h.length);
            pos += h.length;
        }
        if (pos != LEVEL_TABLE) throw new IllegalStateException("global headers sum to " + pos);
        for (int n = 0; n < rows.size(); n++) {
            LevelRow row = rows.get(n);
            if (row.level().plan().fileNumber() != n) throw new IllegalArgumentException("row " + n + " out of order");
            int t = LEVEL_TABLE + n * LEVEL_TABLE_ROW;
            range(out, t, copyLba(hdrLba, n, 0), Sectors.count(row.level().file().length));
            range(out, t + 8, copyLba(hdrLba, n, AUDIO_COPY), Sectors.count(row.audioBytes()));
            range(out, t + 16, copyLba(hdrLba, n, SCENE_COPY), Sectors.count(row.sceneBytes()));

            int block = COPIES + n * COPY_BLOCK;
            copy(out, block, row.level().headerCopy(row.levelLba()));
            copy(out, block + AUDIO_COPY, row.audio().headerCopy(row.audioLba()));
            copy(out, block + SCENE_COPY, LevelStubs.scene(row.sceneLba()));
        }
        return out;
    }

    private static void range(byte[] out, int at, long lba, int sectors) {
        LeBuffer.putS32(out, at, Math.toIntExact(lba));
        LeBuffer.putS32(out, at + 4, sectors);
    }

    private static void copy(byte[] out, int at, byte[] b) {
        System.arraycopy(b, 0, out, at, b.length);
    }
}
