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
 * {@code save_game}, {@code frontbin_net} (compressed) and {@code exit} as opaque bytes. {@code frontbin} (a
 * "Ratchet executable") and {@code frontend} are left empty, which the recipe allows (the sample stays small).
 *
 * <p>Truth: {@code global_pifs} (MISC.debug_font.0), {@code global_rgba_images} (MISC.irx.0) and
 * {@code misc_irx} (key: the sub-WAD field: its ByteRange as range_offset, range_size).
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
        env.opaqueSectorRange(0x28, WadLz.compress(Blocks.opaque(rnd, 0x80, 0x400), "frontbin"));
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
