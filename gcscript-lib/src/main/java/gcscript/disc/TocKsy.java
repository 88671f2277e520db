package gcscript.disc;

import static gcscript.layout.ksy.KsyNames.hex;
import gcscript.globalwad.GlobalWad;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.level.LevelHeader;
import gcscript.level.SectorRange;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code gc_rc2_hdr.ksy}: RC2.HDR, the disc's table of contents (docs/formats/disc.md), as {@link Toc} reads it: the
 * nine global WAD headers' first words, the level table (its row count from the file's length) and each level file's
 * block of header copies.
 */
public final class TocKsy {
    private TocKsy() {}

    public static final String ID = "gc_rc2_hdr";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando table of contents (RC2.HDR)",
                "RC2.HDR: the global WAD headers one after another, the level table of (level, audio, scene) sector ranges,"
                        + " and from 0x5800 one block of header copies per level file. Generated from gcscript's declarations;"
                        + " the library's page is docs/formats/disc.md.");
        k.meta().put("file-extension", "hdr");
        String size = KsyNames.id(Toc.HEADER_SIZE);
        Map<String, Object> globals = new LinkedHashMap<>();
        globals.put("id", "globals");
        globals.put("type", "global_wad_header");
        globals.put("repeat", "expr");
        globals.put("repeat-expr", GlobalWad.values().length);
        globals.put("doc", "MPEG, MISC, HUD, BONUS, AUDIO, SPACE, SCENE, GADGET, ARMOR; each as long as its header_size says");
        k.seq().add(globals);
        Map<String, Object> table = new LinkedHashMap<>();
        table.put("id", "level_table");
        table.put("type", "level_table_row");
        table.put("repeat", "expr");
        table.put("repeat-expr", "level_count");
        k.seq().add(table);
        long tail = (long) Toc.AUDIO_COPY + 0x1800 + Toc.SCENE_HEADER_SIZE;
        Map<String, Object> count = new LinkedHashMap<>();
        count.put("value", "(_io.size - " + hex(Toc.COPIES_OFFSET) + " - " + hex(tail) + ") / " + hex(Toc.COPY_STRIDE) + " + 1");
        count.put("doc", "not stored: the file ends with the last level's scene header copy");
        k.instances().put("level_count", count);
        Map<String, Object> copies = KsyFile.bytes("0", "0", null, "one block of header copies per level file, at 0x5800 + n * 0x3800");
        copies.put("type", "header_copies(_index)");
        copies.put("repeat", "expr");
        copies.put("repeat-expr", "level_count");
        k.instances().put("copies", copies);

        KsyFile.Composed g = k.type("global_wad_header", "A global WAD header: its first two words, then the rest of header_size bytes.");
        g.seq().add(k.attr("head", Toc.WAD_HEAD));
        Map<String, Object> rest = new LinkedHashMap<>();
        rest.put("id", "rest");
        rest.put("size", "head." + size + " - " + Toc.WAD_HEAD.size());
        g.seq().add(rest);

        KsyFile.Composed row = k.type("level_table_row", "A level-table row: three SectorRanges, GC order (level, audio, scene).");
        for (String part : new String[] {"level", "audio", "scene"}) row.seq().add(k.attr(part, SectorRange.LAYOUT));

        KsyFile.Composed c = k.type("header_copies", "The header copies of level file n, read from the file's own stream.");
        Map<String, Object> param = new LinkedHashMap<>();
        param.put("id", "n");
        param.put("type", "s4");
        k.params("header_copies", param);
        String block = hex(Toc.COPIES_OFFSET) + " + n * " + hex(Toc.COPY_STRIDE);
        c.instances().put("level_head", io(k.at(block, levelHead(), null, null)));
        c.instances().put("level", io(k.at(block, LevelHeader.LAYOUT_60, null, "the level header, sector = the file's LBA")));
        c.instances().put("audio", io(k.at(block + " + " + hex(Toc.AUDIO_COPY), Toc.SIZE_WORD, null, "the AUDIOn header's size word")));
        c.instances().put("scene", io(k.at(block + " + " + hex(Toc.SCENE_COPY), Toc.SIZE_WORD, null, "the SCENEn header's size word")));
        return k;
    }

    private static gcscript.layout.Layout levelHead() { return LevelHeader.headLayout(); }

    private static Map<String, Object> io(Map<String, Object> instance) {
        instance.put("io", "_root._io");
        return instance;
    }

}
