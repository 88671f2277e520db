package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The sample's global pictures: one per row of the PIF, rgba and armour texture tables, matched by key (WAD, field,
 * index, texture), each with that row's size and pixel hash, named by slot and index.
 */
class PicturesTest {
    static Row only(Table t, String what) {
        assertEquals(1, t.rowCount(), what);
        return t.row(0);
    }

    @Test void onePicturePerImageRowWithItsHash() {
        Disc d = Gc.sample();
        GlobalWads g = d.globalWads();
        Table pictures = g.pictures();
        assertEquals(List.of("wad", "file", "record", "offset", "field", "index", "texture", "form", "width", "height", "png", "rgba_sha256"),
                pictures.columnNames());
        Table pifs = g.textures(), rgba = g.rgbaImages(), armor = d.armor().textures();
        assertEquals(pifs.rowCount() + rgba.rowCount() + armor.rowCount(), pictures.rowCount());
        for (Row p : pictures) {
            String wad = p.getString("wad"), at = wad + " " + p.getString("png");
            Row src;
            if (wad.equals("ARMOR")) {
                String group = p.getString("field").replace("_textures", "");
                src = only(armor.where(armor.stringColumn("group").isEqualTo(group).and(armor.intColumn("index").isEqualTo(p.getInt("index")))
                        .and(armor.intColumn("texture").isEqualTo(p.getInt("texture")))), at);
                assertEquals("texture list", p.getString("form"), at);
                assertEquals("global/ARMOR/" + group + "_textures_" + p.getInt("index") + "_" + p.getInt("texture") + ".png", p.getString("png"));
            } else {
                Table from = p.getString("form").equals("rgba") ? rgba : pifs;
                src = only(from.where(from.stringColumn("wad").isEqualTo(wad).and(from.stringColumn("field").isEqualTo(p.getString("field")))
                        .and(from.intColumn("index").isEqualTo(p.getInt("index")))), at);
                assertEquals(-1, p.getInt("texture"), at);
                assertEquals("global/" + wad + "/" + p.getString("field") + "_" + p.getInt("index") + ".png", p.getString("png"));
                assertEquals(src.getInt("record"), p.getInt("record"), at);
            }
            // the armour and rgba tables give the image's own header offset, as pictures() does (the PIF table: its slot's)
            if (!p.getString("form").startsWith("pif")) assertEquals(src.getLong("offset"), p.getLong("offset"), at);
            assertEquals(src.getInt("width"), p.getInt("width"), at);
            assertEquals(src.getInt("height"), p.getInt("height"), at);
            assertEquals(src.getString("rgba_sha256"), p.getString("rgba_sha256"), at);
            assertEquals(wad + ".WAD", p.getString("file"), at);
        }
    }

    @Test void formsAndCountsPerWad() {
        Table t = Gc.sample().globalWads().pictures();
        Map<String, Integer> forms = new TreeMap<>();
        for (Row r : t) forms.merge(r.getString("wad") + " " + r.getString("form"), 1, Integer::sum);
        // the sample's generator writes BONUS's goodies images WAD-LZ compressed, the others raw (manifest rows)
        int compressed = (int) Gc.sample().globalWads().textures().booleanColumn("compressed").isTrue().size();
        assertEquals(compressed, forms.entrySet().stream().filter(e -> e.getKey().endsWith("wad-lz")).mapToInt(Map.Entry::getValue).sum());
        assertEquals(7, forms.get("ARMOR texture list"));
        assertEquals(1, forms.get("BONUS rgba"));
        assertEquals(1, forms.get("MISC rgba"));
        assertEquals(15, t.rowCount());
    }

    @Test void aPicturesImageIsItsPixels() {
        Pictures.Picture p = Gc.sample().globalWads().pictureList().stream().filter(x -> x.form().equals("rgba") && x.wad().equals("MISC"))
                .findFirst().orElseThrow();
        assertEquals("irx_0", p.name());
        var img = p.image();
        assertEquals(p.width(), img.getWidth());
        assertEquals(p.height(), img.getHeight());
        for (int y = 0; y < p.height(); y++) for (int x = 0; x < p.width(); x++) assertEquals(p.argb()[y * p.width() + x], img.getRGB(x, y));
        Pictures.Picture a = Gc.sample().globalWads().pictureList().stream().filter(x -> x.wad().equals("ARMOR")).findFirst().orElseThrow();
        assertEquals("armor_textures_0_0", a.name());
    }
}
