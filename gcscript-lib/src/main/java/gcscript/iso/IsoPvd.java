package gcscript.iso;

import gcscript.bytes.ByteReader;

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
        if (img.u8(path + ".version", off + 6) != 1) {
            throw img.error(path + ".version", off + 6, "1", Integer.toString(img.u8(path + ".version", off + 6)));
        }
        int blockSize = Both.u16(img, path + ".logical_block_size", off + 128);
        if (blockSize != IsoImage.SECTOR) {
            throw img.error(path + ".logical_block_size", off + 128, Integer.toString(IsoImage.SECTOR), Integer.toString(blockSize));
        }
        int fsVersion = img.u8(path + ".file_structure_version", off + 881);
        if (fsVersion != 1) {
            throw img.error(path + ".file_structure_version", off + 881, "1", Integer.toString(fsVersion));
        }
        return new IsoPvd(img.base() + off,
                text(img, path + ".system_identifier", off + 8, 32),
                text(img, path + ".volume_identifier", off + 40, 32),
                Both.u32(img, path + ".volume_space_size", off + 80),
                Both.u16(img, path + ".volume_set_size", off + 120),
                Both.u16(img, path + ".volume_sequence_number", off + 124),
                blockSize,
                Both.u32(img, path + ".path_table_size", off + 132),
                img.u32(path + ".l_path_table_lba", off + 140),
                Integer.reverseBytes(img.s32(path + ".m_path_table_lba", off + 148)) & 0xffffffffL,
                text(img, path + ".volume_creation_date", off + 813, 16));
    }

    private static String text(ByteReader img, String path, long off, int len) {
        return img.ascii(path, off, len).strip();
    }
}
