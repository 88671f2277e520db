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
 * {@code preview [DISC] --level N --out F.png [--axis x|y|z] [--colour patch|texture] [--chunk I] [--size PX]}: a tfrag
 * wireframe; with {@code --tie C [--lod L]} or {@code --shrub C} one class, with {@code --ties} or {@code --shrubs} a
 * contact sheet of every class of the level (LOD 0), coloured by texture slot.
 */
final class PreviewCommand {
    private PreviewCommand() {}

    static int run(Args a, PrintStream out, Disc[] opened) throws IOException {
        String level = a.option("level", null);
        String file = a.option("out", null);
        if (level == null) throw new Args.UsageException("--level N is required");
        if (file == null) throw new Args.UsageException("--out F.png is required");
        Disc d = opened[0] = a.disc(0);
        if (!a.positional.isEmpty()) throw new Args.UsageException("unexpected " + a.positional.get(0));
        Level l = d.level(a.intOption("level", 0));
        if (a.options.containsKey("tie") || a.flag("ties") || a.options.containsKey("shrub") || a.flag("shrubs")) {
            return classes(a, out, l, file);
        }
        String chunk = a.option("chunk", null);
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
        Path p = Path.of(file);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer");
        out.println(p + ": " + img.getWidth() + "x" + img.getHeight() + ", " + what + " of " + l.fileName());
        return 0;
    }
}
