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
        TableBuilder t = new TableBuilder(name).ints("level").strings("file")
                .longs("bytes", "decoded", "opaque", "padding", "shared", "unexplained", "overlap").doubles("percent_explained");
        for (CoverageMap m : maps) {
            for (String f : m.files()) {
                long bytes = m.bytes(f);
                long un = m.bytes(f, Kind.UNEXPLAINED), ov = m.bytes(f, Kind.OVERLAP);
                double pct = bytes == 0 ? 100.0 : Math.round((bytes - un - ov) * 10000.0 / bytes) / 100.0;
                t.row(m.level(), f, bytes, m.bytes(f, Kind.DECODED), m.bytes(f, Kind.OPAQUE), m.bytes(f, Kind.PADDING), m.bytes(f, Kind.SHARED), un, ov, pct);
            }
        }
        return t.build();
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
