package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.Coverage;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coverage pass of the global WADs (docs/coverage.md, "The whole image"): over a recording twin, each block the
 * header declares is owned opaque at its extent, a header of no published layout opaque after its prologue, and a
 * header copy read through the slot declarations.
 */
class WadCoverageTest {
    static final Disc SAMPLE = Gc.sample();

    static GlobalWads recording(Coverage store, GlobalWad... wads) {
        List<GlobalWads.Source> sources = java.util.Arrays.stream(wads).map(w -> {
            DiscFile f = SAMPLE.file("/G/" + w.fileName()).orElseThrow();
            return GlobalWads.Source.global(w, List.of(new GlobalWads.FileRef(f.name(), f.lba(), f.size(), () -> f.bytes().recording(store))), null, 0);
        }).toList();
        return GlobalWads.open("sample", sources, Problems.lenient());
    }

    @Test void everyBlockIsOwnedAtItsExtentAndAnUnlaidHeaderOpaque() {
        Coverage store = new Coverage();
        GlobalWads g = recording(store, GlobalWad.HUD, GlobalWad.SPACE);
        WadCoverage.record(g, Problems.lenient());
        WadFile hud = g.wad(GlobalWad.HUD);
        List<Coverage.Claim> claims = store.claims("HUD.WAD");
        for (Slot s : hud.blocks()) {
            String owner = "hud." + s.name();
            Coverage.Claim c = claims.stream().filter(x -> x.owner().equals(owner) && x.kind() == Coverage.Kind.OPAQUE).findFirst().orElseThrow(() -> new AssertionError(owner));
            assertEquals(s.start(), c.start(), owner);
            assertEquals(hud.blockBytes(s), c.size(), owner);
        }
        assertTrue(claims.stream().anyMatch(c -> c.owner().equals("hud.header.hud_banks[0]") && c.kind() == Coverage.Kind.DECODED));
        List<Coverage.Claim> space = store.claims("SPACE.WAD");
        Coverage.Claim words = space.stream().filter(c -> c.owner().equals("space.header.words")).findFirst().orElseThrow();
        assertEquals(Coverage.Kind.OPAQUE, words.kind());
        assertEquals(8, words.start());
        assertEquals(GlobalWad.SPACE.headerSize, words.end());
    }

    @Test void aHeaderCopyIsReadThroughTheSlotDeclarations() {
        Coverage store = new Coverage();
        DiscFile f = SAMPLE.file("/G/AUDIO2.WAD").orElseThrow();
        var copy = f.bytes().recording(store).slice("copy", 0, HeaderFields.LEVEL_AUDIO_HEADER_SIZE);
        List<Slot> slots = WadFile.readCopy(copy, "copy", HeaderFields.levelAudio());
        assertEquals(514, slots.size());
        assertEquals(SAMPLE.global("AUDIO2").slots(), slots);
        long declared = store.claims(f.name()).stream().mapToLong(Coverage.Claim::size).sum();
        assertEquals(HeaderFields.LEVEL_AUDIO_HEADER_SIZE - 8, declared);   // every slot, the prologue left to its reader
        assertEquals(List.of(), WadFile.readCopy(copy, "copy", List.of()));
    }
}
