package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.List;
import java.util.Random;

/**
 * AUDIOn.WAD from the writer recipe of rac2-global-wads §12.1: the 0x1018-byte header (511 + 3 SectorByteRanges,
 * padded to sector 3), then each VAG sector-aligned with its exact byte size: one music pair (bins 0 and 1, mono
 * left and right, named like retail's {@code rc2_lNN_main_al/_ar}), then one of the three specials (by file number).
 */
public final class LevelAudioWriter {
    static final int HEADER = 0x1018;
    private static final String[] PAIR = {"a", "b", "c"};

    private LevelAudioWriter() {}

    public static GlobalWadFile write(Random rnd, int n) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        String wad = "AUDIO" + n;
        int pairs = 1;
        for (int b = 0; b < 2 * pairs; b++) {
            String name = String.format("rc2_l%02d_main_%s%s", n, PAIR[b / 2], b % 2 == 0 ? "l" : "r");
            env.sectorByteRange(Slots.LEVEL_AUDIO.get(0).at(b), Vag.write(rnd, name, t, wad + ".bin_data." + b));
        }
        // one special per level, in turn (the sample stays small)
        for (Slots s : List.of(Slots.LEVEL_AUDIO.get(1 + n % 3))) {
            env.sectorByteRange(s.at(0), Vag.write(rnd, String.format("rc2_l%02d_%s", n, s.field()), t, wad + "." + s.field() + ".0"));
        }
        return new GlobalWadFile(wad, env, Slots.LEVEL_AUDIO, List.of(new Part("/G/" + wad + ".WAD", env.file())), t);
    }
}
