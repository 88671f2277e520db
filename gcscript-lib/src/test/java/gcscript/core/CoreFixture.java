package gcscript.core;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A hand-laid, minimal level core, every offset chosen here and written out by hand so tests can state expected
 * values independently of the reader:
 *
 * <pre>
 * core_index: header 0xbc, tables from 0xc0:
 *   0x0c0 moby_classes  2 x 0x20   (class 7 at data 0xb0, class 9 at 0 = no model)
 *   0x100 tie_classes   1 x 0x20   (at data 0xc0)
 *   0x120 shrub_classes 1 x 0x30   (offset 0)
 *   0x150 tfrag_textures 1 x 16    (2x2 at data_offset 0, palette 1, mipmap -1)
 *   0x160 moby_textures  1 x 16    (4x4 at data_offset 0x10, palette 1, mipmap 2, pad -1)
 *   0x170 tie_textures, shrub_textures, part_textures, fx_textures: count 0 at 0x170
 *   0x170 gs_ram table   1 + 1 stash entry
 *   0x190 room for a moby GS stash list (unused unless a test points 0xac at it)
 *   size 0x1a0
 * gs_ram: 0x400 bytes; CLUT at unit 1 (0x100..0x500), level 2 of the moby texture (1x1) at unit 2
 * core_data (0xe0 bytes): tfrags 0x00, collision 0x40, textures 0x80, moby class 0xb0, tie class 0xc0
 * </pre>
 */
final class CoreFixture {
    static final int INDEX_SIZE = 0x1a0;
    static final int DATA_SIZE = 0xe0;

    final ByteBuffer index = le(INDEX_SIZE);
    final ByteBuffer gs = le(0x600);
    final ByteBuffer data = le(DATA_SIZE);

    CoreFixture() {
        // header
        index.putInt(0x00, 1).putInt(0x04, 0x170);           // gs_ram: 1 (+1 stash)
        index.putInt(0x08, 0).putInt(0x14, 0x40);             // tfrags, collision
        index.putInt(0x18, 2).putInt(0x1c, 0xc0);
        index.putInt(0x20, 1).putInt(0x24, 0x100);
        index.putInt(0x28, 1).putInt(0x2c, 0x120);
        index.putInt(0x30, 1).putInt(0x34, 0x150);
        index.putInt(0x38, 1).putInt(0x3c, 0x160);
        for (int f = 0x40; f <= 0x58; f += 8) index.putInt(f, 0).putInt(f + 4, 0x170);
        index.putInt(0x60, 0x80);                             // textures_base_offset
        index.putInt(0x84, 1);                                // moby_gs_stash_count
        index.putInt(0x88, 0);                                // set by the compressed test
        index.putInt(0x8c, DATA_SIZE);
        // moby classes
        classEntry(0xc0, 0xb0, 7, new int[] {0});
        classEntry(0xe0, 0, 9, new int[] {});
        classEntry(0x100, 0xc0, 11, new int[] {});
        classEntry(0x120, 0, 13, new int[] {});
        // texture entries
        texture(0x150, 0, 2, 2, 1, -1, -1);
        texture(0x160, 0x10, 4, 4, 1, 2, -1);
        // gs_ram table: a PSMCT32 palette and one stash entry
        index.putInt(0x170, 0).putShort(0x174, (short) 16).putShort(0x176, (short) 16).putInt(0x178, 0x100).putInt(0x17c, 0);
        index.putInt(0x180, 0x13).putShort(0x184, (short) 16).putShort(0x186, (short) 16).putInt(0x188, 0x300).putInt(0x18c, 0);
        // CLUT at 0x100: stored slot 16 = red opaque, slot 8 = green half, slot 0 = blue clear, slot 24 = white 0x7f
        clut(16, 0xff, 0, 0, 0x80);
        clut(8, 0, 0xff, 0, 0x40);
        clut(0, 0, 0, 0xff, 0);
        clut(24, 0xff, 0xff, 0xff, 0x7f);
        // texels: tfrag 2x2 at 0x80 = indices 8, 16, 0, 24; moby 4x4 at 0x90 all index 8; its level 1 (2x2) at 0xa0
        data.put(0x80, (byte) 8).put(0x81, (byte) 16).put(0x82, (byte) 0).put(0x83, (byte) 24);
        for (int i = 0; i < 16; i++) data.put(0x90 + i, (byte) 8);
        for (int i = 0; i < 4; i++) data.put(0xa0 + i, (byte) 16);
        gs.put(0x200, (byte) 0);   // level 2 of the moby texture (1x1): index 0
    }

    void classEntry(int at, int offset, int oClass, int[] textures) {
        index.putInt(at, offset).putInt(at + 4, oClass);
        for (int i = 0; i < 16; i++) index.put(at + 0x10 + i, (byte) (i < textures.length ? textures[i] : 0xff));
    }

    void texture(int at, int dataOffset, int w, int h, int palette, int mipmap, int pad) {
        index.putInt(at, dataOffset).putShort(at + 4, (short) w).putShort(at + 6, (short) h).putShort(at + 8, (short) 3)
                .putShort(at + 10, (short) palette).putShort(at + 12, (short) mipmap).putShort(at + 14, (short) pad);
    }

    private void clut(int slot, int r, int g, int b, int a) {
        int at = 0x100 + 4 * slot;
        gs.put(at, (byte) r).put(at + 1, (byte) g).put(at + 2, (byte) b).put(at + 3, (byte) a);
    }

    static ByteBuffer le(int n) { return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN); }
}
