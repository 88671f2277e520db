package gcscript.disc;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.level.Level;
import gcscript.level.SectorRange;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import tech.tablesaw.api.Table;

/**
 * An opened disc: an ISO image, an extracted folder, or a single level file. Opening reads the container's
 * directory, RC2.HDR and the level files' headers; everything else is read on demand.
 */
public final class Disc {
    public enum Kind { ISO, FOLDER, LEVEL_FILE }

    private final String name;
    private final Kind kind;
    private final Problems problems;
    private final List<DiscFile> files;
    private final Toc toc;            // null for a single level file
    private final List<Level> levels; // by file number
    private final Levels all;
    private volatile GroundTruth truth;
    /** Where the manifest comes from when it is read on first use (reading a full-size disc's manifest costs ~0.2 s). */
    private volatile java.util.function.Supplier<Optional<GroundTruth>> truthSource;

    Disc(String name, Kind kind, Problems problems, List<DiscFile> files, Toc toc, List<Level> levels) {
        this.name = name;
        this.kind = kind;
        this.problems = problems;
        this.files = List.copyOf(files);
        this.toc = toc;
        this.levels = Collections.unmodifiableList(levels);
        for (Level l : levels) l.attachGlobals(this::globalWads);
        this.all = new Levels(this, this.levels);
        crossCheck();
    }

    public String name() { return name; }

    /** The generator's manifest when this disc is synthetic; empty for a real disc. */
    public Optional<GroundTruth> groundTruth() {
        var source = truthSource;
        if (source != null) {
            synchronized (this) {
                if (truthSource != null) {
                    truth = truthSource.get().orElse(null);
                    truthSource = null;
                }
            }
        }
        return Optional.ofNullable(truth);
    }

    /**
     * The manifest without its per-field truth tables ({@link GroundTruth#readWithoutFieldTables}), read on first use
     * and kept apart from {@link #groundTruth()}: for readers of its figures only ({@code claims}), which on the
     * full-size disc would otherwise index 307 MB of which they read 16 %. The whole manifest when it is already read
     * or was attached as an object (or from a supplier, {@link #withGroundTruthFrom}).
     */
    public Optional<GroundTruth> groundTruthWithoutFieldTables() {
        synchronized (figuresLock) {
            if (truthSource == null || figuresSource == null) return groundTruth();
            if (!figuresRead) {
                figures = figuresSource.get().orElse(null);
                figuresRead = true;
            }
            return Optional.ofNullable(figures);
        }
    }

    private final Object figuresLock = new Object();
    /** Where {@link #groundTruthWithoutFieldTables} reads from (set by {@link #withManifestLookup} only). */
    private volatile java.util.function.Supplier<Optional<GroundTruth>> figuresSource;
    private GroundTruth figures;
    private boolean figuresRead;

    /**
     * One line on where this disc's manifest came from, or where it was looked for when there is none; it starts
     * with {@code manifest:} or {@code no manifest:}, e.g.
     * {@code manifest: x.manifest.tsv (records this image's SHA-256, found by content)} or
     * {@code no manifest: none named copy.manifest.tsv beside copy.iso, and no *.manifest.tsv in its folder}.
     * Looks for the manifest (never reads it) when that has not happened yet.
     */
    public String groundTruthNote() {
        return truthNote.get();
    }

    /** Set by {@link #withManifestLookup} and {@link #withGroundTruth(GroundTruth, String)}; else says only whether one is attached. */
    private volatile java.util.function.Supplier<String> truthNote =
            () -> groundTruth().isPresent() ? "manifest: attached" : "no manifest: none attached";

    /** Attaches the generator's manifest. */
    public Disc withGroundTruth(GroundTruth t) {
        this.truth = t;
        this.truthSource = null;
        this.figuresSource = null;
        return this;
    }

    /** As {@link #withGroundTruth}, with the line {@link #groundTruthNote} gives. */
    public Disc withGroundTruth(GroundTruth t, String note) {
        truthNote = () -> note;
        return withGroundTruth(t);
    }

    /** Attaches a manifest read on first use (the opener does this when one may lie beside the image). */
    public Disc withGroundTruthFrom(java.util.function.Supplier<Optional<GroundTruth>> source) {
        this.truth = null;
        this.truthSource = source;
        this.figuresSource = null;
        return this;
    }

    /** Attaches the manifest {@code lookup} finds: looked up on first need, read when first asked for. */
    Disc withManifestLookup(java.util.function.Supplier<ManifestLookup.Result> lookup) {
        ManifestLookup.Result[] found = new ManifestLookup.Result[1];
        java.util.function.Supplier<ManifestLookup.Result> once = () -> {
            synchronized (found) {
                if (found[0] == null) found[0] = lookup.get();
                return found[0];
            }
        };
        truthNote = () -> once.get().note();
        withGroundTruthFrom(() -> once.get().read());
        figuresSource = () -> once.get().manifest().map(GroundTruth::readWithoutFieldTables);
        return this;
    }

    private volatile java.nio.file.Path source;
    private volatile ByteReader image;   // the whole ISO image, when it is one mapping (not a folder, not a > 2 GiB image)

    /** Records the image this disc was read from, for {@link #imageCoverage()}. */
    Disc withImage(ByteReader image) {
        this.image = image;
        return this;
    }

    /**
     * Who owns every byte of the ISO image (docs/coverage.md, "The whole image"): the ISO structures, RC2.HDR, every
     * global WAD, level file, AUDIOn and SCENEn, with the same kinds as {@link #coverage()}; read anew on each call.
     *
     * @throws IllegalStateException a disc that is not an ISO image held in one mapping (a folder, a level file, an
     *                               image over 2 GiB)
     */
    public gcscript.image.ImageCoverage imageCoverage() {
        ByteReader img = image;
        if (img == null) {
            throw new IllegalStateException("the image coverage needs an ISO image of at most 2 GiB; " + name + " is "
                    + (kind == Kind.ISO ? "larger (its files are mapped one by one)" : "a " + kind.name().toLowerCase().replace('_', ' ')));
        }
        return ImagePass.of(this, img);
    }

    /** {@code level, file, bytes, decoded, opaque, padding, shared, unexplained, overlap, percent_explained}: one row per file and ISO structure of the image. */
    public Table imageCoverageSummary() { return imageCoverage().summary(); }

    /** Records the path this disc was opened from: the one path {@link #edit()}'s writes refuse. */
    Disc withSource(java.nio.file.Path path) {
        this.source = path;
        return this;
    }

    /**
     * An editor of this disc (docs/writing.md, "Edits"): set stored columns of any table, then write a new image. The
     * input stays read-only: writing to its path is refused.
     */
    public gcscript.edit.Editor edit() {
        return new gcscript.edit.Editor(this::level, source, (files, out) -> DiscWriter.write(this, files, out));
    }

    public Kind kind() { return kind; }
    public Problems problemSink() { return problems; }
    public Optional<Toc> rc2hdr() { return Optional.ofNullable(toc); }
    public List<DiscFile> fileList() { return files; }

    /** The level of file number {@code n} (LEVELn.WAD), not level id n. */
    public Level level(int n) {
        for (Level l : levels) if (l.number() == n) return l;
        throw new IllegalArgumentException("no LEVEL" + n + ".WAD on " + name + "; file numbers: "
                + levels.stream().map(l -> Integer.toString(l.number())).toList());
    }

    /** Every level file at once: the set-valued twin of {@link Level} with the same methods. */
    public Levels levels() { return all; }

    /**
     * This disc against {@code other} by field, level by level (matched by file number): the rows of
     * {@link Level#diff} for each pair of level files whose bytes differ, plus one row per level file only one side has;
     * then, when another file differs, the global WADs' (and AUDIOn's, SCENEn's) declared records field by field and
     * their opaque blocks as bytes (level -1, paths like {@code hud.header.hud_banks[2].size_sectors (HUD.WAD)}).
     * RC2.HDR is not compared: its words say where files are (container layout, as for the level files).
     */
    public Table diff(Disc other) {
        java.util.TreeSet<Integer> numbers = new java.util.TreeSet<>();
        for (Level l : levels) numbers.add(l.number());
        for (Level l : other.levels) numbers.add(l.number());
        List<Table> parts = new java.util.ArrayList<>();
        for (int n : numbers) {
            Level a = levels.stream().filter(l -> l.number() == n).findFirst().orElse(null);
            Level b = other.levels.stream().filter(l -> l.number() == n).findFirst().orElse(null);
            if (a == null || b == null) parts.add(gcscript.fielddiff.FieldDiff.levelOnOneSide(n, a != null));
            // byte-identical level files hold the same values: nothing to read; a level that differs is read once
            // without keeping its parsed parts (forOnePass), so a whole-disc diff holds one pair of levels at a time
            else if (!a.bytes().buffer().equals(b.bytes().buffer())) parts.add(a.forOnePass().diff(b.forOnePass()));
        }
        if (!sameGlobalFiles(other)) {
            gcscript.bytes.Coverage a = ImagePass.globals(this, false), b = ImagePass.globals(other, false);
            parts.add(gcscript.roundtrip.RecordDiff.of(-1, a, b));
            parts.add(gcscript.coverage.RegionDiff.of(-1, gcscript.coverage.CoverageMap.of(-1, a), gcscript.coverage.CoverageMap.of(-1, b)));
        }
        return gcscript.fielddiff.FieldDiff.concat(parts);
    }

    /** Whether every file but the level files has the same bytes on both discs (then no global WAD is read for the diff). */
    private boolean sameGlobalFiles(Disc other) {
        for (DiscFile f : files) {
            if (levelNumber(f.name()) != null || f.path().equals("/RC2.HDR")) continue;
            Optional<DiscFile> g = other.file(f.path());
            if (g.isEmpty() || !f.bytes().buffer().equals(g.get().bytes().buffer())) return false;
        }
        for (DiscFile g : other.files) if (levelNumber(g.name()) == null && !g.path().equals("/RC2.HDR") && file(g.path()).isEmpty()) return false;
        return true;
    }

    private volatile gcscript.globalwad.GlobalWads globalWads;

    /**
     * The global WADs (MPEG … ARMOR) and the AUDIOn.WADs, their headers read on first use (docs/formats/globalwad.md);
     * empty for a single level file.
     */
    public gcscript.globalwad.GlobalWads globalWads() {
        var g = globalWads;
        if (g == null) {
            synchronized (this) {
                if (globalWads == null) globalWads = gcscript.globalwad.GlobalWads.open(name, GlobalSources.of(this, toc), problems);
                g = globalWads;
            }
        }
        return g;
    }

    /** {@code wad, file, files, header_size, sector, bytes, blocks, bytes_owned}: one row per global WAD. */
    public Table globals() { return globalWads().table(); }

    /** One global WAD by name ({@code "HUD"}, {@code "AUDIO3"}): its header slots and blocks. */
    public gcscript.globalwad.WadFile global(String wad) {
        return globalWads().wad(wad).orElseThrow(() -> new IllegalArgumentException("no readable " + wad + ".WAD on " + name));
    }

    /** MPEG.WAD: {@code videos()}, {@code subtitles()}. */
    public gcscript.globalwad.Mpeg mpeg() { return globalWads().mpeg(); }

    /** The global WADs' counts, one row ({@code stats --global}; {@link gcscript.globalwad.GlobalStats}). */
    public Table globalStats() { return gcscript.globalwad.GlobalStats.of(globalWads()); }

    /** ARMOR.WAD's armours and wrenches: slots, mesh packets, vertices, triangles, material-list textures (docs/formats/globalwad.md). */
    public gcscript.globalwad.Armor armor() { return globalWads().armor(); }

    public Optional<DiscFile> file(String path) {
        for (DiscFile f : files) if (f.path().equalsIgnoreCase(path)) return Optional.of(f);
        return Optional.empty();
    }

    /** Search every level file ({@code find().ascii("SBlk")}); each hit carries its {@code owner}. */
    public gcscript.analysis.Find find() { return DiscRegions.find(this); }

    /**
     * {@code level, file, start, end, size, kind, owner}: who owns every byte of every level file and decompressed
     * stream (docs/coverage.md); levels are read on the pool.
     */
    public Table coverage() { return all.coverage().setName("coverage of " + name); }

    /** {@code level, file, bytes, decoded, opaque, padding, shared, unexplained, overlap, percent_explained}: one row per level and buffer. */
    public Table coverageSummary() { return all.coverageSummary().setName("coverage summary of " + name); }

    /**
     * {@code level, area, bytes, identical, first_difference, path}: every level's buffers rebuilt from what the
     * library decoded and compared with the originals (docs/writing.md); carried bytes are rows of area {@code carried}.
     */
    public Table roundTrip() {
        Table t = all.roundTrip();
        t.append(globalRoundTripResult().table());
        return t.setName("round trip of " + name);
    }

    /**
     * RC2.HDR, the global WADs, the AUDIOn and SCENEn files rebuilt from their declared records (level -1, one area
     * per WAD: {@code hud}, {@code mpeg}, {@code audio3}, {@code rc2hdr}) and compared with the originals; the bytes of
     * opaque blocks are carried. Rows of {@link #roundTrip()} too.
     */
    public gcscript.roundtrip.RoundTrip globalRoundTripResult() {
        return gcscript.roundtrip.RoundTrip.of(gcscript.coverage.CoverageMap.of(-1, ImagePass.globals(this)));
    }

    /**
     * What the readers of the global WADs, AUDIOn.WADs and SCENEn.WADs read, recorded (the image coverage pass's twin,
     * RC2.HDR left out): one buffer per file ({@code MPEG1.WAD}) and per decompressed block ({@code BONUS.WAD#bonus.goodies_images[0]}),
     * each claim labelled by the declaration it was read through (the .ksy check compares them with the descriptions').
     */
    public gcscript.bytes.Coverage globalRecords() { return ImagePass.globals(this, false); }

    // ---- tables --------------------------------------------------------------------------------------

    /** {@code path, lba, size, sectors, record_offset}: every file of the container. */
    public Table files() {
        TableBuilder t = new TableBuilder("files of " + name).strings("path").longs("lba", "size", "sectors", "record_offset");
        for (DiscFile f : files) {
            t.row(f.path(), f.lba(), f.size(), (f.size() + SectorRange.SECTOR - 1) / SectorRange.SECTOR, f.recordOffset());
        }
        return t.build();
    }

    /**
     * RC2.HDR as a table: one row per global header and per level-table part (level, audio, scene), with what
     * the container's directory says about the same file beside it.
     */
    public Table toc() {
        TableBuilder t = new TableBuilder("RC2.HDR of " + name)
                .strings("kind", "name").ints("level").longs("offset").ints("header_size")
                .longs("lba", "size_sectors", "file_lba", "file_sectors").bools("agrees");
        if (toc == null) return t.build();
        for (Toc.Global g : toc.globals()) {
            Optional<DiscFile> f = file("/G/" + g.wad().fileName());
            long flba = f.map(DiscFile::lba).orElse(-1L);
            t.row("global", g.wad().fileName(), -1, g.offset(), g.headerSize(), (long) g.sector(), null, flba,
                    f.map(x -> sectors(x.size())).orElse(-1L), f.isPresent() && (flba < 0 || flba == g.sector()));
        }
        for (Toc.Entry e : toc.entries()) {
            int n = e.number();
            row(t, "level", "LEVEL" + n + ".WAD", n, e.offset(), e.levelCopy().headerSize(), e.levelCopy().sector(), e.level().sizeSectors());
            row(t, "audio", "AUDIO" + n + ".WAD", n, e.offset() + 8, e.audioHeaderSize(), -1, e.audio().sizeSectors());
            row(t, "scene", "SCENE" + n + ".WAD", n, e.offset() + 16, e.sceneHeaderSize(), -1, e.scene().sizeSectors());
        }
        return t.build();
    }

    private void row(TableBuilder t, String kind, String file, int n, long offset, int headerSize, long lba, long sizeSectors) {
        Optional<DiscFile> f = file("/G/" + file);
        long flba = f.map(DiscFile::lba).orElse(-1L);
        long fsec = f.map(x -> sectors(x.size())).orElse(-1L);
        boolean agrees = f.isPresent() && fsec == sizeSectors && (lba < 0 || flba < 0 || flba == lba);
        t.row(kind, file, n, offset, headerSize, lba, sizeSectors, flba, fsec, agrees);
    }

    private static long sectors(long bytes) { return (bytes + SectorRange.SECTOR - 1) / SectorRange.SECTOR; }

    /**
     * Every claim of the design notes ({@code level-assets.md}) checked on this disc: {@code id, section, claim,
     * needs, catalogue_status, notes_value, basis, expected, actual, status, detail}. {@code basis} says where the
     * expected value came from: {@code notes} (on a disc without a manifest), {@code manifest} (a synthetic disc's
     * ground truth) or {@code rule} (a structural rule with no figure). See {@link gcscript.claims.Claims}.
     */
    public Table claims() {
        ClaimsEngine engine = java.util.ServiceLoader.load(ClaimsEngine.class, Disc.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no claims engine on the class path (gcscript.claims)"));
        return engine.verify(this);
    }

    /**
     * {@code level, file, path, offset, check, expected, actual, severity}: every violated invariant seen so far.
     * {@code level} is empty for a problem of the disc itself (RC2.HDR, the image), {@code offset} where none applies.
     */
    public Table problems() {
        TableBuilder t = new TableBuilder("problems of " + name)
                .ints("level").strings("file", "path").longs("offset").strings("check", "expected", "actual", "severity");
        for (Problem p : problems.rows()) {
            t.row(p.level() < 0 ? null : p.level(), p.file(), p.path(), p.offset() < 0 ? null : p.offset(), p.check(), p.expected(), p.actual(), p.severity().name().toLowerCase());
        }
        return t.build();
    }

    // ---- RC2.HDR against the directory ------------------------------------------------------------------

    private void crossCheck() {
        if (toc == null) return;
        ByteReader r = toc.bytes();
        for (Toc.Global g : toc.globals()) {
            Optional<DiscFile> f = file("/G/" + g.wad().fileName());
            if (f.isEmpty()) {
                problems.report(-1, r.file(), "rc2hdr.globals." + g.wad().name().toLowerCase(), g.offset(), "toc_file_exists",
                        "/G/" + g.wad().fileName(), "missing", Severity.WARNING);
            } else if (f.get().lba() >= 0 && f.get().lba() != g.sector()) {
                problems.report(-1, r.file(), "rc2hdr.globals." + g.wad().name().toLowerCase() + ".sector", g.offset() + 4,
                        "toc_lba", Long.toString(f.get().lba()), Integer.toString(g.sector()), Severity.ERROR);
            }
        }
        TreeMap<Integer, Level> byNumber = new TreeMap<>();
        for (Level l : levels) byNumber.put(l.number(), l);
        for (Toc.Entry e : toc.entries()) {
            String path = "rc2hdr.level_table[" + e.number() + "]";
            Optional<DiscFile> f = file("/G/LEVEL" + e.number() + ".WAD");
            if (f.isEmpty()) {
                problems.report(e.number(), r.file(), path, e.offset(), "toc_file_exists", "/G/LEVEL" + e.number() + ".WAD", "missing", Severity.ERROR);
                continue;
            }
            if (f.get().lba() >= 0) {
                Toc.expect(r, problems, "rc2hdr.copies[" + e.number() + "].level.sector",
                        Toc.COPIES_OFFSET + (long) Toc.COPY_STRIDE * e.number() + 4, f.get().lba(), e.levelCopy().sector());
            }
            Toc.expect(r, problems, path + ".level.size_sectors", e.offset() + 4, sectors(f.get().size()), e.level().sizeSectors());
            Level l = byNumber.get(e.number());
            if (l != null && !l.headerRecord().sameExtents(e.levelCopy())) {
                // Filed under RC2.HDR (level -1): the level file itself reads fine, its copy in the ToC differs.
                problems.report(-1, r.file(), "rc2hdr.copies[" + e.number() + "].level", e.levelCopy().offset(),
                        "toc_copy_matches_file", "the header of " + l.fileName(), "a different header", Severity.ERROR);
            }
        }
        if (toc.entries().size() != levels.size()) {
            problems.report(-1, r.file(), "rc2hdr.level_table", toc.levelTableOffset(), "level_count",
                    levels.size() + " LEVELn.WAD files", Integer.toString(toc.entries().size()), Severity.ERROR);
        }
    }

    @Override public String toString() {
        return name + " (" + kind.name().toLowerCase() + ", " + levels.size() + " level files)";
    }

    static List<Level> openLevels(List<DiscFile> files, Problems problems) {
        List<Level> out = new ArrayList<>();
        for (DiscFile f : files) {
            Integer n = levelNumber(f.name());
            if (n == null) continue;
            try {
                out.add(new Level(n, f.bytes(), problems));
            } catch (FormatException e) {
                problems.caught(e, n);
            }
        }
        out.sort((a, b) -> Integer.compare(a.number(), b.number()));
        return out;
    }

    /** n of "LEVELn.WAD" (any case), else null. */
    static Integer levelNumber(String fileName) {
        String u = fileName.toUpperCase();
        if (!u.startsWith("LEVEL") || !u.endsWith(".WAD")) return null;
        String digits = u.substring(5, u.length() - 4);
        if (digits.isEmpty() || digits.length() > 4 || !digits.chars().allMatch(Character::isDigit)) return null;
        return Integer.parseInt(digits);
    }
}
