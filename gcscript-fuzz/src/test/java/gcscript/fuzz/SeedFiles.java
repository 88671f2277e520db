package gcscript.fuzz;

import gcscript.isowrite.IsoWriter;
import gcscript.globalwad.GlobalWad;
import gcscript.wad.WadLz;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Small, valid, synthetic structures laid out field by field from docs/formats (disc.md RC2.HDR, level.md level header,
 * §2 data header, §4 the two asset sizes of core_index): the starting points of the fuzz corpora. Nothing here
 * comes from a game disc.
 */
public final class SeedFiles {
    private SeedFiles() {}

    static final int SECTOR = 0x800;
    static final int TOC_LBA = 1001;
    static final int COPIES = 0x5800, STRIDE = 0x3800, AUDIO_COPY = 0x800, SCENE_COPY = 0x2000;

    /** Decompressed core_data of the seed level: a short recognisable pattern. */
    static byte[] coreData() {
        byte[] b = new byte[600];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (i % 40 < 20 ? i : 0x5a);
        return b;
    }

    /** A data extent: header (0x58), core_index at 0x60 (0x100 bytes with the asset sizes), core_data stream after. */
    static byte[] dataExtent() {
        byte[] raw = coreData();
        byte[] stream = WadLz.compress(raw, "core");
        int coreIndexAt = 0x60, coreIndexSize = 0x100;
        int coreDataAt = coreIndexAt + coreIndexSize;
        int gsRamAt = align(coreDataAt + stream.length, 0x10);
        byte[] gsRam = "GSRAM-SEED".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer b = le(align(gsRamAt + gsRam.length, 0x10));
        b.putInt(0x08, coreIndexAt).putInt(0x0c, coreIndexSize);
        b.putInt(0x10, gsRamAt).putInt(0x14, gsRam.length);
        b.putInt(0x48, coreDataAt).putInt(0x4c, stream.length);
        b.putInt(coreIndexAt + 0x88, stream.length).putInt(coreIndexAt + 0x8c, raw.length);
        b.put(coreDataAt, stream);
        b.put(gsRamAt, gsRam);
        return b.array();
    }

    /** A 0x60-byte level header: data extent at sector 1, a one-sector gameplay extent after it. */
    static byte[] levelHeader(int id, int dataSectors) {
        ByteBuffer b = le(0x60);
        b.putInt(0x00, 0x60).putInt(0x08, id).putInt(0x0c, 3);
        b.putInt(0x10, 1).putInt(0x14, dataSectors);
        b.putInt(0x20, 1 + dataSectors).putInt(0x24, 1);
        return b.array();
    }

    /** A level file: header sector, data extent, and a gameplay extent holding a small WAD-LZ stream. */
    static byte[] levelFile(int id) {
        byte[] data = dataExtent();
        int dataSectors = sectors(data.length);
        ByteBuffer b = le((2 + dataSectors) * SECTOR);
        b.put(0, levelHeader(id, dataSectors));
        b.put(SECTOR, data);
        b.put((1 + dataSectors) * SECTOR, WadLz.compress("gameplay seed".getBytes(StandardCharsets.US_ASCII), "gameplay"));
        return b.array();
    }

    /** RC2.HDR for level files of {@code levelSectors[n]} sectors each, as docs/formats/disc.md lays it out. */
    static byte[] rc2hdr(int[] levelLbas, int[] levelSectors) {
        int n = levelSectors.length;
        int length = COPIES + (n - 1) * STRIDE + AUDIO_COPY + 0x1800 + 0x137c;
        ByteBuffer b = le(length);
        int p = 0;
        int sector = 2000;
        for (GlobalWad g : GlobalWad.values()) {
            b.putInt(p, g.headerSize).putInt(p + 4, sector);
            sector += 10;
            p += g.headerSize;
        }
        for (int i = 0; i < n; i++) {
            int row = p + 24 * i;
            int block = COPIES + STRIDE * i;
            b.putInt(row, TOC_LBA + block / SECTOR).putInt(row + 4, levelSectors[i]);
            b.putInt(row + 8, TOC_LBA + (block + AUDIO_COPY) / SECTOR).putInt(row + 12, 0);
            b.putInt(row + 16, TOC_LBA + (block + SCENE_COPY) / SECTOR).putInt(row + 20, 0);
            byte[] h = levelHeader(i, levelSectors[i] - 2);
            ByteBuffer.wrap(h).order(ByteOrder.LITTLE_ENDIAN).putInt(4, levelLbas[i]);
            b.put(block, h);
            b.putInt(block + AUDIO_COPY, 0x1018);
            b.putInt(block + SCENE_COPY, 0x137c);
        }
        return b.array();
    }

    /** An ISO image with RC2.HDR at LBA 1001 and {@code levels} level files. */
    static byte[] iso(int levels) {
        IsoWriter w = new IsoWriter("GCSCRIPT_FUZZ");
        int[] lbas = new int[levels];
        int[] secs = new int[levels];
        byte[][] files = new byte[levels][];
        int lba = 1040;
        for (int i = 0; i < levels; i++) {
            files[i] = levelFile(i);
            lbas[i] = lba;
            secs[i] = sectors(files[i].length);
            lba += secs[i];
        }
        byte[] hdr = rc2hdr(lbas, secs);
        w.add("/RC2.HDR", TOC_LBA, hdr);
        for (int i = 0; i < levels; i++) w.add("/G/LEVEL" + i + ".WAD", lbas[i], files[i]);
        return w.toBytes();
    }

    static int sectors(int bytes) { return (bytes + SECTOR - 1) / SECTOR; }

    static int align(int v, int a) { return (v + a - 1) / a * a; }

    static ByteBuffer le(int size) { return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN); }
}
