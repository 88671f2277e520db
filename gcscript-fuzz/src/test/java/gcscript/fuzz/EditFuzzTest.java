package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.edit.Editor;
import gcscript.level.Level;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code set} on a hostile level file: a cell of the gameplay stream, of core_data and of the level file itself
 * located (tables read, the coverage map built), written, and the level file rebuilt around the edited buffers
 * (streams re-compressed, extents moved), then the rebuilt file read again. Only FormatException may escape, within
 * the time limit and an allocation proportional to the input.
 */
class EditFuzzTest {
    @FuzzTest
    void set(byte[] data) {
        byte[] file = Sparse.expand(data, LevelFuzzTest.MAX_FILE);
        Guard.check("edit.set", data, file.length, 8 * LevelFuzzTest.DECODING_BYTES_PER_BYTE, () -> { edit(file); });
    }

    /**
     * The sample's LEVEL0.WAD damaged at random (four bytes at a time, 40 times, seeded): the same edits, under the same
     * guard. Only FormatException may escape.
     */
    @Test
    void mutatedSampleLevel() {
        byte[] level = Gc.sample().level(0).bytes().toArray();
        Random r = new Random(26);
        int[] written = {0};
        for (int i = 0; i < 40; i++) {
            byte[] file = level.clone();
            for (int k = 0; k < 4; k++) file[r.nextInt(file.length)] ^= (byte) (1 + r.nextInt(255));
            Guard.check("edit.set.sample", file, file.length, 8 * LevelFuzzTest.DECODING_BYTES_PER_BYTE, () -> {
                if (edit(file) > 0) written[0]++;
            });
        }
        // most damage lands in bytes no edit reads: the edits and the rebuild must have run on many of these levels
        org.junit.jupiter.api.Assertions.assertTrue(written[0] >= 10, written[0] + " of 40 damaged levels edited and rebuilt");
    }

    /** The edits tried on {@code file}, then the write; how many edits were accepted (and so rebuilt). */
    private static int edit(byte[] file) {
        Level level = new Level(0, ByteReader.of(file, "LEVEL0.WAD"), Problems.lenient());
        Editor e = new Editor(n -> level, null, (files, out) -> {
            for (byte[] f : files.values()) new Level(0, ByteReader.of(f, "LEVEL0.WAD"), Problems.lenient()).data();
        });
        String[][] edits = {
                {"level[0].gameplay.mobyInstances", "record", "0", "x", "1.5"},
                {"level[0].core.tfrags.colours", "record", "0", "r", "7"},
                {"level[0].soundBank.sounds", "record", "0", "volume", "3"}};
        int accepted = 0;
        for (String[] s : edits) {
            try {
                e.set(s[0], s[1], s[2], s[3], s[4]);
                accepted++;
            } catch (FormatException refused) {
                // an unreadable table or a refused edit: the next one is still tried
            }
        }
        e.write(Path.of("unused"));
        return accepted;
    }
}
