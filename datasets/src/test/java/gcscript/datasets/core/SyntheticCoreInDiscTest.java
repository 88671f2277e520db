package gcscript.datasets.core;

import gcscript.check.CheckSummary;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.core.LevelCore;
import gcscript.texture.TextureKind;
import gcscript.datasets.DiscFile;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/** SyntheticCore inside the disc generator, read back the way the level API will slice a level file. */
class SyntheticCoreInDiscTest {
    @Test
    void everyLevelsCoreReadsBackFromItsLevelFile() {
        SyntheticDisc.Disc disc = SyntheticDisc.build(new Options(77, 3, 1), new SyntheticCore());
        SortedMap<String, String> m = disc.manifest().entries();
        int levels = 0;
        for (DiscFile f : disc.files()) {
            if (!f.path().matches("/G/LEVEL\\d+\\.WAD")) continue;
            int n = Integer.parseInt(f.path().replaceAll("\\D", ""));
            String p = "level." + n + ".";
            long data = Long.parseLong(m.get(p + "slot.data.offset")) * 0x800;
            ByteReader file = ByteReader.of(f.data(), "LEVEL" + n + ".WAD");
            ByteReader index = slice(file, m, p, data, "core_index");
            ByteReader gs = slice(file, m, p, data, "gs_ram");
            ByteReader wad = slice(file, m, p, data, "core_data");
            LevelCore c = LevelCore.open(n, index, gs, wad, Problems.strict());

            assertEquals(Integer.parseInt(m.get(p + "core.moby_classes.count")), c.mobyClasses().rowCount());
            var sections = c.sections();   // remainder rows (unexplained section tails, docs/coverage.md) are not sections
            assertEquals(Integer.parseInt(m.get(p + "core.sections.count")), sections.where(sections.stringColumn("kind").isEqualTo("section")).rowCount());
            assertEquals(m.get(p + "core_data_decompressed_sha256"), sha256(c.coreData().toArray()));
            long indexAt = data + Long.parseLong(m.get(p + "data.core_index.offset"));
            assertEquals(indexAt + 0x1c, c.header().longColumn("offset").get(7), "absolute in LEVELn.WAD");
            assertEquals("LEVEL" + n + ".WAD", c.coreIndex().file());
            CoreChecksHold.assertHold(c.checkList(), p);
            for (var t : c.texturesOf(TextureKind.TFRAG)) {
                assertEquals(m.get(p + "core.texture.tfrag." + t.index() + ".rgba_sha256"), t.rgbaSha256());
            }
            levels++;
        }
        assertEquals(3, levels);
    }

    private static ByteReader slice(ByteReader file, SortedMap<String, String> m, String p, long data, String item) {
        long off = Long.parseLong(m.get(p + "data." + item + ".offset"));
        long size = Long.parseLong(m.get(p + "data." + item + ".size"));
        return file.slice(item, data + off, size);
    }

    private static String sha256(byte[] b) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(b));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
