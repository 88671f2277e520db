package gcscript.globalwad;

import gcscript.layout.Field;
import gcscript.layout.Layout;

/** The GC subtitle record of MPEG.WAD (rac2-global-wads §2.6.5; Wrench src/wrenchbuild/common/subtitles.cpp). */
public final class MpegLayouts {
    private MpegLayouts() {}

    public static final String[] LANGUAGES = {"english", "french", "german", "spanish", "italian"};

    public static final Layout SUBTITLE = new Layout("gc_subtitle", 16, "rac2-global-wads §2.6.5");
    public static final Field START_FRAME = SUBTITLE.s16("start_frame", 0x0, "frames at half the frame rate; < 0 ends the table");
    public static final Field STOP_FRAME = SUBTITLE.s16("stop_frame", 0x2, "< 0 ends the table");
    public static final Field[] TEXT_OFFSET = SUBTITLE.array("text_offset", 0x4, gcscript.layout.Type.S16,
            "a NUL-terminated string, from the subtitle block's start", LANGUAGES);
    public static final Field PAD = SUBTITLE.s16("pad", 0xe, "0 as Wrench writes it");

    /** Half the NTSC frame rate (§2.6.5: time = frame / 29.97 on US and Japanese discs; PAL: 25). */
    public static final double NTSC_FRAMES_PER_SECOND = 29.97;

    /** The pack start code 00 00 01 BA a PSS stream opens with, read as a little-endian word (§3.4 check 3). */
    public static final long PACK_START = 0xBA010000L;
}
