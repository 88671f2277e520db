package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * MISC.WAD's frontbin (rac2-global-wads §4.1, a "Ratchet executable") walked by the overlay walker on the sample, and
 * the §4.3 check 4 broken on copies of it: a walk that stops short of the block end, sections that fill the block,
 * a copy_size past the block.
 */
class FrontbinTest {
    @TempDir Path tmp;

    /** The sample with the s32 at {@code offset} of MISC.WAD set to {@code value}. */
    Disc patched(long offset, int value, Problems.Mode mode) throws IOException {
        return GlobalWadsTest.patched(tmp, "/G/MISC.WAD", offset, value, mode);
    }

    static int block() {
        Table r = Gc.sample().globalWads().ranges();
        return (int) (long) r.where(r.stringColumn("wad").isEqualTo("MISC").and(r.stringColumn("field").isEqualTo("frontbin"))).longColumn("start").get(0);
    }

    @Test void theSectionsFollowEachOtherAndShareTheEntryPoint() {
        Table s = Gc.sample().globalWads().frontbinSections();
        assertEquals(3, s.rowCount());
        assertEquals(block(), s.longColumn("offset").get(0));
        for (int i = 1; i < s.rowCount(); i++) {
            assertEquals(s.longColumn("data_end").get(i - 1), s.longColumn("offset").get(i));
            assertEquals(s.longColumn("dest_address").get(i - 1) + s.intColumn("copy_size").get(i - 1), s.longColumn("dest_address").get(i));
            assertEquals(s.longColumn("entry_point").get(0), s.longColumn("entry_point").get(i));
        }
        assertEquals(java.util.List.of(1, 8, 1), s.intColumn("section_type").asList());
        assertEquals(Set.of(), ArmorTest.failures(Gc.sample().globalWads().checks().where(
                Gc.sample().globalWads().checks().stringColumn("check").startsWith("frontbin"))));
    }

    @Test void sectionsFillingTheBlockOrStoppingShortOfItFailTheirChecks() throws IOException {
        Table s = Gc.sample().globalWads().frontbinSections();
        int last = s.rowCount() - 1;
        long sizeAt = s.longColumn("offset").get(last) + 4;
        int copy = s.intColumn("copy_size").get(last);
        long dataEnd = s.longColumn("data_end").get(last);
        int room = (int) (block() + 0x800 - dataEnd);   // the frontbin block is one sector
        // the last section runs to the block end: no room for a terminating header (the sizes must sum to less)
        Disc full = patched(sizeAt, copy + room, Problems.Mode.LENIENT);
        assertEquals(Set.of("frontbin_copy_sizes misc.frontbin"), ArmorTest.failures(full.globalWads().checks()
                .where(full.globalWads().checks().stringColumn("check").startsWith("frontbin"))));
        // 8 bytes short of the end: too few for another header, and no terminating one
        Disc shortOf = patched(sizeAt, copy + room - 8, Problems.Mode.LENIENT);
        assertEquals(Set.of("frontbin_walk_end misc.frontbin"), ArmorTest.failures(shortOf.globalWads().checks()
                .where(shortOf.globalWads().checks().stringColumn("check").startsWith("frontbin"))));
        assertTrue(shortOf.problems().stringColumn("check").contains("overlay_walk_end"), shortOf.problems().printAll());
    }

    @Test void aCopySizePastTheBlockIsAFormatExceptionNamingItsPath() throws IOException {
        long sizeAt = Gc.sample().globalWads().frontbinSections().longColumn("offset").get(1) + 4;
        Disc strict = patched(sizeAt, 0x10000, Problems.Mode.STRICT);
        FormatException e = assertThrows(FormatException.class, () -> strict.globalWads().frontbinSections());
        assertEquals("misc.frontbin.section[1].copy_size", e.path());
        Disc lenient = patched(sizeAt, 0x10000, Problems.Mode.LENIENT);
        assertEquals(1, lenient.globalWads().frontbinSections().rowCount());
    }
}
