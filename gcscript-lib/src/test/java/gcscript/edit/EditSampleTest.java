package gcscript.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * One edit of each supported kind on the sample, written to a new image, read back: the table gives the new value,
 * {@code diff} against the original is exactly one row per edited cell (path, old and new value), problems stay
 * empty, and the input file's bytes are unchanged.
 */
class EditSampleTest {
    @TempDir static Path dir;
    static Path input;
    static byte[] inputBytes;
    static Disc original;

    @BeforeAll static void copySample() throws IOException {
        input = dir.resolve("input.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, input);
        }
        inputBytes = Files.readAllBytes(input);
        original = Gc.open(input);
    }

    /** The edits {@code edit} makes, written and read back: the diff, after checking the input and the problems. */
    static Disc written(String name, UnaryOperator<Editor> edit) throws IOException {
        Path out = dir.resolve(name + ".iso");
        edit.apply(original.edit()).write(out);
        assertArrayEquals(inputBytes, Files.readAllBytes(input), "the input image is never written");
        Disc back = Gc.open(out);
        assertEquals(0, back.problems().rowCount(), back.problems().printAll());
        return back;
    }

    /** Level 0's moby instance at {@code row} of its table: its uid (the sample's draws decide which uids exist). */
    static int mobyUid(int row) {
        return original.level(0).gameplay().mobyInstances().intColumn("uid").get(row);
    }

    /** What the original's table shows in {@code column} at {@code row}: the diff's "before" text. */
    static String before(Table t, int row, String column) {
        return gcscript.table.Cols.cell(t.column(column), row);
    }

    /** The original's moby instance of {@code uid} on level 0, {@code column} as the diff shows it. */
    static String mobyBefore(int uid, String column) {
        Table t = original.level(0).gameplay().mobyInstances();
        return before(t, t.intColumn("uid").indexOf(uid), column);
    }

    /** The diff as "path: a -> b" lines, sorted. */
    static List<String> changes(Disc back) {
        Table d = original.diff(back);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < d.rowCount(); i++) {
            out.add(d.stringColumn("path").get(i) + ": " + d.stringColumn("a").get(i) + " -> " + d.stringColumn("b").get(i));
        }
        out.sort(null);
        return out;
    }

    @Test void mobyPositionIsWrittenAndDiffIsTheThreeCells() throws IOException {
        int uid = mobyUid(1);
        Disc back = written("move", e -> e.moveMoby(0, uid, 10.5, -20.25, 3));
        String path = "level[0].gameplay.mobyInstances[uid=" + uid + "].";
        assertEquals(List.of(
                path + "x: " + mobyBefore(uid, "x") + " -> 10.5",
                path + "y: " + mobyBefore(uid, "y") + " -> -20.25",
                path + "z: " + mobyBefore(uid, "z") + " -> 3"), changes(back));
        Table t = back.level(0).gameplay().mobyInstances();
        Table row = t.where(t.intColumn("uid").isEqualTo(uid));
        assertEquals(10.5, row.doubleColumn("x").get(0));
        assertEquals(-20.25, row.doubleColumn("y").get(0));
        assertEquals(3.0, row.doubleColumn("z").get(0));
    }

    /** Issue 38 item 15: a relative move, so a notebook need not cast the table's cells to read the position first. */
    @Test void mobyMovedByADeltaChangesOnlyTheMovedAxes() throws IOException {
        int uid = mobyUid(3);
        Table t = original.level(0).gameplay().mobyInstances();
        double x = t.doubleColumn("x").get(3), z = t.doubleColumn("z").get(3);
        Disc back = written("moveBy", e -> e.moveMobyBy(0, uid, 8, 0, -0.5));
        String path = "level[0].gameplay.mobyInstances[uid=" + uid + "].";
        Table b = back.level(0).gameplay().mobyInstances();
        int row = b.intColumn("uid").indexOf(uid);
        assertEquals(x + 8, b.doubleColumn("x").get(row), 1e-3);
        assertEquals(z - 0.5, b.doubleColumn("z").get(row), 1e-3);
        List<String> changed = changes(back);
        assertEquals(2, changed.size(), changed.toString());
        assertTrue(changed.get(0).startsWith(path + "x: " + mobyBefore(uid, "x") + " -> ") && changed.get(1).startsWith(path + "z: "), changed.toString());
        assertEquals(2, original.edit().moveMobyBy(0, uid, 1, 0, 2).edits().size());
        EditException none = assertThrows(EditException.class, () -> original.edit().moveMobyBy(0, -999_999, 1, 0, 0));
        assertEquals("edit: level[0].gameplay.mobyInstances[uid=-999999]: expected a moby instance with this uid, found none", none.getMessage());
    }

    @Test void mobyRotationAndScale() throws IOException {
        int uid = mobyUid(2);
        Disc back = written("rotate", e -> e.rotateMoby(0, uid, 0.5, -0.25, 1).scaleMoby(0, uid, 2.5));
        String path = "level[0].gameplay.mobyInstances[uid=" + uid + "].";
        assertEquals(List.of(
                path + "rot_x: " + mobyBefore(uid, "rot_x") + " -> 0.5",
                path + "rot_y: " + mobyBefore(uid, "rot_y") + " -> -0.25",
                path + "rot_z: " + mobyBefore(uid, "rot_z") + " -> 1",
                path + "scale: " + mobyBefore(uid, "scale") + " -> 2.5"), changes(back));
    }

    @Test void lightColourAndDirection() throws IOException {
        // the first level with two lights or more (the generator draws 1-4 per level)
        int lv = 0;
        while (original.level(lv).gameplay().lights().rowCount() < 2) lv++;
        int level = lv;
        Disc back = written("light", e -> e.lightColour(level, 1, 'a', 0.5, 0.25, 1).lightDirection(level, 0, 'b', 0, 0, 1));
        Table l = original.level(level).gameplay().lights();
        String path = "level[" + level + "].gameplay.lights[record=";
        assertEquals(List.of(
                path + "0].direction_b_x: " + before(l, 0, "direction_b_x") + " -> 0",
                path + "0].direction_b_y: " + before(l, 0, "direction_b_y") + " -> 0",
                path + "0].direction_b_z: " + before(l, 0, "direction_b_z") + " -> 1",
                path + "1].colour_a_b: " + before(l, 1, "colour_a_b") + " -> 1",
                path + "1].colour_a_g: " + before(l, 1, "colour_a_g") + " -> 0.25",
                path + "1].colour_a_r: " + before(l, 1, "colour_a_r") + " -> 0.5"), changes(back));
    }

    @Test void aStoredFieldInsideCoreDataIsReCompressed() throws IOException {
        Disc back = written("colour", e -> e.set("level[0].core.tfrags.colours", "record", 1, "r", 7));
        String r = before(original.level(0).core().tfrags().colours(), 1, "r");
        assertEquals(List.of("level[0].core.tfrags.colours[patch=0 index=1].r: " + r + " -> 7"), changes(back));
        assertEquals(7, back.level(0).core().tfrags().colours().intColumn("r").get(1));
        // the stream was re-compressed by the project's encoder: its declared size follows the new stream
        assertEquals(back.level(0).data().headerRecord().coreData().size(), back.level(0).data().assetsCompressedSize());
    }

    @Test void aDecodedColumnThroughItsDeclaredInverse() throws IOException {
        // sky vertex x = x_raw / 1024 (SkyLayouts.X_POS): 1.5 is stored as 1536
        Disc back = written("sky", e -> e.set("level(0).core().sky().vertices()", "record", 0, "x", 1.5));
        String xRaw = before(original.level(0).core().sky().vertices(), 0, "x_raw");
        assertEquals(List.of("level[0].core.sky.vertices[shell=0 cluster=0 index=0].x_raw: " + xRaw + " -> 1536"), changes(back));
        assertEquals(1.5, back.level(0).core().sky().vertices().doubleColumn("x").get(0));
    }

    @Test void aFieldOfTheLevelFileItself() throws IOException {
        Disc back = written("sound", e -> e.set("level[0].soundBank.sounds", "record", 0, "volume", 3));
        assertEquals(List.of("level[0].soundBank.sounds[bank=sound_bank].volume: 72 -> 3"), changes(back));
    }

    @Test void aClassVertexThroughItsClassScale() throws IOException {
        // moby vertex x = x_raw × class scale / 1024: the factor comes from the row, the stored raw moves by what was asked
        Table v = original.level(0).core().mobies().vertices();
        int i = 0;
        while (v.intColumn("x_raw").get(i) == 0 || v.intColumn("y_raw").get(i) == 0 || v.intColumn("z_raw").get(i) == 0) i++;
        long offset = ((Number) v.column("offset").get(i)).longValue();
        int[] raw = {v.intColumn("x_raw").get(i), v.intColumn("y_raw").get(i), v.intColumn("z_raw").get(i)};
        double[] shown = {v.doubleColumn("x").get(i), v.doubleColumn("y").get(i), v.doubleColumn("z").get(i)};
        int[] delta = {5, -3, 1};
        double[] to = new double[3];
        for (int k = 0; k < 3; k++) to[k] = shown[k] / raw[k] * (raw[k] + delta[k]);
        int row = i;
        Disc back = written("vertex", e -> e.moveClassVertex(0, "mobies", offset, to[0], to[1], to[2]));
        Table w = back.level(0).core().mobies().vertices();
        String[] axes = {"x_raw", "y_raw", "z_raw"};
        for (int k = 0; k < 3; k++) assertEquals(raw[k] + delta[k], w.intColumn(axes[k]).get(row), axes[k]);
        assertEquals(3, changes(back).size(), changes(back).toString());
    }

    @Test void texturePixelsFromAPngOfTheSameSize() throws IOException {
        // the texture mirrored: every colour is one of its CLUT's, so re-quantising gives exactly the mirrored pixels
        gcscript.texture.Texture t = original.level(0).core().texture(gcscript.texture.TextureKind.TFRAG, 0);
        int w = t.width(), h = t.height();
        int[] argb = t.argb(), mirrored = new int[argb.length];
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) mirrored[y * w + x] = argb[y * w + (w - 1 - x)];
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, w, h, mirrored, 0, w);
        Path png = dir.resolve("mirrored.png");
        javax.imageio.ImageIO.write(img, "png", png.toFile());
        Disc back = written("texture", e -> e.texturePixels(0, "tfrag", 0, png));
        assertArrayEquals(mirrored, back.level(0).core().texture(gcscript.texture.TextureKind.TFRAG, 0).argb());
        Table d = original.diff(back);
        assertEquals(1, d.rowCount(), d.printAll());
        assertEquals("rgba_sha256", d.stringColumn("column").get(0));
        assertTrue(d.stringColumn("path").get(0).startsWith("level[0].core.textures["), d.printAll());
        // a PNG of another size is refused
        java.awt.image.BufferedImage small = new java.awt.image.BufferedImage(w + 1, h, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        Path wrong = dir.resolve("wrong.png");
        javax.imageio.ImageIO.write(small, "png", wrong.toFile());
        EditException x = assertThrows(EditException.class, () -> original.edit().texturePixels(0, "tfrag", 0, wrong));
        assertTrue(x.oneLine().contains("a PNG of " + w + " x " + h), x.oneLine());
    }

    @Test void aHeaderTableRowByItsField() throws IOException {
        Disc back = written("skycolour", e -> e.set("level[0].core.sky.header", "field", "colour_r", "value", 200));
        Table h = original.level(0).core().sky().header();
        String colourR = before(h, h.stringColumn("field").indexOf("colour_r"), "value");
        assertEquals(List.of("level[0].core.sky.header[field=colour_r].value: " + colourR + " -> 200"), changes(back));
    }

    @Test void editsOfSeveralLevelsInOneWrite() throws IOException {
        int uid = mobyUid(1);
        Disc back = written("two", e -> e.set("level[0].gameplay.mobyInstances", "uid", uid, "bolts", 5)
                .set("level[1].gameplay.lights", "record", 0, "colour_a_r", 0.75));
        List<String> c = changes(back);
        assertEquals(2, c.size(), c.toString());
        assertTrue(c.get(0).startsWith("level[0].gameplay.mobyInstances[uid=" + uid + "].bolts: " + mobyBefore(uid, "bolts") + " -> 5"),
                c.toString());
        assertTrue(c.get(1).startsWith("level[1].gameplay.lights[record=0].colour_a_r: ") && c.get(1).endsWith(" -> 0.75"), c.toString());
    }

    /**
     * What an accepted edit reports (the {@code set} echo and {@link Editor#edits()}) is the edited field's own offset,
     * not its record's: the written buffer holds the new value there (the diff's row names the record on both sides).
     */
    @Test void theEditLogNamesTheFieldsOffsetWhereTheNewValueIsStored() throws IOException {
        Table mobies = original.level(0).gameplay().mobyInstances();
        int uid = mobyUid(0);
        long record = ((Number) mobies.where(mobies.intColumn("uid").isEqualTo(uid)).column("offset").get(0)).longValue();
        int was = mobies.where(mobies.intColumn("uid").isEqualTo(uid)).intColumn("bolts").get(0);
        int now = was == 5 ? 6 : 5;   // a value the cell does not hold already (the sample's draws decide its own)
        Edit[] log = new Edit[1];
        Disc back = written("echo", e -> {
            Editor done = e.set("level[0].gameplay.mobyInstances", "uid", uid, "bolts", now);
            log[0] = done.edits().get(0);
            return done;
        });
        Edit x = log[0];
        assertEquals("LEVEL0.WAD:gameplay", x.buffer());
        assertTrue(x.offset() > record, "bolts lies after the start of its record: record 0x"
                + Long.toHexString(record) + ", edit 0x" + Long.toHexString(x.offset()));
        assertEquals(now, back.level(0).gameplayData().s32("bolts", x.offset()));
        assertEquals(was, original.level(0).gameplayData().s32("bolts", x.offset()));
        assertEquals(now, x.raw());
        // the diff names the row (the record's offset on each side), the edit log the field
        Table d = original.diff(back);
        assertEquals(1, d.rowCount(), d.print());
        assertEquals(record, ((Number) d.column("offset_a").get(0)).longValue());
        assertEquals(record, ((Number) d.column("offset_b").get(0)).longValue());
    }

    @Test void badInputIsRefusedNamingChainColumnAndValueAndNothingIsWritten() {
        String mobies = "level[0].gameplay.mobyInstances";
        String uid = String.valueOf(mobyUid(1));
        Table level0 = original.level(0).gameplay().mobyInstances();
        int level0Mobies = level0.rowCount();
        String absent = String.valueOf((int) level0.intColumn("uid").max() + 1);
        List<String[]> bad = List.of(
                new String[] {mobies, "uid", uid, "nope", "1", "a stored column"},                 // no such column
                new String[] {"level[0].core.tfrags.vertexInfo", "record", "0", "s", "0.5", "a stored column"}, // decoded, no inverse
                new String[] {mobies, "uid", uid, "mission", "99999999999", "a value in [-2147483648, 2147483647]"},
                new String[] {mobies, "uid", uid, "mission", "abc", "an integer"},
                new String[] {"level[0].core.sky.vertices", "record", "0", "x", "40", "the stored"},   // 40 * 1024 > s16
                new String[] {mobies, "uid", absent, "mission", "1", "found 0 rows"},
                new String[] {mobies, "level", "0", "mission", "1", "found " + level0Mobies + " rows"},
                new String[] {"level[0].gameplay.nothing", "uid", "36", "x", "1", "a table of level 0"},
                new String[] {"level[9].gameplay.mobyInstances", "uid", "36", "x", "1", "a level of this disc"});
        for (String[] b : bad) {
            Editor e = original.edit();
            EditException x = assertThrows(EditException.class, () -> e.set(b[0], b[1], b[2], b[3], b[4]), String.join(" ", b));
            String m = x.oneLine();
            assertTrue(m.contains(b[0]) && m.contains(b[3]) && m.contains(b[4]) && m.contains(b[5]), m);
            assertTrue(e.edits().isEmpty());
        }
        Editor e = original.edit().moveMoby(0, mobyUid(1), 1, 2, 3);
        EditException x = assertThrows(EditException.class, () -> e.write(input));
        assertTrue(x.oneLine().contains(input.toString()), x.oneLine());
        assertArrayEquals(inputBytes, uncheckedRead(input));
        assertFalse(Files.exists(dir.resolve("never.iso")));
    }

    /**
     * Issue 38 item 11: a refused value is located at its field (the buffer and offset an accepted edit of the same
     * cell reports), a refusal with no place in the bytes names no offset (never "at 0x0"); a misspelt column or key
     * column gets "did you mean"; a key that is not a number for a numeric key column says so.
     */
    @Test void refusalsNameTheFieldsOffsetOnlyWhereThereIsOne() {
        String mobies = "level[0].gameplay.mobyInstances";
        String uid = String.valueOf(mobyUid(1));
        for (String[] cell : List.of(new String[] {"mission", "abc"}, new String[] {"x", "abc"})) {
            Edit ok = original.edit().set(mobies, "uid", uid, cell[0], "1").edits().get(0);
            EditException bad = assertThrows(EditException.class, () -> original.edit().set(mobies, "uid", uid, cell[0], cell[1]));
            assertEquals(ok.buffer(), bad.file(), bad.oneLine());
            assertEquals(ok.offset(), bad.offset(), bad.oneLine());
            assertTrue(bad.oneLine().startsWith(ok.buffer() + ": " + mobies + "[uid=" + uid + "]." + cell[0] + " = abc at 0x"
                    + Long.toHexString(ok.offset()) + ": expected "), bad.oneLine());
        }
        EditException typo = assertThrows(EditException.class, () -> original.edit().set(mobies, "uid", uid, "misison", "1"));
        assertEquals(-1, typo.offset());
        assertTrue(typo.oneLine().endsWith("found misison (did you mean mission?)") && !typo.oneLine().contains(" at 0x"), typo.oneLine());
        EditException key = assertThrows(EditException.class, () -> original.edit().set(mobies, "iud", uid, "mission", "1"));
        assertTrue(key.oneLine().endsWith("found iud (did you mean uid?)"), key.oneLine());
        EditException far = assertThrows(EditException.class, () -> original.edit().set(mobies, "uid", uid, "zzzzzzzz", "1"));
        assertTrue(far.oneLine().endsWith("found zzzzzzzz"), far.oneLine());
        EditException abc = assertThrows(EditException.class, () -> original.edit().set(mobies, "uid", "abc", "mission", "1"));
        assertEquals("edit: " + mobies + "[uid=abc].mission = 1: expected a number for uid (a numeric column), found abc (not a number)",
                abc.oneLine());
    }

    private static byte[] uncheckedRead(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
