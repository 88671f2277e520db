package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.memo.Memo;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * The global WADs of a disc and its AUDIOn.WADs (rac2-global-wads): one {@link WadFile} each, read from the files the
 * container lists and checked against RC2.HDR's header copies. A WAD whose header cannot be read is left out and its
 * {@link FormatException} goes to the disc's problems.
 */
public final class GlobalWads {
    /** One file of a WAD as the container lists it ({@code lba} -1 in a folder). */
    public record FileRef(String name, long lba, long size, java.util.function.Supplier<ByteReader> bytes) {}

    /**
     * Where one WAD is: its name, the level of an AUDIOn.WAD (-1 for a global one), its expected header size and groups,
     * its files in disc order, and RC2.HDR's copy of its header (null when none) at {@code tocOffset}.
     */
    public record Source(String name, int level, int headerSize, List<HeaderFields.Group> groups, List<FileRef> files,
                         ByteReader tocCopy, long tocOffset) {
        /** A global WAD's source. */
        public static Source global(GlobalWad wad, List<FileRef> files, ByteReader tocCopy, long tocOffset) {
            return new Source(wad.name(), -1, wad.headerSize, HeaderFields.of(wad), files, tocCopy, tocOffset);
        }

        /** AUDIOn.WAD's source. */
        public static Source levelAudio(int n, FileRef file, ByteReader tocCopy, long tocOffset) {
            return new Source("AUDIO" + n, n, HeaderFields.LEVEL_AUDIO_HEADER_SIZE, HeaderFields.LEVEL_AUDIO, List.of(file), tocCopy, tocOffset);
        }
    }

    private final String disc;
    private final Map<String, WadFile> wads = new LinkedHashMap<>();
    private final Map<String, Source> sources = new LinkedHashMap<>();
    private final Memo<Mpeg> mpeg = Memo.of(() -> new Mpeg(wad("MPEG").orElse(null), problemSink()));
    private final Memo<Vags> vags = Memo.of(() -> new Vags(all(), problemSink()));
    private final Memo<Pifs> pifs = Memo.of(() -> new Pifs(all(), problemSink()));
    private final Memo<Armor> armor = Memo.of(() -> new Armor(wad("ARMOR").orElse(null), problemSink()));
    private final Memo<List<Pictures.Picture>> pictures = Memo.of(() -> Pictures.of(this, rgbaOrNone()));
    private final Problems problems;
    private final Extras extras = new Extras(this);
    private final Memo<Frontbin> frontbin = Memo.of(() -> Frontbin.read(this, problemSink()));

    private GlobalWads(String disc, Problems problems) {
        this.disc = disc;
        this.problems = problems;
    }

    private Problems problemSink() { return problems; }

    private List<Extras.RgbaImage> rgbaOrNone() {
        try {
            return extras.rgbaImageList();
        } catch (FormatException e) {
            problems.caught(e, -1);   // an image header that does not decode (strict: thrown; lenient: a problem row)
            return List.of();
        }
    }

    /** Reads every WAD's header; a WAD that cannot be read becomes a problem row and is left out. */
    public static GlobalWads open(String disc, List<Source> sources, Problems problems) {
        GlobalWads g = new GlobalWads(disc, problems);
        for (Source s : sources) {
            g.sources.put(s.name(), s);
            try {
                g.wads.put(s.name(), WadFile.read(s.name(), s.level(), s.headerSize(), s.groups(), parts(s), s.tocCopy(), s.tocOffset()));
            } catch (FormatException e) {
                problems.caught(e, s.level());
            }
        }
        return g;
    }

    /** Each file from where the previous one's sectors end (by LBA when the container has them, §3.3). */
    private static List<WadFile.Part> parts(Source s) {
        List<WadFile.Part> out = new ArrayList<>();
        long start = 0;
        FileRef first = s.files().get(0);
        for (FileRef f : s.files()) {
            long at = f.lba() >= 0 && first.lba() >= 0 ? (f.lba() - first.lba()) * Slot.SECTOR : start;
            out.add(new WadFile.Part(f.name(), f.lba(), at, f.bytes().get()));
            start = at + (f.size() + Slot.SECTOR - 1) / Slot.SECTOR * Slot.SECTOR;
        }
        return out;
    }

    /** The WAD called {@code name} ({@code MPEG}, {@code HUD}, {@code AUDIO3}), if the disc has it and it reads. */
    public Optional<WadFile> wad(String name) { return Optional.ofNullable(wads.get(name.toUpperCase(java.util.Locale.ROOT))); }

    public WadFile wad(GlobalWad g) {
        return wad(g.name()).orElseThrow(() -> new IllegalArgumentException("no readable " + g.fileName() + " on " + disc));
    }

    /** Every WAD read, globals first in RC2.HDR order, then the AUDIOn.WADs. */
    public List<WadFile> all() { return List.copyOf(wads.values()); }

    /** MPEG.WAD's entries and subtitles (read on first use). */
    public Mpeg mpeg() { return mpeg.get(); }

    /** The VAG streams of AUDIO.WAD and every AUDIOn.WAD (read on first use). */
    public Vags vags() { return vags.get(); }

    /** The single PIF textures of MISC, HUD and BONUS (read on first use). */
    public Pifs pifs() { return pifs.get(); }

    /**
     * The music of AUDIOn.WAD (level {@code n}), or of every AUDIOn.WAD ({@code n} &lt; 0); without a readable one,
     * empty tables (the file is optional beside a level, as the global WADs are).
     */
    public LevelAudio levelAudio(int n) {
        List<WadFile> in = wads.values().stream().filter(w -> w.level() >= 0 && (n < 0 || w.level() == n)).toList();
        return new LevelAudio(in, vags());
    }

    /** ARMOR.WAD's armour and wrench meshes and material lists (read on first use; empty tables without one). */
    public Armor armor() { return armor.get(); }

    /** MISC's IRX sub-WAD, the RGBA images, BONUS's credits text. */
    public Extras extras() { return extras; }

    /** {@link Extras#irxModules()}. */
    public Table irxModules() { return extras.irxModules(); }

    /** {@link Extras#rgbaImages()}. */
    public Table rgbaImages() { return extras.rgbaImages(); }

    /** {@link Extras#creditsText()}. */
    public Table creditsText() { return extras.creditsText(); }

    /**
     * MISC's {@code frontbin}, a "Ratchet executable" walked as the level overlay is: {@code wad, file, record, offset,
     * overlay_offset, dest_address, copy_size, section_type, entry_point, data_offset, data_end}, one row per section.
     */
    public Table frontbinSections() { return frontbin.get().sections(); }

    /**
     * An analysis helper, not a reading: SPACE's, SCENE's and GADGET's unknown header words as 8-byte slots, each tried
     * as a SectorRange and as two Sector32 starts, with what lies at each start (rac2-global-wads §2.3, §8–§10).
     * {@code wad, file, record, offset, word_0, word_1, as_range, as_starts, at_0, at_1}.
     */
    public Table slotCandidates() { return Sniff.slots(this); }

    /**
     * Every image of the global WADs decoded ({@link Pictures}): single PIFs, "rgba" images, ARMOR's material lists. An
     * "rgba" block that does not decode is a problem (strict: thrown; lenient: a problem row, the rgba images left out).
     */
    public List<Pictures.Picture> pictureList() { return pictures.get(); }

    /** {@link Pictures#table}: one row per image of the global WADs, with the PNG name {@code textures --out} gives it. */
    public Table pictures() { return Pictures.table(pictureList()); }

    /** A contact sheet of {@code wad}'s pictures ({@code "BONUS"}), each labelled with its slot ({@link PicturePreview}). */
    public java.awt.image.BufferedImage pictureSheet(String wad) { return PicturePreview.draw(wad, pictureList()).image(); }

    /** {@link #pictureSheet} with where each cell is and its label. */
    public PicturePreview.Sheet pictureSheetWithCells(String wad) { return PicturePreview.draw(wad, pictureList()); }

    /** {@link Pifs#table()}: one row per PIF texture of the global WADs. */
    public Table textures() { return pifs().table(); }

    /** {@link Vags#table()}: one row per voice line and music stream. */
    public Table voiceLines() { return vags().table(); }

    /**
     * {@code wad, file, files, header_size, sector, bytes, blocks, bytes_owned}: one row per global WAD (sector: the LBA
     * in RC2.HDR's copy, -1 without one; bytes: all its files; blocks: non-empty header slots; bytes_owned: the header
     * and its blocks' bytes as {@link WadFile#blockBytes} counts them).
     */
    public Table table() {
        TableBuilder t = new TableBuilder("global wads of " + disc).strings("wad", "file").ints("files", "header_size")
                .longs("sector", "bytes").ints("blocks").longs("bytes_owned");
        for (WadFile w : wads.values()) {
            if (w.level() >= 0) continue;
            Source s = sources.get(w.name());
            long sector = s.tocCopy() == null ? -1 : RangeLayouts.HEAD.window(s.tocCopy(), 0, 1, "rc2hdr." + w.name().toLowerCase())
                    .i(0, RangeLayouts.SECTOR);
            long owned = w.headerSize();
            for (Slot b : w.blocks()) owned += w.blockBytes(b);
            t.row(w.name(), w.fileName(), w.parts().size(), w.headerSize(), sector, w.length(), w.blocks().size(), owned);
        }
        return t.build();
    }

    /**
     * {@code wad, file, record, offset, field, index, kind, offset_sectors, size_raw, start, bytes, magic}: every
     * SectorRange and SectorByteRange slot of every header, empty ones included (record: the slot's place in its header;
     * offset: in the header; start and bytes: the block in the WAD, {@link WadFile#blockBytes}; magic: its first four
     * bytes as a little-endian word, -1 when empty).
     */
    public Table ranges() {
        TableBuilder t = slotColumns("global ranges of " + disc).strings("kind").ints("offset_sectors", "size_raw").longs("start", "bytes", "magic");
        for (WadFile w : wads.values()) {
            for (Slot s : w.slots()) {
                if (s.kind() == RangeLayouts.Kind.SECTOR32) continue;
                slot(t, w, s).s(s.kind().layout.name()).i(s.offsetSectors()).i(s.sizeRaw()).l(s.start()).l(w.blockBytes(s)).l(w.magic(s)).end();
            }
        }
        return t.build();
    }

    /** {@code wad, file, record, offset, field, index, start_sector, start, bytes, magic}: every Sector32 slot (AUDIO.WAD). */
    public Table starts() {
        TableBuilder t = slotColumns("global starts of " + disc).ints("start_sector").longs("start", "bytes", "magic");
        for (WadFile w : wads.values()) {
            for (Slot s : w.slots()) {
                if (s.kind() != RangeLayouts.Kind.SECTOR32) continue;
                slot(t, w, s).i(s.offsetSectors()).l(s.start()).l(w.blockBytes(s)).l(w.magic(s)).end();
            }
        }
        return t.build();
    }

    private static TableBuilder slotColumns(String name) {
        return new TableBuilder(name).strings("wad", "file").ints("record").longs("offset").strings("field").ints("index");
    }

    private static TableBuilder slot(TableBuilder t, WadFile w, Slot s) {
        return t.s(w.name()).s(w.fileName()).i(s.record()).l(s.headerOffset()).s(s.field()).i(s.index());
    }

    /** {@code level, file, check, subject, offset, status, expected, found}: the §2.5 checks of every WAD, then MPEG's §3.4. */
    public Table checks() {
        List<Table> parts = new ArrayList<>();
        for (WadFile w : wads.values()) {
            Checks c = new Checks();
            WadChecks.run(w, c);
            if (w.name().equals("GADGET")) gadget(w, c);
            parts.add(RecTables.checks("global wad checks", w.level(), w.fileName(), c.list()));
        }
        parts.add(RecTables.checks("global wad checks", -1, "", vags().checkList().list()));
        Checks fb = new Checks();
        frontbin.get().check(fb);
        parts.add(RecTables.checks("global wad checks", -1, "MISC.WAD", fb.list()));
        try {
            parts.add(RecTables.checks("global wad checks", -1, "", extras.checkList().list()));
        } catch (FormatException e) {
            problems.caught(e, -1);   // a payload that does not decode (strict: thrown; lenient: a problem row)
        }
        try {
            parts.add(armor().checks());
        } catch (FormatException e) {
            problems.caught(e, -1);   // a mesh or list that does not decode (strict: thrown; lenient: a problem row)
        }
        if (wads.containsKey("MPEG")) parts.add(RecTables.checks("global wad checks", -1, wad(GlobalWad.MPEG).fileName(), mpeg().checkList().list()));
        Table out = RecTables.checks("global wad checks of " + disc, -1, "", List.<Check>of());
        for (Table p : parts) out.append(p);
        return out;
    }

    /** §10: Wrench tells GC's GADGET.WAD from UYA's by the s32 at +0x08 (GC: 0…0x586). */
    private static void gadget(WadFile w, Checks c) {
        var word = RangeLayouts.SECTOR32.window(w.parts().get(0).bytes(), 8, 1, "gadget.header.word_08");
        int v = word.i(0, RangeLayouts.S32_SECTOR);
        c.expect("gadget_word_08_gc_range", "gadget.header.word_08", 8, v >= 0 && v <= 0x586, "0..0x586 (GC, not UYA)", Hex.of(v));
    }
}
