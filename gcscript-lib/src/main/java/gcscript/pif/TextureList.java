package gcscript.pif;

import static gcscript.pif.PifLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.layout.Rec;
import gcscript.table.TableBuilder;
import gcscript.texture.Clut;
import gcscript.texture.Texels;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * A texture list (rac2-global-wads §2.6.3): s32 count, count s32 offsets from the list start, then the PIFs
 * (§2.6.1), each on a 0x10 boundary in index order. Item i runs to offset[i+1], the last to the end of the list.
 *
 * <p>Reader checks (violations name the path: strict mode throws, lenient mode records a problem and keeps what
 * was read before): 0 ≤ count &lt; 0x1000 and the offsets fit; every offset 0x10-aligned, at or after the offset
 * array, ascending and inside the list; every PIF opens with "2FIP", has 1 ≤ width, height ≤ 2048 and format 0x13
 * (8-bit, the only form GC's PIF fields use), and its palette and texels fit inside its item.
 */
public final class TextureList {
    private final int level;
    private final String file;
    private final int count;
    private final List<Pif> textures;

    private TextureList(int level, String file, int count, List<Pif> textures) {
        this.level = level;
        this.file = file;
        this.count = count;
        this.textures = textures;
    }

    /** An absent list (the data header declares the range empty). */
    public static TextureList empty(int level, String file) { return new TextureList(level, file, 0, List.of()); }

    /** Reads the list that fills {@code list} (a decompressed stream) of level file {@code file}; {@code path} names it in problems. */
    public static TextureList read(int level, String file, ByteReader list, String path, Problems problems) {
        Rec head = LIST.read(list, 0, path);
        int n = head.i(COUNT);
        long len = list.length();
        if (n < 0 || n >= MAX_COUNT || 4L + 4L * n > len) {
            problems.violation(list, level, head.pathOf(COUNT), 0, "0 <= count < 0x1000 with 4 + 4 count <= " + len, Integer.toString(n));
            return new TextureList(level, file, n, List.of());
        }
        List<Rec> offs = LIST_OFFSET.readArray(list, 4, n, path + ".offset");
        List<Pif> out = new ArrayList<>();
        long previous = 4L + 4L * n - 1;
        for (int i = 0; i < n; i++) {
            int at = offs.get(i).i(OFFSET);
            long end = i + 1 < n ? offs.get(i + 1).i(OFFSET) : len;
            String op = path + ".offset[" + i + "]";
            if (at <= previous || at % ALIGN != 0 || (long) at + PIF.size() > Math.min(end, len)) {
                problems.violation(list, level, op, 4 + 4L * i, "0x10-aligned, ascending, after the offsets, a header inside its item",
                        Hex.of(at) + " (item end " + Hex.of(end) + ")");
                break;
            }
            previous = at;
            Pif p = pif(level, list, i, at, Math.min(end, len), path + ".texture[" + i + "]", problems);
            if (p == null) break;
            out.add(p);
        }
        return new TextureList(level, file, n, Collections.unmodifiableList(out));
    }

    /**
     * One PIF that fills {@code b} on its own (a global WAD's block, rac2-global-wads §2.6.1), as index 0; null (and a
     * problem row) when it does not read.
     */
    public static Pif single(int level, ByteReader b, String path, Problems problems) {
        return pif(level, b, 0, 0, b.length(), path, problems);
    }

    private static Pif pif(int level, ByteReader list, int i, int at, long end, String p, Problems problems) {
        Rec h = PIF.read(list, at, p);
        long magic = h.get(MAGIC);
        int w = h.i(WIDTH), hh = h.i(HEIGHT), format = h.i(FORMAT);
        if (magic != MAGIC_2FIP) {
            problems.violation(list, level, h.pathOf(MAGIC), at, "\"2FIP\" (" + Hex.u32(MAGIC_2FIP) + ")", Hex.u32(magic));
            return null;
        }
        if (w < 1 || w > MAX_SIDE || hh < 1 || hh > MAX_SIDE) {
            problems.violation(list, level, h.pathOf(WIDTH), at + WIDTH.offset(), "width and height in [1, 2048]", w + " x " + hh);
            return null;
        }
        if (format != FORMAT_8BIT) {
            problems.violation(list, level, h.pathOf(FORMAT), at + FORMAT.offset(), "0x13 (8-bit indexed)", Hex.of(format));
            return null;
        }
        long palette = at + PIF.size(), texels = palette + Clut.BYTES;
        if (texels + (long) w * hh > end) {
            problems.violation(list, level, p + ".texels", texels, "palette and " + w + " x " + hh + " texels inside the item (end " + Hex.of(end) + ")",
                    "end " + Hex.of(texels + (long) w * hh));
            return null;
        }
        int[] clut = Clut.read(list, p + ".palette", palette);
        int[] argb = Texels.argb(list, p + ".texels", texels, w * hh, clut);
        return new Pif(i, list.absolute(at), at, magic, h.i(FILE_SIZE), w, hh, format, h.i(CLUT_FORMAT), h.i(CLUT_ORDER),
                h.i(MIP_LEVELS), argb);
    }

    public int level() { return level; }

    /** The stored count (0 for an absent list). */
    public int count() { return count; }

    public List<Pif> textureList() { return textures; }

    /**
     * {@code level, file, record, offset, list_count, list_offset, magic, file_size, width, height, format, clut_format,
     * clut_order, mip_levels, rgba_sha256}: one row per texture; offset is the PIF's in the decompressed list,
     * list_count the list's stored count (on every row), list_offset the stored offset of the texture.
     */
    public Table textures() {
        TableBuilder t = new TableBuilder("transition textures of " + file)
                .ints("level").strings("file").ints("record").longs("offset").ints("list_count", "list_offset").longs("magic")
                .ints("file_size", "width", "height", "format", "clut_format", "clut_order", "mip_levels").strings("rgba_sha256");
        for (Pif p : textures) {
            t.row(level, file, p.index(), p.offset(), count, p.listOffset(), p.magic(), p.fileSize(), p.width(), p.height(),
                    p.format(), p.clutFormat(), p.clutOrder(), p.mipLevels(), p.rgbaSha256());
        }
        return t.build();
    }
}
