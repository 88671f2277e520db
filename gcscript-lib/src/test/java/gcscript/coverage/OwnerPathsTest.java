package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Owners as the coverage tables show them: from the level down, indices folded for the generic form. */
class OwnerPathsTest {
    @Test void anOwnerNamedFromItsAreaGainsItsLevel() {
        assertEquals("level[3].core.tfrags[12].light", OwnerPaths.qualified(3, "core.tfrags[12].light"));
        assertEquals("level[11].vif", OwnerPaths.qualified(11, "vif"));
    }

    @Test void anOwnerNamedFromTheLevelIsKeptAsItIs() {
        assertEquals("level[2].core.moby[4]", OwnerPaths.qualified(7, "level[2].core.moby[4]"));
    }

    @Test void bothOwnersOfAnOverlapAreQualifiedAndNothingStaysNothing() {
        assertEquals("level[1].core.a[0] / level[1].core.b", OwnerPaths.qualified(1, "core.a[0] / level[1].core.b"));
        assertEquals("level[1].core.a / level[1].x[2]", OwnerPaths.qualified(1, "level[1].core.a / x[2]"));
        assertEquals("", OwnerPaths.qualified(4, ""));
    }

    @Test void theGenericFormFoldsIndicesButKeepsTheLevel() {
        assertEquals("level[2].core.moby[*].packet[*]", OwnerPaths.generic("level[2].core.moby[13].packet[0]"));
        assertEquals("core.tfrags[*].ad_gifs.common[*]", OwnerPaths.generic("core.tfrags[3].ad_gifs.common[1]"));
        assertEquals("x[a1]", OwnerPaths.generic("x[a1]"));
    }
}
