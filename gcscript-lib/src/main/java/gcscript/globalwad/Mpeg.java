package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.table.TableBuilder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * MPEG.WAD (rac2-global-wads §3): 50 {subtitles, video} entries, the subtitle tables (§2.6.5) decoded, the videos
 * (PSS streams) opaque. {@link #videos()} has one row per used entry, {@link #subtitles()} one per subtitle record.
 */
public final class Mpeg {
    /** One subtitle record as stored, with its five strings (the game's 8-bit text, shown as ISO-8859-1). */
    public record Subtitle(int video, int n, String file, Rec rec, String[] texts) {}

    private final WadFile wad;
    private final Checks checks = new Checks();
    private final List<Subtitle> subtitles = new ArrayList<>();
    private final int[] counts = new int[50];

    /**
     * A subtitle block outside the WAD's files is a problem (lenient: the entry is left without subtitles). A null
     * {@code wad} is a disc without MPEG.WAD (one level file, a partial folder): every table is empty.
     */
    Mpeg(WadFile wad, gcscript.bytes.Problems problems) {
        this.wad = wad;
        for (int i = 0; wad != null && i < 50; i++) {
            Slot subs = wad.slot("subtitles", i);
            try {
                if (!subs.empty()) counts[i] = readTable(i, subs);
            } catch (gcscript.bytes.FormatException e) {
                problems.caught(e, -1);
            }
            Slot video = wad.slot("video", i);
            if (!video.empty()) {
                long magic = wad.magic(video);
                checks.expect("video_pack_start", "mpeg.video[" + i + "]", video.headerOffset(), magic == MpegLayouts.PACK_START,
                        "00 00 01 BA", magic < 0 ? "fewer than 4 bytes" : Hex.of(magic));
            }
        }
    }

    private int readTable(int i, Slot s) {
        ByteReader b = wad.block(s);
        String path = "mpeg.subtitles[" + i + "]";
        int max = b.length() / MpegLayouts.SUBTITLE.size();
        checks.declare("subtitle_terminator", "a table ends with a record whose start or stop frame is negative (§3.4 check 2)");
        int n = 0;
        while (n < max) {
            Rec r = MpegLayouts.SUBTITLE.read(b, (long) n * MpegLayouts.SUBTITLE.size(), path + ".record[" + n + "]");
            if (r.i(MpegLayouts.START_FRAME) < 0 || r.i(MpegLayouts.STOP_FRAME) < 0) break;
            checks.expect("subtitle_start_le_stop", path + ".record[" + n + "]", r.offset(),
                    r.i(MpegLayouts.START_FRAME) <= r.i(MpegLayouts.STOP_FRAME), "start_frame <= stop_frame", r.i(MpegLayouts.STOP_FRAME));
            String[] texts = new String[MpegLayouts.LANGUAGES.length];
            for (int l = 0; l < texts.length; l++) texts[l] = text(b, path + ".record[" + n + "]." + MpegLayouts.TEXT_OFFSET[l].name(), r, l);
            subtitles.add(new Subtitle(i, n, fileOf(s), r, texts));
            n++;
        }
        checks.expect("subtitle_terminator", path, s.headerOffset(), n < max, "a terminator inside " + b.length() + " bytes", "none");
        return n;
    }

    /** The NUL-terminated string at the record's text offset; a check fails for an offset outside the block or no NUL. */
    private String text(ByteReader b, String path, Rec r, int language) {
        int at = r.i(MpegLayouts.TEXT_OFFSET[language]);
        boolean inside = at >= 0 && at < b.length();
        checks.expect("subtitle_text_inside", path, r.offsetOf(MpegLayouts.TEXT_OFFSET[language]), inside, "< " + b.length(), at);
        if (!inside) return "";
        byte[] rest = b.slice(path, at, b.length() - at).toArray();
        int end = 0;
        while (end < rest.length && rest[end] != 0) end++;
        checks.expect("subtitle_text_terminated", path, b.absolute(at), end < rest.length, "a NUL before the block's end", "none");
        b.claim(path, at, Math.min(end + 1, rest.length), gcscript.bytes.Coverage.Kind.DECODED, null);
        return new String(rest, 0, end, StandardCharsets.ISO_8859_1);
    }

    private String fileOf(Slot s) {
        WadFile.Part p = wad.partOf(s.start(), 1);
        return p == null ? "" : p.name();
    }

    /** MPEG.WAD, or null on a disc without it. */
    public WadFile wad() { return wad; }
    public List<Subtitle> subtitleList() { return subtitles; }

    /**
     * {@code file, record, offset, index, subtitles_offset_sectors, subtitles_size_bytes, video_offset_sectors,
     * video_size_bytes, subtitle_count, video_file}: one row per entry with a subtitle table or a video (video_file "none"
     * without a video; record: the
     * entry's index; offset: its place in the header).
     */
    public Table videos() {
        TableBuilder t = new TableBuilder("mpeg videos").strings("file").ints("record").longs("offset").ints("index",
                "subtitles_offset_sectors", "subtitles_size_bytes", "video_offset_sectors", "video_size_bytes", "subtitle_count")
                .strings("video_file");
        for (int i = 0; wad != null && i < 50; i++) {
            Slot s = wad.slot("subtitles", i), v = wad.slot("video", i);
            if (s.empty() && v.empty()) continue;
            t.row(wad.fileName(), i, s.headerOffset(), i, s.offsetSectors(), s.sizeRaw(), v.offsetSectors(), v.sizeRaw(), counts[i],
                    v.empty() ? "none" : fileOf(v));
        }
        return t.build();
    }

    /**
     * {@code file, record, offset, video, start_frame, stop_frame, text_offset_<language>…, pad, start_s, stop_s,
     * text_<language>…}: every subtitle record (record: its index in its table; offset: in the file holding it).
     */
    public Table subtitles() {
        TableBuilder t = new TableBuilder("mpeg subtitles").strings("file").ints("record").longs("offset").ints("video")
                .fields(MpegLayouts.SUBTITLE).doubles("start_s", "stop_s");
        for (String l : MpegLayouts.LANGUAGES) t.strings("text_" + l);
        for (Subtitle s : subtitles) {
            t.s(s.file()).i(s.n()).l(s.rec().offset()).i(s.video()).rec(s.rec());
            t.d(s.rec().i(MpegLayouts.START_FRAME) / MpegLayouts.NTSC_FRAMES_PER_SECOND)
                    .d(s.rec().i(MpegLayouts.STOP_FRAME) / MpegLayouts.NTSC_FRAMES_PER_SECOND);
            for (String x : s.texts()) t.s(x);
            t.end();
        }
        return t.build();
    }

    /** The §3.4 checks that go beyond §2.5's (subtitle tables, video magic). */
    Checks checkList() { return checks; }
}
