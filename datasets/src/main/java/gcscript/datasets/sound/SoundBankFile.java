package gcscript.datasets.sound;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import gcscript.datasets.truth.FieldTruth;

/**
 * A level or chunk sound bank from the writer recipe of rac2-formats-phase2 §10: the 989snd file {type 3, 2 chunks,
 * {0x18, metadata}, {0x18 + metadata, sample data}}, the SBlk v1 header (flags 4, bank id "DAW\0", FirstSound 0x3c,
 * FirstGrain after the SFX records), SFX records, 0x28-byte grains (tones of type 1 or 9 naming a sample offset,
 * and one non-tone grain), then the samples: sine tones at 48 kHz encoded as SPU ADPCM, each ending in an END frame,
 * one of them looping (LOOP_START | REPEAT on its first frame, REPEAT on the others, END | REPEAT on the last).
 *
 * <p>Truth (keys under {@code prefix}): {@code sounds}, {@code grains}, {@code samples}; every SBlk field as
 * {@code header.<field>}; every SFX and grain field as {@code sound.<i>.<field>} / {@code grain.<i>.<field>};
 * per sample {@code sample.<i>.{sample_offset,frames,loops,frequency,amplitude,pcm_sha256}} with the SHA-256 of the
 * 16-bit little-endian PCM a correct decoder outputs.
 */
public final class SoundBankFile {
    public static final int RATE = 48_000;

    private SoundBankFile() {}

    public static byte[] write(Random rnd, int scale, String prefix, Map<String, String> t) {
        int s = Math.max(1, scale);
        int nSamples = 2 + rnd.nextInt(2) + s / 8;
        // samples: sine tones
        java.io.ByteArrayOutputStream vag = new java.io.ByteArrayOutputStream();
        int[] offsets = new int[nSamples];
        int looping = rnd.nextInt(nSamples);
        // values the main stream never drew (loop start, tone parameters retail writes as constants) come from their
        // own Random seeded by values already drawn, so every other part of the disc is the same as without them
        Random vary = new Random(((long) nSamples << 16 ^ looping) * 0x9e3779b97f4a7c15L ^ prefix.hashCode());
        String bank = bankName(prefix);
        FieldTruth ft = new FieldTruth();
        ft.table("sound_bank_samples", "sample_offset", "frames", "bytes", "loop_start_frame", "repeats", "decoded_length",
                "grains", "first_grain", "center_note", "center_fine");
        int[] sampleFrames = new int[nSamples], loopStart = new int[nSamples];
        for (int k = 0; k < nSamples; k++) {
            int frames = 16 + rnd.nextInt(48 * s);
            double freq = 200 + rnd.nextInt(1800);
            int amplitude = 4000 + rnd.nextInt(20000);
            short[] pcm = new short[frames * 28];
            for (int i = 0; i < pcm.length; i++) pcm[i] = (short) Math.round(amplitude * Math.sin(2 * Math.PI * freq * i / RATE));
            int[] flags = new int[frames];
            boolean loops = k == looping;
            for (int f = 0; f < frames; f++) flags[f] = loops ? 2 : 0;
            loopStart[k] = loops ? vary.nextInt(frames) : -1;
            if (loops) flags[loopStart[k]] |= 4;
            sampleFrames[k] = frames;
            flags[frames - 1] |= 1;
            AdpcmEncoder enc = new AdpcmEncoder();
            byte[] frameBytes = enc.encode(pcm, flags);
            offsets[k] = vag.size();
            vag.writeBytes(frameBytes);
            String p = prefix + "sample." + k + ".";
            t.put(p + "sample_offset", Integer.toString(offsets[k]));
            t.put(p + "frames", Integer.toString(frames));
            t.put(p + "loops", Boolean.toString(loops));
            t.put(p + "loop_start_frame", Integer.toString(loopStart[k]));
            t.put(p + "frequency", Double.toString(freq));
            t.put(p + "amplitude", Integer.toString(amplitude));
            t.put(p + "pcm_sha256", sha256(le(enc.decoded())));
        }
        byte[] vagData = vag.toByteArray();

        // sounds and grains: every sample played by at least one tone; one non-tone grain
        int nSounds = 2 + rnd.nextInt(2 + s);
        int[] grainsOf = new int[nSounds];
        int nGrains = 0;
        for (int i = 0; i < nSounds; i++) { grainsOf[i] = 1 + rnd.nextInt(2); nGrains += grainsOf[i]; }
        while (nGrains < nSamples + 1) { grainsOf[nSounds - 1]++; nGrains++; }
        int firstSound = 0x3c, firstGrain = firstSound + 12 * nSounds, meta = firstGrain + 0x28 * nGrains;
        ByteBuffer m = ByteBuffer.allocate(meta).order(ByteOrder.LITTLE_ENDIAN);
        int[] header = {0x6b6c4253, 1, 4, 0x00574144};
        long[] spare = {vary.nextInt(1 << 20), vary.nextInt(1 << 16) << 4, vary.nextInt(1 << 12), vary.nextInt(1 << 8)};
        String[] hnames = {"data_id", "version", "flags", "bank_id"};
        for (int i = 0; i < 4; i++) { m.putInt(4 * i, header[i]); t.put(prefix + "header." + hnames[i], Long.toString(header[i] & 0xffffffffL)); }
        m.put(0x10, (byte) 0);
        m.putShort(0x16, (short) nSounds).putShort(0x18, (short) nGrains).putShort(0x1a, (short) nSamples);
        m.putInt(0x1c, firstSound).putInt(0x20, firstGrain).putInt(0x24, 0).putInt(0x28, vagData.length);
        // sram_alloc_size, next_block, block_names, sfxud: no reader follows them; distinct values catch a shifted read
        for (int i = 0; i < 4; i++) m.putInt(0x2c + 4 * i, (int) spare[i]);
        if (prefix.equals("sound.")) {
            ft.table("sound_bank_header", "value");
            Object[][] fields = {{"data_id", header[0] & 0xffffffffL}, {"version", header[1]}, {"flags", header[2]},
                {"bank_id", header[3]}, {"block_num", 0}, {"pad_11", 0}, {"pad_12", 0}, {"pad_14", 0}, {"num_sounds", nSounds},
                {"num_grains", nGrains}, {"num_vags", nSamples}, {"first_sound", firstSound}, {"first_grain", firstGrain},
                {"vags_in_sr", 0}, {"vag_data_size", vagData.length}, {"sram_alloc_size", spare[0]}, {"next_block", spare[1]},
                {"block_names", spare[2]}, {"sfxud", spare[3]}};
            for (Object[] f : fields) ft.row("sound_bank_header", (String) f[0], f[1]);
        }
        t.put(prefix + "header.num_sounds", Integer.toString(nSounds));
        t.put(prefix + "header.num_grains", Integer.toString(nGrains));
        t.put(prefix + "header.num_vags", Integer.toString(nSamples));
        t.put(prefix + "header.first_sound", Integer.toString(firstSound));
        t.put(prefix + "header.first_grain", Integer.toString(firstGrain));
        t.put(prefix + "header.vag_data_size", Integer.toString(vagData.length));

        int grain = 0, tone = 0;
        int nonTone = rnd.nextInt(nGrains);
        ft.table("sound_bank_sounds", "volume", "volume_group", "pan", "num_grains", "instance_limit", "flags", "first_grain",
                "grain_index");
        ft.table("sound_bank_grains", "type", "delay", "priority", "volume", "center_note", "center_fine", "pan", "map_low",
                "map_high", "pitch_bend_low", "pitch_bend_high", "adsr1", "adsr2", "flags", "sample_offset", "reserved",
                "unknown_20", "unknown_24", "tone", "sample");
        int[] firstTone = new int[nSamples], tonesOf = new int[nSamples], noteOf = new int[nSamples], fineOf = new int[nSamples];
        java.util.Arrays.fill(firstTone, -1);
        for (int i = 0; i < nSounds; i++) {
            int at = firstSound + 12 * i;
            String p = prefix + "sound." + i + ".";
            // pan is an s16: centred on 0 so that some are negative
            int volume = 64 + rnd.nextInt(64), group = rnd.nextInt(4), pan = rnd.nextInt(360) - 150, limit = 1 + rnd.nextInt(4);
            int flags = rnd.nextInt(4);
            m.put(at, (byte) volume).put(at + 1, (byte) group).putShort(at + 2, (short) pan).put(at + 4, (byte) grainsOf[i])
                    .put(at + 5, (byte) limit).putShort(at + 6, (short) flags).putInt(at + 8, 0x28 * grain);
            put(t, p, "volume", volume, "volume_group", group, "pan", pan, "num_grains", grainsOf[i], "instance_limit", limit,
                    "flags", flags, "first_grain", 0x28 * grain);
            ft.row("sound_bank_sounds", bank + "." + i, volume, group, pan, grainsOf[i], limit, flags, 0x28 * grain, grain);
            for (int k = 0; k < grainsOf[i]; k++, grain++) {
                int g = firstGrain + 0x28 * grain;
                String q = prefix + "grain." + grain + ".";
                if (grain == nonTone) {
                    int delay = rnd.nextInt(100);
                    m.putInt(g, 5).putInt(g + 4, delay);   // a non-tone grain: parameters left zero
                    put(t, q, "type", 5, "delay", delay, "center_note", 0, "sample_offset", 0);
                    ft.row("sound_bank_grains", bank + "." + grain, 5, delay, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false, -1);
                    continue;
                }
                int type = rnd.nextInt(4) == 0 ? 9 : 1;
                int sample = tone < nSamples ? tone : rnd.nextInt(nSamples);   // every sample played by some tone
                tone++;
                int prio = rnd.nextInt(128), vol = rnd.nextInt(128), note = 48 + rnd.nextInt(24), gpan = rnd.nextInt(360) - 200;
                int adsr1 = rnd.nextInt(0x10000), adsr2 = rnd.nextInt(0x10000);
                // each field its own range, so a field read from its neighbour's place shows
                int delay = vary.nextInt(3) * (1 + vary.nextInt(500)), fine = vary.nextInt(16) - 9, mapLow = vary.nextInt(24),
                        mapHigh = 96 + vary.nextInt(32), bendLow = vary.nextInt(6), bendHigh = 6 + vary.nextInt(7),
                        gflags = vary.nextInt(8), reserved = vary.nextInt(2) * vary.nextInt(1 << 20);
                long u20 = vary.nextInt() & 0xffffffffL, u24 = vary.nextInt(1 << 24);
                m.putInt(g, type).putInt(g + 4, delay).put(g + 8, (byte) prio).put(g + 9, (byte) vol).put(g + 10, (byte) note)
                        .put(g + 11, (byte) fine).putShort(g + 12, (short) gpan).put(g + 14, (byte) mapLow).put(g + 15, (byte) mapHigh)
                        .put(g + 16, (byte) bendLow).put(g + 17, (byte) bendHigh).putShort(g + 18, (short) adsr1)
                        .putShort(g + 20, (short) adsr2).putShort(g + 22, (short) gflags).putInt(g + 24, offsets[sample])
                        .putInt(g + 28, reserved).putInt(g + 32, (int) u20).putInt(g + 36, (int) u24);
                put(t, q, "type", type, "delay", delay, "priority", prio, "volume", vol, "center_note", note, "center_fine", fine,
                        "pan", gpan, "map_low", mapLow, "map_high", mapHigh, "pitch_bend_low", bendLow, "pitch_bend_high", bendHigh,
                        "adsr1", adsr1, "adsr2", adsr2, "flags", gflags, "sample_offset", offsets[sample], "reserved", reserved);
                ft.row("sound_bank_grains", bank + "." + grain, type, delay, prio, vol, note, fine, gpan, mapLow, mapHigh, bendLow,
                        bendHigh, adsr1, adsr2, gflags, offsets[sample], reserved, u20, u24, true, sample);
                if (firstTone[sample] < 0) {
                    firstTone[sample] = grain;
                    noteOf[sample] = note;
                    fineOf[sample] = fine;
                }
                tonesOf[sample]++;
            }
        }
        // samples in offset order (the order they were written), each with the first tone grain that plays it
        for (int k = 0; k < nSamples; k++) {
            ft.row("sound_bank_samples", bank + "." + k, offsets[k], sampleFrames[k], 16 * sampleFrames[k], loopStart[k], k == looping,
                    28 * sampleFrames[k], tonesOf[k], firstTone[k], noteOf[k], fineOf[k]);
        }
        t.put(prefix + "sounds", Integer.toString(nSounds));
        t.put(prefix + "grains", Integer.toString(nGrains));
        t.put(prefix + "samples", Integer.toString(nSamples));

        ByteBuffer f = ByteBuffer.allocate(0x18 + meta + vagData.length).order(ByteOrder.LITTLE_ENDIAN);
        f.putInt(3).putInt(2).putInt(0x18).putInt(meta).putInt(0x18 + meta).putInt(vagData.length);
        ft.table("sound_bank_chunks", "file_type", "chunk_count", "chunk_offset", "chunk_size");
        ft.row("sound_bank_chunks", bank + ".0", 3, 2, 0x18, meta);
        ft.row("sound_bank_chunks", bank + ".1", 3, 2, 0x18 + meta, vagData.length);
        ft.asMap().forEach(t::putIfAbsent);
        f.put(m.array()).put(vagData);
        t.put(prefix + "sample_data_offset", Integer.toString(0x18 + meta));
        return f.array();
    }

    /** The library's name of the bank a truth prefix belongs to: slot 1, or chunk bank i. */
    private static String bankName(String prefix) {
        return prefix.equals("sound.") ? "sound_bank" : "chunk_sound_bank_" + prefix.replaceAll("\\D", "");
    }

    private static void put(Map<String, String> t, String prefix, Object... kv) {
        for (int i = 0; i < kv.length; i += 2) t.put(prefix + kv[i], String.valueOf(kv[i + 1]));
    }

    static byte[] le(short[] pcm) {
        ByteBuffer b = ByteBuffer.allocate(pcm.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (short v : pcm) b.putShort(v);
        return b.array();
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
