package gcscript.check;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.table.RecTables;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class ChecksTest {
    @Test void oneRowPerCheckAndSubjectAndSummaries() {
        Checks c = new Checks().declare("never.met", "nothing to check");
        assertTrue(c.equal("count", "a[0]", 0x10, 3, 3));
        assertFalse(c.equal("count", "a[1]", 0x20, 3, 4));
        assertTrue(c.expect("range", "a[1]", 0x24, true, "< 8", 5));
        assertFalse(c.allHold());
        List<Check> l = c.list();
        assertEquals(3, l.size());
        assertEquals("4", l.get(1).found());
        assertEquals("fails", l.get(1).status());
        assertEquals(1, c.failures().size());
        List<CheckSummary> s = c.summary();
        assertEquals(List.of("never.met", "count", "range"), s.stream().map(CheckSummary::check).toList());
        assertEquals("not measurable", s.get(0).status());
        assertFalse(s.get(0).holds());
        assertEquals(1, s.get(1).nOk());
        assertEquals(1, s.get(1).nBad());
        assertEquals(0x20, s.get(1).firstBadOffset());
        assertEquals("a[1]: expected 3, found 4", s.get(1).detail());
        assertEquals("holds", s.get(2).status());
        Table t = RecTables.checks("c", 2, "F", l);
        assertEquals(3, t.rowCount());
        assertEquals("fails", t.stringColumn("status").get(1));
        assertEquals(0x24, t.longColumn("offset").get(2));
        Table st = RecTables.summary("s", 2, s);
        assertEquals("not measurable", st.stringColumn("status").get(0));
    }
}
