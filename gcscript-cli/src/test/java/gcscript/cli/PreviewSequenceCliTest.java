package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** {@code preview --moby C --sequence S}: the regular frames of a class sequence side by side. */
class PreviewSequenceCliTest {
    @TempDir Path tmp;

    @Test
    void framesOfASequenceSideBySide() throws Exception {
        Path iso = tmp.resolve("disc.iso");
        SyntheticDisc.write(new Options(11, 4, 1), iso);
        Table seqs = gcscript.Gc.open(iso).levels().core().mobies().sequences();
        assertTrue(seqs.rowCount() > 0, "the generated disc has class sequences");
        String level = Integer.toString(seqs.intColumn("level").get(0)), cls = Integer.toString(seqs.intColumn("class").get(0));
        String seq = Integer.toString(seqs.intColumn("sequence").get(0));
        Path png = tmp.resolve("seq.png");
        Run r = Run.of("preview", iso.toString(), "--level", level, "--moby", cls, "--sequence", seq, "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("moby class " + cls + " sequence " + seq + " frames of LEVEL" + level + ".WAD"), r.out());
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertTrue(img.getWidth() >= 480 && img.getHeight() > 160, img.getWidth() + "x" + img.getHeight());
        Run none = Run.of("preview", iso.toString(), "--level", level, "--moby", cls, "--sequence", "99", "--out", png.toString());
        assertEquals(1, none.status());
        assertTrue(none.err().contains("has no sequence 99"), none.err());
        Run alone = Run.of("preview", iso.toString(), "--level", level, "--mobies", "--sequence", "0", "--out", png.toString());
        assertTrue(alone.err().contains("--sequence S needs --moby C"), alone.err());
    }
}
