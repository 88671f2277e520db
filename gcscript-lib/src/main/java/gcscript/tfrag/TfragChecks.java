package gcscript.tfrag;

import gcscript.check.CheckSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * The named invariants of a tfrag block (level-assets.md "Verification", "The origin"; reconciliation.md
 * "Counting rules"). Each check counts items (patches, indices, strip records, AD-GIFs, entries, positions),
 * reports the absolute offset of the first bad one and says what it saw there. A check never throws: what could
 * not be decoded at all is already a problem row.
 *
 * <ul>
 *   <li>{@code vert_count}: per patch, decoded V3_16 positions = header vert_count.</li>
 *   <li>{@code tri_count}: per patch, Σ (LOD-0 strip vertices − 2) = header tri_count.</li>
 *   <li>{@code strip_indices_in_range}: every index a strip consumes (all three LODs) exists and is below its
 *       LOD's vertex-info count (LOD 2 common; LOD 1 + LOD-01; LOD 0 + LOD-0).</li>
 *   <li>{@code adgif_offsets_in_range}: every strip record that sets an AD-GIF has ad_gif_offset / 5 below the
 *       primitives decoded.</li>
 *   <li>{@code textures_in_range}: every TEX0 texture index below the level's tfrag_textures count (not
 *       measurable, 0/0, when the block does not know its level's table).</li>
 *   <li>{@code lod_parents_resolve}: every LOD-01 and LOD-0 vertex-info entry has a first parent in its tier's
 *       parent array that is a real vertex-info entry of a coarser tier (LOD-01: a common entry; LOD-0: common or
 *       LOD-01), and its own position index (vertex / 2) lies inside the patch.</li>
 *   <li>{@code positions_in_bsphere}: every world position within the patch's bounding sphere plus
 *       {@link TfragBlock#BSPHERE_TOLERANCE}.</li>
 * </ul>
 */
final class TfragChecks {
    private TfragChecks() {}

    /** {@code textures} = size of the level's tfrag texture table, or -1 if unknown. */
    static List<CheckSummary> all(TfragBlock block, int textures) {
        List<CheckSummary> out = new ArrayList<>();
        List<TfragPatch> ps = block.patchList();

        Counter vc = new Counter("vert_count");
        Counter tc = new Counter("tri_count");
        Counter idx = new Counter("strip_indices_in_range");
        Counter adg = new Counter("adgif_offsets_in_range");
        Counter tex = new Counter("textures_in_range");
        Counter par = new Counter("lod_parents_resolve");
        Counter bs = new Counter("positions_in_bsphere");
        for (TfragPatch p : ps) {
            TfragHeader h = p.header();
            int i = h.index();
            if (p.positionCount() == h.vertCount()) vc.ok();
            else vc.bad(h.offsetOf(TfragHeader.VERT_COUNT), "patch " + i + ": " + p.positionCount()
                    + " positions decoded, vert_count " + h.vertCount());
            if (p.strips()[0] != null && p.triCountMatches()) tc.ok();
            else tc.bad(h.offsetOf(TfragHeader.TRI_COUNT), "patch " + i + ": LOD-0 strips give "
                    + (p.strips()[0] == null ? "none (no LOD-0 strips)" : p.stripTriangleSum()[0] + " triangles")
                    + ", tri_count " + h.triCount());
            for (int lod = 0; lod < 3; lod++) strips(p, lod, idx, adg);
            for (AdGif g : p.adgifs()) {
                if (textures < 0) continue;
                if (g.texture() >= 0 && g.texture() < textures) tex.ok();
                else tex.bad(g.offset(), "patch " + i + ": TEX0 texture " + g.texture() + " outside tfrag_textures[" + textures + "]");
            }
            parents(p, par);
            for (int k = 0; k < p.positionCount(); k++) {
                double dx = p.world(k, 0) - h.bsphereX(), dy = p.world(k, 1) - h.bsphereY(), dz = p.world(k, 2) - h.bsphereZ();
                double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
                if (d <= h.bsphereR() + TfragBlock.BSPHERE_TOLERANCE) bs.ok();
                else bs.bad(positionOffset(p, k), String.format(java.util.Locale.ROOT,
                        "patch %d position %d at (%.3f, %.3f, %.3f) is %.3f from the centre, radius %.3f (origin from %s)",
                        i, k, p.world(k, 0), p.world(k, 1), p.world(k, 2), d, h.bsphereR(), p.originSource()));
            }
        }
        if (textures < 0) tex.note = "the level's tfrag_textures size is not known to this block";
        for (Counter c : new Counter[] {vc, tc, idx, adg, tex, par, bs}) out.add(c.result());
        return out;
    }

    private static long positionOffset(TfragPatch p, int k) {
        for (int t = 0; t < 3; t++) {
            short[] a = p.positions()[t];
            if (a == null) continue;
            if (k < a.length / 3) return p.positionsOffset()[t] + 6L * k;
            k -= a.length / 3;
        }
        return p.header().offset();
    }

    private static void strips(TfragPatch p, int lod, Counter idx, Counter adg) {
        byte[] s = p.strips()[lod];
        if (s == null) return;
        byte[] ix = p.indices()[lod] == null ? new byte[0] : p.indices()[lod];
        int nv = p.vertexInfoCount(lod);
        int cursor = 0;
        String where = "patch " + p.header().index() + " LOD " + lod;
        for (int r = 0; r + TfragLayouts.STRIP.size() <= s.length; r += TfragLayouts.STRIP.size()) {
            int count = TfragLayouts.VERTEX_COUNT_AND_FLAG.i(s, r);
            if (TfragLayouts.stripsEnd(count)) break;
            int off = TfragLayouts.AD_GIF_OFFSET.i(s, r);
            if (TfragLayouts.stripSetsAdGif(count, off)) {
                int prim = TfragLayouts.adGifPrimitive(off);
                if (prim < p.adgifs().size()) adg.ok();
                else adg.bad(p.stripsOffset()[lod] + r + TfragLayouts.AD_GIF_OFFSET.offset(), where + " strip " + r / TfragLayouts.STRIP.size()
                        + ": ad_gif_offset " + off + " → primitive " + prim + " of " + p.adgifs().size());
            }
            int c = TfragLayouts.stripVertices(count);
            for (int j = 0; j < c; j++) {
                int at = cursor + j;
                if (at >= ix.length) {
                    idx.bad(p.stripsOffset()[lod] + r, where + " strip " + r / 4 + ": needs index " + at + " of only " + ix.length);
                    continue;
                }
                int v = TfragLayouts.INDEX_VALUE.i(ix, at);
                if (v < nv) idx.ok();
                else idx.bad(p.indicesOffset()[lod] + at, where + " strip " + r / 4 + ": index " + v + " ≥ " + nv + " vertex-info entries");
            }
            cursor += c;
        }
    }

    private static void parents(TfragPatch p, Counter par) {
        short[][] vi = p.vertexInfo();
        int common = vi[0] == null ? 0 : vi[0].length / 4;
        int lod01 = vi[1] == null ? 0 : vi[1].length / 4;
        int positions = p.positionCount();
        for (int tier = 1; tier <= 2; tier++) {
            short[] v = vi[tier];
            if (v == null) continue;
            byte[] arr = p.parentIndices()[tier - 1];
            int bound = tier == 1 ? common : common + lod01;
            String name = tier == 1 ? "LOD-01" : "LOD-0";
            for (int e = 0; e < v.length / 4; e++) {
                long at = p.vertexInfoOffset()[tier] + 8L * e;
                // the entry's name only for a failure: built for every entry, it was a string per vertex-info entry
                if (arr == null || e >= arr.length) {
                    par.bad(at, entry(p, name, e) + ": no parent index (" + (arr == null ? "no parent array decoded" : "array of " + arr.length) + ")");
                    continue;
                }
                int parent = TfragLayouts.INDEX_VALUE.i(arr, e);
                int own = v[4 * e + 3] / 2;
                if (parent >= bound) {
                    par.bad(p.parentIndicesOffset()[tier - 1] + e, entry(p, name, e) + ": parent " + parent + " is not a "
                            + (tier == 1 ? "common" : "common or LOD-01") + " entry (< " + bound + ")");
                } else if (own < 0 || own >= positions) {
                    par.bad(at, entry(p, name, e) + ": own position " + own + " outside the patch's " + positions);
                } else {
                    par.ok();
                }
            }
        }
    }

    private static String entry(TfragPatch p, String lodName, int e) { return "patch " + p.header().index() + " " + lodName + " entry " + e; }

    /** Counts one check; keeps the first failure. */
    private static final class Counter {
        final String name;
        int ok, bad;
        long first = -1;
        String detail;
        String note;

        Counter(String name) { this.name = name; }

        void ok() { ok++; }

        void bad(long offset, String what) {
            if (bad == 0) { first = offset; detail = what; }
            bad++;
        }

        CheckSummary result() {
            String d = bad > 0 ? detail + (bad > 1 ? " (and " + (bad - 1) + " more)" : "")
                    : note != null ? note : ok + " ok";
            return new CheckSummary(name, ok, bad, first, d);
        }
    }
}
