package gcscript.iso;

import gcscript.bytes.ByteReader;
import gcscript.layout.Rec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Path table reader (ECMA-119 9.4): records of 8 fixed bytes, the identifier and a pad byte if its length is odd. */
final class PathTable {
    private PathTable() {}

    static List<IsoPathRecord> read(ByteReader img, IsoPvd pvd, boolean bigEndian) {
        String p = bigEndian ? "iso.m_path_table" : "iso.l_path_table";
        long start = (bigEndian ? pvd.mPathTableLba() : pvd.lPathTableLba()) * IsoImage.SECTOR;
        long size = pvd.pathTableSize();
        img.requireRange(p, start, size);
        List<IsoPathRecord> out = new ArrayList<>();
        long pos = 0;
        while (pos < size) {
            int n = out.size() + 1;
            String rp = p + "[" + n + "]";
            long at = start + pos;
            Rec head = IsoLayouts.PATH_HEAD.read(img, at, rp);
            int idLen = head.i(IsoLayouts.PATH_HEAD_IDENTIFIER_LENGTH);
            if (idLen == 0) throw head.error(IsoLayouts.PATH_HEAD_IDENTIFIER_LENGTH, "at least 1", "0");
            long len = 8 + idLen + (idLen & 1);
            if (pos + len > size) {
                throw img.error(rp, at, "a record inside the path table (" + (size - pos) + " bytes left)", len + " bytes");
            }
            Rec r = (bigEndian ? IsoLayouts.PATH_M : IsoLayouts.PATH_L).read(img, at, rp);
            long lba = r.u(bigEndian ? IsoLayouts.PATH_M_EXTENT_LBA : IsoLayouts.PATH_L_EXTENT_LBA);
            int parent = r.i(bigEndian ? IsoLayouts.PATH_M_PARENT_NUMBER : IsoLayouts.PATH_L_PARENT_NUMBER);
            // Parents precede their children (9.4: ordered by level), and the root is its own parent.
            if (parent < 1 || parent > n) {
                throw r.error(bigEndian ? IsoLayouts.PATH_M_PARENT_NUMBER : IsoLayouts.PATH_L_PARENT_NUMBER, "1.." + n, Integer.toString(parent));
            }
            byte[] id = img.bytes(rp + ".identifier", at + 8, idLen);
            img.claimZeros(rp + ".padding", at + 8 + idLen, at + len);   // 9.4.6: a pad byte after an odd-length identifier
            String name = (n == 1 && idLen == 1 && id[0] == 0) ? "" : new String(id, StandardCharsets.ISO_8859_1);
            out.add(new IsoPathRecord(n, name, lba, parent, img.base() + at));
            pos += len;
        }
        return out;
    }
}
