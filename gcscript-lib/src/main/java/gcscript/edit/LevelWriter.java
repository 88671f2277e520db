package gcscript.edit;

import gcscript.bytes.ByteReader;
import gcscript.core.LevelCoreHeader;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.level.ByteRange;
import gcscript.level.DataHeader;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.LevelHeader;
import gcscript.level.SectorRange;
import gcscript.level.Slot;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A level file rebuilt around edited buffers (docs/writing.md, "Edits"). The file's own bytes are taken as edited;
 * an edited {@code gameplay} stream becomes the gameplay extent, an edited {@code core_data} the core_data range of
 * the data extent, each re-compressed with the project's WAD-LZ encoder. A stream that no longer fits moves what
 * follows it: later data ranges by whole sectors (so every alignment is kept), later extents by the sectors the
 * extent grew. Every moved offset and changed size is written through its declaration: the data header's ranges,
 * the core header's {@code assets_compressed_size}, the level header's {@code offset_sectors}/{@code size_sectors}.
 */
public final class LevelWriter {
    private LevelWriter() {}

    /** Streams of a level file this writer puts back (the buffers an edit may land in, besides the file itself). */
    public static final Set<String> STREAMS = Set.of("core_data", "gameplay");

    private static final int SECTOR = SectorRange.SECTOR;

    /** The level file with {@code buffers} (buffer name → edited bytes, as the coverage store names them) put back. */
    public static byte[] rebuild(Level level, Map<String, byte[]> buffers) {
        String file = level.fileName();
        byte[] bytes = buffers.containsKey(file) ? buffers.get(file) : level.bytes().toArray();
        Map<Slot, byte[]> replaced = new EnumMap<>(Slot.class);
        byte[] gameplay = buffers.get(file + ":gameplay");
        if (gameplay != null) {
            ByteReader old = level.extentBytes(Slot.GAMEPLAY).orElseThrow();
            replaced.put(Slot.GAMEPLAY, WadLz.compress(gameplay, name(old)));
        }
        byte[] core = buffers.get(file + ":core_data");
        if (core != null) {
            Extent d = level.extent(Slot.DATA);
            byte[] data = java.util.Arrays.copyOfRange(bytes, (int) d.byteOffset(), (int) (d.byteOffset() + d.bytes()));
            replaced.put(Slot.DATA, data(level, data, core));
        }
        return place(level.headerRecord(), level.extentList(), bytes, replaced);
    }

    /** The name a WAD-LZ stream's header carries, kept when it is re-compressed. */
    static String name(ByteReader stream) {
        Rec h = WadLz.HEADER.read(stream, 0, "wad");
        StringBuilder sb = new StringBuilder();
        for (var f : WadLz.NAME) {
            int c = h.i(f);
            if (c == 0) break;
            sb.append((char) c);
        }
        return sb.toString();
    }

    /**
     * The data extent with a new core_data: the stream written where the old one was; when it is longer than the room
     * before the next range, every later range moves by whole sectors.
     */
    static byte[] data(Level level, byte[] data, byte[] core) {
        DataHeader h = level.data().headerRecord();
        ByteRange cd = h.coreData();
        byte[] stream = WadLz.compress(core, name(level.data().coreDataStream()));
        long next = data.length;
        for (ByteRange r : h.ranges().values()) if (r.size() > 0 && r.offset() > cd.offset()) next = Math.min(next, r.offset());
        long room = next - cd.offset();
        int shift = stream.length <= room ? 0 : (int) roundUp(stream.length - room, SECTOR);
        byte[] out = new byte[data.length + shift];
        System.arraycopy(data, 0, out, 0, cd.offset());
        System.arraycopy(stream, 0, out, cd.offset(), stream.length);
        System.arraycopy(data, (int) next, out, (int) next + shift, (int) (data.length - next));
        Layout l = DataHeader.LAYOUT;
        for (Map.Entry<String, ByteRange> e : h.ranges().entrySet()) {
            if (e.getValue().offset() > cd.offset() && e.getValue().size() > 0) {
                l.field(e.getKey() + ".offset").encode(out, 0, e.getValue().offset() + shift);
            }
        }
        l.field("core_data.size").encode(out, 0, stream.length);
        ByteRange ci = h.coreIndex();
        int ciAt = ci.offset() > cd.offset() ? ci.offset() + shift : ci.offset();
        LevelCoreHeader.ASSETS_COMPRESSED_SIZE.encode(out, ciAt, stream.length);
        return out;
    }

    /**
     * The file laid out again: extents in their stored order, each at its old sector plus what the extents before it
     * grew; the header's ranges rewritten.
     */
    static byte[] place(LevelHeader header, List<Extent> extents, byte[] file, Map<Slot, byte[]> replaced) {
        List<Extent> order = new ArrayList<>(extents);
        order.sort(Comparator.comparingInt(Extent::offsetSectors));
        Map<Slot, int[]> placed = new EnumMap<>(Slot.class);   // slot → {offset_sectors, size_sectors}
        int grown = 0;
        long end = header.headerSize();
        for (Extent e : order) {
            int off = e.empty() ? e.offsetSectors() : e.offsetSectors() + grown;
            int size = e.sizeSectors();
            byte[] content = replaced.get(e.slot());
            if (content != null) {
                size = (int) (roundUp(content.length, SECTOR) / SECTOR);
                grown += Math.max(0, size - e.sizeSectors());
                end = Math.max(end, (long) off * SECTOR + content.length);
            } else if (!e.empty()) {
                end = Math.max(end, (long) off * SECTOR + e.bytes());
            }
            placed.put(e.slot(), new int[] {off, size});
        }
        byte[] out = new byte[(int) Math.max(end, file.length + (long) grown * SECTOR)];
        System.arraycopy(file, 0, out, 0, header.headerSize());
        Layout l = header.rec().layout();
        for (Extent e : extents) {
            int[] p = placed.get(e.slot());
            l.field(e.name() + ".offset_sectors").encode(out, 0, p[0]);
            l.field(e.name() + ".size_sectors").encode(out, 0, p[1]);
            if (e.empty()) continue;
            byte[] content = replaced.get(e.slot());
            if (content != null) System.arraycopy(content, 0, out, p[0] * SECTOR, content.length);
            else System.arraycopy(file, (int) e.byteOffset(), out, p[0] * SECTOR, (int) e.bytes());
        }
        return out;
    }

    static long roundUp(long n, long unit) { return (n + unit - 1) / unit * unit; }
}
