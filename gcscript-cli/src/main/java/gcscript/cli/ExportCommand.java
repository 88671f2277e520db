package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.scene.Scene;
import gcscript.scene.SceneOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code export [DISC] --level N --out F.glb [--gltf] [--no-collision] [--lod 0|1|2] [--lit]}: one level as a glTF 2.0
 * scene (binary GLB, or .gltf with its .bin and PNG files beside it); {@code export [DISC] --armor N --out F.glb [--gltf]}:
 * ARMOR.WAD's slot N as one textured mesh.
 */
final class ExportCommand {
    private ExportCommand() {}

    static int run(Disc d, Args a, PrintStream out) throws IOException {
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out F.glb is required");
        int lod = a.intOption("lod", 0);
        if (lod < 0 || lod > 2) throw new Args.UsageException("--lod is 0, 1 or 2, not " + lod);
        Path p = target(a, target);
        if (a.options.containsKey("armor")) return armor(d, a, out, p);
        Level l = d.level(a.intOption("level", 0));
        SceneOptions o = new SceneOptions(lod, !a.flag("no-collision"), !a.flag("no-textures"), a.flag("lit"));
        Scene s = l.scene(o);
        return written(s, p, d.name() + " level " + l.number(), out);
    }

    /** The file to write: {@code --out} as given, or renamed to .gltf with {@code --gltf}; its folder made. */
    private static Path target(Args a, String target) throws IOException {
        Path p = Path.of(target);
        if (a.flag("gltf") && !target.endsWith(".gltf")) {
            String name = p.getFileName().toString();
            p = p.resolveSibling((name.endsWith(".glb") ? name.substring(0, name.length() - 4) : name) + ".gltf");
        } else if (!a.flag("gltf") && !target.endsWith(".glb") && !target.endsWith(".gltf")) {
            throw new Args.UsageException("--out names a .glb file (or a .gltf one, or say --gltf)");
        }
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        return p;
    }

    /** {@code --armor N}: ARMOR.WAD's slot N (the record column of armor().armours()) as one textured mesh. */
    private static int armor(Disc d, Args a, PrintStream out, Path p) throws IOException {
        for (String level : List.of("level", "lod", "no-collision", "no-textures", "lit")) {
            if (a.options.containsKey(level)) throw new Args.UsageException("--armor N exports an ARMOR.WAD slot: no --" + level);
        }
        Scene s;
        try {
            s = Scene.armor(d.armor(), a.intOption("armor", 0));
        } catch (IllegalArgumentException e) {
            throw new Args.UsageException(e.getMessage());
        }
        return written(s, p, d.name(), out);
    }

    private static int written(Scene s, Path p, String what, PrintStream out) throws IOException {
        List<Path> files = s.write(p);
        long bytes = 0;
        for (Path f : files) bytes += Files.size(f);
        out.printf("%s: %s -> %s (%d files, %,d bytes)%n", what, s, p, files.size(), bytes);
        for (String n : s.notes()) out.println("  note: " + n);
        return 0;
    }
}
