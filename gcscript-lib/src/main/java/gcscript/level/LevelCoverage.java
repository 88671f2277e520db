package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.core.LevelCore;
import gcscript.coverage.CoverageMap;
import gcscript.texture.TextureKind;
import gcscript.tfrag.TfragBlock;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The coverage pass of one level: a twin of the level over the same bytes, recording into a fresh {@link Coverage}
 * store, reads every part the library knows (in lenient mode a part that fails is a problem and the others still
 * run), then the store becomes a {@link CoverageMap}. The level's own parsed parts are left alone: only the twin
 * records, so normal reads never pay for it.
 */
final class LevelCoverage {
    private LevelCoverage() {}

    static CoverageMap read(Level level) {
        return CoverageMap.of(level.number(), record(level));
    }

    /** The byte totals and the unexplained, overlap and shared regions of {@link #read} ({@link CoverageMap#totals}). */
    static CoverageMap totals(Level level) {
        return CoverageMap.totals(level.number(), record(level));
    }

    /** Every claim of the twin's reads. */
    private static Coverage record(Level level) {
        Coverage store = new Coverage();
        Level twin = new Level(level.number(), level.bytes().recording(store), level.problems());
        declareExtents(twin);
        readEveryPart(twin);
        return store;
    }

    /**
     * The reads of the pass: the level's checks, then every part the library knows (in lenient mode a part that
     * fails is a problem and the others still run). On a level that does not record, the parse the pass is made of
     * ({@link Level#readEveryPart}: bench coverage's floor).
     */
    static void readEveryPart(Level twin) {
        twin.check();
        part(twin, Level::data);
        part(twin, Level::overlay);
        part(twin, l -> l.overlay().findNormalTable());
        part(twin, Level::transitionTextures);
        LevelCore core = twin.guarded(twin::core, null);
        if (core != null) readCore(twin, core);
        part(twin, Level::gameplayModel);
        part(twin, Level::occlusionMappingModel);
        for (int i = 0; i < 4; i++) {
            int bank = i;
            part(twin, l -> l.soundBankModel(bank));
        }
        for (Chunk c : twin.chunkList()) {
            part(twin, l -> counts(c.tfrags()));
            part(twin, l -> c.tfrags().readSpheresAndCubes());
            part(twin, l -> c.collisionCounts());
        }
    }

    /**
     * Unexplained non-zero bytes become {@code coverage.unexplained} warnings (recorded in strict mode too, never
     * thrown: the bytes read fine, nothing owns them), one per region, its path the buffer's section or stream.
     */
    static void report(Level level, CoverageMap map) {
        for (gcscript.coverage.Region r : map.regions(gcscript.coverage.Kind.UNEXPLAINED)) {
            ByteReader b = map.store().bytes(r.file());
            if (b == null || b.indexOfNonZero((int) (r.start() - b.base()), (int) (r.end() - b.base())) < 0) continue;
            level.problems().report(level.number(), r.file(), where(level, r), r.start(), "coverage.unexplained",
                    "every byte owned by a structure or alignment zeros", r.size() + " unexplained bytes [" + gcscript.bytes.Hex.of(r.start())
                            + ", " + gcscript.bytes.Hex.of(r.end()) + ")", gcscript.bytes.Severity.WARNING);
        }
    }

    /** The core_data section holding a region (by the boundary rule), else the buffer's name. */
    private static String where(Level level, gcscript.coverage.Region r) {
        if (r.file().endsWith(":core_data")) {
            LevelCore c = level.guarded(level::core, null);
            if (c != null) {
                for (gcscript.core.CoreSection s : c.sectionList()) {
                    if (r.start() >= s.start() && r.start() < s.end()) return level.path("core." + s.name());
                }
            }
        }
        return level.path(r.file().contains(":") ? r.file().substring(r.file().indexOf(':') + 1) : "file");
    }

    /** Every extent of the header and every range the data header declares: opaque until a reader decodes inside. */
    private static void declareExtents(Level l) {
        ByteReader file = l.bytes();
        for (Extent e : l.extentList()) {
            if (!e.empty() && e.bytes() > 0) file.claim(l.path(e.slot().field()), e.byteOffset(), e.bytes(), Coverage.Kind.OPAQUE, null);
        }
        DataExtent d = l.guarded(l::data, null);
        if (d == null) return;
        ByteReader data = d.bytes();
        for (Map.Entry<String, ByteRange> r : d.headerRecord().ranges().entrySet()) {
            ByteRange b = r.getValue();
            if (b.size() > 0 && data.inRange(b.offset(), b.size())) {
                data.claim(l.path("data." + r.getKey()), b.offset(), b.size(), Coverage.Kind.OPAQUE, null);
            }
        }
    }

    private static void readCore(Level l, LevelCore c) {
        part(l, x -> c.coreData());
        for (var k : gcscript.classtable.ClassKind.values()) part(l, x -> c.classEntries(k));
        part(l, x -> c.particleTextureEntries());
        part(l, x -> c.fxTextureEntries());
        part(l, x -> c.gsRamEntries());
        part(l, x -> counts(c.tfrags()));
        part(l, x -> c.tfrags().readSpheresAndCubes());
        part(l, x -> c.mobyModel());
        part(l, x -> c.tieModel());
        part(l, x -> c.shrubModel());
        part(l, x -> c.skyModel());
        part(l, x -> c.occlusionModel());
        // the totals-only walk owns what the full read owns without building ~2.7 M face rows on a full-size disc
        part(l, x -> c.collisionCounts());
        // decoded for their claims and not kept: a level's pixels (≈ 4 MB of int arrays on a full-size level) would
        // otherwise live until the pass ends, copied by every young collection of a one-shot summary
        for (TextureKind k : TextureKind.values()) if (k.isStandard()) part(l, x -> c.texturesForOnePass(k));
        part(l, x -> banks(c));
        // the sound remap block: header and elements decoded by its reader, the rest of Wrench's extent opaque
        part(l, x -> c.soundRemapModel().ifPresent(r -> {
            if (r.size() > r.secondPartOfs()) {
                opaque(c.coreIndex(), "core.sound_remap.parts", r.header().relativeOffset() + r.secondPartOfs(),
                        r.size() - r.secondPartOfs());
            }
        }));
        part(l, x -> c.ratchetSeqModel().table());
        // the animation sequences (gcscript.sequence): the moby classes' and Ratchet's table; their readers make every
        // view (and so every claim) when the set is read, so no table needs building here
        part(l, x -> c.mobyModel().sequences());
        part(l, x -> c.ratchetSeqModel().sequences());
        // ratchet sequences and the moby sound remap: sections whose extent the boundary rule gives, of which the
        // library decodes a header at most
        part(l, x -> {
            for (var s : c.sectionList()) {
                if (s.name().startsWith("ratchet_seqs[") || s.name().equals("moby_sound_remap")) {
                    opaque(c.coreData(), "core." + s.name(), s.start(), s.size());
                }
            }
        });
    }

    /**
     * The particle and fx banks (core header part_bank_offset, fx_bank_offset): each entry's palette and texels at the
     * byte offsets the entry declares. Wrench reads them as a paletted texture (`read_particle_textures`: the palette
     * and the texels at the entry's offsets into the bank, side x side or width x height), the same form as the level
     * textures: a 256-entry PSMCT32 CLUT ({@link gcscript.texture.Clut}, shared: entries may name one palette) and
     * 8-bit indices ({@link gcscript.texture.Texels}), read through those declarations so the round trip re-encodes them.
     */
    private static void banks(LevelCore c) {
        var h = c.headerRecord();
        ByteReader cd = c.coreData();
        if (h == null) return;
        for (var e : c.particleTextureEntries()) {
            String p = "core.part_textures[" + e.record() + "]";
            paletted(cd, p, (long) h.partBankOffset() + e.palette(), (long) h.partBankOffset() + e.texture(), (long) e.side() * e.side());
        }
        long fxEnd = h.fxBankOffset();
        for (var e : c.fxTextureEntries()) {
            String p = "core.fx_textures[" + e.record() + "]";
            paletted(cd, p, (long) h.fxBankOffset() + e.palette(), (long) h.fxBankOffset() + e.texture(), (long) e.width() * e.height());
            fxEnd = Math.max(fxEnd, Math.max((long) h.fxBankOffset() + e.palette() + gcscript.texture.Clut.BYTES, (long) h.fxBankOffset() + e.texture() + (long) e.width() * e.height()));
        }
        // each bank as a whole: the particle bank runs to the fx bank, the fx bank to its last entry's end
        if (h.fxBankOffset() > h.partBankOffset()) opaque(cd, "core.part_bank", h.partBankOffset(), (long) h.fxBankOffset() - h.partBankOffset());
        opaque(cd, "core.fx_bank", h.fxBankOffset(), fxEnd - h.fxBankOffset());
    }

    /**
     * A bank entry's CLUT and texels read through their declarations, each when its declared extent lies inside the
     * buffer (a bad one is left to the readers' checks, as for {@link #opaque}).
     */
    private static void paletted(ByteReader cd, String path, long palette, long texels, long n) {
        if (cd.inRange(palette, gcscript.texture.Clut.BYTES)) gcscript.texture.Clut.read(cd, path + ".palette", palette);
        if (n > 0 && cd.inRange(texels, n)) gcscript.texture.Texels.TEXEL.payload(cd, texels, n, path + ".texels");
    }

    /** An opaque claim, when the declared extent lies inside the buffer (a bad one is left to the readers' checks). */
    static void opaque(ByteReader r, String owner, long at, long len) {
        if (len > 0 && r.inRange(at, len)) r.claim(owner, at, len, Coverage.Kind.OPAQUE, null);
    }

    /** Decodes the tfrag block's lazy parts (strips of every LOD, texture records, colours, light records) for their reads. */
    private static void counts(TfragBlock b) {
        b.vertexInfoCount();
        for (int lod = 0; lod < 3; lod++) b.triangleCount(lod);
        b.adgifCount();
        for (var p : b.patchList()) {
            b.channels(p);
            b.lightBytes(p);
        }
    }

    private static void part(Level l, Consumer<Level> read) {
        l.guarded(() -> { read.accept(l); return null; }, null);
    }
}
