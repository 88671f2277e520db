package gcscript.classblock;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.classtable.ClassEntry;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Test helper for the class-block areas (tie, shrub): a copy of one sample level's core_data and one class entry,
 * re-read by the area's reader after one breakage of the copy. Offsets given to {@link #at} are class-relative, as
 * in the reference's layouts; the block keeps its place in core_data, so every path and absolute offset is the
 * sample's.
 *
 * @param <M> the area's per-level model
 */
public final class BrokenBlock<M> {
    /** The area's per-level reader ({@code TieReader::read}, {@code ShrubReader::read}). */
    @FunctionalInterface
    public interface Reader<M> {
        M read(int level, ByteReader coreData, List<ClassEntry> entries, ToLongFunction<ClassEntry> blockEnd, int textureTableSize,
               Problems problems);
    }

    public final int level;
    public final ClassEntry entry;
    public final long start, end;
    public final int textureTableSize;
    private final byte[] data;
    private final String file;
    private final Reader<M> reader;
    private final Function<M, List<Check>> failures;

    public BrokenBlock(int level, ByteReader coreData, ClassEntry entry, long end, int textureTableSize, Reader<M> reader,
                       Function<M, List<Check>> failures) {
        this.level = level;
        this.entry = entry;
        this.start = entry.offsetInAssetWad();
        this.end = end;
        this.textureTableSize = textureTableSize;
        this.data = coreData.toArray();
        this.file = coreData.file();
        this.reader = reader;
        this.failures = failures;
    }

    /** The absolute core_data offset of class-relative offset {@code rel}. */
    public int at(long rel) { return Math.toIntExact(start + rel); }

    /** The block's path in errors and check subjects: {@code level[n].core.<area>[record]}. */
    public String path(String area) { return ClassBlocks.path(level, area, entry.record()); }

    /** A little-endian view of a fresh copy of core_data. */
    public ByteBuffer copy() { return ByteBuffer.wrap(data.clone()).order(ByteOrder.LITTLE_ENDIAN); }

    /** Reads the block from {@code d} (a copy from {@link #copy}) with entry {@code e}. */
    public M read(ByteBuffer d, ClassEntry e, Problems p) {
        return reader.read(level, ByteReader.of(d.array(), file), List.of(e), x -> end, textureTableSize, p);
    }

    /** Reads the unbroken block (strictly: it is well formed). */
    public M clean() { return read(copy(), entry, Problems.strict()); }

    /** Applies {@code breakIt} to a copy, reads it (it must still read) and returns the failed checks. */
    public List<Check> failures(Consumer<ByteBuffer> breakIt) { return failures(breakIt, entry); }

    public List<Check> failures(Consumer<ByteBuffer> breakIt, ClassEntry e) {
        ByteBuffer d = copy();
        breakIt.accept(d);
        Problems p = Problems.lenient();
        M m = read(d, e, p);
        assertEquals(List.of(), p.rows(), "the broken class still reads");
        return failures.apply(m);
    }

    /** Applies {@code breakIt} to a copy and reads it (it must still read, strictly). */
    public M read(Consumer<ByteBuffer> breakIt) {
        ByteBuffer d = copy();
        breakIt.accept(d);
        return read(d, entry, Problems.strict());
    }

    /** The same entry over a copy broken by {@code breakIt} whose block ends at {@code newEnd} (a budget's boundary). */
    public BrokenBlock<M> withEnd(Consumer<ByteBuffer> breakIt, long newEnd) {
        ByteBuffer d = copy();
        breakIt.accept(d);
        return new BrokenBlock<>(level, ByteReader.of(d.array(), file), entry, newEnd, textureTableSize, reader, failures);
    }

    /** Applies {@code breakIt} to a copy and returns the FormatException a strict read throws. */
    public FormatException unreadable(Consumer<ByteBuffer> breakIt) {
        ByteBuffer d = copy();
        breakIt.accept(d);
        return assertThrows(FormatException.class, () -> read(d, entry, Problems.strict()));
    }

    /** The only failed check of {@code failures}: its name, subject, expected and found text exactly. */
    public static Check only(List<Check> failures) {
        assertEquals(1, failures.size(), () -> "one failure: " + failures);
        return failures.get(0);
    }

    /** Asserts one failed check row exactly: name, subject, expected, found. */
    public static void assertRow(Check c, String check, String subject, String expected, String found) {
        assertEquals(List.of(check, subject, expected, found), List.of(c.check(), c.subject(), c.expected(), c.found()));
        assertFalse(c.holds());
    }
}
