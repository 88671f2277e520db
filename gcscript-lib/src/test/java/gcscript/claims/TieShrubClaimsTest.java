package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** Every claim whose needs is tie (12) or shrub (46) is registered and measured on the sample against the manifest. */
class TieShrubClaimsTest {
    static final Disc DISC = Gc.sample();

    @Test
    void everyTieAndShrubClaimIsRegisteredAndNoneDiffers() {
        Table t = Claims.verify(DISC);
        int tie = 0, shrub = 0, held = 0;
        List<String> report = new ArrayList<>();
        for (Row r : t) {
            String needs = r.getString("needs");
            if (!needs.equals("tie") && !needs.equals("shrub")) continue;
            if (needs.equals("tie")) tie++; else shrub++;
            String status = r.getString("status");
            report.add(r.getString("id") + " " + status + " expected " + r.getString("expected") + " actual " + r.getString("actual"));
            assertNotEquals(Claims.NOT_YET, status, r.getString("id") + " is registered");
            assertNotEquals(Claims.DIFFERS, status, r.getString("id") + ": expected " + r.getString("expected") + ", actual " + r.getString("actual"));
            if (status.equals(Claims.HOLDS)) held++;
        }
        System.out.println(String.join("\n", report));
        assertEquals(12, tie);
        assertEquals(46, shrub);
        assertTrue(held >= 47, "held " + held);
    }

    @Test
    void readingsNameClaimsThatExist() {
        var ids = Claims.registry().keySet();
        for (String id : TieClaims.READINGS.keySet()) assertTrue(ids.contains(id), id);
        for (String id : ShrubClaims.READINGS.keySet()) assertTrue(ids.contains(id), id);
    }
}
