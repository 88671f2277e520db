package gcscript.roundtrip;

import gcscript.bytes.ByteReader;
import gcscript.coverage.CoverageMap;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import tech.tablesaw.api.Table;

/**
 * The round trip of one level (docs/writing.md): every buffer its coverage pass read (the level file and each
 * decompressed stream) rebuilt from what the library decoded and compared with the original. Records declared by a
 * {@link gcscript.layout.Layout} are re-encoded from their field values; bytes the library does not decode are
 * carried verbatim and reported as such; padding is left zero.
 *
 * <p>What this proves and what it does not: a field declared at the wrong offset, width or signedness, an undeclared
 * non-zero byte inside a record, or an encoder that loses bits shows up as a difference naming the record and field.
 * Stream structures are not re-laid out from a high-level model: counts, offsets and packet tables are re-encoded as
 * the stored values they are, not recomputed; compressed streams are compared decompressed (their compressed bytes in
 * the level file are neither re-encoded nor counted as carried).
 */
public final class RoundTrip {
    /** The columns of {@link #table}, in order (the CLI's csv has exactly these). */
    public static final List<String> COLUMNS = List.of("level", "area", "bytes", "identical", "first_difference", "path");
    /** The area of rows that count bytes copied verbatim; their path is the owner that carries them and its buffer. */
    public static final String CARRIED = "carried";

    /**
     * One row: {@code bytes} of {@code area} rebuilt (re-encoded, undeclared-in-a-record, padding), whether they came
     * back identical, the absolute offset of the first difference in its buffer (-1: none) and its path
     * ({@code owner[record].field (buffer)}).
     */
    public record Row(int level, String area, long bytes, boolean identical, long firstDifference, String path) {}

    /**
     * One buffer: its size; bytes re-encoded through a declared field; bytes inside declared records no field covers
     * (rebuilt as zero); padding; bytes carried verbatim; compressed payload compared through its stream.
     */
    public record Buffer(String file, long bytes, long reencoded, long undeclared, long padding, long carried, long compressed) {}

    private final int level;
    private final List<Row> rows;
    private final List<Buffer> buffers;

    private RoundTrip(int level, List<Row> rows, List<Buffer> buffers) {
        this.level = level;
        this.rows = rows;
        this.buffers = buffers;
    }

    /** The round trip of the buffers {@code map} covers (a level's coverage pass: reused, never run again). */
    public static RoundTrip of(CoverageMap map) {
        Tally tally = new Tally();
        List<Buffer> buffers = new ArrayList<>();
        for (String file : map.files()) {
            ByteReader bytes = map.store().bytes(file);
            if (bytes == null) continue;   // only claimed, never registered: nothing to compare against
            buffers.add(Rebuild.run(file, bytes, map.store().claims(file), map.regions(file), streams(map, file), tally));
        }
        return new RoundTrip(map.level(), List.of(tally.rows(map.level())), List.copyOf(buffers));
    }

    /** The streams decompressed out of {@code file} ({@code core_data}, {@code chunk_0.tfrags}, ...). */
    private static Set<String> streams(CoverageMap map, String file) {
        Set<String> out = new LinkedHashSet<>();
        for (String f : map.files()) if (f.startsWith(file + ":")) out.add(f.substring(file.length() + 1));
        return out;
    }

    public int level() { return level; }
    /** Rows by area in the order met, then the carried rows. */
    public List<Row> rows() { return rows; }
    public List<Buffer> buffers() { return buffers; }

    /** Whether every area came back identical. */
    public boolean identical() { return rows.stream().allMatch(Row::identical); }

    /** The buffer called {@code file} (e.g. {@code LEVEL0.WAD:core_data}). */
    public Buffer buffer(String file) {
        for (Buffer b : buffers) if (b.file().equals(file)) return b;
        throw new IllegalArgumentException("level " + level + " has no buffer " + file + "; buffers: "
                + buffers.stream().map(Buffer::file).toList());
    }

    /** {@code level, area, bytes, identical, first_difference, path} over several levels. */
    public static Table table(String name, List<RoundTrip> trips) {
        TableBuilder t = new TableBuilder(name).ints("level").strings("area").longs("bytes").bools("identical")
                .longs("first_difference").strings("path");
        for (RoundTrip rt : trips) {
            for (Row r : rt.rows) t.row(r.level(), r.area(), r.bytes(), r.identical(), r.firstDifference(), r.path());
        }
        return t.build();
    }

    /** This level's rows as a table. */
    public Table table() { return table("round trip of level " + level, List.of(this)); }
}
