package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.List;
import java.util.Random;

/**
 * AUDIOn.WAD from the writer recipe of rac2-global-wads §12.1: the 0x1018-byte header (511 + 3 SectorByteRanges,
 * padded to sector 3), then each VAG sector-aligned with its exact byte size: one music pair (bins 0 and 1, mono
 * left and right, named like retail's {@code rc2_lNN_main_al/_ar}; two pairs in odd-numbered files), then one of the three
 * specials (by file number). Truth: {@code audio_streams} (the VAG fields, key AUDIOn.field.index) and {@code audio_music_pairs} (key: level.pair).
 */
public final class LevelAudioWriter {
    static final int HEADER = 0x1018;
    private static final String[] PAIR = {"a", "b", "c"};

    private LevelAudioWriter() {}

    public static GlobalWadFile write(Random rnd, int n) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        String wad = "AUDIO" + n;
        int pairs = 1 + n % 2;
        t.table("audio_music_pairs", "left_name", "right_name", "left_data_size", "right_data_size", "left_sample_rate",
                "right_sample_rate");
        for (int p = 0; p < pairs; p++) {
            byte[][] lr = new byte[2][];
            for (int b = 2 * p; b < 2 * p + 2; b++) {
                String name = String.format("rc2_l%02d_main_%s%s", n, PAIR[p], b % 2 == 0 ? "l" : "r");
                lr[b % 2] = Vag.write(rnd, name, t, "audio_streams", wad + ".bin_data." + b);
                env.sectorByteRange(Slots.LEVEL_AUDIO.get(0).at(b), lr[b % 2]);
            }
            t.row("audio_music_pairs", n + "." + p, Vag.name(lr[0]), Vag.name(lr[1]), Vag.dataSize(lr[0]), Vag.dataSize(lr[1]),
                    Vag.rate(lr[0]), Vag.rate(lr[1]));
        }
        // one special per level, in turn (the sample stays small)
        for (Slots s : List.of(Slots.LEVEL_AUDIO.get(1 + n % 3))) {
            env.sectorByteRange(s.at(0), Vag.write(rnd, String.format("rc2_l%02d_%s", n, s.field()), t, "audio_streams", wad + "." + s.field() + ".0"));
        }
        return new GlobalWadFile(wad, env, Slots.LEVEL_AUDIO, List.of(new Part("/G/" + wad + ".WAD", env.file())), t);
    }
}
