package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.layout.RecArray;
import gcscript.moby.Mobies;
import gcscript.moby.MobyClass;
import gcscript.moby.MobyLayouts;
import gcscript.moby.MobyModel;
import gcscript.pif.Pif;
import gcscript.pif.PifLayouts;
import gcscript.pif.TextureList;
import gcscript.table.RecTables;
import gcscript.table.Scope;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * ARMOR.WAD (rac2-global-wads §11): 9 armours and 6 wrenches, each a {mesh, textures} pair of SectorRanges. A slot is
 * present when its mesh range is (Wrench's rule). The mesh block is a "mesh-only" class (a 16-byte header, then GC
 * moby packets) read by the level classes' packet reader ({@link MobyModel#readMeshOnly}); the texture block is a
 * material list of PIF8s ({@link TextureList}; a bare PIF is accepted, as W-old's reader did). Scales are Wrench's
 * (the header has none): 7/48 for armours, 1 for wrenches. A disc without ARMOR.WAD has empty tables.
 */
public final class Armor {
    /** Wrench's scale for the armour meshes (Ratchet's class scale [inference]) and the wrenches. */
    public static final float ARMOR_SCALE = 0.145833328f, WRENCH_SCALE = 1.0f;
    static final int ARMOURS = 9, WRENCHES = 6;

    /** One present slot: kind (its group, "armor" or "wrench"), its index in that group, record (0..14), the two slots, its textures. */
    public record Entry(String kind, int index, int record, Slot mesh, Slot textures, RecArray meshHeader, int textureCount, List<Pif> pifs) {}

    private final WadFile wad;       // null: the disc has no readable ARMOR.WAD (every table empty)
    private final String file;
    private final List<Entry> entries = new ArrayList<>();
    private final MobyModel model;
    private final Mobies mobies;
    private final Checks checks = new Checks();

    Armor(WadFile wad, Problems problems) {
        this.wad = wad;
        this.file = wad == null ? GlobalWad.ARMOR.fileName() : wad.fileName();
        checks.declare("armor_textures_present", "a slot with a mesh has a texture block (W-old skipped slots without one, §11.1)");
        checks.declare("armor_texture_slots", "every TEX0 slot the mesh draws with is < the list's count (§11.4 check 3)");
        List<MobyModel.MeshOnly> meshes = new ArrayList<>();
        for (int r = 0; wad != null && r < ARMOURS + WRENCHES; r++) {
            Entry e = entry(r, problems);
            if (e == null) continue;
            entries.add(e);
            meshes.add(new MobyModel.MeshOnly(wad.block(e.mesh()), r, "armor." + e.mesh().name(), r < ARMOURS ? ARMOR_SCALE : WRENCH_SCALE,
                    e.pifs().size()));
        }
        model = MobyModel.readMeshOnly(file, meshes, problems);
        mobies = new Mobies(Scope.of(() -> model));
        textureSlots();
    }

    /** Slot {@code record}'s entry, its textures read; null when its mesh range is empty (no slot, Wrench's rule). */
    private Entry entry(int record, Problems problems) {
        String kind = record < ARMOURS ? "armor" : "wrench";
        int index = record < ARMOURS ? record : record - ARMOURS;
        Slot mesh = wad.slot(kind + "_mesh", index), tex = wad.slot(kind + "_textures", index);
        if (mesh.empty()) return null;
        RecArray head = MobyLayouts.MESH_HEADER.window(wad.block(mesh), 0, 1, "armor." + mesh.name());   // a peek: the mesh reader owns it
        checks.expect("armor_textures_present", "armor." + tex.name(), tex.headerOffset(), !tex.empty(), "a texture range",
                tex.empty() ? "empty" : tex.sizeRaw() + " sectors");
        List<Pif> pifs = tex.empty() ? List.of() : textures(tex, problems);
        return new Entry(kind, index, record, mesh, tex, head, tex.empty() ? 0 : listCount(tex), pifs);
    }

    /** §11.4 check 3: the highest TEX0 slot each mesh's triangles use is below its list's stored count. */
    private void textureSlots() {
        Table tris = mobies.triangles();
        for (MobyClass c : model.classes()) {
            Entry e = entry(c.index());
            int max = -1;
            for (int i = 0; i < tris.rowCount(); i++) {
                if (tris.intColumn("class").get(i) == c.index()) max = Math.max(max, tris.intColumn("texture_slot").get(i));
            }
            checks.expect("armor_texture_slots", "armor." + e.mesh().name(), e.meshHeader().offset(0), max < e.textureCount(),
                    "< " + e.textureCount(), Integer.toString(max));
        }
    }

    /** A texture block: a material list, or a bare PIF (§11.3). */
    private List<Pif> textures(Slot tex, Problems problems) {
        ByteReader b = wad.block(tex);
        String path = "armor." + tex.name();
        if (wad.magic(tex) == PifLayouts.MAGIC_2FIP) {
            Pif p = TextureList.single(-1, b, path + ".pif", problems);
            return p == null ? List.of() : List.of(p);
        }
        return TextureList.read(-1, file, b, path, problems).textureList();
    }

    private int listCount(Slot tex) {
        if (wad.magic(tex) == PifLayouts.MAGIC_2FIP) return 1;
        return PifLayouts.LIST.window(wad.block(tex), 0, 1, "armor." + tex.name() + ".count").i(0, PifLayouts.COUNT);
    }

    private Entry entry(int record) {
        for (Entry e : entries) if (e.record() == record) return e;
        throw new IllegalStateException("no armor slot " + record);
    }

    public List<Entry> list() { return entries; }

    /** The meshes as read (class number = the slot's record). */
    public MobyModel model() { return model; }

    /**
     * {@code file, record, offset, group, index, mesh_sector, mesh_sectors, textures_sector, textures_sectors, mesh_offset,
     * high_lod_count, low_lod_count, metal_count, metal_begin, packet_table_offset, gif_usage, pad, scale, texture_count,
     * packets, stored_vertices, triangles}: one row per present slot (offset: its 16-byte header record; mesh_offset:
     * the mesh-only header's; the header fields as stored, then what the reader found).
     */
    public Table armours() {
        TableBuilder t = new TableBuilder("armor slots").strings("file").ints("record").longs("offset").strings("group").ints("index",
                "mesh_sector", "mesh_sectors", "textures_sector", "textures_sectors").longs("mesh_offset").fields(MobyLayouts.MESH_HEADER)
                .doubles("scale").ints("texture_count", "packets", "stored_vertices", "triangles");
        for (Entry e : entries) {
            MobyClass c = model.classes().stream().filter(k -> k.index() == e.record()).findFirst().orElse(null);
            t.s(file).i(e.record()).l(e.mesh().headerOffset()).s(e.kind()).i(e.index()).i(e.mesh().offsetSectors())
                    .i(e.mesh().sizeRaw()).i(e.textures().offsetSectors()).i(e.textures().sizeRaw()).l(e.meshHeader().offset(0))
                    .rec(e.meshHeader(), 0).d(e.record() < ARMOURS ? ARMOR_SCALE : WRENCH_SCALE).i(e.textureCount())
                    .i(c == null ? -1 : c.packets().size()).i(c == null ? -1 : c.vertexCount()).i(c == null ? -1 : c.triangleCount()).end();
        }
        return t.build();
    }

    /** The moby packet table of every mesh ({@code Mobies.packets()}'s columns after the provenance). */
    public Table packets() { return provenance("armor packets", mobies.packets(), null); }

    /** Every stored vertex record ({@code Mobies.vertices()}'s columns; its {@code record} becomes {@code vertex_record}). */
    public Table vertices() { return provenance("armor vertices", mobies.vertices(), null); }

    /** Every triangle of the index walks, {@code texture} the material-list index; offset: its packet's table entry. */
    public Table triangles() {
        Map<Long, Long> entryOffset = new LinkedHashMap<>();
        Table p = mobies.packets();
        for (int i = 0; i < p.rowCount(); i++) entryOffset.put(key(p.intColumn("class").get(i), p.intColumn("packet").get(i)), p.longColumn("offset").get(i));
        return provenance("armor triangles", mobies.triangles(), entryOffset);
    }

    private static long key(int record, int packet) { return (long) record << 32 | packet; }

    /** The texture primitives of every packet (TEX1, CLAMP, TEX0 slot). */
    public Table primitives() { return provenance("armor texture primitives", mobies.primitives(), null); }

    /** The gif_usage entries of every mesh. */
    public Table gifUsage() { return provenance("armor gif_usage", mobies.gifUsage(), null); }

    /**
     * {@code file, record, offset, group, index, texture, list_count, list_offset, magic, file_size, width, height, format,
     * clut_format, clut_order, mip_levels, rgba_sha256}: one row per PIF of every slot's material list (offset: the PIF's).
     */
    public Table textures() {
        TableBuilder t = new TableBuilder("armor textures").strings("file").ints("record").longs("offset").strings("group")
                .ints("index", "texture", "list_count", "list_offset").longs("magic")
                .ints("file_size", "width", "height", "format", "clut_format", "clut_order", "mip_levels").strings("rgba_sha256");
        for (Entry e : entries) {
            for (Pif p : e.pifs()) {
                t.row(file, e.record(), p.offset(), e.kind(), e.index(), p.index(), e.textureCount(), p.listOffset(), p.magic(),
                        p.fileSize(), p.width(), p.height(), p.format(), p.clutFormat(), p.clutOrder(), p.mipLevels(), p.rgbaSha256());
            }
        }
        return t.build();
    }

    /** The slot checks above, then every moby check of the meshes (one row per check and mesh). */
    public Table checks() {
        Table out = RecTables.checks("armor checks", -1, file, checks.list());
        out.append(mobies.checks());
        return out;
    }

    /**
     * The armour sheet: one tile per present slot, the three views of its mesh textured by its material list, labelled,
     * with a scale bar ({@link ArmorPreview}); on a disc without ARMOR.WAD a picture that says so.
     */
    public java.awt.image.BufferedImage sheet() { return ArmorPreview.draw(this).image(); }

    /** {@link #sheet()} with where each tile is, its label, scale bar and the pixels its mesh covered. */
    public ArmorPreview.Sheet sheetWithTiles() { return ArmorPreview.draw(this); }

    /** Packets in the meshes (the stats column). */
    public int packetCount() { return model.classes().stream().mapToInt(c -> c.packets().size()).sum(); }

    /** Textures in the material lists (the stats column). */
    public int textureCount() { return entries.stream().mapToInt(e -> e.pifs().size()).sum(); }

    /**
     * A moby table with the ARMOR provenance first: {@code file, record} (the moby {@code class} column: the slot's
     * record), {@code offset}, {@code group, index} (armor / wrench and the index in that group), then the moby columns but level, file, class and offset, the moby
     * {@code record} renamed {@code vertex_record}. A table without offsets takes them from {@code entryOffset}.
     */
    private Table provenance(String name, Table moby, Map<Long, Long> entryOffset) {
        IntColumn record = moby.intColumn("class").copy().setName("record");
        StringColumn kind = StringColumn.create("group");
        IntColumn index = IntColumn.create("index");
        tech.tablesaw.api.LongColumn offset = tech.tablesaw.api.LongColumn.create("offset");
        for (int i = 0; i < moby.rowCount(); i++) {
            int r = record.get(i);
            kind.append(r < ARMOURS ? "armor" : "wrench");
            index.append(r < ARMOURS ? r : r - ARMOURS);
            offset.append(entryOffset == null ? moby.longColumn("offset").get(i) : entryOffset.get(key(r, moby.intColumn("packet").get(i))));
        }
        Table out = Table.create(name, moby.stringColumn("file").copy(), record, offset, kind, index);
        for (Column<?> c : moby.columns()) {
            String n = c.name();
            if (n.equals("level") || n.equals("file") || n.equals("class") || n.equals("offset")) continue;
            out.addColumns(n.equals("record") ? c.copy().setName("vertex_record") : c.copy());
        }
        return out;
    }

    @Override public String toString() { return "ARMOR.WAD: " + entries.size() + " slots, " + packetCount() + " packets, " + textureCount() + " textures"; }
}
