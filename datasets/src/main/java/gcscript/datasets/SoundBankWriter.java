package gcscript.datasets;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * A small fake 989snd bank (§8.6): the only fact the reference gives is the "SBlk" magic at bank offset
 * 0x18, so that is what a reader can check; the rest is noise, as ADPCM sample data looks to a compressor.
 */
final class SoundBankWriter {
    static final int MAGIC_OFFSET = 0x18;
    static final byte[] MAGIC = "SBlk".getBytes(StandardCharsets.US_ASCII);

    private SoundBankWriter() {}

    static byte[] bank(Random rnd, int size) {
        if (size < 0x40) throw new IllegalArgumentException("bank too small: " + size);
        byte[] b = new byte[size];
        rnd.nextBytes(b);
        for (int i = 0; i < 0x40; i++) b[i] = 0;
        LeBuffer.putS32(b, 0x00, 1);
        LeBuffer.putS32(b, 0x04, size);
        System.arraycopy(MAGIC, 0, b, MAGIC_OFFSET, 4);
        LeBuffer.putS32(b, 0x1c, 2);
        return b;
    }

    /** A size that is never a whole number of sectors, so sector padding always shows in the level file. */
    static int size(Random rnd, int scale, int baseKb) {
        int size = baseKb * 1024 * scale + rnd.nextInt(8 * 1024 * scale);
        return size % Sectors.SIZE == 0 ? size + 0x90 : size;
    }
}
