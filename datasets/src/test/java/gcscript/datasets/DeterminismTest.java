package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeterminismTest {
    @Test
    void sameSeedSameBytes() {
        Options o = new Options(99, 4, 1);
        SyntheticDisc.Disc a = SyntheticDisc.build(o), b = SyntheticDisc.build(o);
        assertEquals(a.files().size(), b.files().size());
        for (int i = 0; i < a.files().size(); i++) {
            assertEquals(a.files().get(i).path(), b.files().get(i).path());
            assertEquals(a.files().get(i).lba(), b.files().get(i).lba());
            assertArrayEquals(a.files().get(i).data(), b.files().get(i).data(), a.files().get(i).path());
        }
        assertArrayEquals(a.manifest().toBytes(), b.manifest().toBytes());
    }

    @Test
    void anotherSeedOtherLevelBytes() {
        SyntheticDisc.Disc a = SyntheticDisc.build(new Options(1, 3, 1)), b = SyntheticDisc.build(new Options(2, 3, 1));
        byte[] la = file(a, "/G/LEVEL0.WAD"), lb = file(b, "/G/LEVEL0.WAD");
        assertFalse(Arrays.equals(la, lb));
    }

    @Test
    void scaleGrowsTheBulkyItems() {
        SyntheticDisc.Disc s1 = SyntheticDisc.build(new Options(3, 3, 1)), s4 = SyntheticDisc.build(new Options(3, 3, 4));
        // gs_ram grows more slowly with SyntheticCore (palettes and mips, not bulk), so it is left out here
        for (String key : List.of("level.0.core_data_decompressed", "level.0.sound_bank_bytes",
                "level.0.gameplay_decompressed_size", "level.1.chunk.0.tfrags_decompressed", "level.0.tfrags.count")) {
            int v1 = Integer.parseInt(s1.manifest().entries().get(key));
            int v4 = Integer.parseInt(s4.manifest().entries().get(key));
            // the gameplay stream carries fixed-size blocks (pointer table, settings, lights, the 0x90 block, the
            // 0x4000-byte camera collision grid, the 0x800-byte point-light grid) beside the instances that scale, so
            // it grows by less than the others
            double factor = key.startsWith("level.0.gameplay") ? 1.3 : 2;
            assertTrue(v4 > factor * v1, key + ": " + v1 + " -> " + v4);
        }
    }

    private static byte[] file(SyntheticDisc.Disc d, String path) {
        return d.files().stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().data();
    }
}
