package gcscript.datasets.occlusion;

import gcscript.datasets.core.BlockSource;
import gcscript.datasets.core.Sums;
import gcscript.datasets.truth.FieldTruth;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes an occlusion grid from the writer recipe of rac2-formats-phase2 §5.1 (not from the reader): root {s32
 * masks_offset, u16 z_coord, u16 z_count, u16 z_offsets[] (byte offset / 4, 0 = empty)}; every z node (4-aligned)
 * {u16 y_coord, u16 y_count, u16 y_offsets[] (/4)}; then every y node {u16 x_coord, u16 x_count, u16 mask_index[]
 * (0xFFFF = empty)}; pad to 16; then the 128-byte masks, shared by several octants (the writer merges duplicates, so
 * every stored mask is distinct). Some z and y entries are empty, as are some x entries.
 *
 * <p>Truth keys (relative to the level): {@code core.occlusion.octants} (x entries with a mask),
 * {@code .masks} (1 + largest index = masks stored), {@code .nodes}, {@code .masks_offset}, {@code .z_coord},
 * {@code .z_count}, {@code .size}, and the column sums of the octants, nodes and masks tables ({@link Sums}).
 */
public final class OcclusionGridWriter implements BlockSource {
    static final String P = "core.occlusion";

    @Override
    public Map<String, String> absentTruth(Context ctx) {
        Map<String, String> t = new TreeMap<>();
        t.put(P + ".octants", "0");
        t.put(P + ".masks", "0");
        return t;
    }

    private static int u16(byte[] b, int at) { return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8; }

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        int s = Math.max(1, ctx.scale());
        // z_coord is a u16: on even files it lies above 0x7fff, so an s16 reading of it differs (the draw is unchanged)
        int zCoord = 4 + rnd.nextInt(12) + (ctx.fileNumber() % 2 == 0 ? 0x8000 : 0);
        int zCount = 2 + rnd.nextInt(4) + (int) Math.sqrt(s - 1.0);
        int nMasks = 3 + rnd.nextInt(6) + (s - 1) / 2;
        // plan: z -> (y_coord, rows of x entries), null = empty
        int[][][] rows = new int[zCount][][];
        int[] yCoord = new int[zCount], xCoordOf[] = new int[zCount][];
        boolean first = true;
        for (int i = 0; i < zCount; i++) {
            if (i > 0 && rnd.nextInt(5) == 0) continue;            // an empty z entry
            int yCount = 2 + rnd.nextInt(5) + (int) Math.sqrt(s - 1.0);
            yCoord[i] = 2 + rnd.nextInt(10);
            rows[i] = new int[yCount][];
            xCoordOf[i] = new int[yCount];
            for (int j = 0; j < yCount; j++) {
                if (j > 0 && rnd.nextInt(6) == 0) continue;        // an empty y entry
                int xCount = 3 + rnd.nextInt(8) + (int) Math.sqrt(s - 1.0) * 2;
                xCoordOf[i][j] = rnd.nextInt(16);
                int[] x = new int[xCount];
                for (int k = 0; k < xCount; k++) {
                    x[k] = rnd.nextInt(7) == 0 ? 0xFFFF : rnd.nextInt(nMasks);
                    if (first) { x[k] = nMasks - 1; first = false; }   // the largest index is used
                }
                rows[i][j] = x;
            }
        }
        // layout
        gcscript.datasets.LeImage out = new gcscript.datasets.LeImage();
        int pos = gcscript.datasets.LeImage.align(8 + 2 * zCount, 4);
        int[] zAt = new int[zCount];
        for (int i = 0; i < zCount; i++) {
            if (rows[i] == null) continue;
            zAt[i] = pos;
            pos = gcscript.datasets.LeImage.align(pos + 4 + 2 * rows[i].length, 4);
        }
        int[][] yAt = new int[zCount][];
        for (int i = 0; i < zCount; i++) {
            if (rows[i] == null) continue;
            yAt[i] = new int[rows[i].length];
            for (int j = 0; j < rows[i].length; j++) {
                if (rows[i][j] == null) continue;
                yAt[i][j] = pos;
                pos = gcscript.datasets.LeImage.align(pos + 4 + 2 * rows[i][j].length, 4);
            }
        }
        int masksOffset = gcscript.datasets.LeImage.align(pos, 16);
        Sums sums = new Sums(P);
        sums.table("octants");
        FieldTruth fields = new FieldTruth().table("occlusion_header", "value")
                .table("occlusion_nodes", "kind", "coord", "count", "z", "y")
                .table("occlusion_octants", "x", "y", "z", "mask_index")
                .table("occlusion_masks", "bits_set", "octants");
        fields.row("occlusion_header", "masks_offset", masksOffset).row("occlusion_header", "z_coord", zCoord)
                .row("occlusion_header", "z_count", zCount);
        fields.row("occlusion_nodes", "root.-1.-1", "root", zCoord, zCount, -1, -1);
        int[] users = new int[nMasks];
        out.u32(0, masksOffset);
        out.u16(4, zCoord);
        out.u16(6, zCount);
        sums.row("nodes", "coord", zCoord, "count", zCount);
        int octants = 0, nodes = 1;
        for (int i = 0; i < zCount; i++) {
            if (rows[i] == null) continue;
            out.u16(8 + 2 * i, zAt[i] / 4);
            out.u16(zAt[i], yCoord[i]);
            out.u16(zAt[i] + 2, rows[i].length);
            sums.row("nodes", "coord", yCoord[i], "count", rows[i].length);
            fields.row("occlusion_nodes", "z." + (zCoord + i) + ".-1", "z", yCoord[i], rows[i].length, zCoord + i, -1);
            nodes++;
            for (int j = 0; j < rows[i].length; j++) {
                int[] x = rows[i][j];
                if (x == null) continue;
                out.u16(zAt[i] + 4 + 2 * j, yAt[i][j] / 4);
                out.u16(yAt[i][j], xCoordOf[i][j]);
                out.u16(yAt[i][j] + 2, x.length);
                sums.row("nodes", "coord", xCoordOf[i][j], "count", x.length);
                fields.row("occlusion_nodes", "y." + (zCoord + i) + "." + (yCoord[i] + j), "y", xCoordOf[i][j], x.length, zCoord + i, yCoord[i] + j);
                nodes++;
                for (int k = 0; k < x.length; k++) {
                    out.u16(yAt[i][j] + 4 + 2 * k, x[k]);
                    if (x[k] == 0xFFFF) continue;
                    octants++;
                    sums.row("octants", "x", xCoordOf[i][j] + k, "y", yCoord[i] + j, "z", zCoord + i, "mask_index", x[k]);
                    fields.row("occlusion_octants", (xCoordOf[i][j] + k) + "." + (yCoord[i] + j) + "." + (zCoord + i),
                            xCoordOf[i][j] + k, yCoord[i] + j, zCoord + i, x[k]);
                    users[x[k]]++;
                }
            }
        }
        out.extendTo(masksOffset);
        for (int m = 0; m < nMasks; m++) {
            int density = 1 + rnd.nextInt(6);
            int bits = 0;
            for (int q = 0; q < 128; q++) {
                int v = 0;
                for (int bit = 0; bit < 8; bit++) if (rnd.nextInt(8) < density) v |= 1 << bit;
                if (q == 0) v = m;                     // distinct masks: the writer merges duplicates
                out.u8(masksOffset + 128 * m + q, v);
                bits += Integer.bitCount(v);
            }
            sums.row("masks", "bits_set", bits, "index", m);
            fields.row("occlusion_masks", Integer.toString(m), bits, users[m]);
        }
        byte[] bytes = out.toArray();
        Map<String, String> truth = new TreeMap<>();
        // the design notes' view of the block (claims lvl0.occlusion.*): its first 27 u16, and the length of the
        // strictly ascending run of u16 that starts at +8 (the z_offsets, on retail running on into the y nodes)
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < 27 && 2 * i + 1 < bytes.length; i++) head.append(i == 0 ? "" : ",").append(u16(bytes, 2 * i));
        int run = 1;
        while (8 + 2 * run + 1 < bytes.length && u16(bytes, 8 + 2 * run) > u16(bytes, 8 + 2 * (run - 1))) run++;
        truth.put(P + ".head_u16", head.toString());
        truth.put(P + ".ascending_run", Integer.toString(run));
        truth.put(P + ".octants", Integer.toString(octants));
        truth.put(P + ".masks", Integer.toString(nMasks));
        truth.put(P + ".nodes", Integer.toString(nodes));
        truth.put(P + ".masks_offset", Integer.toString(masksOffset));
        truth.put(P + ".z_coord", Integer.toString(zCoord));
        truth.put(P + ".z_count", Integer.toString(zCount));
        truth.put(P + ".size", Integer.toString(bytes.length));
        sums.into(truth);
        truth.putAll(fields.asMap());
        return new Block(bytes, truth);
    }
}
