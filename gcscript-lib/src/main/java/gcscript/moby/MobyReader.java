package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.sequence.Sequence;
import gcscript.sequence.SequenceReader;
import gcscript.vif.Vif;
import gcscript.vif.VifCommand;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one moby class block (rac2-formats-phase2 §1): header, packet table, per packet the VIF list (ST pairs,
 * index bytes, texture primitives) and the vertex table (pipelined IDs, duplicates, epilogue), then the skinning
 * state machine (§1.8) and the FIFO index walk with secret indices (§1.9), both carrying state across the packets of
 * one LOD list. Every read is bounded by the class block. A value that makes the decode undefined (a vertex past
 * the cache, a duplicate of an unwritten slot, an epilogue outside 1..6, a walk that does not stop) fails its
 * check and then throws a {@link FormatException}; the other checks only report.
 */
final class MobyReader {
    private final ByteReader blk;       // the class block; offsets in it are class-relative
    private final MobyClassRef ref;
    private final String path;
    private final MobyChecks ck;
    private final Checks sequenceChecks;

    // vertex and triangle columns
    private final IntArr vPacket = new IntArr(), vKind = new IntArr(),
            vId = new IntArr(), vS = new IntArr(), vT = new IntArr(), skinJ = new IntArr(), skinW = new IntArr();
    private final IntArr tPacket = new IntArr(), tLod = new IntArr(), tId = new IntArr(), tVertex = new IntArr(), tSlot = new IntArr();

    // state of one LOD list
    private final int[] cache = new int[CACHE_SLOTS];            // class vertex number per cache slot, -1 = unwritten
    private final int[][] slotJ = new int[MATRIX_SLOTS][];       // matrix slot contents: joints and weights (/256)
    private final int[][] slotW = new int[MATRIX_SLOTS][];
    private int tex;

    private MobyReader(ByteReader blk, MobyClassRef ref, String path, MobyChecks ck, Checks sequenceChecks) {
        this.blk = blk;
        this.sequenceChecks = sequenceChecks;
        this.ref = ref;
        this.path = path;
        this.ck = ck;
    }

    /**
     * Reads the class {@code ref} from decompressed core_data; checks go to {@code checks} (one row per check for
     * this class, also when the read fails part-way).
     */
    static MobyClass read(ByteReader coreData, int level, MobyClassRef ref, Checks checks, Checks sequenceChecks) {
        String path = "level[" + level + "].core.moby[" + ref.index() + "]";
        MobyChecks ck = new MobyChecks(checks, path, coreData.absolute(0) + ref.offset());
        try {
            if (ref.offset() < 0 || ref.end() > coreData.length() || ref.end() - ref.offset() < CLASS_HEADER.size()) {
                throw coreData.error(path + ".offset_in_asset_wad", Math.max(0, ref.offset()),
                        "a class block of at least 0x48 bytes inside core_data", "[" + Hex.of(ref.offset()) + ", " + Hex.of(ref.end()) + ")");
            }
            ByteReader blk = coreData.slice(path, ref.offset(), ref.end() - ref.offset());
            return new MobyReader(blk, ref, path, ck, sequenceChecks).readClass(coreData.file());
        } finally {
            ck.flush();
        }
    }

    private MobyClass readClass(String file) {
        Rec h = CLASS_HEADER.read(blk, 0, path);
        int size = blk.length();
        long abs = blk.absolute(0);
        ck.expect("moby.block.aligned", ref.offset() % 0x40 == 0, abs, () -> path + ".offset_in_asset_wad = " + Hex.of(ref.offset()));
        StringBuilder outside = new StringBuilder();
        for (var f : new gcscript.layout.Field[] {PACKET_TABLE_OFFSET, COLLISION, SKELETON, COMMON_TRANS, JOINTS, GIF_USAGE, SOUND_DEFS}) {
            long v = h.i(f);
            if (v != 0 && (v < 0 || v >= size)) outside.append(f.name()).append('=').append(Hex.of(v)).append(' ');
        }
        ck.expect("moby.header.offsets_inside", outside.length() == 0, abs,
                () -> path + ": " + outside.toString().trim() + " outside the block of " + Hex.of(size) + " bytes");
        int high = h.i(HIGH_LOD_COUNT), low = h.i(LOW_LOD_COUNT), metal = h.i(METAL_COUNT), metalBegin = h.i(METAL_BEGIN);
        ck.expect("moby.header.metal_begin", metalBegin == high + low, h.offsetOf(METAL_BEGIN),
                () -> h.pathOf(METAL_BEGIN) + " = " + metalBegin + ", high + low = " + (high + low));
        boolean gc = h.i(FORMAT_SELECTOR) == 0;
        ck.expect("moby.header.format_gc", gc, h.offsetOf(FORMAT_SELECTOR), () -> h.pathOf(FORMAT_SELECTOR) + " = " + h.i(FORMAT_SELECTOR));
        int seqs = h.i(SEQUENCE_COUNT);
        RecArray sequences = SEQUENCE_SLOT.view(blk, SEQUENCES_AT, seqs, path + ".sequence");
        List<Sequence> animations = new ArrayList<>();
        for (int i = 0; i < sequences.count(); i++) {
            int so = sequences.i(i, SEQUENCE_OFFSET);
            int at = i;
            boolean inside = ck.expect("moby.sequence.inside", so == 0 || (so > 0 && so < size), sequences.offset(i),
                    () -> sequences.path(at) + " = " + Hex.of(so));
            if (so != 0 && inside) {
                Sequence q = SequenceReader.read(blk, new SequenceReader.Source(ref.index(), ref.oClass(), i, so, h.i(JOINT_COUNT)),
                        path + ".sequence[" + i + "]", sequenceChecks);
                if (q != null) animations.add(q);
            }
        }

        List<MobyPacket> packets = new ArrayList<>();
        List<MobyBangles.Bangle> bangles = MobyBangles.read(blk, h, path, ck);   // the block; its packets below
        int pto = h.i(PACKET_TABLE_OFFSET);
        if (pto != 0) {
            if (pto < 0 || pto >= size) throw h.error(PACKET_TABLE_OFFSET, "0 or an offset inside the class block of " + Hex.of(size), Hex.of(pto));
            if (gc) {
                readLods(packets, pto, high, low, metal, metalBegin);
                for (MobyBangles.Bangle b : bangles) {
                    if (b.hasHigh()) readList(packets, pto, b.highBegin(), b.highCount(), path + ".bangle[" + b.entry() + "].high_packet");
                    if (b.hasLow()) readList(packets, pto, b.lowBegin(), b.lowCount(), path + ".bangle[" + b.entry() + "].low_packet");
                }
            } else {
                List<Rec> entries = PACKET_ENTRY.readArray(blk, pto, high + low, path + ".packet");
                if (metal != 0) PACKET_ENTRY.readArray(blk, pto + 16L * metalBegin, metal, path + ".metal_packet");
                for (int p = 0; p < entries.size(); p++) packets.add(new MobyPacket(p, MobyClass.LODS[p < high ? 0 : 1], entries.get(p), null, null, -1, List.of(), -1, -1, -1, -1, null));
            }
        }

        int nj = h.i(JOINT_COUNT);
        List<Rec> skel = List.of(), trans = List.of();
        if (nj > 0 && h.i(SKELETON) != 0) skel = JOINT_MATRIX.readArray(blk, h.i(SKELETON), nj, path + ".skeleton");
        if (nj > 0 && h.i(COMMON_TRANS) != 0) trans = COMMON_TRANS_REC.readArray(blk, h.i(COMMON_TRANS), nj, path + ".common_trans");
        RecArray gif = readGifUsage(h.i(GIF_USAGE));
        MobyClassBlocks.read(blk, h, path);
        List<MobyJointLists.JointList> jointLists = MobyJointLists.read(blk, h, path, ck);
        MobyCollisions.Collision collision = MobyCollisions.read(blk, h, path, ck);
        List<MobyCorncob.Kernel> corncob = MobyCorncob.read(blk, h, path, ck);

        return build(h, file, h.f(SCALE), packets, skel, trans, gif, animations)
                .withJointLists(jointLists).withCollision(collision).withCorncob(corncob).withBangles(bangles);
    }

    /** The class as read: the columns the packets filled, the gif_usage entries found (owned here). */
    private MobyClass build(Rec h, String file, float scale, List<MobyPacket> packets, List<Rec> skel, List<Rec> trans, RecArray gif,
                            List<Sequence> animations) {
        int[][] v = {vPacket.toArray(), vKind.toArray(), vId.toArray(), vS.toArray(), vT.toArray()};
        int[][] t = {tPacket.toArray(), tLod.toArray(), tId.toArray(), tVertex.toArray(), tSlot.toArray()};
        List<Rec> gifEntries = gif.count() == 0 ? List.of()
                : GIF_USAGE_ENTRY.readArray(blk, gif.relativeOffset(0), gif.count(), path + ".gif_usage");
        return new MobyClass(ref, h, file, scale, List.copyOf(packets), skel, trans, gifEntries, gif, v, skinJ.toArray(), skinW.toArray(), t,
                List.copyOf(animations));
    }

    /**
     * Reads a mesh-only block (rac2-global-wads §11.2: ARMOR.WAD's armours and wrenches): the 16-byte header, then the
     * packet table, packets and gif_usage exactly as a level class's ({@link #readLods}); {@code scale} comes from
     * outside, the header has none. Checks go to {@code checks}, subject {@code path}.
     */
    static MobyClass readMeshOnly(ByteReader block, MobyClassRef ref, String file, String path, float scale, Checks checks) {
        MobyChecks ck = new MobyChecks(checks, MobyChecks.MESH_DOCS, path, block.absolute(0));
        try {
            block.requireRange(path, 0, MESH_HEADER.size());
            return new MobyReader(block, ref, path, ck, null).readMeshOnly(file, scale);
        } finally {
            ck.flush();
        }
    }

    private MobyClass readMeshOnly(String file, float scale) {
        Rec h = MESH_HEADER.read(blk, 0, path);
        int high = h.i(MESH_HIGH_LOD_COUNT), low = h.i(MESH_LOW_LOD_COUNT), metal = h.i(MESH_METAL_COUNT), metalBegin = h.i(MESH_METAL_BEGIN);
        int pto = h.i(MESH_PACKET_TABLE_OFFSET);
        ck.expect("moby.mesh_only.packet_table_offset", pto == MESH_PACKET_TABLE_AT, h.offsetOf(MESH_PACKET_TABLE_OFFSET),
                () -> h.pathOf(MESH_PACKET_TABLE_OFFSET) + " = " + Hex.of(pto));
        ck.expect("moby.mesh_only.metal_begin", metal == 0 || metalBegin == high + low, h.offsetOf(MESH_METAL_BEGIN),
                () -> h.pathOf(MESH_METAL_BEGIN) + " = " + metalBegin + ", high + low = " + (high + low));
        ck.expect("moby.mesh_only.pad", h.i(MESH_PAD) == 0, h.offsetOf(MESH_PAD), () -> h.pathOf(MESH_PAD) + " = " + Hex.of(h.i(MESH_PAD)));
        int gifAt = h.i(MESH_GIF_USAGE);
        ck.expect("moby.mesh_only.gif_usage_inside", gifAt == 0 || (gifAt >= MESH_HEADER.size() && gifAt < blk.length()),
                h.offsetOf(MESH_GIF_USAGE), () -> h.pathOf(MESH_GIF_USAGE) + " = " + Hex.of(gifAt) + ", block " + Hex.of(blk.length()));
        if (pto < MESH_HEADER.size() || pto >= blk.length()) {
            throw h.error(MESH_PACKET_TABLE_OFFSET, "an offset after the header inside the block of " + Hex.of(blk.length()), Hex.of(pto));
        }
        List<MobyPacket> packets = new ArrayList<>();
        readLods(packets, pto, high, low, metal, metalBegin);
        RecArray gif = readGifUsage(gifAt);
        return build(h, file, scale, packets, List.of(), List.of(), gif, List.of());
    }

    /**
     * The packet table's high and low LOD lists (each a list of its own: cache, matrices, texture) and its metal
     * packets, from table offset {@code pto}: the part a level class and a mesh-only block share.
     */
    private void readLods(List<MobyPacket> packets, int pto, int high, int low, int metal, int metalBegin) {
        List<Rec> entries = PACKET_ENTRY.readArray(blk, pto, high + low, path + ".packet");
        List<Rec> metals = metal == 0 ? List.of()
                : PACKET_ENTRY.readArray(blk, pto + 16L * metalBegin, metal, path + ".metal_packet");
        for (int lod = 0; lod < 2; lod++) {
            resetList();
            int from = lod == 0 ? 0 : high, to = lod == 0 ? high : high + low;
            for (int p = from; p < to; p++) packets.add(readPacket(p, lod, entries.get(p), p + 1 < entries.size() ? entries.get(p + 1) : null));
        }
        int metalTex = 0;     // the running texture of the metal list (§1.9's rule, applied to it [inference])
        for (int m = 0; m < metals.size(); m++) {
            MobyPacket mp = MobyMetal.read(blk, ck, path + ".packet[" + (metalBegin + m) + "]", metalBegin + m, metals.get(m), metalTex);
            metalTex = mp.metal().tex();
            packets.add(mp);
        }
    }

    /** One bangle LOD list: {@code count} entries from table index {@code begin}, a list of its own (cache, matrices, texture). */
    private void readList(List<MobyPacket> packets, int pto, int begin, int count, String entryPath) {
        List<Rec> entries = PACKET_ENTRY.readArray(blk, pto + 16L * begin, count, entryPath);
        resetList();
        for (int p = 0; p < count; p++) {
            packets.add(readPacket(begin + p, MobyClass.LOD_BANGLE, entries.get(p), p + 1 < count ? entries.get(p + 1) : null));
        }
    }

    private void resetList() {
        java.util.Arrays.fill(cache, -1);
        for (int i = 0; i < MATRIX_SLOTS; i++) { slotJ[i] = null; slotW[i] = null; }
        tex = 0;
    }

    /** The gif_usage entries up to the one with bit 31 (the same bytes seen as {@link MobyLayouts#GIF_USAGE_WORD}). */
    private RecArray readGifUsage(int at) {
        if (at <= 0 || at >= blk.length()) return GIF_USAGE_WORD.view(blk, 0, 0, path + ".gif_usage");
        int max = (blk.length() - at) / GIF_USAGE_ENTRY.size();
        RecArray words = GIF_USAGE_WORD.window(blk, at, max, path + ".gif_usage");   // the scan for bit 31 owns nothing; the entries found do (below)
        for (int i = 0; i < max; i++) {
            if (words.i(i, GIF_LAST) != 0) {
                ck.expect("moby.gif_usage.terminated", true, words.offset(i), () -> "");
                return GIF_USAGE_WORD.view(blk, at, i + 1, path + ".gif_usage");
            }
        }
        ck.expect("moby.gif_usage.terminated", false, blk.absolute(at), () -> path + ".gif_usage: no entry with bit 31 in " + max);
        throw blk.error(path + ".gif_usage", at, "a last entry with bit 31 set inside the block", max + " entries without one");
    }

    private MobyPacket readPacket(int index, int lod, Rec e, Rec next) {
        String p = path + ".packet[" + index + "]";
        long vlo = e.get(VIF_LIST_OFFSET);
        int vls = e.i(VIF_LIST_SIZE);
        int n = e.i(TRANSFER_VERTEX_COUNT);
        ck.expect("moby.packet.vif_aligned", vlo % 16 == 0, e.offsetOf(VIF_LIST_OFFSET), () -> e.pathOf(VIF_LIST_OFFSET) + " = " + Hex.of(vlo));
        ck.expect("moby.packet.list_end_is_vertex_header", vlo + 16L * vls == e.get(VERTEX_OFFSET), e.offsetOf(VERTEX_OFFSET),
                () -> e.pathOf(VERTEX_OFFSET) + " = " + Hex.of(e.get(VERTEX_OFFSET)) + ", list end " + Hex.of(vlo + 16L * vls));
        ck.expect("moby.packet.unknown_d", e.i(UNKNOWN_D) == (15 + 6 * n) / 16, e.offsetOf(UNKNOWN_D),
                () -> e.pathOf(UNKNOWN_D) + " = " + e.i(UNKNOWN_D) + ", (15 + 6n)/16 = " + (15 + 6 * n) / 16);
        ck.expect("moby.packet.unknown_e", e.i(UNKNOWN_E) == (3 + n) / 4, e.offsetOf(UNKNOWN_E),
                () -> e.pathOf(UNKNOWN_E) + " = " + e.i(UNKNOWN_E) + ", (3 + n)/4 = " + (3 + n) / 4);
        if (next != null) {
            ck.expect("moby.packet.chain", e.get(VERTEX_OFFSET) + 16L * e.i(VERTEX_DATA_SIZE) == next.get(VIF_LIST_OFFSET), next.offsetOf(VIF_LIST_OFFSET),
                    () -> next.pathOf(VIF_LIST_OFFSET) + " = " + Hex.of(next.get(VIF_LIST_OFFSET)) + ", previous vertex data ends at "
                            + Hex.of(e.get(VERTEX_OFFSET) + 16L * e.i(VERTEX_DATA_SIZE)));
        }

        // ---- VIF list: three UNPACKs by position ----------------------------------------------------------
        List<VifCommand> unpacks = MobyIndexList.unpacks(blk, e, p);
        boolean shape = unpacks.size() >= 2 && unpacks.size() <= 3
                && unpacks.get(0).code().cmd() == 0x75 && unpacks.get(0).code().addr() == ST_ADDR
                && unpacks.get(1).code().cmd() == 0x6E && unpacks.get(1).code().addr() == INDEX_ADDR
                && (unpacks.size() == 2 || unpacks.get(2).code().cmd() == 0x6C);
        ck.expect("moby.packet.unpacks", shape, blk.absolute((int) vlo), () -> p + ".vif_list: " + MobyIndexList.describe(unpacks));
        if (unpacks.size() < 2 || unpacks.get(0).code().cmd() != 0x75 || unpacks.get(1).code().cmd() != 0x6E) {
            throw blk.error(p + ".vif_list", vlo, "an ST UNPACK (V2_16) then an index UNPACK (V4_8)", MobyIndexList.describe(unpacks));
        }
        VifCommand st = unpacks.get(0), ix = unpacks.get(1), tx = unpacks.size() > 2 ? unpacks.get(2) : null;
        long tuo = e.get(VIF_LIST_TEXTURE_UNPACK_OFFSET);
        ck.expect("moby.packet.texture_unpack_offset", (tuo != 0) == (tx != null), e.offsetOf(VIF_LIST_TEXTURE_UNPACK_OFFSET),
                () -> e.pathOf(VIF_LIST_TEXTURE_UNPACK_OFFSET) + " = " + tuo + " with " + (tx == null ? "no" : "a") + " texture UNPACK");
        int stCount = st.elements();
        MobyIndexList il = MobyIndexList.read(blk, ck, p, ix, tx);
        List<Rec> prims = il.textures();
        int tCount = prims.size();
        ck.expect("moby.packet.gif_usage_slots", tCount <= GIF_USAGE_SLOTS, blk.absolute(il.at()),
                () -> p + ".primitive: " + tCount + " texture primitives (a gif_usage entry holds " + GIF_USAGE_SLOTS + ")");

        // ---- vertex table ---------------------------------------------------------------------------------
        long vo = e.get(VERTEX_OFFSET);
        if (!blk.inRange(vo, VERTEX_HEADER.size())) {
            throw e.error(VERTEX_OFFSET, "a vertex-table header inside the class block of " + Hex.of(blk.length()), Hex.of(vo));
        }
        Rec vh = VERTEX_HEADER.read(blk, vo, p + ".vertex_table");
        int mt = vh.i(MATRIX_TRANSFER_COUNT), two = vh.i(TWO_WAY), three = vh.i(THREE_WAY), main = vh.i(MAIN), dup = vh.i(DUPLICATES);
        int V = two + three + main;
        int vto = vh.i(VERTEX_TABLE_OFFSET), vds = e.i(VERTEX_DATA_SIZE);
        ck.expect("moby.packet.transfer_counts", stCount == n && vh.i(HEADER_TRANSFER) == n && V + dup == n, e.offsetOf(TRANSFER_VERTEX_COUNT),
                () -> p + ": ST NUM " + stCount + ", entry " + n + ", header " + vh.i(HEADER_TRANSFER) + ", 2-way + 3-way + main + dup " + (V + dup));
        ck.expect("moby.vertex.table_offset", vto % 16 == 0 && vto / 16 <= vds, vh.offsetOf(VERTEX_TABLE_OFFSET),
                () -> vh.pathOf(VERTEX_TABLE_OFFSET) + " = " + Hex.of(vto) + ", vertex_data_size " + vds);
        int E = vds - vto / 16 - V;
        if (!ck.expect("moby.vertex.epilogue", E >= 1 && E <= 6, e.offsetOf(VERTEX_DATA_SIZE),
                () -> p + ": E = vertex_data_size " + vds + " - vertex_table_offset/16 " + vto / 16 + " - V " + V + " = " + E)) {
            throw e.error(VERTEX_DATA_SIZE, "1 <= E <= 6 epilogue records (E = vertex_data_size - vertex_table_offset/16 - V, V = " + V + ")",
                    "E = " + E);
        }
        long mtAt = vo + VERTEX_HEADER.size();
        RecArray transfers = MATRIX_TRANSFER.view(blk, mtAt, mt, p + ".matrix_transfer");
        long dupAt = align8(mtAt + (long) MATRIX_TRANSFER.size() * mt);
        RecArray dups = DUPLICATE.view(blk, dupAt, dup, p + ".duplicate");
        if (dupAt + (long) DUPLICATE.size() * dup > vo + vto) {
            throw vh.error(VERTEX_TABLE_OFFSET, "at least " + Hex.of(dupAt + (long) DUPLICATE.size() * dup - vo)
                    + " (transfers and duplicates come first)", Hex.of(vto));
        }
        RecArray recs = VERTEX.view(blk, vo + vto, V + E, p + ".vertex");
        RecArray sts = ST_PAIR.view(blk, st.payloadOffset(), stCount, p + ".st");

        // ---- pipelined IDs (§1.7) -------------------------------------------------------------------------
        for (int k = 0; k < Math.min(7, V + E); k++) {
            int kk = k, low9 = recs.i(k, LOW9);
            ck.expect("moby.vertex.id_pipelined", low9 == 0, recs.offset(k), () -> recs.path(kk) + ".id_bits = " + low9 + " (record i holds the ID of vertex i - 7)");
        }
        // the last vertex record read again as the epilogue's deferred IDs: named under that record
        RecArray tail = EPILOGUE_TAIL.view(blk, recs.relativeOffset(V + E - 1), 1, recs.path(V + E - 1) + ".epilogue");
        int[] ids = new int[V];
        for (int i = 0; i < V; i++) {
            int s = i + 7;
            ids[i] = s < V + E ? recs.i(s, LOW9) : tail.i(0, DEFERRED_ID[s - (V + E)]);
        }

        // ---- vertices, skin (§1.8) --------------------------------------------------------------------------
        int base = vPacket.size();
        for (int k = 0; k < mt; k++) {
            int j = transfers.i(k, TRANSFER_JOINT), a = transfers.i(k, TRANSFER_ADDR);
            int kk = k;
            ck.expect("moby.skin.address_aligned", a % 4 == 0, transfers.offset(k) + TRANSFER_ADDR.offset(),
                    () -> transfers.path(kk) + ".vu0_dest_addr = " + a);
            slotJ[a / 4] = new int[] {j};
            slotW[a / 4] = new int[] {256};
        }
        for (int i = 0; i < V; i++) {
            int kind = i < two ? MobyClass.KIND_TWO_WAY : i < two + three ? MobyClass.KIND_THREE_WAY : MobyClass.KIND_MAIN;
            vPacket.add(index); vKind.add(kind); vId.add(ids[i]);
            vS.add(i < stCount ? sts.i(i, S_RAW) : 0);
            vT.add(i < stCount ? sts.i(i, T_RAW) : 0);
            skin(recs, i, kind);
        }
        // cache: stored vertices, then duplicates (VU order = stored, then duplicates)
        int[] vu = new int[V + dup], vuVertex = new int[V + dup];
        for (int i = 0; i < V; i++) { vu[i] = ids[i]; vuVertex[i] = base + i; cache[ids[i]] = base + i; }
        for (int k = 0; k < dup; k++) {
            int slot = dups.i(k, DUPLICATE_SLOT);
            int kk = k;
            if (!ck.expect("moby.vertex.duplicate_written", slot < CACHE_SLOTS && cache[slot] >= 0, dups.offset(k),
                    () -> dups.path(kk) + " = slot " + slot + ", not written earlier in this LOD list")) {
                throw blk.error(dups.path(k), dups.relativeOffset(k), "a cache slot written earlier in the LOD list", "slot " + slot);
            }
            vu[V + k] = slot;
            vuVertex[V + k] = cache[slot];
        }

        // ---- index walk (§1.9): secret index 0 in the index header, 1 .. T across the texture payload -----------
        MobyIndexList.Walk w = il.walk(blk, ck, p, V + dup, tex);
        tex = w.tex();
        int[] c = w.corners();
        for (int i = 0; i < w.triangles(); i++) {
            tPacket.add(index); tLod.add(lod); tSlot.add(w.slots()[i]);
            for (int k = 0; k < 3; k++) { tId.add(vu[c[3 * i + k]]); tVertex.add(vuVertex[c[3 * i + k]]); }
        }

        return new MobyPacket(index, MobyClass.LODS[lod], e, vh, recs, E, prims, stCount, il.bytes(), -1, tuo, null);
    }

    /** The §1.8 state machine for stored vertex {@code i}; appends its skin (3 joints, 3 weights). */
    private void skin(RecArray r, int i, int kind) {
        int hi = r.i(i, HIGH7), b2 = r.i(i, B2), b3 = r.i(i, B3), b4 = r.i(i, B4), b5 = r.i(i, B5), b6 = r.i(i, B6), b7 = r.i(i, B7);
        int[] js = {-1, -1, -1}, ws = {0, 0, 0};
        long at = r.offset(i);
        Path p = new Path(r, i);
        switch (kind) {
            case MobyClass.KIND_TWO_WAY -> {
                aligned(p, at, b6, b7, b2, b3);
                store(b6, hi);
                blend(p, at, js, ws, new int[] {b2, b3}, new int[] {b4, b5});
                ck.expect("moby.skin.weight_sum", b4 + b5 == 256, at + 4, () -> p + ": weights " + b4 + " + " + b5 + " = " + (b4 + b5));
                put(b7, js, ws);
            }
            case MobyClass.KIND_THREE_WAY -> {
                aligned(p, at, b7, b2, b3, 2 * hi);
                blend(p, at, js, ws, new int[] {b2, b3, 2 * hi}, new int[] {b4, b5, b6});
                ck.expect("moby.skin.weight_sum", b4 + b5 + b6 == 256, at + 4, () -> p + ": weights " + b4 + " + " + b5 + " + " + b6 + " = " + (b4 + b5 + b6));
                put(b7, js, ws);
            }
            default -> {
                aligned(p, at, b3, b2, 0, 0);
                store(b3, hi);      // the store comes before the load
                int s = b2 / 4;
                if (ck.expect("moby.skin.load_set", slotJ[s] != null, at + 2, () -> p + ": load_addr_1 " + b2 + " (slot " + s + ") is unset")) {
                    for (int k = 0; k < Math.min(3, slotJ[s].length); k++) { js[k] = slotJ[s][k]; ws[k] = slotW[s][k]; }
                }
            }
        }
        for (int k = 0; k < 3; k++) { skinJ.add(js[k]); skinW.add(ws[k]); }
    }

    private void aligned(Path p, long at, int a, int b, int c, int d) {
        ck.expect("moby.skin.address_aligned", ((a | b | c | d) & 3) == 0, at,
                () -> p + ": matrix addresses " + a + ", " + b + ", " + c + ", " + d + " not all multiples of 4");
    }

    /** A record's path, built only when a check fails (a string per vertex would dominate the parse). */
    private record Path(RecArray r, int i) {
        @Override public String toString() { return r.path(i); }
    }

    private void store(int addr, int joint) {
        slotJ[addr / 4] = new int[] {joint};
        slotW[addr / 4] = new int[] {256};
    }

    private void put(int addr, int[] js, int[] ws) {
        int n = 0;
        while (n < 3 && js[n] >= 0) n++;
        slotJ[addr / 4] = java.util.Arrays.copyOf(js, n);
        slotW[addr / 4] = java.util.Arrays.copyOf(ws, n);
    }

    /** m = Σ w_k · slot[L_k]; a slot holding a blend contributes its joints with weights scaled by w_k / 256. */
    private void blend(Path p, long at, int[] js, int[] ws, int[] loads, int[] weights) {
        int n = 0;
        for (int k = 0; k < loads.length; k++) {
            int s = loads[k] / 4, kk = k;
            if (!ck.expect("moby.skin.load_set", slotJ[s] != null, at + 2, () -> p + ": load_addr_" + (kk + 1) + " " + loads[kk] + " (slot " + s + ") is unset")) continue;
            ck.expect("moby.skin.rigid_sources", slotJ[s].length == 1, at + 2, () -> p + ": load_addr_" + (kk + 1) + " loads a blended matrix");
            for (int m = 0; m < slotJ[s].length; m++) {
                int j = slotJ[s][m], w = slotW[s][m] * weights[k] / 256;
                int found = -1;
                for (int x = 0; x < n; x++) if (js[x] == j) found = x;
                if (found >= 0) ws[found] += w;
                else if (n < 3) { js[n] = j; ws[n] = w; n++; }
            }
        }
    }

    /** The duplicate list starts 8-aligned after the matrix transfers (the writer pads, the reader rounds up, §1.7). */
    private static long align8(long at) { return (at + 7) / 8 * 8; }
}
