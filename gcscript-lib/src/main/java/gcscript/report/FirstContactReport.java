package gcscript.report;

import gcscript.Gc;
import gcscript.claims.Claims;
import gcscript.coverage.CoveragePicture;
import gcscript.disc.Disc;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import tech.tablesaw.api.Table;

/**
 * The page a user reads first about their disc: what the disc holds (files, levels), how much of it this library
 * reads (the stats of every area per level, the coverage bar of every buffer with its unexplained share), what broke
 * (problems by severity), what the design notes' claims say of it, whether every area comes back byte for byte (the
 * round trip), and a top-down map per level. It says first which facts it could not check: no manifest (so no
 * per-field truth), a part that could not be computed, bytes the round trip only carries.
 *
 * <p>Every part is computed on its own: one that throws is named in the page and in the list of what was not
 * checked, and the rest of the report is still written. The disc should be opened leniently, so that problems are
 * rows of the report rather than the end of it.
 */
public final class FirstContactReport {
    private FirstContactReport() {}

    /** The picture widths: the coverage bars and the maps. */
    static final int COVERAGE_WIDTH = 1100, MAP_SIZE = 768;

    /** The page for {@code disc}; {@code progress} hears one line per step (for a long run on a full-size disc). */
    public static String html(Disc disc, Consumer<String> progress) {
        List<String> unchecked = new ArrayList<>();
        Page body = new Page("");
        List<Level> levels = disc.levels().list();
        int steps = 6 + 2 * levels.size(), step = 0;

        progress.accept(line(++step, steps, "files and levels"));
        body.section("files", "Files and levels");
        part(body, unchecked, "the files of the container", () -> body.table(disc.files()));
        part(body, unchecked, "the level files", () -> body.table(disc.levels().table()));

        progress.accept(line(++step, steps, "stats of every area"));
        body.section("stats", "Stats of every area, per level");
        part(body, unchecked, "the stats", () -> body.table(disc.levels().stats()));

        body.section("coverage", "Coverage: who owns every byte");
        part(body, unchecked, "the coverage summary", () -> {
            Table s = disc.coverageSummary();
            long un = (long) s.numberColumn("unexplained").sum(), ov = (long) s.numberColumn("overlap").sum();
            body.paragraph(un + ov == 0 ? "every byte of every buffer is explained" : un + " bytes unexplained and " + ov
                    + " overlapping over every buffer (red and black in the bars)", un + ov == 0 ? "verdict good" : "verdict bad");
            body.table(s);
        });
        for (Level l : levels) {
            progress.accept(line(++step, steps, "coverage of " + l.fileName()));
            body.heading(l.fileName());
            part(body, unchecked, "the coverage bars of " + l.fileName(),
                    () -> body.image(CoveragePicture.render(l.coverageMap(), COVERAGE_WIDTH), "coverage of " + l.fileName()));
        }

        progress.accept(line(++step, steps, "round trip"));
        body.section("roundtrip", "Round trip: every area rebuilt from its declared records");
        part(body, unchecked, "the round trip", () -> roundTrip(body, unchecked, disc.roundTrip()));

        progress.accept(line(++step, steps, "claims"));
        body.section("claims", "Claims of the design notes");
        part(body, unchecked, "the claims", () -> {
            Table c = disc.claims();
            body.paragraph(Claims.summary(c).strip(), "verdict");
            body.table(c);
        });

        body.section("maps", "Top-down maps");
        for (Level l : levels) {
            progress.accept(line(++step, steps, "map of " + l.fileName()));
            body.heading(l.fileName());
            part(body, unchecked, "the map of " + l.fileName(), () -> body.image(l.gameplay().map(false, MAP_SIZE), "map of " + l.fileName()));
        }

        // the problems last: every part above may have added some (a lenient reading goes on past them)
        progress.accept(line(++step, steps, "problems"));
        body.section("problems", "Problems, by severity");
        part(body, unchecked, "the problems", () -> problems(body, disc.problems()));

        progress.accept(line(++step, steps, "page"));
        Page page = new Page("gcscript report: " + disc.name());
        page.section("summary", "What this report could not check");
        String note = disc.groundTruthNote();
        if (disc.groundTruth().isEmpty()) {
            unchecked.add(0, "per-field values against a ground truth (bin/gcscript verify): " + note
                    + "; the claims are judged against the design notes' figures instead");
        }
        if (unchecked.isEmpty()) page.paragraph("nothing: every part was computed, and " + note, "verdict good");
        else page.list(unchecked, "unchecked");
        page.paragraph(disc.kind().name().toLowerCase() + " " + disc.name() + ": " + gcscript.table.Cols.count(disc.fileList().size(), "file")
                + ", " + gcscript.table.Cols.count(levels.size(), "level file"));
        return page.append(body).html();
    }

    private static String line(int step, int steps, String what) { return "report: " + step + "/" + steps + " " + what; }

    /** Runs one part; one that throws is said where it would have been and listed as not checked. */
    private static void part(Page page, List<String> unchecked, String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            String why = what + " could not be computed: " + Gc.message(e);
            page.paragraph(why, "verdict bad");
            unchecked.add(why);
        }
    }

    private static void roundTrip(Page page, List<String> unchecked, Table t) {
        int differ = t.booleanColumn("identical").isFalse().size();
        Table carried = t.where(t.stringColumn("area").isEqualTo("carried"));
        long carriedBytes = carried.rowCount() == 0 ? 0 : (long) carried.numberColumn("bytes").sum();
        page.paragraph(differ == 0 ? "every one of " + gcscript.table.Cols.count(t.rowCount(), "area") + " came back identical"
                : gcscript.table.Cols.count(differ, "area") + " of " + t.rowCount() + " differ (first_difference and path say where)",
                differ == 0 ? "verdict good" : "verdict bad");
        if (carriedBytes > 0) unchecked.add(carriedBytes + " bytes the round trip only carries (copied verbatim: opaque extents, texels, unexplained bytes)");
        page.table(t);
    }

    /** The severities, worst first, as the problems table writes them. */
    private static final List<String> SEVERITIES = List.of("error", "warning");

    private static void problems(Page page, Table p) {
        Map<String, Integer> bySeverity = new TreeMap<>();
        for (String s : p.stringColumn("severity")) bySeverity.merge(s, 1, Integer::sum);
        if (bySeverity.isEmpty()) {
            page.paragraph("none: every invariant the readers check held", "verdict good");
            return;
        }
        List<String> counts = new ArrayList<>();
        for (String severity : SEVERITIES) {
            Integer n = bySeverity.remove(severity);
            if (n != null) counts.add(gcscript.table.Cols.count(n, severity));
        }
        bySeverity.forEach((s, n) -> counts.add(gcscript.table.Cols.count(n, s)));
        page.paragraph(String.join(", ", counts), p.stringColumn("severity").isEqualTo("error").isEmpty() ? "verdict" : "verdict bad");
        for (String severity : SEVERITIES) {
            Table rows = p.where(p.stringColumn("severity").isEqualTo(severity));
            if (rows.rowCount() > 0) page.table(rows.setName(severity + " problems"));
        }
    }
}
