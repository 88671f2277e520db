package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.tfrag.TfragBlock;
import gcscript.wad.WadLz;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Streamed levels: real tfrag blocks in every chunk, chunk 0's being the level core's own block (§4). */
class ChunkTfragTest {
    @Test
    void chunkZeroCarriesTheCoreBlockAndEveryChunkBlockReadsBack() {
        DiscView d = Discs.five();
        ByteReader level = LevelWadTest.level(d, 1);
        String p = "level.1.";
        assertEquals(3, d.t(p + "chunk_count"));

        ByteReader data = DiscView.extent(level, 0x10);
        ByteReader index = data.slice("core_index", data.s32(0x08), data.s32(0x0c));
        byte[] coreData = WadLz.decompress(data.slice("core_data", data.s32(0x48), data.s32(0x4c)), index.s32(0x8c));

        long chunkPatches = 0;
        for (int i = 0; i < 3; i++) {
            ByteReader chunk = DiscView.extent(level, 0x30 + 8 * i);
            int tf = chunk.s32(0), coll = chunk.s32(4);
            byte[] block = WadLz.decompress(chunk.slice("tfrags", tf, coll - tf), d.t(p + "chunk." + i + ".tfrags_decompressed"));
            TfragBlock b = new TfragBlock(ByteReader.of(block, "chunk"), 1, Problems.strict(), "chunk_" + i + ".tfrags");
            assertEquals(d.t(p + "chunk." + i + ".tfrags.count"), b.count());
            assertEquals(d.t(p + "chunk." + i + ".tfrags.positions"), b.positionCount());
            assertEquals(d.t(p + "chunk." + i + ".tfrags.triangles"), b.triangleCount());
            assertEquals(d.t(p + "chunk." + i + ".tfrags.adgifs"), b.adgifCount());
            assertTrue(b.count() > 0);
            chunkPatches += b.count();
            if (i == 0) {
                // the core's tfrag section starts with exactly these bytes (the section is then padded to 0x40)
                assertArrayEquals(block, Arrays.copyOf(coreData, block.length));
                assertEquals(d.t(p + "tfrags.count"), b.count());
                assertEquals(d.truth.get(p + "tfrags.position_sum"), d.truth.get(p + "chunk.0.tfrags.position_sum"));
            } else {
                assertTrue(!Arrays.equals(block, Arrays.copyOf(coreData, block.length)), "chunk " + i + " has its own block");
            }
        }
        assertEquals(d.t(p + "chunk_tfrag_patches"), chunkPatches);
        assertEquals(0, d.t("level.0.chunk_tfrag_patches"));
    }

    @Test
    void texturesOfEveryBlockStayInsideTheLevelsTfragTextureTable() {
        DiscView d = Discs.five();
        for (int n = 0; n < d.levels(); n++) {
            int table = d.t("level." + n + ".core.textures.tfrag.count");
            assertTrue(d.t("level." + n + ".tfrags.distinct_textures") <= table);
            assertTrue(d.t("level." + n + ".tfrags.count") >= 13, "a dozen or so patches at scale 1");
        }
    }
}
