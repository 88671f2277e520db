package gcscript.claims;

import gcscript.lighting.LightSelection;
import gcscript.lighting.LitLevel;
import java.util.List;

/**
 * The notes' lighting claim that gcscript.lighting measures: {@code lvl0.lighting.shaded} (superseded: "0 of
 * 80274 vertices shaded", written when the light bank was read from the still-compressed gameplay stream). Shown
 * as "N/M": level 0's tfrag light records (one per position) the pass shades under the notes' reading of the select
 * word, over all of them; the detail gives the other reading's count. The notes' figure is judged only on a disc
 * without a manifest (the synthetic disc's select words are random bytes, so it has no figure to compare).
 * (The float-model claims of the same catalogue section are measured by {@link OverlayClaims}.)
 */
final class LightingClaims implements ClaimArea {
    @Override public List<Claim> claims() {
        return List.of(Claim.retail("lvl0.lighting.shaded", d -> Measures.onLevel(d, 0, l -> {
            LitLevel m = l.litModel();
            int blend = m.result(LightSelection.BLEND).shaded(), nibbles = m.result(LightSelection.NIBBLES).shaded();
            return Measured.of(blend + "/" + m.count(), blend + " of " + m.count() + " vertices shaded (select word read as the notes' "
                    + "blend selector; " + nibbles + " as four light indices), " + m.lights() + " directional lights, normal table "
                    + (m.hasNormalTable() ? "found" : "not found"));
        })));
    }
}
