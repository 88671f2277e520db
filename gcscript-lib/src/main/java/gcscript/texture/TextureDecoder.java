package gcscript.texture;

import gcscript.bytes.ByteReader;
import gcscript.texture.TextureEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes a {@link TextureEntry} (docs/formats/texture.md): width x height linear 8-bit indices at
 * {@code core_data[textures_base_offset + data_offset]}, the CLUT at {@code gs_ram[palette * 0x100]}.
 *
 * <p>Reduced levels follow the notes' model (reconciliation.md, "Texture mips"): when {@code mipmap != -1},
 * level 1 (w/2 x h/2) follows level 0 in core_data, level 2 (w/4 x h/4) is at {@code gs_ram[mipmap * 0x100]}
 * and level 3 (w/8 x h/8) at {@code gs_ram[pad * 0x100]} when {@code pad != -1}. The reference does not
 * confirm that model for retail data, so a level that does not fit is left out here and reported by the
 * check {@code texture_mips_notes_model}, never thrown. Stashed moby textures get no reduced levels: the model
 * says nothing about them.
 */
public final class TextureDecoder {
    private TextureDecoder() {}

    /**
     * Decodes level 0 from {@code texels} at {@code texel} (core_data at textures_base_offset + data_offset, or
     * for a stashed moby texture GS RAM at the stash address + data_offset) and, for textures in core_data, the
     * levels of the mip model. Throws FormatException if level 0 or its CLUT is out of range.
     */
    public static Texture decode(TextureEntry e, ByteReader texels, long texel, boolean stashed, ByteReader gsRam,
                                 String path) {
        int w = e.width(), h = e.height();
        if (w < 0 || h < 0) {
            throw texels.error(path + ".width", 0, "non-negative width and height", w + " x " + h);
        }
        long n = (long) w * h;
        texels.requireRange(path + ".data_offset", texel, n);
        int[] clut = Clut.read(gsRam, path + ".palette", (long) e.palette() * Clut.UNIT);
        Texture.Level base = new Texture.Level(0, w, h, lookup(texels, path, texel, (int) n, clut));
        List<Texture.Level> mips = new ArrayList<>();
        for (MipSource m : stashed ? List.<MipSource>of() : mipSources(e, texel)) {
            ByteReader src = m.inGsRam ? gsRam : texels;
            long len = (long) m.width * m.height;
            if (m.width <= 0 || m.height <= 0 || !src.inRange(m.offset, len)) break;
            mips.add(new Texture.Level(m.level, m.width, m.height, lookup(src, path, m.offset, (int) len, clut)));
        }
        return new Texture(e, texel, stashed, base, mips);
    }

    /** Where the notes' model puts each reduced level; {@code offset} is in core_data or GS RAM. */
    public record MipSource(int level, boolean inGsRam, long offset, int width, int height) {}

    public static List<MipSource> mipSources(TextureEntry e, long texelOffset) {
        List<MipSource> out = new ArrayList<>();
        if (e.mipmap() == -1) return out;
        int w = e.width(), h = e.height();
        out.add(new MipSource(1, false, texelOffset + (long) w * h, w / 2, h / 2));
        out.add(new MipSource(2, true, (long) e.mipmap() * Clut.UNIT, w / 4, h / 4));
        if (e.pad() != -1) out.add(new MipSource(3, true, (long) e.pad() * Clut.UNIT, w / 8, h / 8));
        return out;
    }

    private static int[] lookup(ByteReader src, String path, long at, int n, int[] clut) {
        return Texels.argb(src, path + ".texels", at, n, clut);
    }
}
