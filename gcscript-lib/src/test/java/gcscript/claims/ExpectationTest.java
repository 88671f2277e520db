package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExpectationTest {
    @Test
    void numbersHexAndRounding() {
        assertTrue(Expectation.holds("6484", "6484"));
        assertFalse(Expectation.holds("6484", "6485"));
        assertTrue(Expectation.holds("0x0a0d79", "0x0a0d79"));
        assertTrue(Expectation.holds("0x79", "121"));
        assertTrue(Expectation.holds("96.8%", "96.84%"));
        assertFalse(Expectation.holds("96.8%", "96.86%"));
        assertTrue(Expectation.holds("2.12MB", "2.117888MB"));
        assertTrue(Expectation.holds("2047.7", "2047.7"));
    }

    @Test
    void rangesFractionsListsAndRough() {
        assertTrue(Expectation.holds("458..833", "734"));
        assertFalse(Expectation.holds("458..833", "834"));
        assertTrue(Expectation.holds("2102..6484", "2102..6484"));
        assertFalse(Expectation.holds("2102..6484", "2102..6485"));
        assertTrue(Expectation.holds("-137..-89", "-100"));
        assertTrue(Expectation.holds("27/27", "27/27"));
        assertFalse(Expectation.holds("27/27", "26/27"));
        assertTrue(Expectation.holds("1,2,4,7", "1,2,4,7"));
        assertFalse(Expectation.holds("1,2,4,7", "1,2,4"));
        assertTrue(Expectation.holds("~300MB", "287.1MB"));
        assertFalse(Expectation.holds("~300MB", "250.0MB"));
        assertTrue(Expectation.holds("true", "true"));
        assertFalse(Expectation.holds("true", "false"));
    }

    @Test
    void theCatalogueHasEveryRowWithUniqueIds() {
        List<ClaimSpec> specs = ClaimSpec.catalogue();
        assertEquals(253, specs.size());
        Set<String> ids = new HashSet<>();
        for (ClaimSpec s : specs) assertTrue(ids.add(s.id()), "duplicate id " + s.id());
        for (String id : Claims.registry().keySet()) assertTrue(ids.contains(id), "registry names unknown claim " + id);
    }
}
