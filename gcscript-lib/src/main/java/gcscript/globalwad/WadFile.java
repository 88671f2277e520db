package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.globalwad.HeaderFields.Group;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import java.util.ArrayList;
import java.util.List;

/**
 * One global WAD (or AUDIOn.WAD) as stored: its header read from the file through {@link RangeLayouts}, the header's
 * slots ({@link Slot}), and the file(s) that hold it. MPEG's header addresses MPEG.WAD, MPEG1.WAD and MPEG2.WAD as
 * one range (rac2-global-wads §3.3): each file starts where the previous one's sectors end, so a block is found by its
 * offset from the first file's first byte.
 */
public final class WadFile {
    /** One ISO file of the WAD, from {@code start} bytes into the logical WAD; {@code lba} -1 when the container has none. */
    public record Part(String name, long lba, long start, ByteReader bytes) {
        public long end() { return start + bytes.length(); }
    }

    /** The first four bytes of a block, read without claiming them (a peek to classify, §2.3). */
    static final Layout MAGIC = new Layout("block_magic", 4, "rac2-global-wads §2.3");
    static final Field MAGIC_WORD = MAGIC.u32("magic", 0, "first four bytes, little-endian");
    public static final long WAD_MAGIC = 0x444157;   // "WAD" in the low three bytes

    /** True when a block's first word (little-endian, -1 for none) opens a WAD-LZ stream: "WAD" in its low three bytes. */
    public static boolean isWadLz(long magic) { return magic >= 0 && (magic & 0xffffff) == WAD_MAGIC; }

    private final String name;
    private final int level;
    private final int headerSize;
    private final List<Group> groups;
    private final List<Part> parts;
    private final ByteReader tocCopy;
    private final long tocOffset;
    private final Rec head;
    private final List<Slot> slots;

    private WadFile(String name, int level, int headerSize, List<Group> groups, List<Part> parts, ByteReader tocCopy, long tocOffset,
                    Rec head, List<Slot> slots) {
        this.name = name;
        this.level = level;
        this.headerSize = headerSize;
        this.groups = groups;
        this.parts = parts;
        this.tocCopy = tocCopy;
        this.tocOffset = tocOffset;
        this.head = head;
        this.slots = slots;
    }

    /**
     * Reads the header of the WAD held by {@code parts} (the first file holds it).
     *
     * @param tocCopy RC2.HDR's copy of the header (null when there is none), {@code tocOffset} its offset there
     * @throws FormatException a header whose size is not {@code headerSize}, or that does not fit the file
     */
    static WadFile read(String name, int level, int headerSize, List<Group> groups, List<Part> parts, ByteReader tocCopy, long tocOffset) {
        ByteReader file = parts.get(0).bytes();
        String path = name.toLowerCase() + ".header";
        Rec head = RangeLayouts.HEAD.read(file, 0, path);
        if (head.i(RangeLayouts.HEADER_SIZE) != headerSize) {
            throw head.error(RangeLayouts.HEADER_SIZE, Hex.of(headerSize) + " (" + name + ")", Hex.of(head.i(RangeLayouts.HEADER_SIZE)));
        }
        file.requireRange(path, 0, headerSize);
        List<Slot> slots = slots(file, path, groups);
        return new WadFile(name, level, headerSize, groups, List.copyOf(parts), tocCopy, tocOffset, head, List.copyOf(slots));
    }

    /** Every slot of {@code groups} read from the header at index 0 of {@code header}, named {@code path.field[i]}. */
    private static List<Slot> slots(ByteReader header, String path, List<Group> groups) {
        List<Slot> slots = new ArrayList<>();
        for (Group g : groups) {
            for (int i = 0; i < g.count(); i++) {
                Rec r = g.kind().layout.read(header, g.at(i), path + "." + g.field() + "[" + i + "]");
                int size = g.kind().size() == null ? -1 : r.i(g.kind().size());
                slots.add(new Slot(g.field(), i, slots.size(), g.at(i), g.kind(), r.i(g.kind().offset()), size));
            }
        }
        return slots;
    }

    /**
     * Reads a header copy (RC2.HDR holds one of every global WAD's and AUDIOn.WAD's header, §2.1) after its 8-byte
     * prologue, which the ToC's reader owns: every slot of {@code groups} through its declaration, so a recording reader
     * owns them as decoded; a header of no published layout (SPACE, SCENE, GADGET, SCENEn) is owned opaque.
     */
    public static List<Slot> readCopy(ByteReader copy, String path, List<Group> groups) {
        if (groups.isEmpty()) {
            copy.claim(path + ".words", RangeLayouts.HEAD.size(), copy.length() - (long) RangeLayouts.HEAD.size(), gcscript.bytes.Coverage.Kind.OPAQUE, null);
            return List.of();
        }
        return slots(copy, path, groups);
    }

    public String name() { return name; }
    /** The level file number of an AUDIOn.WAD; -1 for a global WAD. */
    public int level() { return level; }
    public int headerSize() { return headerSize; }
    public List<Group> groups() { return groups; }
    public List<Part> parts() { return parts; }
    public List<Slot> slots() { return slots; }
    public Rec head() { return head; }
    /** The RC2.HDR copy of the header (null when the disc has none) and its offset there. */
    ByteReader tocCopy() { return tocCopy; }
    long tocOffset() { return tocOffset; }

    /** The first file's name ({@code MPEG.WAD}). */
    public String fileName() { return parts.get(0).name(); }

    /** Bytes of all its files, the last one's exact length included. */
    public long length() { return parts.get(parts.size() - 1).end(); }

    /** The length rounded up to a sector: where the last block's sector-rounded range may end (§2.2). */
    public long roundedLength() { return (length() + Slot.SECTOR - 1) / Slot.SECTOR * Slot.SECTOR; }

    /** The first sector a block may use: the header's sectors (§2.4 step 1). */
    public int firstBlockSector() { return (headerSize + Slot.SECTOR - 1) / Slot.SECTOR; }

    /** Non-empty slots. */
    public List<Slot> blocks() { return slots.stream().filter(s -> !s.empty()).toList(); }

    /** The slot {@code field[index]}; an unknown one is a programming error. */
    public Slot slot(String field, int index) {
        for (Slot s : slots) if (s.field().equals(field) && s.index() == index) return s;
        throw new IllegalArgumentException(name + " has no slot " + field + "[" + index + "]");
    }

    /**
     * The bytes a block owns: exact for a SectorByteRange; a SectorRange's sectors, clamped to the end of the WAD's
     * last file (§2.2: its last block's rounded range runs past the file by less than a sector); a Sector32 up to the
     * next start among all slots or the end (Wrench's rule, §7.1).
     */
    public long blockBytes(Slot s) {
        if (s.empty()) return 0;
        long end = switch (s.kind()) {
            case SECTOR_BYTE_RANGE -> s.start() + s.sizeRaw();
            case SECTOR_RANGE -> Math.min(s.start() + s.declaredBytes(), length());
            case SECTOR32 -> nextStart(s);
        };
        return end - s.start();
    }

    private long nextStart(Slot s) {
        long next = length();
        for (Slot o : slots) if (!o.empty() && o.start() > s.start()) next = Math.min(next, o.start());
        return next;
    }

    /** The file holding {@code [start, start+len)} of the WAD, or null when no single file holds it all. */
    Part partOf(long start, long len) {
        for (Part p : parts) if (start >= p.start() && start + len <= p.end()) return p;
        return null;
    }

    /**
     * A block's bytes as a window of the file that holds them (offsets stay those of that file).
     *
     * @throws FormatException a block outside the WAD's files or across two of them
     */
    public ByteReader block(Slot s) {
        long len = blockBytes(s);
        Part p = partOf(s.start(), len);
        String path = name.toLowerCase() + "." + s.name();
        if (p == null) {
            throw parts.get(0).bytes().error(path, s.headerOffset(), "a block inside one of " + parts.stream().map(Part::name).toList()
                    + " (WAD bytes [0, " + Hex.of(length()) + "))", "[" + Hex.of(s.start()) + ", " + Hex.of(s.start() + len) + ")");
        }
        return p.bytes().slice(path, s.start() - p.start(), len);
    }

    /** The block's first four bytes as a little-endian word, or -1 when it has fewer (a peek: claims nothing). */
    public long magic(Slot s) {
        if (s.empty()) return -1;
        Part p = partOf(s.start(), 4);
        if (p == null || blockBytes(s) < 4) return -1;
        return MAGIC.window(p.bytes(), s.start() - p.start(), 1, name.toLowerCase() + "." + s.name() + ".magic").get(0, MAGIC_WORD);
    }

    @Override public String toString() { return name + " (" + Hex.of(headerSize) + "-byte header, " + blocks().size() + " blocks)"; }
}
