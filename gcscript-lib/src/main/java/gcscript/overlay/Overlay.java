package gcscript.overlay;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.memo.Memo;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import tech.tablesaw.api.Table;

/**
 * A level's overlay: the section headers walked once at construction (cheap: one 16-byte read per section),
 * the normal table searched for on first use.
 *
 * <p>Walk (§9.1): headers follow each other, each followed by copy_size bytes; the walk stops at the first header
 * whose entry_point differs from the first header's (the game's rule) or where fewer than 16 bytes remain. Reader
 * checks (§9 "Reader checks" 1): copy_size ≥ 0, a multiple of 4 and inside the range; section_type 1 or 8;
 * dest_address a multiple of 4 with the section inside EE RAM; the walk ends exactly at the end of the range or at
 * a terminating header. A copy_size that leaves the range ends the walk (strict: FormatException; lenient: a
 * problem row); the other violations are problem rows in lenient mode and exceptions in strict mode.
 */
public final class Overlay {
    public static final int HEADER_SIZE = 16;
    /** EE main RAM: 32 MB from address 0. */
    public static final long EE_RAM_END = 0x02000000L;
    /** How far a stored entry may be from cos/sin(i·π/128): libm results differ by an ULP or so (≈ 6e-8). */
    public static final double TOLERANCE = 1e-6;

    private final int level;
    /** The path of the walked range ({@code level[3].overlay}, {@code misc.frontbin}): the prefix of every path. */
    private final String base;
    private final String file;
    private final ByteReader bytes;
    private final List<OverlaySection> sections;
    private final long walkEnd;
    private final boolean terminated;
    /** Searched once, when first asked for (two claims may ask at the same time). */
    private final Memo<List<NormalTable>> tables = Memo.of(this::search);

    private Overlay(int level, String base, String file, ByteReader bytes, List<OverlaySection> sections, long walkEnd, boolean terminated) {
        this.level = level;
        this.base = base;
        this.file = file;
        this.bytes = bytes;
        this.sections = sections;
        this.walkEnd = walkEnd;
        this.terminated = terminated;
    }

    /**
     * Walks the overlay range of level {@code level}. {@code bytes} is the range as a window of the level file
     * (absolute offsets kept), or null when the data header declares it empty.
     */
    public static Overlay read(int level, String file, ByteReader bytes, Problems problems) {
        return read(level, "level[" + level + "].overlay", file, bytes, problems);
    }

    /**
     * Walks any "Ratchet executable" (§9.1: the level overlay, MISC.WAD's {@code frontbin}); {@code base} is its path
     * ({@code misc.frontbin}), {@code level} the level its problems are filed under (-1: a global WAD).
     */
    public static Overlay read(int level, String base, String file, ByteReader bytes, Problems problems) {
        if (bytes == null) return new Overlay(level, base, file, null, List.of(), 0, false);
        List<OverlaySection> out = new ArrayList<>();
        int len = bytes.length();
        int pos = 0;
        int entry = 0;
        boolean terminated = false;
        while (pos + HEADER_SIZE <= len) {
            String p = base + ".section[" + out.size() + "]";
            Rec h = OverlayLayout.SECTION.read(bytes, pos, p);
            int dest = (int) h.get(OverlayLayout.DEST_ADDRESS);
            int size = h.i(OverlayLayout.COPY_SIZE);
            int type = h.i(OverlayLayout.SECTION_TYPE);
            int ep = (int) h.get(OverlayLayout.ENTRY_POINT);
            if (out.isEmpty()) {
                entry = ep;
            } else if (ep != entry) {
                terminated = true;
                break;
            }
            if (size < 0 || size % 4 != 0 || (long) pos + HEADER_SIZE + size > len) {
                problems.violation(bytes, level, h.pathOf(OverlayLayout.COPY_SIZE), pos + OverlayLayout.COPY_SIZE.offset(),
                        "a multiple of 4 in [0, " + (len - pos - HEADER_SIZE) + "]", Integer.toString(size));
                break;   // lenient: nothing after a broken size can be placed
            }
            if (type != OverlaySection.PROGBITS && type != OverlaySection.NOBITS) {
                problems.violation(bytes, level, h.pathOf(OverlayLayout.SECTION_TYPE), pos + OverlayLayout.SECTION_TYPE.offset(), "1 (PROGBITS) or 8 (NOBITS)", Integer.toString(type));
            }
            long destU = h.get(OverlayLayout.DEST_ADDRESS);
            if (destU % 4 != 0 || destU + size > EE_RAM_END) {
                problems.violation(bytes, level, h.pathOf(OverlayLayout.DEST_ADDRESS), pos,
                        "a multiple of 4 with [dest, dest + copy_size) in EE RAM [0, 0x2000000)", Hex.u32(dest));
            }
            out.add(new OverlaySection(out.size(), bytes.absolute(pos), pos, dest, size, type, ep));
            pos += HEADER_SIZE + size;
        }
        if (!terminated && pos != len && !out.isEmpty() && pos + HEADER_SIZE > len) {
            problems.report(level, file, base + ".end", bytes.absolute(pos), "overlay_walk_end",
                    "the walk to end at the range end (" + Hex.of(bytes.absolute(len)) + ") or at a header with another entry_point",
                    (len - pos) + " bytes left over", Severity.ERROR);
        }
        return new Overlay(level, base, file, bytes, Collections.unmodifiableList(out), bytes.absolute(pos), terminated);
    }

    public int level() { return level; }

    public List<OverlaySection> sectionList() { return sections; }

    /** True when the overlay range is empty (no bytes declared). */
    public boolean empty() { return bytes == null; }

    /** Absolute file offset where the header walk stopped (a terminating header, or the range end). */
    public long walkEnd() { return walkEnd; }

    /** True when the walk stopped at a header with a different entry_point rather than at the range end. */
    public boolean terminated() { return terminated; }

    /** The EE address of the byte at an absolute file offset, when it lies in a section's bytes. */
    public OptionalLong address(long fileOffset) {
        for (OverlaySection s : sections) if (s.contains(fileOffset)) return OptionalLong.of(s.address(fileOffset));
        return OptionalLong.empty();
    }

    /** The EE address of the byte at an offset inside the overlay (headers counted, as the notes count). */
    public OptionalLong addressOfOverlayOffset(long overlayOffset) {
        return bytes == null ? OptionalLong.empty() : address(bytes.absolute(0) + overlayOffset);
    }

    /**
     * {@code level, file, record, offset, overlay_offset, dest_address, copy_size, section_type, entry_point,
     * data_offset, data_end}: one row per section header; offset (the header) and data_offset are absolute in
     * the level file.
     */
    public Table sections() {
        TableBuilder t = new TableBuilder("overlay sections of " + file)
                .ints("level").strings("file").ints("record").longs("offset").ints("overlay_offset")
                .longs("dest_address").ints("copy_size", "section_type").longs("entry_point", "data_offset", "data_end");
        for (OverlaySection s : sections) {
            t.row(level, file, s.index(), s.headerOffset(), s.overlayOffset(), s.dest(), s.copySize(),
                    s.sectionType(), s.entry(), s.dataOffset(), s.dataEnd());
        }
        return hex(t.build(), "dest_address", "entry_point", "data_end");
    }

    /** Addresses and raw words print in hex, like offsets; the columns stay numeric. */
    public static Table hex(Table t, String... columns) {
        for (String c : columns) {
            if (t.column(c) instanceof tech.tablesaw.api.LongColumn l) l.setPrintFormatter(gcscript.table.Cols.HEX_LONG);
            if (t.column(c) instanceof tech.tablesaw.api.IntColumn i) i.setPrintFormatter(gcscript.table.Cols.HEX_INT);
        }
        return t;
    }

    /** Every place in the sections' bytes holding the table (4-byte aligned), in file order. */
    public List<NormalTable> normalTables() { return tables.get(); }

    /** The first table found. */
    public Optional<NormalTable> findNormalTable() {
        List<NormalTable> t = normalTables();
        return t.isEmpty() ? Optional.empty() : Optional.of(t.get(0));
    }

    private List<NormalTable> search() {
        List<NormalTable> found = new ArrayList<>();
        for (OverlaySection s : sections) {
            if (s.copySize() < NormalTable.BYTES) continue;
            int start = (int) (s.dataOffset() - bytes.absolute(0));
            int n = s.copySize() / 4;
            String sp = base + ".section[" + s.index() + "]";
            // a search over the section's data, not a decoding of it: the data is opaque, the table found in it decoded
            RecArray view = OverlayLayout.WORD.window(bytes, start, n, sp);
            bytes.claim(sp + ".data", start, 4L * n, gcscript.bytes.Coverage.Kind.OPAQUE, null);
            // every word from one copy (the section is in the mapped image: a read per word was ≈ 2 % of a cold `claims`)
            int[] words = OverlayLayout.WORD_BITS.ints(view.copy(), n);
            for (int i = 0; i + 2 * NormalTable.ENTRIES <= n; i++) {
                if (words[i] != 0x3f800000 || words[i + 1] != 0) continue;   // cheap filter: entry 0 is (1.0, 0.0)
                if (!NormalTable.matches(words, i, TOLERANCE)) continue;
                long off = s.dataOffset() + 4L * i;
                RecArray entries = OverlayLayout.ENTRY.view(bytes, start + 4L * i, NormalTable.ENTRIES, base + ".normal_table");
                int[] c = new int[NormalTable.ENTRIES], sn = new int[NormalTable.ENTRIES];
                for (int k = 0; k < NormalTable.ENTRIES; k++) {
                    c[k] = entries.i(k, OverlayLayout.COS);
                    sn[k] = entries.i(k, OverlayLayout.SIN);
                }
                found.add(new NormalTable(off, (int) (off - bytes.absolute(0)), s.address(off), s.index(), c, sn));
            }
        }
        return Collections.unmodifiableList(found);
    }

    /**
     * {@code level, file, record, offset, overlay_offset, address, cos_bits, sin_bits, cos, sin}: the 256 entries
     * of the first table found (empty when there is none); record = i for the angle i·π/128; the *_bits columns
     * are the stored words (as unsigned longs: a Tablesaw int column reads 0x80000000 as missing).
     */
    public Table normalTable() {
        TableBuilder t = new TableBuilder("normal table of " + file)
                .ints("level").strings("file").ints("record").longs("offset").ints("overlay_offset").longs("address")
                .longs("cos_bits", "sin_bits").doubles("cos", "sin");
        findNormalTable().ifPresent(nt -> {
            for (int i = 0; i < NormalTable.ENTRIES; i++) {
                t.row(level, file, i, nt.offset() + 8L * i, nt.overlayOffset() + 8 * i, nt.address() + 8L * i,
                        Integer.toUnsignedLong(nt.cosBits()[i]), Integer.toUnsignedLong(nt.sinBits()[i]), (double) nt.cos(i), (double) nt.sin(i));
            }
        });
        return hex(t.build(), "address", "cos_bits", "sin_bits");
    }

    /**
     * {@code level, file, check, subject, offset, expected, found, ok}: the §9 reader checks that hold or fail
     * per level (a walk that violated a check in lenient mode lists it in the problems instead).
     */
    public Table checks() {
        TableBuilder t = new TableBuilder("overlay checks of " + file)
                .ints("level").strings("file", "check", "subject").longs("offset").strings("expected", "found").bools("ok");
        long start = bytes == null ? 0 : bytes.absolute(0);
        long end = bytes == null ? 0 : bytes.absolute(bytes.length());
        t.row(level, file, "overlay.sections", "overlay", start, "at least one section", Integer.toString(sections.size()),
                !sections.isEmpty());
        t.row(level, file, "overlay.walk_end", "overlay", walkEnd, "range end " + Hex.of(end) + " or a terminating header",
                terminated ? "terminating header" : Hex.of(walkEnd), terminated || walkEnd == end);
        for (OverlaySection s : sections) {
            String subj = "section[" + s.index() + "]";
            t.row(level, file, "overlay.section_type", subj, s.headerOffset() + 8, "1 or 8", Integer.toString(s.sectionType()),
                    s.sectionType() == OverlaySection.PROGBITS || s.sectionType() == OverlaySection.NOBITS);
            long dest = s.dest();
            t.row(level, file, "overlay.dest_address", subj, s.headerOffset(), "4-aligned, inside EE RAM", Hex.u32(dest),
                    dest % 4 == 0 && dest + s.copySize() <= EE_RAM_END);
        }
        // the retail 7-block layout: not a rule of the format (the game copies any section list) but what Wrench needs
        List<Integer> types = sections.stream().map(OverlaySection::sectionType).toList();
        t.row(level, file, "overlay.retail_layout", "overlay", start, "section types " + OverlaySection.RETAIL_TYPES,
                types.toString(), types.equals(OverlaySection.RETAIL_TYPES));
        List<NormalTable> nts = normalTables();
        t.row(level, file, "overlay.normal_table", "overlay", nts.isEmpty() ? start : nts.get(0).offset(),
                "exactly one 256-entry (cos, sin) table", nts.size() + " found", nts.size() == 1);
        return t.build();
    }
}
