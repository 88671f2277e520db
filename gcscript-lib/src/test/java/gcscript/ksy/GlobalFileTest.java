package gcscript.ksy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.globalwad.WadFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files the .ksy check opens for the global WADs: one per WAD, MPEG's three files as one, each where the header addresses it. */
class GlobalFileTest {
    @Test void everyGlobalWadIsOneFileItsPartsAtTheirOffsets(@TempDir Path dir) throws IOException {
        var disc = Gc.sample();
        List<GlobalFile> files = GlobalFile.write(disc, dir);
        // nine global WADs, five AUDIOn and five SCENEn
        assertEquals(19, files.size(), files.toString());
        GlobalFile mpeg = files.get(0);
        assertEquals("gc_mpeg_wad", mpeg.id());
        assertEquals("MPEG.WAD", mpeg.name());
        WadFile w = disc.globalWads().wad("MPEG").orElseThrow();
        byte[] all = Files.readAllBytes(mpeg.path());
        assertEquals(w.length(), all.length);
        assertEquals(3, mpeg.parts().size());
        for (WadFile.Part p : w.parts()) {
            assertEquals(p.start(), mpeg.parts().get(p.name()));
            byte[] part = p.bytes().toArray();
            assertArrayEquals(part, Arrays.copyOfRange(all, (int) p.start(), (int) p.start() + part.length), p.name());
        }
        assertTrue(w.parts().get(1).start() > 0);
        assertEquals(List.of("gc_level_audio_wad", "gc_level_scene_wad"),
                List.of(files.get(9).id(), files.get(18).id()));
        assertEquals("SCENE4.WAD", files.get(18).name());
    }

    @Test void aLoneLevelFileHasNoGlobalWad(@TempDir Path dir) throws IOException {
        Path level = dir.resolve("LEVEL0.WAD");
        Files.write(level, Gc.sample().levels().list().get(0).bytes().toArray());
        assertEquals(List.of(), GlobalFile.write(Gc.open(level), Files.createDirectories(dir.resolve("out"))));
    }
}
