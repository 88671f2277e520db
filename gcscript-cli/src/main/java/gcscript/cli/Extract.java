package gcscript.cli;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.level.LevelParts;
import gcscript.level.Part;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** {@code extract}: per level a folder LEVELn/ with one file per extent and section, and OUTDIR/manifest.csv. */
final class Extract {
    private Extract() {}

    static void run(Disc disc, Path outDir, PrintStream out) throws IOException {
        Files.createDirectories(outDir);
        int files = 0;
        long bytes = 0;
        try (PrintWriter manifest = new PrintWriter(Files.newBufferedWriter(outDir.resolve("manifest.csv")))) {
            manifest.println("level,level_file,name,source,offset,size,sha256");
            for (Level l : disc.levels()) {
                Path dir = outDir.resolve("LEVEL" + l.number());
                Files.createDirectories(dir);
                for (Part p : LevelParts.of(l)) {
                    ByteReader r = p.bytes().get();
                    String sha = write(r, dir.resolve(p.name()));
                    manifest.printf("%d,%s,%s,%s,%d,%d,%s%n", l.number(), l.fileName(), p.name(), p.source(), p.offset(), r.length(), sha);
                    files++;
                    bytes += r.length();
                }
            }
        }
        out.printf("extracted %d files, %d bytes, from %d level files into %s%n", files, bytes, disc.levels().count(), outDir);
    }

    private static String write(ByteReader r, Path target) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        ByteBuffer b = r.buffer();
        md.update(b.duplicate());
        try (OutputStream os = Files.newOutputStream(target); WritableByteChannel ch = Channels.newChannel(os)) {
            while (b.hasRemaining()) ch.write(b);
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
