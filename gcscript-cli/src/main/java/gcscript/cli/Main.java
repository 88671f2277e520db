package gcscript.cli;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.disc.Disc;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** {@code bin/gcscript}: one word picks the command; every table command takes --format and --lenient. */
public final class Main {
    private Main() {}

    static final String USAGE = """
            usage: gcscript COMMAND [DISC] [options]
              DISC is an ISO image, an extracted folder (RC2.HDR + G/) or one LEVELn.WAD;
              without it: $GC_DISC, else the bundled sample disc.
            commands:
              info [DISC]                 one row per level file (disc.levels())
              files | toc | extents | sections | problems [DISC]
                                          the container's files, RC2.HDR, level extents, data sections, problems
              claims [DISC]               every claim of the design notes: basis, expected, actual, status
              dump-texture [DISC] --level N --kind tfrag|moby|tie|shrub --index I [--mip M] --out F.png
              dump-sound [DISC] --level N --sample I [--chunk C] [--note K] --out F.wav
                                          a sound-bank sample as a 16-bit WAV (48 kHz = the sample at its center_note)
              textures [DISC] --out DIR   every texture as PNG plus a contact sheet per level and kind, and every
                                          image of the global WADs under DIR/global/<WAD>/ (slot_index.png)
              stats [DISC] [--global]     one row per level file: tfrag, class and core_data counts;
                                          --global: one row of the global WADs' counts
              table [DISC] EXPR           evaluates a fluent chain on the disc, e.g. 'level(0).core().tfrags().positions()',
                                          and prints the table it gives
              preview [DISC] --level N --out F.png [--axis x|y|z] [--colour patch|texture] [--chunk I] [--size PX]
              preview [DISC] --level N --out F.png (--tie C [--lod L] | --shrub C | --ties | --shrubs) [--axis x|y|z|iso] [--size PX]
                                          an orthographic wireframe of a level's tfrags
              preview [DISC] --level N --map [--labels] [--size PX] --out F.png
                                          a top-down map: tfrag wireframe and every moby/tie/shrub instance
              preview [DISC] --level N --scene [--size PX] --out F.png
                                          the exported scene rendered from above: terrain and every placed class mesh
              preview [DISC] --level N (--sky | --collision [--chunk I] | --occlusion) --out F.png [--size PX]
                                          the sky (from below, unrolled), collision (top, side) or occlusion grid
              preview [DISC] --level N --moby C --out F.png | --mobies --out sheet.png
                                          three orthographic views of a moby class; a sheet of the level's classes;
                                          C is a class block index (column `class` of
                                          level(N).core().mobies().classes(), not o_class); meshless ones have no views
              preview [DISC] --armor --out F.png | --bonus --out F.png
                                          the armour sheet (three textured views per ARMOR.WAD slot, labelled, scale
                                          bar); BONUS.WAD's images as a contact sheet
              preview [DISC] --level N --coverage [--size PX] --out F.png
                                          one bar per buffer coloured by owning area; unexplained red, overlap black
              coverage [DISC] [--level N] [--summary]
                                          who owns every byte: level, file, start, end, size, kind, owner (--summary:
                                          bytes, decoded, opaque, padding, unexplained, overlap per level and buffer)
              coverage [DISC] --image [--summary]
                                          every byte of the ISO image: ISO structures, RC2.HDR, global WADs, level,
                                          AUDIOn and SCENEn files (--summary: one row per file and ISO structure)
              hex [DISC] --level N [--buffer core_data] --at 0x1234 [--length 256]
                                          annotated hex: offset, bytes, ascii, owner, field, kind
              hex [DISC] --file /G/HUD.WAD --at 0x0 [--length 256]
                                          the same for any file of the image (global WAD, RC2.HDR, level file)
              preview [DISC] --level N (--lit | --unlit) [--selection blend|nibbles] --out F.png [--axis x|y|z] [--size PX]
                                          core tfrags filled with their lit colours (PS2 float model) or unlit base
              export [DISC] --level N --out F.glb [--gltf] [--no-collision] [--no-textures] [--lod 0|1|2] [--lit]
                                          a level as a glTF 2.0 scene (terrain, classes, every instance placed, lights,
                                          sky, collision): binary .glb, or .gltf + .bin + PNGs (open it in Blender)
              export [DISC] --armor N --out F.glb [--gltf]
                                          ARMOR.WAD's slot N (record 0-8 armours, 9-14 wrenches) as one textured mesh
              view [DISC] --level N [--port P]
                                          the level's scene in a 3D viewer (three.js, bundled) served on 127.0.0.1:P
                                          (default: a free port); prints the address, runs until Ctrl-C
              diff DISC_A DISC_B [--level N]
                                          the discs compared by field: one row per differing stored value (level, area,
                                          table, key, column, a, b, path, offsets); exit 4 when something differs
              verify [DISC] [--manifest FILE]
                                          the disc against its generator manifest (beside it by name, else by the
                                          image's hash, or FILE): decompressed-buffer hashes, every per-field truth
                                          table, file hashes; names the first difference; exit 3 if anything differs
              roundtrip [DISC] [--level N] [--format table|csv|json]
                                          every buffer rebuilt from what the library decoded (declared records
                                          re-encoded, the rest carried) and compared: level, area, bytes, identical,
                                          first_difference, path; exit 3 if an area differs (docs/writing.md)
              formats --ksy DIR           the Kaitai Struct descriptions (.ksy), written from the declarations
              formats --check [DISC] [--work DIR]
                                          the .ksy compiled by npm's Kaitai Struct compiler, every level parsed under
                                          Node and every record compared with the library's, field by field; last
                                          line: N fields compared, M differ; exit 3 if M > 0 (formats/ksy/README.md)
              report [DISC] --out F.html [--progress]
                                          the page to read first about a disc, one HTML file: files and levels, stats
                                          per level, coverage bars, round trip, claims, maps, problems by severity,
                                          and what it could not check (the disc is read leniently)
              set DISC --out NEW.iso --table CHAIN --where COLUMN=VALUE --column COLUMN --value V [--where ... --column ... --value ...]
                                          edited image: each group sets one cell of the table CHAIN (level[0].gameplay.mobyInstances;
                                          --table may start a new group) through its stored field; refused (exit 2, nothing written):
                                          a column not stored and without inverse, a bad value, a key matching 0 or 2+ rows; NEW = DISC: exit 1
              extract [DISC] OUTDIR       every extent and section of every level as files, plus manifest.csv
              wad decompress IN OUT [--size N | --cap N]
              wad compress IN OUT [--name NAME]
              generate (--out F.iso | --folder DIR) [--seed N] [--levels N] [--scale N] [--full | --sample]
                       [--without sequences,sky,chunks,sound | --bare]   --bare: no level has those optional blocks
              bench [lz|analysis|disc|cold|ge|gameplay|world|scene|diff|coverage|lighting|sequences|globals|roundtrip|edit] [--size-mb N] [--disc F.iso] [--runs N] [--clean]
                                          benchmark figures (benchmark, value, unit, target, met); `disc` keeps
                                          its generated disc in $TMPDIR/gcscript-bench for the next run (--clean: not);
                                          `cold`: stats, claims and two table commands as fresh processes, --runs times (5)
              ps2float OP A [B] [--acc W] one EE FPU instruction on hex words (gcscript.ps2): result word and value
              ps2float --batch FILE       a TSV op acc a b, row by row: op acc a b result acc_out
              test [--install]            the project's tests: Maven, the shell smoke test, notebooks, fuzz targets
                                          (--install: the missing Debian tools with apt-get; CI=true does the same)
              notebook [--execute] [--install]
                                          Jupyter in notebooks/ with the gcscript kernel (or run every notebook);
                                          --install: a missing Jupyter from Debian (never installed unasked)
              kernel install [--user | --sys-prefix | --prefix P]
                                          the gcscript kernel into a JupyterLab or Notebook of your own (docs/jupyter.md)
              shell [script.jsh]          JShell with the library, the notebook's imports and `disc` preopened
            GoldenEye 007 (N64):
            """ + GeCommands.USAGE + """
            options:
              --format table|csv|json     output format of table commands (default table); text tables print
                                          offsets in hex, csv and json in decimal (for programs)
              --lenient                   record violated invariants and go on; they are listed on stderr
              --columns a,b,c             text tables: only these columns, in this order
              --wide                      text tables: every column, however wide the terminal
              -h, --help                  this help (COMMAND --help: the lines about COMMAND)
            """ + Help.EXIT_CODES;

    public static void main(String[] argv) {
        System.exit(run(Arrays.asList(argv), System.out, System.err));
    }

    /**
     * Starts Tablesaw's class initialisation on a side thread: {@code Table}'s static initialiser scans the class path
     * with ClassGraph for its readers and writers, and every table command meets it only after opening and parsing
     * the disc, so it can run beside that work instead of after it. The JVM initialises a class once; a thread that
     * needs Table sooner waits for this one.
     *
     * <p>The scan reads {@code java.class.path} and opens every jar on it (fastutil and icu4j alone hold ≈ 16,000
     * entries) to find the classes of one package, {@code tech.tablesaw.io}, which only Tablesaw's own jars hold. So
     * the property names only those jars while the scan runs ({@link #tablesawJars}): the same readers and writers are
     * registered ({@code TablesawInitTest}), at ≈ 0.2 s less CPU in a cold command (docs/performance.md, sixth round). Nothing
     * else in a one-shot command reads the property (the class loader took its path at start-up); {@code bench},
     * which starts processes with it, is not given this thread.
     */
    static void initTablesEarly() {
        Thread t = new Thread(Main::initTables, "gcscript-tablesaw-init");
        t.setDaemon(true);
        t.start();
    }

    /** Initialises Tablesaw's {@code Table} with the class path narrowed to Tablesaw's jars for its scan. */
    static void initTables() {
        String path = System.getProperty("java.class.path");
        String narrow = tablesawJars(path);
        if (narrow != null) System.setProperty("java.class.path", narrow);
        try {
            Class.forName("tech.tablesaw.api.Table");
        } catch (ClassNotFoundException | LinkageError e) {
            // the command's own first use of Table reports it
        } finally {
            if (narrow != null) System.setProperty("java.class.path", path);
        }
    }

    /**
     * The entries of a class path whose file name starts with {@code tablesaw} (tablesaw-core-0.44.4.jar), or null
     * when there is none (a class-path layout this does not know: the scan then sees the whole path, as before).
     */
    static String tablesawJars(String classPath) {
        if (classPath == null) return null;
        StringBuilder out = new StringBuilder();
        for (String e : classPath.split(java.util.regex.Pattern.quote(java.io.File.pathSeparator))) {
            String name = e.substring(e.lastIndexOf(java.io.File.separatorChar) + 1);
            if (name.startsWith("tablesaw") && name.endsWith(".jar")) out.append(out.length() == 0 ? "" : java.io.File.pathSeparator).append(e);
        }
        return out.length() == 0 ? null : out.toString();
    }

    /** Runs a command; returns the exit status (0 ok, 1 usage or I/O, 2 bad format, 3 finished with error-level problems). */
    public static int run(List<String> argv, PrintStream out, PrintStream err) {
        if (argv.isEmpty() || List.of("--help", "-h", "help").contains(argv.get(0))) {
            out.print(USAGE);
            return argv.isEmpty() ? 1 : 0;
        }
        String command = argv.get(0);
        if (argv.contains("--help") || argv.contains("-h")) {
            try {
                out.print(Help.of(command));
                return 0;
            } catch (Args.UsageException e) {
                err.println(prefix(command) + e.getMessage());
                return 1;
            }
        }
        if (!List.of("wad", "generate", "bench", "ps2float").contains(command)) initTablesEarly();
        Args args;
        Disc[] opened = new Disc[1];
        try {
            args = Args.parse(command, new ArrayList<>(argv.subList(1, argv.size())));
            gcscript.table.TextTable.configure(args.textOptions());
            int status = dispatch(command, args, out, err, opened);
            boolean errors = reportProblems(opened[0], err);
            return status == 0 && errors ? 3 : status;
        } catch (FormatException e) {
            // a refused edit or bytes that are no disc at all: not a damaged disc, which --lenient would read past
            boolean damaged = !(e instanceof gcscript.edit.EditException || e instanceof gcscript.disc.NotADiscException);
            String hint = damaged ? lenientHint(command, argv, gcscript.Gc.message(e)) : "";
            err.println(prefix(command) + gcscript.Gc.message(e) + hint);
            return 2;
        } catch (Args.UsageException | IllegalArgumentException | UncheckedIOException | IOException e) {
            // every message has the same prefix and the library's own one-line text (the shell and kernel print the same)
            err.println(prefix(command) + gcscript.Gc.message(e));
            return 1;
        } finally {
            gcscript.table.TextTable.configure(null);
        }
    }

    /** {@code gcscript COMMAND: }, the prefix of every message. */
    static String prefix(String command) { return "gcscript " + command + ": "; }

    /**
     * A strict reading that stopped on a format error: the way to read everything else. Said once, and only where
     * --lenient applies (a command that reads a disc, run without it) and the message does not say it already.
     */
    static String lenientHint(String command, List<String> argv, String message) {
        if (!Help.readsDisc(command) || argv.contains("--lenient") || message.contains("--lenient")) return "";
        return " (--lenient reads the rest and lists this as a problem)";
    }

    private static int dispatch(String command, Args a, PrintStream out, PrintStream err, Disc[] opened) throws IOException {
        switch (command) {
            case "info", "levels" -> {
                Disc d = opened[0] = a.disc(0);
                a.format().write(d.levels().table(), out);
                // a copy that lost its manifest is judged as a retail disc: the overview says so
                String note = d.groundTruthNote();   // looks for the manifest, never parses it
                if (note.startsWith("no manifest")) err.println(note);
            }
            case "files" -> a.format().write((opened[0] = a.disc(0)).files(), out);
            case "toc" -> a.format().write((opened[0] = a.disc(0)).toc(), out);
            case "extents" -> a.format().write((opened[0] = a.disc(0)).levels().extents(), out);
            case "sections" -> {
                Disc d = opened[0] = a.disc(0);
                a.format().write(d.levels().concat("sections", l -> l.data().sections()), out);
            }
            case "problems" -> {
                Disc d = opened[0] = a.disc(0);
                d.levels().table();
                a.format().write(d.problems(), out);
            }
            case "claims" -> {
                Disc d = opened[0] = a.disc(0);
                tech.tablesaw.api.Table t = d.claims();
                a.format().write(t, out);
                (a.format() == gcscript.table.TableFormat.TABLE ? out : err).print(gcscript.table.TextTable.wrap(gcscript.claims.Claims.summary(t), a.textOptions().width()));
                // which figures judged the claims: a note, on stderr like info's (the one other command that says it)
                err.println(d.groundTruthNote());
            }
            case "dump-texture" -> { return TextureCommands.dump(opened[0] = a.disc(0), a, out); }
            case "export" -> { return ExportCommand.run(opened[0] = a.disc(0), a, out); }
            case "dump-sound" -> { return SoundCommand.dump(opened[0] = a.disc(0), a, out); }
            case "textures" -> { return TextureCommands.all(opened[0] = a.disc(0), a, out); }
            case "stats" -> {
                Disc d = opened[0] = a.disc(0);
                a.format().write(a.flag("global") ? d.globalStats() : d.levels().stats(), out);
            }
            case "table" -> {
                Disc d = opened[0] = a.disc(1);
                a.format().write(Chain.table(d, a.need(0, "EXPR (a fluent chain such as 'level(0).core().tfrags().positions()')")), out);
            }
            case "preview" -> { return PreviewCommand.run(a, out, opened); }
            case "coverage" -> { return CoverageCommand.coverage(a, out, opened); }
            case "hex" -> { return CoverageCommand.hex(a, out, opened); }
            case "view" -> { return ViewCommand.run(opened[0] = a.disc(0), a, out); }
            case "extract" -> {
                Disc d = opened[0] = a.disc(1);
                Extract.run(d, java.nio.file.Path.of(a.need(0, "OUTDIR")), out);
            }
            case "wad" -> { return WadCommand.run(a, out); }
            case "generate" -> { return GenerateCommand.run(a, out); }
            case "diff" -> { return DiffCommand.run(a, out, err); }
            case "verify" -> { return VerifyCommand.run(a, out, opened); }
            case "roundtrip" -> { return RoundTripCommand.run(a, out, opened); }
            case "formats" -> { return FormatsCommand.run(a, out, opened); }
            case "report" -> { return ReportCommand.run(a, out, err, opened); }
            case "set" -> { return SetCommand.run(a, out, opened); }
            case "bench" -> { return BenchCommand.run(a, out); }
            case "ps2float" -> { return Ps2FloatCommand.run(a, out); }
            case "ge-blob", "ge-info", "ge-textures", "ge-texture", "ge-files", "ge-models", "ge-settex", "ge-claims",
                 "ge-checks", "ge-generate" -> { return GeCommands.run(command, a, out, err); }
            default -> throw new Args.UsageException("unknown command " + command + "\n" + USAGE);
        }
        return 0;
    }

    /** Lists a lenient reading's problems on stderr; whether one of them is error-level (exit status 3). */
    private static boolean reportProblems(Disc d, PrintStream err) {
        if (d == null || !d.problemSink().isLenient()) return false;
        List<Problem> rows = d.problemSink().rows();
        if (rows.isEmpty()) return false;
        err.println(rows.size() + " problem(s):");
        for (Problem p : rows) {
            err.printf("  %s level %d %s @0x%x %s: expected %s, found %s%n", p.severity().name().toLowerCase(), p.level(),
                    p.path(), p.offset(), p.check(), p.expected(), p.actual());
        }
        return rows.stream().anyMatch(p -> p.severity() == gcscript.bytes.Severity.ERROR);
    }
}
