package gcscript.level;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import gcscript.wad.WadLz;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code gc_level_wad.ksy}: a LEVELn.WAD (docs/formats/level.md) as Kaitai Struct: the level header (0x60, or
 * Wrench's 0x68 variant, chosen by header_size), its ten sector extents, the data extent's header and ranges
 * (core_index through {@code gc_core_index.ksy}; the WAD-LZ streams decompressed by {@code process: wad_lz}) and the
 * chunk headers. Records come from the declarations ({@link LevelHeader}, {@link DataHeader}, {@link ChunkHeader}).
 */
public final class LevelKsy {
    private LevelKsy() {}

    public static final String ID = "gc_level_wad";
    /** The custom process the WAD-LZ streams name (formats/ksy/WadLz.js). */
    public static final String WAD_LZ = "wad_lz";

    /**
     * @param coreIndex the id of the core_index description this one imports
     * @param gameplay  the id of the gameplay description this one imports (the decompressed gameplay stream's type)
     * @param coreData  the id of the core_data description this one imports (given the core_index as its parameter)
     * @param collision the id of the collision description (a chunk's decompressed collision stream's type)
     * @param gsRam     the id of the GS RAM description (given the core_index as its parameter)
     */
    public static KsyFile file(String coreIndex, String gameplay, String coreData, String collision, String gsRam) {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando level file (LEVELn.WAD)",
                "A level file of the disc's G folder: the level header, its ten extents (sectors of 0x800 bytes from the"
                        + " start of the file) and the data extent's ranges. WAD-LZ streams are decompressed by the custom"
                        + " process wad_lz (WadLz.js beside this file). Generated from gcscript's declarations; the library's"
                        + " page is docs/formats/level.md.", coreIndex, gameplay, coreData, collision, gsRam,
                gcscript.pif.PifKsy.ID, gcscript.tfrag.TfragKsy.ID, gcscript.sound.SoundKsy.ID, gcscript.overlay.OverlayKsy.ID,
                gcscript.occlmap.OcclusionMappingKsy.ID);
        k.meta().put("file-extension", "wad");
        k.seq().add(k.attr("head", LevelHeader.HEAD));
        String size = "head." + KsyNames.id(LevelHeader.HEADER_SIZE);
        Map<String, Object> in = k.instances();
        in.put("header_60", KsyFile.when(k.at("0", LevelHeader.LAYOUT_60, null, "the NTSC-U header"), size + " == " + hex(LevelHeader.SIZE_GC)));
        in.put("header_68", KsyFile.when(k.at("0", LevelHeader.LAYOUT_68, null, "Wrench's 0x68 variant"), size + " == " + hex(LevelHeader.SIZE_GC_68)));
        for (Slot s : Slot.values()) {
            for (String w : List.of("offset_sectors", "size_sectors")) {
                String f = s.field() + "." + w;
                Map<String, Object> v = new LinkedHashMap<>();
                v.put("value", "(" + size + " == " + hex(LevelHeader.SIZE_GC) + " ? header_60." + id(LevelHeader.LAYOUT_60, f)
                        + " : header_68." + id(LevelHeader.LAYOUT_68, f) + ")");
                v.put("doc", "the extent's " + w.replace('_', ' ') + " in whichever header the file has");
                in.put(KsyNames.id(f), v);
            }
        }
        in.put("data", extent(Slot.DATA, "level_data", null));
        in.put("sound_bank", extent(Slot.SOUND_BANK, gcscript.sound.SoundKsy.ID, null));
        in.put("gameplay", extent(Slot.GAMEPLAY, gameplay, WAD_LZ));
        in.put("gameplay_stream_header", stream(k, KsyNames.id("gameplay.offset_sectors") + " * " + hex(SectorRange.SECTOR),
                KsyNames.id("gameplay.size_sectors") + " != 0"));
        k.buffer("gameplay", "gameplay");
        in.put("occlusion", extent(Slot.OCCLUSION, gcscript.occlmap.OcclusionMappingKsy.ID, null));
        for (int i = 0; i < 3; i++) {
            in.put("chunk_" + i, extent(Slot.valueOf("CHUNK_" + i), "chunk", null));
            in.put("chunk_sound_bank_" + i, extent(Slot.valueOf("CHUNK_SOUND_BANK_" + i), gcscript.sound.SoundKsy.ID, null));
            k.buffer("chunk_" + i + ".tfrags", "chunk_" + i + ".tfrags");
            k.buffer("chunk_" + i + ".collision", "chunk_" + i + ".collision");
        }
        data(k, coreIndex, coreData, gsRam);
        chunk(k, collision);
        return k;
    }

    private static String id(Layout l, String field) { return KsyNames.id(l.field(field)); }


    /** The 16-byte header of the WAD-LZ stream at {@code pos}: the record the library reads before decompressing. */
    private static Map<String, Object> stream(KsyFile k, String pos, String condition) {
        return KsyFile.when(k.at(pos, WadLz.HEADER, null, "the WAD-LZ stream's header"), condition);
    }

    /**
     * An extent's bytes ({@code size_sectors != 0}), typed or decompressed. The extent that ends the file may end
     * with it, before its last sector does (an ISO file's size is not rounded to sectors), so the size is clipped.
     */
    private static Map<String, Object> extent(Slot s, String type, String process) {
        String off = KsyNames.id(s.field() + ".offset_sectors") + " * " + hex(SectorRange.SECTOR);
        String len = KsyNames.id(s.field() + ".size_sectors");
        String bytes = len + " * " + hex(SectorRange.SECTOR);
        String size = "(" + bytes + " < _io.size - " + off + " ? " + bytes + " : _io.size - " + off + ")";
        Map<String, Object> m = KsyFile.bytes(off, size, process,
                "slot " + s.ordinal() + (process == null ? "" : ": one WAD-LZ stream"));
        if (type != null) m.put("type", type);
        return KsyFile.when(m, len + " != 0");
    }

    private static void data(KsyFile k, String coreIndex, String coreData, String gsRam) {
        KsyFile.Composed t = k.type("level_data", "The data extent (slot 0): a GcUyaLevelDataHeader of byte ranges relative to the extent.");
        t.seq().add(k.attr("header", DataHeader.LAYOUT));
        Map<String, Object> in = t.instances();
        for (String r : List.of("overlay", "core_index", "gs_ram", "hud_header", "hud_bank_0", "hud_bank_1", "hud_bank_2",
                "hud_bank_3", "hud_bank_4", "core_data", "transition_textures")) {
            Field off = DataHeader.LAYOUT.field(r + ".offset");
            Field len = DataHeader.LAYOUT.field(r + ".size");
            boolean lz = DataHeader.compressed(r);
            Map<String, Object> m = KsyFile.bytes("header." + KsyNames.id(off), "header." + KsyNames.id(len), lz ? WAD_LZ : null,
                    lz ? "one WAD-LZ stream" : "stored as is");
            if (r.equals("core_index")) m.put("type", coreIndex);
            if (r.equals("core_data")) m.put("type", coreData + "(core_index)");
            if (r.equals("gs_ram")) m.put("type", gsRam + "(core_index)");
            if (r.equals("transition_textures")) m.put("type", gcscript.pif.PifKsy.ID);
            if (r.equals("overlay")) m.put("type", gcscript.overlay.OverlayKsy.ID);
            m.put("if", "header." + KsyNames.id(len) + " != 0");
            in.put(r, m);
            if (lz) {
                k.buffer("data." + r, r);
                in.put(r + "_stream_header", stream(k, "header." + KsyNames.id(off), "header." + KsyNames.id(len) + " != 0"));
            }
        }
    }

    private static void chunk(KsyFile k, String collision) {
        KsyFile.Composed t = k.type("chunk", "A chunk extent (slots 4 to 6): a ChunkHeader of byte offsets, from the extent, to two WAD-LZ blocks.");
        t.seq().add(k.attr("header", ChunkHeader.LAYOUT));
        Map<String, Object> in = t.instances();
        for (Field f : List.of(ChunkHeader.TFRAGS, ChunkHeader.COLLISION)) {
            String at = "header." + KsyNames.id(f);
            // the block runs to the end of the extent: the stream's own compressed_size says where it stops
            Map<String, Object> m = KsyFile.bytes(at, "_io.size - " + at, WAD_LZ, f.doc());
            m.put("type", f == ChunkHeader.COLLISION ? collision : gcscript.tfrag.TfragKsy.ID);
            m.put("if", at + " != 0");
            in.put(KsyNames.id(f), m);
            in.put(KsyNames.id(f) + "_stream_header", stream(k, at, at + " != 0"));
        }
    }

}
