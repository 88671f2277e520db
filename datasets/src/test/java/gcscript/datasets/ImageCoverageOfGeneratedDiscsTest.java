package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.coverage.Kind;
import gcscript.disc.Disc;
import gcscript.image.ImageCoverage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tech.tablesaw.api.Table;

/**
 * The whole image's coverage (docs/coverage.md, "The whole image") of discs the generator writes with other seeds,
 * a bare one among them: 0 unexplained and 0 overlap bytes in every row, every file of the container listed, the rows'
 * bytes summing to the image's size; and the round trip of RC2.HDR and every global WAD identical.
 */
class ImageCoverageOfGeneratedDiscsTest {
    @TempDir static Path dir;

    @ParameterizedTest
    @CsvSource({"7, 5, ''", "11, 5, 'sequences,sky,chunks,sound'"})
    void everyByteOfTheImageIsOwnedOrPadding(long seed, int levels, String without) throws Exception {
        Set<Options.Block> left = Arrays.stream(without.split(",")).filter(s -> !s.isEmpty())
                .map(s -> Options.Block.valueOf(s.toUpperCase())).collect(Collectors.toSet());
        Path iso = SyntheticDisc.write(new Options(seed, levels, 1).without(left), dir.resolve("seed" + seed + ".iso")).image();
        Disc d = Gc.open(iso);
        ImageCoverage c = d.imageCoverage();
        Table s = c.summary();
        long size = Files.size(iso), bytes = 0;
        for (int i = 0; i < s.rowCount(); i++) {
            String where = "seed " + seed + ", " + s.stringColumn("file").get(i);
            assertEquals(0, s.longColumn("unexplained").get(i), where + "\n" + s.printAll());
            assertEquals(0, s.longColumn("overlap").get(i), where);
            bytes += s.longColumn("bytes").get(i);
        }
        assertEquals(size, bytes, "the rows tile the image");
        assertEquals(size, c.bytes(Kind.DECODED) + c.bytes(Kind.OPAQUE) + c.bytes(Kind.PADDING) + c.bytes(Kind.SHARED));
        Set<String> rows = new HashSet<>(s.stringColumn("file").asList());
        for (String path : d.files().stringColumn("path")) assertTrue(rows.contains(path), "seed " + seed + ": " + path + " not listed");
        assertEquals(levels, s.where(s.stringColumn("file").startsWith("/G/LEVEL")).rowCount());
        // the global WADs' round trip: each rebuilt from its declared records, identical
        var rt = d.globalRoundTripResult();
        assertTrue(rt.identical(), "seed " + seed + "\n" + rt.table().printAll());
        assertTrue(rt.buffer("ARMOR.WAD").reencoded() > 0 && rt.buffer("HUD.WAD").reencoded() >= 0x1870, "seed " + seed);
    }
}
