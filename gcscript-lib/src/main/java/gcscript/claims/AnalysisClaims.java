package gcscript.claims;

import static gcscript.claims.Measures.onLevel;

import gcscript.bytes.ByteReader;
import gcscript.core.CoreSection;
import gcscript.level.Level;
import gcscript.level.Slot;
import java.util.List;
import java.util.Locale;

/**
 * The notes' byte-level analyses of level 0 that plain bytes can repeat (level-assets.md "What is in the terrain
 * region", "Shrub geometry" control table): the 18 18 18 80 texel pattern, the retracted 64-byte record reading of
 * the tfrag region, and the share of words that decode as VIF UNPACKs. Their figures describe retail bytes; a
 * synthetic disc has none to offer, so there the value is shown, not judged. Readings the notes left open (scan
 * range, slot rule) are measured both ways.
 */
final class AnalysisClaims implements ClaimArea {
    static final byte[] TEXEL = {0x18, 0x18, 0x18, (byte) 0x80};
    static final int SLOT = 64;

    @Override public List<Claim> claims() {
        return List.of(
                Claim.retail("lvl0.texel_pattern.count", d -> onLevel(d, 0, l -> {
                    ByteReader cd = l.core().coreData();
                    int end = tfragEnd(l);
                    return Measured.readings(List.of(new Measured.Reading("all of core_data", "" + hits(cd, 0, cd.length()).count),
                            new Measured.Reading("the tfrag region", "" + hits(cd, 0, end).count)), "18 18 18 80 at any alignment");
                })),
                Claim.retail("lvl0.texel_pattern.first", d -> onLevel(d, 0, l -> {
                    Hits h = hits(l.core().coreData(), 0, l.core().coreData().length());
                    return h.count == 0 ? Measured.none("no 18 18 18 80 in level 0's core_data") : Measured.of("0x" + Long.toHexString(h.first));
                })),
                Claim.retail("lvl0.rec64.count", d -> onLevel(d, 0, l -> Measured.of("" + prefix(l), "consecutive 64-byte slots from 0 with 0x48 at +3"))),
                Claim.retail("lvl0.rec64.byte3_prefix", d -> onLevel(d, 0, l -> Measured.of("" + prefix(l)))),
                Claim.retail("lvl0.rec64.byte3_all", d -> onLevel(d, 0, l -> {
                    ByteReader cd = l.core().coreData();
                    int slots = tfragEnd(l) / SLOT;
                    int k = 0, kButLast = 0;
                    for (int i = 0; i < slots; i++) {
                        if (cd.u8("rec64", (long) i * SLOT + 3) != 0x48) continue;
                        k++;
                        if (i < slots - 1) kButLast++;
                    }
                    return Measured.readings(List.of(new Measured.Reading("every whole slot of [0, occlusion)", k + "/" + slots),
                            new Measured.Reading("without the last slot", kButLast + "/" + (slots - 1))), "");
                })),
                Claim.retail("lvl0.rec64.byte3_const", d -> onLevel(d, 0, l -> {
                    int slots = tfragEnd(l) / SLOT;
                    return Measured.of(Boolean.toString(slots > 0 && prefix(l) == slots), prefix(l) + " of " + slots + " slots from 0 hold 0x48 at +3");
                })),
                Claim.retail("vifrate.gs_ram", d -> onLevel(d, 0, l -> vifRate(l.core().gsRamBytes()))),
                Claim.retail("vifrate.sound_bank", d -> onLevel(d, 0, l -> l.extentBytes(Slot.SOUND_BANK).map(AnalysisClaims::vifRate)
                        .orElseGet(() -> Measured.none("level 0 has no sound bank")))),
                Claim.retail("vifrate.moby_class0", d -> onLevel(d, 0, l -> {
                    for (CoreSection s : l.core().sectionList()) {
                        if (s.name().equals("moby_classes[0]")) return vifRate(l.core().coreData().slice("moby_classes[0]", s.start(), s.size()));
                    }
                    return Measured.none("level 0's moby class 0 has no span (offset 0)");
                })));
    }

    /** End of the tfrag region: the next non-zero of occlusion, sky, collision (the notes' [0, occlusion)). */
    static int tfragEnd(Level l) {
        var h = CoreClaims.header(l);
        for (int v : new int[] {h.occlusion(), h.sky(), h.collision()}) if (v != 0) return Math.min(v, l.core().coreData().length());
        return l.core().coreData().length();
    }

    record Hits(int count, long first) {}

    static Hits hits(ByteReader r, int from, int to) {
        int n = 0;
        long first = -1;
        // candidates from the two-byte scan (8 bytes a step), then the rest of the pattern
        for (int i = r.indexOf(from, TEXEL[0] & 0xff, TEXEL[1] & 0xff); i >= 0 && i + TEXEL.length <= to;
             i = r.indexOf(i + 1, TEXEL[0] & 0xff, TEXEL[1] & 0xff)) {
            boolean m = true;
            for (int k = 2; k < TEXEL.length && m; k++) m = (byte) r.u8("texel", i + k) == TEXEL[k];
            if (m) {
                if (first < 0) first = r.absolute(i);
                n++;
            }
        }
        return new Hits(n, first);
    }

    /** Consecutive 64-byte slots from 0 whose byte +3 is 0x48. */
    static int prefix(Level l) {
        ByteReader cd = l.core().coreData();
        int slots = tfragEnd(l) / SLOT, n = 0;
        while (n < slots && cd.u8("rec64", (long) n * SLOT + 3) == 0x48) n++;
        return n;
    }

    /**
     * "p%,d": the share of aligned 32-bit words whose command byte (bits 24-30) has bits 5 and 6 set, as a VifCode
     * UNPACK does, and how many distinct command bytes occur.
     */
    static Measured vifRate(ByteReader r) { return vifRate(List.of(r)); }

    /** {@link #vifRate} over several regions taken as one. */
    static Measured vifRate(List<ByteReader> regions) {
        boolean[] seen = new boolean[128];
        long[] t = vifCounts(regions, seen);
        if (t[1] == 0) return Measured.none("an empty region");
        int distinct = 0;
        for (boolean b : seen) if (b) distinct++;
        return Measured.of(String.format(Locale.ROOT, "%.1f%%,%d", 100.0 * t[0] / t[1], distinct), t[0] + " of " + t[1] + " words");
    }

    /** {words passing the UNPACK test, aligned words} over the regions; marks each command value seen. */
    static long[] vifCounts(List<ByteReader> regions, boolean[] seen) {
        long unpack = 0, words = 0;
        for (ByteReader r : regions) {
            int n = r.length() / 4;
            for (int i = 0; i < n; i++) {
                int cmd = r.u8("vif", 4L * i + 3) & 0x7f;
                seen[cmd] = true;
                if (unpackLike(cmd)) unpack++;
            }
            words += n;
        }
        return new long[] {unpack, words};
    }

    /** The notes' test: command bits 5 and 6 set, as in every UNPACK (0x60..0x7f). */
    static boolean unpackLike(int cmd) { return (cmd & 0x60) == 0x60; }
}
