package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The coverage bar (issue 38 item 14): no unexplained run is hidden, no two areas share a colour. */
class CoveragePictureTest {
    static int count(BufferedImage img, Color c) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) if ((img.getRGB(x, y) & 0xffffff) == (c.getRGB() & 0xffffff)) n++;
        return n;
    }

    @Test
    void tenUnexplainedRunsNarrowerThanAPixelAreTenMarks() {
        int len = 1 << 20;
        byte[] bytes = new byte[len];
        java.util.Arrays.fill(bytes, (byte) 7);
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(bytes, "core_data").recording(store);
        long at = 0;
        // ten 4-byte gaps, each far under a pixel of a 1200-pixel bar over 1 MiB, between decoded claims
        for (int i = 0; i < 10; i++) {
            long next = (i + 1) * 100_000L;
            r.claim("level[0].core.tfrags[" + i + "]", at, next - at, Coverage.Kind.DECODED, null);
            at = next + 4;
        }
        r.claim("level[0].core.moby", at, len - at, Coverage.Kind.DECODED, null);
        CoverageMap m = CoverageMap.of(0, store);
        assertEquals(40, m.bytes("core_data", Kind.UNEXPLAINED));
        BufferedImage img = CoveragePicture.render(m, 1200);
        // each run: a column of the bar (20 px) and a mark above it (a small triangle) in the unexplained red
        assertTrue(count(img, CoveragePicture.UNEXPLAINED) >= 10 * 20, count(img, CoveragePicture.UNEXPLAINED) + " red pixels");
        int marks = 0;
        int markRow = 30 + 12;   // the first (only) buffer's bar starts at y + 16 = 46; marks sit at y + 10 .. y + 15
        for (int x = 1; x < img.getWidth(); x++) {
            boolean red = (img.getRGB(x, markRow) & 0xffffff) == (CoveragePicture.UNEXPLAINED.getRGB() & 0xffffff);
            boolean before = (img.getRGB(x - 1, markRow) & 0xffffff) == (CoveragePicture.UNEXPLAINED.getRGB() & 0xffffff);
            if (red && !before) marks++;
        }
        assertEquals(10, marks);
    }

    @Test
    void thirtyFiveAreasHaveThirtyFiveColoursNoneRedBlackOrGrey() {
        TreeSet<String> names = new TreeSet<>();
        for (int i = 0; i < 35; i++) names.add("area" + i);
        Map<String, Color> c = CoveragePicture.colours(names);
        assertEquals(35, new java.util.HashSet<>(c.values()).size());
        java.util.List<Color> all = new java.util.ArrayList<>(c.values());
        for (int i = 0; i < all.size(); i++) for (int j = i + 1; j < all.size(); j++) {
            assertTrue(gcscript.chart.Palette.distance(all.get(i), all.get(j)) > 25, all.get(i) + " and " + all.get(j));
        }
        for (Color x : c.values()) {
            assertTrue(gcscript.chart.Palette.distance(x, CoveragePicture.UNEXPLAINED) > 90, x.toString());
            assertTrue(gcscript.chart.Palette.distance(x, CoveragePicture.OVERLAP) > 90, x.toString());
        }
    }
}
