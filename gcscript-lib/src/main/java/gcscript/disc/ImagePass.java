package gcscript.disc;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.globalwad.GlobalWads;
import gcscript.globalwad.HeaderFields;
import gcscript.globalwad.RangeLayouts;
import gcscript.globalwad.WadCoverage;
import gcscript.globalwad.WadFile;
import gcscript.image.FileClaims;
import gcscript.image.ImageCoverage;
import gcscript.iso.IsoEntry;
import gcscript.level.Level;
import java.util.List;

/**
 * The coverage pass of a whole ISO image ({@link Disc#imageCoverage()}): each file's claims from its own readers, run
 * recording over the file's bytes: RC2.HDR (its reader, then every header copy through the WAD header declarations),
 * the global WADs and AUDIOn.WADs (a twin {@link GlobalWads}, {@link WadCoverage}), each level file (its coverage
 * pass, one level at a time), each SCENEn.WAD (its prologue declared, the rest of its header opaque); a file no reader
 * knows is opaque. {@link ImageCoverage} reads the ISO structures and places the files' claims.
 */
final class ImagePass {
    private ImagePass() {}

    static ImageCoverage of(Disc disc, ByteReader image) {
        Coverage globals = globals(disc);
        ImageCoverage c = ImageCoverage.of(image, e -> claims(disc, globals, e));
        c.report(disc.problemSink());
        return c;
    }

    /**
     * The claims of RC2.HDR, the global WADs, the AUDIOn.WADs and the SCENEn.WADs, each file a buffer of one store
     * named as the file ({@code RC2.HDR}, {@code MPEG1.WAD}, {@code AUDIO3.WAD}): what the image coverage places and
     * the global round trip and diff compare.
     */
    static Coverage globals(Disc disc) { return globals(disc, true); }

    /** {@link #globals(Disc)}, RC2.HDR left out unless {@code withToc} (the diff: its words are container layout). */
    static Coverage globals(Disc disc, boolean withToc) {
        Coverage store = new Coverage();
        if (withToc) disc.file("/RC2.HDR").ifPresent(f -> rc2hdr(f, store, disc.problemSink()));
        Toc toc = disc.rc2hdr().orElse(null);
        if (toc != null) {
            GlobalWads twin = GlobalWads.open(disc.name(), GlobalSources.of(disc, toc, b -> b.recording(store)), disc.problemSink());
            WadCoverage.record(twin, disc.problemSink());
        }
        for (DiscFile f : disc.fileList()) {
            Integer n = number("SCENE", f.name());
            if (n != null && f.path().startsWith("/G/")) scene(disc, f, n, store);
        }
        return store;
    }

    /** One file's claims: the global store's for a file it read, a level's coverage pass (one level alive at a time). */
    private static FileClaims claims(Disc disc, Coverage globals, IsoEntry e) {
        boolean inG = e.path().startsWith("/G/") || e.path().equals("/RC2.HDR");
        if (inG && globals.files().contains(e.name())) {
            Integer audio = number("AUDIO", e.name()), scene = number("SCENE", e.name());
            return new FileClaims(audio != null ? audio : scene != null ? scene : -1, globals, e.name(), false);
        }
        Integer n = Disc.levelNumber(e.name());
        if (n != null && e.path().startsWith("/G/")) {
            for (Level l : disc.levels()) {
                if (l.number() == n) return new FileClaims(n, l.forOnePass().coverageTotals().store(), l.bytes().file(), true);
            }
            return null;   // a level file that did not open: nothing read it (its problem is on the disc)
        }
        return FileClaims.opaque(-1);
    }

    /** n of "{prefix}n.WAD" (any case), else null. */
    static Integer number(String prefix, String name) {
        String u = name.toUpperCase(java.util.Locale.ROOT);
        if (!u.startsWith(prefix) || !u.endsWith(".WAD")) return null;
        String digits = u.substring(prefix.length(), u.length() - 4);
        return digits.isEmpty() || digits.length() > 4 || !digits.chars().allMatch(Character::isDigit) ? null : Integer.parseInt(digits);
    }

    /** SCENEn.WAD: a header of no published layout (rac2-global-wads §12.2): its prologue declared, the rest opaque. */
    private static void scene(Disc disc, DiscFile f, int n, Coverage store) {
        ByteReader r = f.bytes().recording(store);
        String path = "scene" + n + ".header";
        try {
            RangeLayouts.HEAD.read(r, 0, path);
            WadFile.readCopy(r.slice(path, 0, Math.min(r.length(), Toc.SCENE_HEADER_SIZE)), path, List.of());
        } catch (FormatException x) {
            disc.problemSink().caught(x, n);
        }
    }

    /**
     * RC2.HDR read again recording: the ToC's reader owns the global headers' prologues, the level table and the level
     * header copies; every global header copy and AUDIOn copy is then read through its WAD's slot declarations, a
     * SCENE or SCENEn copy owned opaque after its prologue. Its problems were reported when the disc was opened.
     */
    private static void rc2hdr(DiscFile f, Coverage store, Problems problems) {
        ByteReader r = f.bytes().recording(store);
        try {
            Toc t = Toc.read(r, Problems.lenient());
            for (Toc.Global g : t.globals()) {
                String p = "rc2hdr." + g.wad().name().toLowerCase(java.util.Locale.ROOT);
                WadFile.readCopy(r.slice(p, g.offset(), g.headerSize()), p, HeaderFields.of(g.wad()));
            }
            for (Toc.Entry e : t.entries()) {
                long block = Toc.COPIES_OFFSET + (long) Toc.COPY_STRIDE * e.number();
                copy(r, "rc2hdr.copies[" + e.number() + "].audio", block + Toc.AUDIO_COPY, Toc.AUDIO_HEADER_SIZE, HeaderFields.levelAudio());
                copy(r, "rc2hdr.copies[" + e.number() + "].scene", block + Toc.SCENE_COPY, Toc.SCENE_HEADER_SIZE, List.of());
            }
        } catch (FormatException x) {
            problems.caught(x, -1);
        }
    }

    private static void copy(ByteReader r, String path, long at, int size, List<HeaderFields.Group> groups) {
        ByteReader copy = r.slice(path, at, size);
        RangeLayouts.HEAD.read(copy, 0, path);
        WadFile.readCopy(copy, path, groups);
    }
}
