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
    @FuzzTest
    void sequence(byte[] data) {
        if (data.length < 1) return;
        int joints = data[0] == (byte) 0xff ? -1 : data[0] & 0xff;
        byte[] block = Arrays.copyOfRange(data, 1, data.length);
        // rows per frame word, key, trigger, special joint, special frame and entry (tens of bytes each), bounded by the block
        Guard.check("sequence.block", data, data.length, 512, () -> {
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
            SequenceReader.jointsOfFirstRegularFrame(blk, 0);
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
