package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.core.LevelCore;
import gcscript.coverage.CoverageMap;
import gcscript.coverage.Kind;
import gcscript.coverage.Region;
import gcscript.edit.LevelWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The level's coverage pass ({@link LevelCoverage}) on the sample, buffer by buffer: every buffer (not only the level
 * file) is owned or padding, each area the pass reads owns bytes of its own kind, the particle and fx banks are claimed
 * at exactly the extents their entries declare, and a block planted in core_data is reported under the core section
 * that holds it.
 */
class SampleCoverageTest {
    /**
     * A level read afresh from the sample's bytes: the shared sample keeps its coverage map once computed, and a
     * mutation test swaps code under a JVM that already holds one.
     */
    static Level fresh(Level l) { return new Level(l.number(), ByteReader.of(l.bytes().toArray(), l.fileName()), Problems.lenient()); }

    static final Level SAMPLE = Gc.sample().level(0);

    @Test void everyBufferOfEverySampleLevelIsOwnedOrPadding() {
        for (Level shared : Gc.sample().levels()) {
            Level l = fresh(shared);
            CoverageMap m = l.coverageMap();
            assertTrue(m.files().contains(l.fileName() + ":core_data"), m.files().toString());
            assertTrue(m.files().contains(l.fileName() + ":gameplay"), m.files().toString());
            for (String f : m.files()) {
                assertEquals(0, m.bytes(f, Kind.UNEXPLAINED), f);
                assertEquals(0, m.bytes(f, Kind.OVERLAP), f);
                assertTrue(m.bytes(f, Kind.DECODED) > 0, f + " has decoded bytes");
            }
            // core_data is owned to its last byte, by regions that sum to its size
            assertEquals(l.core().coreData().length(), m.bytes(l.fileName() + ":core_data"));
        }
    }

    /** Owned bytes of {@code kind} in {@code file} whose owner contains {@code part}. */
    static long owned(CoverageMap m, String file, String part, Kind kind) {
        return m.regions(file).stream().filter(r -> r.kind() == kind && r.owner().contains(part)).mapToLong(Region::size).sum();
    }

    @Test void everyAreaOfTheCorePassOwnsItsBytes() {
        CoverageMap m = fresh(SAMPLE).coverageMap();
        String core = SAMPLE.fileName() + ":core_data", file = SAMPLE.fileName(), gp = SAMPLE.fileName() + ":gameplay";
        for (String area : List.of("core.moby[", "core.tie[", "core.shrub[", "core.sky.", "core.occlusion.", "core.collision.",
                "tfrags[", "tfrag_textures[", "ratchet_seqs[")) {
            assertTrue(owned(m, core, area, Kind.DECODED) > 0, area + " decoded in core_data");
        }
        for (String area : List.of("core.header", "sound_bank.sample[", "sound_bank.grains", "overlay.normal_table", "occlusion.mappings",
                "gs_ram[", "moby_classes[", "tie_classes[", "shrub_classes[")) {
            assertTrue(owned(m, file, area, Kind.DECODED) > 0, area + " decoded in the level file");
        }
        for (String area : List.of("gameplay.moby_instances", "gameplay.tie_instances", "gameplay.shrub_instances", "gameplay.directional_lights")) {
            assertTrue(owned(m, gp, area, Kind.DECODED) > 0, area + " decoded in gameplay");
        }
        // the data header's ranges and the overlay's section bodies: extents known, contents not decoded
        assertTrue(owned(m, file, "data.core_data", Kind.OPAQUE) > 0);
        assertTrue(owned(m, file, "overlay.section[", Kind.OPAQUE) > 0);
        // the ratchet sequence sections the boundary rule gives, of which only headers and frames are decoded
        assertTrue(owned(m, core, "core.ratchet_seqs[", Kind.OPAQUE) > 0);
    }

    @Test void theParticleAndFxBanksAreClaimedAtTheirEntriesExtents() {
        Level l = fresh(SAMPLE);
        CoverageMap m = l.coverageMap();
        LevelCore c = l.core();
        String core = SAMPLE.fileName() + ":core_data";
        assertFalse(c.particleTextureEntries().isEmpty());
        assertFalse(c.fxTextureEntries().isEmpty());
        long partTexels = c.particleTextureEntries().stream().mapToLong(e -> (long) e.side() * e.side()).sum();
        long fxTexels = c.fxTextureEntries().stream().mapToLong(e -> (long) e.width() * e.height()).sum();
        // read through their declarations (Wrench reads them as paletted textures): decoded, none of it opaque
        assertEquals(0x400L * c.particleTextureEntries().size() + partTexels, owned(m, core, "core.part_textures[", Kind.DECODED));
        assertEquals(0x400L * c.fxTextureEntries().size() + fxTexels, owned(m, core, "core.fx_textures[", Kind.DECODED));
        long bankTexels = m.regions(core).stream().filter(r -> r.kind() == Kind.DECODED && r.owner().endsWith(".texels")
                && (r.owner().contains("core.part_textures[") || r.owner().contains("core.fx_textures["))).mapToLong(Region::size).sum();
        assertEquals(partTexels + fxTexels, bankTexels);
        assertEquals(0, owned(m, core, "_textures[", Kind.OPAQUE) - owned(m, core, "core.tfrag_textures[", Kind.OPAQUE)
                - owned(m, core, "core.moby_textures[", Kind.OPAQUE) - owned(m, core, "core.tie_textures[", Kind.OPAQUE)
                - owned(m, core, "core.shrub_textures[", Kind.OPAQUE));
        // each entry's palette starts where the entry says, relative to its bank
        var h = c.headerRecord();
        for (var e : c.particleTextureEntries()) {
            long at = c.coreData().absolute(h.partBankOffset() + e.palette());
            assertEquals("core.part_textures[" + e.record() + "].palette", m.ownerAt(core, at).replaceAll("^level\\[\\d+\\]\\.", ""));
        }
        for (var e : c.fxTextureEntries()) {
            long at = c.coreData().absolute(h.fxBankOffset() + e.texture());
            assertEquals("core.fx_textures[" + e.record() + "].texels", m.ownerAt(core, at).replaceAll("^level\\[\\d+\\]\\.", ""));
        }
    }

    @Test void aBlockPlantedInCoreDataIsReportedUnderItsSection() {
        CoverageMap before = fresh(SAMPLE).coverageMap();
        String core = SAMPLE.fileName() + ":core_data";
        ByteReader cd = SAMPLE.core().coreData();
        Region gap = before.regions(core).stream().filter(r -> r.kind() == Kind.PADDING && r.size() >= 0x20).findFirst().orElseThrow();
        byte[] data = cd.toArray();
        // 16 non-zero bytes at a 0x10 boundary inside the gap: the zeros around them stay padding
        int from = (int) (((gap.start() - cd.base()) + 0xf) & ~0xfL), n = 16;
        assertTrue(cd.base() + from + n <= gap.end(), gap.toString());
        Arrays.fill(data, from, from + n, (byte) 0x77);
        byte[] file = LevelWriter.rebuild(SAMPLE, Map.of(core, data));
        Level l = new Level(0, ByteReader.of(file, SAMPLE.fileName()), Problems.lenient());
        CoverageMap m = l.coverageMap();
        ByteReader cd2 = l.core().coreData();
        List<Region> un = m.regions(Kind.UNEXPLAINED);
        assertEquals(1, un.size(), un.toString());
        assertEquals(core, un.get(0).file());
        assertEquals(cd2.absolute(from), un.get(0).start());
        assertEquals(cd2.absolute(from + n), un.get(0).end());
        List<Problem> p = l.problems().rows().stream().filter(x -> x.check().equals("coverage.unexplained")).toList();
        assertEquals(1, p.size(), p.toString());
        String section = l.core().sectionList().stream().filter(s -> from >= s.start() && from < s.end()).findFirst().orElseThrow().name();
        assertEquals("level[0].core." + section, p.get(0).path());
        assertEquals(cd2.absolute(from), p.get(0).offset());
        assertEquals(core, p.get(0).file());
    }
}
