package gcscript.globalwad;

import gcscript.pif.Pif;
import gcscript.table.TableBuilder;
import gcscript.texture.Texture;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * Every image of the global WADs, decoded, in one list ({@code disc.globalWads().pictures()}): the single PIFs of MISC,
 * HUD and BONUS ({@link Pifs}), the "rgba" images of MISC's IRX blob and BONUS's credits ({@link Extras}), and every
 * PIF of ARMOR's material lists ({@link Armor}). MPEG, AUDIO, SPACE, SCENE and GADGET hold no image a reader decodes.
 * Each picture is named as the level textures' PNGs are, by slot and index: {@code goodies_images_3},
 * {@code armor_textures_1_2} (slot 1's material 2).
 */
public final class Pictures {
    private Pictures() {}

    /**
     * One decoded image: its WAD, the header slot's field, index and record, {@code texture} (the material-list index
     * for ARMOR, -1 for a single image), its form ({@code pif}, {@code pif wad-lz}, {@code rgba}, {@code texture list}),
     * the offset of its header in the file that holds it, and the pixels (ARGB row by row, alpha expanded to 0..255).
     */
    public record Picture(String wad, String field, int index, int record, int texture, String form, long offset, int width,
                          int height, int[] argb) {
        /** The file name stem: {@code field_index}, or {@code field_index_texture} for a list's entry. */
        public String name() { return field + "_" + index + (texture < 0 ? "" : "_" + texture); }

        /** The pixels as a level texture's level 0 (for its image and its RGBA hash). */
        public Texture.Level level() { return new Texture.Level(0, width, height, argb); }

        public BufferedImage image() { return level().image(); }
    }

    /** Every picture of {@code g} ({@code rgba}: its rgba images): MISC, HUD, BONUS in RC2.HDR order (PIFs, then rgba images), then ARMOR's textures. */
    static List<Picture> of(GlobalWads g, List<Extras.RgbaImage> rgba) {
        List<Picture> out = new ArrayList<>();
        for (WadFile w : g.all()) {
            for (Pifs.Entry e : g.pifs().list()) {
                if (e.wad() != w) continue;
                Pif p = e.pif();
                out.add(new Picture(w.name(), e.slot().field(), e.slot().index(), e.slot().record(), -1, e.compressed() ? "pif wad-lz" : "pif",
                        p.offset(), p.width(), p.height(), p.argb()));
            }
            for (Extras.RgbaImage r : rgba) {
                if (!r.wad().equals(w.name())) continue;
                out.add(new Picture(r.wad(), r.field(), r.index(), r.record(), -1, "rgba", r.header().offset(), r.width(), r.height(), r.argb()));
            }
        }
        for (Armor.Entry e : g.armor().list()) {
            for (Pif p : e.pifs()) {
                out.add(new Picture("ARMOR", e.textures().field(), e.index(), e.textures().record(), p.index(), "texture list", p.offset(),
                        p.width(), p.height(), p.argb()));
            }
        }
        return out;
    }

    /**
     * {@code wad, file, record, offset, field, index, texture, form, width, height, png, rgba_sha256}: one row per
     * picture (record: its header slot; offset: the image's own header; png: the name {@code textures --out} writes it
     * under, {@code global/<wad>/<name>.png}).
     */
    static Table table(List<Picture> pictures) {
        TableBuilder t = new TableBuilder("global pictures").strings("wad", "file").ints("record").longs("offset").strings("field")
                .ints("index", "texture").strings("form").ints("width", "height").strings("png", "rgba_sha256");
        for (Picture p : pictures) {
            t.row(p.wad(), p.wad() + ".WAD", p.record(), p.offset(), p.field(), p.index(), p.texture(), p.form(), p.width(), p.height(),
                    "global/" + p.wad() + "/" + p.name() + ".png", Extras.sha256(p.level().rgba()));
        }
        return t.build();
    }
}
