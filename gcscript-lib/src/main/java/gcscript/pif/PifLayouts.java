package gcscript.pif;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/** The stored records of a texture list and of a PIF texture (rac2-global-wads §2.6.1, §2.6.3). */
public final class PifLayouts {
    private PifLayouts() {}

    static final String SRC = "rac2-global-wads §2.6";

    /** "2FIP" as the u32 its four bytes 32 46 49 50 make little-endian. */
    public static final long MAGIC_2FIP = 0x50494632L;
    /** The texture format of an 8-bit indexed PIF (GS PSMT8), the only one GC's PIF fields use ("pif,8,1,unswizzled"). */
    public static final int FORMAT_8BIT = 0x13;
    /** Wrench rejects a width or height above this. */
    public static final int MAX_SIDE = 2048;
    /** Wrench's reader refuses a list of this many textures or more. */
    public static final int MAX_COUNT = 0x1000;
    /** Each PIF of a list starts on this boundary (Wrench's writer). */
    public static final int ALIGN = 0x10;

    public static final Layout LIST = new Layout("texture_list", 4, SRC + ".3");
    public static final Field COUNT = LIST.s32("count", 0x0, "textures in the list");

    public static final Layout LIST_OFFSET = new Layout("texture_list_offset", 4, SRC + ".3");
    public static final Field OFFSET = LIST_OFFSET.s32("offset", 0x0, "the texture's PIF, from the list start, 0x10-aligned, ascending");

    public static final Layout PIF = new Layout("pif", 0x20, SRC + ".1");
    public static final Field MAGIC = PIF.u32("magic", 0x00, "\"2FIP\"");
    public static final Field FILE_SIZE = PIF.s32("file_size", 0x04, "meaning unknown; Wrench writes 0 and ignores it");
    public static final Field WIDTH = PIF.s32("width", 0x08, "pixels, 1..2048");
    public static final Field HEIGHT = PIF.s32("height", 0x0c, "pixels, 1..2048");
    public static final Field FORMAT = PIF.s32("format", 0x10, "0x13 = 8-bit indexed (bit 7 would mark swizzled texels)");
    public static final Field CLUT_FORMAT = PIF.s32("clut_format", 0x14, "Wrench writes 0");
    public static final Field CLUT_ORDER = PIF.s32("clut_order", 0x18, "Wrench writes 0");
    public static final Field MIP_LEVELS = PIF.s32("mip_levels", 0x1c, "Wrench writes 1; its reader ignores it");
}
