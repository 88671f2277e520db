package gcscript.core;

import static gcscript.layout.ksy.KsyNames.hex;
import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.texture.Clut;
import gcscript.texture.TextureEntry;
import gcscript.texture.TextureKind;
import gcscript.texture.Texels;
import java.util.List;

/**
 * The level textures of the core_index texture tables (docs/formats/texture.md) in Kaitai Struct, as
 * {@link LevelCore} decodes them: texels (and mip level 1 after them) in core_data at textures_base_offset +
 * data_offset ({@code gc_core_data}), the CLUT at palette × 0x100 and mip levels 2 and 3 at mipmap and pad × 0x100 in
 * GS RAM ({@code gc_gs_ram}, this class's file). Moby textures' texels and mips are left out: whether a moby
 * texture is in core_data or in the GS RAM stash depends on whether any moby class listing it is on the stash list,
 * a search Kaitai expressions cannot make.
 */
public final class TextureKsy {
    private TextureKsy() {}

    public static final String GS_RAM_ID = "gc_gs_ram";
    /** Texture tables whose texels are always in core_data. */
    static final List<TextureKind> UNSTASHED = List.of(TextureKind.TFRAG, TextureKind.TIE, TextureKind.SHRUB);
    static final String STASH_REASON = "a moby texture's texels are in core_data or in the GS RAM stash depending on whether a moby"
            + " class listing it is on the moby GS stash list: a search Kaitai expressions cannot make";

    /** {@code gc_gs_ram.ksy}: the GS RAM range of the data extent, given the core_index. */
    public static KsyFile gsRam() {
        KsyFile k = new KsyFile(GS_RAM_ID, "Ratchet & Clank: Going Commando level GS RAM image (the data extent's gs_ram range)",
                "The GS RAM range of a level's data extent, with its core_index as the parameter index: the CLUT of every"
                        + " texture entry (palette x 0x100) and mip levels 2 and 3 (mipmap and pad x 0x100). Generated from"
                        + " gcscript's declarations; the library's page is docs/formats/texture.md.", CoreKsy.ID);
        k.params().add(KsyFile.param("index", CoreKsy.ID, "the level's core_index (gc_level_wad: data.core_index)"));
        for (TextureKind kind : TextureKind.values()) {
            if (!kind.isStandard()) continue;
            String e = entry(kind);
            k.instances().put(kind.id() + "_cluts", KsyFile.typed("0", "clut_at(" + e + f(TextureEntry.PALETTE) + " * " + hex(Clut.UNIT) + ")",
                    count(kind), "the CLUT of each " + kind.tableName() + " entry"));
            if (UNSTASHED.contains(kind)) {
                k.instances().put(kind.id() + "_mips", KsyFile.typed("0", "gs_mips_at(" + e + f(TextureEntry.WIDTH) + ", " + e
                        + f(TextureEntry.HEIGHT) + ", " + e + f(TextureEntry.MIPMAP) + ", " + e + f(TextureEntry.PAD) + ")", count(kind),
                        "mip levels 2 and 3 of each " + kind.tableName() + " entry"));
            }
        }
        KsyFile.Composed c = k.type("clut_at", "A 256-entry PSMCT32 CLUT at a GS RAM address.");
        k.params("clut_at", KsyFile.param("at", "s4", "palette x 0x100"));
        c.instances().put("clut", k.at("at", Clut.ENTRY, Integer.toString(Clut.ENTRIES), null));
        KsyFile.Composed m = k.type("gs_mips_at", "Mip levels 2 (at mipmap x 0x100) and 3 (at pad x 0x100; none when pad is -1) of"
                + " a texture; none when mipmap is -1 or a level's width or height is 0.");
        for (String p : List.of("width", "height", "mipmap", "pad")) k.params("gs_mips_at", KsyFile.param(p, "s4", "the entry's " + p));
        String two = "mipmap != -1 and width / 4 > 0 and height / 4 > 0";
        m.instances().put("mip2", KsyFile.when(k.at("mipmap * " + hex(Clut.UNIT), Texels.TEXEL, "(width / 4) * (height / 4)", null), two));
        m.instances().put("mip3", KsyFile.when(k.at("pad * " + hex(Clut.UNIT), Texels.TEXEL, "(width / 8) * (height / 8)", null),
                two + " and pad != -1 and width / 8 > 0 and height / 8 > 0"));
        k.notPlaced("moby_textures", STASH_REASON);
        return k;
    }

    /** The core_data side, into {@code gc_core_data} (whose parameter is the core_index {@code index}). */
    static void texels(KsyFile k) {
        String base = "index.header." + KsyNames.id(LevelCoreHeader.TEXTURES_BASE_OFFSET);
        for (TextureKind kind : UNSTASHED) {
            String e = entry(kind);
            k.instances().put(kind.id() + "_texels", KsyFile.typed("0", "texels_at(" + base + " + " + e + f(TextureEntry.DATA_OFFSET) + ", "
                    + e + f(TextureEntry.WIDTH) + ", " + e + f(TextureEntry.HEIGHT) + ", " + e + f(TextureEntry.MIPMAP) + ")", count(kind),
                    "the texels of each " + kind.tableName() + " entry"));
        }
        bank(k, "part_bank", "part_textures", LevelCoreHeader.PART_BANK_OFFSET, ParticleTextureEntry.PALETTE, ParticleTextureEntry.TEXTURE,
                "e.side * e.side".replace("e.", "index.part_textures[_index].").replace("side", KsyNames.id(ParticleTextureEntry.SIDE)));
        bank(k, "fx_bank", "fx_textures", LevelCoreHeader.FX_BANK_OFFSET, FxTextureEntry.PALETTE, FxTextureEntry.TEXTURE,
                "index.fx_textures[_index]." + KsyNames.id(FxTextureEntry.WIDTH) + " * index.fx_textures[_index]." + KsyNames.id(FxTextureEntry.HEIGHT));
        KsyFile.Composed b = k.type("paletted_at", "A bank entry's 256-entry CLUT and its texels, at the bank offset + the entry's offsets.");
        for (String p : List.of("palette_at", "texels_at", "count")) k.params("paletted_at", KsyFile.param(p, "s4", p));
        b.instances().put("clut", k.at("palette_at", Clut.ENTRY, Integer.toString(Clut.ENTRIES), null));
        b.instances().put("texels", KsyFile.when(k.at("texels_at", Texels.TEXEL, "count", null), "count > 0"));
        KsyFile.Composed t = k.type("texels_at", "A texture's texels (8-bit CLUT indices, linear) and mip level 1 right after them"
                + " (none when mipmap is -1 or its width or height is 0).");
        for (String p : List.of("at", "width", "height", "mipmap")) k.params("texels_at", KsyFile.param(p, "s4", p));
        t.instances().put("texels", k.at("at", Texels.TEXEL, "width * height", null));
        t.instances().put("mip1", KsyFile.when(k.at("at + width * height", Texels.TEXEL, "(width / 2) * (height / 2)", null),
                "mipmap != -1 and width / 2 > 0 and height / 2 > 0"));
    }

    /** The particle or fx bank: each entry's CLUT and texels at the bank's offset + the entry's (Wrench read_particle_textures). */
    private static void bank(KsyFile k, String name, String table, Field bankOffset, Field palette, Field texels, String count) {
        String base = "index.header." + KsyNames.id(bankOffset) + " + index." + table + "[_index].";
        k.instances().put(name, KsyFile.typed("0", "paletted_at(" + base + f(palette) + ", " + base + f(texels) + ", " + count + ")",
                "index.header." + KsyNames.id(table + ".count"), "each " + table + " entry's CLUT and texels"));
    }

    private static String entry(TextureKind kind) { return "index." + kind.tableName() + "[_index]."; }
    private static String count(TextureKind kind) { return "index.header." + KsyNames.id(kind.tableName() + ".count"); }
    private static String f(Field field) { return KsyNames.id(field); }

}
