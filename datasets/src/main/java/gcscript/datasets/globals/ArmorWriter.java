package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.Random;

/** ARMOR.WAD (rac2-global-wads §11.5): the 0xf8-byte header of 9 armour and 6 wrench {mesh, textures} SectorRanges. */
final class ArmorWriter {
    static final int HEADER = 0xf8;

    private ArmorWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        return GlobalWadFile.single("ARMOR", env, Slots.ARMOR, t);
    }
}
