package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import gcscript.datasets.truth.FieldTruth;
import gcscript.wad.WadLz;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * BONUS.WAD from the writer recipe of rac2-global-wads §6.4: the 0xa48-byte header of 328 SectorRanges (padded to
 * sector 2), then in field order, sector-aligned: compressed PIF8s (one PIF per WAD-LZ block) in two
 * {@code goodies_images} slots and one {@code skill_images} slot; {@code credits_text} (8 s32 offsets from the block
 * start, then 8 items each on a 0x10 boundary, all 8 filled as §6.2 advises); one raw {@code credits_images}.
 *
 * <p>Truth: {@code global_pifs}, {@code global_rgba_images} and {@code bonus_credits_text} (key: item: its stored offset and its text).
 */
final class BonusWriter {
    static final int HEADER = 0xa48;
    static final int CREDITS_ITEMS = 8;

    private BonusWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        for (int i : HudWriter.two(rnd, 10)) compressedPif(rnd, env, t, "goodies_images", i);
        env.sectorRange(slot("credits_text", 0), creditsText(rnd, t));
        int image = rnd.nextInt(29);
        env.sectorRange(slot("credits_images", image), Blocks.rgba(rnd, t, "BONUS.credits_images." + image));
        compressedPif(rnd, env, t, "skill_images", rnd.nextInt(30));
        return GlobalWadFile.single("BONUS", env, Slots.BONUS, t);
    }

    private static void compressedPif(Random rnd, Envelope env, FieldTruth t, String field, int i) {
        byte[] pif = Blocks.pif(rnd, t, "BONUS." + field + "." + i).toBytes();
        env.sectorRange(slot(field, i), WadLz.compress(pif, field.substring(0, Math.min(9, field.length()))));
    }

    private static byte[] creditsText(Random rnd, FieldTruth t) {
        t.table("bonus_credits_text", "item_offset", "text");
        LeBuffer b = new LeBuffer();
        b.zeros(4 * CREDITS_ITEMS);
        for (int i = 0; i < CREDITS_ITEMS; i++) {
            b.align(0x10);
            int at = b.size();
            StringBuilder s = new StringBuilder("CREDITS PAGE ").append(i);
            for (int k = 0, n = 1 + rnd.nextInt(5); k < n; k++) s.append(" NAME").append(rnd.nextInt(1000));
            String text = s.toString();
            b.bytes((text + '\0').getBytes(StandardCharsets.US_ASCII));
            b.patchS32(4 * i, at);
            t.row("bonus_credits_text", Integer.toString(i), at, text);
        }
        return b.toArray();
    }

    static int slot(String field, int index) {
        return Slots.BONUS.stream().filter(s -> s.field().equals(field)).findFirst().orElseThrow().at(index);
    }
}
