package gcscript.ratchetseq;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class RatchetSeqsTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void theSampleTablesAndChecks() {
        for (Level l : DISC.levels()) {
            Table t = l.core().ratchetSeqs().slots();
            assertEquals(256, t.rowCount());
            assertEquals(TRUTH.getLong("level." + l.number() + ".core.ratchet_seqs.count"), t.booleanColumn("present").countTrue());
            Checks c = l.core().ratchetSeqModel().checks();
            long signatures = TRUTH.getLong("level." + l.number() + ".core.ratchet_seqs.signature.count");
            for (var s : c.summary()) {
                assertEquals(0, s.nBad(), s.check() + ": " + s.detail());
                // the §8 decisive check runs on the sample: the generator's Ratchet sequences carry the notes' signature
                if (s.check().startsWith("chunk_container.")) assertTrue(s.measurable(), s.check());
                if (s.check().equals("chunk_container.header_in_table")) assertEquals(signatures, s.nOk());
                if (s.check().equals("chunk_container.frame_count")) assertEquals(signatures, s.nOk());
            }
            assertEquals(signatures, l.core().ratchetSeqModel().signaturePositions().size());
            assertEquals(TRUTH.getLong("level." + l.number() + ".core.ratchet_seqs.first_offset"),
                    (long) l.core().ratchetSeqModel().signaturePositions().get(0));
            assertTrue(c.summary().stream().anyMatch(s -> s.check().equals("ratchet_seqs.scene_view_size") && s.holds()));
        }
        assertEquals(256L * DISC.levels().count(), DISC.levels().core().ratchetSeqs().slots().rowCount());
    }

    /** A core_data with three sequences carrying the notes' signature, 0x60 bytes apart from 0x100. */
    static byte[] core(int frames) {
        ByteBuffer b = ByteBuffer.allocate(0x300).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < 3; k++) {
            int s = 0x100 + 0x60 * k;
            b.put(s, (byte) 0xf6).put(s + 1, (byte) 0x7c).put(s + 0x10, (byte) frames).put(s + 0x11, (byte) 0xff);
            for (int f = 0; f < frames; f++) b.putInt(s + 0x1c + 4 * f, 0xf0000000 | (0x40 + 8 * f));
        }
        return b.array();
    }

    static Checks run(byte[] data, int[] seqs, int sceneView) {
        int[] ends = new int[256];
        Arrays.fill(ends, -1);
        for (int i = 0; i < 256; i++) if (seqs[i] != 0) ends[i] = seqs[i] + 0x60;
        return new RatchetSeqs(0, ByteReader.of(new byte[0x1000], "idx"), 0x100, seqs, ByteReader.of(data, "cd"), ends, sceneView).checks();
    }

    static int[] table(int... entries) {
        int[] t = new int[256];
        for (int i = 0; i < entries.length; i++) t[10 + i] = entries[i];
        return t;
    }

    static boolean fails(Checks c, String check) { return c.failures().stream().anyMatch(f -> f.check().equals(check)); }

    @Test
    void theDecisiveCheckHoldsWhenTheNotesChunksAreTheTableAndFailsOtherwise() {
        Checks ok = run(core(5), table(0x100, 0x160, 0x1c0), 0x100);
        assertTrue(ok.allHold(), ok.failures().toString());
        assertTrue(ok.summary().stream().filter(s -> s.check().startsWith("chunk_container.")).allMatch(s -> s.holds()));
        assertTrue(RatchetSeqs.signature(ByteReader.of(core(5), "cd"), 0x160));
        assertFalse(RatchetSeqs.signature(ByteReader.of(core(3), "cd"), 0x160), "fewer than four tagged frames");

        assertTrue(fails(run(core(5), table(0x100, 0x1c0), 0x100), "chunk_container.header_in_table"));
        assertTrue(fails(run(core(5), table(0x160, 0x1c0), 0x160), "chunk_container.region_start"));
        byte[] wrongCount = core(5);
        wrongCount[0x160 + 0x10] = 4;
        assertTrue(fails(run(wrongCount, table(0x100, 0x160, 0x1c0), 0x100), "chunk_container.frame_count"));
        assertTrue(fails(run(core(5), table(0x100, 0x1c0, 0x160), 0x100), "ratchet_seqs.ascending"));
        assertTrue(fails(run(core(5), table(0x100, 0x160, 0x1c0), 0x90), "ratchet_seqs.scene_view_size"));
        byte[] tooMany = core(5);
        tooMany[0x100 + 0x10] = 40;
        assertTrue(fails(run(tooMany, table(0x100, 0x160, 0x1c0), 0x100), "ratchet_seqs.frames_fit"));
    }

    @Test
    void markersAreEveryF67cAndSignaturesOnlyThoseWithTheRest() {
        byte[] d = core(5);
        d[0x2f0] = (byte) 0xf6;                   // a lone marker with no sequence behind it
        d[0x2f1] = 0x7c;
        d[0x20] = (byte) 0xf6;                    // f6 without 7c: not a marker
        int[] none = new int[256];
        RatchetSeqs r = new RatchetSeqs(0, ByteReader.of(new byte[0x1000], "idx"), 0x100, none, ByteReader.of(d, "cd"), new int[256], 0);
        assertArrayEquals(new int[] {0x100, 0x160, 0x1c0, 0x2f0}, r.markerPositions());
        assertEquals(java.util.List.of(0x100, 0x160, 0x1c0), r.signaturePositions());
        r.markerPositions()[0] = 7;              // a copy: the kept positions cannot be changed by a caller
        assertEquals(0x100, r.markerPositions()[0]);
        assertSame(r.signaturePositions(), r.signaturePositions());
    }
}
