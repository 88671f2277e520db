package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.level.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coverage map on the sample's level files, untouched and with bytes planted: an unknown block in a gap is found
 * exactly and reported; a class entry pointed into another class's block is an overlap naming both classes.
 */
class PlantedCoverageTest {
    static final Level SAMPLE = Gc.sample().level(0);

    static Level patched(byte[] file) { return new Level(0, ByteReader.of(file, SAMPLE.fileName()), Problems.lenient()); }

    @Test void everyByteOfTheSampleLevelFilesIsOwnedOrPadding() {
        for (Level l : Gc.sample().levels()) {
            CoverageMap m = l.coverageMap();
            assertEquals(l.fileBytes(), m.bytes(l.fileName()), l.fileName());
            assertEquals(0, m.bytes(l.fileName(), Kind.UNEXPLAINED), l.fileName() + "\n" + l.coverage().printAll());
            assertEquals(0, m.bytes(l.fileName(), Kind.OVERLAP), l.fileName());
            // regions are consecutive and cover every buffer exactly
            for (String f : m.files()) {
                long at = 0;
                for (Region r : m.regions(f)) {
                    assertEquals(at, r.start(), f);
                    assertTrue(r.end() > r.start(), f);
                    at = r.end();
                }
            }
        }
    }

    @Test void aBlockPlantedInAGapIsFoundExactly() {
        CoverageMap before = SAMPLE.coverageMap();
        Region gap = before.regions(SAMPLE.fileName()).stream().filter(r -> r.kind() == Kind.PADDING && r.size() >= 0x200)
                .findFirst().orElseThrow();
        byte[] file = SAMPLE.bytes().toArray();
        // a 0x100-aligned block: the zeros left before it end on a boundary they are shorter than (padding)
        int from = (int) ((gap.start() + 0xff) & ~0xffL), n = 448;
        assertTrue(from + n < gap.end(), gap.toString());
        Arrays.fill(file, from, from + n, (byte) 0x5a);
        Level l = patched(file);
        List<Region> un = l.coverageMap().regions(SAMPLE.fileName()).stream().filter(r -> r.kind() == Kind.UNEXPLAINED).toList();
        assertEquals(1, un.size(), un.toString());
        assertEquals(SAMPLE.fileName(), un.get(0).file());
        assertEquals(from, un.get(0).start());
        assertEquals(from + n, un.get(0).end());
        List<Problem> p = l.problems().rows().stream().filter(x -> x.check().equals("coverage.unexplained") && x.file().equals(SAMPLE.fileName())).toList();
        assertEquals(1, p.size(), p.toString());
        assertEquals(from, p.get(0).offset());
        assertEquals("level[0].file", p.get(0).path(), "a level-file region is named by its buffer");
        // the same region as a row of the table, and the hex view names it
        var t = l.coverage();
        var rows = t.where(t.stringColumn("kind").isEqualTo("unexplained").and(t.stringColumn("file").isEqualTo(SAMPLE.fileName())));
        assertEquals(1, rows.rowCount());
        assertEquals(n, rows.longColumn("size").get(0));
        assertEquals("unexplained", l.hex("file", from, 16).rows().get(0).kind().label());
    }

    /**
     * The whole-disc summary reads totals-only maps: the planted block is its unexplained bytes and one problems row, and the
     * whole map made after it finds the same region without reporting it a second time.
     */
    @Test void theSummaryFindsAPlantedBlockAndTheWholeMapDoesNotReportItAgain() {
        Region gap = SAMPLE.coverageMap().regions(SAMPLE.fileName()).stream().filter(r -> r.kind() == Kind.PADDING && r.size() >= 0x200)
                .findFirst().orElseThrow();
        byte[] file = SAMPLE.bytes().toArray();
        int from = (int) ((gap.start() + 0xff) & ~0xffL), n = 320;
        Arrays.fill(file, from, from + n, (byte) 0x3c);
        Level l = patched(file);
        CoverageMap totals = l.coverageTotals();
        assertTrue(totals.totalsOnly());
        var summary = CoverageTables.summary("s", List.of(totals));
        var row = summary.where(summary.stringColumn("file").isEqualTo(SAMPLE.fileName()));
        assertEquals(n, row.longColumn("unexplained").get(0));
        Region planted = totals.regions(Kind.UNEXPLAINED).get(0);
        assertEquals(from, planted.start());
        assertEquals(from + n, planted.end());
        java.util.function.Supplier<List<Problem>> reported = () -> l.problems().rows().stream()
                .filter(x -> x.check().equals("coverage.unexplained") && x.file().equals(SAMPLE.fileName())).toList();
        assertEquals(1, reported.get().size(), reported.get().toString());
        CoverageMap whole = l.coverageMap();
        assertFalse(whole.totalsOnly());
        assertEquals(List.of(planted), whole.regions(Kind.UNEXPLAINED));
        assertEquals(1, reported.get().size(), reported.get().toString());
        assertEquals(from, reported.get().get(0).offset());
        assertSame(whole, l.coverageTotals(), "a level holding its whole map answers totals from it");
    }

    /** The diff compares what no table shows: two different unknown blocks at one place are one row with their bytes. */
    @Test void theDiffReportsAnUnexplainedBlockThatDiffersAsBytes() {
        Region gap = SAMPLE.coverageMap().regions(SAMPLE.fileName()).stream().filter(r -> r.kind() == Kind.PADDING && r.size() >= 0x200)
                .findFirst().orElseThrow();
        int from = (int) ((gap.start() + 0xff) & ~0xffL), n = 448;
        byte[] x = SAMPLE.bytes().toArray(), y = SAMPLE.bytes().toArray();
        Arrays.fill(x, from, from + n, (byte) 0x5a);
        Arrays.fill(y, from, from + n, (byte) 0x5a);
        y[from + 100] = 0x11;
        var d = patched(x).diff(patched(y));
        assertEquals(1, d.rowCount(), d::print);
        assertEquals("bytes", d.stringColumn("area").get(0));
        assertEquals("unexplained", d.stringColumn("table").get(0));
        assertEquals(SAMPLE.fileName() + "@0x" + Integer.toHexString(from), d.stringColumn("key").get(0));
        assertEquals(from + 100, d.longColumn("offset_a").get(0));
        assertEquals("5a".repeat(16), d.stringColumn("a").get(0));
        assertEquals("11" + "5a".repeat(15), d.stringColumn("b").get(0));
        assertEquals(0, patched(x).diff(patched(x)).rowCount());
    }

    @Test void aClassEntryPointingIntoAnotherClassBlockIsAnOverlap() {
        List<ClassEntry> ties = SAMPLE.core().classEntries(ClassKind.TIE);
        assertTrue(ties.size() >= 2, "the sample has two tie classes in level 0");
        ClassEntry a = ties.get(0), b = ties.get(1);
        byte[] file = SAMPLE.bytes().toArray();
        int into = a.offsetInAssetWad();   // B's entry now names A's block: both read it as their own
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt((int) b.offset() + ClassEntry.OFFSET_IN_ASSET_WAD.offset(), into);
        Level l = patched(file);
        List<Region> ov = l.coverageMap().regions(Kind.OVERLAP);
        assertFalse(ov.isEmpty(), l.coverageSummary().printAll());
        String core = l.fileName() + ":core_data";
        assertTrue(ov.stream().allMatch(r -> r.file().equals(core)), ov.toString());
        assertTrue(ov.stream().anyMatch(r -> r.owner().contains("tie[" + a.record() + "]") && r.owner().contains("tie[" + b.record() + "]")
                && r.start() < into + 0x40 && r.end() > into), ov.toString());
        assertTrue(SAMPLE.coverageMap().regions(Kind.OVERLAP).stream().noneMatch(r -> r.owner().contains("tie[")), "no tie overlap before");
    }
}
