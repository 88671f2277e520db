package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.sequence.Sequence;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** Posing a jointed sample class by its sequence keys ({@link MobyPose}) and the frames-side-by-side preview. */
class MobySequencePreviewTest {
    private static final Disc DISC = Gc.sample();

    /** The first class sequence of the sample: level, class index, slot. */
    private static int[] firstSequence() {
        Table t = DISC.levels().core().mobies().sequences();
        assertTrue(t.rowCount() > 0, "the sample has class sequences");
        return new int[] {t.intColumn("level").get(0), t.intColumn("class").get(0), t.intColumn("sequence").get(0)};
    }

    private static Sequence sequence(int[] at) {
        MobyClass c = DISC.level(at[0]).core().mobies().model().byIndex(at[1]);
        return c.sequences().stream().filter(s -> s.slot() == at[2]).findFirst().orElseThrow();
    }

    @Test
    void aKeyTurnsEachVertexAboutItsJointAndFramesOfTheWaveDiffer() {
        int[] at = firstSequence();
        MobyMesh m = DISC.level(at[0]).core().mobies().mesh(at[1]);
        List<Sequence.Frame> regular = sequence(at).frames().stream().filter(f -> !f.special()).toList();
        assertTrue(regular.size() >= 8, "a wave of 8-30 frames: " + regular.size());
        float[] bind = m.bindPose(), jm = m.jointMatrices();
        float[] a = MobyPose.posed(m, regular.get(0)), b = MobyPose.posed(m, regular.get(regular.size() / 2));
        double moved = 0;
        int single = 0;
        for (int v = 0; v < m.vertexCount(); v++) {
            moved = Math.max(moved, Math.abs(a[3 * v] - b[3 * v]) + Math.abs(a[3 * v + 1] - b[3 * v + 1]) + Math.abs(a[3 * v + 2] - b[3 * v + 2]));
            // a vertex on one joint keeps its distance to the joint's origin (the key turns it about the joint)
            int[] js = m.skinJoints();
            int used = 0, j = -1;
            for (int s = 0; s < 3; s++) if (js[3 * v + s] >= 0 && m.skinWeights()[3 * v + s] > 0) { used++; j = js[3 * v + s]; }
            if (used != 1) continue;
            single++;
            double[] t = {jm[16 * j + 3], jm[16 * j + 7], jm[16 * j + 11]};
            assertEquals(dist(bind, v, t), dist(b, v, t), 1e-3 * (1 + dist(bind, v, t)), "vertex " + v + " on joint " + j);
        }
        assertTrue(single > 0, "some vertex follows one joint");
        assertTrue(moved > 1e-3, "frame 0 and a middle frame pose the mesh differently: " + moved);
    }

    private static double dist(float[] p, int v, double[] t) {
        double dx = p[3 * v] - t[0], dy = p[3 * v + 1] - t[1], dz = p[3 * v + 2] - t[2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    @Test
    void thePreviewDrawsTwoFramesOfAMovingSequenceDifferently() {
        int[] at = firstSequence();
        BufferedImage img = DISC.level(at[0]).core().mobies().preview(at[1], at[2]);
        int cell = 160, title = 22;
        long frames = sequence(at).frames().stream().filter(f -> !f.special()).count();
        assertEquals(Math.max(Math.min(8, frames) * cell, 480), img.getWidth());
        assertEquals(title + (frames + 7) / 8 * cell, img.getHeight());
        // frame 0's cell against the cell of a frame half a cycle on (same row: columns 0 and 4)
        int differ = 0, drawn = 0;
        for (int y = title + 24; y < title + cell - 40; y++) {
            for (int x = 0; x < cell; x++) {
                int p = img.getRGB(x, y) & 0xffffff, q = img.getRGB(x + 4 * cell, y) & 0xffffff;
                if (p != 0x181a20) drawn++;
                if (p != q) differ++;
            }
        }
        assertTrue(drawn > 200, "frame 0 is drawn: " + drawn + " pixels");
        assertTrue(differ > 50, "frames 0 and 4 differ in " + differ + " pixels");
        assertThrows(IllegalArgumentException.class, () -> DISC.level(at[0]).core().mobies().preview(at[1], 99));
    }
}
