package gcscript.sound;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * A bank built byte by byte, small enough to state every expected value: two sounds, three grains (two tones sharing
 * sample 0, one non-tone) and a third tone on sample 1; sample 0 loops from frame 1 (a second LOOP_START on frame 2 is
 * not the loop start), sample 1 is one END frame. Boundaries of the checks are hit exactly.
 */
class CraftedBankTest {
    static final int META = 0x18, SOUNDS = 2, GRAINS = 4, FIRST_GRAIN = 0x3c + 12 * SOUNDS, META_SIZE = FIRST_GRAIN + 0x28 * GRAINS;
    static final int VAG = 5 * 16;

    /** The bank, with {@code pad} bytes after the sample data. */
    static byte[] bank(int pad) {
        ByteBuffer b = ByteBuffer.allocate(META + META_SIZE + VAG + pad).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(3).putInt(2).putInt(META).putInt(META_SIZE).putInt(META + META_SIZE).putInt(VAG);
        b.putInt(META, 0x6b6c4253).putInt(META + 4, 1).putShort(META + 0x16, (short) SOUNDS).putShort(META + 0x18, (short) GRAINS)
                .putShort(META + 0x1a, (short) 2).putInt(META + 0x1c, 0x3c).putInt(META + 0x20, FIRST_GRAIN).putInt(META + 0x28, VAG);
        // sound 0: grain 0; sound 1: grains 1..3 (ends exactly at the end of the grain array)
        b.put(META + 0x3c + 4, (byte) 1).putInt(META + 0x3c + 8, 0);
        b.put(META + 0x3c + 12 + 4, (byte) 3).putInt(META + 0x3c + 12 + 8, 0x28);
        int[][] grains = {{1, 0, 60}, {9, 0, 62}, {5, 0, 0}, {1, 64, 70}};   // type, sample_offset, center_note
        for (int g = 0; g < GRAINS; g++) {
            int at = META + FIRST_GRAIN + 0x28 * g;
            b.putInt(at, grains[g][0]).put(at + 10, (byte) grains[g][2]).put(at + 11, (byte) (g - 2)).putInt(at + 0x18, grains[g][1]);
        }
        int data = META + META_SIZE;
        int[] flags = {0, 4, 6, 3, 1};   // sample 0: frames 0..3, loop start 1, END | REPEAT; sample 1 at 64: END
        for (int f = 0; f < flags.length; f++) b.put(data + 16 * f + 1, (byte) flags[f]);
        return b.array();
    }

    static SoundBankModel read(byte[] b, int sector) {
        return SoundBankModel.read(3, "sound_bank", ByteReader.of(b, "LEVEL3.WAD"), sector, Problems.lenient());
    }

    static Table checks(SoundBankModel m) { return new SoundBank(Scope.of(() -> m)).checks(); }

    static Check check(SoundBankModel m, String name, String subject) {
        return new SoundBank(Scope.of(() -> m)).checkList().list().stream()
                .filter(c -> c.check().equals(name) && c.subject().endsWith(subject)).findFirst().orElseThrow();
    }

    @Test
    void everyValueOfTheCraftedBank() {
        SoundBankModel m = read(bank(2047), 1);
        assertTrue(m.present());
        assertEquals(3, m.level());
        assertEquals("sound_bank", m.bank());
        assertEquals("LEVEL3.WAD", m.file());
        assertEquals(0x6b6c4253L, m.sblk().u(SoundLayout.DATA_ID));
        assertEquals(VAG, m.sampleData().length());
        List<SoundBankModel.Sample> s = m.sampleList();
        assertEquals(2, s.size());
        assertEquals(new Adpcm.Span(4, 1, true), s.get(0).span());
        assertEquals(0, s.get(0).firstGrain());
        assertEquals(2, s.get(0).grains());
        assertEquals(new Adpcm.Span(1, -1, false), s.get(1).span());
        assertEquals(3, s.get(1).firstGrain());
        assertEquals(1, s.get(1).grains());
        assertEquals(60, m.centerNote(0));
        assertEquals(70, m.centerNote(1));
        assertEquals(-2, m.centerFine(0));
        assertThrows(IllegalArgumentException.class, () -> m.sample(2));
        assertThrows(IllegalArgumentException.class, () -> m.sample(-1));
        SoundBank b = new SoundBank(Scope.of(() -> m));
        assertSame(m, b.model());
        assertEquals(List.of(0, 0, -1, 1), b.grains().intColumn("sample").asList());
        assertEquals(List.of(0, 1), b.sounds().intColumn("grain_index").asList());
        // every check holds, slot padding at its limit (2047 bytes) and the last sound's grains ending at the array's end
        Table t = checks(m);
        assertEquals(t.rowCount(), t.stringColumn("status").countOccurrences("holds"), t.toString());
        assertTrue(b.checkList().allHold());
        Check inside = check(m, "sound.sfx_grains_inside", "sounds[1].first_grain");
        assertEquals(m.sounds.offset(1) + 8, inside.offset());
        assertEquals("40 + 0x28 x 3", inside.found());
        Check tone = check(m, "sound.tone_offset", "grains[3].sample_offset");
        assertEquals(m.grains.offset(3) + 0x18, tone.offset());
        Check end = check(m, "sound.sample_end_frame", "sample[1]");
        assertEquals(META + META_SIZE + 64, end.offset());
        assertEquals("1 frames", end.found());
        assertEquals(0, check(m, "sound.slot_padding", "sound_bank").offset());
    }

    @Test
    void aSectorOfPaddingOrAnotherSectorFails() {
        assertFalse(check(read(bank(2048), 1), "sound.slot_padding", "sound_bank").holds());
        assertFalse(check(read(bank(0), 2), "sound.slot_at_sector_1", "sound_bank").holds());
        // no sector given: the check is not made
        assertTrue(new SoundBank(Scope.of(() -> read(bank(0), -1))).checkList().list().stream()
                .noneMatch(c -> c.check().equals("sound.slot_at_sector_1")));
        assertTrue(check(read(bank(0), 0), "sound.slot_padding", "sound_bank").holds());
    }

    @Test
    void aSoundOneGrainPastTheArrayOrAToneAtTheDataEndFails() {
        byte[] b = bank(0);
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).put(META + 0x3c + 12 + 4, (byte) 4);
        assertFalse(check(read(b, 1), "sound.sfx_grains_inside", "sounds[1].first_grain").holds());
        byte[] c = bank(0);
        ByteBuffer.wrap(c).order(ByteOrder.LITTLE_ENDIAN).putInt(META + FIRST_GRAIN + 0x28 * 3 + 0x18, VAG);
        SoundBankModel m = read(c, 1);
        assertFalse(check(m, "sound.tone_offset", "grains[3].sample_offset").holds());
        assertNotNull(m.sample(1).error());
    }

    @Test
    void theSpanWalkAndTheFrameHeaderLimits() {
        ByteReader r = ByteReader.of(new byte[48], "t");
        assertThrows(FormatException.class, () -> Adpcm.span(r, 48, "t"));   // at the end: no frame
        assertThrows(FormatException.class, () -> Adpcm.span(r, -16, "t"));
        assertThrows(FormatException.class, () -> Adpcm.span(r, 8, "t"));
        FormatException none = assertThrows(FormatException.class, () -> Adpcm.span(r, 16, "t"));
        assertEquals("none in 2 frames", none.actual());
        byte[] f = new byte[32];
        f[1] = 1;
        f[0] = 0x4c;   // predictor 4, shift 12: the largest allowed
        assertEquals(28, Adpcm.decode(ByteReader.of(f, "t"), 0, 1, "t").length);
        f[0] = 0x5c;
        assertThrows(FormatException.class, () -> Adpcm.decode(ByteReader.of(f, "t"), 0, 1, "t"));
        f[0] = 0x4d;
        assertThrows(FormatException.class, () -> Adpcm.decode(ByteReader.of(f, "t"), 0, 1, "t"));
        // a 1-sample nibble 7 at shift 12 is 7; the WAV's byte rate is 2 bytes a sample
        f[0] = 0x0c;
        f[2] = 0x07;
        assertEquals(7, Adpcm.decode(ByteReader.of(f, "t"), 0, 1, "t")[0]);
        assertEquals(22_050 * 2, ByteBuffer.wrap(Adpcm.wav(new short[4], 22_050)).order(ByteOrder.LITTLE_ENDIAN).getInt(28));
    }

    @Test
    void anEmptySlotIsAnEmptyBank() {
        SoundBankModel m = SoundBankModel.read(1, "chunk_sound_bank_0", null, -1, Problems.lenient());
        assertFalse(m.present());
        assertEquals("", m.file());
        assertEquals(0, m.soundCount());
        assertEquals(0, checks(m).rowCount());
    }
}
