package gcscript.disc;

import gcscript.bytes.ByteReader;
import gcscript.globalwad.GlobalWad;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.level.LevelHeader;
import gcscript.level.SectorRange;
import java.util.ArrayList;
import java.util.List;

/**
 * RC2.HDR, the table of contents the game reads at LBA 1001 (docs/formats/disc.md): nine global WAD headers,
 * the level table of (level, audio, scene) SectorRanges, and one 0x3800-byte block of header copies per level
 * file at 0x5800 + n*0x3800.
 */
public final class Toc {
    public static final int LBA = 1001;
    public static final int COPIES_OFFSET = 0x5800;
    public static final int COPY_STRIDE = 0x3800;
    public static final int AUDIO_COPY = 0x800;
    public static final int SCENE_COPY = 0x2000;
    public static final int AUDIO_HEADER_SIZE = 0x1018;
    public static final int SCENE_HEADER_SIZE = gcscript.globalwad.HeaderFields.LEVEL_SCENE_HEADER_SIZE;

    /** The first two words of every WAD header RC2.HDR holds: its size (which names the WAD) and its LBA. */
    static final Layout WAD_HEAD = new Layout("wad_header_head", 8, "docs/formats/disc.md; Wrench wad headers");
    static final Field HEADER_SIZE = WAD_HEAD.s32("header_size", 0, "bytes of the header; names the WAD");
    static final Field SECTOR = WAD_HEAD.s32("sector", 4, "the WAD's absolute LBA");
    /** The first word alone (a header copy, or a file told apart from an image by it). */
    static final Layout SIZE_WORD = new Layout("wad_header_size", 4, "docs/formats/disc.md");
    static final Field SIZE_WORD_HEADER_SIZE = SIZE_WORD.s32("header_size", 0, "bytes of the header");

    /** A global header: which WAD, where in RC2.HDR, its size and the absolute LBA it names. */
    public record Global(GlobalWad wad, long offset, int headerSize, int sector) {}

    /** A level-table row (GC field order: level, audio, scene) and the level header copy it points at. */
    public record Entry(int number, long offset, SectorRange level, SectorRange audio, SectorRange scene,
                        LevelHeader levelCopy, int audioHeaderSize, int sceneHeaderSize) {}

    private final ByteReader bytes;
    private final List<Global> globals;
    private final long levelTableOffset;
    private final List<Entry> entries;

    private Toc(ByteReader bytes, List<Global> globals, long levelTableOffset, List<Entry> entries) {
        this.bytes = bytes;
        this.globals = globals;
        this.levelTableOffset = levelTableOffset;
        this.entries = entries;
    }

    public static Toc read(ByteReader r, Problems problems) {
        List<Global> globals = new ArrayList<>();
        long p = 0;
        for (int i = 0; i < GlobalWad.values().length; i++) {
            String path = "rc2hdr.globals[" + i + "]";
            Rec head = WAD_HEAD.read(r, p, path);
            int size = head.i(HEADER_SIZE);
            int sector = head.i(SECTOR);
            GlobalWad g = GlobalWad.bySize(size);
            GlobalWad want = GlobalWad.values()[i];
            if (g != want) {
                // The table is found by summing header sizes; an unknown size leaves no way to find the next one.
                throw head.error(HEADER_SIZE, Hex.of(want.headerSize) + " (" + want + ")", Hex.of(size));
            }
            r.requireRange(path, p, size);
            globals.add(new Global(g, p, size, sector));
            p += size;
        }
        long tableOffset = p;
        // The file ends with the last level's SCENE header copy, so its length fixes the level count.
        long tail = (long) AUDIO_COPY + 0x1800 + SCENE_HEADER_SIZE;
        long span = r.length() - COPIES_OFFSET - tail;
        if (span < 0 || span % COPY_STRIDE != 0) {
            throw r.error("rc2hdr.size", r.length(), "0x5800 + (n-1)*0x3800 + " + Hex.of(tail) + " bytes", Hex.of(r.length()));
        }
        int count = (int) (span / COPY_STRIDE) + 1;
        r.requireArray("rc2hdr.level_table", tableOffset, count, 24);
        if (tableOffset + 24L * count > COPIES_OFFSET) {
            throw r.error("rc2hdr.level_table", tableOffset, "table of " + count + " rows ending by " + Hex.of(COPIES_OFFSET),
                    "ends at " + Hex.of(tableOffset + 24L * count));
        }
        List<Entry> entries = new ArrayList<>(count);
        for (int n = 0; n < count; n++) {
            String path = "rc2hdr.level_table[" + n + "]";
            long off = tableOffset + 24L * n;
            SectorRange level = SectorRange.read(r, path + ".level", off);
            SectorRange audio = SectorRange.read(r, path + ".audio", off + 8);
            SectorRange scene = SectorRange.read(r, path + ".scene", off + 16);
            long block = COPIES_OFFSET + (long) COPY_STRIDE * n;
            LevelHeader copy = LevelHeader.read(r, "rc2hdr.copies[" + n + "].level", block);
            int audioSize = headerSize(r, "rc2hdr.copies[" + n + "].audio", block + AUDIO_COPY);
            int sceneSize = headerSize(r, "rc2hdr.copies[" + n + "].scene", block + SCENE_COPY);
            Entry e = new Entry(n, off, level, audio, scene, copy, audioSize, sceneSize);
            check(r, problems, e, block);
            entries.add(e);
        }
        return new Toc(r, List.copyOf(globals), tableOffset, List.copyOf(entries));
    }

    /** The header_size word of the WAD header at {@code offset}. */
    static int headerSize(ByteReader r, String path, long offset) {
        return SIZE_WORD.read(r, offset, path).i(SIZE_WORD_HEADER_SIZE);
    }

    /** Each table row must point at its own header copy, and each copy must hold the header size its WAD has. */
    private static void check(ByteReader r, Problems problems, Entry e, long block) {
        String path = "rc2hdr.level_table[" + e.number() + "]";
        expect(r, problems, path + ".level.offset_sectors", e.offset(), LBA + block / SectorRange.SECTOR, e.level().offsetSectors());
        expect(r, problems, path + ".audio.offset_sectors", e.offset() + 8, LBA + (block + AUDIO_COPY) / SectorRange.SECTOR, e.audio().offsetSectors());
        expect(r, problems, path + ".scene.offset_sectors", e.offset() + 16, LBA + (block + SCENE_COPY) / SectorRange.SECTOR, e.scene().offsetSectors());
        expect(r, problems, "rc2hdr.copies[" + e.number() + "].audio.header_size", block + AUDIO_COPY, AUDIO_HEADER_SIZE, e.audioHeaderSize());
        expect(r, problems, "rc2hdr.copies[" + e.number() + "].scene.header_size", block + SCENE_COPY, SCENE_HEADER_SIZE, e.sceneHeaderSize());
    }

    static void expect(ByteReader r, Problems problems, String path, long offset, long expected, long actual) {
        if (expected != actual) {
            problems.report(-1, r.file(), path, r.absolute((int) offset), "toc", Long.toString(expected), Long.toString(actual), Severity.ERROR);
        }
    }

    public ByteReader bytes() { return bytes; }
    public List<Global> globals() { return globals; }
    public long levelTableOffset() { return levelTableOffset; }
    public List<Entry> entries() { return entries; }
}
