package gcscript.sequence;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.check.Check;
import gcscript.check.CheckSummary;
import gcscript.check.Checks;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The sequence reader on hand-laid bytes (every check fails on the input built to break it, and only the checks that
 * input breaks) and on the sample (every check measurable and holding, tables the size the manifest says).
 */
class SequenceReaderTest {
    /** Each flag value's extra bytes: its three 2-bit size fields, 3 counting as 0 (W), the flag read once. */
    @Test
    void extraBytesOfEveryFlagValue() {
        byte[] flags = new byte[256];
        for (int v = 0; v < 256; v++) flags[v] = (byte) v;
        var run = SequenceLayouts.SPECIAL_ENTRY.window(ByteReader.of(flags, "flags"), 0, 256, "t");
        for (int v = 0; v < 256; v++) {
            int want = 0;
            for (int k = 0; k < 3; k++) {
                int size = v >> (2 * k) & 3;
                want += size == 3 ? 0 : size;
            }
            assertEquals(want, SequenceLayouts.extraBytes(run, v), "flag 0x" + Integer.toHexString(v));
        }
    }

    static final int JOINTS = 2;

    /**
     * A 0x200-byte block with one sequence at 0x20: 3 frames (two regular at 0x80 and 0xc0 with two unit keys each,
     * one special at 0x100), one trigger word, trigger data at +0x120, and the special data after the trigger list
     * (n1 = 1: one u64 record).
     */
    static ByteBuffer good() {
        ByteBuffer b = ByteBuffer.allocate(0x200).order(ByteOrder.LITTLE_ENDIAN);
        int s = 0x20;
        b.putFloat(s, 1.5f).putFloat(s + 4, 2f).putFloat(s + 8, 3f).putFloat(s + 12, 4f);
        b.put(s + 0x10, (byte) 3).put(s + 0x11, (byte) 0xff).put(s + 0x12, (byte) 1).put(s + 0x13, (byte) 7);
        b.putInt(s + 0x14, 0x120).putInt(s + 0x18, 0x1234);
        b.putInt(s + 0x1c, 0x80).putInt(s + 0x20, 0xc0).putInt(s + 0x24, 0xf0000100);
        b.putInt(s + 0x28, 0xdeadbeef);                         // trigger list
        b.putInt(s + 0x2c, 1 | 3 << 10 | 5 << 21);              // parts 2, 3, 4 at frame offsets 5, 7, 9: lengths 1, 2, 2
        for (int j = 0; j < 3 * JOINTS; j++) b.putShort(s + 0x30 + 2 * j, (short) (100 + j));
        b.put(s + 0x3c, (byte) 1).put(s + 0x3d, (byte) 0);     // n1, n2
        b.putLong(s + 0x3e, 0x0102030405060708L);
        for (int k = 0; k < 8; k++) b.putInt(s + 0x120 + 4 * k, k + 1);
        for (int f : new int[] {0x80, 0xc0}) {
            b.putFloat(f, 0.5f).putShort(f + 6, (short) 1).putShort(f + 8, (short) (8 * JOINTS));
            b.putShort(f + 0x10 + 6, (short) 32767);           // joint 0: identity
            b.putShort(f + 0x18 + 2, (short) 23170).putShort(f + 0x18 + 6, (short) 23170);   // joint 1: 90 degrees about y
        }
        b.putShort(0x100, (short) 0x1111).putShort(0x102, (short) 0x2222);
        // its body: part 1 (1 byte), part 2 (2), part 3 (2), the joint bitmask (1 byte for 2 joints), then n1 = 1 entry:
        // flag 0x39 (sizes 1, 2, 3 -> 1 + 2 + 0 extra bytes) and its three extra bytes; the frame ends at 0x10e
        b.put(0x104, (byte) 0xa1).put(0x105, (byte) 0xb1).put(0x106, (byte) 0xb2).put(0x107, (byte) 0xc1).put(0x108, (byte) 0xc2);
        b.put(0x109, (byte) 0x03).put(0x10a, (byte) 0x39).put(0x10b, (byte) 0xe1).put(0x10c, (byte) 0xe2).put(0x10d, (byte) 0xe3);
        return b;
    }

    static Checks read(ByteBuffer b, int at, List<Sequence> out) {
        Checks c = new Checks();
        SequenceChecks.declare(c);
        Sequence s = SequenceReader.read(ByteReader.of(b.array(), "blk"), new SequenceReader.Source(3, 77, 1, at, JOINTS), "seq", c);
        if (s != null) out.add(s);
        return c;
    }

    static List<String> failing(Checks c) { return c.failures().stream().map(Check::check).distinct().sorted().toList(); }

    @Test void aWellFormedSequenceReadsAsLaidAndEveryCheckHolds() {
        List<Sequence> out = new java.util.ArrayList<>();
        Checks c = read(good(), 0x20, out);
        assertEquals(List.of(), failing(c));
        for (CheckSummary s : c.summary()) assertTrue(s.measurable(), s.check() + " met no subject");
        Sequence s = out.get(0);
        SequenceSet set = new SequenceSet(0, "blk", "test", out, c.list());
        Table seq = set.sequencesTable();
        assertEquals(1, seq.rowCount());
        assertEquals(3, seq.intColumn("frame_count").get(0));
        assertEquals(0x120, seq.longColumn("triggers").get(0));
        assertEquals(1, seq.intColumn("n1").get(0));
        assertEquals(0, seq.intColumn("n2").get(0));
        assertEquals(JOINTS, seq.intColumn("joints").get(0));
        assertEquals(0x20, seq.longColumn("offset").get(0));
        assertEquals(0x1234, seq.longColumn("animation_info").get(0));
        assertEquals(7, seq.intColumn("unknown_13").get(0));
        assertEquals(1.5, seq.doubleColumn("bsphere_x").get(0));
        assertEquals(4.0, seq.doubleColumn("bsphere_w").get(0));
        assertEquals(1, seq.intColumn("part_offset_1").get(0));
        assertEquals(3, seq.intColumn("part_offset_2").get(0));
        assertEquals(5, seq.intColumn("part_offset_3").get(0));
        assertEquals(1, seq.intColumn("special_frames").get(0));
        assertEquals(1L, ((Number) seq.column("trigger_data_0").get(0)).longValue());
        assertEquals(8L, ((Number) seq.column("trigger_data_7").get(0)).longValue());
        Table fr = set.framesTable();
        assertEquals(List.of(false, false, true), fr.booleanColumn("special").asList());
        assertEquals(List.of(0x80L, 0xc0L, 0x100L), fr.column("data_offset").asList().stream().map(v -> ((Number) v).longValue()).toList());
        assertEquals(0x2222, fr.intColumn("special_1").get(2));
        assertEquals(0x1111, fr.intColumn("special_0").get(2));
        assertEquals(List.of(0x80L, 0xc0L, 0x100L), fr.longColumn("offset").asList());
        assertEquals(List.of(0x3cL, 0x40L, 0x44L), fr.longColumn("word_offset").asList());
        assertEquals(1, fr.intColumn("data_size_qwords").get(0));
        assertEquals(0.5, fr.doubleColumn("speed").get(0));
        assertTrue(fr.doubleColumn("speed").isMissing(2), "a special frame has no speed");
        assertEquals(-1, fr.intColumn("joint_data_size").get(2));
        assertEquals(-1, fr.intColumn("special_0").get(0));
        assertEquals(16, fr.intColumn("joint_data_size").get(1));
        Table jf = set.jointFramesTable();
        assertEquals(4, jf.rowCount());
        assertEquals(23170, jf.intColumn("qy_raw").get(1));
        assertEquals(23170 / 32768.0, jf.doubleColumn("qw").get(1), 1e-12);
        assertEquals(Math.sqrt(2) * 23170 / 32768, jf.doubleColumn("q_length").get(1), 1e-12);
        assertEquals(0xdeadbeefL, ((Number) set.triggersTable().column("trigger").get(0)).longValue());
        assertEquals(1, set.triggersTable().rowCount());
        assertEquals(0x48L, set.triggersTable().longColumn("offset").get(0));
        assertEquals(List.of(0x50L, 0x56L), set.specialJointsTable().longColumn("offset").asList());
        assertEquals(s, set.sequences().get(0));
        Table checks = set.checksTable();
        assertEquals("holds on 4", checks.where(checks.stringColumn("check").isEqualTo("sequence.quaternion_unit")).stringColumn("found").get(0));
        assertEquals("holds on 3", checks.where(checks.stringColumn("check").isEqualTo("sequence.frame_inside")).stringColumn("found").get(0));
        assertEquals(0x20L, checks.where(checks.stringColumn("check").isEqualTo("sequence.frame_inside")).longColumn("offset").get(0));
        assertEquals(0, SequenceSet.empty(0, "f", "x").sequencesTable().rowCount());
        Table sj = set.specialJointsTable();
        assertEquals(JOINTS, sj.rowCount());
        assertEquals(105, sj.intColumn("joint_data_2").get(1));
        assertEquals(3, s.owner());
        assertEquals(77, seq.intColumn("o_class").get(0));
        Table parts = set.specialFramePartsTable();
        assertEquals(1, parts.rowCount());
        assertEquals(2, parts.intColumn("frame").get(0));
        assertEquals(0x100L, parts.longColumn("offset").get(0));
        assertEquals(List.of(4, 1, 5, 2, 7, 2, 9, 1), List.of(parts.intColumn("part_1_offset").get(0), parts.intColumn("part_1_length").get(0),
                parts.intColumn("part_2_offset").get(0), parts.intColumn("part_2_length").get(0), parts.intColumn("part_3_offset").get(0),
                parts.intColumn("part_3_length").get(0), parts.intColumn("mask_offset").get(0), parts.intColumn("mask_bytes").get(0)));
        assertEquals(List.of("a1", "b1b2", "c1c2", "03"), List.of(parts.stringColumn("part_1").get(0), parts.stringColumn("part_2").get(0),
                parts.stringColumn("part_3").get(0), parts.stringColumn("joint_mask").get(0)));
        assertEquals(1, parts.intColumn("entries").get(0));
        assertEquals(0xe, parts.intColumn("bytes").get(0));
        Table entries = set.specialFrameEntriesTable();
        assertEquals(1, entries.rowCount());
        assertEquals(0x10aL, entries.longColumn("offset").get(0));
        assertEquals(List.of(1, 0, 0x39, 1, 2, 3, 1, 2, 0, 3), List.of(entries.intColumn("list").get(0), entries.intColumn("index").get(0),
                entries.intColumn("flag").get(0), entries.intColumn("size_0").get(0), entries.intColumn("size_1").get(0),
                entries.intColumn("size_2").get(0), entries.intColumn("extra_bytes_0").get(0), entries.intColumn("extra_bytes_1").get(0),
                entries.intColumn("extra_bytes_2").get(0), entries.intColumn("extra_bytes").get(0)));
        assertEquals("e1e2e3", entries.stringColumn("extra").get(0));
    }

    @Test void aSpecialFrameWithNoExtraBytesShowsADashAndEntriesOfBothLists() {
        ByteBuffer b = good();
        b.put(0x5d, (byte) 1);                               // n2 = 1: the u64 records grow by one, the frame by one entry
        b.put(0x10a, (byte) 0x3f);                           // entry 0: sizes 3, 3, 3 -> no extra bytes
        b.put(0x10b, (byte) 0xc4);                           // entry 1 (list 2): sizes 0, 1, 0 -> one extra byte, 0xe2
        List<Sequence> out = new java.util.ArrayList<>();
        Checks c = read(b, 0x20, out);
        assertEquals(List.of(), failing(c));
        Table entries = new SequenceSet(0, "blk", "test", out, c.list()).specialFrameEntriesTable();
        assertEquals(List.of(1, 2), entries.intColumn("list").asList());
        assertEquals(List.of(0, 0), entries.intColumn("index").asList());
        assertEquals(List.of(0, 1), entries.intColumn("extra_bytes").asList());
        assertEquals(List.of("-", "e2"), entries.stringColumn("extra").asList());
        assertEquals(List.of(0x10aL, 0x10bL), entries.longColumn("offset").asList());
        assertEquals(3, entries.intColumn("size_2").get(0));
        assertEquals(0, entries.intColumn("extra_bytes_2").get(0));
    }

    @Test void theWalkerThrowsAFormatExceptionNamingTheFrame() {
        ByteBuffer b = good();
        b.putInt(0x4c, 5 | 3 << 10 | 1 << 21);
        gcscript.layout.Rec packed = SequenceLayouts.SPECIAL_PARTS.read(ByteReader.of(b.array(), "blk"), 0x4c, "seq.special");
        gcscript.bytes.FormatException e = assertThrows(gcscript.bytes.FormatException.class, () -> SpecialFrames.parts(packed));
        assertEquals("seq.special.part_offset_2", e.path());
        ByteReader r = ByteReader.of(good().array(), "blk");
        SpecialFrames.Parts parts = new SpecialFrames.Parts(1, 2, 2);
        gcscript.bytes.FormatException past = assertThrows(gcscript.bytes.FormatException.class,
                () -> SpecialFrames.read(r, 2, 0x100, 0x10d, parts, JOINTS, 1, 0, "seq.frame[2]"));
        assertEquals("seq.frame[2]", past.path());
        assertEquals(0x100L, past.offset());
        assertEquals("entry 0's 3 extra bytes end at 0x10e", past.actual());
        assertEquals(0x10eL, SpecialFrames.read(r, 2, 0x100, 0x10e, parts, JOINTS, 1, 0, "seq.frame[2]").end());
    }

    static void breaks(String check, String found, Consumer<ByteBuffer> edit) { breaks(check, found, 0x20, JOINTS, edit); }

    /** Only {@code check} fails, on subject "seq", and its found text is {@code found}. */
    static void breaks(String check, String found, int at, int joints, Consumer<ByteBuffer> edit) {
        ByteBuffer b = good();
        edit.accept(b);
        Checks c = new Checks();
        List<Sequence> out = new java.util.ArrayList<>();
        Sequence s = SequenceReader.read(ByteReader.of(b.array(), "blk"), new SequenceReader.Source(3, 77, 1, at, joints), "seq", c);
        assertEquals(List.of(check), failing(c), "only " + check + " fails");
        Check f = c.failures().get(0);
        assertEquals("seq", f.subject());
        assertEquals(found, f.found(), check);
        if (!check.equals("sequence.header_inside")) assertNotNull(s, "a sequence is kept whatever its frames");
    }

    @Test void eachCheckFailsOnTheInputBuiltToBreakIt() {
        breaks("sequence.header_inside", "seq at 0x1f0: block of 0x200 bytes", 0x1f0, JOINTS, b -> {});
        breaks("sequence.frame_count", "seq.frame_count = 0", b -> b.put(0x30, (byte) 0));
        breaks("sequence.tables_inside", "seq: 130 words at 0x3c past the block end 0x200", b -> b.put(0x32, (byte) 0x7f));
        breaks("sequence.frame_inside", "seq.frame[0] = 0x1f8: 16 bytes past the block end 0x200", b -> b.putInt(0x3c, 0x1f8));
        breaks("sequence.frame_inside", "seq.frame[2] = 0x1fe: 4 bytes past the block end 0x200", b -> b.putInt(0x44, 0xf00001fe));
        breaks("sequence.frame_data_inside", "seq.frame[0].data_size_qwords = 64: 16 bytes of keys and things, block end 0x200",
                b -> b.putShort(0x86, (short) 0x40));
        // keys (16 bytes) and things (1 + 2 records) need 40 bytes: more than data_size_qwords = 2
        breaks("sequence.frame_data_inside", "seq.frame[0].data_size_qwords = 2: 40 bytes of keys and things, block end 0x200",
                b -> b.putShort(0x86, (short) 2).putShort(0x8a, (short) 1).putShort(0x8e, (short) 2));
        // three keys (24 bytes) in one qword; joints unknown, so joint_data_size is not checked
        breaks("sequence.frame_data_inside", "seq.frame[0].data_size_qwords = 1: 24 bytes of keys and things, block end 0x200",
                0x20, -1, b -> b.putShort(0x88, (short) 24));
        breaks("sequence.joint_data_size", "seq.frame[1].joint_data_size = 8, 8 x joints = 16", b -> b.putShort(0xc8, (short) 8));
        // an owner of 0 joints: every key is one too many (the third frame made regular, so no special data is read)
        breaks("sequence.joint_data_size", "seq.frame[0].joint_data_size = 16, 8 x joints = 0 (and 2 more of 3)", 0x20, 0,
                b -> b.putInt(0x44, 0xc0));
        breaks("sequence.quaternion_unit", "seq.frame[0].joint[0] |q| = 0.91552734375", b -> b.putShort(0x96, (short) 30000));
        breaks("sequence.quaternion_unit", "seq.frame[0].joint[0] |q| = 0.91552734375 (and 1 more of 4)",
                b -> b.putShort(0x96, (short) 30000).putShort(0xd6, (short) 30000));
        breaks("sequence.trigger_data_inside", "seq.triggers = 0x1f0: 0x20 bytes past the block end 0x200", b -> b.putInt(0x34, 0x1f0));
        breaks("sequence.special_inside", "seq.special at 0x4c (2 joints) past the block end 0x200", b -> b.put(0x5c, (byte) 0xff));
        breaks("sequence.special_parts_ascending", "seq.special.part_offset_2: expected >= part_offset_1 = 5 (part 3 after part 2), found 3",
                b -> b.putInt(0x4c, 5 | 3 << 10 | 1 << 21));
        breaks("sequence.special_parts_ascending", "seq.special.part_offset_3: expected >= part_offset_2 = 3 (part 4 after part 3), found 2",
                b -> b.putInt(0x4c, 1 | 3 << 10 | 2 << 21));
        // the frame at 0xb8 needs 10 bytes before its entries: past the next frame, at 0xc0
        breaks("sequence.special_frame_fits", "seq.frame[2]: expected a special frame ending by 0xc0 (the next frame or the block end), "
                + "found its parts and joint bitmask end at 0xc2", b -> b.putInt(0x44, 0xf00000b8));
        breaks("sequence.special_frame_fits", "seq.frame[2]: expected a special frame ending by 0x200 (the next frame or the block end), "
                + "found its parts and joint bitmask end at 0x202", b -> b.putInt(0x44, 0xf00001f8));
        // at 0x1f4 the flag (0x1fe) fits, its two extra bytes do not
        breaks("sequence.special_frame_fits", "seq.frame[2]: expected a special frame ending by 0x200 (the next frame or the block end), "
                + "found entry 0's 2 extra bytes end at 0x201", b -> b.putInt(0x44, 0xf00001f4).put(0x1fe, (byte) 0x02));
        // n1 = 2: the second flag would be at 0x200
        breaks("sequence.special_frame_fits", "seq.frame[2]: expected a special frame ending by 0x200 (the next frame or the block end), "
                + "found entry 1's flag end at 0x201", b -> b.putInt(0x44, 0xf00001f4).put(0x5c, (byte) 2).put(0x1fe, (byte) 0x01));
    }

    @Test void theSpecialDataEndsWhereItsRecordsEnd() {
        // 0x5e + 8 x n1 records: n1 = 52 ends at 0x1fe (inside), 53 at 0x206 (outside)
        ByteBuffer inside = good();
        inside.put(0x5c, (byte) 52);
        Checks ok = new Checks();
        SequenceReader.read(ByteReader.of(inside.array(), "blk"), new SequenceReader.Source(3, 77, 1, 0x20, JOINTS), "seq", ok);
        assertEquals(List.of(), failing(ok));
        breaks("sequence.special_inside", "seq.special at 0x4c (2 joints) past the block end 0x200", b -> b.put(0x5c, (byte) 53));
    }

    @Test void aSequenceInsideNothingIsNotRead() {
        List<Sequence> out = new java.util.ArrayList<>();
        Checks c = read(good(), 0x1f0, out);
        assertTrue(out.isEmpty());
        assertEquals(1, c.failures().size());
    }

    @Test void theJointCountOfRatchetSequencesComesFromTheFirstRegularFrame() {
        assertEquals(JOINTS, SequenceReader.jointsOfFirstRegularFrame(ByteReader.of(good().array(), "blk"), 0x20, "seq"));
        ByteBuffer allSpecial = good();
        allSpecial.putInt(0x3c, 0xf0000100).putInt(0x40, 0xf0000100);
        assertEquals(-1, SequenceReader.jointsOfFirstRegularFrame(ByteReader.of(allSpecial.array(), "blk"), 0x20, "seq"));
        assertEquals(-1, SequenceReader.jointsOfFirstRegularFrame(ByteReader.of(good().array(), "blk"), 0x1f0, "seq"));
        ByteBuffer longTable = good();
        longTable.put(0x1d0, (byte) 0xff);   // a header at 0x1c0 whose 255 frame words run past the block
        assertEquals(-1, SequenceReader.jointsOfFirstRegularFrame(ByteReader.of(longTable.array(), "blk"), 0x1c0, "seq"));
    }

    /**
     * The whole sample: every level's checks hold and its counts match the manifest, and every check is measured.
     * Tagged slow (a whole-disc read; `mvn test` runs it, PIT does not): PIT runs the one-level fixture below, which
     * covers the same reader code, against each mutant.
     */
    @Tag("slow")
    @Test void onTheSampleEverySequenceCheckIsMeasuredAndHolds() {
        Disc d = Gc.sample();
        GroundTruth t = d.groundTruth().orElseThrow();
        for (Level l : d.levels()) holdsAndMatchesTheManifest(l, t);
        everyCheckHolds(d.levels().core().ratchetSeqs().sequenceChecks(), "the sample's ratchet_seqs");
        everyCheckHolds(d.levels().core().mobies().sequenceChecks(), "the sample's class sequences");
    }

    /**
     * The same assertions on one level of the sample, the smallest whose Ratchet and class sequences both measure every
     * check (levels 0 and 4 have no class sequences): about a quarter of the whole disc's reads.
     */
    @Test void onOneSampleLevelEverySequenceCheckIsMeasuredAndHolds() {
        Disc d = Gc.sample();
        Level l = d.level(FIXTURE_LEVEL);
        holdsAndMatchesTheManifest(l, d.groundTruth().orElseThrow());
        everyCheckHolds(l.core().ratchetSeqs().sequenceChecks(), "level " + FIXTURE_LEVEL + "'s ratchet_seqs");
        everyCheckHolds(l.core().mobies().sequenceChecks(), "level " + FIXTURE_LEVEL + "'s class sequences");
    }

    static final int FIXTURE_LEVEL = 3;

    private static void holdsAndMatchesTheManifest(Level l, GroundTruth t) {
        for (Table checks : List.of(l.core().mobies().sequenceChecks(), l.core().ratchetSeqs().sequenceChecks())) {
            assertEquals(0, checks.where(checks.stringColumn("status").isEqualTo("fails")).rowCount(), checks.name());
        }
        Table rs = l.core().ratchetSeqs().sequences();
        assertEquals(t.getLong("level." + l.number() + ".core.ratchet_seqs.count"), rs.rowCount());
        assertEquals(t.getLong("level." + l.number() + ".core.ratchet_seqs.joints"), (long) rs.intColumn("joints").get(0));
        assertEquals(t.getLong("level." + l.number() + ".core.ratchet_seqs.special_frames"),
                l.core().ratchetSeqs().frames().booleanColumn("special").countTrue());
    }

    private static void everyCheckHolds(Table checks, String where) {
        for (String check : SequenceChecks.DOCS.keySet()) {
            assertTrue(checks.where(checks.stringColumn("check").isEqualTo(check).and(checks.stringColumn("status").isEqualTo("holds"))).rowCount() > 0,
                    check + " measured on " + where);
        }
    }
}
