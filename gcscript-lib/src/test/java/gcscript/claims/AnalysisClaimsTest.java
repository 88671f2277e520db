package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The byte-level analyses of level 0, on the sample and on a copy with planted patterns. */
class AnalysisClaimsTest {
    static Measured measure(Disc d, String id) { return Claims.registry().get(id).measure().apply(d); }

    static String rate(ByteReader r) {
        int n = r.length() / 4, u = 0;
        java.util.Set<Integer> cmds = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            int cmd = r.u8("t", 4L * i + 3) & 0x7f;
            cmds.add(cmd);
            if (cmd >= 0x60) u++;   // bits 5 and 6 set among 7-bit commands: 0x60..0x7f
        }
        return String.format(Locale.ROOT, "%.1f%%,%d", 100.0 * u / n, cmds.size());
    }

    @Test
    void onTheSampleTheRatesAreThoseOfTheRegions() {
        Disc d = Gc.sample();
        assertEquals(rate(d.level(0).core().gsRamBytes()), measure(d, "vifrate.gs_ram").value());
        assertEquals(rate(d.level(0).extentBytes(gcscript.level.Slot.SOUND_BANK).orElseThrow()), measure(d, "vifrate.sound_bank").value());
        var s = d.level(0).core().sectionList().stream().filter(x -> x.name().equals("moby_classes[0]")).findFirst().orElseThrow();
        assertEquals(rate(d.level(0).core().coreData().slice("t", s.start(), s.size())), measure(d, "vifrate.moby_class0").value());
        // the generator's tfrag block never has 0x48 at +3 of slot 0 (the table offset's high byte), nor the grey texel
        assertEquals("0", measure(d, "lvl0.rec64.byte3_prefix").value());
        assertFalse(measure(d, "lvl0.texel_pattern.first").measured());
        assertEquals(Claims.NOT_MEASURABLE, Claims.judge(Claims.registry().get("vifrate.gs_ram"), spec("vifrate.gs_ram"), d).status());
    }

    static ClaimSpec spec(String id) { return ClaimSpec.catalogue().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow(); }

    @Test
    void plantedTexelsAndRecordMarkersAreCounted() {
        Mutant m = new Mutant();
        // the tfrag region ends at the first section present after it (occlusion, else sky, else collision)
        var h = m.level(0).core().headerRecord();
        int occlusion = h.occlusion() != 0 ? h.occlusion() : h.sky() != 0 ? h.sky() : h.collision();
        int inTfrag = 0x1000 + 1, past = occlusion + 8;
        byte[][] mutated = new byte[1][];
        m.coreData(0, b -> {
            for (int at : new int[] {inTfrag, past}) { b[at] = 0x18; b[at + 1] = 0x18; b[at + 2] = 0x18; b[at + 3] = (byte) 0x80; }
            b[3] = 0x48;
            b[64 + 3] = 0x48;
            b[64 * 5 + 3] = 0x48;
            mutated[0] = b;
        });
        Disc d = m.open(false);
        Measured count = measure(d, "lvl0.texel_pattern.count");
        assertEquals(List.of(new Measured.Reading("all of core_data", "2"), new Measured.Reading("the tfrag region", "1")), count.readings());
        assertEquals("0x" + Integer.toHexString(inTfrag), measure(d, "lvl0.texel_pattern.first").value());
        assertEquals("2", measure(d, "lvl0.rec64.byte3_prefix").value());
        assertEquals("2", measure(d, "lvl0.rec64.count").value());
        int slots = occlusion / 64;
        // the three planted slots, plus any slot of the generated data whose byte 3 is 0x48 by itself
        int marked = 0, markedButLast = 0;
        for (int i = 0; i < slots; i++) {
            if (mutated[0][64 * i + 3] != 0x48) continue;
            marked++;
            if (i < slots - 1) markedButLast++;
        }
        assertTrue(marked >= 3, "planted slots " + marked);
        assertEquals(List.of(new Measured.Reading("every whole slot of [0, occlusion)", marked + "/" + slots),
                new Measured.Reading("without the last slot", markedButLast + "/" + (slots - 1))), measure(d, "lvl0.rec64.byte3_all").readings());
        assertEquals("false", measure(d, "lvl0.rec64.byte3_const").value());
        // without a manifest the notes' figures are the expectation
        var r = Claims.judge(Claims.registry().get("lvl0.rec64.byte3_prefix"), spec("lvl0.rec64.byte3_prefix"), d);
        assertEquals("notes", r.basis());
        assertEquals("382", r.expected());
        assertEquals(Claims.DIFFERS, r.status());
    }
}
