package gcscript.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code preview --armor} and {@code preview --bonus}: the global sheets, written as PNG, and their usage errors. */
class GlobalPreviewCliTest {
    @TempDir Path tmp;

    @Test void armourSheet() throws Exception {
        Path png = tmp.resolve("armor.png");
        Run r = Run.of("preview", "--armor", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        int slots = Gc.sample().armor().armours().rowCount();
        assertTrue(r.out().contains("armour sheet: " + slots + " slots of ARMOR.WAD, textured"), r.out());
        BufferedImage img = ImageIO.read(png.toFile());
        // two tiles a row, three 160-pixel views each; 40 header pixels, then rows of label + view + scale bar
        assertEquals(960, img.getWidth());
        assertEquals(40 + (slots + 1) / 2 * (20 + 160 + 26), img.getHeight());
    }

    @Test void bonusSheet() throws Exception {
        Path png = tmp.resolve("bonus.png");
        Run r = Run.of("preview", "--bonus", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("contact sheet of 4 BONUS.WAD images"), r.out());
        assertTrue(Files.size(png) > 0);
    }

    @Test void aLoneLevelFileHasNeither() throws Exception {
        Path level = tmp.resolve("LEVEL0.WAD");
        Files.write(level, Gc.sample().level(0).bytes().toArray());
        Run a = Run.of("preview", level.toString(), "--armor", "--out", tmp.resolve("a.png").toString());
        assertEquals(0, a.status(), a.err());
        assertTrue(a.out().contains("no armour on this disc"), a.out());
        Run b = Run.of("preview", level.toString(), "--bonus", "--out", tmp.resolve("b.png").toString());
        assertTrue(b.out().contains("no BONUS.WAD images on this disc"), b.out());
    }

    @Test void usage() {
        Run both = Run.of("preview", "--armor", "--bonus", "--out", tmp.resolve("x.png").toString());
        assertEquals(1, both.status());
        assertTrue(both.err().contains("--armor or --bonus, not both"), both.err());
        Run level = Run.of("preview", "--armor", "--level", "0", "--out", tmp.resolve("x.png").toString());
        assertEquals(1, level.status());
        assertTrue(level.err().contains("no --level"), level.err());
        Run none = Run.of("preview", "--out", tmp.resolve("x.png").toString());
        assertEquals(1, none.status());
        assertTrue(none.err().contains("--level N is required"), none.err());
    }
}
