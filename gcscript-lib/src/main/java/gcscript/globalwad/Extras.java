package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.table.TableBuilder;
import gcscript.wad.WadLz;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * MISC's IRX sub-WAD (§4.2: the image and nine IOP modules as ByteRanges of the decompressed blob), the "rgba" images
 * (MISC's IRX image, BONUS's credits_images, §2.6.2) and BONUS's credits text (§6.2).
 */
public final class Extras {
    /** The largest IRX blob a decompression may yield (the retail MISC.WAD is 14.8 MB in all). */
    static final int MAX_IRX = 16 << 20;

    private final GlobalWads wads;
    private Checks checks = new Checks();

    Extras(GlobalWads wads) { this.wads = wads; }

    /** The decompressed IRX blob of MISC.WAD. */
    ByteReader irxBlob() {
        WadFile misc = wads.wad(GlobalWad.MISC);
        ByteReader block = misc.block(misc.slot("irx", 0));
        byte[] blob = WadLz.decompressCapped(block, MAX_IRX);
        ByteReader b = block.derive(blob, block.file() + "#misc.irx");
        b.requireRange("misc.irx.header", 0, ExtrasLayouts.IRX_HEADER);
        return b;
    }

    /**
     * {@code wad, file, record, offset, field, range_offset, range_size, magic}: the IRX header's image and modules
     * (record: the ByteRange's index, 0 = image, 1.. = modules; offset: in the blob; magic: the item's first word).
     */
    public Table irxModules() {
        TableBuilder t = new TableBuilder("misc irx modules").strings("wad", "file").ints("record").longs("offset").strings("field")
                .ints("range_offset", "range_size").longs("magic");
        // a disc without MISC.WAD, or whose MISC.WAD has no IRX block, has no modules: an empty table, not an error
        if (wads.wad("MISC").map(m -> m.slot("irx", 0).empty()).orElse(true)) return t.build();
        ByteReader b = irxBlob();
        for (int i = 0; i < 1 + ExtrasLayouts.IRX_MODULES.length; i++) {
            long at = i == 0 ? 0 : ExtrasLayouts.IRX_FIRST_MODULE + 8L * (i - 1);
            String field = i == 0 ? "image" : ExtrasLayouts.IRX_MODULES[i - 1];
            Rec r = ExtrasLayouts.BYTE_RANGE.read(b, at, "misc.irx." + field);
            int off = r.i(ExtrasLayouts.RANGE_OFFSET), size = r.i(ExtrasLayouts.RANGE_SIZE);
            boolean inside = size > 0 && off >= ExtrasLayouts.IRX_HEADER && b.inRange(off, size);
            checks.expect("irx_item_inside", "misc.irx." + field, at, inside, "inside the " + b.length() + "-byte blob, after its header",
                    "[" + Hex.of(off) + ", " + Hex.of((long) off + size) + ")");
            long magic = inside && size >= 4 ? WadFile.MAGIC.window(b, off, 1, "misc.irx." + field + ".magic").get(0, WadFile.MAGIC_WORD) : -1;
            if (i > 0) checks.expect("irx_module_elf", "misc.irx." + field, at, magic == 0x464c457fL, "7F 45 4C 46", Hex.of(magic));
            t.row("MISC", "MISC.WAD", i, at, field, off, size, magic);
        }
        return t.build();
    }

    /**
     * One "rgba" image as read: its WAD, slot field and index, the slot's header record (-1 for MISC's IRX image, which
     * a ByteRange of the IRX blob holds), its 16-byte header and the pixels (ARGB row by row, alpha 0..0x80 expanded as
     * the PIF palettes are).
     */
    public record RgbaImage(String wad, String field, int index, int record, Rec header, int width, int height, int[] argb) {}

    /** {@code wad, file, record, offset, field, index, width, height, pad_0, pad_1, rgba_sha256}: every "rgba" image. */
    public Table rgbaImages() {
        TableBuilder t = new TableBuilder("global rgba images").strings("wad", "file").ints("record").longs("offset").strings("field")
                .ints("index", "width", "height", "pad_0", "pad_1").strings("rgba_sha256");
        for (RgbaImage r : rgbaImageList()) {
            Rec h = r.header();
            t.row(r.wad(), r.wad() + ".WAD", r.record(), h.offset(), r.field(), r.index(), r.width(), r.height(), h.i(ExtrasLayouts.PAD_0),
                    h.i(ExtrasLayouts.PAD_1), sha256(new gcscript.texture.Texture.Level(0, r.width(), r.height(), r.argb()).rgba()));
        }
        return t.build();
    }

    /** Every "rgba" image decoded: MISC's IRX image, then BONUS's credits_images in slot order. */
    public List<RgbaImage> rgbaImageList() {
        List<RgbaImage> out = new java.util.ArrayList<>();
        wads.wad("MISC").filter(m -> !m.slot("irx", 0).empty()).ifPresent(m -> {
            ByteReader b = irxBlob();
            Rec image = ExtrasLayouts.BYTE_RANGE.read(b, 0, "misc.irx.image");
            out.add(rgba("MISC", "irx", 0, -1, b.slice("misc.irx.image", image.i(ExtrasLayouts.RANGE_OFFSET), image.i(ExtrasLayouts.RANGE_SIZE))));
        });
        wads.wad("BONUS").ifPresent(bonus -> {
            for (Slot s : bonus.blocks()) if (s.field().equals("credits_images")) out.add(rgba("BONUS", s.field(), s.index(), s.record(), bonus.block(s)));
        });
        return out;
    }

    private RgbaImage rgba(String wad, String field, int index, int record, ByteReader b) {
        String path = wad.toLowerCase() + "." + field + "[" + index + "]";
        Rec h = ExtrasLayouts.RGBA.read(b, 0, path);
        int w = h.i(ExtrasLayouts.WIDTH), hh = h.i(ExtrasLayouts.HEIGHT);
        if (w < 1 || hh < 1 || w > ExtrasLayouts.MAX_SIDE || hh > ExtrasLayouts.MAX_SIDE) throw h.error(ExtrasLayouts.WIDTH, "1..2048 x 1..2048", w + " x " + hh);
        long bytes = 4L * w * hh;
        checks.expect("rgba_fits", path, b.absolute(0), 16 + bytes <= b.length(), "16 + 4 w h <= " + b.length(), 16 + bytes);
        if (16 + bytes > b.length()) throw h.error(ExtrasLayouts.WIDTH, "16 + 4 w h <= " + b.length(), Long.toString(16 + bytes));
        byte[] px = b.slice(path + ".pixels", 16, bytes).toArray();
        b.claim(path + ".pixels", 16, bytes, gcscript.bytes.Coverage.Kind.DECODED, null);
        int[] argb = new int[w * hh];
        for (int i = 0; i < argb.length; i++) {
            int a = px[4 * i + 3] & 0xff;
            a = a < 0x80 ? 2 * a : 255;   // the PS2's 0..0x80 alpha, expanded as the palettes' is
            argb[i] = a << 24 | (px[4 * i] & 0xff) << 16 | (px[4 * i + 1] & 0xff) << 8 | (px[4 * i + 2] & 0xff);
        }
        return new RgbaImage(wad, field, index, record, h, w, hh, argb);
    }

    /** {@code wad, file, record, offset, item_offset, bytes, text}: BONUS's eight credits-text items (text: up to a NUL). */
    public Table creditsText() {
        TableBuilder t = new TableBuilder("bonus credits text").strings("wad", "file").ints("record").longs("offset").ints("item_offset")
                .longs("bytes").strings("text");
        WadFile bonus = wads.wad("BONUS").orElse(null);
        if (bonus == null) return t.build();
        Slot s = bonus.slot("credits_text", 0);
        if (s.empty()) return t.build();
        ByteReader b = bonus.block(s);
        List<Rec> offs = ExtrasLayouts.CREDITS_OFFSET.readArray(b, 0, ExtrasLayouts.CREDITS_ITEMS, "bonus.credits_text.offset");
        for (int i = 0; i < offs.size(); i++) {
            int at = offs.get(i).i(ExtrasLayouts.ITEM_OFFSET);
            long end = i + 1 < offs.size() ? offs.get(i + 1).i(ExtrasLayouts.ITEM_OFFSET) : b.length();
            boolean ok = at >= 4 * ExtrasLayouts.CREDITS_ITEMS && at <= end && end <= b.length();
            checks.expect("credits_text_offsets", "bonus.credits_text.offset[" + i + "]", offs.get(i).offset(), ok,
                    "ascending, >= 0x20, inside the block", Hex.of(at));
            String text = "";
            if (ok) {
                byte[] item = b.slice("bonus.credits_text.item[" + i + "]", at, end - at).toArray();
                int n = 0;
                while (n < item.length && item[n] != 0) n++;
                text = new String(item, 0, n, StandardCharsets.ISO_8859_1);
            }
            t.row("BONUS", "BONUS.WAD", i, offs.get(i).offset(), at, ok ? end - at : -1L, text);
        }
        return t.build();
    }

    /** The §4.3, §6.3 and §2.6.2 checks, from a fresh pass over the three tables. */
    synchronized Checks checkList() {
        checks = new Checks();
        checks.declare("irx_item_inside", "every IRX ByteRange lies inside the decompressed blob, after its header (§4.3 check 1)");
        checks.declare("irx_module_elf", "each module starts with the ELF magic (§4.3 check 2)");
        checks.declare("rgba_fits", "16 + 4 w h fits the block (§4.3 check 2, §6.3 check 2)");
        checks.declare("credits_text_offsets", "the 8 offsets ascend, are >= 0x20 and lie inside the block (§6.3 check 3)");
        if (wads.wad("MISC").isPresent()) irxModules();
        if (wads.wad("BONUS").isPresent()) creditsText();
        rgbaImages();
        return checks;
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

}
