package gcscript.sound;

import static gcscript.sound.SoundLayout.*;

import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.table.Area;
import gcscript.table.Cols;
import gcscript.table.Doc;
import gcscript.table.RecTables;
import gcscript.table.Scope;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * A level's sound bank (slot 1) or a chunk's (slots 7–9): SFX, grains, the distinct ADPCM tone samples, the §10
 * checks, and a sample as PCM or WAV. {@code disc.levels().soundBank()} gives every level's bank.
 *
 * <p>Sample rate: a bank stores no rate (§10); a tone played at its center_note plays the sample at the SPU2's
 * native pitch 0x1000, i.e. 48,000 Hz, so that is the rate {@link #wav(int)} writes; {@link #wav(int, int)} plays
 * another note, 48,000 · 2^((note − center_note)/12). center_fine is kept raw and not applied (its unit is not
 * stated by the sources).
 */
public final class SoundBank extends Area<SoundBankModel> {
    /** The SPU2's output rate: pitch 0x1000 plays one sample per output sample. */
    public static final int NATIVE_RATE = 48_000;

    public SoundBank(Scope<SoundBankModel> scope) { super(scope); }

    @Doc("the SBlk block header, one row per field")
    public Table header() {
        return table("sound bank header", m -> RecTables.header("sound bank header", m.level, m.sblk));
    }

    @Doc("the 989snd file header's chunk table: metadata, sample data")
    public Table fileChunks() {
        return table("sound bank chunks", m -> {
            TableBuilder t = start("sound bank chunks").ints("file_type", "chunk_count").fields(CHUNK);
            for (int i = 0; i < m.chunks.size(); i++) {
                Rec c = m.chunks.get(i);
                t.i(m.level).s(m.file()).s(m.bank).i(i).l(c.offset()).i(m.file.i(FILE_TYPE)).i(m.file.i(CHUNK_COUNT)).rec(c).end();
            }
            return t.build();
        });
    }

    @Doc("one row per SFX record, with the index of its first grain")
    public Table sounds() {
        return table("sounds", m -> {
            TableBuilder t = start("sounds").fields(SFX).ints("grain_index");
            for (int i = 0; i < m.soundCount(); i++) {
                t.i(m.level).s(m.file()).s(m.bank).i(i).l(m.sounds.offset(i)).rec(m.sounds, i)
                        .i(grainIndex(m.sounds, i)).end();
            }
            return t.build();
        });
    }

    @Doc("one row per grain; tones name the sample they play")
    public Table grains() {
        return table("grains", m -> {
            TableBuilder t = start("grains").fields(GRAIN).bools("tone").ints("sample");
            for (int i = 0; i < m.grainCount(); i++) {
                t.i(m.level).s(m.file()).s(m.bank).i(i).l(m.grains.offset(i)).rec(m.grains, i)
                        .b(isTone(m.grains.get(i, G_TYPE))).i(m.grainSample[i]).end();
            }
            return t.build();
        });
    }

    @Doc("one row per distinct tone sample: offset, ADPCM frames to END, loop flags, decoded length, pitch")
    public Table samples() {
        return table("samples", m -> {
            TableBuilder t = start("samples").longs("sample_offset").ints("frames", "bytes", "loop_start_frame").bools("repeats")
                    .ints("decoded_length", "grains", "first_grain", "center_note", "center_fine", "rate").strings("error");
            for (SoundBankModel.Sample s : m.samples) {
                boolean ok = s.span() != null;
                t.i(m.level).s(m.file()).s(m.bank).i(s.index()).l(m.data == null ? -1 : m.data.absolute(0) + s.sampleOffset())
                        .l(s.sampleOffset()).i(ok ? s.span().frames() : -1).i(ok ? s.span().frames() * Adpcm.FRAME : -1)
                        .i(ok ? s.span().loopStartFrame() : -1).b(ok && s.span().repeats())
                        .i(ok ? s.span().frames() * Adpcm.SAMPLES_PER_FRAME : -1).i(s.grains()).i(s.firstGrain())
                        .i(m.centerNote(s.index())).i(m.centerFine(s.index())).i(NATIVE_RATE)
                        .s(ok ? "" : s.error().oneLine()).end();
            }
            return t.build();
        });
    }

    @Doc("the §10 reader checks, one row per check and subject")
    public Table checks() {
        return table("sound bank checks", m -> RecTables.checks("sound bank checks", m.level, m.file(), SoundChecks.run(m).list()));
    }

    public Checks checkList() { return SoundChecks.run(model("checkList()")); }

    public SoundBankModel model() { return model("model()"); }

    /** Sample {@code i} decoded to 16-bit PCM. */
    public short[] pcm(int i) { return model("pcm()").pcm(i); }

    /** Sample {@code i} as a mono 16-bit WAV at {@value #NATIVE_RATE} Hz (the sample played at its center_note). */
    public byte[] wav(int i) { return Adpcm.wav(pcm(i), NATIVE_RATE); }

    /** Sample {@code i} as a WAV whose rate plays it at {@code note}: 48,000 · 2^((note − center_note)/12). */
    public byte[] wav(int i, int note) { return Adpcm.wav(pcm(i), rate(note, model("wav()").centerNote(i))); }

    public static int rate(int note, int centerNote) {
        return (int) Math.round(NATIVE_RATE * Math.pow(2, (note - centerNote) / 12.0));
    }

    private static TableBuilder start(String name) {
        return new TableBuilder(name).ints(Cols.LEVEL).strings(Cols.FILE, "bank").ints(Cols.RECORD).longs(Cols.OFFSET);
    }
}
