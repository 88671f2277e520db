package gcscript.sound;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Field;
import gcscript.layout.RecArray;

/**
 * PS2 SPU ADPCM ("VAG" data without a header): 16-byte frames, byte 0 = predictor << 4 | shift, byte 1 = flags
 * (END 1, REPEAT 2, LOOP_START 4), 14 bytes of 4-bit samples, low nibble first: 28 PCM samples per frame. Each
 * sample is {@code (nibble << 12) >> shift} plus the prediction {@code (s1·f0 + s2·f1 + 32) >> 6} from the two
 * previous outputs, with the standard five filters (f0, f1) = (0, 0), (60, 0), (115, -52), (98, -55), (122, -60),
 * clamped to 16 bits. A sample runs from its offset to the first frame with END set.
 */
public final class Adpcm {
    private Adpcm() {}

    public static final int FRAME = 16, SAMPLES_PER_FRAME = 28;
    public static final int END = 1, REPEAT = 2, LOOP_START = 4;
    static final int[] F0 = {0, 60, 115, 98, 122}, F1 = {0, 0, -52, -55, -60};

    /** What a walk to the END frame found: frame count, the loop-start frame (-1), whether the END frame repeats. */
    public record Span(int frames, int loopStartFrame, boolean repeats) {}

    /**
     * Counts the frames from {@code offset} to the first END frame, never past {@code data}'s end: a sample without
     * an END frame is a {@link FormatException} naming {@code path}, not a run into the next bank.
     */
    public static Span span(ByteReader data, long offset, String path) {
        if (offset < 0 || offset % FRAME != 0 || offset >= data.length()) {
            throw data.error(path, Math.max(0, Math.min(offset, data.length())), "a 16-aligned offset inside the " + data.length()
                    + "-byte sample data", Hex.of(offset));
        }
        RecArray frames = AdpcmLayout.FRAME.window(data, offset, (data.length() - offset) / FRAME, path);
        int loopStart = -1;
        for (int f = 0; f < frames.count(); f++) {
            // the flags byte read once per frame, its three bits taken from it (a read per bit was ≈ 1 % of a coverage pass)
            long flags = frames.get(f, AdpcmLayout.FLAGS);
            if (AdpcmLayout.LOOP_START.from(flags) != 0 && loopStart < 0) loopStart = f;
            if (AdpcmLayout.END.from(flags) != 0) {
                frames.claim(f + 1);
                return new Span(f + 1, loopStart, AdpcmLayout.REPEAT.from(flags) != 0);
            }
        }
        throw data.error(path, offset, "an END frame (flags & 1) before the end of the sample data at " + Hex.of(data.length()),
                "none in " + frames.count() + " frames");
    }

    /** Decodes {@code frames} frames from {@code offset} (checked to fit) to 16-bit PCM. */
    public static short[] decode(ByteReader data, long offset, int frames, String path) {
        RecArray in = AdpcmLayout.FRAME.view(data, offset, frames, path);
        short[] out = new short[frames * SAMPLES_PER_FRAME];
        int s1 = 0, s2 = 0, o = 0;
        for (int f = 0; f < frames; f++) {
            int predictor = in.i(f, AdpcmLayout.PREDICTOR), shift = in.i(f, AdpcmLayout.SHIFT);
            if (predictor > 4 || shift > 12) {
                throw data.error(path + ".frame[" + f + "]", in.relativeOffset(f), "predictor 0..4 and shift 0..12",
                        "predictor " + predictor + ", shift " + shift);
            }
            for (Field nibble : AdpcmLayout.NIBBLE) {
                int v = (in.i(f, nibble) << 12) >> shift;
                v += (s1 * F0[predictor] + s2 * F1[predictor] + 32) >> 6;
                v = Math.max(-32768, Math.min(32767, v));
                out[o++] = (short) v;
                s2 = s1;
                s1 = v;
            }
        }
        return out;
    }

    /** A mono 16-bit PCM RIFF/WAVE file. */
    public static byte[] wav(short[] pcm, int rate) {
        int data = pcm.length * 2;
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(44 + data).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(36 + data)
                .put("WAVE".getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                .put("fmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16).putShort((short) 1).putShort((short) 1)
                .putInt(rate).putInt(rate * 2).putShort((short) 2).putShort((short) 16)
                .put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(data);
        for (short s : pcm) b.putShort(s);
        return b.array();
    }

}
