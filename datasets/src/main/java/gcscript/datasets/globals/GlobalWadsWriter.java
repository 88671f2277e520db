package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.List;
import java.util.Random;

/**
 * The nine global WADs in RC2.HDR order (rac2-global-wads §1, §2.2): MPEG (three files), MISC, HUD, BONUS, AUDIO,
 * SPACE, SCENE, GADGET, ARMOR. SPACE, SCENE and GADGET are opaque in every public source: their recipe (§8–§10) is the
 * header alone with every slot zero, so those files are exactly header_size bytes long. Each WAD draws from its own
 * random stream, so a change to one writer leaves the others' bytes as they were.
 */
public final class GlobalWadsWriter {
    private GlobalWadsWriter() {}

    public static List<GlobalWadFile> write(long seed) {
        return List.of(MpegWriter.write(rnd(seed, 1)), MiscWriter.write(rnd(seed, 2)), HudWriter.write(rnd(seed, 3)),
                BonusWriter.write(rnd(seed, 4)), AudioWriter.write(rnd(seed, 5)), headerOnly("SPACE", 0xba8),
                headerOnly("SCENE", 0x170), headerOnly("GADGET", 0x3c8), ArmorWriter.write(rnd(seed, 9)));
    }

    static Random rnd(long seed, int wad) { return new Random(seed * 0x9E3779B97F4A7C15L + 0x61_0ba1L * wad); }

    private static GlobalWadFile headerOnly(String name, int size) {
        return GlobalWadFile.single(name, new Envelope(size), List.of(), new FieldTruth());
    }
}
