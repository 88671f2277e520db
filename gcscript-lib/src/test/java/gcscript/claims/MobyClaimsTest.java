package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** Every catalogue claim whose needs is moby is measured on the sample; the superseded one differs. */
class MobyClaimsTest {
    @Test
    void mobyClaimsAreMeasuredOnTheSample() {
        Disc disc = Gc.sample();
        Table c = Claims.verify(disc);
        Map<String, Row> byId = new HashMap<>();
        for (int i = 0; i < c.rowCount(); i++) byId.put(c.stringColumn("id").get(i), c.row(i));   // a Row iterator reuses one cursor
        List<String> ids = List.of("lvl0.moby0.head", "moby.parts.identity", "moby.parts.zero_zero", "moby.vertices.total",
                "moby.spans.count", "moby.spans.empty");
        for (String id : ids) {
            Row r = byId.get(id);
            assertEquals(Claims.HOLDS, r.getString("status"), id + ": " + r.getString("expected") + " vs " + r.getString("actual"));
            assertTrue(MobyClaims.BASIS.containsKey(id), id);
        }
        Row old = byId.get("moby.parts.single_stop");
        assertEquals("superseded", old.getString("catalogue_status"));
        assertEquals("100.0%", old.getString("actual"));
        // the old walk reads past the counted table into the next block: on skinned classes that is the skeleton
        assertEquals(Claims.DIFFERS, old.getString("status"), old.getString("expected"));
        long blocks = (long) disc.levels().stats().intColumn("moby_class_blocks").sum();
        assertEquals(Long.toString(blocks), byId.get("moby.spans.count").getString("actual"));
        long qw = (long) disc.levels().stats().longColumn("moby_vif_list_qwords").sum();
        assertEquals(Long.toString(qw), byId.get("moby.vertices.total").getString("actual"));
    }
}
