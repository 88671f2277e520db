package gcscript.sound;

import static gcscript.sound.SoundLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * One 989snd sound bank (LEVEL WAD slot 1, or a chunk bank in slots 7–9), parsed: the file header and chunk
 * table, the SBlk header, the SFX and grain arrays (views, bounded by chunk 0) and the distinct tone samples of
 * chunk 1, each walked to its END frame (bounded by chunk 1).
 */
public final class SoundBankModel {
    /** One distinct tone sample: its offset in chunk 1, the frames to END (or the error), the first grain using it. */
    public record Sample(int index, long sampleOffset, Adpcm.Span span, FormatException error, int firstGrain, int grains) {}

    final int level;
    final String bank;
    final String path;
    final ByteReader slot;
    final int sectorOffset;
    Rec file;
    List<Rec> chunks = List.of();
    Rec sblk;
    ByteReader meta, data;
    RecArray sounds, grains;
    List<Sample> samples = List.of();
    /** Sample index of each grain (-1 for non-tone grains). */
    int[] grainSample = new int[0];

    private SoundBankModel(int level, String bank, ByteReader slot, int sectorOffset) {
        this.level = level;
        this.bank = bank;
        this.path = "level[" + level + "]." + bank;
        this.slot = slot;
        this.sectorOffset = sectorOffset;
    }

    /**
     * Reads a bank. {@code sectorOffset} is the slot's first sector in its level file (-1 when unknown);
     * {@code slot} null gives an empty bank (a level or chunk without one). Structural errors are
     * {@link FormatException}s naming {@code level[n].<bank>…}; a sample without an END frame is reported to
     * {@code problems} (thrown in strict mode) and kept as a failed sample.
     */
    public static SoundBankModel read(int level, String bank, ByteReader slot, int sectorOffset, Problems problems) {
        SoundBankModel m = new SoundBankModel(level, bank, slot, sectorOffset);
        if (slot == null) return m;
        String p = m.path;
        m.file = FILE.read(slot, 0, p + ".header");
        m.chunks = CHUNK.readArray(slot, 8, m.file.u(CHUNK_COUNT), p + ".chunks");
        if (m.chunks.isEmpty()) throw m.file.error(CHUNK_COUNT, ">= 1 (metadata chunk)", "0");
        m.meta = chunk(slot, m.chunks.get(0), p + ".chunks[0]");
        m.sblk = SBLK.read(m.meta, 0, p + ".sblk");
        m.sounds = SFX.view(m.meta, m.sblk.u(FIRST_SOUND), m.sblk.i(NUM_SOUNDS), p + ".sounds");
        m.grains = GRAIN.view(m.meta, m.sblk.u(FIRST_GRAIN), m.sblk.i(NUM_GRAINS), p + ".grains");
        if (m.chunks.size() >= 2) m.data = chunk(slot, m.chunks.get(1), p + ".chunks[1]");
        m.samples(problems);
        return m;
    }

    private static ByteReader chunk(ByteReader slot, Rec c, String path) {
        long off = c.u(CHUNK_OFFSET), size = c.u(CHUNK_SIZE);
        if (!slot.inRange(off, size)) throw c.error(CHUNK_SIZE, "the chunk inside the " + slot.length() + "-byte slot", "[" + off + ", " + (off + size) + ")");
        return slot.slice(path, off, size);
    }

    private void samples(Problems problems) {
        TreeMap<Long, int[]> byOffset = new TreeMap<>();   // offset -> {first grain, grain count}
        grainSample = new int[grains.count()];
        for (int g = 0; g < grains.count(); g++) {
            grainSample[g] = -1;
            if (!isTone(grains.get(g, G_TYPE))) continue;
            long off = grains.get(g, G_SAMPLE_OFFSET);
            int[] v = byOffset.computeIfAbsent(off, k -> new int[] {-1, 0});
            if (v[0] < 0) v[0] = g;
            v[1]++;
        }
        List<Sample> out = new ArrayList<>();
        int i = 0;
        for (var e : byOffset.entrySet()) {
            Adpcm.Span span = null;
            FormatException error = null;
            if (data == null) {
                error = slot.error(path + ".sample[" + i + "]", 0, "a sample data chunk (chunk 1)", chunks.size() + " chunks");
            } else {
                try {
                    span = Adpcm.span(data, e.getKey(), path + ".sample[" + i + "]");
                } catch (FormatException x) {
                    error = x;
                }
            }
            if (error != null) problems.caught(error, level);
            out.add(new Sample(i, e.getKey(), span, error, e.getValue()[0], e.getValue()[1]));
            i++;
        }
        samples = List.copyOf(out);
        for (int g = 0; g < grains.count(); g++) {
            if (!isTone(grains.get(g, G_TYPE))) continue;
            long off = grains.get(g, G_SAMPLE_OFFSET);
            for (Sample s : samples) if (s.sampleOffset() == off) grainSample[g] = s.index();
        }
    }


    public int level() { return level; }
    public String bank() { return bank; }
    public boolean present() { return slot != null; }
    public String file() { return slot == null ? "" : slot.file(); }
    public Rec sblk() { return sblk; }
    public int soundCount() { return sounds == null ? 0 : sounds.count(); }
    public int grainCount() { return grains == null ? 0 : grains.count(); }
    public List<Sample> sampleList() { return samples; }
    public ByteReader sampleData() { return data; }

    /** The PCM of sample {@code i}; a sample without an END frame throws its path-naming error. */
    public short[] pcm(int i) {
        Sample s = sample(i);
        if (s.error() != null) throw s.error();
        return Adpcm.decode(data, s.sampleOffset(), s.span().frames(), path + ".sample[" + i + "]");
    }

    public Sample sample(int i) {
        if (i < 0 || i >= samples.size()) {
            throw new IllegalArgumentException(path + " has " + samples.size() + " samples; no sample " + i);
        }
        return samples.get(i);
    }

    /** The center_note of the first grain that plays sample {@code i}. */
    public int centerNote(int i) { return grains.i(sample(i).firstGrain(), G_CENTER_NOTE); }
    public int centerFine(int i) { return grains.i(sample(i).firstGrain(), G_CENTER_FINE); }
}
