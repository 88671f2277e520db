package gcscript.datasets;

import java.util.Map;
import java.util.Random;
import gcscript.datasets.truth.FieldTruth;

/**
 * The level code overlay (phase-2 reference §9.1, writer recipe "overlay"): 16-byte section headers
 * {dest_address, copy_size, section_type, entry_point E}, each followed by copy_size bytes, dest_address and
 * copy_size multiples of 4 (here 16), the sections' EE ranges back to back; the stream ends with an all-zero
 * header (entry_point 0 ≠ E).
 *
 * <p>Every level gets the retail section set of an R&C1/GC/UYA level overlay, in order (§9.1, W's donor headers):
 * {@code .lit} (PROGBITS), {@code .bss} (NOBITS), {@code .data}, {@code lvl.vtbl}, {@code lvl.camvtbl},
 * {@code lvl.sndvtbl}, {@code .text} (PROGBITS). Wrench recovers the ELF section headers of the level code only
 * when the stream has exactly these seven blocks with these types. The NOBITS block still carries copy_size bytes
 * (zeros) after its header: every reader (the game's, W's) steps over copy_size bytes whatever the type, and W's
 * writer emits only sections with data, so no block is empty.
 *
 * <p>{@code .lit} or {@code .data} also carries a synthetic 256-entry (cos, sin) f32 table (§9.2: entry
 * i = cos/sin(i·π/128), StrictMath, entry 0 exactly (1.0, 0.0)) at a place that differs per level, and another
 * large PROGBITS block a decoy: the first few entries of the table (at least the (1.0, 0.0) pair) followed by
 * filler, which a reader must reject. The places come from their own Random seeded by values already drawn.
 */
final class OverlayWriter {
    private OverlayWriter() {}

    static final int TABLE_ENTRIES = 256;
    static final int TABLE_BYTES = TABLE_ENTRIES * 8;
    static final int HEADER = 16;

    /** The retail block types in order (§9.1): .lit, .bss, .data, lvl.vtbl, lvl.camvtbl, lvl.sndvtbl, .text. */
    static final int[] TYPES = {1, 8, 1, 1, 1, 1, 1};
    static final int PROGBITS = 1;
    /** The blocks that may hold the table (.lit, .data) and the decoy (.lit, .data, .text): the large PROGBITS ones. */
    private static final int[] TABLE_HOMES = {0, 2}, DECOY_HOMES = {0, 2, 6};

    static byte[] overlay(Random rnd, int scale, Map<String, String> truth) {
        int sections = TYPES.length;
        int entry = 0x00300000 + 0x100 * rnd.nextInt(0x1000);
        int dest = entry & ~0xfff;
        Random place = new Random(((long) entry << 4) ^ sections ^ 0x6f7665726c6179L);
        int tableSection = TABLE_HOMES[place.nextInt(TABLE_HOMES.length)];
        int decoySection = tableSection;
        while (decoySection == tableSection) decoySection = DECOY_HOMES[place.nextInt(DECOY_HOMES.length)];
        LeBuffer out = new LeBuffer();
        FieldTruth ft = new FieldTruth();
        ft.table("overlay_sections", "overlay_offset", "dest_address", "copy_size", "section_type", "entry_point");
        ft.table("overlay_normal_table", "overlay_offset", "address", "cos_bits", "sin_bits", "cos", "sin");
        for (int i = 0; i < sections; i++) {
            boolean small = i >= 3 && i <= 5;   // the three vtables: a few pointers each
            int size = small ? 16 + 16 * rnd.nextInt(16) : Sectors.align(512 * scale + rnd.nextInt(2048 * scale), 16);
            // .bss holds no initialised data: zeros, as W's ELF-to-overlay conversion copies them
            byte[] data = TYPES[i] == PROGBITS ? LevelBytes.fill(rnd, size) : new byte[size];
            String key = "overlay.section." + i + ".";
            if (i == decoySection) {
                int entries = 1 + place.nextInt(Math.min(64, size / 8 - 1));
                int at = 8 * place.nextInt(size / 8 - entries);
                putTable(data, at, entries);
                truth.put("overlay.decoy.offset", Integer.toString(out.size() + HEADER + at));
                truth.put("overlay.decoy.entries", Integer.toString(entries));
            }
            if (i == tableSection) {
                int at = 16 * place.nextInt(size / 16 + 1);
                byte[] grown = new byte[size + TABLE_BYTES];
                System.arraycopy(data, 0, grown, 0, at);
                putTable(grown, at, TABLE_ENTRIES);
                System.arraycopy(data, at, grown, at + TABLE_BYTES, size - at);
                data = grown;
                size = grown.length;
                truth.put("overlay.normal_table.offset", Integer.toString(out.size() + HEADER + at));
                for (int k = 0; k < TABLE_ENTRIES; k++) {
                    int c = cosBits(k), sn = sinBits(k);
                    ft.row("overlay_normal_table", Integer.toString(k), out.size() + HEADER + at + 8 * k, dest + at + 8 * k,
                            Integer.toUnsignedLong(c), Integer.toUnsignedLong(sn), (double) Float.intBitsToFloat(c), (double) Float.intBitsToFloat(sn));
                }
                truth.put("overlay.normal_table.address", Integer.toString(dest + at));
                truth.put("overlay.normal_table.section", Integer.toString(i));
            }
            ft.row("overlay_sections", Integer.toString(i), out.size(), dest, size, TYPES[i], entry);
            out.s32(dest).s32(size).s32(TYPES[i]).s32(entry);
            out.bytes(data);
            truth.put(key + "dest_address", Integer.toString(dest));
            truth.put(key + "copy_size", Integer.toString(size));
            truth.put(key + "section_type", Integer.toString(TYPES[i]));
            dest += size;
        }
        out.zeros(HEADER);
        truth.put("overlay.sections", Integer.toString(sections));
        truth.put("overlay.entry_point", Integer.toString(entry));
        truth.putAll(ft.asMap());
        return out.toArray();
    }

    /** Entries 0..n-1 of the (cos, sin) table as little-endian f32 pairs at {@code at}. */
    private static void putTable(byte[] b, int at, int n) {
        for (int i = 0; i < n; i++) {
            LeBuffer.putS32(b, at + 8 * i, cosBits(i));
            LeBuffer.putS32(b, at + 8 * i + 4, sinBits(i));
        }
    }

    /** The stored words of entry i: cos and sin of i·π/128 (StrictMath) as f32. */
    static int cosBits(int i) { return Float.floatToRawIntBits((float) StrictMath.cos(i * Math.PI / 128)); }

    static int sinBits(int i) { return Float.floatToRawIntBits((float) StrictMath.sin(i * Math.PI / 128)); }
}
