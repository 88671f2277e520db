package gcscript.sound;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.level.Level;
import gcscript.level.Slot;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class SampleSoundTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    static String t(String key) { return TRUTH.get(key).orElseThrow(() -> new AssertionError("no " + key)); }

    static void compare(Table table, Layout layout, String prefix, int row) {
        for (Field f : layout.fields()) {
            var want = TRUTH.get(prefix + f.name());
            if (want.isEmpty()) continue;   // the non-tone grain records only what it sets
            assertEquals(Long.parseLong(want.get()), ((Number) table.column(f.name()).get(row)).longValue(), prefix + f.name());
        }
    }

    static String sha(short[] pcm) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(pcm.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) b.putShort(s);
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.array()));
    }

    @Test
    void everyBankTableAndSampleMatchesTheManifest() throws Exception {
        int samples = 0;
        for (Level l : DISC.levels()) {
            for (int bank = 0; bank <= l.headerRecord().chunkCount(); bank++) {
                SoundBank b = bank == 0 ? l.soundBank() : l.chunkSoundBank(bank - 1);
                String p = "level." + l.number() + "." + (bank == 0 ? "sound." : "chunk_sound." + (bank - 1) + ".");
                Table sounds = b.sounds(), grains = b.grains(), smp = b.samples(), header = b.header();
                assertEquals(Long.parseLong(t(p + "sounds")), sounds.rowCount());
                assertEquals(Long.parseLong(t(p + "grains")), grains.rowCount());
                assertEquals(Long.parseLong(t(p + "samples")), smp.rowCount());
                for (int i = 0; i < sounds.rowCount(); i++) compare(sounds, SoundLayout.SFX, p + "sound." + i + ".", i);
                for (int i = 0; i < grains.rowCount(); i++) compare(grains, SoundLayout.GRAIN, p + "grain." + i + ".", i);
                for (String f : new String[] {"num_sounds", "num_grains", "num_vags", "first_sound", "first_grain", "vag_data_size", "data_id", "bank_id", "flags", "version"}) {
                    int row = header.stringColumn("field").indexOf(f);
                    assertEquals(Long.parseLong(t(p + "header." + f)), header.longColumn("value").get(row), f);
                }
                long dataStart = l.extent(bank == 0 ? Slot.SOUND_BANK : Slot.values()[Slot.CHUNK_SOUND_BANK_0.ordinal() + bank - 1]).byteOffset()
                        + Long.parseLong(t(p + "sample_data_offset"));
                for (int i = 0; i < smp.rowCount(); i++) {
                    String q = p + "sample." + i + ".";
                    long off = Long.parseLong(t(q + "sample_offset"));
                    int frames = Integer.parseInt(t(q + "frames"));
                    assertEquals(off, smp.longColumn("sample_offset").get(i));
                    assertEquals(dataStart + off, smp.longColumn("offset").get(i));
                    assertEquals(frames, smp.intColumn("frames").get(i));
                    assertEquals(frames * 28, smp.intColumn("decoded_length").get(i));
                    assertEquals(Boolean.parseBoolean(t(q + "loops")), smp.booleanColumn("repeats").get(i));
                    assertEquals(Integer.parseInt(t(q + "loop_start_frame")), smp.intColumn("loop_start_frame").get(i));
                    short[] pcm = b.pcm(i);
                    assertEquals(t(q + "pcm_sha256"), sha(pcm), q);
                    // and the decoded samples are the tone the generator encoded
                    double freq = Double.parseDouble(t(q + "frequency")), amp = Double.parseDouble(t(q + "amplitude")), sq = 0;
                    for (int k = 0; k < pcm.length; k++) {
                        double d = pcm[k] - amp * Math.sin(2 * Math.PI * freq * k / SoundBank.NATIVE_RATE);
                        sq += d * d;
                    }
                    double rms = Math.sqrt(sq / pcm.length);
                    assertTrue(rms < 0.05 * amp, q + " rms error " + rms + " of amplitude " + amp);
                    samples++;
                }
                for (var s : b.checkList().summary()) assertEquals(0, s.nBad(), p + s.check() + ": " + s.detail());
            }
            assertEquals(Long.parseLong(t("level." + l.number() + ".sound_bank_samples")), l.soundBank().samples().rowCount());
        }
        assertTrue(samples >= 10, "samples " + samples);
        assertEquals(DISC.levels().count(), DISC.levels().soundBank().samples().intColumn("level").unique().size());
    }

    @Test
    void aWavIsAValidRiffOfTheDecodedSamples() {
        SoundBank b = DISC.level(0).soundBank();
        short[] pcm = b.pcm(0);
        ByteBuffer w = ByteBuffer.wrap(b.wav(0)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals("RIFF", ascii(w, 0));
        assertEquals(w.capacity() - 8, w.getInt(4));
        assertEquals("WAVE", ascii(w, 8));
        assertEquals("fmt ", ascii(w, 12));
        assertEquals(16, w.getInt(16));
        assertEquals(1, w.getShort(20));
        assertEquals(1, w.getShort(22));
        assertEquals(48_000, w.getInt(24));
        assertEquals(48_000 * 2, w.getInt(28), "byte rate: rate × block align (mono 16-bit)");
        assertEquals(2, w.getShort(32), "block align");
        assertEquals(16, w.getShort(34));
        assertEquals("data", ascii(w, 36));
        assertEquals(pcm.length * 2, w.getInt(40));
        for (int i = 0; i < pcm.length; i++) assertEquals(pcm[i], w.getShort(44 + 2 * i));
        int note = b.grains().intColumn("center_note").get(b.samples().intColumn("first_grain").get(0));
        ByteBuffer up = ByteBuffer.wrap(b.wav(0, note + 12)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(96_000, up.getInt(24));
        assertEquals(192_000, up.getInt(28), "the byte rate follows the sample rate");
    }

    static String ascii(ByteBuffer b, int at) {
        byte[] x = new byte[4];
        for (int i = 0; i < 4; i++) x[i] = b.get(at + i);
        return new String(x, java.nio.charset.StandardCharsets.US_ASCII);
    }

    // ---- broken banks --------------------------------------------------------------------------------

    static final Level L0 = DISC.level(0);
    static final byte[] BANK = L0.extentBytes(Slot.SOUND_BANK).orElseThrow().toArray();
    static final int META = 0x18, DATA = (int) Long.parseLong(t("level.0.sound.sample_data_offset"));

    static SoundBankModel read(Consumer<ByteBuffer> edit, Problems problems) {
        byte[] b = BANK.clone();
        edit.accept(ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN));
        return SoundBankModel.read(0, "sound_bank", ByteReader.of(b, "LEVEL0.WAD"), 1, problems);
    }

    static void fails(Consumer<ByteBuffer> edit, String check) {
        Checks c = new SoundBank(Scope.of(() -> read(edit, Problems.lenient()))).checkList();
        assertTrue(c.failures().stream().anyMatch(f -> f.check().equals(check)), check + ": " + c.failures());
    }

    @Test
    void eachCheckFailsOnABrokenBank() {
        assertTrue(new SoundBank(Scope.of(() -> read(b -> {}, Problems.strict()))).checkList().allHold());
        fails(b -> b.putInt(0, 2), "sound.file_type");
        fails(b -> b.putInt(4, 3), "sound.chunk_count");
        // a slot more than a sector longer than its chunks, and a level bank that does not start at sector 1
        byte[] longer = java.util.Arrays.copyOf(BANK, BANK.length + 4096);
        Checks c = new SoundBank(Scope.of(() -> SoundBankModel.read(0, "sound_bank", ByteReader.of(longer, "L"), 2, Problems.lenient()))).checkList();
        assertTrue(c.failures().stream().anyMatch(f -> f.check().equals("sound.slot_padding")), c.failures().toString());
        assertTrue(c.failures().stream().anyMatch(f -> f.check().equals("sound.slot_at_sector_1")), c.failures().toString());
        fails(b -> b.putInt(META + 0x1c, 0x40), "sound.first_sound");
        fails(b -> b.putShort(META + 0x16, (short) (b.getShort(META + 0x16) + 1)), "sound.first_grain");
        fails(b -> b.putInt(0x0c, b.getInt(0x0c) + 0x28), "sound.metadata_size");
        // a grain array that overruns the metadata chunk is a structural error naming the grains
        FormatException e = assertThrows(FormatException.class, () -> read(b -> b.putInt(META + 0x20, b.getInt(META + 0x20) + 0x28), Problems.lenient()));
        assertEquals("level[0].sound_bank.grains", e.path());
        fails(b -> b.putInt(META + 0x28, 16), "sound.vag_data_size");
        fails(b -> b.putShort(META + 0x1a, (short) 7), "sound.num_vags");
        fails(b -> b.put(META, (byte) 'X'), "sound.sblk_magic");
        int firstGrain = BANK.length > 0 ? ByteBuffer.wrap(BANK).order(ByteOrder.LITTLE_ENDIAN).getInt(META + 0x20) : 0;
        fails(b -> b.putInt(META + 0x3c + 8, 0x28 * 40), "sound.sfx_grains_inside");
        fails(b -> { for (int g = 0; g < 5; g++) if (b.getInt(META + firstGrain + 0x28 * g) == 1 || b.getInt(META + firstGrain + 0x28 * g) == 9)
            b.putInt(META + firstGrain + 0x28 * g + 0x18, b.getInt(META + firstGrain + 0x28 * g + 0x18) + 8); }, "sound.tone_offset");
    }

    @Test
    void aSampleWithoutAnEndFrameIsAPathNamingErrorNotAHang() {
        Consumer<ByteBuffer> noEnd = b -> { for (int at = DATA + 1; at < BANK.length; at += 16) b.put(at, (byte) (b.get(at) & ~1)); };
        FormatException e = assertThrows(FormatException.class, () -> read(noEnd, Problems.strict()));
        assertTrue(e.path().startsWith("level[0].sound_bank.sample["), e.path());
        assertTrue(e.expected().contains("END frame"), e.expected());
        SoundBankModel m = read(noEnd, Problems.lenient());
        assertThrows(FormatException.class, () -> m.pcm(0));
        fails(noEnd, "sound.sample_end_frame");
        assertEquals(-1, new SoundBank(Scope.of(() -> m)).samples().intColumn("frames").get(0));
        // a bad predictor is a frame-naming error
        FormatException p = assertThrows(FormatException.class, () -> read(b -> b.put(DATA, (byte) 0x70), Problems.strict()).pcm(0));
        assertTrue(p.path().endsWith(".frame[0]"), p.path());
    }
}
