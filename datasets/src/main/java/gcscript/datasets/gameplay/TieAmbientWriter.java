package gcscript.datasets.gameplay;

import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/**
 * The tie ambient RGBAs (rac2-formats-phase2 §7.1, pointer 0x94, in Wrench's order between the tie instances and the
 * tie groups): per tie instance that has them, {s16 tie-instance index, s16 size in halfwords, u8[2·size]}, in
 * instance order as Wrench writes them, then an s16 −1. About one tie in three gets 2 to 17 halfwords of colours
 * (A1BGR5 words, as noclip reads them; the writer treats them as bytes). Nothing is written on a level without ties.
 * Truth: {@code fields.gameplay_tie_ambient_rgbas.row.<entry>} = tie_index, size, the colour bytes as hex.
 */
final class TieAmbientWriter {
    private TieAmbientWriter() {}

    static final int PTR_TIE_AMBIENT_RGBAS = 0x94;

    static void write(Random rnd, Out out, int[] ptr, int ties, GameplayTruth ft) {
        if (ties == 0) return;
        GameplayStream.block(out, ptr, PTR_TIE_AMBIENT_RGBAS, 0x10);
        HexFormat hex = HexFormat.of();
        int entry = 0;
        for (int i = 0; i < ties; i++) {
            if (i > 0 && rnd.nextInt(3) != 0) continue;
            int size = 2 + rnd.nextInt(16);
            byte[] data = new byte[2 * size];
            for (int k = 0; k < size; k++) {
                int c = 0x8000 | rnd.nextInt(0x8000);   // A1BGR5 with the alpha bit set (u16 above 0x7fff)
                data[2 * k] = (byte) c;
                data[2 * k + 1] = (byte) (c >>> 8);
            }
            out.u16(i).u16(size).bytes(data);
            ft.row("gameplay_tie_ambient_rgbas", entry++, List.of("tie_index", "size", "rgbas"), List.of(i, size, hex.formatHex(data)));
        }
        out.u16(-1);
    }
}
