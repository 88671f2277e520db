package gcscript.globalwad;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/** The VAGp stream header of AUDIO.WAD and AUDIOn.WAD (rac2-global-wads §2.6.4; Wrench src/engine/vag.h): big-endian. */
public final class VagLayouts {
    private VagLayouts() {}

    public static final Layout HEADER = new Layout("vag_header", 0x30, "rac2-global-wads §2.6.4");
    public static final Field MAGIC = HEADER.u32be("magic", 0x00, "\"VAGp\"");
    public static final Field VERSION = HEADER.u32be("version", 0x04, "0x20 on GC streams");
    public static final Field RESERVED_08 = HEADER.u32be("reserved_08", 0x08, "");
    public static final Field DATA_SIZE = HEADER.u32be("data_size", 0x0c, "bytes of ADPCM after the header");
    public static final Field SAMPLE_RATE = HEADER.u32be("sample_rate", 0x10, "Hz");
    public static final Field[] RESERVED_14 = HEADER.array("reserved_14", 0x14, Type.U16BE, "", "0", "1", "2", "3", "4");
    public static final Field CHANNELS = HEADER.u8("channels", 0x1e, "0 on GC: mono");
    public static final Field RESERVED_1F = HEADER.u8("reserved_1f", 0x1f, "");
    /** The 16-byte name as four words (the text itself is read from the same bytes, up to its NUL). */
    public static final Field[] NAME = HEADER.array("name", 0x20, Type.U32BE, "NUL-padded ASCII", "0", "1", "2", "3");

    /** "VAGp" read big-endian. */
    public static final long VAGP = 0x56414770L;
}
