package gcscript.datasets.globals;

import gcscript.datasets.sound.AdpcmEncoder;
import gcscript.datasets.truth.FieldTruth;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * A VAGp stream (rac2-global-wads §2.6.4): a 0x30-byte big-endian header ("VAGp", version 0x20, reserved,
 * data_size, sample rate, reserved[10], channels 0 = mono as on GC, reserved, name[16]) then SPU-ADPCM frames of a
 * short sine tone, the last frame carrying END. Truth {@code global_vags} or another table (key given by the caller): version,
 * data_size, sample_rate, channels, name, pcm_sha256 (the 16-bit little-endian PCM a correct decoder outputs).
 */
final class Vag {
    static final int HEADER = 0x30;
    static final int[] RATES = {44_100, 22_050, 32_000};

    private Vag() {}

    /** {@code name} is cut to 15 bytes so that a NUL ends it inside the 16-byte field; truth in {@code global_vags}. */
    static byte[] write(Random rnd, String longName, FieldTruth t, String key) { return write(rnd, longName, t, "global_vags", key); }

    /** As {@link #write(Random, String, FieldTruth, String)}, the truth row in {@code table}. */
    static byte[] write(Random rnd, String longName, FieldTruth t, String table, String key) {
        String name = longName.substring(0, Math.min(15, longName.length()));
        int frames = 3 + rnd.nextInt(10);
        int rate = rnd.nextInt(3) == 0 ? RATES[1 + rnd.nextInt(2)] : RATES[0];
        short[] pcm = new short[28 * frames];
        double step = 2 * Math.PI * (200 + rnd.nextInt(1800)) / rate;
        int amp = 2000 + rnd.nextInt(12000);
        for (int i = 0; i < pcm.length; i++) pcm[i] = (short) Math.round(amp * Math.sin(i * step));
        int[] flags = new int[frames];
        flags[frames - 1] = 1;
        AdpcmEncoder enc = new AdpcmEncoder();
        byte[] adpcm = enc.encode(pcm, flags);
        ByteBuffer b = ByteBuffer.allocate(HEADER + adpcm.length).order(ByteOrder.BIG_ENDIAN);
        b.put("VAGp".getBytes(StandardCharsets.US_ASCII)).putInt(0x20).putInt(0).putInt(adpcm.length).putInt(rate);
        b.position(0x20);
        byte[] n = name.getBytes(StandardCharsets.US_ASCII);
        b.put(n);
        b.position(HEADER);
        b.put(adpcm);
        short[] out = enc.decoded();
        ByteBuffer le = ByteBuffer.allocate(2 * out.length).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : out) le.putShort(s);
        t.table(table, "version", "data_size", "sample_rate", "channels", "name", "pcm_sha256");
        t.row(table, key, 0x20, adpcm.length, rate, 0, name, gcscript.datasets.Pif8.sha256(le.array()));
        return b.array();
    }

    /** The name, data_size and sample rate this writer put in a stream's header (big-endian words, §2.6.4). */
    static String name(byte[] vag) {
        int end = 0x20;
        while (end < 0x30 && vag[end] != 0) end++;
        return new String(vag, 0x20, end - 0x20, StandardCharsets.US_ASCII);
    }

    static int dataSize(byte[] vag) { return ByteBuffer.wrap(vag).order(ByteOrder.BIG_ENDIAN).getInt(0x0c); }

    static int rate(byte[] vag) { return ByteBuffer.wrap(vag).order(ByteOrder.BIG_ENDIAN).getInt(0x10); }
}
