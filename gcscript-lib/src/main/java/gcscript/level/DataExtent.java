package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Severity;
import gcscript.core.LevelCoreHeader;
import gcscript.table.TableBuilder;
import gcscript.wad.WadLz;
import java.util.Map;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * The level's data extent (slot 0): a {@link DataHeader} and the byte ranges it declares. Offsets reported
 * by this class are absolute in the level file.
 */
public final class DataExtent {
    private final Level level;
    private final ByteReader bytes;
    private final DataHeader header;

    DataExtent(Level level, ByteReader bytes) {
        this.level = level;
        this.bytes = bytes;
        this.header = DataHeader.read(bytes, level.path("data.header"));
    }

    /** The data extent header as stored: one row per field (what {@code header()} means everywhere). */
    public tech.tablesaw.api.Table header() { return gcscript.table.RecTables.header("data header", level.number(), header.rec()); }
    /** The data extent header as a record, for code. */
    public DataHeader headerRecord() { return header; }
    public ByteReader bytes() { return bytes; }

    /** A declared range as a window, checked against the extent; empty ranges give empty. */
    public Optional<ByteReader> range(String name) {
        ByteRange r = header.ranges().get(name);
        if (r == null) throw new IllegalArgumentException("no data range named " + name + "; known: " + header.ranges().keySet());
        if (r.size() == 0) return Optional.empty();
        return Optional.of(bytes.slice(level.path("data." + name), r.offset(), r.size()));
    }

    public ByteReader coreIndex() {
        return range("core_index").orElseThrow(() -> bytes.error(level.path("data.header.core_index.size"), 0x0c, "> 0", "0"));
    }

    public ByteReader gsRam() {
        return range("gs_ram").orElseThrow(() -> bytes.error(level.path("data.header.gs_ram.size"), 0x14, "> 0", "0"));
    }

    public ByteReader coreDataStream() {
        return range("core_data").orElseThrow(() -> bytes.error(level.path("data.header.core_data.size"), 0x4c, "> 0", "0"));
    }

    /** LevelCoreHeader.assets_compressed_size, read from core_index. */
    public int assetsCompressedSize() {
        return coreHeader().i(LevelCoreHeader.ASSETS_COMPRESSED_SIZE);
    }

    /** LevelCoreHeader.assets_decompressed_size: the exact size core_data decodes to. */
    public int assetsDecompressedSize() {
        return coreHeader().i(LevelCoreHeader.ASSETS_DECOMPRESSED_SIZE);
    }

    /** The LevelCoreHeader at the start of core_index, read through its declaration (for the two asset sizes). */
    private gcscript.layout.Rec coreHeader() {
        return LevelCoreHeader.LAYOUT.read(coreIndex(), 0, level.path("core.header"));
    }

    /**
     * The unit checks of the design notes: every compressed range's own declared size must fit the range that
     * holds it, and core_index's copy of core_data's size must equal the range. Violations become problems.
     */
    public void checkSizes() {
        for (Map.Entry<String, ByteRange> e : header.ranges().entrySet()) {
            String name = e.getKey();
            ByteRange r = e.getValue();
            String p = level.path("data.header." + name);
            if (r.offset() < 0 || r.size() < 0 || r.end() > bytes.length()) {
                level.problems().report(level.number(), level.fileName(), p, bytes.absolute(0), "range_in_extent",
                        "inside [0, " + Hex.of(bytes.length()) + ")", "[" + Hex.of(r.offset()) + ", " + Hex.of(r.end()) + ")", Severity.ERROR);
                continue;
            }
            if (r.size() > 0 && DataHeader.compressed(name)) {
                // the stream under its own path (data.NAME, as range() slices it), not its header field's: its claims
                // and problems name the stream, and both reads of its header are one owner's
                String q = level.path("data." + name);
                Holders.checkStream(level, q, bytes.slice(q, r.offset(), r.size()), r.size());
            }
        }
        ByteRange cd = header.coreData();
        if (cd.size() > 0 && header.coreIndex().size() >= LevelCoreHeader.LAYOUT.size()) {
            int declared = assetsCompressedSize();
            if (declared != cd.size()) {
                level.problems().report(level.number(), level.fileName(), level.path("core.header.assets_compressed_size"),
                        coreHeader().offsetOf(LevelCoreHeader.ASSETS_COMPRESSED_SIZE), "assets_compressed_size",
                        Integer.toString(cd.size()) + " (data.header.core_data.size)", Integer.toString(declared), Severity.ERROR);
            }
        }
    }

    /** {@code level, file, section, offset, size, end, compressed}: each declared range, offsets absolute in the level file. */
    public Table sections() {
        TableBuilder t = new TableBuilder("data sections of " + level.fileName())
                .ints("level").strings("file", "section").longs("offset", "size", "end").bools("compressed");
        for (Map.Entry<String, ByteRange> e : header.ranges().entrySet()) {
            ByteRange r = e.getValue();
            long abs = bytes.absolute(0) + r.offset();
            t.row(level.number(), level.fileName(), e.getKey(), abs, (long) r.size(), abs + r.size(), DataHeader.compressed(e.getKey()));
        }
        return t.build();
    }

    /** Decompresses core_data to exactly assets_decompressed_size. */
    public byte[] coreData() {
        return WadLz.decompress(coreDataStream(), assetsDecompressedSize());
    }
}
