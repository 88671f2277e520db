package gcscript.pif;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** Texture lists of PIFs: built lists decoded pixel by pixel, every reader check failing on a list built to break it. */
class TextureListTest {
    /** A list of PIFs of the given sizes; PIF k's palette entry e = (e, k, 255 - e, alpha), texel i = i & 0xff. */
    static ByteBuffer list(int[][] sizes) {
        int n = sizes.length;
        int at = (4 + 4 * n + 15) & ~15;
        int[] offs = new int[n];
        int end = at;
        for (int k = 0; k < n; k++) {
            offs[k] = end;
            end = (end + 0x20 + 0x400 + sizes[k][0] * sizes[k][1] + 15) & ~15;
        }
        ByteBuffer b = ByteBuffer.allocate(end).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, n);
        for (int k = 0; k < n; k++) {
            b.putInt(4 + 4 * k, offs[k]);
            int p = offs[k];
            b.put(p, (byte) '2').put(p + 1, (byte) 'F').put(p + 2, (byte) 'I').put(p + 3, (byte) 'P');
            b.putInt(p + 8, sizes[k][0]).putInt(p + 12, sizes[k][1]).putInt(p + 16, 0x13).putInt(p + 28, 1);
            for (int e = 0; e < 256; e++) {
                b.put(p + 0x20 + 4 * e, (byte) e).put(p + 0x21 + 4 * e, (byte) k).put(p + 0x22 + 4 * e, (byte) (255 - e))
                        .put(p + 0x23 + 4 * e, (byte) (e < 128 ? e : 0x80));
            }
            for (int i = 0; i < sizes[k][0] * sizes[k][1]; i++) b.put(p + 0x420 + i, (byte) i);
        }
        return b;
    }

    static TextureList read(ByteBuffer b, Problems p) {
        return TextureList.read(2, "T.WAD", ByteReader.of(b.array(), "T.WAD:transition_textures"), "level[2].transition_textures", p);
    }

    @Test
    void aBuiltListDecodesThroughTheCsm1PaletteWithAlphaExpanded() {
        TextureList t = read(list(new int[][] {{16, 8}, {8, 32}}), Problems.strict());
        assertEquals(2, t.count());
        List<Pif> p = t.textureList();
        assertEquals(16, p.get(0).width());
        assertEquals(8, p.get(0).height());
        assertEquals(0x10, p.get(0).listOffset());
        assertEquals(0x10 + 0x420 + 128, p.get(1).listOffset());
        // texel 8 names index 8, whose colour is stored entry 16 (bits 3 and 4 exchanged): alpha 16 doubled
        int c = p.get(1).argb()[8];
        assertEquals(16, (c >> 16) & 0xff);
        assertEquals(1, (c >> 8) & 0xff);
        assertEquals(255 - 16, c & 0xff);
        assertEquals(32, c >>> 24);
        // index 72 (bit 3 set, bit 4 clear) is stored entry 80; index 24 (both set) and 7 (neither) keep theirs
        assertEquals(80, (p.get(0).argb()[72] >> 16) & 0xff);
        assertEquals(160, p.get(0).argb()[72] >>> 24);
        assertEquals(24, (p.get(0).argb()[24] >> 16) & 0xff);
        assertEquals(7, (p.get(0).argb()[7] >> 16) & 0xff);
        // an entry with alpha 0x80 is opaque (255): index 130 -> entry 130 (bits 3 and 4 clear)
        assertEquals(255, p.get(1).argb()[130] >>> 24);
        Table tab = t.textures();
        assertEquals(List.of(0, 1), tab.intColumn("record").asList());
        assertEquals(List.of(2, 2), tab.intColumn("list_count").asList());
        assertEquals(64, tab.stringColumn("rgba_sha256").get(0).length());
    }

    /** Breaks a good two-texture list at one place; strict mode names the path, lenient mode keeps the textures before it. */
    private static void broken(java.util.function.Consumer<ByteBuffer> damage, String path, int kept) {
        ByteBuffer b = list(new int[][] {{16, 8}, {8, 32}});
        damage.accept(b);
        FormatException e = assertThrows(FormatException.class, () -> read(b, Problems.strict()));
        assertEquals(path, e.path());
        Problems lenient = Problems.lenient();
        TextureList t = read(b, lenient);
        List<Problem> rows = lenient.rows();
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(path, rows.get(0).path());
        assertEquals(kept, t.textureList().size());
    }

    @Test
    void everyReaderCheckFailsLoudlyOnABrokenList() {
        broken(b -> b.putInt(0, 0x1000), "level[2].transition_textures.count", 0);
        broken(b -> b.putInt(0, -1), "level[2].transition_textures.count", 0);
        broken(b -> b.putInt(0, b.capacity() / 4), "level[2].transition_textures.count", 0);
        broken(b -> b.putInt(8, b.getInt(8) + 4), "level[2].transition_textures.offset[1]", 1);          // not 0x10-aligned
        // not ascending: texture 0's item then ends before its header does
        broken(b -> b.putInt(8, b.getInt(4)), "level[2].transition_textures.offset[0]", 0);
        broken(b -> b.putInt(4, 0), "level[2].transition_textures.offset[0]", 0);                        // inside the offsets
        broken(b -> b.putInt(8, b.capacity()), "level[2].transition_textures.offset[1]", 1);             // past the end
        broken(b -> b.put(0x10, (byte) '3'), "level[2].transition_textures.texture[0].magic", 0);
        broken(b -> b.putInt(0x18, 0), "level[2].transition_textures.texture[0].width", 0);
        broken(b -> b.putInt(0x1c, 2049), "level[2].transition_textures.texture[0].width", 0);
        broken(b -> b.putInt(0x20, 0x94), "level[2].transition_textures.texture[0].format", 0);          // 4-bit: not a GC form
        broken(b -> b.putInt(0x1c, 9), "level[2].transition_textures.texture[0].texels", 0);             // runs into texture 1
        int second = 0x10 + 0x420 + 128;
        broken(b -> b.putInt(second + 0xc, 64), "level[2].transition_textures.texture[1].texels", 1);    // past the list end
    }

    /** The lenient read's problems as "path @ offset: found" ("none" without one). */
    static String problem(ByteBuffer b) {
        Problems lenient = Problems.lenient();
        read(b, lenient);
        List<Problem> rows = lenient.rows();
        return rows.isEmpty() ? "none" : rows.get(0).path() + " @ 0x" + Long.toHexString(rows.get(0).offset()) + ": " + rows.get(0).actual();
    }

    static ByteBuffer zeros(int bytes, int count) {
        ByteBuffer b = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, count);
        return b;
    }

    @Test
    void theCountsBoundsAreInclusiveWhereTheReferenceSaysSo() {
        // 0 textures is a list (count >= 0)
        TextureList none = read(list(new int[0][]), Problems.strict());
        assertEquals(0, none.count());
        assertEquals(List.of(), none.textureList());
        assertEquals(2, none.level());
        // 0x1000 is refused even where its offsets would fit; 0xfff gets as far as its (zero) offsets
        String p = "level[2].transition_textures";
        assertEquals(p + ".count @ 0x0: 4096", problem(zeros(4 + 4 * 0x1000, 0x1000)));
        assertEquals(p + ".offset[0] @ 0x4: 0x0 (item end 0x0)", problem(zeros(4 + 4 * 0xfff, 0xfff)));
        // 4 + 4 count == the list's length: the offsets fit exactly (the count check passes, the zero offset does not)
        assertEquals(p + ".offset[0] @ 0x4: 0x0 (item end 0x0)", problem(zeros(64, 15)));
        assertEquals(p + ".count @ 0x0: 16", problem(zeros(64, 16)));
    }

    @Test
    void anOffsetInsideTheOffsetArrayIsRefusedEvenWhenAligned() {
        // eight 1 x 1 textures: the offsets end at 4 + 32 = 0x24, so 0x20 is aligned yet inside them
        ByteBuffer b = list(new int[][] {{1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}});
        assertEquals("none", problem(b));
        b.putInt(4, 0x20);
        assertEquals("level[2].transition_textures.offset[0] @ 0x4: 0x20 (item end 0x" + Integer.toHexString(b.getInt(8)) + ")", problem(b));
        ByteBuffer c = list(new int[][] {{16, 8}, {8, 32}});
        c.putInt(8, c.getInt(8) + 4);   // offset[1] unaligned: reported at its own slot, 4 + 4 x 1
        assertEquals("level[2].transition_textures.offset[1] @ 0x8: 0x" + Integer.toHexString(c.getInt(8)) + " (item end 0x"
                + Integer.toHexString(c.capacity()) + ")", problem(c));
    }

    @Test
    void aHeaderThatExactlyFillsItsItemPassesTheOffsetCheckAndFailsOnItsTexels() {
        int second = 0x10 + 0x420 + 128;
        ByteBuffer full = list(new int[][] {{16, 8}, {8, 32}});
        ByteBuffer b = ByteBuffer.wrap(java.util.Arrays.copyOf(full.array(), second + 0x20)).order(ByteOrder.LITTLE_ENDIAN);
        // the palette starts at the item's end: texels end at second + 0x420 + 8 x 32
        assertEquals("level[2].transition_textures.texture[1].texels @ 0x" + Integer.toHexString(second + 0x420) + ": end 0x"
                + Integer.toHexString(second + 0x420 + 256), problem(b));
    }

    @Test
    void sidesOfOneAnd2048AreImagesAndTheViolationsNameTheirFields() {
        TextureList t = read(list(new int[][] {{1, 1}, {2048, 1}, {1, 2048}}), Problems.strict());
        assertEquals(List.of(1, 2048, 1), t.textureList().stream().map(Pif::width).toList());
        assertEquals(List.of(1, 1, 2048), t.textureList().stream().map(Pif::height).toList());
        String p = "level[2].transition_textures.texture[0]";
        ByteBuffer b = list(new int[][] {{16, 8}});
        b.putInt(0x1c, 0);   // height 0: reported on the width field, where the size starts
        assertEquals(p + ".width @ 0x18: 16 x 0", problem(b));
        ByteBuffer c = list(new int[][] {{16, 8}});
        c.putInt(0x18, 2049);
        assertEquals(p + ".width @ 0x18: 2049 x 8", problem(c));
        ByteBuffer d = list(new int[][] {{16, 8}});
        d.putInt(0x20, 0x94);
        assertEquals(p + ".format @ 0x20: 0x94", problem(d));
    }

    @Test
    void aSinglePifIsTextureZeroOfItsBlock() {
        ByteBuffer b = list(new int[][] {{8, 4}});
        ByteReader whole = ByteReader.of(b.array(), "G.WAD");
        Pif p = TextureList.single(-1, whole.slice("g.pif", 0x10, b.capacity() - 0x10), "g.pif", Problems.strict());
        assertEquals(0, p.index());
        assertEquals(0, p.listOffset());
        assertEquals(0x10, p.offset());
        assertEquals(8, p.width());
        assertEquals(4, p.height());
        assertEquals(read(b, Problems.strict()).textureList().get(0).rgbaSha256(), p.rgbaSha256());
        Problems lenient = Problems.lenient();
        assertNull(TextureList.single(-1, whole.slice("g.pif", 0, 0x40), "g.pif", lenient), "not a PIF: no texture");
        assertEquals("g.pif.magic", lenient.rows().get(0).path());
    }

    @Test
    void everySampleLevelHasItsManifestTexturesAndNoProblems() {
        Disc disc = Gc.sample();
        GroundTruth truth = disc.groundTruth().orElseThrow();
        int lists = 0;
        for (Level l : disc.levels()) {
            TextureList t = l.transitionTextures();
            String key = "level." + l.number() + ".transition_textures.count";
            if (truth.get(key).isEmpty()) {
                assertEquals(0, t.count(), "level " + l.number());
                assertEquals(0, l.data().headerRecord().ranges().get("transition_textures").size());
                continue;
            }
            lists++;
            assertEquals(truth.getLong(key), t.count());
            assertEquals(t.count(), t.textureList().size());
            for (Pif p : t.textureList()) {
                assertEquals(p.width() * p.height(), p.argb().length);
                String row = truth.get("level." + l.number() + ".fields.transition_textures.row." + p.index()).orElseThrow();
                assertTrue(row.endsWith("," + p.rgbaSha256()), row);
            }
        }
        assertTrue(lists >= 2, "the sample has transition textures on the even level files");
        Table problems = disc.problems();
        assertEquals(0, problems.where(problems.stringColumn("path").containsString("transition_textures")).rowCount(), problems.print());
    }
}
