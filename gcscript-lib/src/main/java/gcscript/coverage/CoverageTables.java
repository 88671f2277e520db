package gcscript.coverage;

import gcscript.table.TableBuilder;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.Table;

/** The coverage tables of one or more levels' maps. Column names are a contract. */
public final class CoverageTables {
    private CoverageTables() {}

    /** The columns of {@link #regions}, in order (the CLI's csv has exactly these). */
    public static final List<String> COLUMNS = List.of("level", "file", "start", "end", "size", "kind", "owner");
    /** The columns of {@link #summary}. */
    public static final List<String> SUMMARY_COLUMNS = List.of("level", "file", "bytes", "decoded", "opaque", "padding",
            "shared", "unexplained", "overlap", "percent_explained");

    /**
     * {@code level, file, start, end, size, kind, owner}: consecutive runs of each buffer. Runs of one kind whose
     * owners differ only by record indices ({@code moby_classes[3]}, {@code moby_classes[4]}) are one row, its owner
     * with the indices written {@code [*]}; a single owner keeps its exact path.
     */
    public static Table regions(String name, List<CoverageMap> maps) {
        TableBuilder t = new TableBuilder(name).ints("level").strings("file").longs("start", "end", "size").strings("kind", "owner");
        for (CoverageMap m : maps) {
            for (String f : m.files()) {
                Region run = null;
                String runKey = null;
                boolean many = false;
                for (Region r : m.regions(f)) {
                    String key = r.kind() + " " + OwnerPaths.generic(r.owner());
                    if (run != null && key.equals(runKey)) {
                        many |= !r.owner().equals(run.owner());
                        run = new Region(run.level(), run.file(), run.start(), r.end(), run.kind(), run.owner(), run.claim());
                        continue;
                    }
                    if (run != null) row(t, run, many);
                    run = r;
                    runKey = key;
                    many = false;
                }
                if (run != null) row(t, run, many);
            }
        }
        return t.build();
    }

    private static void row(TableBuilder t, Region r, boolean many) {
        t.row(r.level(), r.file(), r.start(), r.end(), r.size(), r.kind().label(), many ? OwnerPaths.generic(r.owner()) : r.owner());
    }

    /**
     * {@code level, file, bytes, decoded, opaque, padding, shared, unexplained, overlap, percent_explained}: one row per
     * level and buffer; {@code shared} counts the bytes one record shared by unrelated owners holds (explained).
     */
    public static Table summary(String name, List<CoverageMap> maps) {
        TableBuilder t = summaryColumns(name);
        for (CoverageMap m : maps) {
            for (String f : m.files()) {
                long[] byKind = new long[Kind.values().length];
                for (Kind k : Kind.values()) byKind[k.ordinal()] = m.bytes(f, k);
                summaryRow(t, m.level(), f, m.bytes(f), byKind);
            }
        }
        return t.build();
    }

    /** An empty table with the columns of {@link #summary} ({@link #SUMMARY_COLUMNS}). */
    public static TableBuilder summaryColumns(String name) {
        return new TableBuilder(name).ints("level").strings("file")
                .longs("bytes", "decoded", "opaque", "padding", "shared", "unexplained", "overlap").doubles("percent_explained");
    }

    /** One row of {@link #summary}: {@code bytes} of which {@code byKind[k.ordinal()]} of each kind; {@code level} null for none. */
    public static void summaryRow(TableBuilder t, Integer level, String file, long bytes, long[] byKind) {
        long un = byKind[Kind.UNEXPLAINED.ordinal()], ov = byKind[Kind.OVERLAP.ordinal()];
        double pct = bytes == 0 ? 100.0 : Math.round((bytes - un - ov) * 10000.0 / bytes) / 100.0;
        t.row(level, file, bytes, byKind[Kind.DECODED.ordinal()], byKind[Kind.OPAQUE.ordinal()], byKind[Kind.PADDING.ordinal()],
                byKind[Kind.SHARED.ordinal()], un, ov, pct);
    }

    /** One line: bytes, unexplained, overlap and shared over every map, for the CLI's summary footer. */
    public static String line(List<CoverageMap> maps) {
        long bytes = 0, un = 0, ov = 0, sh = 0;
        for (CoverageMap m : maps) {
            for (String f : m.files()) {
                bytes += m.bytes(f);
                un += m.bytes(f, Kind.UNEXPLAINED);
                ov += m.bytes(f, Kind.OVERLAP);
                sh += m.bytes(f, Kind.SHARED);
            }
        }
        return String.format(Locale.ROOT, "%d bytes in %d levels: %d unexplained, %d overlap, %d shared", bytes, maps.size(), un, ov, sh);
    }
}
