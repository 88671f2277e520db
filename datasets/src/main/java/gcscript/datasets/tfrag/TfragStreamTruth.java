package gcscript.datasets.tfrag;

import gcscript.datasets.truth.FieldTruth;

/**
 * Per-field truth of the tfrag block header and of what {@link TfragWriter} streams per patch: the VIF lists and
 * UNPACKs it emitted ({@link VifOut}), the index arrays it wrote and the triangles its strips encode. Everything
 * comes from the writer's own values and the reference's rules (docs/formats/tfrag.md, rac2-formats §5.5-5.6);
 * nothing here reads the written bytes back.
 */
final class TfragStreamTruth {
    private TfragStreamTruth() {}

    private static final String[] LISTS = {"lod_2", "common", "lod_1", "lod_01", "lod_0"};

    static void declare(FieldTruth f) {
        f.table("tfrag_block_header", "value");
        f.table("tfrag_block_header_f32", "value_f32");
        f.table("tfrag_lists", "size", "commands", "unpacks");
        f.table("tfrag_unpacks", "format", "usn", "addr", "elements", "data_bytes", "kind", "tier");
        f.table("tfrag_index_arrays", "value", "beyond_count");
        f.table("tfrag_triangles", "strip", "v0", "v1", "v2", "p0", "p1", "p2", "texture", "adgif");
    }

    /** The 16-byte block header as written: table at 0x40, the patch count, L (f32) and the zero word. */
    static void header(FieldTruth f, int patchCount, float lodDistance) {
        f.row("tfrag_block_header", "table_offset", 0x40);
        f.row("tfrag_block_header", "tfrag_count", patchCount);
        f.row("tfrag_block_header", "thingy", Integer.toUnsignedLong(Float.floatToIntBits(lodDistance)));
        f.row("tfrag_block_header", "mysterious_second_thingy", 0);
        f.row("tfrag_block_header_f32", "thingy", (double) lodDistance);
    }

    /** Lists, UNPACKs, index arrays (sampled) and triangles (sampled) of patch {@code patch}. */
    static void patch(FieldTruth f, int patch, TfragWriter.PatchModel m, VifOut v) {
        String p = patch + ".";
        for (int l = 0; l < 5; l++) {
            f.row("tfrag_lists", p + LISTS[l], v.end[l] - v.start[l], v.commandCount[l], v.unpackCount[l]);
        }
        for (VifOut.Unpack u : v.unpacks) {
            f.row("tfrag_unpacks", p + LISTS[u.list()] + "." + u.command(), u.format(), u.usn(), u.addr(), u.elements(),
                    u.dataBytes(), u.kind(), u.tier());
        }
        // the writer never writes an "unknown indices 2" array (none on retail level 0): parent arrays only,
        // padding bytes included (beyond the tier's vertex-info count)
        byte[][] parents = {m.parentLod01(), m.parentLod0()};
        String[] tiers = {"lod01", "lod0"};
        for (int t = 0; t < 2; t++) {
            int count = m.vertexInfo()[t + 1].length / 4;
            for (int i : FieldTruth.sample(parents[t].length, TfragWriter.SAMPLED_RECORDS)) {
                f.row("tfrag_index_arrays", p + tiers[t] + ".parent_indices." + i, parents[t][i] & 0xff, i >= count);
            }
        }
        for (int lod = 0; lod < 3; lod++) triangles(f, p + lod + ".", m, lod);
    }

    /**
     * The triangles of one LOD's strips (§5.6): strip record r draws count − 2 triangles from its run of index
     * bytes, the odd ones with the first two vertices swapped (a GS strip's alternating winding); a record with a
     * biased count and an offset ≥ 0 selects AD-GIF offset / 5, which stays selected for the records after it.
     * p = the position the vertex-info entry names (its vertex word / 2).
     */
    private static void triangles(FieldTruth f, String key, TfragWriter.PatchModel m, int lod) {
        byte[] s = m.strips()[lod], idx = m.indices()[lod];
        java.util.List<int[]> tris = new java.util.ArrayList<>();
        int cursor = 0, adgif = -1;
        for (int r = 0; r + 4 <= s.length && s[r] != 0; r += 4) {
            int count = s[r];
            if (count < 0) {
                count += 128;
                if (s[r + 2] >= 0) adgif = s[r + 2] / 5;
            }
            for (int j = 0; j + 2 < count; j++) {
                int a = idx[cursor + j] & 0xff, b = idx[cursor + j + 1] & 0xff, c = idx[cursor + j + 2] & 0xff;
                tris.add(j % 2 == 0 ? new int[] {r / 4, a, b, c, adgif} : new int[] {r / 4, b, a, c, adgif});
            }
            cursor += count;
        }
        for (int i : FieldTruth.sample(tris.size(), TfragWriter.SAMPLED_RECORDS)) {
            int[] t = tris.get(i);
            f.row("tfrag_triangles", key + i, t[0], t[1], t[2], t[3], position(m, t[1]), position(m, t[2]), position(m, t[3]),
                    m.adgifLo()[t[4]][0], t[4]);
        }
    }

    /** The position index of vertex-info entry {@code v} of common ++ lod01 ++ lod0. */
    private static int position(TfragWriter.PatchModel m, int v) {
        for (short[] tier : m.vertexInfo()) {
            if (v < tier.length / 4) return tier[4 * v + 3] / 2;
            v -= tier.length / 4;
        }
        throw new IllegalStateException("vertex info " + v + " beyond the patch");
    }
}
