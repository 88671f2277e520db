package gcscript.iso;

import gcscript.bytes.ByteReader;
import gcscript.layout.Rec;

/**
 * The fields of the primary volume descriptor (ECMA-119 8.4) the library uses. Text fields are trimmed of
 * their space padding. {@code offset} is the absolute byte offset of the descriptor.
 */
public record IsoPvd(long offset, String systemId, String volumeId, long volumeSpaceSize, int volumeSetSize,
                     int volumeSequenceNumber, int logicalBlockSize, long pathTableSize, long lPathTableLba,
                     long mPathTableLba, String creationDate) {

    static final int ROOT_RECORD = 156;

    /** Reads the descriptor at {@code off}; the caller has checked the type, "CD001" and that the sector exists. */
    static IsoPvd read(ByteReader img, long off, String path) {
        Rec r = IsoLayouts.PVD.read(img, off, path);
        if (r.i(IsoLayouts.PVD_VERSION) != 1) {
            throw r.error(IsoLayouts.PVD_VERSION, "1", Integer.toString(r.i(IsoLayouts.PVD_VERSION)));
        }
        int blockSize = (int) Both.value(r, IsoLayouts.LOGICAL_BLOCK_SIZE);
        if (blockSize != IsoImage.SECTOR) {
            throw r.error(IsoLayouts.LOGICAL_BLOCK_SIZE[0], Integer.toString(IsoImage.SECTOR), Integer.toString(blockSize));
        }
        int fsVersion = r.i(IsoLayouts.FILE_STRUCTURE_VERSION);
        if (fsVersion != 1) {
            throw r.error(IsoLayouts.FILE_STRUCTURE_VERSION, "1", Integer.toString(fsVersion));
        }
        return new IsoPvd(img.base() + off,
                text(img, path + ".system_identifier", off + 8, 32),
                text(img, path + ".volume_identifier", off + 40, 32),
                Both.value(r, IsoLayouts.VOLUME_SPACE_SIZE),
                (int) Both.value(r, IsoLayouts.VOLUME_SET_SIZE),
                (int) Both.value(r, IsoLayouts.VOLUME_SEQUENCE_NUMBER),
                blockSize,
                Both.value(r, IsoLayouts.PATH_TABLE_SIZE),
                r.u(IsoLayouts.L_PATH_TABLE_LBA),
                r.u(IsoLayouts.M_PATH_TABLE_LBA),
                text(img, path + ".volume_creation_date", off + 813, 16));
    }

    private static String text(ByteReader img, String path, long off, int len) {
        return img.ascii(path, off, len).strip();
    }
}
