package gcscript.tie;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.tie.TieLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_tie.ksy}: one tie class block of core_data (docs/formats/tie.md) as Kaitai Struct, opened at the block's
 * start (offsets in it are class-relative): the class header, the AD-GIF blocks, each LOD's packet table with every
 * packet's body head, strips and dinky and fat vertices, as {@link TieReader} finds them, and the vert_normals
 * records. Records come from {@link TieLayouts}.
 */
public final class TieKsy {
    private TieKsy() {}

    public static final String ID = "gc_tie";
    private static final String[] LODS = {"lod0", "lod1", "lod2"};

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando tie class block (in core_data)",
                "A tie class block, from its start (the class entry's offset_in_asset_wad in the decompressed core_data):"
                        + " offsets in it are class-relative. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/tie.md.");
        Map<String, Object> in = k.instances();
        in.put("header", k.at("0", HEADER, null, null));
        in.put("ad_gifs", KsyFile.when(k.at(h(AD_GIF_OFS), ADGIF, h(TEXTURE_COUNT), "texture_count AD-GIF blocks"),
                h(TEXTURE_COUNT) + " > 0"));
        for (int lod = 0; lod < 3; lod++) {
            String table = h(PACKETS[lod]);
            in.put(LODS[lod] + "_packets", KsyFile.when(KsyFile.typed(table, "tie_packet(" + table + ")", h(PACKET_COUNT[lod]),
                    "the LOD's packet table (LODs may share packet bodies)"), h(PACKET_COUNT[lod]) + " > 0"));
        }
        in.put("vert_normals", KsyFile.when(k.at(h(VERT_NORMALS), VERT_NORMAL, h(VERT_NORMAL_COUNT), null),
                h(VERT_NORMAL_COUNT) + " > 0"));
        packet(k);
        k.notExported(CONTROL, "N's strip control bytes run to the (strip_count + 1)-th terminal byte (0x07, 0xfc or 0xf6):"
                + " Kaitai's repeat-until sees only the element it just read, not a count of earlier ones");
        return k;
    }

    /** A packet header of a LOD's table and what it points at, relative to the table. */
    private static void packet(KsyFile k) {
        KsyFile.Composed t = k.type("tie_packet", "A packet header of a LOD's table; the body is at table + data.");
        k.params("tie_packet", KsyFile.param("table", "s4", "the LOD's packet table (class-relative)"));
        t.seq().add(k.attr("header", PACKET));
        String body = "table + header." + id(DATA);
        Map<String, Object> in = t.instances();
        in.put("body", k.at(body, BODY, null, "the body head: AD-GIF destinations and sources, the unpack header"));
        in.put("strips", k.at(body + " + " + hex(BODY.size()), STRIP, "body." + id(UNPACK[3]), null));
        String vert = body + " + 16 * header." + id(VERT_OFS);
        in.put("dinky_vertices", k.at(vert, DINKY, "body." + id(UNPACK[10]), null));
        in.put("fat_vertices", k.at(vert + " + 16 * body." + id(UNPACK[10]), FAT, "body." + id(UNPACK[11]), null));
    }

    private static String h(Field f) { return "header." + id(f); }
}
