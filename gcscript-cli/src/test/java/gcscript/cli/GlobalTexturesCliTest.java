package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.globalwad.Pictures;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * {@code textures --out DIR} writes every image of the global WADs under {@code DIR/global/<WAD>/}: one PNG per row of
 * the PIF, rgba and armour texture tables, each read back and hashed against the generator's truth (the manifest's
 * rgba_sha256), and one image's pixels compared with the decoded picture.
 */
class GlobalTexturesCliTest {
    @TempDir Path tmp;

    static String sha256(BufferedImage img) throws Exception {
        int w = img.getWidth(), h = img.getHeight();
        byte[] rgba = new byte[4 * w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = img.getRGB(x, y), i = 4 * (y * w + x);
                rgba[i] = (byte) (c >> 16);
                rgba[i + 1] = (byte) (c >> 8);
                rgba[i + 2] = (byte) c;
                rgba[i + 3] = (byte) (c >>> 24);
            }
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(rgba));
    }

    /** The last column of a manifest row: the generator's rgba_sha256. */
    static String truthHash(GroundTruth truth, String key) {
        String row = truth.get(key).orElseThrow(() -> new AssertionError("no truth " + key));
        return row.substring(row.lastIndexOf(',') + 1);
    }

    static Map<String, Long> filesPerWad(Path global) throws IOException {
        Map<String, Long> out = new TreeMap<>();
        try (Stream<Path> wads = Files.list(global)) {
            for (Path w : wads.toList()) {
                try (Stream<Path> f = Files.list(w)) { out.put(w.getFileName().toString(), f.filter(p -> p.toString().endsWith(".png")).count()); }
            }
        }
        return out;
    }

    @Test void everyGlobalImageIsWrittenAndReadsBackAsTheGeneratorDrewIt() throws Exception {
        Run r = Run.of("textures", "--out", tmp.toString());
        assertEquals(0, r.status(), r.err());
        Disc d = Gc.sample();
        GroundTruth truth = d.groundTruth().orElseThrow();
        Table pifs = d.globalWads().textures(), rgba = d.globalWads().rgbaImages(), armor = d.armor().textures();
        Path global = tmp.resolve("global");
        Map<String, Long> want = new TreeMap<>();
        for (Row p : pifs) {
            String wad = p.getString("wad"), field = p.getString("field");
            int index = p.getInt("index");
            BufferedImage img = ImageIO.read(global.resolve(wad).resolve(field + "_" + index + ".png").toFile());
            assertEquals(p.getInt("width"), img.getWidth());
            assertEquals(p.getInt("height"), img.getHeight());
            assertEquals(truthHash(truth, "global.fields.global_pifs.row." + wad + "." + field + "." + index), sha256(img), wad + " " + field + " " + index);
            want.merge(wad, 1L, Long::sum);
        }
        for (Row p : rgba) {
            String wad = p.getString("wad"), field = p.getString("field");
            int index = p.getInt("index");
            BufferedImage img = ImageIO.read(global.resolve(wad).resolve(field + "_" + index + ".png").toFile());
            assertEquals(truthHash(truth, "global.fields.global_rgba_images.row." + wad + "." + field + "." + index), sha256(img), wad + " " + field);
            want.merge(wad, 1L, Long::sum);
        }
        for (Row p : armor) {
            String name = p.getString("group") + "_textures_" + p.getInt("index") + "_" + p.getInt("texture") + ".png";
            BufferedImage img = ImageIO.read(global.resolve("ARMOR").resolve(name).toFile());
            assertEquals(truthHash(truth, "global.fields.armor_textures.row." + p.getInt("record") + "." + p.getInt("texture")), sha256(img), name);
            want.merge("ARMOR", 1L, Long::sum);
        }
        assertEquals(want, filesPerWad(global));
        assertEquals(Map.of("ARMOR", 7L, "BONUS", 4L, "HUD", 2L, "MISC", 2L), want, "the sample's images per WAD (manifest rows)");
        assertEquals(d.armor().textureCount(), want.get("ARMOR"));
        for (var e : want.entrySet()) assertTrue(r.out().contains("wrote " + e.getValue() + " images of " + e.getKey() + ".WAD"), r.out());
    }

    @Test void onePicturesPixelsAreTheDecodedOnes() throws Exception {
        assertEquals(0, Run.of("textures", "--out", tmp.toString()).status());
        Pictures.Picture p = Gc.sample().globalWads().pictureList().stream()
                .filter(x -> x.wad().equals("BONUS") && x.field().equals("goodies_images") && x.index() == 2).findFirst().orElseThrow();
        BufferedImage img = ImageIO.read(tmp.resolve("global/BONUS/goodies_images_2.png").toFile());
        assertEquals(32, img.getWidth());
        assertEquals(8, img.getHeight());
        int differing = 0, distinct = (int) java.util.Arrays.stream(p.argb()).distinct().count();
        for (int y = 0; y < p.height(); y++) for (int x = 0; x < p.width(); x++) if (img.getRGB(x, y) != p.argb()[y * p.width() + x]) differing++;
        assertEquals(0, differing);
        assertTrue(distinct > 4, "the image is not flat: " + distinct + " colours");
        Table t = Gc.sample().globalWads().pictures();
        assertEquals("global/BONUS/goodies_images_2.png", t.where(t.stringColumn("field").isEqualTo("goodies_images").and(t.intColumn("index").isEqualTo(2)))
                .stringColumn("png").get(0));
        assertEquals(t.rowCount(), t.stringColumn("png").unique().size(), "every picture has a name of its own");
    }

    @Test void aLoneLevelFileHasNoGlobalImages() throws IOException {
        Path level = tmp.resolve("LEVEL0.WAD");
        Files.write(level, Gc.sample().level(0).bytes().toArray());
        Run r = Run.of("textures", level.toString(), "--out", tmp.resolve("out").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("no global WAD images on this disc"), r.out());
        assertFalse(Files.exists(tmp.resolve("out/global")));
        assertEquals(List.of(), Gc.open(level).globalWads().pictureList());
    }
}
