package gcscript.occlusion;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.occlusion.OcclusionLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_occlusion.ksy}: the occlusion grid of core_data (docs/formats/occlusion.md) as Kaitai Struct, opened at
 * its start (the core_index header's occlusion offset; offsets in it are grid-relative): the root, z and y nodes and
 * the mask index lists, as {@link OcclusionGridModel} walks them. Records come from {@link OcclusionLayouts}. The
 * masks are left out: they run from masks_offset to the section's end, the next core_data section boundary, which no
 * field of the grid gives.
 */
public final class OcclusionKsy {
    private OcclusionKsy() {}

    public static final String ID = "gc_occlusion";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando occlusion grid (in core_data)",
                "The occlusion grid of core_data, from its start: node offsets are grid-relative (u16 byte offset / 4,"
                        + " 0 = empty). Generated from gcscript's declarations; the library's page is docs/formats/occlusion.md.");
        k.seq().add(k.attr("root", ROOT));
        k.seq().add(KsyFile.seqOf("z", "occlusion_z_at", "root." + id(Z_COUNT)));
        String at = "4 * entry." + id(OFFSET_DIV4);
        KsyFile.Composed z = k.type("occlusion_z_at", "A z offset and, unless 0, its node and y offsets.");
        z.seq().add(k.attr("entry", NODE_OFFSET));
        Map<String, Object> in = z.instances();
        in.put("node", KsyFile.when(k.at(at, Z_NODE, null, null), at + " != 0"));
        in.put("y", KsyFile.when(KsyFile.typed(at + " + " + Z_NODE.size(), "occlusion_y_at", "node." + id(Y_COUNT), null), at + " != 0"));
        KsyFile.Composed y = k.type("occlusion_y_at", "A y offset and, unless 0, its node and mask index list.");
        y.seq().add(k.attr("entry", NODE_OFFSET));
        in = y.instances();
        in.put("node", KsyFile.when(k.at(at, Y_NODE, null, null), at + " != 0"));
        in.put("mask_index", KsyFile.when(k.at(at + " + " + Y_NODE.size(), MASK_ENTRY, "node." + id(X_COUNT), null), at + " != 0"));
        k.notExported(MASK, "the masks run from masks_offset to the grid section's end, the next core_data section boundary,"
                + " which no field of the grid gives (the library takes it from every section offset of the core_index)");
        return k;
    }

}
