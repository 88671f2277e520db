package gcscript.gameplay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** Every gameplay table of every level of the sample against the generator's manifest, column by column. */
class SampleGameplayTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    static String t(int level, String key) {
        String k = "level." + level + "." + key;
        return TRUTH.get(k).orElseThrow(() -> new AssertionError("manifest has no " + k));
    }

    /** Every stored field column of {@code table} equals the manifest's {@code prefix.<row>.<field>}. */
    static int compareFields(int level, Table table, Layout layout, String prefix) {
        int compared = 0;
        for (int row = 0; row < table.rowCount(); row++) {
            String p = prefix + "." + row + ".";
            if (TRUTH.get("level." + level + "." + p + layout.fields().get(0).name()).isEmpty()) continue;   // sampled
            for (Field f : layout.fields()) {
                String want = t(level, p + f.name());
                Column<?> c = table.column(f.name());
                Object got = c.get(row);
                if (f.isFloat()) {
                    assertEquals(Float.parseFloat(want), ((Number) got).floatValue(), 0f, "level " + level + " " + p + f.name());
                } else {
                    assertEquals(Long.parseLong(want), ((Number) got).longValue(), "level " + level + " " + p + f.name());
                }
                compared++;
            }
        }
        return compared;
    }

    @Test
    void countsAndEveryStoredFieldMatchTheManifest() {
        int compared = 0;
        for (Level l : DISC.levels()) {
            int n = l.number();
            Gameplay g = l.gameplay();
            Table lights = g.lights(), mobies = g.mobyInstances(), ties = g.tieInstances(), shrubs = g.shrubInstances();
            assertEquals(Integer.parseInt(t(n, "directional_lights")), lights.rowCount());
            assertEquals(Integer.parseInt(t(n, "moby_instances")), mobies.rowCount());
            assertEquals(Integer.parseInt(t(n, "tie_instances")), ties.rowCount());
            assertEquals(Integer.parseInt(t(n, "shrub_instances")), shrubs.rowCount());
            assertTrue(lights.rowCount() >= 1 && lights.rowCount() <= 4);
            compared += compareFields(n, lights, GameplayLayout.DIRECTIONAL_LIGHT, "gameplay.light");
            compared += compareFields(n, mobies, GameplayLayout.MOBY_INSTANCE, "gameplay.moby");
            compared += compareFields(n, ties, GameplayLayout.TIE_INSTANCE, "gameplay.tie");
            compared += compareFields(n, shrubs, GameplayLayout.SHRUB_INSTANCE, "gameplay.shrub");
            compared += compareFields(n, g.chunkPlanes(), GameplayLayout.CHUNK_PLANE, "gameplay.plane");
            // decoded positions are the matrix translation
            for (int i = 0; i < ties.rowCount(); i++) {
                assertEquals(ties.doubleColumn("matrix_12").get(i), ties.doubleColumn("x").get(i));
                assertEquals(ties.doubleColumn("matrix_14").get(i), ties.doubleColumn("z").get(i));
            }
            Table s = g.levelSettings();
            assertEquals(1, s.rowCount());
            for (Field f : GameplayLayout.LEVEL_SETTINGS_LAYOUT.fields()) {
                String want = t(n, "gameplay.settings." + f.name());
                double got = ((Number) s.column(f.name()).get(0)).doubleValue();
                assertEquals(f.isFloat() ? Float.parseFloat(want) : Long.parseLong(want), got, 0, f.name());
                compared++;
            }
            assertEquals(Integer.parseInt(t(n, "gameplay.chunk_planes")), s.intColumn("plane_count").get(0));
            assertEquals(Integer.parseInt(t(n, "gameplay.chunk_planes")), g.chunkPlanes().rowCount());
            assertEquals(Integer.parseInt(t(n, "gameplay.core_sounds_count")), s.intColumn("core_sounds_count").get(0));
        }
        assertTrue(compared > 2000, "fields compared: " + compared);
    }

    @Test
    void pointersClassListsAndGroups() {
        for (Level l : DISC.levels()) {
            int n = l.number();
            Gameplay g = l.gameplay();
            Table p = g.pointers();
            assertEquals(39, p.rowCount());
            for (int i = 0; i < 39; i++) {
                int want = Integer.parseInt(t(n, "gameplay.pointer." + i));
                assertEquals(want, p.intColumn("block_offset").get(i));
                assertEquals(want != 0, p.booleanColumn("present").get(i));
                assertEquals(4L * i, p.longColumn("offset").get(i));
                assertEquals(GameplayLayout.POINTER_NAMES[i], p.stringColumn("name").get(i));
            }
            assertEquals("directional_lights", p.stringColumn("name").get(1));
            assertEquals("occlusion_mappings", p.stringColumn("name").get(0x90 / 4));
            for (String kind : List.of("moby", "tie", "shrub")) {
                Table c = switch (kind) { case "moby" -> g.mobyClasses(); case "tie" -> g.tieClasses(); default -> g.shrubClasses(); };
                assertEquals(t(n, "gameplay." + kind + "_classes.list"),
                        String.join(",", c.intColumn("o_class").asList().stream().map(String::valueOf).toList()));
                Table groups = g.groups().where(g.groups().stringColumn("kind").isEqualTo(kind));
                assertEquals(Integer.parseInt(t(n, "gameplay.group." + kind + ".count")), groups.rowCount());
                for (int i = 0; i < groups.rowCount(); i++) {
                    assertEquals(t(n, "gameplay.group." + kind + "." + i + ".members"), groups.stringColumn("members").get(i));
                }
            }
        }
    }

    @Test
    void everyCheckHoldsOnTheSampleAndTheWholeDiscTwinHasTheSameSchema() {
        for (Level l : DISC.levels()) {
            Gameplay g = l.gameplay();
            var summary = g.checkList().summary();
            for (var s : summary) assertEquals(0, s.nBad(), "level " + l.number() + " " + s.check() + ": " + s.detail());
            for (String must : List.of("gameplay.moby_class_in_core", "gameplay.tie_class_in_core", "gameplay.shrub_class_in_core",
                    "gameplay.moby_size", "gameplay.light_direction_unit", "gameplay.moby_light_exists", "gameplay.pointer_in_stream")) {
                assertTrue(summary.stream().anyMatch(s -> s.check().equals(must) && s.holds()), must + " measured on level " + l.number());
            }
            boolean occlusion = !l.extent(gcscript.level.Slot.OCCLUSION).empty();
            assertEquals(occlusion, summary.stream().anyMatch(s -> s.check().equals("gameplay.occlusion_equals_slot3") && s.holds()));
        }
        Gameplay all = DISC.levels().gameplay();
        Gameplay one = DISC.level(0).gameplay();
        assertEquals(one.tableNames(), all.tableNames());
        for (String name : one.tableNames()) {
            assertEquals(one.tables().get(name).columnNames(), all.tables().get(name).columnNames(), name);
        }
        long mobies = 0;
        for (Level l : DISC.levels()) mobies += Integer.parseInt(t(l.number(), "moby_instances"));
        assertEquals(mobies, all.mobyInstances().rowCount());
        assertEquals(List.of("level", "file", "record", "offset"), all.mobyInstances().columnNames().subList(0, 4));
        assertTrue(DISC.problems().isEmpty(), DISC.problems().printAll());
    }

    /**
     * A pixel of the antialiased wireframe: the wire colour blended over the background with some coverage α
     * (at least a quarter), each channel within 3 of background + α (wire − background).
     */
    static boolean wireShade(int rgb) {
        int[] bg = {LevelMap.BACKGROUND.getRed(), LevelMap.BACKGROUND.getGreen(), LevelMap.BACKGROUND.getBlue()};
        int[] w = {LevelMap.WIRE.getRed(), LevelMap.WIRE.getGreen(), LevelMap.WIRE.getBlue()};
        int[] c = {rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff};
        double a = (double) (c[2] - bg[2]) / (w[2] - bg[2]);
        if (a < 0.25 || a > 1.0001) return false;
        for (int k = 0; k < 3; k++) if (Math.abs(c[k] - (bg[k] + a * (w[k] - bg[k]))) > 3) return false;
        return true;
    }

    @Test
    void theMapDrawsEveryKindOfMarker() {
        Level l = DISC.level(1);
        BufferedImage img = l.gameplay().map(true, 512);
        assertEquals(512, img.getWidth());
        int moby = 0, tie = 0, shrub = 0, wire = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                if (rgb == (LevelMap.MOBY.getRGB() & 0xffffff)) moby++;
                if (rgb == (LevelMap.TIE.getRGB() & 0xffffff)) tie++;
                if (rgb == (LevelMap.SHRUB.getRGB() & 0xffffff)) shrub++;
                if (wireShade(rgb)) wire++;
            }
        }
        assertTrue(moby > 20 && tie > 20 && shrub > 20 && wire > 100, moby + " " + tie + " " + shrub + " " + wire);
        assertThrows(UnsupportedOperationException.class, () -> DISC.levels().gameplay().map());
    }
}
