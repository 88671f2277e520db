package gcscript.cli;

import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.sound.SoundBank;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code dump-sound [DISC] --level N --sample I [--chunk C] [--note K] --out F.wav}: one sample of a level's sound
 * bank (or chunk C's) as a mono 16-bit WAV, at 48,000 Hz (the sample at its center_note) or at note K.
 */
final class SoundCommand {
    private SoundCommand() {}

    static int dump(Disc d, Args a, PrintStream out) throws IOException {
        Level l = d.level(a.intOption("level", 0));
        String target = a.option("out", null);
        if (target == null) throw new Args.UsageException("--out F.wav is required");
        if (!a.options.containsKey("sample")) throw new Args.UsageException("--sample I is required");
        SoundBank b = a.options.containsKey("chunk") ? l.chunkSoundBank(a.intOption("chunk", 0)) : l.soundBank();
        int i = a.intOption("sample", 0);
        if (!b.model().present()) {
            throw new Args.UsageException(l.fileName() + " has no " + (a.options.containsKey("chunk") ? "sound bank for chunk " + a.option("chunk", "") : "sound bank")
                    + " (its sector range is empty)");
        }
        int n = b.model().sampleList().size();
        if (i < 0 || i >= n) throw new Args.UsageException("--sample " + i + ": the bank has " + n + " samples (0.." + (n - 1) + ")");
        int centre = b.model().centerNote(i);
        int note = a.options.containsKey("note") ? a.intOption("note", centre) : centre;
        byte[] wav = b.wav(i, note);
        Path p = Path.of(target);
        if (p.toAbsolutePath().getParent() != null) Files.createDirectories(p.toAbsolutePath().getParent());
        Files.write(p, wav);
        out.printf("%s level %d sample %d: %d PCM samples at %d Hz (note %d, center_note %d) -> %s%n", d.name(), l.number(), i,
                (wav.length - 44) / 2, SoundBank.rate(note, centre), note, centre, target);
        return 0;
    }
}
