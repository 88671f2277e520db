package gcscript.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.bytes.Problems;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The boundary rule of core_data's sections: each runs to the next start (the tfrag block's own rule aside). */
class CoreSectionsTest {
    @Test
    void higherIsTheFirstGreater() {
        int[] a = {3, 5, 5, 9};
        assertEquals(0, CoreSections.higher(a, 2));
        assertEquals(1, CoreSections.higher(a, 3));
        assertEquals(1, CoreSections.higher(a, 4));
        assertEquals(3, CoreSections.higher(a, 5));
        assertEquals(3, CoreSections.higher(a, 8));
        assertEquals(-1, CoreSections.higher(a, 9));
        assertEquals(-1, CoreSections.higher(a, 10));
        assertEquals(-1, CoreSections.higher(new int[0], 0));
        assertEquals(0, CoreSections.higher(new int[] {1}, 0));
    }

    /** Random starts, shared ones among them, against the rule read off a sorted set of the boundaries. */
    @Test
    void everySectionRunsToTheNextBoundary() {
        LevelCoreHeader h = LevelCoreTest.core(new CoreFixture(), Problems.strict()).headerRecord();
        Random r = new Random(11);
        for (int round = 0; round < 50; round++) {
            int size = 1 + r.nextInt(5000);
            List<CoreSections.Start> starts = new ArrayList<>();
            for (int i = r.nextInt(40); i >= 0; i--) {
                int at = r.nextInt(size);
                starts.add(new CoreSections.Start("moby_classes[" + i + "]", at));
                if (r.nextInt(5) == 0) starts.add(new CoreSections.Start("tie_classes[" + i + "]", at));   // a shared start
            }
            TreeSet<Integer> bounds = new TreeSet<>();
            for (CoreSections.Start s : starts) bounds.add(s.offset());
            bounds.add(size);
            List<CoreSection> want = new ArrayList<>();
            for (CoreSections.Start s : starts) want.add(new CoreSection(s.name(), s.offset(), bounds.higher(s.offset())));
            want.sort(Comparator.comparingInt(CoreSection::start).thenComparing(CoreSection::name));
            assertEquals(want, CoreSections.extents(h, starts, size), "round " + round);
        }
    }
}
