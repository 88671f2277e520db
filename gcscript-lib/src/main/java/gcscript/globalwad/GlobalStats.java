package gcscript.globalwad;

import gcscript.bytes.FormatException;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/**
 * The global WADs' statistics ({@code bin/gcscript stats --global}): one row per disc, one column per count, each
 * registered once in {@link #GROUPS} as the level {@code Stats} does. A part that cannot be read (lenient mode) leaves
 * its cells empty.
 *
 * <p>Counting rules: armor_meshes = mesh-only blocks read; armor_textures = PIFs of their material lists;
 * bonus_images = BONUS.WAD's PIF textures and RGBA images; mpeg_videos = MPEG entries with a video range;
 * mpeg_subtitles = subtitle records; audio_voice_lines = AUDIO.WAD's VAG streams (AUDIOn's music is not counted);
 * misc_irx_modules = the IRX sub-WAD's modules (its image not counted); opaque_bytes = the bytes of every non-empty
 * block of a global WAD that no reader decodes (as {@link WadFile#blockBytes} counts them) plus the header words past
 * the prologue of the WADs without a published layout (SPACE, SCENE, GADGET).
 */
public final class GlobalStats {
    private GlobalStats() {}

    private record Group(List<String> names, Function<GlobalWads, long[]> values) {
        static Group of(Function<GlobalWads, long[]> values, String... names) { return new Group(List.of(names), values); }
    }

    private static final List<Group> GROUPS = List.of(
            Group.of(g -> new long[] {g.armor().model().classes().size(), g.armor().textureCount()}, "armor_meshes", "armor_textures"),
            Group.of(g -> new long[] {bonusImages(g)}, "bonus_images"),
            Group.of(g -> new long[] {g.mpeg().videos().intColumn("video_size_bytes").isGreaterThan(0).size(), g.mpeg().subtitleList().size()},
                    "mpeg_videos", "mpeg_subtitles"),
            Group.of(g -> new long[] {g.vags().list().stream().filter(v -> v.wad().name().equals("AUDIO")).count()}, "audio_voice_lines"),
            Group.of(g -> new long[] {g.irxModules().rowCount() - 1}, "misc_irx_modules"),
            Group.of(GlobalStats::opaque, "opaque_bytes"));

    /** Every column name, in table order. */
    public static final List<String> COLUMNS = GROUPS.stream().flatMap(g -> g.names().stream()).toList();

    /** One row for the disc. */
    public static Table of(GlobalWads g) {
        TableBuilder t = new TableBuilder("global stats").longs(COLUMNS.toArray(new String[0]));
        List<Object> row = new ArrayList<>();
        for (Group k : GROUPS) {
            long[] v;
            try {
                v = k.values().apply(g);
            } catch (FormatException | IllegalArgumentException e) {
                v = null;   // lenient: the part did not read (its problem is on the disc's list); strict threw when it was read
            }
            for (int i = 0; i < k.names().size(); i++) row.add(v == null ? null : v[i]);
        }
        t.row(row.toArray());
        return t.build();
    }

    private static long bonusImages(GlobalWads g) {
        long n = g.pifs().list().stream().filter(e -> e.wad().name().equals("BONUS")).count();
        return n + g.rgbaImages().stringColumn("wad").isEqualTo("BONUS").size();
    }

    /** Blocks no reader decodes, and the unknown header words of the WADs without groups. */
    private static long[] opaque(GlobalWads g) {
        Set<Slot> decoded = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());   // the WADs' own slot objects
        for (Pifs.Entry e : g.pifs().list()) decoded.add(e.slot());
        for (Vags.Vag v : g.vags().list()) decoded.add(v.slot());
        g.wad("ARMOR").ifPresent(a -> {
            for (Armor.Entry e : g.armor().list()) { decoded.add(e.mesh()); decoded.add(e.textures()); }
        });
        long n = 0;
        for (WadFile w : g.all()) {
            if (w.level() >= 0) continue;
            if (w.groups().isEmpty()) n += w.headerSize() - RangeLayouts.HEAD.size();
            for (Slot s : w.blocks()) if (!decoded.contains(s) && !readElsewhere(w, s)) n += w.blockBytes(s);
        }
        return new long[] {n};
    }

    /** Blocks read by MISC's IRX and frontbin readers, BONUS's credits readers and MPEG's subtitle reader. */
    private static boolean readElsewhere(WadFile w, Slot s) {
        return switch (w.name()) {
            case "MISC" -> s.field().equals("irx") || s.field().equals("frontbin");
            case "BONUS" -> s.field().equals("credits_text") || s.field().equals("credits_images");
            case "MPEG" -> s.field().equals("subtitles");
            default -> false;
        };
    }
}
