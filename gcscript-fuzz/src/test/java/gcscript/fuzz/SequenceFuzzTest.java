package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.ratchetseq.RatchetSeqs;
import gcscript.ratchetseq.RatchetSequences;
import gcscript.sequence.Sequence;
import gcscript.sequence.SequenceChecks;
import gcscript.sequence.SequenceReader;
import gcscript.sequence.SequenceSet;
import gcscript.table.Scope;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Moby sequences (rac2-formats-phase2 §1.12, §8.2): the sequence reader on one block (header, frame table, trigger
 * list and data, regular frames with their rotation keys, special frames and special data) and every sequence table,
 * then the same block as a one-entry ratchet_seqs table (slot table, sequences, decisive-check signature scan). Input:
 * u8 joints (0xff = unknown), then the block, the sequence at its start (seeds: the sample's ratchet_seqs sections).
 */
class SequenceFuzzTest {
    /**
     * The costliest special frames per input byte: 0 joints, empty parts, n1 = n2 = 255 entries of one zero flag each,
     * in 255 frames (a row of the entries table per input byte) parse within the allocation budget.
     */
    @org.junit.jupiter.api.Test
    void specialFramesOfEmptyEntriesStayWithinTheBudget() {
        int frames = 255, entries = 510, table = 0x1c, special = table + 4 * frames;
        int first = (special + 6 + 8 * entries + 3) & ~3, stride = (4 + entries + 3) & ~3;
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(1 + first + stride * frames).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0);                                          // joints = 0
        b.put(1 + 0x10, (byte) frames).put(1 + 0x11, (byte) 0xff);
        for (int k = 0; k < frames; k++) b.putInt(1 + table + 4 * k, 0xf0000000 | (first + stride * k));
        b.put(1 + special + 4, (byte) 255).put(1 + special + 5, (byte) 255);   // packed offsets 0: every part empty
        sequence(b.array());
        ByteReader blk = ByteReader.of(java.util.Arrays.copyOfRange(b.array(), 1, b.capacity()), "core_data");
        Sequence s = SequenceReader.read(blk, new SequenceReader.Source(0, 1, 0, 0, 0), "seq", new Checks());
        org.junit.jupiter.api.Assertions.assertEquals(frames * entries,
                new SequenceSet(0, "core_data", "fuzz", List.of(s), List.of()).specialFrameEntriesTable().rowCount());
    }

    @FuzzTest
    void sequence(byte[] data) {
        if (data.length < 1) return;
        int joints = data[0] == (byte) 0xff ? -1 : data[0] & 0xff;
        byte[] block = Arrays.copyOfRange(data, 1, data.length);
        // rows per frame word, key, trigger, special joint, special frame and entry (tens of bytes each), bounded by the
        // block; a special frame's entry can be one byte, and its row of ~20 columns is built twice (this set and the
        // ratchet_seqs view): about 690 bytes per input byte (specialFramesOfEmptyEntriesStayWithinTheBudget)
        Guard.check("sequence.block", data, data.length, 1024, () -> {
            ByteReader blk = ByteReader.of(block, "core_data");
            Checks c = new Checks();
            SequenceChecks.declare(c);
            List<Sequence> seqs = new ArrayList<>();
            Sequence s = SequenceReader.read(blk, new SequenceReader.Source(0, 1, 0, 0, joints), "seq", c);
            if (s != null) seqs.add(s);
            SequenceSet set = new SequenceSet(0, "core_data", "fuzz", seqs, c.list());
            set.sequencesTable();
            set.framesTable();
            set.jointFramesTable();
            set.triggersTable();
            set.specialJointsTable();
            set.specialFramePartsTable();
            set.specialFrameEntriesTable();
            set.checksTable();
            SequenceReader.jointsOfFirstRegularFrame(blk, 0, "fuzz.sequence");
            int[] table = new int[RatchetSeqs.SLOTS], ends = new int[RatchetSeqs.SLOTS];
            Arrays.fill(ends, -1);
            if (block.length > 0x10) {
                table[7] = 0x10;    // a non-zero entry: the sequence starts 0x10 into core_data
                ends[7] = block.length;
            }
            byte[] shifted = new byte[block.length];
            if (block.length > 0x10) System.arraycopy(block, 0, shifted, 0x10, block.length - 0x10);
            RatchetSeqs r = new RatchetSeqs(0, ByteReader.of(new byte[0x400], "core_index"), 0, table,
                    ByteReader.of(shifted, "core_data"), ends, 0x10, joints);
            new RatchetSequences(Scope.of(() -> r)).tables();
            r.checks();
        });
    }
}
