package gcscript.iso;

import gcscript.bytes.ByteReader;
import java.nio.charset.StandardCharsets;

/** One directory record (ECMA-119 9.1), checked as it is read. {@code at} is the index in the image reader. */
record DirRecord(long at, int length, long lba, long size, int flags, byte[] id) {

    static final int FIXED = 33;
    static final int FLAG_DIRECTORY = 0x02;
    static final int FLAG_ASSOCIATED = 0x04;
    static final int FLAG_MULTI_EXTENT = 0x80;

    static DirRecord read(ByteReader img, String path, long at) {
        int len = img.u8(path + ".length", at);
        if (len < FIXED + 1) {
            throw img.error(path + ".length", at, "at least " + (FIXED + 1), Integer.toString(len));
        }
        img.requireRange(path, at, len);
        int ear = img.u8(path + ".extended_attribute_length", at + 1);
        if (ear != 0) {
            // The data would start after the attribute record; no disc of interest has one, so refuse rather than guess.
            throw img.error(path + ".extended_attribute_length", at + 1, "0", Integer.toString(ear));
        }
        long lba = Both.u32(img, path + ".extent_lba", at + 2);
        long size = Both.u32(img, path + ".data_length", at + 10);
        int flags = img.u8(path + ".file_flags", at + 25);
        if ((flags & FLAG_MULTI_EXTENT) != 0) {
            throw img.error(path + ".file_flags", at + 25, "multi-extent bit (0x80) clear", "0x" + Integer.toHexString(flags));
        }
        if ((flags & FLAG_ASSOCIATED) != 0) {
            throw img.error(path + ".file_flags", at + 25, "associated-file bit (0x04) clear", "0x" + Integer.toHexString(flags));
        }
        int unit = img.u8(path + ".file_unit_size", at + 26);
        int gap = img.u8(path + ".interleave_gap_size", at + 27);
        if (unit != 0 || gap != 0) {
            throw img.error(path + ".file_unit_size", at + 26, "0/0 (not interleaved)", unit + "/" + gap);
        }
        int idLen = img.u8(path + ".file_identifier_length", at + 32);
        if (idLen < 1 || FIXED + idLen > len) {
            throw img.error(path + ".file_identifier_length", at + 32, "1.." + (len - FIXED), Integer.toString(idLen));
        }
        byte[] id = img.bytes(path + ".file_identifier", at + FIXED, idLen);
        return new DirRecord(at, len, lba, size, flags, id);
    }

    boolean isDirectory() { return (flags & FLAG_DIRECTORY) != 0; }

    /** The "." (0x00) and ".." (0x01) records. */
    boolean isSelf() { return id.length == 1 && id[0] == 0; }
    boolean isParent() { return id.length == 1 && id[0] == 1; }

    /**
     * The identifier as a path component: upper case, without the ";version" of a file. Bytes that cannot be
     * part of a path (controls, '/', backslash, non-ASCII) are a format error rather than something to escape.
     */
    String name(ByteReader img, String path) {
        for (int i = 0; i < id.length; i++) {
            int c = id[i] & 0xff;
            if (c < 0x20 || c > 0x7e || c == '/' || c == '\\') {
                throw img.error(path + ".file_identifier", at + FIXED + i, "printable ASCII other than '/' and '\\'", "0x" + Integer.toHexString(c));
            }
        }
        String s = new String(id, StandardCharsets.US_ASCII);
        if (!isDirectory()) {
            int semi = s.lastIndexOf(';');
            if (semi >= 0) {
                String version = s.substring(semi + 1);
                if (!version.matches("[0-9]{1,5}")) {
                    throw img.error(path + ".file_identifier", at + FIXED + semi, "\";\" followed by a version number", "\"" + s + "\"");
                }
                s = s.substring(0, semi);
            }
        }
        if (s.isEmpty() || s.equals(".") || s.equals("..") || s.indexOf(';') >= 0) {
            throw img.error(path + ".file_identifier", at + FIXED, "a file or directory name", "\"" + new String(id, StandardCharsets.US_ASCII) + "\"");
        }
        return s.toUpperCase(java.util.Locale.ROOT);
    }
}
