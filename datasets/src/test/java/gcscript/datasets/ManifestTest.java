package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.wad.WadLz;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ManifestTest {
    @Test
    void linesAreSortedUniqueKeyTabValue() {
        String text = new String(SyntheticDisc.build(new Options(11, 5, 1)).manifest().toBytes(), StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\n"));
        String prev = "";
        for (String line : text.split("\n")) {
            String[] kv = line.split("\t", -1);
            assertEquals(2, kv.length, line);
            assertTrue(kv[0].compareTo(prev) > 0, "sorted and unique: " + kv[0]);
            prev = kv[0];
        }
    }

    @Test
    void hasTheKeysOfTheBrief() {
        Map<String, String> m = Discs.five().truth;
        assertEquals("5", m.get("disc.levels"));
        assertEquals("LEVEL3.WAD", m.get("level.3.file"));
        assertEquals("30", m.get("level.4.level_id"));
        assertEquals("96", m.get("level.3.header_size"));
        for (String k : List.of("file_bytes", "clamped_bytes", "data_sectors", "sound_bank_sectors", "gameplay_sectors",
                "occlusion_sectors", "chunk_count", "core_index_bytes", "gs_ram_bytes", "core_data_compressed",
                "core_data_decompressed", "gameplay_decompressed_size", "gameplay_decompressed_sha256",
                "core.moby_classes.count")) {
            assertTrue(m.containsKey("level.3." + k), k);
        }
        assertTrue(m.containsKey("iso./G/LEVEL3.WAD.lba"));
        assertTrue(m.containsKey("iso./G/LEVEL3.WAD.size"));
        assertTrue(m.containsKey("iso./RC2.HDR.lba"));
    }

    @Test
    void coreSourceTruthIsPrefixedAndItsSizesAreChecked() {
        CoreSource tagged = (n, rnd, scale) -> {
            CoreParts p = new MinimalCoreSource().build(n, rnd, scale);
            return new CoreParts(p.coreIndex(), p.gsRam(), p.coreDataWad(), p.coreData(), Map.of("core.tag", "file" + n));
        };
        Map<String, String> m = SyntheticDisc.build(new Options(1, 3, 1), tagged).manifest().entries();
        assertEquals("file2", m.get("level.2.core.tag"));

        CoreSource lying = (n, rnd, scale) -> {
            CoreParts p = new MinimalCoreSource().build(n, rnd, scale);
            byte[] other = WadLz.compress(new byte[100], "coredata");
            return new CoreParts(p.coreIndex(), p.gsRam(), other, new byte[100], Map.of());
        };
        assertThrows(IllegalStateException.class, () -> SyntheticDisc.build(new Options(1, 3, 1), lying));
    }

    @Test
    void optionsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new Options(1, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> new Options(1, 28, 1));
        assertThrows(IllegalArgumentException.class, () -> new Options(1, 5, 0));
        assertEquals(27, Options.full(3).levels());
    }
}
