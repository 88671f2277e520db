package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.core.LevelCoreHeader;
import gcscript.disc.Disc;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The registry's rules: what a row's status and basis are for each kind of claim, and what a registration may be. */
class ClaimsRegistryTest {
    static final ClaimSpec SPEC = new ClaimSpec("x", "s", "q", "27/27", "each-level", "core-index", "claim", "");
    static final Disc SAMPLE = Gc.sample();

    static String[] judge(Claim c, Disc d) {
        var r = Claims.judge(c, SPEC, d);
        return new String[] {r.basis(), r.expected(), r.actual(), r.status(), r.detail()};
    }

    @Test
    void aDisagreementWithTheManifestDiffers() {
        String[] r = judge(Claim.manifest("x", d -> Measured.of("3/5"), (t, d) -> Optional.of("5/5")), SAMPLE);
        assertArrayEquals(new String[] {"manifest", "5/5", "3/5", Claims.DIFFERS, ""}, r);
    }

    @Test
    void aManifestWithoutAFigureIsNotMeasurableAndShowsTheValue() {
        String[] r = judge(Claim.manifest("x", d -> Measured.of("3/5"), (t, d) -> Optional.empty()), SAMPLE);
        assertArrayEquals(new String[] {"", "", "3/5", Claims.NOT_MEASURABLE, "the manifest gives no figure for this claim"}, r);
    }

    @Test
    void zeroItemsAreNotMeasurableNeverHolding() {
        String[] r = judge(Claim.rule("x", d -> new Measures.Tally().all("no patches"), Claim.Rule.is("true")), SAMPLE);
        assertEquals(Claims.NOT_MEASURABLE, r[3]);
        assertEquals("no patches", r[4]);
        assertEquals(Claims.NOT_MEASURABLE, judge(Claim.rule("x", d -> new Measures.Tally().fraction("none"), Claim.Rule.ALL), SAMPLE)[3]);
    }

    @Test
    void rulesTakeTheirCountFromTheMeasure() {
        assertArrayEquals(new String[] {"rule", "7/7", "6/7", Claims.DIFFERS, ""}, judge(Claim.rule("x", d -> Measured.of("6/7"), Claim.Rule.ALL), SAMPLE));
        assertArrayEquals(new String[] {"rule", "0/7", "0/7", Claims.HOLDS, ""}, judge(Claim.rule("x", d -> Measured.of("0/7"), Claim.Rule.NONE), SAMPLE));
    }

    @Test
    void withoutAManifestTheNotesFigureIsTheExpectation() {
        Disc bare = new Mutant().open(false);
        assertArrayEquals(new String[] {"notes", "27/27", "5/5", Claims.DIFFERS, ""},
                judge(Claim.manifest("x", d -> Measured.of("5/5"), (t, d) -> Optional.of("5/5")), bare));
        assertEquals("notes", judge(Claim.recipe("x", d -> Measured.of("5/5"), "5/5"), bare)[0]);
        assertEquals("rule", judge(Claim.recipe("x", d -> Measured.of("5/5"), "5/5"), SAMPLE)[0]);
        assertEquals("rule", judge(Claim.rule("x", d -> Measured.of("5/5"), Claim.Rule.ALL), bare)[0]);
    }

    @Test
    void anAmbiguousClaimHoldsWhenOneReadingDoesAndSaysWhich() {
        Claim c = Claim.manifest("x", d -> Measured.readings(List.of(new Measured.Reading("bytes", "9/9"), new Measured.Reading("sectors", "5/5")), ""),
                (t, d) -> Optional.of("5/5"));
        assertArrayEquals(new String[] {"manifest", "5/5", "5/5", Claims.HOLDS, "as sectors"}, judge(c, SAMPLE));
        Claim none = Claim.manifest("x", d -> Measured.readings(List.of(new Measured.Reading("a", "1/5"), new Measured.Reading("b", "2/5")), ""),
                (t, d) -> Optional.of("5/5"));
        assertArrayEquals(new String[] {"manifest", "5/5", "1/5", Claims.DIFFERS, "a: 1/5; b: 2/5"}, judge(none, SAMPLE));
    }

    @Test
    void aReadErrorDiffers() {
        Claim c = Claim.rule("x", d -> { throw ByteReader.of(new byte[4], "f").error("p", 0, "e", "a"); }, Claim.Rule.is("true"));
        String[] r = judge(c, SAMPLE);
        assertEquals(Claims.DIFFERS, r[3]);
        assertTrue(r[2].startsWith("error: "), r[2]);
    }

    @Test
    void aClaimWithoutAMeasureNamesWhatItNeeds() {
        assertArrayEquals(new String[] {"", "", "", Claims.NOT_YET, "needs core-index"}, judge(null, SAMPLE));
    }

    @Test
    void registrationsMustBeCatalogueIdsAndUnique() {
        List<ClaimSpec> cat = List.of(SPEC);
        Claim x = Claim.notes("x", d -> Measured.of("1"));
        assertEquals(1, Claims.build(List.of(() -> List.of(x)), cat).size());
        assertThrows(IllegalStateException.class, () -> Claims.build(List.of(() -> List.of(Claim.notes("y", d -> Measured.of("1")))), cat));
        assertThrows(IllegalStateException.class, () -> Claims.build(List.of(() -> List.of(x), () -> List.of(x)), cat));
        for (String id : Claims.registry().keySet()) assertTrue(ClaimSpec.catalogue().stream().anyMatch(s -> s.id().equals(id)), id);
    }

    // ---- the core header rules on hand-made headers --------------------------------------------------

    /** A LevelCoreHeader whose words are {@code w} at the given offsets, zero elsewhere. */
    static LevelCoreHeader header(int... offsetValue) {
        ByteBuffer b = ByteBuffer.allocate(LevelCoreHeader.SIZE).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < offsetValue.length; i += 2) b.putInt(offsetValue[i], offsetValue[i + 1]);
        return LevelCoreHeader.read(ByteReader.of(b.array(), "core_index"));
    }

    @Test
    void regionsIncreaseWithZeroAsAbsent() {
        assertTrue(CoreClaims.regionsIncrease(header(0x0c, 100, 0x10, 200, 0x14, 300, 0x60, 400)));
        assertTrue(CoreClaims.regionsIncrease(header(0x0c, 0, 0x10, 200, 0x14, 300, 0x60, 400)));
        assertFalse(CoreClaims.regionsIncrease(header(0x0c, 250, 0x10, 200, 0x14, 300, 0x60, 400)));
        assertFalse(CoreClaims.regionsIncrease(header(0x0c, 200, 0x10, 200, 0x14, 300, 0x60, 400)), "equal is not strictly increasing");
    }

    @Test
    void theSizesModelLandsOnTexturesBaseOnlyByConstruction() {
        assertFalse(CoreClaims.sizesReachTexturesBase(header(0x0c, 100, 0x10, 200, 0x14, 300, 0x60, 400)));
        assertTrue(CoreClaims.sizesReachTexturesBase(header(0x0c, 100, 0x10, 200, 0x14, 300, 0x60, 600)));
    }

    @Test
    void tableOffsetsIncreaseStrictlyOverNonEmptyTables() {
        assertNull(CoreClaims.tablesIncrease(header(0x18, 1, 0x1c, 0xc0, 0x20, 1, 0x24, 0xe0)));
        assertNotNull(CoreClaims.tablesIncrease(header(0x18, 1, 0x1c, 0xc0, 0x20, 1, 0x24, 0xc0)));
        assertNull(CoreClaims.tablesIncrease(header(0x18, 1, 0x1c, 0xc0, 0x20, 0, 0x24, 0xc0, 0x28, 1, 0x2c, 0xe0)));
    }

    @Test
    void regionSizesRunToTheNextPresentRegion() {
        long[] w = {0, 100, 0, 300, 1000};   // no sky
        assertEquals("0.000100MB", CoreClaims.regionSize(w, 0).value());
        assertEquals("0.000200MB", CoreClaims.regionSize(w, 1).value());
        assertFalse(CoreClaims.regionSize(w, 2).measured());
        assertEquals("0.000700MB", CoreClaims.regionSize(w, 3).value());
        assertTrue(Expectation.holds("2.12MB", CoreClaims.regionSize(new long[] {0, 2_117_888, 2_192_576, 2_600_000, 3_500_000}, 0).value()));
    }
}
