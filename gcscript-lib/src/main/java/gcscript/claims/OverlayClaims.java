package gcscript.claims;

import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.longKey;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.overlay.Overlay;
import gcscript.overlay.OverlaySection;
import gcscript.ps2.Ps2Float;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notes' claims about the level overlay and the normal table ("The normal table, and why it is found by
 * searching"), and the PS2 float model's own claims ("The PS2 float model"), measured with gcscript.overlay and
 * gcscript.ps2. The notes' table offsets are read as offsets from the start of the overlay range, headers
 * included (phase-2 §9.1 reconciliation); on the synthetic disc the manifest gives them in that convention.
 */
final class OverlayClaims implements ClaimArea {
    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        for (int n : new int[] {0, 5, 26}) {
            c.add(Claim.manifest("lvl" + n + ".normal_table.offset",
                    d -> level(d, n).flatMap(l -> l.overlay().findNormalTable()).map(t -> Measured.of(hex(t.overlayOffset())))
                            .orElse(Measured.none("no level " + n + " or no normal table in its overlay")),
                    (t, d) -> longKey(t, "level." + n + ".overlay.normal_table.offset").map(OverlayClaims::hex)));
        }
        c.add(Claim.rule("overlay.normal_table.found",
                d -> fraction(d, l -> ok(() -> l.overlay().normalTables().size() == 1)), Claim.Rule.ALL));
        c.add(Claim.manifest("overlay.decoy_pair", d -> Measured.of(Boolean.toString(anyLonePair(d))),
                (t, d) -> t.get("level.0.overlay.decoy.offset").map(x -> "true")));
        c.add(Claim.rule("overlay.no_elf_header", d -> Measured.of(Boolean.toString(noElfMagic(d))), Claim.Rule.is("true")));

        // the float model's claims: properties of gcscript.ps2, the same on every disc, judged against the notes
        c.add(Claim.notes("ps2float.max_reads_nan", d -> Measured.of(Boolean.toString(
                Float.isNaN(Float.intBitsToFloat(Ps2Float.FMAX)) && Double.isFinite(Ps2Float.toDouble(Ps2Float.FMAX))))));
        c.add(Claim.notes("ps2float.third_below", d -> thirdBelow()));
        c.add(Claim.notes("ps2float.add_gap_25", d -> Measured.of(Integer.toString(smallestIgnoredGap()))));
        return c;
    }

    static String hex(long v) { return "0x" + Long.toHexString(v); }

    private static boolean ok(java.util.function.BooleanSupplier s) {
        try {
            return s.getAsBoolean();
        } catch (FormatException e) {
            return false;
        }
    }

    /** A (1.0, 0.0) f32 pair, 4-aligned, in some overlay section but not at the start of a normal table. */
    static boolean anyLonePair(Disc d) {
        for (Level l : d.levels()) {
            if (!ok(() -> !l.overlay().empty())) continue;
            Overlay o = l.overlay();
            ByteReader file = l.bytes();
            for (OverlaySection s : o.sectionList()) {
                for (long at = s.dataOffset(); at + 8 <= s.dataEnd(); at += 4) {
                    if (file.s32("overlay", at) != 0x3f800000 || file.s32("overlay", at + 4) != 0) continue;
                    long here = at;
                    if (o.normalTables().stream().noneMatch(t -> t.offset() == here)) return true;
                }
            }
        }
        return false;
    }

    /** No overlay opens with the ELF magic 7f 45 4c 46. */
    static boolean noElfMagic(Disc d) {
        for (Level l : d.levels()) {
            Optional<ByteReader> r = l.data().range("overlay");
            if (r.isPresent() && r.get().length() >= 4 && r.get().s32("overlay.magic", 0) == 0x464c457f) return false;
        }
        return true;
    }

    /** "true" if the model's 1.0 / 3.0 lies below 1/3; otherwise "false" with the evidence (R6: it lies above). */
    static Measured thirdBelow() {
        int q = Ps2Float.div(Ps2Float.ONE, 0x40400000);
        boolean below = Ps2Float.toDouble(q) < 1.0 / 3.0;
        return below ? Measured.of("true") : Measured.of("false", String.format("div(3f800000, 40400000) = %08x, above 1/3 (R6, hardware "
                + "div(3f800000, 3fffffff) = 3f000001 lies above truncation); mul(3f800000, 3fffffff) = %08x is one ULP "
                + "below truncation (R5)", q, Ps2Float.mul(Ps2Float.ONE, 0x3fffffff)));
    }

    /** The smallest exponent gap from which add returns the larger operand unchanged, for both signs of the smaller. */
    static int smallestIgnoredGap() {
        int[] mantissas = {0, 1, 0x400000, 0x7fffff};
        for (int gap = 1; gap < 64; gap++) {
            boolean all = true;
            for (int m : mantissas) {
                int small = ((127 - gap) << 23) | m;
                if (Ps2Float.add(Ps2Float.ONE, small) != Ps2Float.ONE || Ps2Float.add(Ps2Float.ONE, small | 0x80000000) != Ps2Float.ONE) {
                    all = false;
                }
            }
            if (all) return gap;
        }
        return -1;
    }

}
