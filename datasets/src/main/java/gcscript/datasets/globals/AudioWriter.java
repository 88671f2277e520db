package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.Random;
import java.util.TreeSet;

/**
 * AUDIO.WAD from the writer recipe of rac2-global-wads §7.4: a header of exactly 3 sectors (1,534 Sector32 starts),
 * then VAGp voice lines, each sector-aligned, in table order: vendor, then help per language (English, French, German,
 * Spanish, Italian), each table in index order. Two vendor lines, one English, one French, the other
 * languages empty (as retail NTSC-U leaves them, §7.1).
 */
final class AudioWriter {
    static final int HEADER = 0x1800;

    private AudioWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        int[] lines = {2, 1, 1, 0, 0, 0};
        for (int g = 0; g < Slots.AUDIO.size(); g++) {
            Slots s = Slots.AUDIO.get(g);
            TreeSet<Integer> used = new TreeSet<>();
            while (used.size() < lines[g]) used.add(rnd.nextInt(s.count()));
            for (int i : used) {
                String key = "AUDIO." + s.field() + "." + i;
                env.sector32(s.at(i), Vag.write(rnd, "gc_" + s.field().replace("help_", "h_") + "_" + i, t, key));
            }
        }
        return GlobalWadFile.single("AUDIO", env, Slots.AUDIO, t);
    }
}
