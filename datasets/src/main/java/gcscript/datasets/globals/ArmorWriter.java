package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import gcscript.datasets.Pif8;
import gcscript.datasets.moby.MeshOnlyWriter;
import gcscript.datasets.truth.FieldTruth;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

/**
 * ARMOR.WAD from the writer recipe of rac2-global-wads §11.5: the 0xf8-byte header of 9 armour and 6 wrench
 * {mesh, textures} SectorRanges (padded to a sector), then per present slot, in header order and sector-aligned, its
 * mesh-only block ({@link MeshOnlyWriter}) and its material list (s32 count, count s32 offsets from the list start,
 * the PIF8s each on a 0x10 boundary, §2.6.3). The recipe fills slot 0 only; three slots are written here (armour 0,
 * one more armour, one wrench) so that every truth column varies, each small (a few packets, 8- and 16-pixel
 * textures) to keep the sample small. Armours are skinned figures at Wrench's scale 7/48, the wrench an unskinned sphere
 * at 1.
 *
 * <p>Truth: {@code armor_slots} (key: record, 0..8 armours, 9..14 wrenches), {@code armor_textures} (record.texture),
 * and the mesh tables of {@link MeshOnlyWriter}.
 */
final class ArmorWriter {
    static final int HEADER = 0xf8;
    static final float ARMOR_SCALE = 0.145833328f, WRENCH_SCALE = 1.0f;
    /**
     * The texture sides of each written slot's list, in order: counts 3, 1, 3 (2, 1, 2 sectors) so that no column is
     * constant; three textures, so that a figure's boxes (slot j mod 3) do not alternate between two.
     */
    private static final int[][][] SIDES = {{{16, 8}, {8, 16}, {8, 8}}, {{8, 8}}, {{8, 8}, {8, 8}, {16, 16}}};

    private ArmorWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        t.table("armor_slots", "mesh_sector", "mesh_sectors", "textures_sector", "textures_sectors", "high_lod_count", "low_lod_count",
                "metal_count", "metal_begin", "packet_table_offset", "gif_usage", "pad", "scale", "texture_count");
        t.table("armor_textures", "list_count", "list_offset", "magic", "file_size", "width", "height", "format", "clut_format",
                "clut_order", "mip_levels", "rgba_sha256");
        int[] records = {0, 1 + rnd.nextInt(8), 9 + rnd.nextInt(6)};
        Map<String, String> meshTruth = new LinkedHashMap<>();
        for (int k = 0; k < records.length; k++) {
            int r = records[k];
            boolean armour = r < 9;
            int index = armour ? r : r - 9;
            float scale = armour ? ARMOR_SCALE : WRENCH_SCALE;
            int textures = SIDES[k].length;
            // armour 0: an eight-joint figure in two packets (over a sector); the other armour a small figure; the wrench a sphere
            int joints = k == 0 ? 8 : armour ? 3 + rnd.nextInt(2) : 0;
            MeshOnlyWriter.MeshOnly mesh = MeshOnlyWriter.write(rnd, r, scale, joints, textures, k == 0 ? 2 : 1);
            meshTruth.putAll(mesh.truth());
            byte[] list = materialList(rnd, t, r, SIDES[k]);
            int meshAt = Slots.ARMOR.get(armour ? 0 : 2).at(index), texAt = Slots.ARMOR.get(armour ? 1 : 3).at(index);
            env.sectorRange(meshAt, mesh.block());
            env.sectorRange(texAt, list);
            t.row("armor_slots", Integer.toString(r), env.word(meshAt), env.word(meshAt + 4), env.word(texAt), env.word(texAt + 4),
                    mesh.high(), 0, 0, mesh.high(), 0x10, mesh.gifUsage(), 0, scale, textures);
        }
        t.merge(meshTruth);
        return GlobalWadFile.single("ARMOR", env, Slots.ARMOR, t);
    }

    /** §2.6.3: count, offsets from the list start, then each PIF8 on a 0x10 boundary; truth per texture. */
    private static byte[] materialList(Random rnd, FieldTruth t, int record, int[][] sides) {
        LeBuffer b = new LeBuffer();
        b.s32(sides.length);
        b.zeros(4 * sides.length);
        for (int i = 0; i < sides.length; i++) {
            b.align(0x10);
            int at = b.size();
            b.patchS32(4 + 4 * i, at);
            Pif8 p = Pif8.random(rnd, sides[i][0], sides[i][1]);
            p.write(b);
            t.row("armor_textures", record + "." + i, sides.length, at, Pif8.MAGIC, 0, p.width(), p.height(), Pif8.FORMAT_8BIT, 0, 0, 1,
                    p.rgbaSha256());
        }
        return b.toArray();
    }
}
