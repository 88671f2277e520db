package gcscript.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {
    @TempDir Path tmp;

    @Test
    void writesAGlbAndSaysWhatIsInIt() throws Exception {
        Path out = tmp.resolve("l1.glb");
        Run r = Run.of("export", "--level", "1", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        byte[] b = Files.readAllBytes(out);
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, in.getInt(0), "glTF magic");
        assertEquals(b.length, in.getInt(8), "declared length");
        // the sample's level 1 as its manifest counts it
        var truth = gcscript.Gc.sample().groundTruth().orElseThrow();
        String want = truth.getLong("level.1.tfrags.count") + " tfrag patches, " + truth.getLong("level.1.moby_instances") + " mobies, "
                + truth.getLong("level.1.tie_instances") + " ties, " + truth.getLong("level.1.shrub_instances") + " shrubs";
        assertTrue(r.out().contains(want), want + " in " + r.out());
        assertTrue(r.out().contains(String.format("%,d bytes", b.length)), r.out());
    }

    @Test
    void gltfFormWritesItsFilesBeside() throws Exception {
        Path out = tmp.resolve("l2.glb");
        Run r = Run.of("export", "--level", "2", "--out", out.toString(), "--gltf", "--no-collision", "--lod", "2");
        assertEquals(0, r.status(), r.err());
        Set<String> names;
        try (Stream<Path> s = Files.list(tmp)) { names = s.map(p -> p.getFileName().toString()).collect(Collectors.toSet()); }
        assertTrue(names.contains("l2.gltf") && names.contains("l2.bin"), names.toString());
        assertTrue(names.stream().anyMatch(n -> n.startsWith("l2_tex") && n.endsWith(".png")), names.toString());
        String json = Files.readString(tmp.resolve("l2.gltf"));
        assertFalse(json.contains("\"name\":\"collision\""), "--no-collision");
        assertTrue(json.contains("\"lod\":2"), "--lod 2 recorded in the asset extras");
    }

    @Test
    void previewSceneWritesTheTopDownRender() throws Exception {
        Path out = tmp.resolve("top.png");
        Run r = Run.of("preview", "--level", "2", "--scene", "--size", "300", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(out.toFile());
        assertEquals(300, img.getWidth());
        assertTrue(r.out().contains("top-down render of scene of level 2"), r.out());
    }

    @Test
    void armorSlotAsGlb() throws Exception {
        var armours = gcscript.Gc.sample().armor().armours();
        int record = armours.intColumn("record").get(armours.rowCount() - 1);
        Path out = tmp.resolve("wrench.glb");
        Run r = Run.of("export", "--armor", Integer.toString(record), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        byte[] b = Files.readAllBytes(out);
        assertEquals(0x46546C67, ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(0), "glTF magic");
        String name = armours.stringColumn("group").get(armours.rowCount() - 1) + " " + armours.intColumn("index").get(armours.rowCount() - 1);
        assertTrue(r.out().contains("ARMOR.WAD " + name + " (") && r.out().contains(armours.intColumn("triangles").get(armours.rowCount() - 1)
                + " triangles"), r.out());
        Run gltf = Run.of("export", "--armor", Integer.toString(record), "--out", tmp.resolve("w.glb").toString(), "--gltf");
        assertEquals(0, gltf.status(), gltf.err());
        assertTrue(Files.readString(tmp.resolve("w.gltf")).contains("\"name\":\"" + name + "\""));
        Run absent = Run.of("export", "--armor", "1", "--out", tmp.resolve("x.glb").toString());
        assertEquals(1, absent.status());
        assertTrue(absent.err().contains("ARMOR.WAD has no slot 1; present: "), absent.err());
        Run level = Run.of("export", "--armor", "0", "--level", "1", "--out", tmp.resolve("x.glb").toString());
        assertEquals(1, level.status());
        assertTrue(level.err().contains("no --level"), level.err());
    }

    @Test
    void badArgumentsAreUsageErrors() {
        Run noOut = Run.of("export", "--level", "1");
        assertEquals(1, noOut.status());
        assertEquals("gcscript export: --out F.glb is required\n", noOut.err());
        Run badLod = Run.of("export", "--level", "1", "--out", tmp.resolve("x.glb").toString(), "--lod", "3");
        assertEquals(1, badLod.status());
        assertTrue(badLod.err().startsWith("gcscript export: --lod is 0, 1 or 2, not 3"), badLod.err());
        Run badName = Run.of("export", "--level", "1", "--out", tmp.resolve("x.obj").toString());
        assertEquals(1, badName.status());
        assertTrue(badName.err().contains(".glb"), badName.err());
        assertTrue(Run.of("export", "--help").out().contains("--no-collision"));
    }
}
