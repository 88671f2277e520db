package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * BONUS's credits image with its stored size changed (§2.6.2: 1..2048 a side, 16 + 4 w h inside the block), and MISC
 * without its IRX block: the images that still fit are read at their new size, the rest fail naming the size.
 */
class RgbaImagesTest {
    @TempDir Path tmp;

    /** The sample with BONUS's credits_images[14] header set to {@code w} × {@code h}, opened in {@code mode}. */
    Disc resized(int w, int h, Problems.Mode mode) throws IOException {
        Row slot = GlobalWadsTest.range(Gc.sample(), "BONUS", "credits_images", 14);
        return patched("/G/BONUS.WAD", slot.getLong("start"), new int[] {w, h}, mode);
    }

    Disc patched(String file, long offset, int[] words, Problems.Mode mode) throws IOException {
        byte[] iso = GlobalWadsTest.sampleBytes();
        long at = Gc.sample().file(file).orElseThrow().lba() * 0x800 + offset;
        ByteBuffer b = ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < words.length; i++) b.putInt((int) at + 4 * i, words[i]);
        Path p = tmp.resolve("patched.iso");
        Files.write(p, iso);
        return Gc.open(p, mode);
    }

    static Row credits(Disc d) {
        Table t = d.globalWads().rgbaImages();
        return t.where(t.stringColumn("wad").isEqualTo("BONUS")).row(0);
    }

    @Test void sidesOfOneAndAnExactFitAreRead() throws IOException {
        Row one = credits(resized(1, 1, Problems.Mode.STRICT));
        assertEquals(1, one.getInt("width"));
        assertEquals(1, one.getInt("height"));
        // the block is one sector: 16 + 4 x 4 x 127 = 0x800 fills it exactly
        long bytes = GlobalWadsTest.range(Gc.sample(), "BONUS", "credits_images", 14).getLong("bytes");
        assertEquals(0x800, bytes);
        Row exact = credits(resized(4, 127, Problems.Mode.STRICT));
        assertEquals(127, exact.getInt("height"));
        Pictures.Picture p = resized(4, 127, Problems.Mode.STRICT).globalWads().pictureList().stream()
                .filter(x -> x.field().equals("credits_images")).findFirst().orElseThrow();
        assertEquals(4 * 127, p.argb().length);
    }

    @Test void oneRowPastTheBlockFailsNamingItsSize() throws IOException {
        FormatException e = assertThrows(FormatException.class, () -> resized(4, 128, Problems.Mode.STRICT).globalWads().rgbaImages());
        assertEquals("16 + 4 w h <= 2048", e.expected());
        assertEquals("2064", e.actual());
        // lenient: the checks table is still made, and the problem names the header and the size it asks for
        Disc lenient = resized(4, 128, Problems.Mode.LENIENT);
        lenient.globalWads().checks();
        Table problems = lenient.problems();
        Table mine = problems.where(problems.stringColumn("path").isEqualTo("bonus.credits_images[14].width"));
        assertEquals(1, mine.rowCount(), problems.print());
        assertEquals("2064", mine.stringColumn("actual").get(0));
    }

    @Test void sidesOutsideOneTo2048FailOnTheSizeItself() throws IOException {
        for (int[] wh : new int[][] {{2049, 1}, {1, 2049}, {0, 1}, {1, 0}}) {
            FormatException e = assertThrows(FormatException.class, () -> resized(wh[0], wh[1], Problems.Mode.STRICT).globalWads().rgbaImages());
            assertEquals("1..2048 x 1..2048", e.expected(), wh[0] + " x " + wh[1]);
            assertEquals(wh[0] + " x " + wh[1], e.actual());
        }
        // 2048 is a side: too large for the block, so the fit check is what fails
        for (int[] wh : new int[][] {{2048, 1}, {1, 2048}}) {
            FormatException e = assertThrows(FormatException.class, () -> resized(wh[0], wh[1], Problems.Mode.STRICT).globalWads().rgbaImages());
            assertEquals("16 + 4 w h <= 2048", e.expected(), wh[0] + " x " + wh[1]);
        }
    }

    @Test void miscWithoutItsIrxBlockHasNoImageAndNoModules() throws IOException {
        Row irx = GlobalWadsTest.range(Gc.sample(), "MISC", "irx", 0);
        Disc d = patched("/G/MISC.WAD", irx.getLong("offset") + 4, new int[] {0}, Problems.Mode.LENIENT);
        Table images = d.globalWads().rgbaImages();
        assertEquals(List.of("BONUS"), images.stringColumn("wad").asList());
        assertEquals(0, d.globalWads().irxModules().rowCount());
        assertEquals(List.of("BONUS", "BONUS", "BONUS", "BONUS"), d.globalWads().pictureList().stream().map(Pictures.Picture::wad)
                .filter(w -> w.equals("BONUS")).toList());
    }
}
