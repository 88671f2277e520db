package gcscript.datasets.moby;

import gcscript.datasets.core.BlockSource;
import gcscript.datasets.geometry.Buf;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes moby class blocks in the GC format from the writer recipe of rac2-formats-phase2 §1 (and §1.2–§1.10 for
 * the parts the minimal recipe leaves out), never from the reader: a class header, the packet table, skeleton,
 * common_trans and the joint-list block (lists on jointed figures, {@link JointLists}), per packet a VIF list (ST UNPACK, index UNPACK with the index header
 * and secret indices, texture primitives) and a vertex table (matrix transfers, duplicates, 2-way / 3-way / main
 * records with pipelined IDs, epilogue records), then the gif_usage table.
 *
 * <p>Classes are recognisable shapes: a box, a cylinder, a sphere (unskinned) or a jointed figure of 3–8 joints
 * (skinned); some are mesh-less (packet_table_offset 0 with non-zero counts, like Ratchet's class).
 *
 * <p>Truth keys (relative to the level, {@code core.moby.<class>.}): {@code header.<field>} for every header field,
 * {@code packet.<p>.<field>} for every entry field and the vertex-table counts, {@code vertices.count|sha256},
 * {@code triangles.count|sha256}, {@code primitives.count|sha256}, {@code joints.count|sha256},
 * {@code gif_usage.count|sha256}, {@code vertex.0.<column>} (a sample vertex), {@code shape}, and
 * {@code sum.<stats column>} which SyntheticCore adds up per level. The sha256 values hash canonical text lines
 * documented in {@code MobyTruth}.
 */
public final class MobyClassWriter implements BlockSource {
    /** A deliberate defect, for tests that a reader check catches it. */
    /** GIF_USAGE_OVERFLOW: packets split without the 12-primitive limit of a gif_usage entry (a class Wrench rejects).
     *  METAL_TEXTURE: metal packets whose TEX0 is -1 (Wrench accepts only -2 chrome and -3 glass). */
    public enum Defect { NONE, UNPIPELINED_IDS, NO_EPILOGUE, WEIGHT_SUM, INDEX_PAST_CACHE, GIF_USAGE_OVERFLOW, METAL_TEXTURE }

    private final Defect defect;
    /** False: no class lists a sequence (sequence_count 0), for discs without sequences ({@code Options.Block.SEQUENCES}). */
    private final boolean sequences;

    public MobyClassWriter() { this(Defect.NONE); }
    public MobyClassWriter(Defect defect) { this(defect, true); }
    private MobyClassWriter(Defect defect, boolean sequences) { this.defect = defect; this.sequences = sequences; }

    /** Classes as usual but with no sequence (the count drawn as usual, then 0 stored), for a disc without sequences. */
    public static MobyClassWriter withoutSequences() { return new MobyClassWriter(Defect.NONE, false); }

    static final int ST_DONT_CARE = 0xF4;     // the writer's "don't care" store address (slot 61)
    static final int BLEND_SLOT = 0x80;       // where blended matrices are stored (slot 32)
    /** Class scales (the builder's 0.25 among them); positions still fit s16 at the smallest. */
    private static final float[] SCALES = {0.2f, 0.25f, 0.375f, 0.5f};
    private static final String[] KINDS = {"two_way", "three_way", "main"};

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        int pick = rnd.nextInt(10);
        boolean meshless = ctx.index() == 0 || pick == 0;
        Shape shape;
        String name;
        int[] slots = slots(rnd);
        if (meshless) { shape = null; name = "meshless"; }
        else if (pick <= 3) { shape = Shape.figure(3 + rnd.nextInt(6), slots, rnd); name = "figure"; }
        else if (pick <= 5) { shape = Shape.box(0.3f + rnd.nextFloat() * 0.5f, 0.3f + rnd.nextFloat() * 0.5f, 0.2f + rnd.nextFloat() * 0.6f, slots); name = "box"; }
        else if (pick <= 7) { shape = Shape.cylinder(0.3f + rnd.nextFloat() * 0.4f, 0.5f + rnd.nextFloat() * 0.5f, 8 + 2 * rnd.nextInt(4), 2 + rnd.nextInt(3), slots); name = "cylinder"; }
        else { shape = Shape.sphere(0.5f + rnd.nextFloat() * 0.5f, 6 + rnd.nextInt(2), 10 + 2 * rnd.nextInt(2), 2, slots, rnd); name = "sphere"; }
        // every level gets a fine sphere (strips of two segments switch texture often, so some packets fill all 12
        // gif_usage slots) and a skinned figure: class 1, and classes 2 and 3 (one of them may be empty, §core)
        if (!meshless && ctx.index() == 1) {
            shape = Shape.sphere(0.5f + rnd.nextFloat() * 0.5f, 7, 12, 2, slots, rnd);
            name = "sphere";
        } else if (!meshless && (ctx.index() == 2 || ctx.index() == 3) && shape.joints == 0) {
            shape = Shape.figure(3 + rnd.nextInt(6), slots, rnd);
            name = "figure";
        }
        Shape lowShape = null;
        if (shape != null && shape.joints == 0 && rnd.nextInt(3) != 0) {
            lowShape = name.equals("sphere") ? Shape.sphere(0.6f, 3, 6, 3, slots, rnd)
                    : name.equals("cylinder") ? Shape.cylinder(0.4f, 0.6f, 6, 3, slots) : Shape.box(0.4f, 0.4f, 0.4f, slots);
        }
        if (shape != null) {
            float[] off = {(rnd.nextFloat() - 0.5f) * 0.6f, 0.1f + rnd.nextFloat() * 0.4f, -0.4f * rnd.nextFloat()};
            shape.translate(off);
            if (lowShape != null) lowShape.translate(off);
        }
        MobyTruth truth = new MobyTruth(ctx.index());
        truth.put("shape", name);
        byte[] block = write(shape, lowShape, rnd, truth, ctx.index() % 2 == 0, ctx.index() == 0, ctx.index() == 1);
        return new Block(block, truth.map());
    }

    /**
     * Texture slots the class's strips draw with: 0..3 in a drawn order (at least three distinct, so texture runs do not
     * alternate between two values), then sometimes -1 (TEX0 = -1, no texture) and repeats.
     */
    private static int[] slots(Random rnd) {
        List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3));
        java.util.Collections.shuffle(order, rnd);
        int n = 3 + rnd.nextInt(4);
        int[] s = new int[n];
        for (int i = 0; i < n; i++) s[i] = i < 3 ? order.get(i) : rnd.nextInt(3) == 0 ? -1 : order.get(3 - i % 2);
        return s;
    }

    /**
     * @param ratchet class 0: mesh-less with the retail counts of Ratchet's class (other mesh-less classes may have them)
     * @param metal   class 1: a mesh class always gets metal packets (others by a draw), so every level has some
     */
    private byte[] write(Shape high, Shape low, Random rnd, MobyTruth t, boolean minimalEpilogue, boolean ratchet, boolean metal) {
        Buf b = new Buf();
        float scale = SCALES[rnd.nextInt(SCALES.length)];
        int joints = high == null ? 0 : high.joints;
        int maxPrimitives = defect == Defect.GIF_USAGE_OVERFLOW ? Integer.MAX_VALUE : Lod.MAX_PRIMITIVES;
        List<Lod.Packet> highPackets = high == null ? List.of() : Lod.split(high, 1 + rnd.nextInt(3), rnd, idBase(rnd, high), maxPrimitives);
        List<Lod.Packet> lowPackets = low == null ? List.of() : Lod.split(low, 1 + rnd.nextInt(2), rnd, idBase(rnd, low), maxPrimitives);
        int nh = highPackets.size(), nl = lowPackets.size();
        int[] header = new int[0x48];
        boolean meshless = high == null;
        // mesh-less classes may still carry counts (retail class 0: high 0x3f, low 0x16, metal 2, metal_begin 0x55)
        int hc = meshless ? (rnd.nextBoolean() || ratchet ? 0x3f : 0) : nh, lc = meshless && hc != 0 ? 0x16 : nl;
        b.zeros(0x48);
        b.putU8(0x04, hc);
        b.putU8(0x05, lc);
        b.putU8(0x06, meshless && hc != 0 ? 2 : 0);
        b.putU8(0x07, hc + lc);
        b.putU8(0x08, joints);
        // fields the reader only shows: drawn so that each column varies (builder defaults in comments)
        b.putU8(0x09, rnd.nextInt(0x100));              // unknown_9, copied through
        b.putU8(0x0e, 0x10 + rnd.nextInt(0x30));        // lod_trans (0x20)
        b.putF32(0x24, scale);
        b.putU8(0x2d, 4 + rnd.nextInt(12));             // mip_dist (8)
        b.putU32(0x40, rnd.nextInt());                  // glow_rgba
        b.putU16(0x44, 0x5000 | rnd.nextInt(0x100));    // mode_bits (0x5000)
        b.putU8(0x46, rnd.nextInt(0x100));              // type
        b.putU8(0x47, rnd.nextInt(0x100));              // mode_bits2
        float[] bs = high == null ? new float[] {0, 0, 0, 1} : bsphere(high);
        for (int i = 0; i < 4; i++) b.putF32(0x30 + 4 * i, bs[i]);
        // metal packets (§1.11) draw from their own generator, seeded by the header drawn so far: a class without them
        // draws exactly what it drew before they were written
        Random mr = new Random(java.util.Arrays.hashCode(b.toArray()) * 0x9E3779B97F4A7C15L);
        int nm = !meshless && (metal || mr.nextInt(3) == 0) ? 1 + mr.nextInt(2) : 0;
        if (nm > 0) b.putU8(0x06, nm);
        // sequence offsets at +0x48: jointed figures get 1-3 slots with sequences (§1.12, written at the end of the
        // block); other classes keep 0-2 empty slots (0 = no sequence in that slot)
        int drawn = joints > 0 ? 1 + rnd.nextInt(3) : rnd.nextInt(3);
        int sequences = this.sequences ? drawn : 0;
        b.putU8(0x0c, sequences);
        b.zeros(4 * sequences);
        b.pad(0x10);
        // an empty bangle block (header and 15 absent bangles) and a corncob (0-4 kernels), §1.3 step 3
        List<Bangles.Bangle> bangles = List.of();
        if (rnd.nextInt(3) == 0) {
            // unskinned mesh classes fill it with 1-2 bangles (their packets follow the metal ones), the others leave it empty
            b.putU8(0x2c, b.tell() / 16);
            if (!meshless && joints == 0) bangles = Bangles.plan(mr, bs, nh + nl + nm);
            Bangles.writeBlock(b, bangles, t.fields);
            b.pad(0x10);
        }
        int nb = Bangles.packets(bangles);
        if (rnd.nextInt(3) == 0) {
            // kernels draw from a generator of their own (seeded by the bytes so far), as metal packets do
            b.putU16(0x2e, b.tell() / 16);
            Corncob.write(b, new Random(java.util.Arrays.hashCode(b.toArray()) * 0x2545F4914F6CDD1DL), t.fields);
        }
        int pto = 0;
        if (!meshless) {
            pto = b.tell();
            b.putU32(0x00, pto);
            b.zeros(0x10 * (nh + nl + nm + nb + bangles.size()));   // Wrench reserves one more entry per bangle
        }
        // collision (§1.12): the header, then the first part, the second (vertices) and the third part
        if (rnd.nextInt(3) == 0) MobyCollision.write(b, rnd, t.fields);
        // skeleton and common_trans (skinned), then the joint-list block (W always writes one)
        if (joints > 0) {
            b.pad(0x10);
            int shadow = 1 + rnd.nextInt(2);            // opaque 16-byte shadow records right before the skeleton
            b.putU8(0x0f, shadow);
            for (int k = 0; k < 0x10 * shadow; k++) b.u8(1 + rnd.nextInt(0xff));
            b.putU32(0x14, b.tell());
            float[][][] ms = new float[joints][][];
            for (int j = 0; j < joints; j++) {
                float[] p = high.jointPos.get(j);
                float[][] r = high.jointRot.get(j);
                float[][] m = {{r[0][0], r[0][1], r[0][2], p[0]}, {r[1][0], r[1][1], r[1][2], p[1]}, {r[2][0], r[2][1], r[2][2], p[2]}, {0, 0, 0, 1}};
                ms[j] = m;
                StringBuilder line = new StringBuilder().append(j);
                for (float[] row : m) for (float v : row) { b.f32(v); line.append(' ').append(v); }
                t.jointLines.add(line);
            }
            b.putU32(0x18, b.tell());
            for (int j = 0; j < joints; j++) {
                float[] p = high.jointPos.get(j);
                b.f32(p[0]); b.f32(p[1]); b.f32(p[2]);
                int parentOffset = high.parents.get(j) * 0x40;
                b.u16(parentOffset);
                int seventy = 0x60 + rnd.nextInt(0x20);  // opaque (§1.12); the builder's 0x70 among the values
                b.u16(seventy);
                t.jointLines.get(j).append(' ').append(p[0]).append(' ').append(p[1]).append(' ').append(p[2])
                        .append(' ').append(parentOffset).append(' ').append(seventy);
                t.fields.joint(j, ms[j], p, parentOffset, seventy, high.parents.get(j));
            }
        }
        JointLists.write(b, joints, rnd, t.fields);     // §1.12; list_count 0 on a class without joints
        int sounds = rnd.nextInt(3);                    // MobySoundDef records of 0x20
        if (sounds > 0) {
            b.putU8(0x0d, sounds);
            b.putU32(0x28, b.tell());
            for (int k = 0; k < sounds; k++) {
                b.f32(1 + rnd.nextInt(8)); b.f32(20 + rnd.nextInt(40));          // min_range, max_range
                b.u32(rnd.nextInt(0x400)); b.u32(0x400 + rnd.nextInt(0x400));    // min/max volume
                b.u32(rnd.nextInt(0x100)); b.u32(0x100 + rnd.nextInt(0x100));    // min/max pitch
                b.u8(rnd.nextInt(2)); b.u8(0); b.u16(rnd.nextInt(0x40));         // loop, flags, index
                b.u32(rnd.nextInt(4));                                            // bank_index
            }
        }

        List<int[]> gif = new ArrayList<>();            // {qword offset of the texture UNPACK, slots...}
        int index = 0;
        for (int lod = 0; lod < 2; lod++) {
            List<Lod.Packet> list = lod == 0 ? highPackets : lowPackets;
            Shape shape = lod == 0 ? high : low;
            Lod.State st = new Lod.State();
            for (int p = 0; p < list.size(); p++, index++) {
                writePacket(b, pto + 0x10 * index, index, lod == 0 ? "high" : "low", p == 0, list.get(p), shape, scale, rnd, t, st, gif,
                        minimalEpilogue ^ (p % 2 == 1));
            }
        }
        for (int k = 0, tris = 0; k < nm; k++) {
            tris = MetalPackets.write(b, pto + 0x10 * index, index, bs, scale, mr, t, tris, defect == Defect.METAL_TEXTURE);
            index++;
        }
        for (Bangles.Bangle g : bangles) {
            for (int lod = 0; lod < 2; lod++) {
                List<Lod.Packet> list = lod == 0 ? g.packets() : g.lowPackets();
                Lod.State st = new Lod.State();    // each of a bangle's LOD lists is a list of its own (cache, texture)
                for (int p = 0; p < list.size(); p++, index++) {
                    writePacket(b, pto + 0x10 * index, index, "bangle", p == 0, list.get(p), lod == 0 ? g.shape() : g.low(), scale, mr, t,
                            st, gif, minimalEpilogue ^ (p % 2 == 1));
                }
            }
        }
        if (!gif.isEmpty()) b.putU32(0x20, writeGifUsage(b, gif, t));
        if (joints > 0 && sequences > 0) {
            gcscript.datasets.sequence.ClassSequences seqs = new gcscript.datasets.sequence.ClassSequences();
            seqs.write(b, t.cls(), 0x48, sequences, joints, rnd);
            t.extra.putAll(seqs.truth());
        }
        b.pad(0x10);
        byte[] out = b.toArray();
        t.fields.classRow(t.header(out), meshless, nh + nl + nm + nb, t.vertices());
        t.put("sum.moby_class_blocks", 1);
        t.put("sum.moby_mesh_classes", meshless ? 0 : 1);
        t.put("sum.moby_packets", meshless ? 0 : nh + nl);
        return out;
    }

    /**
     * The gif_usage table (§1.10), 0x10-aligned at the end of the block: per entry the 12 texture slots (0xFF unused)
     * and the qword offset of its texture UNPACK, bit 31 on the last; returns where it starts.
     */
    static int writeGifUsage(Buf b, List<int[]> gif, MobyTruth t) {
        b.pad(0x10);
        int at = b.tell();
        for (int g = 0; g < gif.size(); g++) {
            int[] e = gif.get(g);
            StringBuilder line = new StringBuilder().append(g);
            for (int k = 0; k < 12; k++) {
                int v = k + 1 < e.length ? e[k + 1] & 0xff : 0xff;
                b.u8(v);
                line.append(' ').append(v);
            }
            boolean last = g == gif.size() - 1;
            long word = (e[0] & 0xffffffffL) | (last ? 0x80000000L : 0);
            b.u32((int) word);
            int[] slots = new int[12];
            for (int k = 0; k < 12; k++) slots[k] = k + 1 < e.length ? e[k + 1] & 0xff : 0xff;
            t.fields.gifUsage(g, slots, word, e[0] + 0x10L, last);
            t.gifLines.add(line.append(' ').append(word));
        }
        return at;
    }

    /** A cache-slot base for the list's vertex IDs so that some are 256 or more. */
    static int idBase(Random rnd, Shape s) {
        int n = s.vertexCount();
        int lo = Math.max(0, 257 - n), hi = 512 - n;
        return lo + rnd.nextInt(Math.max(1, hi - lo));
    }

    private static float[] bsphere(Shape s) {
        float[] lo = {1e9f, 1e9f, 1e9f}, hi = {-1e9f, -1e9f, -1e9f};
        for (float[] p : s.pos) for (int a = 0; a < 3; a++) { lo[a] = Math.min(lo[a], p[a]); hi[a] = Math.max(hi[a], p[a]); }
        float[] c = {(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2};
        float r = 0;
        for (float[] p : s.pos) r = Math.max(r, (float) Math.sqrt((p[0] - c[0]) * (p[0] - c[0]) + (p[1] - c[1]) * (p[1] - c[1]) + (p[2] - c[2]) * (p[2] - c[2])));
        return new float[] {c[0], c[1], c[2], r};
    }

    void writePacket(Buf b, int entryAt, int index, String lodName, boolean firstOfList, Lod.Packet pk, Shape s, float scale,
                             Random rnd, MobyTruth t, Lod.State st, List<int[]> gif, boolean minimalEpilogue) {
        boolean skinned = s.joints > 0;
        // stored vertices in file order: 2-way, then 3-way, then main
        List<Integer> order = new ArrayList<>();
        for (int kind = 2; kind <= 3; kind++) for (int v : pk.stored) if (s.skinJ.get(v).length == kind) order.add(v);
        for (int v : pk.stored) if (s.skinJ.get(v).length == 1) order.add(v);
        int two = 0, three = 0;
        for (int v : order) { if (s.skinJ.get(v).length == 2) two++; else if (s.skinJ.get(v).length == 3) three++; }
        int V = order.size(), dup = pk.duplicates.size(), n = V + dup;
        int[] vuVertex = new int[n];
        java.util.Map<Integer, Integer> vuOf = new java.util.HashMap<>();
        for (int i = 0; i < V; i++) { vuVertex[i] = order.get(i); vuOf.put(order.get(i), i); }
        for (int k = 0; k < dup; k++) { vuVertex[V + k] = pk.duplicates.get(k); vuOf.put(pk.duplicates.get(k), V + k); }
        // class vertex numbers: this packet's stored records follow the class's earlier ones; a duplicate is the vertex
        // that last wrote its cache slot in this LOD list
        int classBase = t.vertices();
        for (int i = 0; i < V; i++) st.cacheVertex.put(pk.id(order.get(i)), classBase + i);
        java.util.function.IntUnaryOperator classVertex = v -> st.cacheVertex.get(pk.id(v));

        // ---- index bytes and texture switches (§1.9) ------------------------------------------------------
        List<Integer> bytes = new ArrayList<>();
        List<Integer> secrets = new ArrayList<>();       // vertex + 1 per switch
        List<Integer> switchSlots = new ArrayList<>();
        for (int si : pk.strips) {
            int[] strip = s.strips.get(si);
            int slot = s.slots.get(si);
            int switchAt = -1;
            if (slot != st.tex) switchAt = strip.length >= 4 && rnd.nextBoolean() ? 2 + rnd.nextInt(strip.length - 3) : 0;
            for (int i = 0; i < strip.length; i++) {
                int q = vuOf.get(strip[i]);
                int tex = st.tex;
                if (i == switchAt) {
                    bytes.add(0);
                    secrets.add(q + 1);
                    switchSlots.add(slot);
                    st.tex = slot;
                    if (i >= 2) {
                        // the switch byte does not kick: this triangle is skipped, and re-drawn below as its own strip
                        st.redo.add(new int[] {strip[i - 2], strip[i - 1], strip[i]});
                    }
                } else {
                    bytes.add(i < 2 ? (q + 1) | 0x80 : q + 1);
                    if (i >= 2) {
                        t.triangle(index, lodName, pk.id(strip[i - 2]), pk.id(strip[i - 1]), pk.id(strip[i]), tex);
                        t.fields.triangle(index, lodName, new int[] {pk.id(strip[i - 2]), pk.id(strip[i - 1]), pk.id(strip[i])}, tex,
                                new int[] {classVertex.applyAsInt(strip[i - 2]), classVertex.applyAsInt(strip[i - 1]), classVertex.applyAsInt(strip[i])});
                    }
                }
            }
            for (int[] tri : st.redo) {
                for (int k = 0; k < 3; k++) bytes.add(k < 2 ? (vuOf.get(tri[k]) + 1) | 0x80 : vuOf.get(tri[k]) + 1);
                t.triangle(index, lodName, pk.id(tri[0]), pk.id(tri[1]), pk.id(tri[2]), st.tex);
                t.fields.triangle(index, lodName, new int[] {pk.id(tri[0]), pk.id(tri[1]), pk.id(tri[2])}, st.tex,
                        new int[] {classVertex.applyAsInt(tri[0]), classVertex.applyAsInt(tri[1]), classVertex.applyAsInt(tri[2])});
            }
            st.redo.clear();
        }
        if (defect == Defect.INDEX_PAST_CACHE && index == 0) bytes.add(2, n + 5);
        bytes.add(1); bytes.add(1); bytes.add(1); bytes.add(0);
        while ((4 + bytes.size()) % 4 != 0) bytes.add(0);
        int T = switchSlots.size();
        int mm = (4 + bytes.size()) / 4;

        // ---- VIF list ----------------------------------------------------------------------------------
        b.pad(0x10);
        int vlo = b.tell();
        b.u32(0x75000000 | (n & 0xff) << 16 | 0x80C2);
        for (int k = 0; k < n; k++) {
            float[] uv = s.uv.get(vuVertex[k]);
            b.u16(Math.round(uv[0] * 4096)); b.u16(Math.round(uv[1] * 4096));
        }
        b.u32(0x6E000000 | (mm & 0xff) << 16 | 0x812D);
        b.u8(0);                                // unknown_0 (the builder writes 0)
        b.u8(T > 0 ? mm : 0);
        b.u8(T > 0 ? secrets.get(0) : 0);       // secret_index_0
        b.u8(0);
        for (int x : bytes) b.u8(x);
        int texCode = -1;
        if (T > 0) {
            texCode = TexturePrimitives.write(b, rnd, t, index, lodName, mm, switchSlots, secrets);
            int[] g = new int[1 + T];
            g[0] = texCode & ~0xF;
            for (int k = 0; k < T; k++) g[1 + k] = switchSlots.get(k);
            gif.add(g);
        }
        b.pad(0x10);
        int vls = (b.tell() - vlo) / 16;

        // ---- vertex table (§1.7) ------------------------------------------------------------------------
        int vo = b.tell();
        List<int[]> transfers = new ArrayList<>();
        if (!skinned) transfers.add(new int[] {0, 0});
        else if (firstOfList || rnd.nextInt(3) == 0) for (int j = 0; j < s.joints; j++) transfers.add(new int[] {j, 4 * j});
        b.zeros(0x10);
        for (int[] m : transfers) { b.u8(m[0]); b.u8(m[1]); }
        b.pad(8);
        for (int v : pk.duplicates) b.u16(pk.id(v) << 7);
        b.pad(16);
        int vto = b.tell() - vo;
        int E;
        if (defect == Defect.NO_EPILOGUE) E = 0;
        else if (minimalEpilogue) E = 1;
        else { int c = V; E = 0; while (c % 4 != 2) { c++; E++; } E++; }
        int[] id = new int[V];
        for (int i = 0; i < V; i++) id[i] = pk.id(order.get(i));
        int[] stream = new int[V + E + 6];
        for (int k = 0; k < stream.length; k++) stream[k] = k - 7 >= 0 && k - 7 < V ? id[k - 7] : 0;
        if (defect == Defect.UNPIPELINED_IDS) for (int k = 0; k < V; k++) stream[k] = id[k];
        for (int i = 0; i < V; i++) {
            int v = order.get(i);
            int[] js = s.skinJ.get(v), ws = s.skinW.get(v);
            if (defect == Defect.WEIGHT_SUM && js.length > 1) ws = new int[] {ws[0], ws[1] - 1, js.length > 2 ? ws[2] : 0};
            int kind = js.length == 2 ? 0 : js.length == 3 ? 1 : 2;
            int hi, b2, b3, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
            if (kind == 0) { hi = js[0]; b2 = 4 * js[0]; b3 = 4 * js[1]; b4 = ws[0]; b5 = ws[1]; b6 = ST_DONT_CARE; b7 = BLEND_SLOT; }
            else if (kind == 1) { hi = 2 * js[2]; b2 = 4 * js[0]; b3 = 4 * js[1]; b4 = ws[0]; b5 = ws[1]; b6 = ws[2]; b7 = BLEND_SLOT; }
            else { hi = js[0]; b2 = skinned ? 4 * js[0] : 0; b3 = ST_DONT_CARE; }
            b.u16((stream[i] & 0x1ff) | hi << 9);
            b.u8(b2); b.u8(b3); b.u8(b4); b.u8(b5); b.u8(b6); b.u8(b7);
            float[] nrm = storedNormal(s, v);
            int el = (int) Math.round(Math.asin(Math.max(-1, Math.min(1, nrm[2]))) * 128 / Math.PI) & 0xff;
            int az = (int) Math.round(Math.atan2(nrm[0], nrm[1]) * 128 / Math.PI) & 0xff;
            if (el == 0x40) az = (az + 0x80) & 0xff;
            float[] p = stored(s, v);
            int x = raw(p[0], scale), y = raw(p[1], scale), z = raw(p[2], scale);
            b.u8(az); b.u8(el); b.u16(x); b.u16(y); b.u16(z);
            float[] uv = s.uv.get(v);
            t.vertex(index, lodName, i, kind, id[i], stream[i] & 0x1ff, hi, b2, b3, b4, b5, b6, b7, az, el, x, y, z,
                    Math.round(uv[0] * 4096), Math.round(uv[1] * 4096), js, ws, scale);
            t.fields.vertex(index, lodName, i, KINDS[kind], id[i], new int[] {stream[i] & 0x1ff, hi, b2, b3, b4, b5, b6, b7}, az, el,
                    new short[] {(short) x, (short) y, (short) z}, scale, (short) Math.round(uv[0] * 4096), (short) Math.round(uv[1] * 4096),
                    js, ws);
        }
        for (int e = 0; e < E; e++) {
            int k = V + e;
            b.u16(stream[k]);
            if (e < E - 1) b.zeros(14);
            else { b.u16(0); for (int h = 0; h < 6; h++) b.u16(stream[k + 1 + h]); }
        }
        int vds = vto / 16 + V + E;
        // header and entry
        b.putU16(vo, transfers.size()); b.putU16(vo + 2, two); b.putU16(vo + 4, three); b.putU16(vo + 6, V - two - three);
        b.putU16(vo + 8, dup); b.putU16(vo + 0xa, n); b.putU16(vo + 0xc, vto); b.putU16(vo + 0xe, 0);
        b.putU32(entryAt, vlo); b.putU16(entryAt + 4, vls); b.putU16(entryAt + 6, 4 * T); b.putU32(entryAt + 8, vo);
        b.putU8(entryAt + 0xc, vds); b.putU8(entryAt + 0xd, (15 + 6 * n) / 16); b.putU8(entryAt + 0xe, (3 + n) / 4); b.putU8(entryAt + 0xf, n);
        Map<String, Object> pt = new LinkedHashMap<>();
        pt.put("lod", lodName);
        pt.put("vif_list_offset", vlo); pt.put("vif_list_size", vls); pt.put("vif_list_texture_unpack_offset", 4 * T);
        pt.put("vertex_offset", vo); pt.put("vertex_data_size", vds); pt.put("unknown_d", (15 + 6 * n) / 16);
        pt.put("unknown_e", (3 + n) / 4); pt.put("transfer_vertex_count", n);
        pt.put("matrix_transfers", transfers.size()); pt.put("two_way", two); pt.put("three_way", three);
        pt.put("main", V - two - three); pt.put("duplicates", dup); pt.put("header_transfer_vertex_count", n);
        pt.put("vertex_table_offset", vto); pt.put("epilogue_records", E); pt.put("texture_primitives", T);
        pt.put("st_count", n); pt.put("index_bytes", 4 * mm);
        pt.forEach((k, v) -> t.put("packet." + index + "." + k, v));
        pt.put("metal_vertices", -1);          // no metal packets are written
        t.fields.packet(index, pt);
        t.add("sum.moby_vif_list_qwords", vls);
        t.add("sum.moby_transfer_vertices", n);
        t.add("sum.moby_stored_vertices", V);
    }

    /**
     * The stored (bone-local for skinned shapes) position p, such that the bind pose Σ w/256 · (R_j p + t_j) is the
     * model position: p = (Σ w/256 · R_j)⁻¹ (pos − Σ w/256 · t_j).
     */
    private static float[] stored(Shape s, int v) {
        float[] p = s.pos.get(v).clone();
        if (s.joints == 0) return p;
        int[] js = s.skinJ.get(v), ws = s.skinW.get(v);
        double[] d = {p[0], p[1], p[2]};
        for (int k = 0; k < js.length; k++) {
            float[] tj = s.jointPos.get(js[k]);
            for (int a = 0; a < 3; a++) d[a] -= ws[k] / 256.0 * tj[a];
        }
        double[] q = Mat3.solve(Mat3.blend(s.jointRot, js, ws), d);
        return new float[] {(float) q[0], (float) q[1], (float) q[2]};
    }

    /** The normal in the same space as {@link #stored}: (Σ w/256 · R_j)⁻¹ n, renormalised. */
    private static float[] storedNormal(Shape s, int v) {
        float[] n = s.nrm.get(v);
        if (s.joints == 0) return n;
        double[] q = Mat3.solve(Mat3.blend(s.jointRot, s.skinJ.get(v), s.skinW.get(v)), new double[] {n[0], n[1], n[2]});
        return Shape.norm(new float[] {(float) q[0], (float) q[1], (float) q[2]});
    }

    private static int raw(float v, float scale) {
        int r = Math.round(v * 1024 / scale);
        if (r < Short.MIN_VALUE || r > Short.MAX_VALUE) throw new IllegalStateException("position " + v + " does not fit s16 at scale " + scale);
        return r & 0xffff;
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
