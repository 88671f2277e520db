package gcscript.tfrag;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.tfrag.TfragHeader.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.List;
import java.util.Map;

/**
 * {@code gc_tfrag.ksy}: a tfrag block (docs/formats/tfrag.md; the core_data tfrags section and each chunk's tfrags
 * stream) as Kaitai Struct, opened at its start: the block header, each patch header of the table, and per patch its
 * five VIF lists as sized byte arrays (the library's walker, {@code gcscript.vif.Vif.walkStrict} from
 * {@link TfragPatch#decode}, finds the UNPACKs inside), the light_ofs row, the light records, the vertex colours, the
 * AD-GIF blocks at tex_ofs, the mspheres and the cube, as {@link TfragBlock} reads them.
 */
public final class TfragKsy {
    private TfragKsy() {}

    public static final String ID = "gc_tfrag";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando tfrag block",
                "A tfrag block, from its start: the block header and the patch header table; each patch's data region starts"
                        + " at the table + data. Generated from gcscript's declarations; the library's page is docs/formats/tfrag.md.");
        k.seq().add(k.attr("header", TfragBlockHeader.LAYOUT));
        String table = "header." + id(TfragBlockHeader.TABLE_OFFSET);
        k.instances().put("patches", KsyFile.typed(table, "tfrag_patch(" + table + ")", "header." + id(TfragBlockHeader.TFRAG_COUNT),
                "the patch headers, 0x40 bytes each"));
        KsyFile.Composed t = k.type("tfrag_patch", "A patch header and its data region (at the table + data).");
        k.params("tfrag_patch", KsyFile.param("table", "s4", "the patch header table's offset"));
        t.seq().add(k.attr("header", LAYOUT));
        Map<String, Object> in = t.instances();
        String ds = "table + header." + id(DATA);
        in.put("data_start", KsyFile.value(ds, "the data region's start (block-relative)"));
        String[][] lists = {{"lod_2", id(LOD_2_OFS), id(SHARED_OFS)}, {"common", id(SHARED_OFS), id(LOD_1_OFS)},
            {"lod_1", id(LOD_1_OFS), id(LOD_0_OFS)}, {"lod_01", id(LOD_0_OFS), id(SHARED_OFS) + " + 16 * header." + id(LOD_1_SIZE)},
            {"lod_0", id(SHARED_OFS) + " + 16 * header." + id(LOD_1_SIZE), id(LOD_0_OFS) + " + 16 * header." + id(LOD_0_SIZE)}};
        for (String[] l : lists) {
            String start = "header." + l[1], end = "header." + l[2];
            in.put(l[0] + "_list", KsyFile.bytes("data_start + " + start, "(" + end + ") - (" + start + ")", null,
                    "VIF list " + l[0] + " (TfragLists): walked by the library's gcscript.vif.Vif.walkStrict (TfragPatch.decode)"));
        }
        in.put("light_row", k.at("data_start + header." + id(LIGHT_OFS), TfragLayouts.ROW, null, "the quadword at light_ofs"));
        in.put("lights", k.at("data_start + header." + id(LIGHT_OFS) + " + 0x10", TfragLayouts.LIGHT, "header." + id(VERT_COUNT),
                "one per position"));
        in.put("rgbas", k.at("data_start + header." + id(RGBA_OFS), TfragLayouts.RGBA, "header." + id(RGBA_SIZE) + " * 4", null));
        in.put("ad_gifs", k.at("data_start + header." + id(TEX_OFS), TfragLayouts.AD_GIF, "header." + id(TEXTURE_COUNT),
                "at tex_ofs (the ad_gifs UNPACK's payload; the library checks the two agree)"));
        in.put("mspheres", KsyFile.when(k.at("data_start + header." + id(MSPHERE_OFS), TfragLayouts.MSPHERE, "header." + id(MSPHERE_COUNT), null),
                "header." + id(MSPHERE_COUNT) + " > 0"));
        in.put("cube", KsyFile.when(k.at("data_start + header." + id(CUBE_OFS), TfragLayouts.CUBE, Integer.toString(TfragLayouts.CUBE_POINTS), null),
                "header." + id(CUBE_OFS) + " != 0"));
        String vif = "an UNPACK's payload inside a VIF list: found by the library's VIF walker (gcscript.vif.Vif.walkStrict, TfragPatch);"
                + " the .ksy gives the lists as sized byte arrays";
        for (Layout l : List.of(VuHeader.LAYOUT, TfragLayouts.POSITION, TfragLayouts.VERTEX_INFO, TfragLayouts.STRIP, TfragLayouts.INDEX)) {
            k.notExported(l, vif);
        }
        String walk = "a VIF command of a packet's VIF list (tfrag, shrub, moby): the lists are sized byte arrays in the .ksy and"
                + " the commands are what the library's walker (gcscript.vif.Vif.walk) reads, one after the other, each sized by its"
                + " own code";
        k.notExported(gcscript.vif.VifCode.LAYOUT, walk);
        k.notExported(gcscript.vif.VifCode.ROW_COL, walk);
        k.notPlaced("base_position", "the STROW row before the first V3_16 UNPACK of the common list: found by the VIF walker");
        return k;
    }

}
