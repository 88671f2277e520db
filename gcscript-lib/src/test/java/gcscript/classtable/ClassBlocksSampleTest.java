package gcscript.classtable;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import org.junit.jupiter.api.Test;

/**
 * The sample's class tables in retail form (issue 27, item 8): every tie and every shrub class entry points at a
 * class block (an independent reader stops on a tie entry of offset 0 and turns a shrub entry of offset 0 into an
 * empty phantom class); offset 0 ("no block") stays a moby case, where retail has it.
 */
class ClassBlocksSampleTest {
    final Disc disc = Gc.sample();

    static int entries(Level l, ClassKind kind, boolean withBlock) {
        int n = 0;
        for (ClassEntry e : l.core().classEntries(kind)) if ((e.offsetInAssetWad() != 0) == withBlock) n++;
        return n;
    }

    @Test
    void everyTieAndShrubClassEntryHasABlock() {
        int ties = 0, shrubs = 0;
        for (Level l : disc.levels().list()) {
            for (ClassKind kind : new ClassKind[] {ClassKind.TIE, ClassKind.SHRUB}) {
                for (ClassEntry e : l.core().classEntries(kind)) {
                    assertNotEquals(0, e.offsetInAssetWad(), "level " + l.number() + " " + kind + " class entry " + e.record()
                            + " (o_class " + e.oClass() + ") has no block");
                }
            }
            ties += entries(l, ClassKind.TIE, true);
            shrubs += entries(l, ClassKind.SHRUB, true);
            // and every entry's block is read: as many tie and shrub classes as entries
            assertEquals(l.core().classEntries(ClassKind.TIE).size(), l.core().tieModel().classes().size(), "level " + l.number());
            assertEquals(l.core().classEntries(ClassKind.SHRUB).size(), l.core().shrubModel().classes().size(), "level " + l.number());
        }
        assertTrue(ties > 0 && shrubs > 0, ties + " tie and " + shrubs + " shrub entries: the test saw some");
    }

    @Test
    void mobyEntriesStillKeepTheOffsetZeroCase() {
        int without = 0;
        for (Level l : disc.levels().list()) without += entries(l, ClassKind.MOBY, false);
        assertTrue(without > 0, "the sample keeps moby class entries of offset 0 (retail has them)");
    }
}
