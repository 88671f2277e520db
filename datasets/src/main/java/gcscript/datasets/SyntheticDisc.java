package gcscript.datasets;

import gcscript.datasets.collision.CollisionWriter;
import gcscript.datasets.core.CoreContent;
import gcscript.datasets.core.SyntheticCore;
import gcscript.datasets.globals.GlobalWadFile;
import gcscript.datasets.globals.GlobalWadsWriter;
import gcscript.datasets.globals.LevelAudioWriter;
import gcscript.datasets.occlusion.OcclusionGridWriter;
import gcscript.datasets.sky.SkyWriter;
import gcscript.isowrite.IsoWriter;
import gcscript.datasets.tfrag.TfragSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SortedMap;

/**
 * The synthetic disc generator: a format-valid ISO-9660 image laid out like the retail disc of Going
 * Commando (§1–§3), with its ground truth in a manifest beside it. Deterministic: the same {@link Options}
 * give the same bytes.
 *
 * <pre>java gcscript.datasets.SyntheticDisc (--out disc.iso | --folder DIR) [--seed 1 --levels 5 --scale 1 | --full | --sample] [--without LIST | --bare]</pre>
 * {@code --full} is {@link Options#full} (27 levels, scale {@value Options#FULL_SCALE}) with the given seed;
 * {@code --sample} is {@link Options#sample}, the bundled sample. {@code --without LIST} leaves the optional blocks
 * {@link Options.Block} out of every level ({@code sequences,sky,chunks,sound}); {@code --bare} leaves out all four.
 */
public final class SyntheticDisc {
    public static final String VOLUME_ID = "RATCHETANDCLANK2";
    static final String SYSTEM_CNF = "BOOT2 = cdrom0:\\SCUS_972.68;1\r\nVER = 1.01\r\nVMODE = NTSC\r\n";

    /** A generated disc in memory: its files in LBA order, and the manifest. */
    public record Disc(List<DiscFile> files, Manifest manifest) {
        /** The ISO-9660 image of these files (volume id {@value #VOLUME_ID}). */
        public IsoWriter iso() {
            IsoWriter iso = new IsoWriter(VOLUME_ID);
            for (DiscFile f : files) iso.add(f.path(), f.lba(), f.data());
            return iso;
        }

        public byte[] isoBytes() { return iso().toBytes(); }
    }

    /** What {@link #write} produced: the image (or folder), the manifest file, and the manifest's entries. */
    public record Result(Path image, Path manifest, SortedMap<String, String> truth) {}

    private SyntheticDisc() {}

    /** The default level core: {@link SyntheticCore} with real tfrag, moby, tie, shrub, sky, occlusion-grid and collision blocks and Ratchet's sequences. */
    public static CoreSource defaultCore() { return defaultCore(new Options(1, Options.MIN_LEVELS, 1)); }

    /** {@link #defaultCore()} without the optional core blocks {@code o} leaves out (sequences, sky). */
    public static CoreSource defaultCore(Options o) {
        boolean seqs = o.has(Options.Block.SEQUENCES);
        SyntheticCore core = new SyntheticCore(new TfragSource(o.varyRuntimeFields() ? gcscript.datasets.tfrag.TfragWriter.RuntimeFields.VARIED
                : gcscript.datasets.tfrag.TfragWriter.RuntimeFields.ZERO), CoreContent.placeholders()
                .withOcclusion(new OcclusionGridWriter()).withSky(new SkyWriter()).withCollision(new CollisionWriter())
                .withMobyClass(seqs ? new gcscript.datasets.moby.MobyClassWriter() : gcscript.datasets.moby.MobyClassWriter.withoutSequences())
                .withTieClass(new gcscript.datasets.tie.TieSource())
                .withShrubClass(new gcscript.datasets.shrub.ShrubSource())
                .withRatchetSeqs(seqs ? new gcscript.datasets.sequence.RatchetSeqWriter() : gcscript.datasets.core.RatchetSeqSource.none()));
        return o.has(Options.Block.SKY) ? core : core.withoutSky();
    }

    public static Disc build(Options o) { return build(o, defaultCore(o)); }

    public static Disc build(Options o, CoreSource core) {
        List<LevelWad> levels = new ArrayList<>();
        for (LevelPlan plan : Planner.plan(o)) {
            levels.add(LevelWadWriter.write(plan, Planner.levelRandom(o.seed(), plan.fileNumber()), o.scale(), core));
        }
        List<GlobalWadFile> globals = GlobalWadsWriter.write(o.seed());
        List<GlobalWadFile> levelAudio = new ArrayList<>();
        for (LevelWad l : levels) {
            int n = l.plan().fileNumber();
            levelAudio.add(LevelAudioWriter.write(new java.util.Random(o.seed() * 0x5DEECE66DL + 0xa0d10 + n), n));
        }
        DiscLayout layout = new DiscLayout(levels, globals, levelAudio);

        List<DiscFile> files = new ArrayList<>();
        files.add(new DiscFile("/SYSTEM.CNF", DiscLayout.SYSTEM_CNF_LBA, SYSTEM_CNF.getBytes(StandardCharsets.US_ASCII)));
        byte[] hdr = Rc2HdrWriter.write(DiscLayout.RC2_HDR_LBA, layout.globals, layout.rows);
        files.add(new DiscFile("/RC2.HDR", DiscLayout.RC2_HDR_LBA, hdr));
        files.addAll(layout.globalFiles);
        for (Rc2HdrWriter.LevelRow row : layout.rows) {
            int n = row.level().plan().fileNumber();
            files.add(new DiscFile("/G/" + row.level().fileName(), row.levelLba(), row.level().file()));
            files.add(new DiscFile("/G/AUDIO" + n + ".WAD", row.audioLba(), row.audio().parts().get(0).data()));
            files.add(new DiscFile("/G/SCENE" + n + ".WAD", row.sceneLba(), LevelStubs.scene(0)));
        }
        files.sort(Comparator.comparingLong(DiscFile::lba));
        // the boot ELF SYSTEM.CNF names, after the last file, so that no other file's LBA depends on it
        DiscFile last = files.get(files.size() - 1);
        files.add(new DiscFile(BootElf.PATH, last.lba() + last.sectors(), BootElf.bytes()));
        checkNoOverlap(files);

        Manifest m = ManifestWriter.manifest(o, files, levels, hdr.length);
        GlobalTruth.put(m, layout, levelAudio);
        return new Disc(List.copyOf(files), m);
    }

    /** Writes the ISO image to {@code isoOut} and {@code <name>.manifest.tsv} beside it. */
    public static Result write(Options o, Path isoOut) throws IOException { return write(o, defaultCore(o), isoOut); }

    public static Result write(Options o, CoreSource core, Path isoOut) throws IOException {
        Disc disc = build(o, core);
        createParent(isoOut);
        disc.iso().write(isoOut);
        // the image's own hash and size: a reader finds this manifest by content when the image was copied or
        // renamed (size first, so only a candidate of the right size costs a hash of the image)
        disc.manifest().put("disc.image.bytes", Files.size(isoOut));
        disc.manifest().put("disc.image.sha256", Manifest.sha256(isoOut));
        Path manifest = Manifest.beside(isoOut);
        disc.manifest().write(manifest);
        return new Result(isoOut, manifest, disc.manifest().entries());
    }

    /**
     * Writes the extracted-folder form: {@code dir/SYSTEM.CNF}, {@code dir/SCUS_972.68}, {@code dir/RC2.HDR}, {@code dir/G/*.WAD}, with
     * the manifest beside the folder ({@code <dir>.manifest.tsv}). RC2.HDR still holds the ISO's LBAs.
     */
    public static Result writeFolder(Options o, Path dir) throws IOException { return writeFolder(o, defaultCore(o), dir); }

    public static Result writeFolder(Options o, CoreSource core, Path dir) throws IOException {
        Disc disc = build(o, core);
        for (DiscFile f : disc.files()) {
            Path p = dir.resolve(f.path().substring(1));
            Files.createDirectories(p.getParent());
            Files.write(p, f.data());
        }
        Path manifest = Manifest.beside(dir.toAbsolutePath());
        disc.manifest().write(manifest);
        return new Result(dir, manifest, disc.manifest().entries());
    }

    private static void createParent(Path p) throws IOException {
        Path parent = p.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
    }

    private static void checkNoOverlap(List<DiscFile> sorted) {
        for (int i = 1; i < sorted.size(); i++) {
            DiscFile a = sorted.get(i - 1), b = sorted.get(i);
            if (a.lba() + a.sectors() > b.lba()) throw new IllegalStateException(a.path() + " overlaps " + b.path());
        }
    }

    public static void main(String[] args) throws IOException {
        Path out = null, folder = null;
        long seed = 1;
        int levels = 5, scale = 1;
        boolean full = false, sample = false;
        java.util.Set<Options.Block> without = java.util.Set.of();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--folder" -> folder = Path.of(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--levels" -> levels = Integer.parseInt(args[++i]);
                case "--scale" -> scale = Integer.parseInt(args[++i]);
                case "--full" -> full = true;
                case "--sample" -> sample = true;
                case "--without" -> without = Options.Block.parse(args[++i]);
                case "--bare" -> without = java.util.EnumSet.allOf(Options.Block.class);
                default -> {
                    System.err.println("usage: SyntheticDisc (--out F.iso | --folder DIR) [--seed N] [--levels N] [--scale N] [--full | --sample] [--without sequences,sky,chunks,sound | --bare]");
                    System.exit(2);
                }
            }
        }
        if ((out == null) == (folder == null)) {
            System.err.println("give exactly one of --out F.iso or --folder DIR");
            System.exit(2);
        }
        Options o = (sample ? Options.sample() : full ? Options.full(seed) : new Options(seed, levels, scale)).without(without);
        long t0 = System.nanoTime();
        Result r = out != null ? write(o, out) : writeFolder(o, folder);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.printf("%s: %d levels, scale %d, files end at LBA %s, %d manifest entries, %d ms%n", r.image(),
                o.levels(), o.scale(), r.truth().get("disc.end_lba"), r.truth().size(), ms);
    }
}
