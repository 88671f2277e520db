package gcscript.datasets.globals;

import gcscript.datasets.LeBuffer;
import gcscript.datasets.truth.FieldTruth;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

/**
 * MPEG.WAD from the writer recipe of rac2-global-wads §3.5: a 0x328-byte header (50 × {SectorByteRange subtitles,
 * SectorByteRange video}), then for each used slot in index order its GC subtitle table (§2.6.5) and its video, each
 * sector-aligned, with exact byte sizes. Videos are short opaque stubs that open with an MPEG-2 pack start code
 * (00 00 01 BA, §3.4 check 3). As on retail (§3.3) the logical WAD is cut into MPEG.WAD, MPEG1.WAD and MPEG2.WAD at
 * sector boundaries between entries; every sector offset stays relative to MPEG.WAD's first sector.
 *
 * <p>Truth: {@code mpeg_videos} (key: slot) and {@code mpeg_subtitles} (key: slot.record).
 */
final class MpegWriter {
    static final int HEADER = 0x328;
    static final int ENTRIES = 12;
    static final String[] LANGUAGES = {"english", "french", "german", "spanish", "italian"};
    private static final String[] WORDS = {"clank", "ratchet", "qwark", "planet", "ship", "bolt", "wrench", "nebula",
            "vendor", "thug", "megacorp", "protopet", "hover", "bike", "arena"};

    private MpegWriter() {}

    static GlobalWadFile write(Random rnd) {
        Envelope env = new Envelope(HEADER);
        FieldTruth t = new FieldTruth();
        t.table("mpeg_videos", "subtitles_offset_sectors", "subtitles_size_bytes", "video_offset_sectors", "video_size_bytes",
                "subtitle_count", "video_file");
        List<String> subCols = new ArrayList<>(List.of("start_frame", "stop_frame"));
        for (String l : LANGUAGES) subCols.add("text_offset_" + l);
        subCols.add("pad");
        for (String l : LANGUAGES) subCols.add("text_" + l);
        t.table("mpeg_subtitles", subCols.toArray(String[]::new));

        TreeSet<Integer> used = new TreeSet<>();
        while (used.size() < ENTRIES) used.add(rnd.nextInt(50));
        int videoOnly = used.stream().skip(rnd.nextInt(ENTRIES)).findFirst().orElseThrow();
        // most entries carry subtitles only (an empty video range, which §3.5 allows): the sample stays small
        int[] firstSector = new int[50];
        List<Integer> order = new ArrayList<>(used);
        List<int[]> rows = new ArrayList<>();
        for (int slot : order) {
            int records = slot == videoOnly ? 0 : 1 + rnd.nextInt(5);
            int subSector = 0, subBytes = 0;
            if (records > 0) {
                byte[] subs = subtitles(rnd, slot, records, t);
                env.sectorByteRange(Slots.MPEG.get(0).at(slot), subs);
                subSector = env.word(Slots.MPEG.get(0).at(slot));
                subBytes = subs.length;
            }
            int videoSector = 0, videoBytes = 0;
            if (records == 0 || rnd.nextInt(6) == 0) {
                byte[] video = video(rnd);
                env.opaqueSectorByteRange(Slots.MPEG.get(1).at(slot), video);
                videoSector = env.word(Slots.MPEG.get(1).at(slot));
                videoBytes = video.length;
            }
            firstSector[slot] = records > 0 ? subSector : videoSector;
            rows.add(new int[] {slot, subSector, subBytes, videoSector, videoBytes, records});
        }
        // cut before the entries a third and two thirds of the way through (the files' boundaries fall between entries)
        byte[] whole = env.file();
        int cut1 = firstSector[order.get(ENTRIES / 3)] * Envelope.SECTOR, cut2 = firstSector[order.get(2 * ENTRIES / 3)] * Envelope.SECTOR;
        List<Part> parts = List.of(new Part("/G/MPEG.WAD", Arrays.copyOfRange(whole, 0, cut1)),
                new Part("/G/MPEG1.WAD", Arrays.copyOfRange(whole, cut1, cut2)), new Part("/G/MPEG2.WAD", Arrays.copyOfRange(whole, cut2, whole.length)));
        for (int[] r : rows) {
            long at = (long) r[3] * Envelope.SECTOR;   // the file holding the video's first byte ("none" without a video)
            String file = r[4] == 0 ? "none" : at < cut1 ? "MPEG.WAD" : at < cut2 ? "MPEG1.WAD" : "MPEG2.WAD";
            t.row("mpeg_videos", Integer.toString(r[0]), r[1], r[2], r[3], r[4], r[5], file);
        }
        return new GlobalWadFile("MPEG", env, Slots.MPEG, parts, t);
    }

    /** Records (16 bytes), the terminator {-1, -1, 0…}, then each record's five strings, each on a 4-byte boundary. */
    private static byte[] subtitles(Random rnd, int slot, int records, FieldTruth t) {
        LeBuffer b = new LeBuffer();
        b.zeros(16 * (records + 1));
        int frame = rnd.nextInt(200);
        short[][] rows = new short[records][8];
        String[][] texts = new String[records][LANGUAGES.length];
        for (int r = 0; r < records; r++) {
            int start = frame + rnd.nextInt(90), stop = start + 20 + rnd.nextInt(200);
            frame = stop;
            rows[r][0] = (short) start;
            rows[r][1] = (short) stop;
            for (int l = 0; l < LANGUAGES.length; l++) {
                b.align(4);
                rows[r][2 + l] = (short) b.size();
                texts[r][l] = line(rnd, slot, r, l);
                b.bytes(texts[r][l].getBytes(StandardCharsets.US_ASCII)).u8(0);
            }
        }
        byte[] out = b.toArray();
        for (int r = 0; r < records; r++) {
            for (int k = 0; k < 8; k++) {
                out[16 * r + 2 * k] = (byte) rows[r][k];
                out[16 * r + 2 * k + 1] = (byte) (rows[r][k] >> 8);
            }
            List<Object> v = new ArrayList<>();
            for (int k = 0; k < 8; k++) v.add((int) rows[r][k]);
            v.addAll(List.of(texts[r]));
            t.row("mpeg_subtitles", slot + "." + r, v.toArray());
        }
        Arrays.fill(out, 16 * records, 16 * records + 4, (byte) 0xff);   // start_frame = stop_frame = -1
        return out;
    }

    private static String line(Random rnd, int slot, int record, int language) {
        StringBuilder sb = new StringBuilder(LANGUAGES[language].substring(0, 2).toUpperCase()).append(' ').append(slot).append('.').append(record);
        for (int w = 0, n = 1 + rnd.nextInt(6); w < n; w++) sb.append(' ').append(WORDS[rnd.nextInt(WORDS.length)]);
        return sb.toString();
    }

    /** A short opaque stand-in for a PSS stream: the pack start code, then noise; never a whole number of sectors. */
    private static byte[] video(Random rnd) {
        int n = 0x100 + rnd.nextInt(0x600);
        if (n % Envelope.SECTOR == 0) n += 0x10;
        byte[] v = new byte[n];
        rnd.nextBytes(v);
        v[0] = 0;
        v[1] = 0;
        v[2] = 1;
        v[3] = (byte) 0xba;
        return v;
    }
}
