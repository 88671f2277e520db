package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import gcscript.datasets.truth.FieldTruth;
import gcscript.wad.WadLz;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * MISC.WAD from the writer recipe of rac2-global-wads §4.4: a 0x40-byte header of seven SectorRanges, then in header
 * order, sector-aligned: {@code debug_font} (one PIF8), {@code irx} (WAD-LZ of the IRX sub-WAD, §4.2: a 0x60-byte
 * header of ByteRanges, the RGBA image, then nine tiny fake IOP modules opening with the ELF magic, each 0x40-aligned),
 * {@code save_game}, {@code frontend}, {@code frontbin_net} (compressed) and {@code exit} as opaque bytes, and
 * {@code frontbin}, a small "Ratchet executable" ({@link #frontbin}).
 *
 * <p>Truth: {@code global_pifs} (MISC.debug_font.0), {@code global_rgba_images} (MISC.irx.0) and
 * {@code misc_irx} (key: the sub-WAD field: its ByteRange as range_offset, range_size), {@code misc_frontbin_sections}
 * (key: the section's index).
 */
final class MiscWriter {
    static final int HEADER = 0x40;
    static final int IRX_HEADER = 0x60;
    static final String[] MODULES = {"sio2man", "mcman", "mcserv", "dbcman", "sio2d", "ds2u", "stash", "libsd", "989snd"};

    private MiscWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        env.sectorRange(0x08, Blocks.pif(rnd, t, "MISC.debug_font.0").toBytes());
        env.sectorRange(0x10, WadLz.compress(irx(rnd, t), "irx"));
        env.opaqueSectorRange(0x18, Blocks.opaque(rnd, 0x40, 0x200));
        env.sectorRange(0x20, frontbin(rnd, t));
        env.opaqueSectorRange(0x28, WadLz.compress(Blocks.opaque(rnd, 0x80, 0x400), "frontbin"));
        env.opaqueSectorRange(0x30, Blocks.opaque(rnd, 0x40, 0x200));
        env.opaqueSectorRange(0x38, Blocks.opaque(rnd, 0x40, 0x300));
        return GlobalWadFile.single("MISC", env, Slots.MISC, t);
    }

    /** The decompressed IRX sub-WAD: header {image, unused[2], 9 modules} as {offset, size} from the blob start. */
    private static byte[] irx(Random rnd, FieldTruth t) {
        t.table("misc_irx", "range_offset", "range_size");
        LeBuffer b = new LeBuffer();
        b.zeros(IRX_HEADER);
        b.align(0x40);
        int at = b.size();
        byte[] image = Blocks.rgba(rnd, t, "MISC.irx.0");
        b.bytes(image);
        b.patchS32(0, at).patchS32(4, image.length);
        t.row("misc_irx", "image", at, image.length);
        for (int m = 0; m < MODULES.length; m++) {
            b.align(0x40);
            at = b.size();
            byte[] module = module(rnd, MODULES[m]);
            b.bytes(module);
            b.patchS32(0x18 + 8 * m, at).patchS32(0x1c + 8 * m, module.length);
            t.row("misc_irx", MODULES[m], at, module.length);
        }
        return b.toArray();
    }

    /**
     * {@code frontbin}, a "Ratchet executable" (§4.4: "≥ 1 section header + data"; the container of phase2 §9.1): three
     * sections {dest_address, copy_size, section_type, entry_point E} — code (PROGBITS), zeros (NOBITS: the game steps
     * over copy_size bytes whatever the type), data (PROGBITS) — each address and size a multiple of 4, their EE
     * ranges back to back from a 4 KB-aligned base; then an all-zero header, whose entry_point 0 ≠ E ends the walk.
     */
    private static byte[] frontbin(Random rnd, FieldTruth t) {
        t.table("misc_frontbin_sections", "overlay_offset", "dest_address", "copy_size", "section_type", "entry_point");
        int[] types = {1, 8, 1};
        int base = 0x00400000 + 0x1000 * rnd.nextInt(0x100);
        int entry = base + 4 * (1 + rnd.nextInt(0x40));
        LeBuffer b = new LeBuffer();
        int dest = base;
        for (int i = 0; i < types.length; i++) {
            int size = 4 * (8 + rnd.nextInt(0x40));
            t.row("misc_frontbin_sections", Integer.toString(i), b.size(), Integer.toUnsignedLong(dest), size, types[i], Integer.toUnsignedLong(entry));
            b.s32(dest).s32(size).s32(types[i]).s32(entry);
            byte[] data = new byte[size];
            if (types[i] == 1) rnd.nextBytes(data);
            b.bytes(data);
            dest += size;
        }
        return b.zeros(16).toArray();
    }

    /** A stand-in IOP module: the ELF magic, the module's name, noise. */
    private static byte[] module(Random rnd, String name) {
        LeBuffer b = new LeBuffer();
        b.u8(0x7f).u8('E').u8('L').u8('F');
        b.bytes(name.getBytes(StandardCharsets.US_ASCII)).u8(0);
        byte[] noise = new byte[0x10 + rnd.nextInt(0x40)];
        rnd.nextBytes(noise);
        return b.bytes(noise).toArray();
    }
}
