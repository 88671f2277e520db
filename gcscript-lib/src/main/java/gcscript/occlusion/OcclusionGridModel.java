package gcscript.occlusion;

import static gcscript.occlusion.OcclusionLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.BitSet;

/**
 * The occlusion grid of one level (rac2-formats-phase2 §5.1) read into columns: nodes (root, z, y), octants (x
 * entries with a mask) and masks, with the reader checks. The reader's index 0 is the grid start and its length is
 * the section, so every walk is bounded: nodes may be referenced once and their entries must fit the node area
 * once; a bad offset is a path-naming violation (strict: FormatException; lenient: a problem row, subtree skipped).
 */
public final class OcclusionGridModel {
    final int level;
    final String file;
    final Rec root;    // null when absent
    final int[] nKind, nOffset, nCoord, nCount, nZ, nY;   // kind 0 root, 1 z node, 2 y node; nZ/nY: grid z/y (-1 n/a)
    final int[] xX, xY, xZ, xMask, xOffset;
    final long masksStart;   // absolute
    final int[] mBits, mUsers;
    final Checks checks;

    private OcclusionGridModel(int level, String file, Rec root, gcscript.table.IntList[] n, gcscript.table.IntList[] x, long masksStart, int[] mBits, int[] mUsers, Checks checks) {
        this.level = level; this.file = file; this.root = root;
        nKind = n[0].toArray(); nOffset = n[1].toArray(); nCoord = n[2].toArray(); nCount = n[3].toArray(); nZ = n[4].toArray(); nY = n[5].toArray();
        xX = x[0].toArray(); xY = x[1].toArray(); xZ = x[2].toArray(); xMask = x[3].toArray(); xOffset = x[4].toArray();
        this.masksStart = masksStart; this.mBits = mBits; this.mUsers = mUsers; this.checks = checks;
    }

    static gcscript.table.IntList[] ints(int k) { gcscript.table.IntList[] a = new gcscript.table.IntList[k]; for (int i = 0; i < k; i++) a[i] = new gcscript.table.IntList(); return a; }

    public static OcclusionGridModel empty(int level, String file) {
        return new OcclusionGridModel(level, file, null, ints(6), ints(5), -1, new int[0], new int[0], declare(new Checks()));
    }

    private static Checks declare(Checks c) {
        return c.declare("occlusion.node_offsets", "every non-zero z/y offset x 4 inside the grid and before masks_offset, each node once (§5.1 check 1)")
                .declare("occlusion.mask_index", "masks_offset + 128 (index + 1) <= region end for every index != 0xFFFF (§5.1 check 1)")
                .declare("occlusion.mask_area", "masks_offset 16-aligned; (region end - masks_offset) a whole number of 128-byte masks (§5.1 check 1)");
    }

    public boolean present() { return root != null; }
    public int level() { return level; }
    /** x entries with a mask. */
    public int octantCount() { return xMask.length; }
    /** Masks stored: (region end - masks_offset) / 128. */
    public int storedMaskCount() { return mBits.length; }
    /** 1 + the largest mask index used (0 without octants): the stat {@code occlusion_masks}. */
    public int maskCount() { int m = -1; for (int v : xMask) m = Math.max(m, v); return m + 1; }
    public int x(int i) { return xX[i]; }
    public int y(int i) { return xY[i]; }
    public int z(int i) { return xZ[i]; }
    public int maskIndex(int i) { return xMask[i]; }

    /** Reads the grid in {@code r} (index 0 = the grid start, length = the section). */
    public static OcclusionGridModel read(ByteReader r, int level, String path, Problems problems) {
        Checks checks = declare(new Checks());
        gcscript.table.IntList[] n = ints(6), x = ints(5);
        Rec root = ROOT.read(r, 0, path + ".root");
        long masks = root.i(MASKS_OFFSET);
        long end = r.length();
        boolean areaOk = masks >= 8 && masks <= end && masks % 16 == 0 && (end - masks) % MASK_BYTES == 0;
        checks.expect("occlusion.mask_area", root.pathOf(MASKS_OFFSET), root.offsetOf(MASKS_OFFSET), areaOk,
                "16-aligned, inside [0x8, " + Hex.of(end) + "], whole 128-byte masks to the region end",
                Hex.of(masks) + (masks >= 0 && masks <= end ? " (" + (end - masks) + " bytes of masks)" : ""));
        if (masks < 8 || masks > end) {
            problems.violation(r, level, root.pathOf(MASKS_OFFSET), MASKS_OFFSET.offset(),
                    "a masks offset inside the grid [0x8, " + Hex.of(end) + "]", Hex.of(masks));
            return new OcclusionGridModel(level, r.file(), root, n, x, -1, new int[0], new int[0], checks);
        }
        int zCoord = root.i(Z_COORD), zCount = root.i(Z_COUNT);
        RecArray zOffsets = NODE_OFFSET.view(r, ROOT.size(), zCount, path + ".root.z_offsets");
        add(n, 0, r.absolute(0), zCoord, zCount, -1, -1);
        BitSet seen = new BitSet((int) (masks / 4) + 1);
        long[] budget = {masks / 2 - zCount};
        int nMasks = (int) ((end - masks) / MASK_BYTES);
        int[] users = new int[nMasks];
        boolean badIndex = false;
        for (int i = 0; i < zCount; i++) {
            String zp = path + ".root.z_offsets[" + i + "]";
            long zo = nodeOffset(zOffsets.get(i, OFFSET_DIV4));
            if (zo == 0) continue;
            if (!node(r, level, zp, zOffsets.relativeOffset(i), zo, masks, seen, checks, problems, "z node")) continue;
            String zn = path + ".z[" + i + "]";
            Rec z = Z_NODE.read(r, zo, zn);
            int yCoord = z.i(Y_COORD), yCount = z.i(Y_COUNT);
            RecArray yOffsets = NODE_OFFSET.view(r, zo + Z_NODE.size(), yCount, zn + ".y_offsets");
            spend(r, budget, yCount, z.pathOf(Y_COUNT), zo + Y_COUNT.offset(), masks);
            add(n, 1, r.absolute(0) + zo, yCoord, yCount, zCoord + i, -1);
            for (int j = 0; j < yCount; j++) {
                String yp = zn + ".y_offsets[" + j + "]";
                long yo = nodeOffset(yOffsets.get(j, OFFSET_DIV4));
                if (yo == 0) continue;
                if (!node(r, level, yp, yOffsets.relativeOffset(j), yo, masks, seen, checks, problems, "y node")) continue;
                String yn = zn + ".y[" + j + "]";
                Rec y = Y_NODE.read(r, yo, yn);
                int xCoord = y.i(X_COORD), xCount = y.i(X_COUNT);
                RecArray entries = MASK_ENTRY.view(r, yo + Y_NODE.size(), xCount, yn + ".mask_index");
                spend(r, budget, xCount, y.pathOf(X_COUNT), yo + X_COUNT.offset(), masks);
                add(n, 2, r.absolute(0) + yo, xCoord, xCount, zCoord + i, yCoord + j);
                for (int k = 0; k < xCount; k++) {
                    long at = entries.relativeOffset(k);
                    int idx = entries.i(k, MASK_INDEX);
                    if (idx == EMPTY) continue;
                    boolean ok = masks + (long) MASK_BYTES * (idx + 1) <= end;
                    if (!ok) {
                        badIndex = true;
                        checks.expect("occlusion.mask_index", yn + ".mask_index[" + k + "]", r.absolute(0) + at, ok,
                                "masks_offset + 128 (index + 1) <= " + Hex.of(end), Integer.toString(idx));
                    }
                    x[0].add(xCoord + k); x[1].add(yCoord + j); x[2].add(zCoord + i); x[3].add(idx); x[4].add((int) (r.absolute(0) + at));
                    if (idx < nMasks) users[idx]++;
                }
            }
        }
        if (x[3].size() > 0 && !badIndex) {
            int max = 0;
            for (int i = 0; i < x[3].size(); i++) max = Math.max(max, x[3].get(i));
            checks.expect("occlusion.mask_index", path + ".octants", r.absolute(0) + masks, masks + (long) MASK_BYTES * (max + 1) <= end,
                    "masks_offset + 128 (index + 1) <= " + Hex.of(end) + " for all " + x[3].size() + " entries", "largest index " + max);
        }
        RecArray maskRecs = MASK.view(r, masks, nMasks, path + ".masks");
        int[] bits = new int[nMasks];
        for (int mI = 0; mI < nMasks; mI++) bits[mI] = bitsSet(maskRecs, mI);
        return new OcclusionGridModel(level, r.file(), root, n, x, r.absolute(0) + masks, bits, users, checks);
    }

    private static void add(gcscript.table.IntList[] n, int kind, long off, int coord, int count, int z, int y) {
        n[0].add(kind); n[1].add((int) off); n[2].add(coord); n[3].add(count); n[4].add(z); n[5].add(y);
    }

    private static void spend(ByteReader r, long[] budget, int count, String p, long at, long masks) {
        budget[0] -= count;
        if (budget[0] < 0) {
            throw r.error(p, at, "node entries that fit the node area [0x0, " + Hex.of(masks) + ") once", count + " more entries past that budget");
        }
    }

    private static boolean node(ByteReader r, int level, String p, long fieldAt, long off, long masks, BitSet seen,
                                Checks checks, Problems problems, String what) {
        boolean inside = off >= 8 && off + 4 <= masks && off % 4 == 0;
        checks.expect("occlusion.node_offsets", p, r.absolute(0) + fieldAt, inside,
                "a 4-aligned " + what + " inside the grid before masks_offset [0x8, " + Hex.of(masks) + ")", Hex.of(off));
        if (!inside) {
            problems.violation(r, level, p, fieldAt, "a " + what + " offset x 4 inside the grid before masks_offset ("
                    + Hex.of(masks) + ")", Hex.of(off));
            return false;
        }
        if (seen.get((int) (off / 4))) {
            problems.violation(r, level, p, fieldAt, "each node referenced once (no cycle, no sharing)", what + " at " + Hex.of(off) + " already visited");
            return false;
        }
        seen.set((int) (off / 4));
        return true;
    }
}
