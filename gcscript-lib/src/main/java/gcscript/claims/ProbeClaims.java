package gcscript.claims;

import static gcscript.claims.Measures.levelCount;

import gcscript.bytes.ByteReader;
import gcscript.classtable.ClassKind;
import gcscript.core.ArrayRange;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notes' stride probe of the class tables (level-assets.md "Shrub geometry (2026-10-11)", "Probe tool"): each
 * table read at a trial stride, counting the entries that "yield a geometry offset inside core_data and a plausible
 * o_class". The trial strides are the notes' own (0x20 for every table, 0x30 for shrub); the right ones are
 * {@link ClassKind#stride()}. A sane entry: 0 < offset_in_asset_wad < core_data's length and 0 <= o_class <=
 * {@link #MAX_O_CLASS} (the notes do not state their bound; o_class is an s16-range class number in every table the
 * reference lists). On a synthetic disc the right-stride figures are the manifest's entries with a block; the
 * wrong-stride control reads other fields as offsets and has no manifest figure.
 */
final class ProbeClaims implements ClaimArea {
    static final int MAX_O_CLASS = 0x7fff;

    /** The first two words of a class entry, declared once per trial stride (the stride is the layout's size). */
    record Probe(Layout layout, Field offset, Field oClass) {
        static Probe of(int stride) {
            Layout l = new Layout("class_entry_probe_0x" + Integer.toHexString(stride), stride,
                    "level-assets.md \"Probe tool\": a class table read at a trial stride");
            return new Probe(l, l.s32("offset_in_asset_wad", 0, "class block in core_data (0 = none)"),
                    l.s32("o_class", 4, "class number"));
        }
    }

    static final Probe AT_0X20 = Probe.of(0x20), AT_0X30 = Probe.of(0x30);

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.manifest("classes.moby.stride_0x20", d -> disc(d, ClassKind.MOBY, AT_0X20), (t, d) -> truth(t, ClassKind.MOBY, -1)));
        c.add(Claim.manifest("classes.tie.stride_0x20", d -> disc(d, ClassKind.TIE, AT_0X20), (t, d) -> truth(t, ClassKind.TIE, -1)));
        c.add(Claim.manifest("classes.shrub.stride_0x30", d -> disc(d, ClassKind.SHRUB, AT_0X30), (t, d) -> truth(t, ClassKind.SHRUB, -1)));
        c.add(Claim.retail("classes.shrub.stride_0x20", d -> disc(d, ClassKind.SHRUB, AT_0X20)));
        c.add(Claim.manifest("lvl0.shrub.stride_0x30", d -> Measures.onLevel(d, 0, l -> level(l, ClassKind.SHRUB, AT_0X30)),
                (t, d) -> truth(t, ClassKind.SHRUB, 0)));
        c.add(Claim.retail("lvl0.shrub.stride_0x20", d -> Measures.onLevel(d, 0, l -> level(l, ClassKind.SHRUB, AT_0X20))));
        return c;
    }

    /** "sane/entries" over every level's table {@code kind} read at the probe's stride. */
    static Measured disc(Disc d, ClassKind kind, Probe p) {
        long sane = 0, n = 0;
        for (Level l : d.levels()) {
            long[] s = sane(l, kind, p);
            sane += s[0];
            n += s[1];
        }
        return n == 0 ? Measured.none("no " + kind.tableName() + " entries on this disc") : Measured.of(sane + "/" + n, detail(kind, p));
    }

    static Measured level(Level l, ClassKind kind, Probe p) {
        long[] s = sane(l, kind, p);
        return s[1] == 0 ? Measured.none("level " + l.number() + " has no " + kind.tableName() + " entries")
                : Measured.of(s[0] + "/" + s[1], detail(kind, p));
    }

    private static String detail(ClassKind kind, Probe p) {
        return kind.tableName() + " read at stride 0x" + Integer.toHexString(p.layout().size()) + " (stored stride 0x"
                + Integer.toHexString(kind.stride()) + "); sane = offset inside core_data and 0 <= o_class <= " + MAX_O_CLASS;
    }

    /** {sane, count}: the table's declared count of entries, each read at the trial stride (past the index: not sane). */
    static long[] sane(Level l, ClassKind kind, Probe p) {
        ArrayRange r = range(l, kind);
        ByteReader index = l.core().coreIndex();
        long size = l.core().coreData().length();
        long sane = 0;
        long fit = Math.max(0, Math.min(r.count(), (index.length() - (long) r.offset()) / p.layout().size()));
        var a = p.layout().view(index, r.offset(), fit, "core." + kind.tableName() + "@0x" + Integer.toHexString(p.layout().size()));
        for (int i = 0; i < a.count(); i++) {
            long off = a.get(i, p.offset()), o = a.get(i, p.oClass());
            if (off > 0 && off < size && o >= 0 && o <= MAX_O_CLASS) sane++;
        }
        return new long[] {sane, r.count()};
    }

    static ArrayRange range(Level l, ClassKind kind) {
        var h = l.core().headerRecord();
        return switch (kind) {
            case MOBY -> h.mobyClasses();
            case TIE -> h.tieClasses();
            case SHRUB -> h.shrubClasses();
        };
    }

    /** Manifest: entries with a block (offset != 0) over all entries, every level ({@code level} < 0) or one. */
    static Optional<String> truth(GroundTruth t, ClassKind kind, int level) {
        long k = 0, n = 0;
        int from = level < 0 ? 0 : level, to = level < 0 ? levelCount(t) : level + 1;
        for (int i = from; i < to; i++) {
            Optional<List<Long>> offs = ClassClaims.offsets(t, i, kind);
            if (offs.isEmpty()) return Optional.empty();
            for (long o : offs.get()) {
                n++;
                if (o != 0) k++;
            }
        }
        return n == 0 ? Optional.empty() : Optional.of(k + "/" + n);
    }
}
