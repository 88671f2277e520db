package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.tfrag.TfragBlock;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * {@code preview [DISC] --level N --out F.png [--axis x|y|z] [--colour patch|texture] [--chunk I] [--size PX]}, or
 * {@code preview [DISC] --level N --map [--labels] [--size PX] --out F.png}: the level's top-down gameplay map;
 * with {@code --sky}, {@code --collision} (with {@code --chunk I}: the chunk's) or {@code --occlusion} the world previews.
 * With {@code --moby C [--sequence S]}, {@code --tie C [--lod L]} or {@code --shrub C} one class, with {@code --ties} or {@code --shrubs} a
 * contact sheet of every class of the level (LOD 0), coloured by texture slot. With {@code --lit} (or {@code --unlit})
 * the core tfrags filled with their lit colours in the PS2 float model (or their unlit base colours);
 * {@code --selection blend|nibbles} picks the reading of the light record's select word (default blend). Without
 * {@code --level}: {@code --armor} the armour sheet (ARMOR.WAD, textured), {@code --bonus} BONUS.WAD's contact sheet.
 */
final class PreviewCommand {
    private PreviewCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) throws IOException {
        String level = a.option("level", null);
        String file = a.option("out", null);
        boolean global = a.flag("armor") || a.flag("bonus");
        if (level == null && !global) throw new Args.UsageException("--level N is required (--armor and --bonus need none)");
        if (level != null && global) throw new Args.UsageException("--armor and --bonus draw the global WADs: no --level");
        if (file == null) throw new Args.UsageException("--out F.png is required");
        Disc d = opened[0] = a.disc(0);
        if (!a.positional.isEmpty()) throw new Args.UsageException("unexpected " + a.positional.get(0));
        if (global) return globals(a, out, d, Path.of(file));
        Level l = d.level(a.intOption("level", 0));
        if (a.flag("map")) return map(a, out, l, file);
        if (a.flag("coverage")) return CoverageCommand.picture(a, out, l, file);
        if (a.flag("scene")) {
            var s = l.scene();
            BufferedImage img = s.topDown(a.intOption("size", 1024));
            Path p = Path.of(file);
            if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
            if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
            out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", top-down render of " + s);
            return 0;
        }
        if (a.options.containsKey("moby") || a.flag("mobies")) return mobies(a, out, l, Path.of(file));
        if (a.options.containsKey("tie") || a.flag("ties") || a.options.containsKey("shrub") || a.flag("shrubs")) {
            return classes(a, out, l, file);
        }
        String chunk = a.option("chunk", null);
        if (a.flag("lit") || a.flag("unlit")) return lit(a, out, l, file);
        if (a.flag("sky") || a.flag("collision") || a.flag("occlusion")) return world(a, out, l, chunk, file);
        TfragBlock b = chunk == null ? l.core().tfrags()
                : l.chunk(a.intOption("chunk", 0)).orElseThrow(() -> new Args.UsageException(l.fileName() + " has no chunk " + chunk)).tfrags();
        String colour = a.options.containsKey("color") ? a.option("color", "patch") : a.option("colour", "patch");
        BufferedImage img = b.preview(a.option("axis", "z"), colour, a.intOption("size", 1024));
        Path p = Path.of(file);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", " + b.count() + " patches of " + l.fileName()
                + (chunk == null ? " core" : " chunk " + chunk));
        return 0;
    }

    private static int map(Args a, PrintStream out, Level l, String file) throws IOException {
        var g = l.gameplay();
        BufferedImage img = g.map(a.flag("labels"), a.intOption("size", 1024));
        Path p = Path.of(file);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
        var m = g.model();
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", map of " + l.fileName() + ": "
                + gcscript.table.Cols.count(m.mobyCount(), "moby") + ", " + gcscript.table.Cols.count(m.tieCount(), "tie") + ", "
                + gcscript.table.Cols.count(m.shrubCount(), "shrub") + ", " + gcscript.table.Cols.count(m.lightCount(), "directional light")
                + " (arrows in the compass), " + gcscript.table.Cols.count(g.pointLights().rowCount(), "point light") + " (rings)");
        return 0;
    }

    /** {@code --lit | --unlit [--selection blend|nibbles]}: core tfrags filled with lit colours or their unlit base. */
    private static int lit(Args a, PrintStream out, Level l, String file) throws IOException {
        String sel = a.option("selection", "blend").toUpperCase();
        gcscript.lighting.LightSelection mode;
        try {
            mode = gcscript.lighting.LightSelection.valueOf(sel);
        } catch (IllegalArgumentException e) {
            throw new Args.UsageException("--selection blend or nibbles, not " + sel.toLowerCase());
        }
        boolean lit = a.flag("lit");
        BufferedImage img = l.lighting().preview(lit, mode, a.option("axis", "z"), a.intOption("size", 1024));
        write(img, Path.of(file));
        var m = l.litModel();
        out.println(file + ": " + img.getWidth() + "x" + img.getHeight() + ", " + (lit ? "lit (" + mode.name().toLowerCase() + "): "
                + m.result(mode).shaded() + " of " + m.count() + " vertices shaded" : "unlit base colours of " + m.count() + " vertices")
                + ", core tfrags of " + l.fileName());
        return 0;
    }

    /** {@code --sky | --collision | --occlusion}: the world previews (rac2-formats-phase2 §4, §5.1, §6). */
    private static int world(Args a, PrintStream out, Level l, String chunk, String file) throws IOException {
        BufferedImage img;
        String what;
        if (a.flag("sky")) {
            img = a.options.containsKey("size") ? l.core().sky().preview(a.intOption("size", 800)) : l.core().sky().preview();
            // a level without a sky (core header offset 0) still gets its (empty) image, and a line that says why
            what = l.core().skyModel().present() ? l.core().skyModel().shellCount() + " sky shells" : "no sky (core header sky offset 0)";
        } else if (a.flag("occlusion")) {
            img = a.options.containsKey("size") ? l.core().occlusion().preview(a.intOption("size", 1200)) : l.core().occlusion().preview();
            what = l.core().occlusionModel().present() ? l.core().occlusionModel().octantCount() + " occlusion cells"
                    : "no occlusion grid (core header occlusion offset 0)";
        } else {
            gcscript.collision.Collision c = chunk == null ? l.core().collision()
                    : l.chunk(a.intOption("chunk", 0)).orElseThrow(() -> new Args.UsageException(l.fileName() + " has no chunk " + chunk)).collision();
            img = a.options.containsKey("size") ? c.preview(a.intOption("size", 1024)) : c.preview();
            what = c.faces().rowCount() + " collision faces";
        }
        write(img, Path.of(file));
        out.println(file + ": " + img.getWidth() + "x" + img.getHeight() + ", " + what + " of " + l.fileName()
                + (chunk == null ? " core" : " chunk " + chunk));
        return 0;
    }

    /** {@code --tie C [--lod L] | --shrub C | --ties | --shrubs}: one class or a contact sheet (isometric by default). */
    private static int classes(Args a, PrintStream out, Level l, String file) throws IOException {
        String axis = a.option("axis", "iso");
        BufferedImage img;
        String what;
        if (a.options.containsKey("tie")) {
            int c = a.intOption("tie", 0), lod = a.intOption("lod", 0);
            img = l.core().ties().preview(c, lod, axis, a.intOption("size", 768));
            what = "tie class " + c + " LOD " + lod + ", " + l.core().ties().mesh(c, lod).tris().length / 3 + " triangles";
        } else if (a.options.containsKey("shrub")) {
            int c = a.intOption("shrub", 0);
            img = l.core().shrubs().preview(c, axis, a.intOption("size", 768));
            what = "shrub class " + c + ", " + l.core().shrubs().mesh(c).tris().length / 3 + " triangles";
        } else if (a.flag("ties")) {
            img = l.core().ties().sheet(axis, a.intOption("size", 192));
            what = l.core().tieModel().classes().size() + " tie classes";
        } else {
            img = l.core().shrubs().sheet(axis, a.intOption("size", 192));
            what = l.core().shrubModel().classes().size() + " shrub classes";
        }
        write(img, Path.of(file));
        out.println(file + ": " + img.getWidth() + "x" + img.getHeight() + ", " + what + " of " + l.fileName());
        return 0;
    }

    /**
     * {@code --moby C}: three orthographic views of class C; with {@code --sequence S} the regular frames of C's
     * sequence slot S side by side, posed; {@code --mobies}: a contact sheet of the level's classes.
     */
    private static int mobies(Args a, PrintStream out, Level l, Path p) throws IOException {
        gcscript.moby.Mobies m = l.core().mobies();
        boolean one = a.options.containsKey("moby");
        if (a.options.containsKey("sequence")) {
            if (!one) throw new Args.UsageException("--sequence S needs --moby C");
            int c = a.intOption("moby", 0), s = a.intOption("sequence", 0);
            BufferedImage img;
            try {
                img = m.preview(c, s);
            } catch (IllegalArgumentException e) {
                throw new Args.UsageException(e.getMessage());
            }
            write(img, p);
            out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", moby class " + c + " sequence " + s + " frames of " + l.fileName());
            return 0;
        }
        BufferedImage img = one ? m.preview(a.intOption("moby", 0)) : m.sheet();
        write(img, p);
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", " + (one ? "moby class " + a.option("moby", "")
                : m.model().meshClasses() + " moby mesh classes") + " of " + l.fileName());
        return 0;
    }

    /** {@code --armor}: the armour sheet; {@code --bonus}: BONUS.WAD's contact sheet. */
    private static int globals(Args a, PrintStream out, Disc d, Path p) throws IOException {
        if (a.flag("armor") && a.flag("bonus")) throw new Args.UsageException("--armor or --bonus, not both");
        BufferedImage img;
        String what;
        if (a.flag("armor")) {
            var sheet = d.armor().sheetWithTiles();
            img = sheet.image();
            what = sheet.tiles().isEmpty() ? gcscript.globalwad.ArmorPreview.NONE : "armour sheet: " + gcscript.table.Cols.count(sheet.tiles().size(), "slot")
                    + " of ARMOR.WAD, textured";
        } else {
            var sheet = d.globalWads().pictureSheetWithCells("BONUS");
            img = sheet.image();
            what = sheet.cells().isEmpty() ? gcscript.globalwad.PicturePreview.none("BONUS") : "contact sheet of " + sheet.cells().size() + " BONUS.WAD images";
        }
        write(img, p);
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", " + what);
        return 0;
    }

    private static void write(BufferedImage img, Path p) throws IOException {
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
    }
}
