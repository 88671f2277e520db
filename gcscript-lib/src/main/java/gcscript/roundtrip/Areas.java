package gcscript.roundtrip;

import java.util.regex.Pattern;

/**
 * The format area of an owner path, as the round trip's {@code area} column spells it ({@code tfrag}, {@code moby},
 * {@code tie}, {@code shrub}, {@code sky}, {@code collision}, {@code occlusion}, {@code gameplay}, {@code sound_bank},
 * {@code textures}, ...). Owners come from the readers' claims: paths from the level down
 * ({@code level[3].core.moby[2].packet[0].vertex}) or from the area down ({@code core.tfrags[4].rgba}); the area is
 * the part of the path below the level, the core and a chunk, named by its format.
 */
final class Areas {
    private Areas() {}

    private static final Pattern LEVEL = Pattern.compile("^level\\[\\d+\\]\\.");
    private static final Pattern INDEX = Pattern.compile("\\[[^\\]]*\\]");

    /** Gaps no reader claims that hold only alignment zeros. */
    static final String PADDING = "padding";

    static String of(String owner) {
        if (owner.isEmpty()) return PADDING;
        String p = LEVEL.matcher(owner).replaceFirst("");
        boolean levelScoped = p.length() != owner.length();
        String[] seg = p.split("\\.");
        String s0 = segment(seg, 0);
        if (s0.equals("core")) return seg.length > 1 ? format(segment(seg, 1)) : "core_header";
        if (s0.matches("chunk_\\d+")) return seg.length > 1 ? format(segment(seg, 1)) : "chunk_header";
        if (s0.equals("data")) return seg.length > 1 ? (segment(seg, 1).equals("header") ? "data_header" : format(segment(seg, 1))) : "data";
        if (s0.equals("header")) return "level_header";
        if (s0.startsWith("sound_bank") || s0.startsWith("chunk_sound_bank")) return "sound_bank";
        if (s0.equals("occlusion") && levelScoped) return "occlusion_mapping";   // the slot; the grid is core.occlusion
        if (s0.equals("wad")) return "wad_lz";
        return format(s0);
    }

    private static String segment(String[] seg, int i) { return INDEX.matcher(seg[i]).replaceAll(""); }

    /** A core part's area by its name: class tables and texture tables under the format they serve. */
    private static String format(String s) {
        if (s.equals("header")) return "core_header";
        if (s.endsWith("_textures") || s.equals("gs_ram") || s.equals("part_bank") || s.equals("fx_bank")) return "textures";
        if (s.equals("tfrags")) return "tfrag";
        if (s.equals("ratchet_seqs") || s.equals("frame") || s.equals("sequence")) return "sequence";
        for (String a : new String[] {"moby", "tie", "shrub", "tfrag", "sky", "collision", "occlusion", "gameplay", "overlay"}) {
            if (s.equals(a) || s.startsWith(a + "_")) return a;
        }
        return s;
    }
}
