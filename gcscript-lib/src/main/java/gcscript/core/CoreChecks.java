package gcscript.core;

import gcscript.classtable.ClassKind;
import gcscript.classtable.ClassEntry;
import gcscript.check.CheckSummary;
import gcscript.texture.TextureKind;
import gcscript.texture.TextureEntry;
import gcscript.bytes.Hex;
import gcscript.texture.Texture;
import gcscript.texture.TextureDecoder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The named invariants of a level core (level-assets.md "The class tables were not unreadable, only unsized",
 * "Where the class tables point"; reconciliation.md "Texture mips"). A check reports, it never throws: the
 * parse has already sent bad bytes to the problems sink.
 */
final class CoreChecks {
    private CoreChecks() {}

    /** Header order of the tables that chain in core_index; each should end where the next begins. */
    static final List<String> CHAIN = List.of("moby_classes", "tie_classes", "shrub_classes", "tfrag_textures",
            "moby_textures", "tie_textures", "shrub_textures", "part_textures", "fx_textures");

    static List<CheckSummary> all(LevelCore core, CoreModel m, LevelCore.DataState d) {
        List<CheckSummary> out = new ArrayList<>();
        LevelCoreHeader h = m.header();
        if (h == null) return out;
        long base = core.coreIndex().base();
        out.add(chain(h, base));
        out.add(compressedSize(h, d, base));
        out.add(count("assets_decompressed_size", h.assetsDecompressedSize() == d.bytes().length(), h.offsetOf(LevelCoreHeader.ASSETS_DECOMPRESSED_SIZE),
                "header " + Hex.of(h.assetsDecompressedSize()) + ", core_data " + Hex.of(d.bytes().length())));
        out.add(classOffsets(m, d.bytes().length()));
        out.add(classSpans(core, m));
        out.add(classTextures(m));
        out.add(sectionExtents(core.sectionList()));
        core.soundRemapModel().ifPresent(r -> out.addAll(soundRemap(r, core.coreIndex())));
        List<Texture> decoded = new ArrayList<>();
        int entries = 0;
        long firstMissing = -1;
        for (TextureKind k : TextureKind.values()) {
            if (!k.isStandard()) continue;
            List<Texture> ts = core.texturesForOnePass(k);
            decoded.addAll(ts);
            entries += m.textures(k).size();
            if (firstMissing < 0 && ts.size() < m.textures(k).size()) {
                boolean[] have = new boolean[m.textures(k).size()];
                for (Texture t : ts) have[t.index()] = true;
                for (TextureEntry e : m.textures(k)) if (!have[e.record()]) { firstMissing = e.offset(); break; }
            }
        }
        out.add(new CheckSummary("textures_decode", decoded.size(), entries - decoded.size(), firstMissing,
                decoded.size() + " of " + entries + " tfrag/moby/tie/shrub textures decoded"));
        out.add(mips(decoded, core));
        out.add(square(m.textures(TextureKind.TFRAG)));
        return out;
    }

    /** The notes' claim that tfrag textures are square (so every mip level halves evenly); reported, not assumed. */
    private static CheckSummary square(List<TextureEntry> tfrag) {
        int ok = 0, bad = 0;
        long first = -1;
        for (TextureEntry e : tfrag) {
            if (e.width() == e.height()) {
                ok++;
            } else {
                bad++;
                if (first < 0) first = e.offset();
            }
        }
        return new CheckSummary("tfrag_textures_square", ok, bad, first, ok + " of " + (ok + bad) + " tfrag textures are square");
    }

    /**
     * The sound remap block (rac2-formats-phase2, sound_remap_offset): every element's offset and size non-negative,
     * and the extent by Wrench's rule (last element's offset + 4 x size) covers the element array inside core_index.
     */
    static List<CheckSummary> soundRemap(SoundRemap r, gcscript.bytes.ByteReader index) {
        int ok = 0;
        long firstBad = -1;
        for (SoundRemap.Element e : r.elements()) {
            if (e.elementOffset() >= 0 && e.elementSize() >= 0) ok++;
            else if (firstBad < 0) firstBad = e.offset();
        }
        int n = r.elements().size();
        return List.of(new CheckSummary("sound_remap_elements", ok, n - ok, firstBad,
                        ok + " of " + n + " elements with non-negative offset and size"),
                count("sound_remap_extent", SoundRemap.extentHolds(r, index), r.offset(), "extent " + Hex.of(r.size())
                        + " from " + Hex.of(r.offset()) + ", element array ends at +" + Hex.of(r.secondPartOfs())));
    }

    private static CheckSummary count(String name, boolean ok, long at, String detail) {
        return new CheckSummary(name, ok ? 1 : 0, ok ? 0 : 1, ok ? -1 : at, detail);
    }

    private static CheckSummary chain(LevelCoreHeader h, long base) {
        List<ArrayRange> r = List.of(h.mobyClasses(), h.tieClasses(), h.shrubClasses(), h.tfragTextures(),
                h.mobyTextures(), h.tieTextures(), h.shrubTextures(), h.partTextures(), h.fxTextures());
        int[] stride = {0x20, 0x20, 0x30, 16, 16, 16, 16, 16, 16};
        int ok = 0, bad = 0;
        long first = -1;
        StringBuilder sb = new StringBuilder();
        int prev = -1;
        for (int i = 0; i < r.size(); i++) {
            if (r.get(i).count() == 0 && r.get(i).offset() == 0) continue;   // an absent table takes no place
            if (prev >= 0) {
                long end = r.get(prev).offset() + (long) r.get(prev).count() * stride[prev];
                if (end == r.get(i).offset()) {
                    ok++;
                } else {
                    bad++;
                    if (first < 0) first = base + 0x1c + 8L * i;
                    sb.append(sb.length() == 0 ? "" : "; ").append(CHAIN.get(prev)).append(" ends ").append(Hex.of(end))
                            .append(", ").append(CHAIN.get(i)).append(" begins ").append(Hex.of(r.get(i).offset()));
                }
            }
            prev = i;
        }
        String detail = bad == 0 ? ok + " links: each table ends where the next begins" : sb.toString();
        return new CheckSummary("tables_chain", ok, bad, first, detail);
    }

    private static CheckSummary compressedSize(LevelCoreHeader h, LevelCore.DataState d, long base) {
        if (d.declaredCompressedSize() == null) {
            return new CheckSummary("assets_compressed_size", 0, 0, -1, "no compressed stream given");
        }
        return count("assets_compressed_size", d.declaredCompressedSize() == h.assetsCompressedSize(), h.offsetOf(LevelCoreHeader.ASSETS_COMPRESSED_SIZE),
                "header " + Hex.of(h.assetsCompressedSize()) + ", stream " + Hex.of(d.declaredCompressedSize()));
    }

    private static CheckSummary classOffsets(CoreModel m, int size) {
        int ok = 0, bad = 0, zero = 0;
        long first = -1;
        for (ClassKind k : ClassKind.values()) {
            for (ClassEntry c : m.classes(k)) {
                int off = c.offsetInAssetWad();
                if (off == 0) zero++;
                if (off == 0 || (off > 0 && off < size)) {
                    ok++;
                } else {
                    bad++;
                    if (first < 0) first = c.offset();
                }
            }
        }
        return new CheckSummary("class_offsets_in_core_data", ok, bad, first,
                zero + " of " + (ok + bad) + " class offsets are 0 (no model)");
    }

    private static CheckSummary classSpans(LevelCore core, CoreModel m) {
        List<CoreSection> spans = new ArrayList<>();
        for (CoreSection s : core.sectionList()) if (s.name().contains("_classes[")) spans.add(s);
        spans.sort(Comparator.comparingInt(CoreSection::start).thenComparingInt(CoreSection::end));
        int ok = 0, bad = 0;
        long first = -1;
        String firstName = "";
        long maxEnd = Long.MIN_VALUE;
        String maxName = "";
        for (CoreSection s : spans) {
            if (s.start() < maxEnd) {
                bad++;
                if (first < 0) { first = s.start(); firstName = s.name() + " overlaps " + maxName; }
            } else {
                ok++;
            }
            if (s.end() > maxEnd) { maxEnd = s.end(); maxName = s.name(); }
        }
        return new CheckSummary("class_spans_disjoint", ok, bad, first,
                bad == 0 ? spans.size() + " class spans in core_data, none overlapping" : firstName + " (offsets in core_data)");
    }

    private static CheckSummary classTextures(CoreModel m) {
        int ok = 0, bad = 0;
        long first = -1;
        String firstDetail = "";
        for (ClassKind k : ClassKind.values()) {
            int n = m.textureCount(k.textureKind());
            for (ClassEntry c : m.classes(k)) {
                int[] t = c.textureIndices();
                for (int i = 0; i < t.length; i++) {
                    if (t[i] < n) {
                        ok++;
                    } else {
                        bad++;
                        if (first < 0) {
                            first = c.offset() + 0x10 + i;
                            firstDetail = "; first: " + k.tableName() + "[" + c.record() + "].textures[" + i + "] = "
                                    + t[i] + " of " + n + " " + k.textureKind().id() + " textures";
                        }
                    }
                }
            }
        }
        return new CheckSummary("class_texture_indices", ok, bad, first,
                (ok + bad) + " texture slots before 0xff" + firstDetail);
    }

    private static CheckSummary sectionExtents(List<CoreSection> sections) {
        int ok = 0, bad = 0;
        long first = -1;
        String detail = sections.size() + " sections";
        for (CoreSection s : sections) {
            if (s.end() > s.start()) {
                ok++;
            } else {
                bad++;
                if (first < 0) { first = s.start(); detail += "; first empty or reversed: " + s.name() + " ends " + Hex.of(s.end()); }
            }
        }
        return new CheckSummary("section_extents_positive", ok, bad, first, detail);
    }

    /**
     * The notes' mip model: every reduced level it assigns must lie inside its buffer, and level 1 (in core_data
     * right after level 0) must not run into another texture's level 0. Textures with mipmap == -1 claim no
     * reduced level and hold trivially; the detail says how many there were.
     */
    private static CheckSummary mips(List<Texture> ts, LevelCore core) {
        List<long[]> ranges = new ArrayList<>();
        for (Texture t : ts) {
            long n = (long) t.width() * t.height();
            if (n > 0 && !t.stashed()) ranges.add(new long[] {t.texelOffset(), t.texelOffset() + n});
        }
        long[][] level0 = ranges.toArray(new long[0][]);
        Arrays.sort(level0, Comparator.comparingLong((long[] a) -> a[0]));
        long[] maxEnd = new long[level0.length];
        for (int i = 0; i < level0.length; i++) maxEnd[i] = Math.max(level0[i][1], i > 0 ? maxEnd[i - 1] : Long.MIN_VALUE);
        int ok = 0, bad = 0, none = 0, stashed = 0;
        long first = -1;
        String why = "";
        int dataLen = core.coreData().length(), gsLen = core.gsRamBytes().length();
        for (Texture t : ts) {
            if (t.stashed()) { stashed++; continue; }
            if (t.entry().mipmap() == -1) { none++; ok++; continue; }
            String fail = null;
            for (TextureDecoder.MipSource s : LevelCore.mipSources(t)) {
                long len = (long) s.width() * s.height();
                long lim = s.inGsRam() ? gsLen : dataLen;
                if (s.width() <= 0 || s.height() <= 0) { fail = "level " + s.level() + " is " + s.width() + " x " + s.height(); break; }
                if (s.offset() < 0 || s.offset() + len > lim) {
                    fail = "level " + s.level() + " at " + Hex.of(s.offset()) + " outside " + (s.inGsRam() ? "gs_ram" : "core_data");
                    break;
                }
                if (s.level() == 1 && overlaps(level0, maxEnd, s.offset(), s.offset() + len)) {
                    fail = "level 1 at " + Hex.of(s.offset()) + " runs into another texture's level 0";
                    break;
                }
            }
            if (fail == null) {
                ok++;
            } else {
                bad++;
                if (first < 0) { first = t.entry().offset(); why = "; first: " + t.kind().tableName() + "[" + t.index() + "] " + fail; }
            }
        }
        return new CheckSummary("texture_mips_notes_model", ok, bad, first, none + " of " + (ts.size() - stashed)
                + " decoded textures in core_data have mipmap == -1" + (stashed > 0 ? "; " + stashed + " stashed, not checked" : "")
                + why);
    }

    /** Whether [a, b) intersects any level-0 range (sorted by start, with running max of ends). */
    private static boolean overlaps(long[][] sorted, long[] maxEnd, long a, long b) {
        int lo = 0, hi = sorted.length - 1, idx = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid][0] < b) { idx = mid; lo = mid + 1; } else { hi = mid - 1; }
        }
        return idx >= 0 && maxEnd[idx] > a;
    }
}
