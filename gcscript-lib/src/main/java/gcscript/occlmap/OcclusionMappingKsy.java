package gcscript.occlmap;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.occlmap.OcclusionMappingModel.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;

/**
 * {@code gc_occlusion_mappings.ksy}: a level's occlusion extent (slot 3; docs/formats/occlusion.md) as Kaitai
 * Struct: the header of three counts and the tfrag, tie and moby mappings after it, as
 * {@link OcclusionMappingModel} reads them.
 */
public final class OcclusionMappingKsy {
    private OcclusionMappingKsy() {}

    public static final String ID = "gc_occlusion_mappings";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando occlusion mappings (a level's occlusion extent)",
                "The occlusion extent: three counts, then the tfrag, tie and moby mappings (mask bit, occlusion id)."
                        + " Generated from gcscript's declarations; the library's page is docs/formats/occlusion.md.");
        k.seq().add(k.attr("header", HEADER));
        k.seq().add(k.attrs("mappings", MAPPING, "header." + id(TFRAG_COUNT) + " + header." + id(TIE_COUNT) + " + header." + id(MOBY_COUNT)));
        return k;
    }

}
