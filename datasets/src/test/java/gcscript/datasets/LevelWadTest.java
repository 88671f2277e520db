package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class LevelWadTest {
    static String sha(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    static ByteReader level(DiscView d, int n) { return d.reader("/G/LEVEL" + n + ".WAD"); }

    static void assertSBlk(ByteReader bank) {
        assertEquals("SBlk", bank.ascii("magic", 0x18, 4));
    }

    @Test
    void headersTileTheFileFromSectorOneInPhysicalOrder() {
        for (DiscView d : List.of(Discs.five(), Discs.retailShaped())) {
            for (int n = 0; n < d.levels(); n++) {
                ByteReader lv = level(d, n);
                String p = "level." + n + ".";
                assertEquals(0x60, lv.s32(0));
                assertEquals(0, lv.s32(4));
                assertEquals(d.t(p + "level_id"), lv.s32(8));
                assertTrue(List.of(0, 3, 4).contains(lv.s32(12)));
                assertEquals(1, lv.s32(0x18), "sound bank at sector 1");
                int cursor = 1;
                for (int off : DiscView.PHYSICAL) {
                    int[] r = DiscView.slot(lv, off);
                    if (r[1] == 0) {
                        assertEquals(0, r[0]);
                        continue;
                    }
                    assertEquals(cursor, r[0], "LEVEL" + n + " slot 0x" + Integer.toHexString(off));
                    cursor += r[1];
                }
                long sectorEnd = (long) cursor * 2048;
                assertEquals(cursor, (lv.length() + 2047) / 2048, "file sectors = end of the last extent");
                assertEquals(sectorEnd - lv.length(), d.t(p + "clamped_bytes"));
                assertEquals(lv.length(), d.t(p + "file_bytes"));
                assertEquals(DiscView.slot(lv, 0x10)[1], d.t(p + "data_sectors"));
                assertEquals(DiscView.slot(lv, 0x18)[1], d.t(p + "sound_bank_sectors"));
                assertEquals(DiscView.slot(lv, 0x20)[1], d.t(p + "gameplay_sectors"));
                assertEquals(DiscView.slot(lv, 0x28)[1], d.t(p + "occlusion_sectors"));
                assertSBlk(DiscView.extent(lv, 0x18));
            }
        }
    }

    @Test
    void slotHashesInTheManifestAreOfTheClampedSectorRanges() throws Exception {
        DiscView d = Discs.five();
        String[] names = {"data", "sound_bank", "gameplay", "occlusion", "chunk.0", "chunk.1", "chunk.2",
                "chunk_sound_bank.0", "chunk_sound_bank.1", "chunk_sound_bank.2"};
        int checked = 0;
        for (int n = 0; n < d.levels(); n++) {
            ByteReader lv = level(d, n);
            for (int i = 0; i < names.length; i++) {
                String k = "level." + n + ".slot." + names[i] + ".";
                assertEquals(DiscView.slot(lv, DiscView.SLOT_OFFSETS.get(i))[1], d.t(k + "sectors"));
                if (d.t(k + "sectors") == 0) continue;
                ByteReader ext = DiscView.extent(lv, DiscView.SLOT_OFFSETS.get(i));
                assertEquals(sha(ext.toArray()), d.truth.get(k + "sha256"), k);
                assertEquals(ext.length(), d.t(k + "bytes"));
                checked++;
            }
        }
        assertTrue(checked >= 5 * 3 + 6, "checked " + checked);
    }

    @Test
    void dataExtentHeaderItemsAreAlignedAndTheCoreSizesMatchTheStream() throws Exception {
        DiscView d = Discs.five();
        for (int n = 0; n < d.levels(); n++) {
            ByteReader data = DiscView.extent(level(d, n), 0x10);
            String p = "level." + n + ".";
            int prevEnd = 0x58;
            for (int f = 0; f < 0x58; f += 8) {
                int off = data.s32(f), size = data.s32(f + 4);
                if (size == 0) {
                    assertEquals(0, off);
                    continue;
                }
                assertEquals(0, off % 0x40, "item at 0x" + Integer.toHexString(f));
                assertTrue(off >= prevEnd);
                prevEnd = off + size;
                assertTrue(prevEnd <= data.length());
            }
            // core_index at 0x08, core_data at 0x48 (§2); LevelCoreHeader 0x88/0x8c (§4)
            ByteReader index = data.slice("core_index", data.s32(0x08), data.s32(0x0c));
            ByteReader coreData = data.slice("core_data", data.s32(0x48), data.s32(0x4c));
            assertTrue(index.length() >= 0xBC);
            assertEquals(d.t(p + "core_index_bytes"), index.length());
            assertEquals(coreData.length(), index.s32(0x88));
            assertEquals(WadLz.compressedSize(coreData), coreData.length());
            assertEquals(d.t(p + "core_data_compressed"), coreData.length());
            byte[] blob = WadLz.decompress(coreData, index.s32(0x8c));
            assertEquals(d.t(p + "core_data_decompressed"), blob.length);
            assertEquals(d.truth.get(p + "core_data_decompressed_sha256"), sha(blob));
            // table counts as the manifest says (the default core is SyntheticCore)
            assertEquals(d.t(p + "core.moby_classes.count"), index.s32(0x18));
            assertEquals(d.t(p + "core.textures.tfrag.count"), index.s32(0x30));
            // core_data starts with the level's tfrag block (§5.1): table at 0x40, the manifest's patch count, L = 32
            assertEquals(0, index.s32(0x08));
            assertEquals(0x40, LeBuffer.getS32(blob, 0));
            assertEquals(d.t(p + "tfrags.count"), LeBuffer.getS32(blob, 4));
            assertTrue(LeBuffer.getS32(blob, 4) > 0);
            assertEquals(32.0f, Float.intBitsToFloat(LeBuffer.getS32(blob, 8)));
            assertEquals(d.t(p + "gs_ram_bytes"), data.s32(0x14));
            assertTrue(data.s32(0x14) >= 4096);
            // hud banks and transition textures are WAD-LZ streams when present
            for (int f = 0x20; f <= 0x50; f += 8) {
                if (f == 0x48 || data.s32(f + 4) == 0) continue;
                ByteReader s = data.slice("item", data.s32(f), data.s32(f + 4));
                assertEquals("WAD", s.ascii("magic", 0, 3));
                assertEquals(s.length(), WadLz.compressedSize(s));
                assertTrue(WadLz.decompressCapped(s, 1 << 22).length > 0);
            }
            // overlay: 16-byte section headers, stop at the first different entry point (§9)
            ByteReader ov = data.slice("overlay", data.s32(0), data.s32(4));
            int entry = ov.s32(12), pos = 0, sections = 0;
            while (ov.s32(pos + 12) == entry) {
                pos += 16 + ov.s32(pos + 4);
                sections++;
            }
            assertEquals(d.t(p + "overlay.sections"), sections);
            assertEquals(ov.length(), pos + 16);
        }
    }

    @Test
    void gameplayAndOcclusionAgreeWithTheManifest() throws Exception {
        DiscView d = Discs.five();
        for (int n = 0; n < d.levels(); n++) {
            ByteReader lv = level(d, n);
            String p = "level." + n + ".";
            ByteReader gp = DiscView.extent(lv, 0x20);
            int size = WadLz.compressedSize(gp);
            assertEquals(d.t(p + "gameplay_compressed"), size);
            byte[] g = WadLz.decompressCapped(gp.slice("gameplay", 0, size), 1 << 24);
            assertEquals(d.t(p + "gameplay_decompressed_size"), g.length);
            assertEquals(d.truth.get(p + "gameplay_decompressed_sha256"), sha(g));
            int firstBlock = LeBuffer.getS32(g, 0);
            assertTrue(firstBlock >= 0x98 && firstBlock < g.length);

            int[] occ = DiscView.slot(lv, 0x28);
            if (n == 3) {
                assertEquals(0, occ[1], "file 3 has no occlusion");
                assertEquals(0, LeBuffer.getS32(g, 0x90));
                continue;
            }
            ByteReader o = DiscView.extent(lv, 0x28);
            int sum = o.s32(0) + o.s32(4) + o.s32(8);
            assertEquals(d.t(p + "occlusion.tfrag_count"), o.s32(0));
            assertEquals(d.t(p + "occlusion.moby_count"), o.s32(8));
            assertTrue(16 + 8 * sum <= o.length());
            // gameplay block 0x90 holds the same mappings
            byte[] mappings = o.bytes("m", 0, 16 + 8 * sum);
            int at = LeBuffer.getS32(g, 0x90);
            assertArrayEquals(mappings, java.util.Arrays.copyOfRange(g, at, at + mappings.length));
        }
    }

    @Test
    void streamedLevelHasChunksWithWadLzBlocksAndChunkSoundBanks() throws Exception {
        DiscView d = Discs.five();
        ByteReader lv = level(d, 1);
        assertEquals("true", d.truth.get("level.1.streamed"));
        assertEquals(3, d.t("level.1.chunk_count"));
        for (int c = 0; c < 3; c++) {
            String p = "level.1.chunk." + c + ".";
            ByteReader chunk = DiscView.extent(lv, 0x30 + 8 * c);
            int tfrags = chunk.s32(0), collision = chunk.s32(4);
            assertEquals(d.t(p + "tfrags_offset"), tfrags);
            assertEquals(d.t(p + "collision_offset"), collision);
            ByteReader t = chunk.slice("tfrags", tfrags, chunk.length() - tfrags);
            byte[] tb = WadLz.decompressCapped(t.slice("t", 0, WadLz.compressedSize(t)), 1 << 24);
            assertEquals(d.t(p + "tfrags_decompressed"), tb.length);
            assertEquals(d.truth.get(p + "tfrags_decompressed_sha256"), sha(tb));
            assertEquals(0x40, LeBuffer.getS32(tb, 0));
            ByteReader k = chunk.slice("collision", collision, chunk.length() - collision);
            byte[] kb = WadLz.decompressCapped(k.slice("k", 0, WadLz.compressedSize(k)), 1 << 24);
            assertEquals(d.truth.get(p + "collision_decompressed_sha256"), sha(kb));
            assertEquals(0x40, LeBuffer.getS32(kb, 0), "collision mesh at 0x40");
            assertSBlk(DiscView.extent(lv, 0x48 + 8 * c));
        }
        // the other files of the small disc are not streamed
        for (int n : new int[] {0, 2, 3, 4}) {
            for (int off = 0x30; off < 0x60; off += 8) assertEquals(0, DiscView.slot(level(d, n), off)[1]);
        }
    }

    @Test
    void retailShapedDiscStreamsTheRetailLevels() {
        DiscView d = Discs.retailShaped();
        for (int n = 0; n < 27; n++) {
            ByteReader lv = level(d, n);
            int chunks = 0;
            for (int c = 0; c < 3; c++) if (DiscView.slot(lv, 0x30 + 8 * c)[1] > 0) chunks++;
            int expected = List.of(19, 20).contains(n) ? 3 : List.of(1, 2, 4, 7, 8, 11).contains(n) ? 2 : 0;
            assertEquals(expected, chunks, "LEVEL" + n);
            assertEquals(List.of(10, 24, 25).contains(n), DiscView.slot(lv, 0x28)[1] == 0, "occlusion LEVEL" + n);
        }
    }

    @Test
    void clampedLevelEndsInsideItsLastSector() {
        DiscView d = Discs.five();
        int clamped = 0;
        for (int n = 0; n < d.levels(); n++) {
            DiscFile f = d.file("/G/LEVEL" + n + ".WAD");
            int over = d.t("level." + n + ".clamped_bytes");
            if (over == 0) {
                assertEquals(0, f.data().length % 2048, "unclamped files end on a sector");
                continue;
            }
            clamped++;
            assertTrue(over >= 96 && over <= 2016, "overrun " + over);
            assertEquals(2048 - f.data().length % 2048, over);
            assertEquals(f.data().length, d.t("iso./G/LEVEL" + n + ".WAD.size"));
        }
        assertEquals(1, clamped);
        assertTrue(d.t("level.0.clamped_bytes") > 0);
        // on the retail-shaped disc every level file overruns, as on retail (§1.1)
        DiscView r = Discs.retailShaped();
        for (int n = 0; n < 27; n++) {
            int over = r.t("level." + n + ".clamped_bytes");
            assertTrue(over >= 96 && over <= 2016, "LEVEL" + n + " overrun " + over);
        }
    }

    @Test
    void oneLevelIdDiffersFromItsFileNumber() {
        DiscView d = Discs.five();
        for (int n = 0; n < 5; n++) assertEquals(n == 4 ? 30 : n, level(d, n).s32(8), "LEVEL" + n);
        DiscView r = Discs.retailShaped();
        for (int n = 0; n < 27; n++) {
            assertEquals(n == 21 ? 30 : n, level(r, n).s32(8), "LEVEL" + n);
            assertEquals(n == 21 ? 30 : n, r.t("level." + n + ".level_id"));
        }
        assertNotEquals(21, r.t("level.21.level_id"));
    }

    @Test
    void globalAndStubFileNames() {
        DiscView d = Discs.five();
        for (int n = 0; n < 5; n++) {
            // AUDIOn: the 0x1018-byte header padded to sector 3, a music pair and a special (gcscript.datasets.globals)
            byte[] audio = d.file("/G/AUDIO" + n + ".WAD").data();
            assertEquals(0x1018, LeBuffer.getS32(audio, 0));
            assertTrue(audio.length > 5 * 0x800 && audio.length % 0x800 != 0, "AUDIO" + n + " is " + audio.length + " bytes");
            assertEquals(4988, d.file("/G/SCENE" + n + ".WAD").data().length);
            assertEquals("LEVEL" + n + ".WAD", d.truth.get("level." + n + ".file"));
        }
        assertEquals("RATCHETANDCLANK2", d.truth.get("disc.volume_id"));
    }
}
