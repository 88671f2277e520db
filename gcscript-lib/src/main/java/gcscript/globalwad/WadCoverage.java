package gcscript.globalwad;

import gcscript.bytes.Coverage;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import java.util.List;

/**
 * The coverage pass of the global WADs and AUDIOn.WADs (docs/coverage.md, "The whole image"): over a twin
 * {@link GlobalWads} whose files record into a {@link Coverage} store, every reader of this package reads what it
 * decodes (headers, MPEG entries and subtitles, VAG streams, PIF textures, ARMOR's meshes and material lists, MISC's
 * IRX sub-WAD and frontbin, the RGBA images and credits text), then each block the header declares is claimed opaque, so what no
 * reader decodes inside it is still named ({@code hud.vendor[0]}). A header of no published layout (SPACE, SCENE,
 * GADGET) is owned opaque after its prologue. Sector padding between blocks is left to the sweep: zeros there are
 * padding, anything else is unexplained.
 */
public final class WadCoverage {
    private WadCoverage() {}

    /** Runs every reader of {@code wads} (recording) and claims its blocks; a part that fails goes to {@code problems}. */
    public static void record(GlobalWads wads, Problems problems) {
        // run for what they read (the tables themselves are not kept)
        List<Runnable> reads = List.of(
                () -> wads.mpeg().videos(), () -> wads.mpeg().subtitles(), () -> wads.vags().table(), () -> wads.pifs().table(),
                () -> wads.armor().armours(), () -> wads.armor().packets(), () -> wads.armor().vertices(),
                () -> wads.armor().triangles(), () -> wads.armor().textures(),
                wads::irxModules, wads::rgbaImages, wads::creditsText, wads::frontbinSections);
        for (Runnable read : reads) {
            try {
                read.run();
            } catch (FormatException e) {
                problems.caught(e, -1);
            }
        }
        for (WadFile w : wads.all()) claimBlocks(w);
    }

    /** Each non-empty slot's block as opaque (its extent as {@link WadFile#blockBytes} counts it), and an unlaid header's words. */
    static void claimBlocks(WadFile w) {
        String p = w.name().toLowerCase(java.util.Locale.ROOT);
        if (w.groups().isEmpty()) {
            WadFile.readCopy(w.parts().get(0).bytes().slice(p + ".header", 0, w.headerSize()), p + ".header", List.of());
        }
        for (Slot s : w.blocks()) {
            long len = w.blockBytes(s);
            WadFile.Part part = w.partOf(s.start(), len);
            // a block outside the WAD's files or across two of them is WadChecks' finding; it owns nothing here
            if (part != null && len > 0) part.bytes().claim(p + "." + s.name(), s.start() - part.start(), len, Coverage.Kind.OPAQUE, null);
        }
    }
}
