package gcscript.core;

import gcscript.classtable.ClassEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * The section extents of core_data (docs/formats/core.md, after Wrench's block-boundary rule): a section starting at
 * X runs to the smallest boundary greater than X. The boundaries are tfrags, occlusion, sky, collision,
 * textures_base_offset, assets_decompressed_size, every moby/tie/shrub class offset, moby_sound_remap_offset if
 * non-zero and every non-zero ratchet_seqs entry. The tfrag block is the exception: it ends at occlusion if
 * non-zero, else sky, else collision.
 */
public final class CoreSections {
    private CoreSections() {}

    /** A named start offset in core_data; {@code optional} starts are left out when 0. */
    public record Start(String name, int offset) {}

    /**
     * All section starts the header and tables name, in a stable order: tfrags, occlusion, sky, collision,
     * textures, moby_sound_remap, classes, ratchet_seqs. tfrags and textures are always present (tfrags at 0 is
     * the retail layout); the others only when non-zero.
     */
    public static List<Start> starts(LevelCoreHeader h, List<ClassEntry> mobies, List<ClassEntry> ties,
                                     List<ClassEntry> shrubs, int[] ratchetSeqs) {
        List<Start> s = new ArrayList<>();
        s.add(new Start("tfrags", h.tfrags()));
        if (h.occlusion() != 0) s.add(new Start("occlusion", h.occlusion()));
        if (h.sky() != 0) s.add(new Start("sky", h.sky()));
        if (h.collision() != 0) s.add(new Start("collision", h.collision()));
        s.add(new Start("textures", h.texturesBaseOffset()));
        if (h.mobySoundRemapOffset() != 0) s.add(new Start("moby_sound_remap", h.mobySoundRemapOffset()));
        for (List<ClassEntry> t : List.of(mobies, ties, shrubs)) {
            for (ClassEntry c : t) {
                if (c.offsetInAssetWad() != 0) {
                    s.add(new Start(c.kind().tableName() + "[" + c.record() + "]", c.offsetInAssetWad()));
                }
            }
        }
        for (int i = 0; i < ratchetSeqs.length; i++) {
            if (ratchetSeqs[i] != 0) s.add(new Start("ratchet_seqs[" + i + "]", ratchetSeqs[i]));
        }
        return s;
    }

    /**
     * Extents of the given starts, which the caller has already checked to lie inside {@code [0, size)}. The
     * result is sorted by start; starts shared by two names give two sections with the same extent.
     */
    public static List<CoreSection> extents(LevelCoreHeader h, List<Start> starts, int size) {
        // the boundaries as a sorted int array (a level has thousands of class blocks: a TreeSet of boxed offsets
        // was ≈ 3 % of a cold `stats`)
        int[] bounds = new int[starts.size() + 1];
        for (int i = 0; i < starts.size(); i++) bounds[i] = starts.get(i).offset();
        bounds[starts.size()] = size;
        java.util.Arrays.sort(bounds);
        List<CoreSection> out = new ArrayList<>();
        for (Start s : starts) {
            int end;
            if (s.name().equals("tfrags") && (h.occlusion() != 0 || h.sky() != 0 || h.collision() != 0)) {
                // Wrench sizes the tfrag block by the next of occlusion, sky, collision, not by the nearest boundary.
                end = h.occlusion() != 0 ? h.occlusion() : h.sky() != 0 ? h.sky() : h.collision();
            } else {
                int next = higher(bounds, s.offset());
                end = next < 0 ? size : bounds[next];
            }
            out.add(new CoreSection(s.name(), s.offset(), end));
        }
        out.sort((a, b) -> a.start() != b.start() ? Integer.compare(a.start(), b.start()) : a.name().compareTo(b.name()));
        return out;
    }

    /** The index of the first of the ascending {@code sorted} that is greater than {@code x}, or -1 when none is. */
    static int higher(int[] sorted, int x) {
        int lo = 0, hi = sorted.length;   // the answer lies in [lo, hi]
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] > x) hi = mid;
            else lo = mid + 1;
        }
        return lo == sorted.length ? -1 : lo;
    }
}
