package gcscript.tie;

import static gcscript.tie.TieLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.classblock.ClassBlocks;
import gcscript.classblock.StripWinding;
import gcscript.classblock.TextureSlots;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Reads the tie class blocks of one level (rac2-formats-phase2 §2). Core things come in as plain parameters (the
 * core calls this package, not the other way round): the decompressed core_data, the tie class entries, and
 * each block's end (the next core_data section boundary). A block that cannot be read is a problem (strict:
 * a {@link FormatException} naming {@code level[n].core.tie[c]…}); lenient mode keeps the other classes.
 * Every read is bounded by the block: the reader works on a window of it, so no offset can escape.
 */
public final class TieReader {
    private TieReader() {}

    public static TieModel read(int level, ByteReader coreData, List<ClassEntry> entries, ToLongFunction<ClassEntry> blockEnd,
                                int textureTableSize, Problems problems) {
        List<TieClass> classes = ClassBlocks.read(level, ClassKind.TIE, coreData, entries, blockEnd, problems, TieReader::readClass);
        return new TieModel(level, coreData.file(), classes, textureTableSize, problems);
    }

    /** One class block; {@code block} is a window over exactly the block (offsets class-relative). */
    public static TieClass readClass(ClassEntry e, ByteReader block, String path) {
        Rec h = HEADER.read(block, 0, path + ".header");
        int nTex = h.i(TEXTURE_COUNT);
        int adGifOfs = h.i(AD_GIF_OFS);
        List<Rec> adgifs = ADGIF.readArray(block, adGifOfs, nTex, path + ".ad_gif");
        List<TiePacket> packets = new ArrayList<>();
        // Work is bounded by the block: the packets' bodies may be shared between LODs (the writer recipe points all
        // three tables at one), so up to three times the block's bytes of bodies are read, never more.
        long budget = 3L * block.length();
        for (int lod = 0; lod < 3; lod++) {
            int table = h.i(PACKETS[lod]);
            int n = h.i(PACKET_COUNT[lod]);
            String lp = path + ".lod[" + lod + "].packet";
            if (n > 0 && (table < 0 || table >= block.length())) {
                throw h.error(PACKETS[lod], "a packet table inside the block [0x0, " + Hex.of(block.length()) + ")", Hex.of(table));
            }
            List<Rec> headers = PACKET.readArray(block, table, n, lp);
            for (int i = 0; i < n; i++) {
                TiePacket p = readPacket(block, lod, i, table, headers.get(i), lp + "[" + i + "]");
                budget -= 0x2c + 4L * p.strips().size() + 16L * p.dinkyCount() + 24L * p.fatCount();
                if (budget < 0) {
                    throw headers.get(i).error(DATA, "packet bodies adding up to at most 3 x the block (" + 3L * block.length()
                            + " bytes; LODs may share packets)", "more: packets overlap");
                }
                packets.add(p);
            }
        }
        RecArray normals = readNormals(block, h, path);    // after the packets: their faults are the ones to name first
        return new TieClass(e.record(), e, block.absolute(0), block.absolute(block.length()), h, adgifs, List.copyOf(packets),
                TextureSlots.of(e), normals);
    }

    /**
     * The vert_normals records (§2.1, N's reader): none when vert_normal_count is 0; a negative count or records outside
     * the block leave nothing defined to read and throw.
     */
    private static RecArray readNormals(ByteReader block, Rec h, String path) {
        int at = h.i(VERT_NORMALS), n = h.i(VERT_NORMAL_COUNT);
        if (n == 0) return VERT_NORMAL.view(block, 0, 0, path + ".vert_normal");
        if (n < 0) throw h.error(VERT_NORMAL_COUNT, "a count >= 0", Integer.toString(n));
        if (at < 0 || !block.inRange(at, (long) n * VERT_NORMAL.size())) {
            throw h.error(VERT_NORMALS, n + " records of 8 bytes inside the block [0x0, " + Hex.of(block.length()) + ")", Hex.of(at));
        }
        return VERT_NORMAL.view(block, at, n, path + ".vert_normal");
    }

    private static TiePacket readPacket(ByteReader b, int lod, int index, int table, Rec ph, String path) {
        long body = (long) table + ph.i(DATA);
        if (body < 0 || body >= b.length()) {
            throw ph.error(DATA, "a packet body inside the block [0x0, " + Hex.of(b.length()) + ")", Hex.of(body));
        }
        Rec head = BODY.read(b, body, path + ".body");
        int nStrips = head.i(UNPACK[3]);
        List<Rec> strips = STRIP.readArray(b, body + 0x2c, nStrips, path + ".strip");
        int nDinky = head.i(UNPACK[10]), nFat = head.i(UNPACK[11]);
        long vert = body + 16L * ph.i(VERT_OFS);
        long vertBytes = 16L * ph.i(VERT_SIZE);
        // N's counts are applied even when they overrun vert_size (check tie.5.vert_size_holds_counts reports it);
        // the views are bounded by the block, so an overrun past the block is an error here.
        RecArray dinky = DINKY.view(b, vert, nDinky, path + ".dinky");
        RecArray fat = FAT.view(b, vert + 16L * nDinky, nFat, path + ".fat");
        // N's strip control bytes: 16-aligned after the vertex buffer, ending at the (strip_count + 1)-th terminal.
        long control = Math.min((vert + vertBytes + 15) & ~15L, b.length());
        RecArray scan = CONTROL.window(b, control, b.length() - control, path + ".control");
        int terminals = 0, n = 0;
        boolean ended = false;   // strip_count is a u8: at least one terminal is always wanted
        while (n < scan.count() && !ended) {
            int c = scan.i(n++, CONTROL_BYTE);
            if (c == 0x07 || c == 0xfc || c == 0xf6) terminals++;
            else if (c != 0x03) break;
            if (terminals == nStrips + 1) ended = true;
        }
        scan.claim(n);
        byte[] controlBytes = new byte[n];
        for (int i = 0; i < n; i++) controlBytes[i] = (byte) scan.i(i, CONTROL_BYTE);
        return walk(lod, index, ph, head, strips, dinky, fat, b.absolute((int) body), b.absolute((int) control),
                controlBytes, ended);
    }

    /** The GS-packet address walk of §2.5 (W read_tie_packet, N readTiePacketBody). */
    private static TiePacket walk(int lod, int index, Rec ph, Rec head, List<Rec> strips, RecArray dinky, RecArray fat,
                                  long bodyAbs, long controlAbs, byte[] control, boolean controlEnded) {
        int nd = dinky.count(), n = nd + fat.count();
        int[] addr = new int[2 * n], owner = new int[2 * n];
        int m = 0;
        for (int v = 0; v < n; v++) {
            int g1 = v < nd ? dinky.i(v, D_GS) : fat.i(v - nd, F_GS);
            int g2 = v < nd ? dinky.i(v, D_GS2) : fat.i(v - nd, F_GS2);
            addr[m] = g1;
            owner[m++] = v;
            if (g2 != 0 && g2 != g1) { addr[m] = g2; owner[m++] = v; }
        }
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingInt(i -> addr[i]));   // stable: one address keeps record order
        int[] gs = new int[m], rec = new int[m];
        int k = 0;
        for (int i = 0; i < m; i++) {
            int g = addr[order[i]];
            if (k > 0 && gs[k - 1] == g) continue;     // small packets repeat a vertex at the same address (W)
            gs[k] = g;
            rec[k++] = owner[order[i]];
        }
        int ns = strips.size();
        int[] dest = new int[4], src = new int[4];
        for (int i = 0; i < 4; i++) { dest[i] = head.i(DEST[i]); src[i] = head.i(SRC_OFS[i]); }
        int[] stripSlot = new int[ns], stripWalked = new int[ns];
        Arrays.fill(stripSlot, -1);
        int[] tris = new int[3 * Math.max(0, k)];
        int[] triStrip = new int[Math.max(0, k)], triSlot = new int[Math.max(0, k)];
        int nt = 0;
        int pos = 6, slot = src[0] / 0x50, adgif = 1, si = 0, vi = 0, strip = -1, inStrip = 0;
        int[] cur = new int[3];
        String error = null;
        int walked = 0;
        while (si < ns || vi < k) {
            if (si < ns && strips.get(si).i(GIF_TAG_OFFSET) == pos) {
                strip = si++;
                stripSlot[strip] = slot;
                inStrip = 0;
                pos += 1;
            } else if (vi < k && gs[vi] == pos) {
                if (strip < 0) { error = "vertex at GS qword " + pos + " before any strip's GIF tag"; break; }
                int v = rec[vi++];
                walked++;
                stripWalked[strip]++;
                cur[0] = cur[1]; cur[1] = cur[2]; cur[2] = v;
                // a triangle per vertex from a strip's third on: fewer than the k addresses walked, so the arrays hold them
                if (++inStrip >= 3) {
                    int i = inStrip - 1;
                    int winding = strips.get(strip).i(WINDING_BYTE1);   // N's reading (byte 1); W reads byte 3 for RC3/4
                    StripWinding.put(tris, nt, cur[0], cur[1], cur[2], i, winding);
                    triStrip[nt] = strip;
                    triSlot[nt] = stripSlot[strip];
                    nt++;
                }
                pos += 3;
            } else if (adgif < 4 && dest[adgif - 1] == pos && dest[adgif - 1] != 0) {
                slot = src[adgif] / 0x50;
                adgif++;
                pos += 6;
            } else {
                error = "GS qword " + pos + " is no strip GIF tag (next " + (si < ns ? strips.get(si).i(GIF_TAG_OFFSET) : "none")
                        + "), no vertex (next " + (vi < k ? gs[vi] : "none") + ") and no AD-GIF (next "
                        + (adgif < 4 ? dest[adgif - 1] : "none") + ")";
                break;
            }
        }
        return new TiePacket(lod, index, ph, head, strips, dinky, fat, bodyAbs, controlAbs, control, controlEnded,
                Arrays.copyOf(tris, 3 * nt), Arrays.copyOf(triStrip, nt), Arrays.copyOf(triSlot, nt), stripSlot, stripWalked,
                walked, error);
    }
}
