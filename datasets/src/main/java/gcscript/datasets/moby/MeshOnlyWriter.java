package gcscript.datasets.moby;

import gcscript.datasets.core.ClassTruth;
import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A "mesh-only" moby block, ARMOR.WAD's form (rac2-global-wads §11.2, writer recipe §11.5): the 16-byte header
 * {high_lod_count, low_lod_count 0, metal_count 0, metal_begin = high + low, packet_table_offset 0x10, gif_usage, pad 0},
 * the packet table right after it, high-LOD packets written exactly as a level class's (rac2-formats-phase2 §1.5–1.10,
 * {@link MobyClassWriter}'s packet writer), and the gif_usage table last with bit 31 on its last entry. Wrench's writer
 * emits high-LOD packets only (low = metal = 0), and so does this one.
 *
 * <p>Truth: the per-field tables of {@link MobyFields} under {@code armor_} ({@code armor_packets}, {@code armor_vertices},
 * {@code armor_triangles}, {@code armor_primitives}, {@code armor_gif_usage}), keyed by {@code record} (the slot's
 * place among ARMOR.WAD's 15 records); a triangle's {@code texture} is its TEX0 slot when the material list has it
 * (Wrench maps material i to slot i), else -1.
 */
public final class MeshOnlyWriter {
    private MeshOnlyWriter() {}

    /** The written block, its truth, and the header values the slot table shows. */
    public record MeshOnly(byte[] block, Map<String, String> truth, int high, int gifUsage, int storedVertices) {}

    /**
     * A skinned figure of {@code joints} boxes (an armour: joint indices into Ratchet's skeleton, which is not in the
     * WAD), or, with {@code joints} 0, an unskinned sphere whose strips of one segment switch texture often (a
     * wrench; its packets fill all 12 gif_usage slots), drawing with texture slots below {@code textures}.
     */
    public static MeshOnly write(Random rnd, int record, float scale, int joints, int textures, int packets) {
        int[] slots = new int[textures];
        for (int i = 0; i < slots.length; i++) slots[i] = i;
        Shape shape = joints > 0 ? Shape.figure(joints, slots, rnd) : Shape.sphere(0.4f + rnd.nextFloat() * 0.3f, 8, 12, 1, slots, rnd);
        MobyTruth t = new MobyTruth(record, "armor_");
        List<Lod.Packet> list = Lod.split(shape, packets, rnd, MobyClassWriter.idBase(rnd, shape), Lod.MAX_PRIMITIVES);
        int high = list.size();
        Buf b = new Buf();
        b.zeros(0x10);
        b.putU8(0x0, high);
        b.putU8(0x3, high);                      // metal_begin = high + low (the writer's rule)
        b.putU32(0x4, 0x10);
        b.zeros(0x10 * high);
        MobyClassWriter writer = new MobyClassWriter();
        Lod.State st = new Lod.State();
        List<int[]> gif = new ArrayList<>();
        for (int p = 0; p < high; p++) {
            writer.writePacket(b, 0x10 + 0x10 * p, p, "high", p == 0, list.get(p), shape, scale, rnd, t, st, gif, p % 2 == 1);
        }
        int gifAt = 0;
        if (!gif.isEmpty()) {
            gifAt = MobyClassWriter.writeGifUsage(b, gif, t);
            b.putU32(0x8, gifAt);
        }
        b.pad(0x10);
        int[] identity = new int[textures];
        for (int i = 0; i < textures; i++) identity[i] = i;
        Map<String, String> fields = new LinkedHashMap<>(t.fields.asMap());
        ClassTruth.resolve(fields, new LinkedHashMap<>(fields), -1, identity);   // no o_class token in these tables
        return new MeshOnly(b.toArray(), fields, high, gifAt, t.vertices());
    }
}
