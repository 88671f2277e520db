package gcscript.claims;

import static gcscript.claims.Measures.levelCount;

import gcscript.bytes.ByteReader;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.moby.MobyClass;
import gcscript.moby.MobyLayouts;
import gcscript.moby.MobyModel;
import gcscript.moby.MobyPacket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * Claims about moby classes (level-assets.md "Moby geometry"; rac2-formats-phase2 §1.5, §1.13). The notes' "part
 * table" is the packet table: read by the header counts (high + low entries), never by walking to a zero record.
 * {@link #BASIS} says, per claim, which quantity is measured where §1.13 finds the notes counted something other
 * than their words say.
 */
final class MobyClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of(), MobyClaims.BASIS); }

    /** What each claim measures, where it differs from the notes' wording (for the registry's basis column). */
    static final Map<String, String> BASIS = new LinkedHashMap<>();
    static {
        BASIS.put("moby.vertices.total", "Σ vif_list_size over packet entries: qwords of VIF lists, not vertices (§1.5, §1.13); "
                + "vertices are Σ transfer_vertex_count or Σ (2-way + 3-way + main), stats moby_transfer_vertices / moby_stored_vertices");
        BASIS.put("moby.parts.identity", "vif_list_offset + 16·vif_list_size == vertex_offset over packet entries read by the header counts");
        BASIS.put("moby.parts.zero_zero", "entries with vif_list_offset = vertex_offset = 0 among those read by the header counts; "
                + "the notes' 172 were reads past the counted table (§1.5)");
        BASIS.put("moby.parts.single_stop", "superseded: expected = the identity's pass rate when the table is walked until vertex_offset = 0 "
                + "(the old reading, measured on this disc); actual = the pass rate read by the header counts (moby.parts.identity)");
        BASIS.put("moby.spans.count", "moby class entries with a block (offset_in_asset_wad != 0), stats moby_class_blocks");
        BASIS.put("moby.spans.empty", "blocks with packet_table_offset = 0 (mesh-less, e.g. Ratchet's class: mesh in ARMOR.WAD, §1.1)");
        BASIS.put("lvl0.moby0.head", "first 10 bytes of level 0's moby class 0 block: packet_table_offset, high, low, metal, metal_begin, joint_count, unknown_9");
    }

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.legacy("lvl0.moby0.head", MobyClaims::head0, (t, d) -> head0Truth(t)));
        c.add(Claim.legacy("moby.parts.identity", d -> {
            long[] n = identity(d);
            return Optional.of(n[0] + "/" + n[1]);
        }, (t, d) -> sum(t, "stats.moby_packets").map(n -> n + "/" + n)));
        c.add(Claim.legacy("moby.parts.zero_zero", d -> Optional.of(Long.toString(total(d, m -> {
            long k = 0;
            for (MobyClass x : m.classes()) for (MobyPacket p : x.packets()) {
                if (p.entry().get(MobyLayouts.VIF_LIST_OFFSET) == 0 && p.entry().get(MobyLayouts.VERTEX_OFFSET) == 0) k++;
            }
            return k;
        }))), (t, d) -> sum(t, "stats.moby_packets").map(n -> "0")));
        c.add(Claim.legacy("moby.parts.single_stop", d -> {
            long[] n = identity(d);
            return n[1] == 0 ? Optional.empty() : Optional.of(percent(n[0], n[1]));
        }, (t, d) -> {
            long[] old = singleStopWalk(d);
            return old[1] == 0 ? Optional.empty() : Optional.of(percent(old[0], old[1]));
        }));
        c.add(Claim.legacy("moby.vertices.total", d -> Optional.of(Long.toString(total(d, MobyModel::vifListQwords))),
                (t, d) -> sum(t, "stats.moby_vif_list_qwords")));
        c.add(Claim.legacy("moby.spans.count", d -> Optional.of(Long.toString(total(d, MobyModel::classBlocks))),
                (t, d) -> sum(t, "stats.moby_class_blocks")));
        c.add(Claim.legacy("moby.spans.empty", d -> Optional.of(Long.toString(total(d, m -> m.classBlocks() - m.meshClasses()))),
                (t, d) -> sum(t, "stats.moby_class_blocks").flatMap(b -> sum(t, "stats.moby_mesh_classes")
                        .map(m -> Long.toString(Long.parseLong(b) - Long.parseLong(m))))));
        return c;
    }

    // ---- measures -------------------------------------------------------------------------------------

    static long total(Disc d, ToLongFunction<MobyModel> f) {
        long s = 0;
        for (MobyModel m : d.levels().map(l -> l.core().mobyModel())) s += f.applyAsLong(m);
        return s;
    }

    /** {holding, all} packet entries (high + low, read by the header counts) for the part-table identity. */
    static long[] identity(Disc d) {
        long[] n = new long[2];
        for (MobyModel m : d.levels().map(l -> l.core().mobyModel())) {
            for (MobyClass x : m.classes()) for (MobyPacket p : x.packets()) {
                // the entries the header counts name (high + low, stats moby_packets): not metal, not bangle packets
                if (!p.lod().equals("high") && !p.lod().equals("low")) continue;
                n[1]++;
                if (p.entry().get(MobyLayouts.VIF_LIST_OFFSET) + 16 * p.entry().get(MobyLayouts.VIF_LIST_SIZE)
                        == p.entry().get(MobyLayouts.VERTEX_OFFSET)) n[0]++;
            }
        }
        return n;
    }

    /**
     * The notes' old walk: 16-byte records from packet_table_offset until one whose vertex_offset ("next_part") is
     * 0, that record included, bounded by the class block; {holding the identity, records walked}.
     */
    static long[] singleStopWalk(Disc d) {
        long[] n = new long[2];
        for (MobyModel m : d.levels().map(l -> l.core().mobyModel())) {
            for (MobyClass x : m.classes()) {
                if (x.meshless()) continue;
                ByteReader r = x.header().source();
                long at = x.header().relativeOffset() + x.header().i(MobyLayouts.PACKET_TABLE_OFFSET);
                long end = x.header().relativeOffset() + (x.ref().end() - x.ref().offset());
                for (; at + 16 <= end; at += 16) {
                    long vlo = r.u32("part", at), size = r.u16("part", at + 4), next = r.u32("part", at + 8);
                    n[1]++;
                    if (vlo + 16 * size == next) n[0]++;
                    if (next == 0) break;
                }
            }
        }
        return n;
    }

    static Optional<String> head0(Disc d) {
        return Measures.level(d, 0).flatMap(l -> {
            List<ClassEntry> e = l.core().classEntries(ClassKind.MOBY);
            if (e.isEmpty() || e.get(0).offsetInAssetWad() == 0) return Optional.empty();
            byte[] b = l.core().coreData().bytes("core.moby_classes[0]", e.get(0).offsetInAssetWad(), 10);
            return Optional.of("hex:" + java.util.HexFormat.of().formatHex(b));
        });
    }

    /** The first 10 bytes of level 0's class 0 as the generator wrote its header fields. */
    static Optional<String> head0Truth(GroundTruth t) {
        String p = "level.0.core.moby.0.header.";
        Optional<String> pto = t.get(p + "packet_table_offset");
        if (pto.isEmpty()) return Optional.empty();
        StringBuilder sb = new StringBuilder("hex:");
        int v = Integer.parseInt(pto.get());
        for (int i = 0; i < 4; i++) sb.append(String.format(Locale.ROOT, "%02x", (v >> (8 * i)) & 0xff));
        for (String f : new String[] {"high_lod_count", "low_lod_count", "metal_count", "metal_begin", "joint_count", "unknown_9"}) {
            sb.append(String.format(Locale.ROOT, "%02x", Integer.parseInt(t.get(p + f).orElse("0"))));
        }
        return Optional.of(sb.toString());
    }

    static Optional<String> sum(GroundTruth t, String field) {
        long s = 0;
        boolean any = false;
        for (int i = 0; i < levelCount(t); i++) {
            Optional<String> v = t.get("level." + i + "." + field);
            if (v.isPresent()) { s += Long.parseLong(v.get()); any = true; }
        }
        return any ? Optional.of(Long.toString(s)) : Optional.empty();
    }

    static String percent(long k, long n) { return String.format(Locale.ROOT, "%.1f%%", 100.0 * k / n); }
}
