package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.vif.Vif;
import gcscript.vif.VifCommand;
import java.util.List;

/**
 * The part of a packet's VIF list that regular and metal packets share (rac2-formats-phase2 §1.6, §1.9–§1.11): the
 * index UNPACK (index header, then index bytes), the optional texture UNPACK (texture primitives, whose quadwords
 * also carry the secret indices), and the FIFO index walk over them. Wrench writes both packet kinds through one
 * function ({@code write_shared_moby_vif_packets}); a metal list only lacks the ST UNPACK in front.
 *
 * @param header    the 4-byte MobyIndexHeader
 * @param at        block offset of the index payload (the header's first byte)
 * @param bytes     index payload bytes (header included)
 * @param num       NUM of the index UNPACK
 * @param textures  the texture primitives, in order (empty without a texture UNPACK)
 * @param secrets   secret indices 1 .. T, read across the texture payload (null without a texture UNPACK)
 */
record MobyIndexList(Rec header, int at, int bytes, int num, List<Rec> textures, RecArray secrets) {

    /**
     * The UNPACKs of the VIF list entry {@code e} names, in order (§1.6: readers take them by position). A list outside
     * the class block or a code cut short throws.
     */
    static List<VifCommand> unpacks(ByteReader blk, Rec e, String p) {
        long vlo = e.get(VIF_LIST_OFFSET);
        int vls = e.i(VIF_LIST_SIZE);
        if (!blk.inRange(vlo, 16L * vls)) {
            throw e.error(VIF_LIST_SIZE, "a VIF list inside the class block of " + Hex.of(blk.length()),
                    "[" + Hex.of(vlo) + ", " + Hex.of(vlo + 16L * vls) + ")");
        }
        List<VifCommand> unpacks = new java.util.ArrayList<>();
        for (VifCommand c : Vif.walk(blk, (int) vlo, (int) (vlo + 16L * vls), 1, 1, 0, blk.recording() ? p + ".vif_list" : "vif")) {
            if (!c.ok()) throw blk.error(p + ".vif_list", c.offset(), "a complete VIF code inside the list", c.status() + " " + c.code());
            if (c.isUnpack()) unpacks.add(c);
        }
        return unpacks;
    }

    /** "n UNPACKs" and their code words, for a check's found value. */
    static String describe(List<VifCommand> unpacks) {
        StringBuilder sb = new StringBuilder(unpacks.size() + " UNPACKs");
        for (VifCommand c : unpacks) sb.append(' ').append(Hex.u32(c.code().word()));
        return sb.toString();
    }

    /** Reads the index UNPACK {@code ix} and the texture UNPACK {@code tx} (null = none), with checks 5. */
    static MobyIndexList read(ByteReader blk, MobyChecks ck, String p, VifCommand ix, VifCommand tx) {
        int num = ix.code().num();
        int at = ix.payloadOffset();
        Rec ih = INDEX_HEADER.read(blk, at, p + ".index_header");
        List<Rec> prims = List.of();
        if (tx != null) {
            int bytes = tx.dataBytes();
            ck.expect("moby.index.texture_unpack", tx.code().addr() == INDEX_ADDR + num && bytes % 0x40 == 0, blk.absolute(tx.offset()),
                    () -> p + ".texture_unpack: ADDR " + Hex.of(tx.code().addr()) + " (expected " + Hex.of(INDEX_ADDR + num) + "), "
                            + bytes + " payload bytes");
            prims = PRIMITIVE.readArray(blk, tx.payloadOffset(), bytes / PRIMITIVE.size(), p + ".primitive");
        }
        int b1 = ih.i(TEXTURE_UNPACK_QWORDS), b3 = ih.i(INDEX_PAD), t = prims.size();
        ck.expect("moby.index.header", b3 == 0 && b1 == (t > 0 ? num : 0), blk.absolute(at),
                () -> p + ".index_header: byte1 = " + b1 + ", byte3 = " + b3 + " (NUM " + num + ", " + t + " textures)");
        // the secret indices sit in byte 0xc of the primitives' quadwords: a second reading of the primitives' bytes
        RecArray secrets = tx == null ? null : SECRET_SLOT.shared(blk, tx.payloadOffset(), t, p + ".secret_index");
        return new MobyIndexList(ih, at, ix.dataBytes(), num, List.copyOf(prims), secrets);
    }

    /**
     * What the walk drew: per triangle its three corners (pushed vertices, 0-based in VU order) and its TEX0 slot; the
     * running texture after the packet.
     */
    record Walk(int[] corners, int[] slots, int tex) {
        int triangles() { return slots.length; }
    }

    /**
     * The §1.9 walk over {@code vertices} pushable vertices, starting with texture {@code tex} (the running value of the
     * list). A vertex past {@code vertices} or a walk that does not stop after the T switches fails its check (6) and
     * throws; the three dummy kicks before the stop are dropped.
     */
    Walk walk(ByteReader blk, MobyChecks ck, String p, int vertices, int tex) {
        int t = textures.size();
        IntArr corners = new IntArr(), slots = new IntArr();
        int q0 = -1, q1 = -1, q2 = -1, k = 0, emitted = 0;
        boolean stopped = false;
        RecArray idx = INDEX_BYTE.view(blk, at + INDEX_HEADER.size(), Math.max(0, bytes - INDEX_HEADER.size()), p + ".index");
        for (int i = 0; i < idx.count(); i++) {
            Push push;
            if (idx.i(i, INDEX) == 0) {
                if (k > t) break;
                int s = k == 0 ? header.i(SECRET_INDEX_0) : secrets.i(k - 1, SECRET_INDEX);
                if (s == 0) { stopped = true; break; }
                if (k >= t) break;
                push = secretPush(k == 0 ? header.i(SECRET_0_VERTEX) : secrets.i(k - 1, SECRET_VERTEX));
                tex = TEX0.slot(textures.get(k));
                k++;
            } else {
                push = push(idx, i);
            }
            int q = push.vertex();
            int ii = i;
            if (!ck.expect("moby.walk.index_in_cache", q >= 0 && q < vertices, idx.offset(i),
                    () -> idx.path(ii) + " = " + idx.get(ii, INDEX) + ": vertex " + q + " of " + vertices)) {
                throw blk.error(idx.path(i), idx.relativeOffset(i), "a vertex below V + dup = " + vertices, "vertex " + q);
            }
            q0 = q1; q1 = q2; q2 = q;
            if (push.kick() && q0 >= 0) {
                corners.add(q0); corners.add(q1); corners.add(q2);
                slots.add(tex);
                emitted++;
            }
        }
        boolean stopsOk = stopped && k == t && emitted >= 3;
        int kk = k, em = emitted;
        boolean st = stopped;
        if (!ck.expect("moby.walk.stops", stopsOk, blk.absolute(at),
                () -> p + ".index: " + (st ? "stopped after " + kk + " texture switches of " + t + ", " + em + " triangles"
                        : "no stop (zero byte with secret index 0) in " + bytes + " bytes"))) {
            throw blk.error(p + ".index", at, "index bytes ending 1, 1, 1, 0 with the last secret index 0 after " + t + " switches",
                    st ? kk + " switches, " + em + " triangles" : "no stop");
        }
        // the three dummy kicks before the stop
        corners.truncate(corners.size() - 9);
        slots.truncate(slots.size() - 3);
        return new Walk(corners.toArray(), slots.toArray(), tex);
    }
}
