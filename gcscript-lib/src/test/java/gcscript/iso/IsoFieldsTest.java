package gcscript.iso;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every stored field of the sample image's primary volume descriptor and both path tables, against the bytes at
 * the offsets ECMA-119 gives (read here by hand, little- and big-endian halves separately), and against what the
 * directory walk found.
 */
class IsoFieldsTest {
    static final byte[] IMAGE = sample();
    final IsoImage ISO = IsoImage.read(ByteReader.of(IMAGE, "sample.iso"));   // per test: see FieldTruthTest
    static final int PVD = 16 * 2048;

    static byte[] sample() {
        try (InputStream in = IsoFieldsTest.class.getResourceAsStream("/gcscript/sample/gcscript-sample.iso")) {
            return in.readAllBytes();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static long le32(int at) { return ByteBuffer.wrap(IMAGE).order(ByteOrder.LITTLE_ENDIAN).getInt(at) & 0xffffffffL; }
    static long be32(int at) { return ByteBuffer.wrap(IMAGE).order(ByteOrder.BIG_ENDIAN).getInt(at) & 0xffffffffL; }
    static int le16(int at) { return ByteBuffer.wrap(IMAGE).order(ByteOrder.LITTLE_ENDIAN).getShort(at) & 0xffff; }

    @Test
    void primaryVolumeDescriptorEveryField() {
        IsoPvd p = ISO.pvd();
        assertEquals(PVD, p.offset());
        assertEquals(IMAGE.length / 2048, p.volumeSpaceSize());
        assertEquals(le32(PVD + 80), p.volumeSpaceSize());
        assertEquals(be32(PVD + 84), p.volumeSpaceSize());
        assertEquals(1, p.volumeSetSize());
        assertEquals(le16(PVD + 120), p.volumeSetSize());
        assertEquals(1, p.volumeSequenceNumber());
        assertEquals(le16(PVD + 124), p.volumeSequenceNumber());
        assertEquals(2048, p.logicalBlockSize());
        assertEquals(le32(PVD + 132), p.pathTableSize());
        assertTrue(p.pathTableSize() > 10);
        assertEquals(le32(PVD + 140), p.lPathTableLba());
        assertEquals(be32(PVD + 148), p.mPathTableLba());
        assertNotEquals(p.lPathTableLba(), p.mPathTableLba());
        assertEquals("RATCHETANDCLANK2", p.volumeId());
        assertEquals(new String(IMAGE, PVD + 8, 32, java.nio.charset.StandardCharsets.US_ASCII).trim(), p.systemId());
        assertEquals(new String(IMAGE, PVD + 813, 16, java.nio.charset.StandardCharsets.US_ASCII).trim(), p.creationDate());
        assertEquals(IMAGE.length, ISO.imageLength());
        assertEquals(p.volumeSpaceSize(), ISO.volumeSpaceSize());
    }

    @Test
    void bothPathTablesListTheDirectories() {
        List<IsoPathRecord> l = ISO.lPathTable(), m = ISO.mPathTable();
        assertEquals(l, m.stream().map(r -> new IsoPathRecord(r.number(), r.name(), r.lba(), r.parent(),
                r.offset() - ISO.pvd().mPathTableLba() * 2048 + ISO.pvd().lPathTableLba() * 2048)).toList());
        assertEquals(ISO.directories().size(), l.size());
        assertEquals("", l.get(0).name());
        assertEquals(1, l.get(0).parent());
        assertEquals(ISO.pvd().lPathTableLba() * 2048, l.get(0).offset());
        IsoPathRecord g = l.stream().filter(r -> r.name().equals("G")).findFirst().orElseThrow();
        assertEquals(2, g.number());
        assertEquals(1, g.parent());
        // the record's fields at their ECMA-119 offsets: identifier length, LBA, parent number
        int at = (int) g.offset();
        assertEquals(1, IMAGE[at] & 0xff);
        assertEquals(le32(at + 2), g.lba());
        assertEquals(le16(at + 6), g.parent());
        assertEquals(ISO.directories().stream().filter(d -> d.path().equals("/G")).findFirst().orElseThrow().lba(), g.lba());
        assertEquals(l.get(0).offset() + 10, g.offset());   // the root record is 8 + 1 + 1 pad bytes
    }

    @Test
    void directoryRecordsGiveEveryFilesLbaAndSize() {
        IsoEntry rc2 = ISO.find("/RC2.HDR").orElseThrow();
        assertEquals(1001, rc2.lba());
        assertEquals(1001L * 2048, rc2.byteOffset());
        assertEquals("RC2.HDR", rc2.name());
        assertEquals(rc2.size(), ISO.data(rc2).length());
        assertTrue(ISO.find("/G/LEVEL0.WAD").isPresent());
        assertTrue(ISO.find("/G/NOPE.WAD").isEmpty());
        for (IsoDirectory d : ISO.directories()) assertEquals(d.lba() * 2048, d.byteOffset());
    }
}
