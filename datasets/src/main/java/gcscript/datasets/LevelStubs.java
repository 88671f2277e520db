package gcscript.datasets;

/**
 * The per-level SCENEn.WAD stub (§1.5 "Other GC per-level headers"): just their header,
 * {@code s32 header_size; s32 sector} and zeros (every slot empty; AUDIOn.WAD is written by gcscript.datasets.globals.LevelAudioWriter). The standalone file has sector 0,
 * the copy in RC2.HDR the file's absolute LBA; files are exactly the header long, like retail's SCENE stubs.
 */
final class LevelStubs {
    static final int SCENE_HEADER_SIZE = 0x137c;

    private LevelStubs() {}

    static byte[] scene(long sector) { return header(SCENE_HEADER_SIZE, sector); }

    private static byte[] header(int size, long sector) {
        byte[] h = new byte[size];
        LeBuffer.putS32(h, 0, size);
        LeBuffer.putS32(h, 4, Math.toIntExact(sector));
        return h;
    }
}
