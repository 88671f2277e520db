package gcscript.gameplay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The map says what it shows (issue 27, item 7): the numbers of {@code --map --labels} are named in title and legend. */
class LevelMapCaptionTest {
    final GameplayModel m = Gc.sample().level(0).gameplay().model();

    @Test
    void labelsAreNamedInTheTitleAndTheLegend() {
        assertEquals("LEVEL0.WAD (level 0) — top-down map, x right, y up", LevelMap.title(m));
        double[] box = {-1.25, 2, 30, 40.5};
        assertEquals("x -1.3 .. 30.0, y 2.0 .. 40.5 (world units); the numbers are each instance's o_class", LevelMap.subtitle(box, true));
        assertEquals("x -1.3 .. 30.0, y 2.0 .. 40.5 (world units)", LevelMap.subtitle(box, false));
        List<String> with = LevelMap.legendLines(m, true), without = LevelMap.legendLines(m, false);
        // the lights the level has are counted too (issue 38 item 14: the map drew none of them)
        int points = Gc.sample().level(0).gameplay().pointLights().rowCount();
        assertTrue(m.lightCount() > 0 && points > 0, "the sample's level 0 has both kinds of light");
        assertEquals(List.of("moby instances: " + m.mobyCount(), "tie instances: " + m.tieCount(), "shrub instances: " + m.shrubCount(),
                "tfrag wireframe (core, LOD 0)", "directional lights: " + m.lightCount(), "point lights: " + points), without);
        assertEquals(without, with.subList(0, 6));
        assertEquals("number beside a marker: its class (o_class)", with.get(6));
        assertEquals(7, with.size());
    }
}
