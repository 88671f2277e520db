package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;

import gcscript.classtable.ClassKind;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.names.ClassNames;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The tables of one level's moby classes: provenance first, stored fields raw, then decoded values. */
final class MobyTables {
    private MobyTables() {}

    static Table classes(MobyModel m) {
        TableBuilder t = new TableBuilder("moby classes").ints("level").strings("file").ints("class", "o_class").longs("offset")
                .fields(CLASS_HEADER).strings("format").bools("meshless").strings("texture_slots")
                .ints("packets", "stored_vertices", "triangles");
        for (MobyClass c : m.classes()) {
            t.i(m.level()).s(c.file).i(c.index()).i(c.oClass()).l(c.header.offset()).rec(c.header).s(c.format()).b(c.meshless())
                    .s(java.util.Arrays.toString(c.ref.textures())).i(c.packets.size()).i(c.vertexCount()).i(c.triangleCount()).end();
        }
        return ClassNames.withNames(t.build(), ClassKind.MOBY);
    }

    static Table packets(MobyModel m) {
        TableBuilder t = new TableBuilder("moby packets").ints("level").strings("file").ints("class", "packet").strings("lod").longs("offset")
                .fields(PACKET_ENTRY)
                .ints("matrix_transfers", "two_way", "three_way", "main", "duplicates", "header_transfer_vertex_count",
                        "vertex_table_offset", "epilogue_records", "st_count", "index_bytes", "texture_primitives", "metal_vertices");
        for (MobyClass c : m.classes()) {
            for (MobyPacket p : c.packets) {
                t.i(m.level()).s(c.file).i(c.index()).i(p.index()).s(p.lod()).l(p.entry().offset()).rec(p.entry());
                Rec h = p.vertexHeader();
                if (h == null) {
                    for (int k = 0; k < 9; k++) t.i(-1);
                    t.i(p.indexBytes()).i(p.textures().size()).i(p.metalVertices());
                } else {
                    t.i(h.i(MATRIX_TRANSFER_COUNT)).i(h.i(TWO_WAY)).i(h.i(THREE_WAY)).i(h.i(MAIN)).i(h.i(DUPLICATES))
                            .i(h.i(HEADER_TRANSFER)).i(h.i(VERTEX_TABLE_OFFSET)).i(p.epilogue()).i(p.stCount()).i(p.indexBytes())
                            .i(p.textures().size()).i(-1);
                }
                t.end();
            }
        }
        return t.build();
    }

    static Table vertices(MobyModel m) {
        TableBuilder t = new TableBuilder("moby vertices").ints("level").strings("file").ints("class", "packet").strings("lod")
                .ints("record").longs("offset").strings("kind").ints("id").fields(VERTEX)
                .doubles("x", "y", "z").ints("s", "t").strings("joints", "weights");
        StringBuilder sb = new StringBuilder();
        java.util.Map<Long, String> names = new java.util.HashMap<>();   // skin strings repeat: build each once
        for (MobyClass c : m.classes()) {
            double k = c.scale();
            int vi = 0;
            for (MobyPacket p : c.packets) {
                RecArray r = p.records();
                if (r == null) continue;
                for (int i = 0; i < p.storedVertices(); i++, vi++) {
                    t.i(m.level()).s(c.file).i(c.index()).i(p.index()).s(p.lod()).i(i).l(r.offset(i))
                            .s(MobyClass.KINDS[c.vKind[vi]]).i(c.vId[vi]).rec(r, i)
                            .d(POS_X.value(r, i, k)).d(POS_Y.value(r, i, k)).d(POS_Z.value(r, i, k)).i(c.vS[vi]).i(c.vT[vi])
                            .s(skin(names, sb, c.skinJ, c.skinJ, vi, 0)).s(skin(names, sb, c.skinJ, c.skinW, vi, 1)).end();
                }
            }
        }
        return t.build();
    }

    /** One row per metal packet (§1.11): its vertex-table header, and the triangles its walk drew. */
    static Table metalPackets(MobyModel m) {
        TableBuilder t = new TableBuilder("moby metal packets").ints("level").strings("file").ints("class", "packet").longs("offset")
                .fields(METAL_VERTEX_HEADER).ints("triangles");
        for (MobyClass c : m.classes()) {
            for (MobyPacket p : c.packets) {
                if (p.metal() == null) continue;
                Rec h = p.metal().header();
                t.i(m.level()).s(c.file).i(c.index()).i(p.index()).l(h.offset()).rec(h).i(p.metal().triangles()).end();
            }
        }
        return t.build();
    }

    /** One row per MetalVertex record (§1.11): stored fields, and the position × scale / 1024 [inference]. */
    static Table metalVertices(MobyModel m) {
        TableBuilder t = new TableBuilder("moby metal vertices").ints("level").strings("file").ints("class", "packet", "index").longs("offset")
                .fields(METAL_VERTEX).doubles("x", "y", "z");
        for (MobyClass c : m.classes()) {
            double k = c.scale();
            for (MobyPacket p : c.packets) {
                if (p.metal() == null) continue;
                RecArray r = p.metal().vertices();
                for (int i = 0; i < r.count(); i++) {
                    t.i(m.level()).s(c.file).i(c.index()).i(p.index()).i(i).l(r.offset(i)).rec(r, i)
                            .d(METAL_POS_X.value(r, i, k)).d(METAL_POS_Y.value(r, i, k)).d(METAL_POS_Z.value(r, i, k)).end();
                }
            }
        }
        return t.build();
    }

    /** One row per triangle of a metal packet's walk: its corners (records of that packet) and TEX0 (-2 chrome, -3 glass). */
    static Table metalTriangles(MobyModel m) {
        TableBuilder t = new TableBuilder("moby metal triangles").ints("level").strings("file").ints("class", "packet", "tri", "v0", "v1", "v2", "texture_slot");
        for (MobyClass c : m.classes()) {
            int n = 0;
            for (MobyPacket p : c.packets) {
                if (p.metal() == null) continue;
                int[] v = p.metal().corners();
                for (int i = 0; i < p.metal().triangles(); i++, n++) {
                    t.i(m.level()).s(c.file).i(c.index()).i(p.index()).i(n).i(v[3 * i]).i(v[3 * i + 1]).i(v[3 * i + 2])
                            .i(p.metal().slots()[i]).end();
                }
            }
        }
        return t.build();
    }

    /** The used entries of a 3-per-vertex skin column, space-separated ({@code joints} is -1 where unused). */
    static String skin(java.util.Map<Long, String> names, StringBuilder sb, int[] joints, int[] values, int v, int which) {
        long key = which;
        for (int k = 0; k < 3; k++) key = key << 20 | (joints[3 * v + k] < 0 ? 0xfffff : values[3 * v + k] & 0xfffff);
        String cached = names.get(key);
        if (cached != null) return cached;
        String s = skin(sb, joints, values, v);
        names.put(key, s);
        return s;
    }

    static String skin(StringBuilder sb, int[] joints, int[] values, int v) {
        sb.setLength(0);
        for (int k = 0; k < 3 && joints[3 * v + k] >= 0; k++) {
            if (k > 0) sb.append(' ');
            sb.append(values[3 * v + k]);
        }
        return sb.toString();
    }

    static Table triangles(MobyModel m) {
        TableBuilder t = new TableBuilder("moby triangles").ints("level").strings("file").ints("class", "packet").strings("lod")
                .ints("tri", "v0", "v1", "v2", "texture_slot", "texture", "vertex0", "vertex1", "vertex2");
        for (MobyClass c : m.classes()) {
            for (int i = 0; i < c.triangleCount(); i++) {
                t.i(m.level()).s(c.file).i(c.index()).i(c.tPacket[i]).s(MobyClass.LODS[c.tLod[i]]).i(i)
                        .i(c.tId[3 * i]).i(c.tId[3 * i + 1]).i(c.tId[3 * i + 2]).i(c.tSlot[i]).i(c.texture(c.tSlot[i]))
                        .i(c.tVertex[3 * i]).i(c.tVertex[3 * i + 1]).i(c.tVertex[3 * i + 2]).end();
            }
        }
        return t.build();
    }

    static Table primitives(MobyModel m) {
        TableBuilder t = new TableBuilder("moby texture primitives").ints("level").strings("file").ints("class", "packet").strings("lod")
                .ints("primitive").longs("offset").fields(PRIMITIVE).ints("k", "mmin", "wrap_s", "wrap_t", "texture_slot", "texture");
        for (MobyClass c : m.classes()) {
            for (MobyPacket p : c.packets) {
                for (int i = 0; i < p.textures().size(); i++) {
                    Rec r = p.textures().get(i);
                    t.i(m.level()).s(c.file).i(c.index()).i(p.index()).s(p.lod()).i(i).l(r.offset()).rec(r)
                            .i(TEX1.kRaw(r)).i(TEX1.mmin(r)).i(CLAMP.wrapS(r)).i(CLAMP.wrapT(r))
                            .i(TEX0.slot(r)).i(c.texture(TEX0.slot(r))).end();
                }
            }
        }
        return t.build();
    }

    static Table joints(MobyModel m) {
        TableBuilder t = new TableBuilder("moby joints").ints("level").strings("file").ints("class", "joint").longs("offset")
                .fields(JOINT_MATRIX).longs("trans_offset").fields(COMMON_TRANS_REC).ints("parent");
        for (MobyClass c : m.classes()) {
            for (int j = 0; j < c.joints.size(); j++) {
                Rec s = c.joints.get(j);
                t.i(m.level()).s(c.file).i(c.index()).i(j).l(s.offset()).rec(s);
                if (j < c.trans.size()) {
                    Rec r = c.trans.get(j);
                    t.l(r.offset()).rec(r).i(parent(r));
                } else {
                    t.l(-1);
                    for (Field f : COMMON_TRANS_REC.fields()) { if (f.isFloat()) t.d(Double.NaN); else t.i(-1); }
                    t.i(-1);
                }
                t.end();
            }
        }
        return t.build();
    }

    /**
     * One row per joint list (§1.12): the block's list_count, the list's stored offset word, its head (n1, n2), both
     * parts as decimal bytes and the terminator. {@code offset} is the list head's, {@code offset_word} where its offset is stored.
     */
    static Table jointLists(MobyModel m) {
        TableBuilder t = new TableBuilder("moby joint lists").ints("level").strings("file").ints("class", "list").longs("offset", "offset_word")
                .fields(MobyJointLists.COUNT).fields(MobyJointLists.OFFSET).fields(MobyJointLists.HEAD)
                .strings("first_joints", "second_joints").fields(MobyJointLists.END);
        for (MobyClass c : m.classes()) {
            for (MobyJointLists.JointList j : c.jointLists()) {
                t.i(m.level()).s(c.file).i(c.index()).i(j.list()).l(j.head().offset()).l(j.offset().offset()).i(j.listCount())
                        .rec(j.offset()).rec(j.head()).s(MobyJointLists.JointList.text(j.first())).s(MobyJointLists.JointList.text(j.second()))
                        .i(j.terminator()).end();
            }
        }
        return t.build();
    }

    /** One row per class with a collision block (§1.12): header fields, the first and third parts as hex, vertex count. */
    static Table collisions(MobyModel m) {
        TableBuilder t = new TableBuilder("moby collisions").ints("level").strings("file").ints("class").longs("offset")
                .fields(MobyClassBlocks.COLLISION_HEADER).strings("first_bytes", "third_bytes").ints("vertex_count");
        for (MobyClass c : m.classes()) {
            if (c.collision == null) continue;
            MobyCollisions.Collision k = c.collision;
            t.i(m.level()).s(c.file).i(c.index()).l(k.header().offset()).rec(k.header())
                    .s(gcscript.bytes.Hex.bytes(k.first(), 0, k.first().length)).s(gcscript.bytes.Hex.bytes(k.third(), 0, k.third().length))
                    .i(k.vertices().count()).end();
        }
        return t.build();
    }

    /** One row per vertex of a collision block's second part: s16 x, y, z, pad as stored, and / 1024. */
    static Table collisionVertices(MobyModel m) {
        TableBuilder t = new TableBuilder("moby collision vertices").ints("level").strings("file").ints("class", "index").longs("offset")
                .fields(MobyCollisions.VERTEX).doubles("x", "y", "z");
        for (MobyClass c : m.classes()) {
            if (c.collision == null) continue;
            RecArray v = c.collision.vertices();
            for (int i = 0; i < v.count(); i++) {
                t.i(m.level()).s(c.file).i(c.index()).i(i).l(v.offset(i)).rec(v, i).d(MobyCollisions.X_POS.value(v.i(i, MobyCollisions.X)))
                        .d(MobyCollisions.Y_POS.value(v.i(i, MobyCollisions.Y))).d(MobyCollisions.Z_POS.value(v.i(i, MobyCollisions.Z))).end();
            }
        }
        return t.build();
    }

    /** One row per bangle with packets (§1.12): its entry (packet-table indices and counts) and its two vectors. */
    static Table bangles(MobyModel m) {
        TableBuilder t = new TableBuilder("moby bangles").ints("level").strings("file").ints("class", "entry").longs("offset")
                .fields(MobyClassBlocks.BANGLE).longs("vectors_offset").fields(MobyBangles.VECTORS);
        for (MobyClass c : m.classes()) {
            for (MobyBangles.Bangle b : c.bangles()) {
                t.i(m.level()).s(c.file).i(c.index()).i(b.entry()).l(b.entries().offset(b.entry())).rec(b.entries(), b.entry())
                        .l(b.vectors().offset()).rec(b.vectors()).end();
            }
        }
        return t.build();
    }

    /** One row per corncob kernel (§1.12): slot, its stored qword offset, the Vec4f and the record count. */
    static Table corncobKernels(MobyModel m) {
        TableBuilder t = new TableBuilder("moby corncob kernels").ints("level").strings("file").ints("class", "slot").longs("offset")
                .fields(MobyClassBlocks.CORNCOB_KERNEL).longs("vec_offset").fields(MobyCorncob.KERNEL_VEC).ints("vertex_count");
        for (MobyClass c : m.classes()) {
            for (MobyCorncob.Kernel k : c.corncob()) {
                t.i(m.level()).s(c.file).i(c.index()).i(k.slot()).l(k.head().offset(k.slot())).rec(k.head(), k.slot())
                        .l(k.vec().offset()).rec(k.vec()).i(k.vertices().count()).end();
            }
        }
        return t.build();
    }

    /** One row per s16[4] record of a corncob kernel, raw (the first record's w holds the count). */
    static Table corncobVertices(MobyModel m) {
        TableBuilder t = new TableBuilder("moby corncob vertices").ints("level").strings("file").ints("class", "slot", "index").longs("offset")
                .fields(MobyCorncob.VERTEX);
        for (MobyClass c : m.classes()) {
            for (MobyCorncob.Kernel k : c.corncob()) {
                RecArray v = k.vertices();
                for (int i = 0; i < v.count(); i++) t.i(m.level()).s(c.file).i(c.index()).i(k.slot()).i(i).l(v.offset(i)).rec(v, i).end();
            }
        }
        return t.build();
    }

    static Table gifUsage(MobyModel m) {
        TableBuilder t = new TableBuilder("moby gif_usage").ints("level").strings("file").ints("class", "entry").longs("offset")
                .fields(GIF_USAGE_ENTRY).longs("primitive_offset").bools("last");
        for (MobyClass c : m.classes()) {
            for (int i = 0; i < c.gifUsage.size(); i++) {
                Rec r = c.gifUsage.get(i);
                t.i(m.level()).s(c.file).i(c.index()).i(i).l(r.offset()).rec(r).l(primitiveOffset(c.gifWords, i))
                        .b(c.gifWords.i(i, GIF_LAST) != 0).end();
            }
        }
        return t.build();
    }

    static Table checks(MobyModel m) { return RecTables.checks("moby checks", m.level(), m.file(), m.checks()); }

    static Table checkSummary(MobyModel m) { return RecTables.summary("moby check summary", m.level(), m.checkSummary()); }
}
