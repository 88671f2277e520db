package gcscript.fielddiff;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.classtable.ClassEntry;
import gcscript.disc.Disc;
import gcscript.gameplay.GameplayLayout;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.Slot;
import gcscript.wad.WadLz;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * The diff by field on real images: the sample against itself (no row), and against copies that differ in one stored
 * field, once in uncompressed bytes (a class entry of core_index) and once inside a WAD-LZ stream (a moby instance's x
 * in the gameplay stream, re-compressed): one row each, naming the field.
 */
class FieldDiffTest {
    @TempDir static Path shared;
    static Path SAMPLE;

    @org.junit.jupiter.api.BeforeAll static void extract() throws Exception {
        SAMPLE = shared.resolve("gcscript-sample.iso");
        try (var in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) { Files.copy(in, SAMPLE); }
    }

    @Test void theSampleAgainstItselfHasNoRow() {
        Table d = Gc.open(SAMPLE).diff(Gc.open(SAMPLE));
        assertEquals(0, d.rowCount(), () -> d.first(5).print());
        assertEquals(List.of(FieldDiff.COLUMNS), d.columnNames());
    }

    @Test void oneUncompressedFieldIsOneRow(@TempDir Path dir) throws Exception {
        Level l = Gc.open(SAMPLE).level(1);
        Table classes = l.core().mobyClasses();
        int row = 2;
        long at = classes.longColumn("offset").get(row) + ClassEntry.UNKNOWN_8.offset();
        int before = classes.intColumn("unknown_8").get(row);
        Path variant = copy(dir, l, at, le(before + 1000));
        Table d = Gc.open(SAMPLE).diff(Gc.open(variant));
        assertEquals(1, d.rowCount(), () -> d.print());
        assertRow(d, 1, "core", "mobyClasses", "o_class=" + classes.intColumn("o_class").get(row), "unknown_8", "" + before, "" + (before + 1000));
        assertEquals(classes.longColumn("offset").get(row), d.longColumn("offset_a").get(0));
    }

    @Test void oneFieldInACompressedStreamIsOneRow(@TempDir Path dir) throws Exception {
        Disc disc = Gc.open(SAMPLE);
        Level l = disc.level(1);
        Table inst = l.gameplay().mobyInstances();
        int row = inst.rowCount() / 2;
        byte[] g = l.gameplayData().toArray();
        int at = (int) (inst.longColumn("offset").get(row) - l.gameplayData().absolute(0)) + GameplayLayout.M_X.offset();
        float x = ByteBuffer.wrap(g, at, 4).order(ByteOrder.LITTLE_ENDIAN).getFloat();
        ByteBuffer.wrap(g, at, 4).order(ByteOrder.LITTLE_ENDIAN).putFloat(x + 1.5f);
        Extent e = l.extent(Slot.GAMEPLAY);
        byte[] packed = WadLz.compress(g, "gameplay");
        assertTrue(packed.length <= e.declaredBytes(), "the re-compressed stream fits its sectors: " + packed.length);
        byte[] region = new byte[(int) e.declaredBytes()];
        System.arraycopy(packed, 0, region, 0, packed.length);
        Path variant = copy(dir, l, e.byteOffset(), region);
        Table d = disc.diff(Gc.open(variant));
        assertEquals(1, d.rowCount(), () -> d.print());
        assertRow(d, 1, "gameplay", "mobyInstances", "uid=" + inst.intColumn("uid").get(row), "x", Float.toString(x), Float.toString(x + 1.5f));
        assertEquals("level[1].gameplay.mobyInstances[uid=" + inst.intColumn("uid").get(row) + "].x", d.stringColumn("path").get(0));
    }

    static void assertRow(Table d, int level, String area, String table, String key, String column, String a, String b) {
        assertEquals(level, d.intColumn("level").get(0));
        assertEquals(area, d.stringColumn("area").get(0));
        assertEquals(table, d.stringColumn("table").get(0));
        assertEquals(key, d.stringColumn("key").get(0));
        assertEquals(column, d.stringColumn("column").get(0));
        assertEquals(Double.parseDouble(a), Double.parseDouble(d.stringColumn("a").get(0)), 1e-4);
        assertEquals(Double.parseDouble(b), Double.parseDouble(d.stringColumn("b").get(0)), 1e-4);
    }

    static byte[] le(int v) { return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).array(); }

    /** A copy of the sample with {@code bytes} written at {@code offset} of level {@code l}'s file. */
    static Path copy(Path dir, Level l, long offset, byte[] bytes) throws Exception {
        Path out = dir.resolve("variant.iso");
        Files.copy(SAMPLE, out);
        long lba = Gc.open(SAMPLE).file("/G/" + l.fileName()).orElseThrow().lba();
        try (RandomAccessFile f = new RandomAccessFile(out.toFile(), "rw")) {
            f.seek(lba * 2048 + offset);
            f.write(bytes);
        }
        return out;
    }
}
