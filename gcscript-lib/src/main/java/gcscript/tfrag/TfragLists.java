package gcscript.tfrag;

import gcscript.bytes.ByteReader;

/**
 * The five VIF command lists of one patch (docs/formats/tfrag.md), as half-open ranges relative to the patch's
 * data start:
 * <ol>
 *   <li>LOD 2 only [lod_2_ofs, shared_ofs)</li>
 *   <li>common [shared_ofs, lod_1_ofs)</li>
 *   <li>LOD 1 only [lod_1_ofs, lod_0_ofs)</li>
 *   <li>LOD 01 [lod_0_ofs, shared_ofs + lod_1_size·16)</li>
 *   <li>LOD 0 only [shared_ofs + lod_1_size·16, lod_0_ofs + lod_0_size·16)</li>
 * </ol>
 * Index 0 of the arrays is list 1.
 */
public record TfragLists(int[] start, int[] end) {
    public static final String[] NAMES = {"lod_2", "common", "lod_1", "lod_01", "lod_0"};

    public int start(int list) { return start[list]; }
    public int end(int list) { return end[list]; }
    public int size(int list) { return end[list] - start[list]; }

    /**
     * Computes and checks the ranges: each must be ordered (start ≤ end) and lie inside the block from the
     * patch's data start. A violation names the header field that defines the bad bound.
     */
    public static TfragLists of(ByteReader b, TfragHeader h, int tableOffset, String path) {
        int lod01End = h.sharedOfs() + h.lod1Size() * 16;
        int lod0End = h.lod0Ofs() + h.lod0Size() * 16;
        int[] s = {h.lod2Ofs(), h.sharedOfs(), h.lod1Ofs(), h.lod0Ofs(), lod01End};
        int[] e = {h.sharedOfs(), h.lod1Ofs(), h.lod0Ofs(), lod01End, lod0End};
        gcscript.layout.Field[] endField = {TfragHeader.SHARED_OFS, TfragHeader.LOD_1_OFS, TfragHeader.LOD_0_OFS,
                TfragHeader.LOD_1_SIZE, TfragHeader.LOD_0_SIZE};
        long room = (long) b.length() - h.dataStart();
        for (int i = 0; i < 5; i++) {
            if (e[i] < s[i]) {
                throw h.rec().error(endField[i],
                        "end of list " + (i + 1) + " (" + NAMES[i] + ") >= its start 0x" + Integer.toHexString(s[i]),
                        "0x" + Integer.toHexString(e[i]));
            }
            if (e[i] > room) {
                throw h.rec().error(endField[i],
                        "end of list " + (i + 1) + " (" + NAMES[i] + ") inside the block (<= 0x" + Long.toHexString(room) + " from the data start)",
                        "0x" + Integer.toHexString(e[i]));
            }
        }
        return new TfragLists(s, e);
    }
}
