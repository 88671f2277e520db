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
