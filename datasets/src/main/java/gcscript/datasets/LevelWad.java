package gcscript.datasets;

import java.util.Map;

/**
 * A written {@code /G/LEVELn.WAD}: the 0x60-byte header as in the file (sector word 0), the whole file
 * (possibly ending inside its last sector), the ten slots, and ground truth keyed relative to the level.
 */
record LevelWad(LevelPlan plan, byte[] header, byte[] file, Map<LevelSlot, SectorRange> slots, Map<String, String> truth) {
    static final int HEADER_SIZE = 0x60;

    /** The header as RC2.HDR holds it: +0x04 = the absolute LBA of the file (§1.3). */
    byte[] headerCopy(long lba) {
        byte[] copy = header.clone();
        LeBuffer.putS32(copy, 0x04, Math.toIntExact(lba));
        return copy;
    }

    String fileName() { return "LEVEL" + plan.fileNumber() + ".WAD"; }
}
