package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.Table;

/**
 * An annotated hex view (ImHex-style) of a span of one buffer: one row per run of bytes that share an owner and a
 * field, cut at 16-byte lines, with the bytes, their ASCII, the owner path, the field name and the kind.
 * {@link #table()} for code and the CLI, {@link #html()} for the notebook (each field tinted, named on hover).
 */
public final class HexView {
    /** One run: {@code [offset, offset+bytes.length)} absolute in the buffer. */
    public record Row(long offset, byte[] bytes, String owner, String field, Kind kind) {}

    private final String file;
    private final List<Row> rows;

    private HexView(String file, List<Row> rows) {
        this.file = file;
        this.rows = List.copyOf(rows);
    }

    /** The view of {@code [start, start+length)} of {@code file}, which must be one of the map's buffers and hold the span. */
    public static HexView of(CoverageMap map, String file, long start, int length) {
        ByteReader b = map.store().bytes(file);
        if (b == null) throw new IllegalArgumentException("no buffer " + file + " in level " + map.level() + "; buffers: " + map.files());
        if (length < 0 || length > 1 << 20) throw new IllegalArgumentException("length must be in [0, 1 MiB], not " + length);
        b.requireRange("hex", start - b.base(), length);
        byte[] all = b.slice("hex", start - b.base(), length).toArray();   // a tool's copy: records nothing
        List<Row> rows = new ArrayList<>();
        long runStart = start;
        String owner = null, field = null;
        Kind kind = null;
        for (long at = start; at <= start + length; at++) {
            String o = null, f = null;
            Kind k = null;
            if (at < start + length) {
                Region r = map.at(file, at).orElse(null);
                k = r == null ? Kind.UNEXPLAINED : r.kind();
                o = r == null ? "" : r.owner();
                f = r == null || r.claim() == null ? null : r.claim().field(at);
            }
            boolean cut = at == start + length || at % 16 == 0 || k != kind || !o.equals(owner) || !java.util.Objects.equals(f, field);
            if (cut && at > runStart) {
                byte[] run = java.util.Arrays.copyOfRange(all, (int) (runStart - start), (int) (at - start));
                rows.add(new Row(runStart, run, owner, field == null ? "" : field, kind));
            }
            if (cut) { runStart = at; owner = o; field = f; kind = k; }
        }
        return new HexView(file, rows);
    }

    /**
     * The same rows under another name with offsets counted from {@code origin} (a file of the image viewed from the
     * image's map: offsets in the file, not in the image; the file starts on a sector, so lines stay 16-byte aligned).
     */
    public HexView relativeTo(String name, long origin) {
        List<Row> shifted = new ArrayList<>(rows.size());
        for (Row r : rows) shifted.add(new Row(r.offset() - origin, r.bytes(), r.owner(), r.field(), r.kind()));
        return new HexView(name, shifted);
    }

    public String file() { return file; }
    public List<Row> rows() { return rows; }

    /** {@code offset, bytes, ascii, owner, field, kind}. */
    public Table table() {
        TableBuilder t = new TableBuilder("hex of " + file).longs("offset").strings("bytes", "ascii", "owner", "field", "kind");
        for (Row r : rows) t.row(r.offset(), hex(r.bytes()), ascii(r.bytes()), r.owner(), r.field(), r.kind().label());
        Table out = t.build();
        out.longColumn("offset").setPrintFormatter(gcscript.table.Cols.HEX_LONG);
        return out;
    }

    /**
     * The bytes as HTML, 16 a line under their offset: each run a {@code span} tinted by its owner (unexplained red,
     * overlap black, padding grey) whose title names owner, field and kind.
     */
    public String html() {
        StringBuilder sb = new StringBuilder("<div class=\"gcscript-hex\" style=\"font-family:monospace;white-space:pre;line-height:1.5\">");
        sb.append("<div><b>").append(esc(file)).append("</b></div>");
        long line = -1;
        for (Row r : rows) {
            long l = r.offset() & ~15L;
            if (l != line) {
                if (line >= 0) sb.append("</div>");
                sb.append("<div>").append(String.format(Locale.ROOT, "%08x  ", l));
                if (line < 0) sb.append("   ".repeat((int) (r.offset() - l)));
                line = l;
            }
            sb.append("<span style=\"background:").append(colour(r)).append(r.kind() == Kind.OVERLAP ? ";color:white" : "")
              .append("\" title=\"").append(esc(r.owner() + (r.field().isEmpty() ? "" : " ." + r.field()) + " (" + r.kind().label() + ")"))
              .append("\">").append(hex(r.bytes())).append(' ').append("</span>");
        }
        if (line >= 0) sb.append("</div>");
        return sb.append("</div>").toString();
    }

    /** A pale tint per owner and field (stable: from the name's hash); fixed colours for what no one owns. */
    static String colour(Row r) {
        return switch (r.kind()) {
            case UNEXPLAINED -> "#ff6b6b";
            case OVERLAP -> "#000000";
            case PADDING -> "#e8e8e8";
            default -> {
                int h = Math.floorMod((r.owner() + "." + r.field()).hashCode(), 360);
                yield "hsl(" + h + ",70%," + (r.kind() == Kind.OPAQUE ? "92%" : "82%") + ")";
            }
        };
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length * 3);
        for (int i = 0; i < b.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return sb.toString();
    }

    static String ascii(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length);
        for (byte x : b) sb.append(x >= 0x20 && x < 0x7f ? (char) x : '.');
        return sb.toString();
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @Override public String toString() { return table().printAll(); }
}
