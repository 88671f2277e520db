package gcscript.datasets.moby;

import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Metal (chrome / glass) packets of a moby class (rac2-formats-phase2 §1.11; the layout Wrench's
 * {@code write_metal_packets} emits), written after the regular packets (§1.3 step 6: high, low, metal):
 *
 * <ul>
 *   <li>VIF list (16-aligned): no ST UNPACK; the index UNPACK {@code 6E MM 81 2D} with the index header and index bytes
 *       (each strip opens with a texture switch, byte 0, whose secret index pushes its first vertex), the terminator
 *       {@code 1, 1, 1, 0}, zero padding to whole words; then the texture UNPACK ({@link TexturePrimitives}) whose TEX0
 *       data_lo is -2 (chrome) or -3 (glass); zero padding to 16.</li>
 *   <li>Vertex table right after the list: header {s32 vertex_count, s32 unknown_4, unknown_8, unknown_c}, then
 *       vertex_count MetalVertex records {s16 x, y, z; ten bytes the reference leaves opaque}.</li>
 *   <li>Entry: {list offset, list qwords, 4·T, header offset, 1 + vertex_count, (15 + 6n)/16, (3 + n)/4, n} with
 *       n = vertex_count. Metal packets get no gif_usage entry (Wrench passes none).</li>
 * </ul>
 *
 * <p>The geometry is a band (one strip of quads on an arc, a "chrome trim") per strip, around the class's bounding
 * sphere. The opaque words and bytes are drawn so that no column is constant.
 */
final class MetalPackets {
    private MetalPackets() {}

    static final int CHROME = -2, GLASS = -3;

    /**
     * Writes metal packet {@code index} (table entry at {@code entryAt}) around bounding sphere {@code bs};
     * {@code firstTri} is the class's metal-triangle count so far. Returns the new count.
     */
    static int write(Buf b, int entryAt, int index, float[] bs, float scale, Random rnd, MobyTruth t, int firstTri, boolean badTexture) {
        int strips = 1 + rnd.nextInt(2);
        List<float[]> pos = new ArrayList<>();
        List<Integer> bytes = new ArrayList<>(), secrets = new ArrayList<>(), slots = new ArrayList<>();
        List<int[]> tris = new ArrayList<>();
        List<Integer> triSlot = new ArrayList<>();
        for (int s = 0; s < strips; s++) {
            int segs = 2 + rnd.nextInt(4);
            float r = bs[3] * (0.4f + 0.3f * rnd.nextFloat()), y0 = bs[1] + bs[3] * (rnd.nextFloat() - 0.5f), h = 0.05f + 0.15f * rnd.nextFloat();
            double a0 = rnd.nextDouble() * 2 * Math.PI, arc = Math.PI * (0.5 + rnd.nextDouble());
            int slot = badTexture ? -1 : rnd.nextBoolean() ? CHROME : GLASS;
            int base = pos.size();
            for (int i = 0; i <= segs; i++) {
                double a = a0 + arc * i / segs;
                float x = bs[0] + r * (float) Math.cos(a), z = bs[2] + r * (float) Math.sin(a);
                pos.add(new float[] {x, y0, z});
                pos.add(new float[] {x, y0 + h, z});
            }
            int n = 2 * (segs + 1);
            // byte 0 switches to this strip's texture and pushes its first vertex (no kick); the second does not kick
            bytes.add(0);
            secrets.add(base + 1);
            slots.add(slot);
            for (int i = 1; i < n; i++) {
                bytes.add(i < 2 ? (base + i + 1) | 0x80 : base + i + 1);
                if (i >= 2) { tris.add(new int[] {base + i - 2, base + i - 1, base + i}); triSlot.add(slot); }
            }
        }
        bytes.add(1); bytes.add(1); bytes.add(1); bytes.add(0);
        while ((4 + bytes.size()) % 4 != 0) bytes.add(0);
        int mm = (4 + bytes.size()) / 4, nt = slots.size(), count = pos.size();

        b.pad(0x10);
        int vlo = b.tell();
        b.u32(0x6E000000 | (mm & 0xff) << 16 | 0x812D);
        b.u8(0);                    // unknown_0
        b.u8(mm);                   // texture_unpack_offset_quadwords (textures exist)
        b.u8(secrets.get(0));       // secret_index_0
        b.u8(0);
        for (int x : bytes) b.u8(x);
        TexturePrimitives.write(b, rnd, t, index, "metal", mm, slots, secrets);
        b.pad(0x10);
        int vls = (b.tell() - vlo) / 16;

        int vo = b.tell();
        int[] unknown = {rnd.nextInt(), rnd.nextInt(), rnd.nextInt()};
        b.u32(count); b.u32(unknown[0]); b.u32(unknown[1]); b.u32(unknown[2]);
        t.fields.metalPacket(index, count, unknown, tris.size());
        for (int v = 0; v < count; v++) {
            float[] p = pos.get(v);
            short[] raw = new short[3];
            for (int a = 0; a < 3; a++) {
                raw[a] = (short) Math.round(p[a] * 1024 / scale);
                b.u16(raw[a]);
            }
            int[] opaque = new int[10];
            for (int k = 0; k < 10; k++) { opaque[k] = rnd.nextInt(0x100); b.u8(opaque[k]); }
            t.fields.metalVertex(index, v, raw, opaque, scale);
        }
        int vds = (b.tell() - vo) / 16;
        b.putU32(entryAt, vlo); b.putU16(entryAt + 4, vls); b.putU16(entryAt + 6, 4 * nt); b.putU32(entryAt + 8, vo);
        b.putU8(entryAt + 0xc, vds); b.putU8(entryAt + 0xd, (15 + 6 * count) / 16); b.putU8(entryAt + 0xe, (3 + count) / 4);
        b.putU8(entryAt + 0xf, count);

        Map<String, Object> pt = new LinkedHashMap<>();
        pt.put("lod", "metal");
        pt.put("vif_list_offset", vlo); pt.put("vif_list_size", vls); pt.put("vif_list_texture_unpack_offset", 4 * nt);
        pt.put("vertex_offset", vo); pt.put("vertex_data_size", vds); pt.put("unknown_d", (15 + 6 * count) / 16);
        pt.put("unknown_e", (3 + count) / 4); pt.put("transfer_vertex_count", count);
        // a metal table has no vertex-table header of the regular shape, no ST UNPACK, no epilogue: -1 as the table shows
        for (String k : new String[] {"matrix_transfers", "two_way", "three_way", "main", "duplicates", "header_transfer_vertex_count",
                "vertex_table_offset", "epilogue_records", "st_count"}) pt.put(k, -1);
        pt.put("index_bytes", 4 * mm); pt.put("texture_primitives", nt);
        pt.forEach((k, v) -> t.put("packet." + index + "." + k, v));
        pt.put("metal_vertices", count);       // in the per-field truth only, like the regular packets' -1
        t.fields.packet(index, pt);
        int n = firstTri;
        for (int i = 0; i < tris.size(); i++) t.fields.metalTriangle(n++, index, tris.get(i), triSlot.get(i));
        return n;
    }
}
