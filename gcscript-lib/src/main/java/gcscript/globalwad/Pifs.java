package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.pif.Pif;
import gcscript.pif.PifLayouts;
import gcscript.pif.TextureList;
import gcscript.table.TableBuilder;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The single PIF textures of the global WADs (rac2-global-wads §2.6.1): every block that is a PIF ("2FIP" at +0), or a
 * WAD-LZ block whose output is one (§2.3's sniffing, which also covers HUD.WAD, where Wrench has no reader): MISC's
 * debug font, BONUS's images, HUD's help screens. Texture lists (ARMOR) are not single PIFs and are not listed here.
 */
public final class Pifs {
    /** One texture: its WAD and slot, whether it was compressed, and the PIF as read. */
    public record Entry(WadFile wad, Slot slot, boolean compressed, Pif pif) {}

    /** The largest PIF a decompression may yield: an 8-bit 2048 × 2048 texture with its header and palette. */
    static final int MAX_PIF = PifLayouts.PIF.size() + 0x400 + PifLayouts.MAX_SIDE * PifLayouts.MAX_SIDE;

    private final List<Entry> entries = new ArrayList<>();

    Pifs(List<WadFile> wads, Problems problems) {
        for (WadFile w : wads) {
            if (w.level() >= 0 || w.name().equals("ARMOR") || w.name().equals("AUDIO") || w.name().equals("MPEG")) continue;
            for (Slot s : w.blocks()) {
                long magic = w.magic(s);
                String path = w.name().toLowerCase() + "." + s.name();
                if (magic == PifLayouts.MAGIC_2FIP) {
                    add(w, s, false, TextureList.single(w.level(), w.block(s), path + ".pif", problems));
                } else if (WadFile.isWadLz(magic)) {
                    ByteReader block = w.block(s);
                    ByteReader out = block.derive(WadLz.decompressCapped(block, MAX_PIF), block.file() + "#" + path);
                    if (out.length() >= 4 && WadFile.MAGIC.window(out, 0, 1, path + ".magic").get(0, WadFile.MAGIC_WORD) == PifLayouts.MAGIC_2FIP) {
                        add(w, s, true, TextureList.single(w.level(), out, path + ".pif", problems));
                    }
                }
            }
        }
    }

    private void add(WadFile w, Slot s, boolean compressed, Pif p) {
        if (p != null) entries.add(new Entry(w, s, compressed, p));
    }

    public List<Entry> list() { return entries; }

    /**
     * {@code wad, file, record, offset, field, index, compressed, magic, file_size, width, height, format, clut_format,
     * clut_order, mip_levels, rgba_sha256}: one row per PIF (record and offset: its header slot).
     */
    public Table table() {
        TableBuilder t = new TableBuilder("global pifs").strings("wad", "file").ints("record").longs("offset").strings("field").ints("index")
                .bools("compressed").longs("magic").ints("file_size", "width", "height", "format", "clut_format", "clut_order", "mip_levels")
                .strings("rgba_sha256");
        for (Entry e : entries) {
            Pif p = e.pif();
            t.row(e.wad().name(), e.wad().fileName(), e.slot().record(), e.slot().headerOffset(), e.slot().field(), e.slot().index(),
                    e.compressed(), p.magic(), p.fileSize(), p.width(), p.height(), p.format(), p.clutFormat(), p.clutOrder(), p.mipLevels(),
                    p.rgbaSha256());
        }
        return t.build();
    }
}
