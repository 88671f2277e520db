package gcscript.shrub;

import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.shrub.ShrubLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.List;
import java.util.Map;

/**
 * {@code gc_shrub.ksy}: one shrub class block of core_data (docs/formats/shrub.md) as Kaitai Struct, opened at the
 * block's start (offsets in it are class-relative): the class header, the packet entries, each packet's VIF list as a
 * sized byte array (what is inside is found by the library's VIF walker, {@code gcscript.vif.Vif.walk}), the normal
 * palette and the billboard, as {@link ShrubReader} finds them. Records come from {@link ShrubLayouts}.
 */
public final class ShrubKsy {
    private ShrubKsy() {}

    public static final String ID = "gc_shrub";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando shrub class block (in core_data)",
                "A shrub class block, from its start (the class entry's offset_in_asset_wad in the decompressed core_data):"
                        + " offsets in it are class-relative. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/shrub.md.");
        Map<String, Object> in = k.instances();
        in.put("header", k.at("0", HEADER, null, null));
        in.put("packets", KsyFile.when(KsyFile.typed(hex(HEADER.size()), "shrub_packet", h(PACKET_COUNT),
                "packet_count entries after the header"), h(PACKET_COUNT) + " > 0"));
        in.put("normals", k.at(h(NORMALS_OFFSET), NORMAL, Integer.toString(NORMALS), "the 24-entry normal palette"));
        in.put("billboard", KsyFile.when(k.at(h(BILLBOARD_OFFSET), BILLBOARD, null, null), h(BILLBOARD_OFFSET) + " != 0"));
        packet(k);
        String vif = "inside a packet's VIF list: where each UNPACK's payload starts is what the library's VIF walker"
                + " (gcscript.vif.Vif.walk) finds; the .ksy gives the list as a sized byte array";
        for (Layout l : List.of(PACKET, GIF_TAG, PRIMITIVE, PART1, PART2)) k.notExported(l, vif);
        k.notPlaced("fill", "the normal records after the palette run to the block's end, the next core_data section"
                + " boundary, which the block's own fields do not give");
        return k;
    }

    /** A packet entry and its VIF list. */
    private static void packet(KsyFile k) {
        KsyFile.Composed t = k.type("shrub_packet", "A packet entry and the packet's VIF list it points at.");
        t.seq().add(k.attr("entry", ENTRY));
        String off = "entry." + KsyNames.id(ENTRY_OFFSET);
        Map<String, Object> vif = KsyFile.bytes(off, "entry." + KsyNames.id(ENTRY_SIZE), null,
                "the packet's VIF list: three UNPACKs (the packet header, GIF tags and texture primitives; vertex part 1;"
                        + " part 2), walked by the library's gcscript.vif.Vif.walk");
        t.instances().put("vif_list", vif);
    }

    private static String h(Field f) { return "header." + KsyNames.id(f); }

}
