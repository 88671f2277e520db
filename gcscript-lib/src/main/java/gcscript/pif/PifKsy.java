package gcscript.pif;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.pif.PifLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.texture.Clut;
import gcscript.texture.Texels;
import java.util.Map;

/**
 * {@code gc_texture_list.ksy}: a texture list of PIF textures (docs/formats/pif.md; a level's transition_textures
 * stream, ARMOR.WAD's texture lists) as Kaitai Struct: the count, the offsets, and each PIF's header, CLUT and texels,
 * as {@link TextureList} reads them. Records come from {@link PifLayouts}, {@link Clut} and {@link Texels}.
 */
public final class PifKsy {
    private PifKsy() {}

    public static final String ID = "gc_texture_list";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando texture list (PIF textures)",
                "A texture list: a count, offsets from the list start, and at each a PIF (\"2FIP\" header, 256-entry CLUT,"
                        + " 8-bit texels). Generated from gcscript's declarations; the library's page is docs/formats/pif.md.");
        k.seq().add(k.attr("head", LIST));
        k.seq().add(KsyFile.seqOf("textures", "pif_at", "head." + id(COUNT)));
        KsyFile.Composed t = k.type("pif_at", "A texture's offset and its PIF (read when the header says \"2FIP\", 8-bit indexed).");
        t.seq().add(k.attr("offset", LIST_OFFSET));
        String at = "offset." + id(OFFSET);
        String ok = "pif." + id(MAGIC) + " == " + hex(MAGIC_2FIP) + " and pif." + id(FORMAT) + " == " + hex(FORMAT_8BIT);
        Map<String, Object> in = t.instances();
        in.put("pif", k.at(at, PIF, null, null));
        in.put("clut", KsyFile.when(k.at(at + " + " + hex(PIF.size()), Clut.ENTRY, Integer.toString(Clut.ENTRIES), null), ok));
        in.put("texels", KsyFile.when(k.at(at + " + " + hex(PIF.size() + Clut.BYTES), Texels.TEXEL,
                "pif." + id(WIDTH) + " * pif." + id(HEIGHT), null), ok));
        return k;
    }

}
