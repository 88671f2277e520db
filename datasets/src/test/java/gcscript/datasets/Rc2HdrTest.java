package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class Rc2HdrTest {
    private static final List<String> GLOBAL_ORDER =
            List.of("MPEG", "MISC", "HUD", "BONUS", "AUDIO", "SPACE", "SCENE", "GADGET", "ARMOR");
    private static final int[] GLOBAL_SIZES = {0x328, 0x40, 0x1870, 0xa48, 0x1800, 0xba8, 0x170, 0x3c8, 0xf8};

    @Test
    void retailShapedHeaderHasTheRetailSize() {
        // §1.3: the retail RC2.HDR of 27 rows is 408,444 bytes
        assertEquals(408_444, Discs.retailShaped().file("/RC2.HDR").data().length);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 5})
    void sizeFollowsTheFormula(int n) {
        DiscView d = Discs.of(new Options(5, n, 1));
        assertEquals(0x5800 + (n - 1) * 0x3800 + 0x800 + 0x1800 + 0x137c, d.file("/RC2.HDR").data().length);
        assertEquals(1001, d.file("/RC2.HDR").lba());
        assertEquals(1000, d.file("/SYSTEM.CNF").lba());
    }

    @Test
    void globalHeadersAreConcatenatedInGcOrderWithTheirFileLbas() {
        DiscView d = Discs.five();
        ByteReader hdr = d.reader("/RC2.HDR");
        int pos = 0;
        for (int i = 0; i < GLOBAL_ORDER.size(); i++) {
            DiscFile f = d.file("/G/" + GLOBAL_ORDER.get(i) + ".WAD");
            assertEquals(GLOBAL_SIZES[i], hdr.s32(pos), GLOBAL_ORDER.get(i));
            assertEquals(f.lba(), hdr.s32(pos + 4), GLOBAL_ORDER.get(i));
            // the file opens with the same header, its sector word 0 (Wrench's envelope, rac2-global-wads §2.1, §2.4)
            byte[] own = Arrays.copyOf(f.data(), GLOBAL_SIZES[i]);
            assertEquals(0, LeBuffer.getS32(own, 4));
            LeBuffer.putS32(own, 4, (int) f.lba());
            assertArrayEquals(hdr.bytes("copy", pos, GLOBAL_SIZES[i]), own, GLOBAL_ORDER.get(i));
            // retail lengths are not whole sectors (§2.2); MPEG.WAD is cut from MPEG1.WAD on a sector boundary (§3.3)
            assertEquals(i == 0, f.data().length % 2048 == 0, GLOBAL_ORDER.get(i) + " is " + f.data().length + " bytes");
            pos += GLOBAL_SIZES[i];
        }
        assertEquals(0x4FF8, pos);
    }

    @Test
    void levelTableRowsPointAtHeaderCopiesThatNameTheFiles() {
        for (DiscView d : List.of(Discs.five(), Discs.retailShaped())) {
            ByteReader hdr = d.reader("/RC2.HDR");
            long hdrLba = d.file("/RC2.HDR").lba();
            String[] kinds = {"LEVEL", "AUDIO", "SCENE"};
            int[] blockOffsets = {0, 0x800, 0x2000};
            int[] headerSizes = {0x60, 0x1018, 0x137c};
            for (int n = 0; n < d.levels(); n++) {
                for (int k = 0; k < 3; k++) {
                    int row = 0x4FF8 + n * 24 + k * 8;
                    long copyLba = hdr.u32("row", row);
                    int sectors = hdr.s32(row + 4);
                    long copyOffset = (copyLba - hdrLba) * 2048;
                    assertEquals(0x5800 + n * 0x3800 + blockOffsets[k], copyOffset, kinds[k] + n);
                    DiscFile f = d.file("/G/" + kinds[k] + n + ".WAD");
                    assertEquals((f.data().length + 2047) / 2048, sectors, kinds[k] + n);
                    assertEquals(headerSizes[k], hdr.s32(copyOffset));
                    assertEquals(f.lba(), hdr.s32(copyOffset + 4), kinds[k] + n);
                    // the standalone file has the same header with sector 0
                    byte[] copy = hdr.bytes("copy", copyOffset, headerSizes[k]);
                    byte[] own = Arrays.copyOf(f.data(), headerSizes[k]);
                    assertEquals(0, LeBuffer.getS32(own, 4));
                    LeBuffer.putS32(own, 4, (int) f.lba());
                    assertArrayEquals(own, copy, kinds[k] + n);
                }
            }
            // nothing after the last row: the first copy block starts at 0x5800
            int rowsEnd = 0x4FF8 + d.levels() * 24;
            assertArrayEquals(new byte[0x5800 - rowsEnd], hdr.bytes("gap", rowsEnd, 0x5800 - rowsEnd));
        }
    }

    @Test
    void systemCnfBootsTheRetailElf() {
        String cnf = new String(Discs.five().file("/SYSTEM.CNF").data(), java.nio.charset.StandardCharsets.US_ASCII);
        assertTrue(cnf.startsWith("BOOT2 = cdrom0:\\SCUS_972.68;1\r\nVER = 1.01\r\n"), cnf);
        // the file it names is in the root and is a valid ELF32 little-endian MIPS executable header (ELF spec values)
        java.nio.ByteBuffer e = java.nio.ByteBuffer.wrap(Discs.five().file("/SCUS_972.68").data()).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x464c457f, e.getInt(0));         // 7f 'E' 'L' 'F'
        assertEquals(1, e.get(4));                     // ELFCLASS32
        assertEquals(1, e.get(5));                     // ELFDATA2LSB
        assertEquals(1, e.get(6));                     // EV_CURRENT
        assertEquals(2, e.getShort(16));               // ET_EXEC
        assertEquals(8, e.getShort(18));               // EM_MIPS
        assertEquals(1, e.getInt(20));
        assertEquals(52, e.getShort(40));              // e_ehsize
        int phoff = e.getInt(28), phentsize = e.getShort(42), phnum = e.getShort(44);
        assertEquals(32, phentsize);
        assertTrue(phnum >= 0 && phoff + phnum * phentsize <= e.capacity(), "program header table inside the file");
        for (int i = 0; i < phnum; i++) {
            int ph = phoff + i * phentsize;
            assertEquals(1, e.getInt(ph));             // PT_LOAD
            assertTrue(e.getInt(ph + 4) + e.getInt(ph + 16) <= e.capacity(), "segment inside the file");
            assertTrue(e.getInt(ph + 20) >= e.getInt(ph + 16), "memsz >= filesz");
        }
        assertEquals(0, e.getShort(48));               // no section headers
        assertEquals(e.capacity(), phoff + phnum * phentsize, "headers only: no code");
    }

    @Test
    void filesDoNotOverlapAndFollowEachOther() {
        DiscView d = Discs.five();
        long prevEnd = 0;
        for (DiscFile f : d.files.values()) {
            assertTrue(f.lba() >= prevEnd, f.path());
            prevEnd = f.lba() + (f.data().length + 2047) / 2048;
            assertEquals(f.lba(), d.t("iso." + f.path() + ".lba"));
            assertEquals(f.data().length, d.t("iso." + f.path() + ".size"));
        }
        // globals (MPEG in three files), LEVEL/AUDIO/SCENE per level, SYSTEM.CNF, RC2.HDR, the boot ELF
        assertEquals(9 + 2 + 3 * 5 + 3, d.files.size());
    }

    @Test
    void globalFilesAreContiguousInRetailOrder() {
        // rac2-global-wads §2.2: each global file starts on the sector after the previous one's last, RC2.HDR's order
        DiscView d = Discs.five();
        List<String> order = List.of("MPEG", "MPEG1", "MPEG2", "MISC", "HUD", "BONUS", "AUDIO", "SPACE", "SCENE", "GADGET", "ARMOR", "LEVEL0");
        for (int i = 1; i < order.size(); i++) {
            DiscFile a = d.file("/G/" + order.get(i - 1) + ".WAD"), b = d.file("/G/" + order.get(i) + ".WAD");
            assertEquals(a.lba() + (a.data().length + 2047) / 2048, b.lba(), order.get(i));
        }
    }
}
