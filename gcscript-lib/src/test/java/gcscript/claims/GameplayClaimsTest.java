package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class GameplayClaimsTest {
    static final Disc DISC = Gc.sample();

    @Test
    void gameplaySoundAndChunkClaimsOnTheSample() {
        Table t = Claims.verify(DISC);
        Map<String, String> want = Map.of("sound_bank.sblk_0x18", Claims.HOLDS, "sound_bank.daw_0x24", Claims.HOLDS,
                // word4 is measured once, by LevelClaims (the raw word; a synthetic disc has no retail figure for it)
                "lvl0.gameplay.word4", Claims.NOT_MEASURABLE, "lvl0.gameplay.first_bytes", Claims.HOLDS,
                "chunks.count", Claims.HOLDS, "chunks.marker.position", Claims.HOLDS);
        int chunkClaims = 0;
        for (int i = 0; i < t.rowCount(); i++) {
            String id = t.stringColumn("id").get(i);
            if (want.containsKey(id)) assertEquals(want.get(id), t.stringColumn("status").get(i), id + ": " + t.stringColumn("actual").get(i));
            // the generator writes Ratchet's sequences: every chunk-container claim is measured against a manifest figure
            if (t.stringColumn("needs").get(i).equals("chunks")) {
                chunkClaims++;
                assertEquals("manifest", t.stringColumn("basis").get(i), id);
                assertEquals(Claims.HOLDS, t.stringColumn("status").get(i), id + ": " + t.stringColumn("actual").get(i)
                        + " vs " + t.stringColumn("expected").get(i));
            }
        }
        assertEquals(11, chunkClaims);
        // the notes' signature misses the sequences with triggers, animation_info, sound or fewer than 4 frames
        assertEquals("false", t.where(t.stringColumn("id").isEqualTo("chunks.signature.never_apart")).stringColumn("actual").get(0));
        // every catalogue row that needs gameplay, chunks or the sound bank has a verdict carrying the reference's correction
        for (ClaimSpec s : ClaimSpec.catalogue()) {
            if (s.needs().equals("gameplay") || s.needs().equals("chunks") || s.needs().equals("sound-bank")) {
                assertTrue(GameplayClaims.verdicts().containsKey(s.id()), s.id());
            }
        }
        assertTrue(GameplayClaims.verdicts().get("lvl0.gameplay.word4").contains("pointer 0x04"));
        assertTrue(GameplayClaims.verdicts().get("chunks.count").contains("ratchet_seqs"));
        assertTrue(GameplayClaims.verdicts().get("sound_bank.sblk_0x18").contains("sectors"));
    }
}
