package gcscript.sky;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.sky.SkyLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.texture.Clut;
import gcscript.texture.Texels;
import java.util.Map;

/**
 * {@code gc_sky.ksy}: the sky section of core_data (docs/formats/sky.md) as Kaitai Struct, opened at the section's
 * start (the core_index header's sky offset; offsets in it are sky-relative): the header, each used shell and its
 * clusters (vertices, ST and the RGBA reading of the same bytes, faces), the texture defs with their CLUT and texels,
 * the fx list and the sprite buffer, as {@link SkyModel} finds them. Records come from {@link SkyLayouts}.
 */
public final class SkyKsy {
    private SkyKsy() {}

    public static final String ID = "gc_sky";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando sky (in core_data)",
                "The sky section of core_data, from its start (the core_index header's sky offset): offsets in it are"
                        + " sky-relative. Generated from gcscript's declarations; the library's page is docs/formats/sky.md.");
        Map<String, Object> in = k.instances();
        in.put("header", k.at("0", HEADER, null, null));
        for (int i = 0; i < SHELLS.length; i++) {
            String at = h(SHELLS[i]);
            in.put("shell_" + i, KsyFile.when(KsyFile.typed(at, "sky_shell_block(" + at + ")", null, null),
                    h(SHELL_COUNT) + " > " + i + " and " + at + " > 0"));
        }
        String data = h(TEXTURE_DATA);
        in.put("textures", KsyFile.when(KsyFile.typed(h(TEXTURE_DEFS), "sky_texture_block(" + data + ")", h(TEXTURE_COUNT), null),
                h(TEXTURE_COUNT) + " > 0"));
        in.put("fx", KsyFile.when(k.at(h(FX_LIST), FX, h(FX_COUNT), null),
                h(FX_COUNT) + " > 0 and " + h(FX_LIST) + " >= " + hex(HEADER.size())));
        in.put("sprites", KsyFile.when(k.at(h(SPRITES), SPRITE, h(MAXIMUM_SPRITE_COUNT), "the sprite buffer (content unknown)"),
                h(MAXIMUM_SPRITE_COUNT) + " > 0 and " + h(SPRITES) + " >= " + hex(HEADER.size()) + " and " + h(SPRITES) + " % "
                        + hex(SPRITE_ALIGN) + " == 0"));
        shell(k);
        texture(k);
        return k;
    }

    private static void shell(KsyFile k) {
        KsyFile.Composed t = k.type("sky_shell_block", "A shell header and its clusters (at the shell + 0x10).");
        k.params("sky_shell_block", KsyFile.param("at", "s4", "the shell's offset"));
        t.seq().add(k.attr("shell", SHELL));
        t.instances().put("clusters", KsyFile.typed("at + 0x10", "sky_cluster_block", "shell." + id(CLUSTER_COUNT), null));
        KsyFile.Composed c = k.type("sky_cluster_block", "A cluster header; its vertices, ST (or RGBA) and faces at data + their offsets.");
        c.seq().add(k.attr("cluster", CLUSTER));
        String data = "cluster." + id(DATA) + " + cluster.";
        String n = "cluster." + id(VERTEX_COUNT);
        Map<String, Object> in = c.instances();
        in.put("vertices", k.at(data + id(VERTEX_OFFSET), VERTEX, n, null));
        in.put("st", k.at(data + id(ST_OFFSET), ST, n, null));
        in.put("rgba", k.at(data + id(ST_OFFSET), RGBA, n, "the same bytes as st, the RGBA reading (untextured shells)"));
        in.put("faces", k.at(data + id(TRI_OFFSET), FACE, "cluster." + id(TRI_COUNT), null));
    }

    private static void texture(KsyFile k) {
        KsyFile.Composed t = k.type("sky_texture_block", "A texture def; its CLUT and texels at texture_data + their offsets.");
        k.params("sky_texture_block", KsyFile.param("data", "s4", "the header's texture_data"));
        t.seq().add(k.attr("def", TEXTURE_DEF));
        Map<String, Object> in = t.instances();
        in.put("clut", k.at("data + def." + id(PALETTE_OFFSET), Clut.ENTRY, Integer.toString(Clut.ENTRIES), null));
        in.put("texels", k.at("data + def." + id(TEXTURE_OFFSET), Texels.TEXEL, "def." + id(WIDTH) + " * def." + id(HEIGHT),
                "8-bit CLUT indices, linear"));
    }

    private static String h(Field f) { return "header." + id(f); }
}
