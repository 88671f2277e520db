package gcscript.classblock;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The class-block loop (rac2-formats §4.1, phase-2 §1–§3): every class entry whose {@code offset_in_asset_wad}
 * is non-zero has a block in the decompressed core_data, from that offset to its end (the next core_data
 * section boundary, given by the caller). Each block is handed to the area's reader as a window over exactly the
 * block, so no class-relative offset can escape it; a block that cannot be read is a problem naming
 * {@code level[n].core.<area>[record]} (strict: the {@link FormatException} propagates) and the other classes
 * are kept.
 */
public final class ClassBlocks {
    private ClassBlocks() {}

    /** Reads one class block; {@code block} is a window over the block (offsets class-relative). */
    @FunctionalInterface
    public interface BlockReader<E, T> {
        T read(E entry, ByteReader block, String path);
    }

    /** The blocks of tie or shrub (or moby) class entries, in entry order. */
    public static <T> List<T> read(int level, ClassKind kind, ByteReader coreData, List<ClassEntry> entries,
                                   ToLongFunction<ClassEntry> blockEnd, Problems problems, BlockReader<ClassEntry, T> reader) {
        return read(level, kind.id(), coreData, entries, ClassEntry::record, ClassEntry::offsetInAssetWad, blockEnd, problems, reader);
    }

    /**
     * The general loop, for entries of any shape (moby's class references): {@code record} numbers the entry in
     * paths, {@code start} is its block's core_data offset (0 = no block: skipped) and {@code end} the block end.
     */
    public static <E, T> List<T> read(int level, String area, ByteReader coreData, List<E> entries, ToIntFunction<E> record,
                                      ToLongFunction<E> start, ToLongFunction<E> end, Problems problems, BlockReader<E, T> reader) {
        List<T> out = new ArrayList<>();
        for (E e : entries) {
            long s = start.applyAsLong(e);
            if (s == 0) continue;
            String path = path(level, area, record.applyAsInt(e));
            try {
                ByteReader block = coreData.slice(path, s, end.applyAsLong(e) - s);
                out.add(reader.read(e, block, path));
            } catch (FormatException x) {
                problems.caught(x, level);
            }
        }
        return List.copyOf(out);
    }

    /** {@code level[3].core.tie[12]}: a class block's name in errors and check subjects. */
    public static String path(int level, String area, int record) {
        return "level[" + level + "].core." + area + "[" + record + "]";
    }
}
