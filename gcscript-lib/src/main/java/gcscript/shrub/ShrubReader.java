package gcscript.shrub;

import static gcscript.shrub.ShrubLayouts.*;

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
import gcscript.vif.Vif;
import gcscript.vif.VifCommand;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Reads the shrub class blocks of one level (rac2-formats-phase2 §3). Core things come in as parameters. Every
 * read is bounded by the block window; a block that cannot be read is a problem naming
 * {@code level[n].core.shrub[c]…} (strict: {@link FormatException}). A packet whose VIF list is not the three
 * UNPACKs of §3.2 keeps its VIF commands and an error for {@link ShrubChecks} instead of vertices.
 */
public final class ShrubReader {
    private ShrubReader() {}

    public static ShrubModel read(int level, ByteReader coreData, List<ClassEntry> entries, ToLongFunction<ClassEntry> blockEnd,
                                  int textureTableSize, Problems problems) {
        List<ShrubClass> classes = ClassBlocks.read(level, ClassKind.SHRUB, coreData, entries, blockEnd, problems, ShrubReader::readClass);
        return new ShrubModel(level, coreData.file(), classes, textureTableSize, problems);
    }

    public static ShrubClass readClass(ClassEntry e, ByteReader b, String path) {
        Rec h = HEADER.read(b, 0, path + ".header");
        int n = h.i(PACKET_COUNT);
        if (n < 0) throw h.error(PACKET_COUNT, "packet_count >= 0", Integer.toString(n));
        List<Rec> entries = ENTRY.readArray(b, 0x40, n, path + ".packet_entry");
        List<ShrubPacket> packets = new ArrayList<>();
        long budget = 2L * b.length();   // packets do not overlap: their records add up to the block at most (2x slack)
        for (int i = 0; i < n; i++) {
            ShrubPacket p = readPacket(b, i, entries.get(i), path + ".packet[" + i + "]");
            budget -= 16L * p.tags().size() + 64L * p.prims().size() + 16L * p.storedVertices() + 16;
            if (budget < 0) {
                throw entries.get(i).error(ENTRY_OFFSET, "packets adding up to at most 2 x the block (" + 2L * b.length() + " bytes)",
                        "more: packets overlap");
            }
            packets.add(p);
        }
        int normals = h.i(NORMALS_OFFSET);
        if (normals < 0x40 || normals > b.length()) {
            throw h.error(NORMALS_OFFSET, "normals_offset inside the block [0x40, " + Hex.of(b.length()) + "]", Hex.of(normals));
        }
        RecArray pal = NORMAL.view(b, normals, NORMALS, path + ".normal");
        long fillAt = normals + 8L * NORMALS;
        RecArray fill = NORMAL.view(b, fillAt, (b.length() - fillAt) / 8, path + ".fill");
        int bb = h.i(BILLBOARD_OFFSET);
        Rec billboard = bb == 0 ? null : BILLBOARD.read(b, bb, path + ".billboard");
        return new ShrubClass(e.record(), e, b.absolute(0), b.absolute(b.length()), h, entries, List.copyOf(packets), pal, fill, billboard,
                TextureSlots.of(e));
    }

    private static ShrubPacket readPacket(ByteReader b, int index, Rec entry, String path) {
        int off = entry.i(ENTRY_OFFSET), size = entry.i(ENTRY_SIZE);
        if (off < 0 || size < 0 || !b.inRange(off, size)) {
            throw entry.error(ENTRY_SIZE, "packet [offset, offset + size) inside the block [0x0, " + Hex.of(b.length()) + ")",
                    "[" + Hex.of(off) + ", " + Hex.of((long) off + size) + ")");
        }
        List<VifCommand> vif = Vif.walk(b, off, off + size, 1, 1, 0, b.recording() ? path + ".vif_list" : "vif");
        List<VifCommand> unpacks = new ArrayList<>();
        String vifError = null;
        for (VifCommand c : vif) {
            if (!c.ok()) vifError = "VIF command " + c.name() + " at " + Hex.of(c.absOffset());
            else if (c.isUnpack()) unpacks.add(c);
        }
        if (vifError == null && unpacks.size() != 3) vifError = unpacks.size() + " UNPACKs (W requires exactly 3)";
        if (vifError != null) {
            return new ShrubPacket(index, entry, b.absolute(off), vif, null, List.of(), List.of(), null, null, 0,
                    new int[0], new int[0], new int[0], new int[0], new int[0], vifError, null);
        }
        int p1 = unpacks.get(0).payloadOffset();
        Rec h = PACKET.read(b, p1, path + ".header");
        int nt = h.i(TEXTURE_COUNT), ng = h.i(GIF_TAG_COUNT), nv = h.i(VERTEX_COUNT);
        List<Rec> tags = GIF_TAG.readArray(b, p1 + 0x10, ng, path + ".gif_tag");
        List<Rec> prims = PRIMITIVE.readArray(b, p1 + 0x10 + 0x10L * Math.max(0, ng), nt, path + ".texture");
        RecArray part1 = PART1.view(b, unpacks.get(1).payloadOffset(), nv, path + ".part1");
        RecArray part2 = PART2.view(b, unpacks.get(2).payloadOffset(), nv, path + ".part2");
        return walk(index, entry, b.absolute(off), vif, h, tags, prims, part1, part2);
    }

    /** The GS-packet address walk of §3.3 with the padding stop. */
    private static ShrubPacket walk(int index, Rec entry, long start, List<VifCommand> vif, Rec h, List<Rec> tags, List<Rec> prims,
                                    RecArray p1, RecArray p2) {
        int ng = tags.size(), nt = prims.size(), nv = p1.count();
        int[] primWalked = new int[ng], primSlot = new int[ng];
        Arrays.fill(primSlot, -1);
        int[] tris = new int[3 * nv], triPrim = new int[nv], triSlot = new int[nv];
        int ntri = 0;
        int pos = 0, ti = 0, xi = 0, vi = 0, prim = -1, slot = -1;
        int a = -1, bb = -1;   // the previous two vertices of the current primitive
        String error = null;
        while (ti < ng || xi < nt || vi < nv) {
            if (ti < ng && tags.get(ti).i(TAG_GS) == pos) {
                prim = ti++;
                primSlot[prim] = slot;
                a = bb = -1;
                pos += 1;
                int type = tags.get(prim).i(PRIM_TYPE);
                if (type != 3 && type != 4) { error = "GIF tag " + prim + " PRIM type " + type + " (3 list or 4 strip)"; break; }
            } else if (xi < nt && prims.get(xi).i(PRIM_GS) == pos) {
                slot = TEX0.slot(prims.get(xi++));
                pos += 5;
            } else if (vi < nv && p1.i(vi, GS) == pos) {
                if (prim < 0) { error = "vertex " + vi + " at GS qword " + pos + " before any GIF tag"; break; }
                int v = vi++;
                int k = primWalked[prim]++;
                if (tags.get(prim).i(PRIM_TYPE) == 3) {
                    if (k % 3 == 0) a = v;
                    else if (k % 3 == 1) bb = v;
                    else { tris[3 * ntri] = a; tris[3 * ntri + 1] = bb; tris[3 * ntri + 2] = v; triPrim[ntri] = prim; triSlot[ntri++] = primSlot[prim]; }
                } else {
                    if (k >= 2) {
                        // strip parity, flag 0: even triangles keep the stored order (W re-derives winding from normals instead)
                        StripWinding.put(tris, ntri, a, bb, v, k, 0);
                        triPrim[ntri] = prim; triSlot[ntri++] = primSlot[prim];
                    }
                    a = bb;
                    bb = v;
                }
                pos += 3;
            } else if (vi < nv && vi > 0 && p1.i(vi, GS) == pos - 3) {
                break;   // padding copies of the last vertex: the walk stops (W)
            } else {
                error = "GS qword " + pos + " is no GIF tag (next " + (ti < ng ? tags.get(ti).i(TAG_GS) : "none")
                        + "), no texture (next " + (xi < nt ? prims.get(xi).i(PRIM_GS) : "none") + ") and no vertex (next "
                        + (vi < nv ? p1.i(vi, GS) : "none") + ")";
                break;
            }
        }
        if (error == null && (ti < ng || xi < nt)) error = "the walk stopped with " + (ng - ti) + " GIF tags and " + (nt - xi) + " textures left";
        return new ShrubPacket(index, entry, start, vif, h, tags, prims, p1, p2, vi, primWalked, primSlot,
                Arrays.copyOf(tris, 3 * ntri), Arrays.copyOf(triPrim, ntri), Arrays.copyOf(triSlot, ntri), null, error);
    }
}
