package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The global WADs of the sample (one row per WAD in RC2.HDR order, every reader check holding) and the same disc with
 * one stored value broken per test: the check that guards it fails, naming the field, and nothing else breaks.
 */
class GlobalWadsTest {
    @TempDir Path tmp;

    static byte[] sampleBytes() throws IOException {
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) { return in.readAllBytes(); }
    }

    /** The sample with the s32 at {@code offset} of file {@code path} set to {@code value}, opened leniently. */
    Disc patched(String path, long offset, int value) throws IOException {
        return patched(tmp, path, offset, value, Problems.Mode.LENIENT);
    }

    /** The sample, written into {@code dir}, with the s32 at {@code offset} of file {@code path} set to {@code value}. */
    static Disc patched(Path dir, String path, long offset, int value, Problems.Mode mode) throws IOException {
        byte[] iso = sampleBytes();
        long at = Gc.sample().file(path).orElseThrow().lba() * 0x800 + offset;
        ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, value);
        Path p = dir.resolve("patched.iso");
        Files.write(p, iso);
        return Gc.open(p, mode);
    }

    /** The checks that fail, as "check subject". */
    static Set<String> failures(Disc d) {
        Table c = d.globalWads().checks();
        Set<String> out = new TreeSet<>();
        for (Row r : c) if (!r.getString("status").equals("holds")) out.add(r.getString("check") + " " + r.getString("subject"));
        return out;
    }

    static Row range(Disc d, String wad, String field, int index) {
        Table r = d.globalWads().ranges();
        for (Row row : r) {
            if (row.getString("wad").equals(wad) && row.getString("field").equals(field) && row.getInt("index") == index) return row;
        }
        throw new AssertionError("no " + wad + "." + field + "[" + index + "]");
    }

    @Test void oneRowPerGlobalWadInTocOrder() {
        Disc d = Gc.sample();
        Table g = d.globals();
        assertEquals(9, g.rowCount());
        for (int i = 0; i < 9; i++) {
            GlobalWad w = GlobalWad.values()[i];
            assertEquals(w.name(), g.stringColumn("wad").get(i));
            assertEquals(w.headerSize, g.intColumn("header_size").get(i));
            assertEquals(d.file("/G/" + w.fileName()).orElseThrow().lba(), g.longColumn("sector").get(i));
        }
        assertEquals(3, g.intColumn("files").get(0), "MPEG.WAD, MPEG1.WAD and MPEG2.WAD");
        long mpegBytes = 0;
        for (String f : List.of("/G/MPEG.WAD", "/G/MPEG1.WAD", "/G/MPEG2.WAD")) mpegBytes += d.file(f).orElseThrow().size();
        assertEquals(mpegBytes, g.longColumn("bytes").get(0));
        // SPACE, SCENE, GADGET: the header alone, exactly header_size bytes (every slot zero, §8–§10 recipes)
        for (int i = 5; i <= 7; i++) assertEquals((long) g.intColumn("header_size").get(i), g.longColumn("bytes").get(i));
    }

    @Test void everyCheckHoldsOnTheSample() {
        Disc d = Gc.sample();
        assertEquals(Set.of(), failures(d));
        Table c = d.globalWads().checks();
        Set<String> seen = new TreeSet<>(c.stringColumn("check").asList());
        for (String check : List.of("toc_copy_sector", "toc_copy_matches_file", "file_sector_zero", "block_after_header", "block_inside_file",
                "blocks_disjoint", "blocks_in_field_order", "compressed_is_wad", "gadget_word_08_gc_range", "video_pack_start",
                "subtitle_terminator", "subtitle_text_inside", "subtitle_start_le_stop")) {
            assertTrue(seen.contains(check), check + " met no subject on the sample");
        }
    }

    @Test void lastBlockRunsPastTheFileByLessThanASector() {
        Disc d = Gc.sample();
        WadFile misc = d.global("MISC");
        Slot exit = misc.slot("exit", 0);
        assertTrue(misc.length() % Slot.SECTOR != 0, "a file length that is not whole sectors (§2.2)");
        assertEquals(misc.length() - exit.start(), misc.blockBytes(exit), "clamped to the file end");
        assertTrue(exit.declaredBytes() > misc.blockBytes(exit));
    }

    @Test void fileSectorWordNotZero() throws IOException {
        Disc d = patched("/G/MPEG.WAD", 4, 1234);
        assertEquals(Set.of("file_sector_zero mpeg.header.sector"), failures(d));
    }

    @Test void headerDiffersFromTheTocCopy() throws IOException {
        Disc s = Gc.sample();
        Row r = range(s, "HUD", "all_text", 0);
        Disc d = patched("/G/HUD.WAD", r.getLong("offset") + 4, 0);   // the file's all_text range emptied
        assertEquals(Set.of("toc_copy_matches_file hud.header"), failures(d));
    }

    @Test void compressedFieldWithoutWadMagic() throws IOException {
        Disc s = Gc.sample();
        Row r = range(s, "BONUS", "skill_images", s.global("BONUS").blocks().stream().filter(b -> b.field().equals("skill_images"))
                .findFirst().orElseThrow().index());
        Disc d = patched("/G/BONUS.WAD", r.getLong("start"), 0x50494632);   // "2FIP" where "WAD" belongs
        assertEquals(Set.of("compressed_is_wad bonus.skill_images[" + r.getInt("index") + "]"), failures(d));
    }

    @Test void rawFieldHoldingWadMagic() throws IOException {
        Disc s = Gc.sample();
        Row r = range(s, "MISC", "debug_font", 0);
        Disc d = patched("/G/MISC.WAD", r.getLong("start"), 0x10444157);
        assertEquals(Set.of("compressed_is_wad misc.debug_font[0]"), failures(d));
    }

    @Test void compressedSizeLargerThanItsRange() throws IOException {
        Disc s = Gc.sample();
        Row r = range(s, "MISC", "irx", 0);
        Disc d = patched("/G/MISC.WAD", r.getLong("start") + 3, 0x100000);
        assertEquals(Set.of("compressed_is_wad misc.irx[0]"), failures(d));
        assertTrue(d.problems().stringColumn("path").asList().contains("misc.irx[0].wad.compressed_size"), "the IRX blob does not decompress: " + d.problems().print());
    }

    @Test void overlappingBlocksOutOfOrder() throws IOException {
        Disc s = Gc.sample();
        Row irx = range(s, "MISC", "irx", 0), save = range(s, "MISC", "save_game", 0);
        // save_game pointed at irx's sector (both the file and RC2.HDR's copy would differ: only the file is patched)
        Disc d = patched("/G/MISC.WAD", save.getLong("offset"), irx.getInt("offset_sectors"));
        // and save_game (read uncompressed) now starts with irx's "WAD"
        assertEquals(Set.of("blocks_disjoint misc.save_game[0]", "blocks_in_field_order misc.save_game[0]", "toc_copy_matches_file misc.header",
                "compressed_is_wad misc.save_game[0]"), failures(d));
    }

    @Test void blockInsideTheHeaderSectors() throws IOException {
        Disc s = Gc.sample();
        Row font = range(s, "MISC", "debug_font", 0);
        Disc d = patched("/G/MISC.WAD", font.getLong("offset"), 0);
        assertTrue(failures(d).contains("block_after_header misc.debug_font[0]"), failures(d).toString());
    }

    @Test void blockPastTheFileEnd() throws IOException {
        Disc s = Gc.sample();
        Row exit = range(s, "MISC", "exit", 0);
        Disc d = patched("/G/MISC.WAD", exit.getLong("offset") + 4, 3);
        assertTrue(failures(d).contains("block_inside_file misc.exit[0]"), failures(d).toString());
    }

    @Test void voiceLinesDecode() {
        Disc d = Gc.sample();
        Vags v = d.globalWads().vags();
        Table t = v.table();
        assertEquals(4, t.where(t.stringColumn("wad").isEqualTo("AUDIO")).rowCount(), "2 vendor, 1 English, 1 French");
        for (int i = 0; i < v.list().size(); i++) {
            assertEquals(v.list().get(i).frames() * 28, v.pcm(i).length);
            byte[] wav = v.wav(i);
            assertEquals("RIFF", new String(wav, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        }
    }

    @Test void voiceLineWithoutVagMagic() throws IOException {
        Disc s = Gc.sample();
        Slot line = s.global("AUDIO").blocks().get(0);
        Disc d = patched("/G/AUDIO.WAD", line.start(), 0);
        assertEquals(Set.of("vag_magic audio." + line.name()), failures(d));
    }

    @Test void musicStreamLongerThanItsRange() throws IOException {
        Disc s = Gc.sample();
        Slot bin = s.global("AUDIO0").slot("bin_data", 0);
        Disc d = patched("/G/AUDIO0.WAD", bin.start() + 0x0c, Integer.reverseBytes(0x400));   // data_size is big-endian
        assertEquals(Set.of("vag_fits audio0.bin_data[0]"), failures(d));
    }

    @Test void irxAndCredits() {
        Disc d = Gc.sample();
        Table irx = d.globalWads().irxModules();
        assertEquals(List.of("image", "sio2man", "mcman", "mcserv", "dbcman", "sio2d", "ds2u", "stash", "libsd", "989snd"),
                irx.stringColumn("field").asList());
        Table credits = d.globalWads().creditsText();
        assertEquals(8, credits.rowCount());
        for (Row r : credits) assertTrue(r.getString("text").startsWith("CREDITS PAGE " + r.getInt("record")), r.getString("text"));
        assertEquals(2, d.globalWads().rgbaImages().rowCount(), "the IRX image and a credits image");
    }

    @Test void creditsOffsetsOutOfOrder() throws IOException {
        Disc s = Gc.sample();
        Slot credits = s.global("BONUS").slot("credits_text", 0);
        Disc d = patched("/G/BONUS.WAD", credits.start() + 8, 0x10);   // item 2 before the offsets' end
        assertTrue(failures(d).contains("credits_text_offsets bonus.credits_text.offset[2]"), failures(d).toString());
        assertTrue(failures(d).contains("credits_text_offsets bonus.credits_text.offset[1]"), "item 1 now ends before it starts");
    }

    @Test void gadgetWordOfUya() throws IOException {
        Disc d = patched("/G/GADGET.WAD", 8, 0x600);
        assertTrue(failures(d).contains("gadget_word_08_gc_range gadget.header.word_08"), failures(d).toString());
    }

    @Test void wrongHeaderSizeIsAFormatExceptionOrAProblem() throws IOException {
        Disc d = patched("/G/HUD.WAD", 0, 0x1000);
        assertFalse(d.globalWads().wad("HUD").isPresent());
        assertTrue(d.problems().stringColumn("path").asList().contains("hud.header.header_size"), d.problems().print());
        assertEquals(8, d.globals().rowCount());
        Path p = tmp.resolve("patched.iso");
        FormatException e = assertThrows(FormatException.class, () -> Gc.open(p).globals());
        assertTrue(e.getMessage().contains("hud.header.header_size"), e.getMessage());
    }
}
