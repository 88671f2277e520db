package gcscript.iso;

import gcscript.bytes.ByteReader;
import gcscript.layout.Rec;
import java.nio.charset.StandardCharsets;

/** One directory record (ECMA-119 9.1), checked as it is read. {@code at} is the index in the image reader. */
record DirRecord(long at, int length, long lba, long size, int flags, byte[] id) {

    static final int FIXED = 33;
    static final int FLAG_DIRECTORY = 0x02;
    static final int FLAG_ASSOCIATED = 0x04;
    static final int FLAG_MULTI_EXTENT = 0x80;

    static DirRecord read(ByteReader img, String path, long at) {
        Rec head = IsoLayouts.DIR_HEAD.read(img, at, path);
        int len = head.i(IsoLayouts.DIR_HEAD_LENGTH);
        if (len < FIXED + 1) {
            throw head.error(IsoLayouts.DIR_HEAD_LENGTH, "at least " + (FIXED + 1), Integer.toString(len));
        }
        img.requireRange(path, at, len);
        Rec r = IsoLayouts.DIR.read(img, at, path);
        int ear = r.i(IsoLayouts.DIR_EXTENDED_ATTRIBUTE_LENGTH);
        if (ear != 0) {
            // The data would start after the attribute record; no disc of interest has one, so refuse rather than guess.
            throw r.error(IsoLayouts.DIR_EXTENDED_ATTRIBUTE_LENGTH, "0", Integer.toString(ear));
        }
        long lba = Both.value(r, IsoLayouts.DIR_EXTENT_LBA);
        long size = Both.value(r, IsoLayouts.DIR_DATA_LENGTH);
        int flags = r.i(IsoLayouts.DIR_FILE_FLAGS);
        if ((flags & FLAG_MULTI_EXTENT) != 0) {
            throw r.error(IsoLayouts.DIR_FILE_FLAGS, "multi-extent bit (0x80) clear", "0x" + Integer.toHexString(flags));
        }
        if ((flags & FLAG_ASSOCIATED) != 0) {
            throw r.error(IsoLayouts.DIR_FILE_FLAGS, "associated-file bit (0x04) clear", "0x" + Integer.toHexString(flags));
        }
        int unit = r.i(IsoLayouts.DIR_FILE_UNIT_SIZE);
        int gap = r.i(IsoLayouts.DIR_INTERLEAVE_GAP_SIZE);
        if (unit != 0 || gap != 0) {
            throw r.error(IsoLayouts.DIR_FILE_UNIT_SIZE, "0/0 (not interleaved)", unit + "/" + gap);
        }
        int idLen = r.i(IsoLayouts.DIR_FILE_IDENTIFIER_LENGTH);
        if (idLen < 1 || FIXED + idLen > len) {
            throw r.error(IsoLayouts.DIR_FILE_IDENTIFIER_LENGTH, "1.." + (len - FIXED), Integer.toString(idLen));
        }
        byte[] id = img.bytes(path + ".file_identifier", at + FIXED, idLen);
        // 9.1.12: a pad byte after an even-length identifier; a system use field (9.1.13) would follow: not decoded,
        // so only zeros are owned (as padding) and anything else stays unexplained
        img.claimZeros(path + ".padding", at + FIXED + idLen, at + len);
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
