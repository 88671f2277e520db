package gcscript.roundtrip;

/**
 * The format area of an owner path, as the round trip's {@code area} column spells it ({@code tfrag}, {@code moby},
 * {@code tie}, {@code shrub}, {@code sky}, {@code collision}, {@code occlusion}, {@code gameplay}, {@code sound_bank},
 * {@code textures}, ...). Owners come from the readers' claims: paths from the level down
 * ({@code level[3].core.moby[2].packet[0].vertex}) or from the area down ({@code core.tfrags[4].rgba}); the area is
 * the part of the path below the level, the core and a chunk, named by its format. Parsed by hand, not by regular
 * expressions: it runs once per coverage region, millions of times on a full-size disc.
 */
final class Areas {
    private Areas() {}

    /** Gaps no reader claims that hold only alignment zeros. */
    static final String PADDING = "padding";

    static String of(String owner) {
        if (owner.isEmpty()) return PADDING;
        // a WAD-LZ stream's header, owned under the stream's path (level[1].chunk_0.tfrags.wad.magic), or alone (wad)
        if (owner.endsWith(".wad") || owner.contains(".wad.") || owner.equals("wad") || owner.startsWith("wad.")) return "wad_lz";
        int from = 0;
        boolean levelScoped = owner.startsWith("level[");
        if (levelScoped) {
            int dot = owner.indexOf("].", 6);
            from = dot < 0 ? owner.length() : dot + 2;
        }
        String s0 = segment(owner, from);
        int next = owner.indexOf('.', from);
        String s1 = next < 0 ? null : segment(owner, next + 1);
        if (s0.equals("core")) return s1 != null ? format(s1) : "core_header";
        if (isChunk(s0)) return s1 != null ? format(s1) : "chunk_header";
        if (s0.equals("data")) return s1 == null ? "data" : s1.equals("header") ? "data_header" : format(s1);
        if (s0.equals("header")) return "level_header";
        if (s0.startsWith("sound_bank") || s0.startsWith("chunk_sound_bank")) return "sound_bank";
        if (s0.equals("occlusion") && levelScoped) return "occlusion_mapping";   // the slot; the grid is core.occlusion
        return format(s0);
    }

    /** The path step starting at {@code from}, up to the next '.', without its index ({@code moby[2]} → {@code moby}). */
    private static String segment(String path, int from) {
        int end = from;
        while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') end++;
        return path.substring(from, end);
    }

    /** {@code chunk_0} .. {@code chunk_9}. */
    private static boolean isChunk(String s) {
        return s.length() == 7 && s.startsWith("chunk_") && Character.isDigit(s.charAt(6));
    }

    /** A core part's area by its name: class tables and texture tables under the format they serve. */
    private static String format(String s) {
        if (s.equals("header")) return "core_header";
        if (s.endsWith("_textures") || s.equals("gs_ram") || s.equals("part_bank") || s.equals("fx_bank")) return "textures";
        if (s.equals("tfrags")) return "tfrag";
        if (s.equals("ratchet_seqs") || s.equals("frame") || s.equals("sequence")) return "sequence";
        for (String a : AREAS) if (s.equals(a) || (s.startsWith(a) && s.length() > a.length() && s.charAt(a.length()) == '_')) return a;
        return s;
    }

    private static final String[] AREAS = {"moby", "tie", "shrub", "tfrag", "sky", "collision", "occlusion", "gameplay", "overlay"};
}
