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
 * scene (binary GLB, or .gltf with its .bin and PNG files beside it).
 */
final class ExportCommand {
    private ExportCommand() {}

    static int run(Disc d, Args a, PrintStream out) throws IOException {
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out F.glb is required");
        int lod = a.intOption("lod", 0);
        if (lod < 0 || lod > 2) throw new Args.UsageException("--lod is 0, 1 or 2, not " + lod);
        Level l = d.level(a.intOption("level", 0));
        Path p = Path.of(target);
        if (a.flag("gltf") && !target.endsWith(".gltf")) {
            String name = p.getFileName().toString();
            p = p.resolveSibling((name.endsWith(".glb") ? name.substring(0, name.length() - 4) : name) + ".gltf");
        } else if (!a.flag("gltf") && !target.endsWith(".glb") && !target.endsWith(".gltf")) {
            throw new Args.UsageException("--out names a .glb file (or a .gltf one, or say --gltf)");
        }
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        SceneOptions o = new SceneOptions(lod, !a.flag("no-collision"), !a.flag("no-textures"), a.flag("lit"));
        Scene s = l.scene(o);
        List<Path> files = s.write(p);
        long bytes = 0;
        for (Path f : files) bytes += Files.size(f);
        out.printf("%s level %d: %s -> %s (%d files, %,d bytes)%n", d.name(), l.number(), s, p, files.size(), bytes);
        for (String n : s.notes()) out.println("  note: " + n);
        return 0;
    }
}
