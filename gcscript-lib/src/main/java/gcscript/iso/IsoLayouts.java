package gcscript.iso;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * The ECMA-119 records the image reader uses, declared once: the volume descriptor header, the primary volume
 * descriptor, the directory record and the path table records. A both-byte-order field (7.2.3, 7.3.3) is declared
 * as its two halves, {@code name} (little-endian) and {@code name_be}; {@link Both} reads it and checks that the
 * halves agree. Text and identifier bytes are read as strings beside these (they are not numbers).
 */
final class IsoLayouts {
    private IsoLayouts() {}

    /** The seven bytes every volume descriptor starts with (8.1). */
    static final Layout VD = new Layout("volume_descriptor", 7, "ECMA-119 8.1");
    static final Field VD_TYPE = VD.u8("type", 0, "1 primary, 255 terminator");
    static final Field VD_VERSION = VD.u8("version", 6, "1");

    /** The primary volume descriptor (8.4), one sector. */
    static final Layout PVD = new Layout("primary_volume_descriptor", IsoImage.SECTOR, "ECMA-119 8.4");
    static final Field PVD_VERSION = PVD.u8("version", 6, "1");
    static final Field[] VOLUME_SPACE_SIZE = both32(PVD, "volume_space_size", 80, "sectors in the volume");
    static final Field[] VOLUME_SET_SIZE = both16(PVD, "volume_set_size", 120, "");
    static final Field[] VOLUME_SEQUENCE_NUMBER = both16(PVD, "volume_sequence_number", 124, "");
    static final Field[] LOGICAL_BLOCK_SIZE = both16(PVD, "logical_block_size", 128, "2048");
    static final Field[] PATH_TABLE_SIZE = both32(PVD, "path_table_size", 132, "bytes");
    static final Field L_PATH_TABLE_LBA = PVD.u32("l_path_table_lba", 140, "type-L path table, little-endian");
    static final Field L_OPTIONAL_PATH_TABLE_LBA = PVD.u32("optional_l_path_table_lba", 144, "0 = none");
    static final Field M_PATH_TABLE_LBA = PVD.u32be("m_path_table_lba", 148, "type-M path table, big-endian");
    static final Field M_OPTIONAL_PATH_TABLE_LBA = PVD.u32be("optional_m_path_table_lba", 152, "0 = none");
    static final Field FILE_STRUCTURE_VERSION = PVD.u8("file_structure_version", 881, "1");

    /** The fixed 33 bytes of a directory record (9.1); the identifier follows. */
    static final Layout DIR = new Layout("directory_record", 33, "ECMA-119 9.1");
    static final Field DIR_LENGTH = DIR.u8("length", 0, "bytes of the record, identifier and pad included");
    static final Field DIR_EXTENDED_ATTRIBUTE_LENGTH = DIR.u8("extended_attribute_length", 1, "");
    static final Field[] DIR_EXTENT_LBA = both32(DIR, "extent_lba", 2, "first sector of the extent");
    static final Field[] DIR_DATA_LENGTH = both32(DIR, "data_length", 10, "bytes");
    static final Field DIR_FILE_FLAGS = DIR.u8("file_flags", 25, "0x02 directory, 0x04 associated, 0x80 multi-extent");
    static final Field DIR_FILE_UNIT_SIZE = DIR.u8("file_unit_size", 26, "interleaving; 0");
    static final Field DIR_INTERLEAVE_GAP_SIZE = DIR.u8("interleave_gap_size", 27, "interleaving; 0");
    static final Field[] DIR_VOLUME_SEQUENCE_NUMBER = both16(DIR, "volume_sequence_number", 28, "");
    static final Field DIR_FILE_IDENTIFIER_LENGTH = DIR.u8("file_identifier_length", 32, "");

    /** The first byte of a directory record alone: its length (0 = the rest of the sector is padding). */
    static final Layout DIR_HEAD = new Layout("directory_record_head", 1, "ECMA-119 9.1.1");
    static final Field DIR_HEAD_LENGTH = DIR_HEAD.u8("length", 0, "0 = no record before the sector end");

    /** The first byte of a path table record alone: the identifier length, which gives the record's size. */
    static final Layout PATH_HEAD = new Layout("path_table_record_head", 1, "ECMA-119 9.4.1");
    static final Field PATH_HEAD_IDENTIFIER_LENGTH = PATH_HEAD.u8("identifier_length", 0, "");

    /** A path table record's fixed 8 bytes (9.4), in the type-L table (little-endian)... */
    static final Layout PATH_L = new Layout("path_table_record_l", 8, "ECMA-119 9.4");
    static final Field PATH_L_IDENTIFIER_LENGTH = PATH_L.u8("identifier_length", 0, "");
    static final Field PATH_L_EXTENDED_ATTRIBUTE_LENGTH = PATH_L.u8("extended_attribute_length", 1, "");
    static final Field PATH_L_EXTENT_LBA = PATH_L.u32("extent_lba", 2, "");
    static final Field PATH_L_PARENT_NUMBER = PATH_L.u16("parent_number", 6, "1-based");

    /** ...and in the type-M table (big-endian). */
    static final Layout PATH_M = new Layout("path_table_record_m", 8, "ECMA-119 9.4");
    static final Field PATH_M_IDENTIFIER_LENGTH = PATH_M.u8("identifier_length", 0, "");
    static final Field PATH_M_EXTENDED_ATTRIBUTE_LENGTH = PATH_M.u8("extended_attribute_length", 1, "");
    static final Field PATH_M_EXTENT_LBA = PATH_M.u32be("extent_lba", 2, "");
    static final Field PATH_M_PARENT_NUMBER = PATH_M.u16be("parent_number", 6, "1-based");

    private static Field[] both32(Layout l, String name, int offset, String doc) {
        return new Field[] {l.u32(name, offset, doc), l.u32be(name + "_be", offset + 4, doc + " (big-endian copy)")};
    }

    private static Field[] both16(Layout l, String name, int offset, String doc) {
        return new Field[] {l.u16(name, offset, doc), l.u16be(name + "_be", offset + 2, doc + " (big-endian copy)")};
    }
}
