package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** An area's verdict (which reading the disc supports, the reference's correction) reaches the claims table's detail. */
class AreaVerdictsTest {
    @Test void verdictsAreInTheDetailColumn() {
        Table t = Claims.verify(Gc.sample());
        int checked = 0;
        Map<ClaimArea, Map<String, String>> areas = Map.of(new TieClaims(), TieClaims.READINGS, new ShrubClaims(),
                ShrubClaims.READINGS, new SkyClaims(), SkyClaims.VERDICTS, new GameplayClaims(), GameplayClaims.verdicts());
        for (Map.Entry<ClaimArea, Map<String, String>> a : areas.entrySet()) {
            // only the ids the area registers itself (an id measured by another area carries that area's detail)
            java.util.Set<String> own = new java.util.HashSet<>();
            for (Claim c : a.getKey().claims()) own.add(c.id());
            Map<String, String> verdicts = a.getValue();
            for (int i = 0; i < t.rowCount(); i++) {
                String id = t.stringColumn("id").get(i);
                String v = own.contains(id) ? verdicts.get(id) : null;
                if (v == null || t.stringColumn("status").get(i).equals(Claims.NOT_YET)) continue;
                assertTrue(t.stringColumn("detail").get(i).contains(v), id + ": " + t.stringColumn("detail").get(i));
                checked++;
            }
        }
        assertTrue(checked > 20, "rows with a verdict: " + checked);
    }
}
