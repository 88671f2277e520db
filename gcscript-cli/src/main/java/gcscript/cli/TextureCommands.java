package gcscript.cli;

import gcscript.core.LevelCore;
import gcscript.texture.TextureKind;
import gcscript.disc.Disc;
import gcscript.globalwad.Pictures;
import gcscript.level.Level;
import gcscript.texture.Texture;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * {@code dump-texture [DISC] --level N --kind K --index I [--mip M] --out F.png} and
 * {@code textures [DISC] --out DIR} (every texture as PNG, plus a contact sheet per level and kind, and every image of the
 * global WADs under {@code DIR/global/<WAD>/}).
 */
final class TextureCommands {
    private TextureCommands() {}

    static int dump(Disc d, Args a, PrintStream out) throws IOException {
        Level l = d.level(a.intOption("level", 0));
        TextureKind kind = TextureKind.parse(a.option("kind", "tfrag"));
        Texture t = l.core().texture(kind, a.intOption("index", 0));
        int mip = a.intOption("mip", 0);
        List<BufferedImage> mips = t.mips();
        BufferedImage img;
        if (mip == 0) {
            img = t.image();
        } else if (mip >= 1 && mip <= mips.size()) {
            img = mips.get(mip - 1);
        } else {
            throw new Args.UsageException("--mip " + mip + ": texture " + kind.id() + "[" + t.index() + "] has " + mips.size() + " reduced level(s)");
        }
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out F.png is required");
        write(img, Path.of(target));
        out.printf("%s level %d %s[%d] mip %d: %dx%d -> %s%n", d.name(), l.number(), kind.id(), t.index(), mip, img.getWidth(), img.getHeight(), target);
        return 0;
    }

    static int all(Disc d, Args a, PrintStream out) throws IOException {
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out DIR is required");
        Path dir = Path.of(target);
        int images = 0;
        for (Level l : d.levels()) {
            LevelCore core = l.core();
            Path ld = dir.resolve("LEVEL" + l.number());
            Files.createDirectories(ld);
            for (TextureKind k : TextureKind.values()) {
                if (!k.isStandard()) continue;
                List<Texture> ts = core.texturesOf(k);
                if (ts.isEmpty()) continue;
                for (Texture t : ts) {
                    write(t.image(), ld.resolve(k.id() + "_" + t.index() + ".png"));
                    images++;
                }
                write(core.textureSheet(k), ld.resolve(k.id() + "_sheet.png"));
            }
        }
        out.printf("wrote %d textures of %d level files (and a contact sheet per level and kind) into %s%n", images, d.levels().count(), dir);
        globals(d, dir, out);
        return 0;
    }

    /** Every image of the global WADs under {@code DIR/global/<WAD>/}, named by slot and index; one line per WAD that has any. */
    private static void globals(Disc d, Path dir, PrintStream out) throws IOException {
        java.util.Map<String, Integer> perWad = new java.util.LinkedHashMap<>();
        for (Pictures.Picture p : d.globalWads().pictureList()) {
            write(p.image(), dir.resolve("global").resolve(p.wad()).resolve(p.name() + ".png"));
            perWad.merge(p.wad(), 1, Integer::sum);
        }
        if (perWad.isEmpty()) {
            out.println("no global WAD images on this disc");
            return;
        }
        perWad.forEach((wad, n) -> out.printf("wrote %d images of %s.WAD into %s%n", n, wad, dir.resolve("global").resolve(wad)));
    }

    private static void write(BufferedImage img, Path p) throws IOException {
        if (p.getParent() != null) Files.createDirectories(p.getParent());
        if (!ImageIO.write(img, "png", p.toFile())) throw new IOException("no PNG writer for " + p);
    }
}
