package gcscript.globalwad;

import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.layout.ksy.KsyNames.id;

import gcscript.globalwad.HeaderFields.Group;
import gcscript.globalwad.RangeLayouts.Kind;
import gcscript.layout.ksy.KsyFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The global WADs as Kaitai Struct, one description per WAD ({@code gc_mpeg_wad.ksy}, ..., {@code gc_armor_wad.ksy},
 * {@code gc_level_audio_wad.ksy} for AUDIOn.WAD, {@code gc_level_scene_wad.ksy} for SCENEn.WAD's prologue): the
 * header's prologue and every slot as {@link HeaderFields} declares it, and in each non-empty slot's block what this
 * package's readers read there ({@link GlobalWadBlockKsy}). SPACE, SCENE and GADGET have no published layout: their
 * descriptions hold the prologue and the header's words as bytes, as the library reads them.
 */
public final class GlobalWadKsy {
    private GlobalWadKsy() {}

    /** The description of AUDIOn.WAD and of SCENEn.WAD. */
    public static final String LEVEL_AUDIO_ID = "gc_level_audio_wad", LEVEL_SCENE_ID = "gc_level_scene_wad";

    /** The description that opens the WAD called {@code name} ({@code MPEG}, {@code AUDIO3}, {@code SCENE2}). */
    public static String fileId(String name) {
        String u = name.toUpperCase(Locale.ROOT);
        for (GlobalWad g : GlobalWad.values()) if (g.name().equals(u)) return "gc_" + u.toLowerCase(Locale.ROOT) + "_wad";
        if (u.matches("AUDIO\\d+")) return LEVEL_AUDIO_ID;
        if (u.matches("SCENE\\d+")) return LEVEL_SCENE_ID;
        throw new IllegalArgumentException(name + " is no global WAD");
    }

    /** Every description, global WADs in RC2.HDR order, then AUDIOn and SCENEn. */
    public static List<KsyFile> files() {
        List<KsyFile> out = new ArrayList<>();
        for (GlobalWad g : GlobalWad.values()) out.add(file(g.name(), g.headerSize, HeaderFields.of(g)));
        out.add(file("AUDIO" + "n", HeaderFields.LEVEL_AUDIO_HEADER_SIZE, HeaderFields.levelAudio()));
        out.add(file("SCENE" + "n", HeaderFields.LEVEL_SCENE_HEADER_SIZE, List.of()));
        return out;
    }

    private static KsyFile file(String wad, int headerSize, List<Group> groups) {
        boolean level = wad.endsWith("n");
        String fileId = level ? (wad.startsWith("AUDIO") ? LEVEL_AUDIO_ID : LEVEL_SCENE_ID) : fileId(wad);
        String[] imports = wad.equals("ARMOR") ? new String[] {gcscript.pif.PifKsy.ID, gcscript.moby.MobyKsy.ID}
                : wad.equals("MISC") ? new String[] {gcscript.overlay.OverlayKsy.ID} : new String[0];
        KsyFile k = new KsyFile(fileId, "Ratchet & Clank: Going Commando " + wad + ".WAD",
                wad + ".WAD: a " + hex(headerSize) + "-byte header (header_size, sector, then "
                        + (groups.isEmpty() ? "words of no published layout" : "its slots: sector ranges from the WAD's first sector")
                        + ")" + (groups.isEmpty() ? "." : ", and what the library reads in each slot's block.")
                        + " Generated from gcscript's declarations; the library's page is docs/formats/globalwad.md.", imports);
        k.meta().put("file-extension", "wad");
        k.seq().add(k.attr("head", RangeLayouts.HEAD));
        if (groups.isEmpty()) {
            Map<String, Object> words = new LinkedHashMap<>();
            words.put("id", "header_words");
            words.put("size", "(_io.size < " + hex(headerSize) + " ? _io.size : " + hex(headerSize) + ") - " + RangeLayouts.HEAD.size());
            words.put("doc", "the rest of the header (up to the file's end): words of no published layout (rac2-global-wads §8-§10, §12.2)");
            k.seq().add(words);
            return k;
        }
        Map<Group, String> slots = slots(k, groups);
        GlobalWadBlockKsy.blocks(k, wad, groups, slots);
        return k;
    }

    /**
     * The header's slot arrays as instances at their offsets; two groups interleaved in rows (MPEG's {subtitles,
     * video}, ARMOR's {mesh, textures}) are one array of a row type. Returns, per group, the expression of its slot
     * {@code _index} ({@code subtitles_video[_index].video}).
     */
    private static Map<Group, String> slots(KsyFile k, List<Group> groups) {
        Map<Group, String> out = new LinkedHashMap<>();
        for (Group g : groups) {
            if (out.containsKey(g)) continue;
            int size = g.kind().layout.size();
            if (g.stride() == size) {
                k.instances().put(g.field(), k.at(hex(g.offset()), g.kind().layout, Integer.toString(g.count()), slotDoc(g)));
                out.put(g, g.field() + "[_index]");
                continue;
            }
            Group h = partner(groups, g);
            String row = g.field() + "_" + h.field();
            KsyFile.Composed c = k.type(row, "One row of two interleaved slots: " + g.field() + " and " + h.field() + ".");
            c.seq().add(k.attr(g.field(), g.kind().layout));
            c.seq().add(k.attr(h.field(), h.kind().layout));
            Map<String, Object> in = new LinkedHashMap<>();
            in.put("pos", hex(g.offset()));
            in.put("size", g.stride());
            in.put("type", row);
            in.put("repeat", "expr");
            in.put("repeat-expr", g.count());
            in.put("doc", slotDoc(g) + "; " + slotDoc(h));
            k.instances().put(row, in);
            out.put(g, row + "[_index]." + g.field());
            out.put(h, row + "[_index]." + h.field());
        }
        return out;
    }

    /** The group stored right after {@code g} in each of its rows (same stride and count), which fills the row. */
    private static Group partner(List<Group> groups, Group g) {
        for (Group h : groups) {
            if (h != g && h.stride() == g.stride() && h.count() == g.count() && h.offset() == g.offset() + g.kind().layout.size()
                    && g.kind().layout.size() + h.kind().layout.size() == g.stride()) return h;
        }
        throw new IllegalArgumentException(g.field() + ": a stride of " + g.stride() + " with no group filling its rows");
    }

    private static String slotDoc(Group g) {
        return g.field() + ": " + g.count() + " " + g.kind().layout.name() + " slots at " + hex(g.offset()) + " (stride " + hex(g.stride()) + ")";
    }

    /** The block's first byte in the WAD: {@code slot.offset_sectors * 0x800} ({@code sector} for a Sector32). */
    static String start(Group g, String slot) {
        return slot + "." + id(g.kind().offset()) + " * " + hex(Slot.SECTOR);
    }

    /** Whether the slot is non-empty (§0.3: size &gt; 0; a Sector32: start &gt; 0). */
    static String present(Group g, String slot) {
        return g.kind() == Kind.SECTOR32 ? slot + "." + id(g.kind().offset()) + " > 0" : slot + "." + id(g.kind().size()) + " > 0";
    }

    /**
     * The bytes the block may use, 0 when the slot is empty: a SectorByteRange's exact size; a SectorRange's sectors
     * up to the file's end; a Sector32 up to the file's end (the next start, Wrench's rule, is an order over all slots).
     */
    static String length(Group g, String slot) {
        String start = start(g, slot), rest = "(_root._io.size - " + start + ")";
        String len = switch (g.kind()) {
            case SECTOR_BYTE_RANGE -> slot + "." + id(g.kind().size());
            case SECTOR_RANGE -> "(" + slot + "." + id(g.kind().size()) + " * " + hex(Slot.SECTOR) + " < " + rest + " ? "
                    + slot + "." + id(g.kind().size()) + " * " + hex(Slot.SECTOR) + " : " + rest + ")";
            case SECTOR32 -> rest;
        };
        return "(" + present(g, slot) + " ? " + len + " : 0)";
    }

    /**
     * The attribute path (snake case) where a description's {@code wad_lz} process opens the library's decompressed
     * block {@code name} ({@code bonus.goodies_images[0]} → {@code goodies_images_block[0].unpacked}); null when no
     * description opens it.
     */
    public static String kaitaiStream(String name) { return GlobalWadBlockKsy.kaitaiStream(name); }
}
