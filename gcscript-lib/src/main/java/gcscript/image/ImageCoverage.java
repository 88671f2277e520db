package gcscript.image;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.coverage.CoverageMap;
import gcscript.coverage.CoverageTables;
import gcscript.coverage.HexView;
import gcscript.coverage.Kind;
import gcscript.coverage.OwnerPaths;
import gcscript.coverage.Region;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;
import gcscript.table.TableBuilder;
import java.util.List;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * Who owns every byte of an ISO image: one {@link CoverageMap} of the image (one buffer, named as the image, level -1)
 * with the same kinds as a level's, and {@link ImagePart}s to summarise it by: one per file and per ISO structure,
 * plus the unallocated runs, which together tile the image. Inside a file the claims are those its own readers made
 * ({@link FileClaims}), placed at the file's offset; for a level file these are the claims on the file as stored
 * (its header, the WAD-LZ streams as compressed), the decompressed buffers staying in the level's own map.
 */
public record ImageCoverage(String file, IsoImage iso, CoverageMap map, List<ImagePart> parts) {
    /**
     * @param file  the image's name (the buffer of {@code map})
     * @param map   the image as one buffer: {@link CoverageMap#regions(String)}, {@link CoverageMap#at}, bytes per kind
     * @param parts files, ISO structures and unallocated runs in image order; they tile the image
     */
    public ImageCoverage {
        parts = List.copyOf(parts);
    }

    /**
     * Reads the ISO structures of {@code image} (the whole image) through {@code gcscript.iso}, recording, then asks
     * {@code claims} for each file's claims (null: nothing read it, so its bytes stay unclaimed) and places them.
     *
     * @throws gcscript.bytes.FormatException an image the ISO reader refuses
     */
    public static ImageCoverage of(ByteReader image, Function<IsoEntry, FileClaims> claims) {
        if (image.base() != 0) throw new IllegalArgumentException("the whole image, from its byte 0 (a window at " + image.base() + ")");
        Coverage store = new Coverage();
        ByteReader img = image.recording(store);
        IsoImage iso = IsoImage.read(img);
        iso.lPathTable();
        iso.mPathTable();
        List<ImagePart> parts = IsoParts.structures(img, iso);
        for (IsoEntry e : iso.files()) {
            FileClaims c = claims.apply(e);
            place(img, store, e, c);
            parts.add(IsoParts.padded(img, e.path(), c == null ? -1 : c.level(), e.byteOffset(), e.size(), owner(e) + ".sector_padding"));
        }
        parts = IsoParts.withUnallocated(img, parts);
        return new ImageCoverage(img.file(), iso, CoverageMap.of(-1, store), parts);
    }

    private static String owner(IsoEntry e) { return "iso.file[" + e.path() + "]"; }

    /** The claims of one file at its offset in the image; an opaque file owned whole. */
    private static void place(ByteReader img, Coverage store, IsoEntry e, FileClaims c) {
        if (c == null) return;
        long base = e.byteOffset();
        if (c.isOpaque()) {
            img.claim(owner(e), base, e.size(), Coverage.Kind.OPAQUE, null);
            return;
        }
        Coverage.Sorted s = c.store().sorted(c.buffer());
        // claims of one extent: the decoded ones first, so that a compressed stream a decoder read whole is decoded
        // bytes here (in the level's own map its extent's opaque claim, recorded first, is innermost of the two)
        for (int i = 0, j; i < s.size(); i = j) {
            for (j = i + 1; j < s.size() && s.start(j) == s.start(i) && s.end(j) == s.end(i); ) j++;
            for (int k = i; k < j; k++) if (s.kind(k) != Coverage.Kind.OPAQUE) place(img, store, c, s, base, k);
            for (int k = i; k < j; k++) if (s.kind(k) == Coverage.Kind.OPAQUE) place(img, store, c, s, base, k);
        }
    }

    private static void place(ByteReader img, Coverage store, FileClaims c, Coverage.Sorted s, long base, int i) {
        String o = c.levelPaths() ? OwnerPaths.qualified(c.level(), s.owner(i)) : s.owner(i);
        store.claim(img.file(), base + s.start(i), base + s.end(i), o, s.kind(i), s.labels(i));
    }

    /** The part holding image offset {@code at} (the first, should two overlap), or null past the image. */
    public ImagePart partAt(long at) {
        for (ImagePart p : parts) if (at >= p.start() && at < p.end()) return p;
        return null;
    }

    /**
     * Unexplained non-zero bytes as {@code coverage.unexplained} warnings in {@code problems} (never thrown: the bytes
     * read fine, nothing owns them), one per region, its path the file or ISO structure holding it.
     */
    public void report(gcscript.bytes.Problems problems) {
        ByteReader b = map.store().bytes(file);
        for (Region r : map.regions(Kind.UNEXPLAINED)) {
            if (b.indexOfNonZero((int) r.start(), (int) r.end()) < 0) continue;   // the image: base 0
            ImagePart p = partAt(r.start());
            problems.report(-1, file, p == null ? "iso" : p.name(), r.start(), "coverage.unexplained",
                    "every byte owned by a structure or alignment zeros", r.size() + " unexplained bytes [" + gcscript.bytes.Hex.of(r.start())
                            + ", " + gcscript.bytes.Hex.of(r.end()) + ")", gcscript.bytes.Severity.WARNING);
        }
    }

    /** Bytes of the image of one kind. */
    public long bytes(Kind k) { return map.bytes(file, k); }

    /** Bytes of the image. */
    public long bytes() { return map.bytes(file); }

    /** {@code level, file, start, end, size, kind, owner}: the image run by run (offsets in the image). */
    public Table regions() { return CoverageTables.regions("image coverage of " + file, List.of(map)); }

    /**
     * {@code level, file, bytes, decoded, opaque, padding, shared, unexplained, overlap, percent_explained}: one row per
     * {@link #parts() part} ({@code file} its path or the structure's name; {@code level} for LEVELn, AUDIOn, SCENEn).
     */
    public Table summary() {
        TableBuilder t = CoverageTables.summaryColumns("image coverage summary of " + file);
        List<Region> rs = map.regions(file);
        for (ImagePart p : parts) {
            long[] k = new long[Kind.values().length];
            for (int i = firstEndingAfter(rs, p.start()); i < rs.size() && rs.get(i).start() < p.end(); i++) {
                Region r = rs.get(i);
                k[r.kind().ordinal()] += Math.min(r.end(), p.end()) - Math.max(r.start(), p.start());
            }
            CoverageTables.summaryRow(t, p.level() < 0 ? null : p.level(), p.name(), p.size(), k);
        }
        return t.build();
    }

    /** The index of the first region ending after {@code offset} (regions are consecutive). */
    private static int firstEndingAfter(List<Region> rs, long offset) {
        int lo = 0, hi = rs.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rs.get(mid).end() <= offset) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /**
     * The annotated hex view of {@code [at, at+length)} of the file {@code path} of the image (offsets in the file;
     * its last sector's padding included), owners as the image map names them.
     */
    public HexView hex(String path, long at, int length) {
        IsoEntry e = iso.find(path).orElseThrow(() -> new IllegalArgumentException("no file " + path + " in " + file
                + "; files: " + iso.files().stream().map(IsoEntry::path).toList()));
        long room = Math.min(IsoParts.roundUp(e.byteOffset() + e.size()), bytes()) - e.byteOffset();
        if (at < 0 || length < 0 || at > room - length) {
            throw new IllegalArgumentException("[" + at + ", " + (at + length) + ") is outside " + e.path() + " ([0, " + room + ") with its sector padding)");
        }
        return HexView.of(map, file, e.byteOffset() + at, length).relativeTo(e.path(), e.byteOffset());
    }

    /** The annotated hex view of {@code [at, at+length)} of the image itself. */
    public HexView hex(long at, int length) { return HexView.of(map, file, at, length); }
}
