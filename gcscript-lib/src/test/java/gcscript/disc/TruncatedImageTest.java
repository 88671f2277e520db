package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A truncated image (a dump cut short): lenient reads every level inside it and names the missing ones (issue 12, item 3). */
class TruncatedImageTest {
    static byte[] sample() throws Exception {
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            return in.readAllBytes();
        }
    }

    /** 40 and 90 percent of the image, and (-1) just past the end of the level file that ends first. */
    @ParameterizedTest
    @ValueSource(ints = {40, 90, -1})
    void lenientReadsTheLevelsInsideAndListsTheMissingOnes(int percent) throws Exception {
        byte[] whole = sample();
        long firstLevelEnd = IsoImage.read(ByteReader.of(whole, "whole.iso")).files().stream()
                .filter(e -> e.path().matches("/G/LEVEL\\d+\\.WAD(;1)?")).mapToLong(e -> e.byteOffset() + e.size()).min().orElseThrow();
        byte[] cut = Arrays.copyOf(whole, percent < 0 ? (int) firstLevelEnd + 1 : (int) ((long) whole.length * percent / 100));
        // the truth from the whole image's directory: which level files end inside the cut
        List<IsoEntry> all = IsoImage.read(ByteReader.of(whole, "whole.iso")).files().stream()
                .filter(e -> e.path().matches("/G/LEVEL\\d+\\.WAD(;1)?")).toList();
        Set<String> inside = all.stream().filter(e -> e.byteOffset() + e.size() <= cut.length).map(e -> e.name().replace(";1", ""))
                .collect(Collectors.toSet());
        Set<String> outside = all.stream().filter(e -> e.byteOffset() + e.size() > cut.length).map(e -> e.name().replace(";1", ""))
                .collect(Collectors.toSet());
        assertFalse(outside.isEmpty(), "the cut must lose a level");
        if (percent < 0) assertFalse(inside.isEmpty(), "the cut must keep a level");

        Disc lenient = DiscOpener.open(ByteReader.of(cut, "cut.iso"), "cut.iso", Problems.lenient());
        var table = lenient.levels().table();
        assertEquals(inside, Set.copyOf(table.stringColumn("file").asList()));
        List<Problem> rows = lenient.problemSink().rows();
        String declared = "truncated: image is " + cut.length + " bytes, the volume declares " + whole.length;
        assertTrue(rows.stream().anyMatch(p -> p.check().equals("image_length") && p.actual().equals(declared)), rows.toString());
        for (String missing : outside) {
            int level = Integer.parseInt(missing.replaceAll("\\D", ""));
            assertTrue(rows.stream().anyMatch(p -> p.check().equals("file_inside_image") && p.level() == level
                    && p.expected().contains(missing) && p.actual().startsWith("missing: ")), missing + " in " + rows);
        }

        FormatException strict = assertThrows(FormatException.class,
                () -> DiscOpener.open(ByteReader.of(cut, "cut.iso"), "cut.iso", Problems.strict()));
        assertTrue(strict.oneLine().contains(declared) && strict.oneLine().contains("--lenient"), strict.oneLine());
    }
}
