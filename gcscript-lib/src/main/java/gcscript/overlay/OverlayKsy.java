package gcscript.overlay;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.overlay.OverlayLayout.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;

/**
 * {@code gc_overlay.ksy}: a level's code overlay (docs/formats/overlay.md; the data extent's overlay range) as Kaitai
 * Struct: the section headers and their bytes, walked as {@link Overlay#read} walks them, to the range end or to a
 * header with another entry point (read, and ending the walk). The normal table inside a section is found by a
 * content search, so it is left out.
 */
public final class OverlayKsy {
    private OverlayKsy() {}

    public static final String ID = "gc_overlay";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando level code overlay",
                "A level's code overlay: 16-byte section headers, each followed by copy_size bytes, while the headers share"
                        + " the first one's entry point. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/overlay.md.");
        String more = "_io.size - _io.pos >= " + SECTION.size();
        k.seq().add(KsyFile.when(seqOne("first", "overlay_section(-1)"), more));
        String ep = "first.header." + id(ENTRY_POINT);
        java.util.Map<String, Object> rest = seqOne("rest", "overlay_section(" + ep + ")");
        rest.put("repeat", "until");
        rest.put("repeat-until", "_.header." + id(ENTRY_POINT) + " != " + ep + " or " + more.replace(">=", "<"));
        k.seq().add(KsyFile.when(rest, more));
        KsyFile.Composed s = k.type("overlay_section", "A section header and its bytes (none when its entry point ends the walk).");
        k.params("overlay_section", KsyFile.param("ep", "s8", "the first header's entry point (-1 for the first header)"));
        s.seq().add(k.attr("header", SECTION));
        java.util.Map<String, Object> data = new java.util.LinkedHashMap<>();
        data.put("id", "data");
        data.put("size", "ep == -1 or header." + id(ENTRY_POINT) + " == ep ? header." + id(COPY_SIZE) + " : 0");
        data.put("doc", "the section's bytes (copied to dest_address)");
        s.seq().add(data);
        k.notExported(ENTRY, "the normal table is found by a search of the sections' bytes for its values, not at a declared offset");
        return k;
    }

    private static java.util.Map<String, Object> seqOne(String attrId, String type) {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("id", attrId);
        m.put("type", type);
        return m;
    }

}
