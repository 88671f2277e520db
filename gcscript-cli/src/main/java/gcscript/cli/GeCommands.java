package gcscript.cli;

import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.goldeneye.texture.GeBlobTable;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import gcscript.goldeneye.Ge;
import gcscript.goldeneye.GeRom;
import gcscript.goldeneye.synth.SynthRom;

/** The GoldenEye 007 commands: the texture decoder on loose blobs, and (with a ROM) its tables and PNGs. */
final class GeCommands {
    private GeCommands() {}

    static final String USAGE = """
              ge-blob FILE...             decode GoldenEye texture blobs: one row per level (file, lod, width, height,
                                          gbi_format, gbi_size, source, texels_sha256, rgba_sha256, ...)
              ge-info|ge-files|ge-models|ge-settex|ge-checks [ROM]
                                          a GoldenEye ROM (.z64/.v64/.n64): summary, file table, model files,
                                          every G_SETTEX (walk and naive scan), the first-run invariants
              ge-textures [ROM] [--out DIR]   one row per g_Textures entry; with --out every texture as PNG + sheet
              ge-texture [ROM] --id N --out F.png [--lod L]
              ge-claims [ROM]             the design notes' claims, measured
              ge-generate --out F.z64 [--seed N] [--textures N] [--models N] [--version US|JP|EU]
                                          a synthetic ROM and its ground-truth manifest (F.z64.tsv)
              without ROM: $GE_ROM, else a synthetic ROM generated in memory (seed 7)
            """;

    static int run(String command, Args a, PrintStream out, PrintStream err) throws IOException {
        switch (command) {
            case "ge-blob" -> { return blob(a, out, err); }
            case "ge-generate" -> { return generate(a, out); }
            default -> { }
        }
        GeRom rom = rom(a);
        switch (command) {
            case "ge-info" -> {
                a.format().write(rom.info(), out);
                tech.tablesaw.api.Table checks = rom.checks();
                for (int i = 0; i < checks.rowCount(); i++) {
                    if (!checks.stringColumn("status").get(i).equals("holds")) {
                        err.println("check failed: " + checks.stringColumn("check").get(i) + ": expected "
                                + checks.stringColumn("expected").get(i) + ", found " + checks.stringColumn("actual").get(i));
                    }
                }
                for (String n : rom.notes()) err.println("note: " + n);
            }
            case "ge-files" -> a.format().write(rom.files(), out);
            case "ge-models" -> a.format().write(rom.models(), out);
            case "ge-settex" -> a.format().write(rom.settex(), out);
            case "ge-checks" -> a.format().write(rom.checks(), out);
            case "ge-claims" -> a.format().write(rom.claims(), out);
            case "ge-textures" -> {
                a.format().write(rom.textures(), out);
                String dir = a.option("out", null);
                if (dir != null) {
                    Path d = Path.of(dir);
                    Files.createDirectories(d);
                    for (int id = 0; id < rom.textureCount(); id++) {
                        GeTexture t = rom.texture(id);
                        if (t.levelCount() > 0) ImageIO.write(t.image(0), "png", d.resolve(String.format("%04d.png", id)).toFile());
                    }
                    ImageIO.write(rom.textureSheet(), "png", d.resolve("sheet.png").toFile());
                    (a.format() == gcscript.table.TableFormat.TABLE ? out : err).println("wrote " + rom.textureCount() + " PNGs and sheet.png to " + d);
                }
            }
            case "ge-texture" -> {
                int id = a.intOption("id", -1);
                String f = a.option("out", null);
                if (id < 0 || f == null) throw new Args.UsageException("ge-texture needs --id N --out F.png");
                GeTexture t = rom.texture(id);
                ImageIO.write(t.image(a.intOption("lod", 0)), "png", Path.of(f).toFile());
                out.println("texture " + id + ": " + t + " -> " + f);
            }
            default -> throw new Args.UsageException("unknown command " + command);
        }
        return report(rom.problemSink(), err);
    }

    private static GeRom rom(Args a) {
        if (!a.positional.isEmpty()) {
            Path p = Path.of(a.positional.remove(0));
            if (!Files.isRegularFile(p)) throw new Args.UsageException(p + ": no such file");
            return Ge.open(p, a.mode());
        }
        java.util.Optional<Path> user = Ge.userRom();
        if (user.isPresent()) return Ge.open(user.get(), a.mode());
        SynthRom.Rom r = SynthRom.generate(SynthRom.Options.defaults());
        return Ge.open(r.z64(), "synthetic-seed7.z64", a.mode()).withTruth(r.manifest());
    }

    private static int generate(Args a, PrintStream out) throws IOException {
        String f = a.option("out", null);
        if (f == null) throw new Args.UsageException("ge-generate needs --out F.z64");
        SynthRom.Version v = SynthRom.Version.valueOf(a.option("version", "US").toUpperCase());
        SynthRom.Options o = new SynthRom.Options(a.intOption("seed", 7), v, a.intOption("textures", 48), a.intOption("models", 9));
        SynthRom.Rom r = SynthRom.generate(o);
        Path p = Path.of(f);
        byte[] bytes = f.endsWith(".v64") ? r.v64() : f.endsWith(".n64") ? r.n64() : r.z64();
        Files.write(p, bytes);
        r.write(Path.of(f + ".raw-z64.tmp"), Path.of(f + ".tsv"));
        Files.deleteIfExists(Path.of(f + ".raw-z64.tmp"));
        out.println("wrote " + p + " (" + bytes.length + " bytes) and " + f + ".tsv");
        return 0;
    }

    private static int blob(Args a, PrintStream out, PrintStream err) throws IOException {
        if (a.positional.isEmpty()) throw new Args.UsageException("missing FILE (a texture blob)");
        Problems problems = new Problems(a.mode());
        GeBlobTable table = new GeBlobTable();
        for (String f : a.positional) {
            Path p = Path.of(f);
            if (!Files.isRegularFile(p)) throw new Args.UsageException(p + ": no such file");
            GeTexture t = GeTextureDecoder.decode(Files.readAllBytes(p), p.getFileName().toString(), problems);
            table.add(t);
        }
        a.format().write(table.build(), out);
        return report(problems, err);
    }

    static int report(Problems problems, PrintStream err) {
        if (problems.rows().isEmpty()) return 0;
        err.println(problems.rows().size() + " problem(s):");
        for (Problem p : problems.rows()) {
            err.printf("  %s %s %s @0x%x: expected %s, found %s%n", p.severity().name().toLowerCase(), p.file(), p.path(),
                    p.offset(), p.expected(), p.actual());
        }
        return 0;
    }
}
