package gcscript.roundtrip;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.fielddiff.FieldDiff;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * Two discs' files compared by declared record where no table walks them (the global WADs, RC2.HDR): every record
 * the first side's readers claimed through a {@link Layout} is read through the same declaration at the same offset
 * of the other side's file, and each field whose values differ is a row of the diff's schema, its path the record's
 * owner and the field ({@code hud.header.hud_banks[2].size_sectors (HUD.WAD)}). A file whose bytes are equal gives no
 * row; a file only one side has is one row ({@code (file)}).
 */
public final class RecordDiff {
    private RecordDiff() {}

    /** The rows of the buffers both stores registered (and those only one has), numbered {@code level}. */
    public static Table of(int level, Coverage a, Coverage b) {
        List<FieldDiff.Row> rows = new ArrayList<>();
        for (String file : a.files()) {
            ByteReader x = a.bytes(file), y = b.bytes(file);
            if (x == null) continue;
            if (y == null) {
                rows.add(new FieldDiff.Row(level, "file", "", file, "(file)", "present", "", file, null, null));
                continue;
            }
            byte[] p = x.toArray(), q = y.toArray();
            if (!Arrays.equals(p, q)) records(level, file, a.sorted(file), x.base(), p, q, rows);
        }
        for (String file : b.files()) {
            if (b.bytes(file) != null && a.bytes(file) == null) rows.add(new FieldDiff.Row(level, "file", "", file, "(file)", "", "present", file, null, null));
        }
        return FieldDiff.of(rows);
    }

    /** Bytes shown of each side from the first difference of a bulk read. */
    static final int SHOWN = 16;

    /**
     * A bulk read (decoded bytes no declaration splits into fields: subtitle text, a VAG's ADPCM frames) compared as
     * bytes: one row at its first difference, {@code column} "(bytes)"; opaque blocks are the region diff's.
     */
    private static void bulk(int level, String file, Coverage.Sorted claims, int i, long base, byte[] p, byte[] q, List<FieldDiff.Row> rows) {
        int s = (int) (claims.start(i) - base), e = (int) (claims.end(i) - base);
        String owner = claims.owner(i);
        int at;
        if (e <= q.length) {
            int m = Arrays.mismatch(p, s, e, q, s, e);
            if (m < 0) return;
            at = s + m;
        } else {   // the other side's file ends inside the read: its first difference, else where that file ends
            int m = s < q.length ? Arrays.mismatch(p, s, q.length, q, s, q.length) : -1;
            at = m >= 0 ? s + m : Math.max(s, q.length);
        }
        rows.add(new FieldDiff.Row(level, Areas.of(owner), "", owner, "(bytes)", hex(p, at), hex(q, at), owner + " (" + file + ")", base + at, base + at));
    }

    private static String hex(byte[] b, int at) {
        StringBuilder sb = new StringBuilder();
        for (int i = at; i < Math.min(b.length, at + SHOWN); i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    private static void records(int level, String file, Coverage.Sorted claims, long base, byte[] p, byte[] q, List<FieldDiff.Row> rows) {
        int prev = -1;
        for (int i = 0; i < claims.size(); i++) {
            if (!(claims.labels(i) instanceof Layout l)) {
                if (claims.kind(i) != Coverage.Kind.OPAQUE && claims.kind(i) != Coverage.Kind.PADDING) bulk(level, file, claims, i, base, p, q, rows);
                continue;
            }
            // the same record claimed twice (a record read and a view of it): compared once
            if (prev >= 0 && claims.start(prev) == claims.start(i) && claims.end(prev) == claims.end(i) && claims.labels(prev) == l) continue;
            prev = i;
            long n = (claims.end(i) - claims.start(i)) / l.size();
            String owner = claims.owner(i);
            for (int k = 0; k < n; k++) {
                int at = (int) (claims.start(i) - base) + k * l.size();
                String record = n > 1 ? owner + "[" + k + "]" : owner;
                if (at + l.size() > q.length) {
                    rows.add(new FieldDiff.Row(level, Areas.of(owner), l.name(), record, "(record)", "present", "", record + " (" + file + ")", base + at, null));
                    continue;
                }
                for (Field f : l.fields()) {
                    long va = f.get(p, at), vb = f.get(q, at);
                    if (va == vb) continue;
                    long off = base + at + f.offset();
                    rows.add(new FieldDiff.Row(level, Areas.of(owner), l.name(), record, f.name(), Long.toString(va), Long.toString(vb),
                            record + "." + f.name() + " (" + file + ")", off, off));
                }
            }
        }
    }
}
