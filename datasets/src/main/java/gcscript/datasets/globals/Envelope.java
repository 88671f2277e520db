package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import java.util.Arrays;

/**
 * Wrench's writer envelope for a global WAD (rac2-global-wads §2.4): a zeroed header of the exact header_size with
 * header_size filled in, padded to a sector; then each block on a sector boundary in header-field order, its range
 * written into the header. The file ends with the last block's last byte (§2.2: retail files are not whole sectors,
 * the last block's sector-rounded range runs past the file end by less than a sector). The file's sector word is 0;
 * the RC2.HDR copy carries the LBA ({@link #headerCopy}).
 */
final class Envelope {
    static final int SECTOR = 0x800;

    private final byte[] header;
    private final LeBuffer body = new LeBuffer();
    private int end;
    /** {start, declared bytes} of the blocks no reader decodes (noise, video stubs): the stats' opaque_bytes. */
    private final java.util.List<long[]> opaque = new java.util.ArrayList<>();

    Envelope(int headerSize) {
        header = new byte[headerSize];
        LeBuffer.putS32(header, 0, headerSize);
        body.zeros(sectors(headerSize) * SECTOR);
        end = headerSize;
    }

    static int sectors(long bytes) { return Math.toIntExact((bytes + SECTOR - 1) / SECTOR); }

    /** Appends a block on the next sector boundary; its first sector, relative to the file. */
    int append(byte[] data) {
        if (data.length == 0) throw new IllegalArgumentException("an empty block has no range: leave the field {0, 0}");
        body.align(SECTOR);
        int sector = body.size() / SECTOR;
        body.bytes(data);
        end = body.size();
        return sector;
    }

    /** SectorRange {offset_sectors, size_sectors} at header offset {@code at}. */
    void sectorRange(int at, byte[] data) {
        int s = append(data);
        put(at, s);
        put(at + 4, sectors(data.length));
    }

    /** SectorByteRange {offset_sectors, size_bytes}. */
    void sectorByteRange(int at, byte[] data) {
        int s = append(data);
        put(at, s);
        put(at + 4, data.length);
    }

    /** A SectorRange block of bytes no reader decodes (counted in {@link #opaqueBytes()}). */
    void opaqueSectorRange(int at, byte[] data) {
        sectorRange(at, data);
        opaque.add(new long[] {(long) word(at) * SECTOR, (long) sectors(data.length) * SECTOR});
    }

    /** A SectorByteRange block of bytes no reader decodes. */
    void opaqueSectorByteRange(int at, byte[] data) {
        sectorByteRange(at, data);
        opaque.add(new long[] {(long) word(at) * SECTOR, data.length});
    }

    /** The opaque blocks' bytes as a reader counts them: a sector-rounded range stops at the file's end (§2.2). */
    long opaqueBytes() {
        long n = 0;
        for (long[] b : opaque) n += Math.min(b[0] + b[1], end) - b[0];
        return n;
    }

    /** Sector32: the start only. */
    void sector32(int at, byte[] data) { put(at, append(data)); }

    void put(int at, int v) { LeBuffer.putS32(header, at, v); }

    int word(int at) { return LeBuffer.getS32(header, at); }

    int headerSize() { return header.length; }

    /** The whole file: the header (sector word 0), the blocks, cut at the last block's end. */
    byte[] file() {
        byte[] f = Arrays.copyOf(body.toArray(), end);
        System.arraycopy(header, 0, f, 0, header.length);
        return f;
    }

    /** The copy RC2.HDR holds: the same bytes with the sector word set to the file's LBA (§2.1). */
    byte[] headerCopy(long lba) {
        byte[] h = header.clone();
        LeBuffer.putS32(h, 4, Math.toIntExact(lba));
        return h;
    }
}
