// Smoke test of `bin/gcscript shell` (JShell with the library, imports.jsh, startup.jsh's preopened `disc` and
// shell.jsh's helpers): bin/gcscript shell kernel-config/jshell-smoke.jsh < /dev/null  (.ci/test runs it)
// JShell goes on after a failed snippet and ignores System.exit's status, so 'ok' is only set by the last check
// (which cannot compile if an earlier declaration failed) and /exit turns it into the exit status.
boolean ok = false;
// (held in an array: a variable initialised from `disc` is recompiled, and reset, when `disc` is redeclared)
Object[] before = new Object[1];
before[0] = disc;
// README's first line, as written, with no rac2.iso here: one error line, and the working disc is kept
Disc disc = Gc.open(Path.of("rac2.iso"));
boolean discKept = disc != null && disc == before[0];
// the notebook's imports: the texture kinds and the charts resolve unqualified
var kinds = TextureKind.values();
var chartsClass = Charts.class;
var table = Table.create("smoke", IntColumn.create("offset", new int[] {0x10, 0x20}), StringColumn.create("name", "a", "b"));
var reader = gcscript.bytes.ByteReader.of(new byte[] {1, 0, 0, 0, 2, 0}, "smoke.bin");
var image = new java.awt.image.BufferedImage(4, 4, java.awt.image.BufferedImage.TYPE_INT_RGB);
// the preopened disc against its own directory: one levels row per /G/LEVELn.WAD file
long levelFiles = disc.fileList().stream().filter(f -> f.path().matches("(?i).*/LEVEL\\d+\\.WAD(;1)?")).count();
var levels = disc.levels().table();
var extentsText = gcscript.kernel.Display.text(disc.levels().extents());
show(levels);
// a wide table is fitted to the width (the terminal's, else $COLUMNS, else 160) by the command line's renderer
var fitted = gcscript.kernel.ShellView.text(disc.level(0).gameplay().mobyInstances()).lines().toList();
// (the footer that names the hidden columns wraps at the width too, so every line, footer included, fits)
boolean fits = String.join(" ", fitted).contains(" columns fit " + gcscript.kernel.ShellView.width() + " characters") &&
        fitted.stream().allMatch(l -> l.length() <= gcscript.kernel.ShellView.width());
System.out.println("level files: " + levelFiles + ", levels rows: " + levels.rowCount());
// (operators at line ends: JShell ends a snippet at the first line that is complete on its own)
ok = table.rowCount() == 2 && reader.s32("magic", 0) == 1 && reader.u16("tail", 4) == 2 && image.getWidth() == 4 &&
        levelFiles > 0 && levels.rowCount() == levelFiles && discKept && kinds.length == 6 && chartsClass != null &&
        extentsText.contains("0x") && extentsText.lines().count() <= gcscript.table.TableView.DEFAULT_MAX_ROWS + 4 && fits;
System.out.println(ok ? "jshell smoke: ok" : "jshell smoke: FAILED");
/exit ok ? 0 : 1
