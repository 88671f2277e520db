package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import gcscript.wad.WadLz;
import java.util.Random;

/**
 * HUD.WAD from the writer recipe of rac2-global-wads §5.5: the 0x1870-byte header of 781 SectorRanges (Wrench's
 * declared GC layout, padded to sector 4), every field empty but a few: {@code hud_header} and {@code all_text} as
 * opaque bytes, a {@code help_controls} slot holding a raw PIF8 and a {@code help_weapons} slot holding a WAD-LZ PIF8 (the R&C1-analogue forms, sniffable). No claim is made about what retail holds there.
 */
final class HudWriter {
    static final int HEADER = 0x1870;

    private HudWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        env.opaqueSectorRange(slot("hud_header", 0), Blocks.opaque(rnd, 0xb8, 0x200));
        int c = rnd.nextInt(11), w = rnd.nextInt(45);
        env.sectorRange(slot("help_controls", c), Blocks.pif(rnd, t, "HUD.help_controls." + c).toBytes());
        env.sectorRange(slot("help_weapons", w), WadLz.compress(Blocks.pif(rnd, t, "HUD.help_weapons." + w).toBytes(), "help_weap"));
        env.opaqueSectorRange(slot("all_text", 0), Blocks.opaque(rnd, 0x200, 0x600));
        return GlobalWadFile.single("HUD", env, Slots.HUD, t);
    }

    static int slot(String field, int index) {
        return Slots.HUD.stream().filter(s -> s.field().equals(field)).findFirst().orElseThrow().at(index);
    }

    /** Two distinct ascending slot indices below {@code n}. */
    static int[] two(Random rnd, int n) {
        int a = rnd.nextInt(n - 1);
        return new int[] {a, a + 1 + rnd.nextInt(n - 1 - a)};
    }
}
