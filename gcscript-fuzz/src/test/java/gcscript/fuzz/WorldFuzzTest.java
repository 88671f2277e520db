package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.collision.Collision;
import gcscript.collision.CollisionModel;
import gcscript.datasets.collision.CollisionWriter;
import gcscript.datasets.core.BlockSource;
import gcscript.datasets.occlusion.OcclusionGridWriter;
import gcscript.datasets.sky.SkyWriter;
import gcscript.occlusion.OcclusionGrid;
import gcscript.occlusion.OcclusionGridModel;
import gcscript.sky.Sky;
import gcscript.sky.SkyModel;
import gcscript.table.Scope;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The sky (§4), occlusion grid (§5.1) and collision (§6) readers on arbitrary section bytes: every table and the
 * checks, strict and lenient. Bounded walks: no hang (cycles, shared nodes), no allocation beyond what the bytes
 * justify (hostile counts). Seeds: one section of each from the generator's writers.
 */
class WorldFuzzTest {
    @FuzzTest
    void sky(byte[] data) {
        // a row per vertex (8 bytes) and per face (4 bytes): tens of bytes of table per input byte
        Guard.check("sky", data, data.length, 256, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                SkyModel m = SkyModel.read(ByteReader.of(data, "sky"), 0, "sky", p);
                new Sky(Scope.of(() -> m)).tables();
            }
        });
    }

    @FuzzTest
    void occlusion(byte[] data) {
        Guard.check("occlusion", data, data.length, 256, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                OcclusionGridModel m = OcclusionGridModel.read(ByteReader.of(data, "occlusion"), 0, "occlusion", p);
                new OcclusionGrid(Scope.of(() -> m)).tables();
            }
        });
    }

    @FuzzTest
    void collision(byte[] data) {
        Guard.check("collision", data, data.length, 256, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                CollisionModel m = CollisionModel.read(ByteReader.of(data, "collision"), 0, "collision", p, null);
                new Collision(Scope.of(() -> m)).tables();
                // the totals-only walk (stats) must agree with the model it stands in for
                CollisionModel.Counts c = CollisionModel.counts(ByteReader.of(data, "collision"), 0, "collision", p);
                if (!c.equals(m.counts())) throw new AssertionError("counts walk " + c + " != model " + m.counts());
            }
        });
    }

    static byte[] seed(BlockSource s) {
        return s.build(new BlockSource.Context(0, 1, "seed", -1, 0), new Random(5), 0).bytes();
    }

    @Test
    void writeSeeds() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("gcscript.fuzz.writeSeeds"), "set -Dgcscript.fuzz.writeSeeds=true to rewrite seeds");
        Corpus.write(WorldFuzzTest.class, "sky", "seed-sky", seed(new SkyWriter()));
        Corpus.write(WorldFuzzTest.class, "occlusion", "seed-occlusion", seed(new OcclusionGridWriter()));
        Corpus.write(WorldFuzzTest.class, "collision", "seed-collision", CollisionWriter.write(new Random(5), 1, "seed").bytes());
    }
}
