package gcscript.disc;

import org.junit.jupiter.api.Test;

/**
 * Every column of every sequence table of the sample (class sequences and Ratchet's table) against the generator's
 * per-field truth, row by row; one plain test per table, each on a disc of its own (PIT selects tests by id, see
 * MobyFieldTruthTest).
 */
class SequenceFieldTruthTest {
    @Test void mobySequences() { run("moby_sequences"); }
    @Test void mobyFrames() { run("moby_frames"); }
    @Test void mobySpecialFrames() { run("moby_special_frames"); }
    @Test void mobyJointFrames() { run("moby_joint_frames"); }
    @Test void mobyTriggers() { run("moby_triggers"); }
    @Test void mobySpecialJoints() { run("moby_special_joints"); }
    @Test void ratchetSequences() { run("ratchet_sequences"); }
    @Test void ratchetFrames() { run("ratchet_frames"); }
    @Test void ratchetSpecialFrames() { run("ratchet_special_frames"); }
    @Test void ratchetJointFrames() { run("ratchet_joint_frames"); }
    @Test void ratchetTriggers() { run("ratchet_triggers"); }
    @Test void ratchetSpecialJoints() { run("ratchet_special_joints"); }
    @Test void mobySpecialFrameParts() { run("moby_special_frame_parts"); }
    @Test void mobySpecialFrameEntries() { run("moby_special_frame_entries"); }
    @Test void ratchetSpecialFrameParts() { run("ratchet_special_frame_parts"); }
    @Test void ratchetSpecialFrameEntries() { run("ratchet_special_frame_entries"); }
    @Test void ratchetSlots() { run("ratchet_seq_slots"); }

    private static void run(String table) { PerSpecDiscs.run(SequenceTruthSpecs.specs(), table); }
}
