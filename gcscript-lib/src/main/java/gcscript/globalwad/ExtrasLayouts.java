package gcscript.globalwad;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/**
 * MISC's IRX sub-WAD header (rac2-global-wads §4.2), the "rgba" image header (§2.6.2) and BONUS's credits-text offsets
 * (§6.2).
 */
public final class ExtrasLayouts {
    private ExtrasLayouts() {}

    /** The nine IOP modules after {@code image} and {@code unused[2]}, in header order (§4.2). */
    public static final String[] IRX_MODULES = {"sio2man", "mcman", "mcserv", "dbcman", "sio2d", "ds2u", "stash", "libsd", "989snd"};
    public static final int IRX_HEADER = 0x60;
    public static final int IRX_FIRST_MODULE = 0x18;

    public static final Layout BYTE_RANGE = new Layout("byte_range", 8, "rac2-global-wads §0.3, §4.2");
    public static final Field RANGE_OFFSET = BYTE_RANGE.s32("range_offset", 0, "bytes from the decompressed blob's start");
    public static final Field RANGE_SIZE = BYTE_RANGE.s32("range_size", 4, "bytes; empty when <= 0");

    public static final Layout RGBA = new Layout("rgba_header", 16, "rac2-global-wads §2.6.2");
    public static final Field WIDTH = RGBA.s32("width", 0, "pixels");
    public static final Field HEIGHT = RGBA.s32("height", 4, "pixels");
    public static final Field PAD_0 = RGBA.s32("pad_0", 8, "0 as Wrench writes it");
    public static final Field PAD_1 = RGBA.s32("pad_1", 12, "0 as Wrench writes it");
    /** The largest image side read (a bound, so a broken header cannot ask for a huge allocation). */
    public static final int MAX_SIDE = 2048;

    public static final int CREDITS_ITEMS = 8;
    public static final Layout CREDITS_OFFSET = new Layout("credits_text_offset", 4, "rac2-global-wads §6.2");
    public static final Field ITEM_OFFSET = CREDITS_OFFSET.s32("item_offset", 0, "from the block start; -1 for a missing item");
}
