package gcscript.datasets.sound;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;

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
        for (int k = 0; k < nSamples; k++) {
            int frames = 16 + rnd.nextInt(48 * s);
            double freq = 200 + rnd.nextInt(1800);
            int amplitude = 4000 + rnd.nextInt(20000);
            short[] pcm = new short[frames * 28];
            for (int i = 0; i < pcm.length; i++) pcm[i] = (short) Math.round(amplitude * Math.sin(2 * Math.PI * freq * i / RATE));
            int[] flags = new int[frames];
            boolean loops = k == looping;
            for (int f = 0; f < frames; f++) flags[f] = loops ? 2 : 0;
            if (loops) flags[0] |= 4;
            flags[frames - 1] |= 1;
            AdpcmEncoder enc = new AdpcmEncoder();
            byte[] frameBytes = enc.encode(pcm, flags);
            offsets[k] = vag.size();
            vag.writeBytes(frameBytes);
            String p = prefix + "sample." + k + ".";
            t.put(p + "sample_offset", Integer.toString(offsets[k]));
            t.put(p + "frames", Integer.toString(frames));
            t.put(p + "loops", Boolean.toString(loops));
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
        String[] hnames = {"data_id", "version", "flags", "bank_id"};
        for (int i = 0; i < 4; i++) { m.putInt(4 * i, header[i]); t.put(prefix + "header." + hnames[i], Long.toString(header[i] & 0xffffffffL)); }
        m.put(0x10, (byte) 0);
        m.putShort(0x16, (short) nSounds).putShort(0x18, (short) nGrains).putShort(0x1a, (short) nSamples);
        m.putInt(0x1c, firstSound).putInt(0x20, firstGrain).putInt(0x24, 0).putInt(0x28, vagData.length);
        t.put(prefix + "header.num_sounds", Integer.toString(nSounds));
        t.put(prefix + "header.num_grains", Integer.toString(nGrains));
        t.put(prefix + "header.num_vags", Integer.toString(nSamples));
        t.put(prefix + "header.first_sound", Integer.toString(firstSound));
        t.put(prefix + "header.first_grain", Integer.toString(firstGrain));
        t.put(prefix + "header.vag_data_size", Integer.toString(vagData.length));

        int grain = 0, tone = 0;
        int nonTone = rnd.nextInt(nGrains);
        for (int i = 0; i < nSounds; i++) {
            int at = firstSound + 12 * i;
            String p = prefix + "sound." + i + ".";
            int volume = 64 + rnd.nextInt(64), group = rnd.nextInt(4), pan = rnd.nextInt(360), limit = 1 + rnd.nextInt(4);
            int flags = rnd.nextInt(4);
            m.put(at, (byte) volume).put(at + 1, (byte) group).putShort(at + 2, (short) pan).put(at + 4, (byte) grainsOf[i])
                    .put(at + 5, (byte) limit).putShort(at + 6, (short) flags).putInt(at + 8, 0x28 * grain);
            put(t, p, "volume", volume, "volume_group", group, "pan", pan, "num_grains", grainsOf[i], "instance_limit", limit,
                    "flags", flags, "first_grain", 0x28 * grain);
            for (int k = 0; k < grainsOf[i]; k++, grain++) {
                int g = firstGrain + 0x28 * grain;
                String q = prefix + "grain." + grain + ".";
                if (grain == nonTone) {
                    int delay = rnd.nextInt(100);
                    m.putInt(g, 5).putInt(g + 4, delay);   // a non-tone grain: parameters left zero
                    put(t, q, "type", 5, "delay", delay, "center_note", 0, "sample_offset", 0);
                    continue;
                }
                int type = rnd.nextInt(4) == 0 ? 9 : 1;
                int sample = tone < nSamples ? tone : rnd.nextInt(nSamples);   // every sample played by some tone
                tone++;
                int prio = rnd.nextInt(128), vol = rnd.nextInt(128), note = 48 + rnd.nextInt(24), fine = 0, gpan = rnd.nextInt(360);
                int adsr1 = rnd.nextInt(0x10000), adsr2 = rnd.nextInt(0x10000);
                m.putInt(g, type).putInt(g + 4, 0).put(g + 8, (byte) prio).put(g + 9, (byte) vol).put(g + 10, (byte) note)
                        .put(g + 11, (byte) fine).putShort(g + 12, (short) gpan).put(g + 14, (byte) 0).put(g + 15, (byte) 127)
                        .put(g + 16, (byte) 2).put(g + 17, (byte) 2).putShort(g + 18, (short) adsr1).putShort(g + 20, (short) adsr2)
                        .putShort(g + 22, (short) 0).putInt(g + 24, offsets[sample]).putInt(g + 28, 0);
                put(t, q, "type", type, "delay", 0, "priority", prio, "volume", vol, "center_note", note, "center_fine", fine,
                        "pan", gpan, "map_low", 0, "map_high", 127, "pitch_bend_low", 2, "pitch_bend_high", 2, "adsr1", adsr1,
                        "adsr2", adsr2, "flags", 0, "sample_offset", offsets[sample], "reserved", 0);
            }
        }
        t.put(prefix + "sounds", Integer.toString(nSounds));
        t.put(prefix + "grains", Integer.toString(nGrains));
        t.put(prefix + "samples", Integer.toString(nSamples));

        ByteBuffer f = ByteBuffer.allocate(0x18 + meta + vagData.length).order(ByteOrder.LITTLE_ENDIAN);
        f.putInt(3).putInt(2).putInt(0x18).putInt(meta).putInt(0x18 + meta).putInt(vagData.length);
        f.put(m.array()).put(vagData);
        t.put(prefix + "sample_data_offset", Integer.toString(0x18 + meta));
        return f.array();
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
