package gcscript.globalwad;

import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.layout.ksy.KsyNames.id;

import gcscript.globalwad.HeaderFields.Group;
import gcscript.layout.ksy.KsyFile;
import gcscript.pif.PifLayouts;
import gcscript.sound.AdpcmLayout;
import gcscript.texture.Clut;
import gcscript.texture.Texels;
import gcscript.wad.WadLz;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link GlobalWadKsy}'s descriptions read in the global WADs' blocks, as this package's readers read it: each
 * slot array has a wrapper array {@code FIELD_block} of no bytes ({@code block(start, len)}, the slot's start and the
 * bytes it may use, 0 when empty), whose instances read from the file's stream. MPEG: the subtitle tables
 * ({@link Mpeg}); AUDIO and AUDIOn: each VAGp header and its ADPCM frames ({@link Vags}); MISC, HUD, BONUS: a block
 * that is a PIF, or a WAD-LZ stream whose output is one ({@link Pifs}), MISC's IRX sub-WAD header and image header,
 * BONUS's credits-text offsets and "rgba" headers ({@link Extras}), MISC's frontbin typed {@code gc_overlay}
 * ({@link Frontbin}); ARMOR: each mesh-only block through gc_moby's packet types ({@code MobyKsy.meshOnly}) and each
 * texture block beside a mesh, a material list typed {@code gc_texture_list} (or a bare PIF), as {@link Armor} reads
 * them. A decompressed block's stream is {@code FIELD_block[i].unpacked} ({@link #kaitaiStream}). Text and pixels the
 * readers take as bytes (subtitle strings, credits items, rgba pixels, IRX modules, videos) are no record types.
 */
final class GlobalWadBlockKsy {
    private GlobalWadBlockKsy() {}

    static void blocks(KsyFile k, String wad, List<Group> groups, Map<Group, String> slots) {
        boolean sniffed = wad.equals("MISC") || wad.equals("HUD") || wad.equals("BONUS");
        String wrapper = wad.equals("MPEG") ? "subtitle_block" : wad.startsWith("AUDIO") ? "vag_block" : wad.equals("ARMOR") ? "texture_block"
                : "block";
        for (Group g : groups) {
            String slot = slots.get(g);
            String len = GlobalWadKsy.length(g, slot);
            if (wad.equals("MPEG") && g.field().equals("video")) continue;   // PSS streams: opaque to the library
            if (wad.equals("ARMOR") && g.field().endsWith("_mesh")) {
                k.instances().put(g.field() + "_block", wrapperArray("mesh_block", g, slot, len));
                continue;
            }
            if (wad.equals("ARMOR")) {
                // a texture block is read only beside a mesh (Armor.entry)
                String mesh = slots.get(groups.stream().filter(x -> x.field().equals(g.field().replace("_textures", "_mesh"))).findFirst().orElseThrow());
                len = "(" + mesh + "." + id(RangeLayouts.SR_SIZE) + " > 0 ? " + len + " : 0)";
            }
            String type = wad.equals("MISC") && g.field().equals("irx") ? "irx_block" : wrapper;
            k.instances().put(g.field() + "_block", wrapperArray(type, g, slot, len));
        }
        declareWrapper(k, wrapper);
        if (sniffed || wad.equals("ARMOR")) singlePif(k);
        if (wad.equals("MISC")) irx(k);
        if (wad.equals("BONUS")) bonus(k, groups, slots);
        if (wad.equals("ARMOR")) {
            KsyFile.Composed c = k.type("mesh_block", "A mesh slot's block: a mesh-only moby block (Armor, MobyModel.readMeshOnly).");
            params(k, "mesh_block");
            Map<String, Object> mesh = root(KsyFile.bytes("start", "len", null, null));
            mesh.put("type", "armor_mesh");
            c.instances().put("mesh", KsyFile.when(mesh, "len >= " + hex(gcscript.moby.MobyLayouts.MESH_HEADER.size())));
            gcscript.moby.MobyKsy.meshOnly(k, "armor_mesh");
        }
        if (wad.equals("MISC")) {
            // frontbin is a Ratchet executable, walked as a level's overlay is (Frontbin): gc_overlay opens it
            Group g = groups.stream().filter(x -> x.field().equals("frontbin")).findFirst().orElseThrow();
            String slot = slots.get(g).replace("_index", "0");
            Map<String, Object> o = KsyFile.bytes(GlobalWadKsy.start(g, slot), GlobalWadKsy.length(g, slot), null, "the frontbin executable's sections");
            o.put("type", gcscript.overlay.OverlayKsy.ID);
            k.instances().put("frontbin_overlay", KsyFile.when(o, GlobalWadKsy.present(g, slot)));
        }
    }

    private static Map<String, Object> wrapperArray(String type, Group g, String slot, String len) {
        Map<String, Object> m = KsyFile.bytes("0", "0", null, null);
        m.put("type", type + "(" + GlobalWadKsy.start(g, slot) + ", " + len + ")");
        m.put("repeat", "expr");
        m.put("repeat-expr", g.count());
        m.put("doc", "each " + g.field() + " slot's block (no bytes: its instances read the file at the slot's start)");
        return m;
    }

    private static void declareWrapper(KsyFile k, String wrapper) {
        KsyFile.Composed c = k.type(wrapper, "A slot's block: read from the file at start, len bytes (0: an empty slot).");
        params(k, wrapper);
        Map<String, Object> in = c.instances();
        switch (wrapper) {
            case "block" -> sniff(k, in, "block");
            case "subtitle_block" -> {
                Map<String, Object> r = root(k.at("start", MpegLayouts.SUBTITLE, null, "up to the first record with a negative start or"
                        + " stop frame, which is read (the library also stops at the block's end)"));
                r.put("repeat", "until");
                r.put("repeat-until", "_." + id(MpegLayouts.START_FRAME) + " < 0 or _." + id(MpegLayouts.STOP_FRAME) + " < 0");
                in.put("records", KsyFile.when(r, "len >= " + MpegLayouts.SUBTITLE.size()));
            }
            case "vag_block" -> {
                in.put("vag", KsyFile.when(root(k.at("start", VagLayouts.HEADER, null, "the VAGp header")), "len >= " + hex(VagLayouts.HEADER.size())));
                String ok = "len >= " + hex(VagLayouts.HEADER.size()) + " and vag." + id(VagLayouts.MAGIC) + " == " + hex(VagLayouts.VAGP);
                in.put("frames", KsyFile.when(root(k.at("start + " + hex(VagLayouts.HEADER.size()), AdpcmLayout.FRAME,
                        "vag." + id(VagLayouts.DATA_SIZE) + " / " + AdpcmLayout.FRAME.size(), "every frame data_size declares")), ok));
            }
            case "texture_block" -> {
                in.put("magic", KsyFile.when(root(word("start")), "len >= 4"));
                Map<String, Object> pif = root(KsyFile.bytes("start", "len", null, "a bare PIF"));
                pif.put("type", "single_pif");
                in.put("pif", KsyFile.when(pif, "len >= 4 and magic == " + hex(PifLayouts.MAGIC_2FIP)));
                Map<String, Object> list = root(KsyFile.bytes("start", "len", null, "a material list"));
                list.put("type", gcscript.pif.PifKsy.ID);
                in.put("list", KsyFile.when(list, "len >= 4 and magic != " + hex(PifLayouts.MAGIC_2FIP)));
            }
            default -> throw new IllegalArgumentException(wrapper);
        }
    }

    private static void params(KsyFile k, String type) {
        k.params(type, KsyFile.param("start", "s4", "the block's first byte in the WAD"));
        k.params(type, KsyFile.param("len", "s4", "bytes the block may use; 0 for an empty slot"));
    }

    /** A PIF block or a WAD-LZ block whose output is one (Pifs): the first word tells. */
    private static void sniff(KsyFile k, Map<String, Object> in, String type) {
        in.put("magic", KsyFile.when(root(word("start")), "len >= 4"));
        Map<String, Object> pif = root(KsyFile.bytes("start", "len", null, "a PIF (\"2FIP\")"));
        pif.put("type", "single_pif");
        in.put("pif", KsyFile.when(pif, "len >= 4 and magic == " + hex(PifLayouts.MAGIC_2FIP)));
        String lz = "len >= 4 and (magic & 0xffffff) == " + hex(WadFile.WAD_MAGIC);
        in.put("stream_header", KsyFile.when(root(k.at("start", WadLz.HEADER, null, "the WAD-LZ stream's header")), lz));
        Map<String, Object> unpacked = root(KsyFile.bytes("start", "len", "wad_lz", "a WAD-LZ stream"));
        unpacked.put("type", type.equals("irx_block") ? "irx_blob" : "single_pif");
        in.put("unpacked", KsyFile.when(unpacked, lz));
    }

    /** A lone PIF (from its stream's start): header, and when it is 8-bit indexed and fits, CLUT and texels. */
    private static void singlePif(KsyFile k) {
        KsyFile.Composed c = k.type("single_pif", "A lone PIF: read when its first word is \"2FIP\"; CLUT and texels when 8-bit indexed"
                + " with sides in 1..2048 and fitting the stream (TextureList.single).");
        c.instances().put("magic", KsyFile.when(word("0"), "_io.size >= 4"));
        c.instances().put("pif", KsyFile.when(k.at("0", PifLayouts.PIF, null, null),
                "_io.size >= " + hex(PifLayouts.PIF.size()) + " and magic == " + hex(PifLayouts.MAGIC_2FIP)));
        String w = "pif." + id(PifLayouts.WIDTH), h = "pif." + id(PifLayouts.HEIGHT);
        String ok = "_io.size >= " + hex(PifLayouts.PIF.size()) + " and magic == " + hex(PifLayouts.MAGIC_2FIP) + " and pif." + id(PifLayouts.FORMAT)
                + " == " + hex(PifLayouts.FORMAT_8BIT) + " and " + w + " >= 1 and " + w + " <= " + PifLayouts.MAX_SIDE + " and " + h + " >= 1 and "
                + h + " <= " + PifLayouts.MAX_SIDE + " and " + hex(PifLayouts.PIF.size() + Clut.BYTES) + " + " + w + " * " + h + " <= _io.size";
        c.instances().put("clut", KsyFile.when(k.at(hex(PifLayouts.PIF.size()), Clut.ENTRY, Integer.toString(Clut.ENTRIES), null), ok));
        c.instances().put("texels", KsyFile.when(k.at(hex(PifLayouts.PIF.size() + Clut.BYTES), Texels.TEXEL, w + " * " + h, null), ok));
    }

    /** MISC's IRX block: a WAD-LZ stream whose output is the IRX sub-WAD (Extras.irxBlob). */
    private static void irx(KsyFile k) {
        KsyFile.Composed c = k.type("irx_block", "The IRX block: a WAD-LZ stream whose output is the IRX sub-WAD (rac2-global-wads §4.2).");
        params(k, "irx_block");
        sniff(k, c.instances(), "irx_block");
        KsyFile.Composed b = k.type("irx_blob", "The IRX sub-WAD: the image's ByteRange, then the nine modules' from 0x18; the image's"
                + " \"rgba\" header at its range_offset.");
        b.instances().put("image", k.at("0", ExtrasLayouts.BYTE_RANGE, null, "the boot image"));
        b.instances().put("modules", k.at(hex(ExtrasLayouts.IRX_FIRST_MODULE), ExtrasLayouts.BYTE_RANGE,
                Integer.toString(ExtrasLayouts.IRX_MODULES.length), String.join(", ", ExtrasLayouts.IRX_MODULES)));
        b.instances().put("image_header", k.at("image." + id(ExtrasLayouts.RANGE_OFFSET), ExtrasLayouts.RGBA, null, "the boot image's header"));
    }

    /** BONUS: the credits text's eight item offsets and each credits image's "rgba" header (Extras). */
    private static void bonus(KsyFile k, List<Group> groups, Map<Group, String> slots) {
        for (Group g : groups) {
            String slot = slots.get(g);
            if (g.field().equals("credits_text")) {
                Map<String, Object> offs = root(k.at(GlobalWadKsy.start(g, slot.replace("_index", "0")), ExtrasLayouts.CREDITS_OFFSET,
                        Integer.toString(ExtrasLayouts.CREDITS_ITEMS), "the eight items' offsets, from the block's start"));
                k.instances().put("credits_text_offsets", KsyFile.when(offs, GlobalWadKsy.present(g, slot.replace("_index", "0"))));
            } else if (g.field().equals("credits_images")) {
                k.instances().put("credits_images_rgba", wrapperArray("rgba_block", g, slot, GlobalWadKsy.length(g, slot)));
            }
        }
        KsyFile.Composed c = k.type("rgba_block", "A credits image: an \"rgba\" header (width, height), then 4 w h bytes of pixels.");
        params(k, "rgba_block");
        c.instances().put("header", KsyFile.when(root(k.at("start", ExtrasLayouts.RGBA, null, null)), "len > 0"));
    }

    /** A little-endian word read where the record starts, without a record type (a peek, as WadFile.magic). */
    private static Map<String, Object> word(String pos) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pos", pos);
        m.put("type", "u4");
        m.put("doc", "the block's first word (a peek)");
        return m;
    }

    /** The instance reads the file's stream (the wrapper's own is empty). */
    private static Map<String, Object> root(Map<String, Object> instance) {
        instance.put("io", "_root._io");
        return instance;
    }

    /**
     * The Kaitai attribute path of the library's decompressed block {@code name} ({@code bonus.goodies_images[0]} →
     * {@code goodies_images_block[0].unpacked}); the IRX sub-WAD, which Extras names {@code misc.irx}, is the output of
     * {@code irx_block[0]}. Null for a name that is no decompressed block of a slot (Pifs' {@code misc.irx[0]}, the
     * same bytes as {@code misc.irx}).
     */
    static String kaitaiStream(String name) {
        if (name.equals("misc.irx")) return "irx_block[0].unpacked";
        if (name.equals("misc.irx[0]")) return null;
        int dot = name.indexOf('.'), bracket = name.indexOf('[');
        if (dot < 0 || bracket < dot) return null;
        return name.substring(dot + 1, bracket) + "_block" + name.substring(bracket) + ".unpacked";
    }
}
