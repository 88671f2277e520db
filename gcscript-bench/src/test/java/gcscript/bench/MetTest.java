package gcscript.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MetTest {
    @Test
    void comparesTheValueWithTheTargetsBound() {
        assertEquals("yes", Met.verdict("799.9", "< 800"));
        assertEquals("no", Met.verdict("800.0", "< 800"));
        assertEquals("yes", Met.verdict("800", "<= 800"));
        assertEquals("yes", Met.verdict("1368.7", ">= 1268.2 (C baseline)"));
        assertEquals("no", Met.verdict("1000", ">= 1268.2 (C baseline)"));
        assertEquals("no", Met.verdict("5", "> 5"));
    }

    @Test
    void rowsWithoutANumericTargetOrValueHaveNoVerdict() {
        assertEquals("-", Met.verdict("18198", "~18100"));
        assertEquals("-", Met.verdict("12", "-"));
        assertEquals("-", Met.verdict("-", "< 2000"));
        assertEquals("-", Met.verdict(null, "< 1"));
    }
}
