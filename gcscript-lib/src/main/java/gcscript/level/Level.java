package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.core.LevelCore;
import gcscript.table.TableBuilder;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * One level file (/G/LEVELn.WAD): its header and its ten extents. Cheap to construct: it reads the 0x60-byte
 * header and locates extents; everything inside an extent is read on demand.
 *
 * <p>{@code number} is the file number n of LEVELn.WAD ("level n" everywhere in this library); the level id
 * stored in the header is {@link #levelId()}.
 */
public final class Level {
    private final int number;
    private final String fileName;
    private final ByteReader file;
    private final Problems problems;
    private final LevelHeader header;
    private final List<Extent> extents;
    private volatile DataExtent data;
    private volatile gcscript.overlay.Overlay overlay;
    private volatile gcscript.pif.TextureList transitionTextures;
    private volatile boolean checked;
    // Soft: a whole disc's decompressed cores (≈460 MB on a retail disc) must not pin the heap; a core the
    // collector reclaimed is read again on next use, with the same result.
    private volatile java.lang.ref.SoftReference<LevelCore> core = new java.lang.ref.SoftReference<>(null);
    private final Chunk[] chunks = new Chunk[3];
    private volatile gcscript.gameplay.GameplayModel gameplay;
    private volatile gcscript.occlmap.OcclusionMappingModel occlusionMapping;
    private final gcscript.sound.SoundBankModel[] soundBanks = new gcscript.sound.SoundBankModel[4];

    public Level(int number, ByteReader file, Problems problems) {
        this.number = number;
        this.fileName = file.file();
        this.file = file;
        this.problems = problems;
        this.header = LevelHeader.read(file, path("header"), 0);
        this.extents = locate();
    }

    public String path(String field) { return "level[" + number + "]." + field; }

    /** The file number n of LEVELn.WAD. */
    public int number() { return number; }
    public String fileName() { return fileName; }
    public int levelId() { return header.id(); }
    /** The level WAD header as stored: one row per field (what {@code header()} means everywhere). */
    public tech.tablesaw.api.Table header() { return gcscript.table.RecTables.header("level header", number, header.rec()); }
    /** The level WAD header as a record, for code. */
    public LevelHeader headerRecord() { return header; }
    public ByteReader bytes() { return file; }
    public Problems problems() { return problems; }
    public long fileBytes() { return file.length(); }

    private List<Extent> locate() {
        long length = file.length();
        // The retail files stop short of their physically last extent's final sector: that one extent is clamped.
        long lastEnd = 0;
        for (Slot s : Slot.values()) lastEnd = Math.max(lastEnd, header.extent(s).byteEnd());
        List<Extent> out = new ArrayList<>();
        for (Slot s : Slot.values()) {
            SectorRange r = header.extent(s);
            String p = path("header." + s.field());
            long off = r.byteOffset();
            long size = r.byteSize();
            if (r.offsetSectors() < 0 || r.sizeSectors() < 0) {
                problems.report(number, fileName, p, header.offset() + s.offsetIn(header.headerSize()), "extent_sign",
                        "offset_sectors >= 0 and size_sectors >= 0", r.offsetSectors() + ", " + r.sizeSectors(), Severity.ERROR);
                out.add(new Extent(s, r.offsetSectors(), r.sizeSectors(), 0, 0, 0));
                continue;
            }
            if (r.empty()) {
                out.add(new Extent(s, r.offsetSectors(), 0, off, 0, 0));
                continue;
            }
            long end = off + size;
            long clamped = Math.max(0, end - length);
            boolean tolerated = clamped > 0 && end == lastEnd && clamped < SectorRange.SECTOR && off < length;
            if (clamped > 0 && !tolerated) {
                problems.report(number, fileName, p + ".size_sectors", header.offset() + s.offsetIn(header.headerSize()) + 4,
                        "extent_in_file", "extent ends within the file, or less than a sector past it if last",
                        "[" + Hex.of(off) + ", " + Hex.of(end) + ") in a file of " + Hex.of(length) + " bytes", Severity.ERROR);
                long avail = Math.max(0, Math.min(size, length - off));
                out.add(new Extent(s, r.offsetSectors(), r.sizeSectors(), off, avail, size - avail));
                continue;
            }
            out.add(new Extent(s, r.offsetSectors(), r.sizeSectors(), off, size - clamped, clamped));
        }
        return Collections.unmodifiableList(out);
    }

    public List<Extent> extentList() { return extents; }

    public Extent extent(Slot s) { return extents.get(s.ordinal()); }

    /** Bytes of the last extent's final sector that lie past the end of the file. */
    public long clampedBytes() {
        long n = 0;
        for (Extent e : extents) n += e.clampedBytes();
        return n;
    }

    /** The extent's bytes as a window of the level file (absolute offsets stay those of the level file). */
    public Optional<ByteReader> extentBytes(Slot s) {
        Extent e = extent(s);
        if (e.empty() || e.bytes() == 0) return Optional.empty();
        return Optional.of(file.slice(path(s.field()), e.byteOffset(), e.bytes()));
    }

    /** The data extent: its 0x58-byte header and the ranges it declares. */
    public DataExtent data() {
        DataExtent d = data;
        if (d == null) {
            synchronized (this) {
                if (data == null) {
                    ByteReader r = extentBytes(Slot.DATA).orElseThrow(() -> file.error(path("header.data"),
                            header.offset() + Slot.DATA.offsetIn(header.headerSize()), "a non-empty data extent", "empty"));
                    data = new DataExtent(this, r);
                }
                d = data;
            }
        }
        return d;
    }

    /**
     * The overlay at data extent +0x00 (§9.1): its section headers, file offset → EE address, the normal table.
     * The header walk runs on first call; the table search on first use of it.
     */
    public gcscript.overlay.Overlay overlay() {
        gcscript.overlay.Overlay o = overlay;
        if (o == null) {
            synchronized (this) {
                if (overlay == null) {
                    overlay = gcscript.overlay.Overlay.read(number, fileName, data().range("overlay").orElse(null), problems);
                }
                o = overlay;
            }
        }
        return o;
    }

    /** The decompressed transition textures (data header +0x50) refuse to grow beyond this. */
    static final int TRANSITION_TEXTURES_CAP = 64 << 20;

    /**
     * The transition textures (data header +0x50, rac2-formats §2): a WAD-LZ stream that decompresses to a texture
     * list of PIFs (rac2-global-wads §2.6.3), labelled {@code LEVELn.WAD:transition_textures}; an empty list when the
     * range is empty. Read on first call.
     */
    public gcscript.pif.TextureList transitionTextures() {
        gcscript.pif.TextureList t = transitionTextures;
        if (t == null) {
            synchronized (this) {
                if (transitionTextures == null) {
                    java.util.Optional<ByteReader> stream = data().range("transition_textures");
                    transitionTextures = stream.isEmpty() ? gcscript.pif.TextureList.empty(number, fileName)
                            : gcscript.pif.TextureList.read(number, fileName, stream.get().derive(
                                    gcscript.wad.WadLz.decompressCapped(stream.get(), TRANSITION_TEXTURES_CAP), fileName + ":transition_textures"),
                                    path("transition_textures"), problems);
                }
                t = transitionTextures;
            }
        }
        return t;
    }

    /**
     * Runs the container checks once: every compressed stream's declared size against the extent or range
     * that holds it, and core_index's copy of core_data's size. Violations land in {@link #problems()}.
     */
    public void check() {
        synchronized (this) {
            if (checked) return;
            checked = true;
        }
        guarded(() -> { data().checkSizes(); return null; }, null);
        extentBytes(Slot.GAMEPLAY).ifPresent(g -> Holders.checkStream(this, path("gameplay"), g, g.length()));
        for (Slot s : Slot.values()) {
            if (s.isChunk()) extentBytes(s).ifPresent(c -> guarded(() -> { checkChunk(s, c); return null; }, null));
        }
    }

    /** A chunk extent opens with ChunkHeader {s32 tfrags; s32 collision}: offsets of two WAD-LZ blocks. */
    private void checkChunk(Slot s, ByteReader c) {
        String p = path(s.field());
        ChunkHeader h = ChunkHeader.read(c, p);
        int[] starts = {h.tfrags(), h.collision()};
        String[] names = {"tfrags", "collision"};
        for (int i = 0; i < 2; i++) {
            if (starts[i] == 0) continue;
            c.requireRange(p + "." + names[i], starts[i], WadLz.HEADER_SIZE);
            int end = c.length();
            int other = starts[1 - i];
            if (other > starts[i]) end = other;
            ByteReader holder = c.slice(p + "." + names[i], starts[i], end - starts[i]);
            Holders.checkStream(this, p + "." + names[i], holder, holder.length());
        }
    }

    /**
     * The level core: core_index, gs_ram and core_data (decompressed on first use to exactly
     * assets_decompressed_size). Memoised softly (the collector may reclaim it under memory pressure); safe to
     * share between threads.
     */
    /**
     * This level for one pass whose parsed parts are not worth keeping (a whole-disc {@code stats} row): itself
     * when its core is already parsed (nothing to save), otherwise a fresh Level over the same bytes and problem
     * list whose parsed parts die with the pass. Keeping all 27 parsed cores alive through a one-shot pass made
     * the collector copy and mark ~700 MB (README, "Performance").
     */
    public Level forOnePass() {
        if (core.get() != null) return this;
        Level l = new Level(number, file, problems);
        l.globals = globals;
        return l;
    }

    // the disc's global WADs (AUDIOn.WAD sits beside LEVELn.WAD, not inside it); null for a level opened on its own
    private volatile java.util.function.Supplier<gcscript.globalwad.GlobalWads> globals;

    /** Called by the disc that lists this level: where {@link #audio()} finds AUDIOn.WAD. */
    public void attachGlobals(java.util.function.Supplier<gcscript.globalwad.GlobalWads> g) { this.globals = g; }

    /**
     * The level's AUDIOn.WAD (rac2-global-wads §12.1): its VAG streams and music pairs. A level file opened on its own
     * (AUDIOn.WAD is a file beside it on the disc), or a disc without a readable AUDIOn.WAD, gives empty tables.
     */
    public gcscript.globalwad.LevelAudio audio() {
        var g = globals;
        if (g == null) return gcscript.globalwad.GlobalWads.open(fileName, List.of(), problems).levelAudio(number);
        return g.get().levelAudio(number);
    }

    public LevelCore core() {
        LevelCore c = core.get();
        if (c == null) {
            synchronized (this) {
                c = core.get();
                if (c == null) {
                    DataExtent d = data();
                    c = LevelCore.open(number, d.coreIndex(), d.gsRam(), d.coreDataStream(), problems).withCoverage(this::coverageMap);
                    core = new java.lang.ref.SoftReference<>(c);
                }
            }
        }
        return c;
    }

    /**
     * The gameplay extent (slot 2) decompressed and parsed (rac2-formats-phase2 §7); memoised. A missing or
     * undecodable stream is a FormatException naming {@code level[n].gameplay}.
     */
    /**
     * The gameplay extent (slot 2) decompressed (WAD-LZ, capped at {@link LevelParts#GAMEPLAY_CAP}); kept once
     * decoded, since the gameplay model and several claims read it. A missing or undecodable stream is a
     * FormatException naming {@code level[n].gameplay}, raised again on every call (nothing is kept then).
     */
    public ByteReader gameplayData() {
        ByteReader g = gameplayData;
        if (g == null) {
            synchronized (this) {     // decoded once even when two claims ask at the same time
                g = gameplayData;
                if (g == null) {
                    ByteReader wad = extentBytes(Slot.GAMEPLAY).orElseThrow(() -> file.error(path("header.gameplay"),
                            header.offset() + Slot.GAMEPLAY.offsetIn(header.headerSize()), "a non-empty gameplay extent", "empty"));
                    gameplayData = g = wad.derive(WadLz.decompressCapped(wad, LevelParts.GAMEPLAY_CAP), fileName + ":gameplay");
                }
            }
        }
        return g;
    }

    private volatile ByteReader gameplayData;

    public gcscript.gameplay.GameplayModel gameplayModel() {
        gcscript.gameplay.GameplayModel g = gameplay;
        if (g == null) {
            synchronized (this) {
                if (gameplay == null) {
                    gameplay = gcscript.gameplay.GameplayReader.read(number, gameplayData(), gameplayContext(), problems);
                }
                g = gameplay;
            }
        }
        return g;
    }

    /** What the gameplay checks and map need from the rest of the level (suppliers: called only by them). */
    private gcscript.gameplay.GameplayContext gameplayContext() {
        return new gcscript.gameplay.GameplayContext(header.chunkCount(),
                () -> oClasses(gcscript.classtable.ClassKind.MOBY), () -> oClasses(gcscript.classtable.ClassKind.TIE),
                () -> oClasses(gcscript.classtable.ClassKind.SHRUB), () -> extentBytes(Slot.OCCLUSION), () -> core().tfrags());
    }

    private int[] oClasses(gcscript.classtable.ClassKind kind) {
        return guarded(() -> core().classEntries(kind).stream().mapToInt(gcscript.classtable.ClassEntry::oClass).toArray(), null);
    }

    private volatile gcscript.lighting.LitLevel lit;

    /**
     * The lighting inputs and pass of this level (gcscript.lighting): core tfrag light records, the overlay's
     * normal table (none found: nothing shaded) and the gameplay light bank; memoised.
     */
    public gcscript.lighting.LitLevel litModel() {
        gcscript.lighting.LitLevel m = lit;
        if (m == null) {
            synchronized (this) {
                if (lit == null) {
                    lit = gcscript.lighting.LitLevel.of(number, core().tfrags(), overlay().findNormalTable().orElse(null),
                            gameplayModel().lights());
                }
                m = lit;
            }
        }
        return m;
    }

    /** The lit tfrags of this level: normals(), lit(), differences(). */
    public gcscript.lighting.Lighting lighting() { return new gcscript.lighting.Lighting(gcscript.table.Scope.of(this::litModel)); }

    /** The gameplay tables of this level (lights, instances, classes, groups, checks, map). */
    /**
     * The level as a glTF 2.0 scene (terrain, class meshes, every instance placed, lights, sky, collision):
     * {@code scene().write(Path.of("level3.glb"))}. Built when called; the parts it reads are memoised.
     */
    public gcscript.scene.Scene scene() { return scene(gcscript.scene.SceneOptions.defaults()); }

    public gcscript.scene.Scene scene(gcscript.scene.SceneOptions options) {
        return gcscript.scene.Scene.of(number, core(), gameplayModel(), options.lit() ? litModel() : null, options);
    }

    public gcscript.gameplay.Gameplay gameplay() {
        return new gcscript.gameplay.Gameplay(gcscript.table.Scope.of(this::gameplayModel));
    }

    /** The occlusion mappings of slot 3 (§5.2), parsed; a level without slot 3 has none (no rows). */
    public gcscript.occlmap.OcclusionMappingModel occlusionMappingModel() {
        gcscript.occlmap.OcclusionMappingModel m = occlusionMapping;
        if (m == null) {
            synchronized (this) {
                if (occlusionMapping == null) {
                    occlusionMapping = gcscript.occlmap.OcclusionMappingModel.read(number, extentBytes(Slot.OCCLUSION).orElse(null),
                            new gcscript.occlmap.OcclusionMappingModel.Targets(
                                    () -> guarded(() -> core().tfrags().patchList().stream().mapToInt(p -> p.header().occlIndex()).toArray(), null),
                                    () -> guarded(() -> instanceIds(gameplayModel().ties(), gcscript.gameplay.GameplayLayout.T_OCCLUSION_INDEX), null),
                                    () -> guarded(() -> instanceIds(gameplayModel().mobies(), gcscript.gameplay.GameplayLayout.M_UID), null)));
                }
                m = occlusionMapping;
            }
        }
        return m;
    }

    private static int[] instanceIds(gcscript.layout.RecArray a, gcscript.layout.Field f) {
        if (a == null) return new int[0];
        int[] out = new int[a.count()];
        for (int i = 0; i < out.length; i++) out[i] = a.i(i, f);
        return out;
    }

    /** The occlusion-mapping area: {@code mappings()} and {@code checks()}. */
    public gcscript.occlmap.OcclusionMappings occlusionMapping() {
        return new gcscript.occlmap.OcclusionMappings(gcscript.table.Scope.of(this::occlusionMappingModel));
    }

    /**
     * This level against {@code other} by field: one row per stored value that differs between rows of the same
     * natural key (uid, o_class, field, format indices), and one per row only one side has; then the bytes of the
     * regions the coverage map calls opaque or unexplained, compared region by region with their owner. Container
     * layout (sectors, compressed sizes) is not compared, so a longer stream moving every later sector gives no row.
     */
    public Table diff(Level other) {
        return gcscript.fielddiff.FieldDiff.concat(List.of(gcscript.fielddiff.FieldDiff.levels(number, this, other),
                gcscript.coverage.RegionDiff.of(number, coverageMap(), other.coverageMap())));
    }

    /** One row per {bit_index, occlusion_id} record of slot 3, with its kind and the patch or instance it names. */
    public Table occlusionMappings() { return occlusionMapping().mappings(); }

    /**
     * Sound bank {@code i}: 0 is the level's bank (slot 1), 1–3 the chunk banks (slots 7–9); parsed once. An
     * empty slot gives an empty bank.
     */
    public gcscript.sound.SoundBankModel soundBankModel(int i) {
        if (i < 0 || i > 3) throw new IllegalArgumentException("sound bank 0 (level) or 1..3 (chunk banks), not " + i);
        synchronized (soundBanks) {
            if (soundBanks[i] == null) {
                Slot s = i == 0 ? Slot.SOUND_BANK : Slot.values()[Slot.CHUNK_SOUND_BANK_0.ordinal() + i - 1];
                soundBanks[i] = gcscript.sound.SoundBankModel.read(number, s.field(), extentBytes(s).orElse(null),
                        extent(s).offsetSectors(), problems);
            }
            return soundBanks[i];
        }
    }

    /** The level's sound bank (slot 1): sounds, grains, samples, checks, and samples as WAV. */
    public gcscript.sound.SoundBank soundBank() {
        return new gcscript.sound.SoundBank(gcscript.table.Scope.of(() -> soundBankModel(0)));
    }

    /** The sound bank of chunk {@code i} (0–2; slots 7–9), empty when the level has none. */
    public gcscript.sound.SoundBank chunkSoundBank(int i) {
        if (i < 0 || i > 2) throw new IllegalArgumentException("chunk index 0..2, not " + i);
        return new gcscript.sound.SoundBank(gcscript.table.Scope.of(() -> soundBankModel(i + 1)));
    }

    /** Chunk extent {@code i} (0–2) of a streamed level; empty where the slot is empty. */
    public Optional<Chunk> chunk(int i) {
        if (i < 0 || i > 2) throw new IllegalArgumentException("chunk index 0..2, not " + i);
        Slot s = Slot.values()[Slot.CHUNK_0.ordinal() + i];
        Optional<ByteReader> r = extentBytes(s);
        if (r.isEmpty()) return Optional.empty();
        synchronized (chunks) {
            if (chunks[i] == null) chunks[i] = new Chunk(this, i, r.get());
            return Optional.of(chunks[i]);
        }
    }

    /** The chunks this level has, in slot order. */
    public List<Chunk> chunkList() {
        List<Chunk> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) chunk(i).ifPresent(out::add);
        return out;
    }

    /**
     * One row per chunk extent (slots 4–6): its ChunkHeader words, each WAD-LZ block's compressed (declared) and
     * decompressed sizes, and the chunk plane of the level settings that selects it (chunk i ≥ 1: plane i − 1).
     */
    public Table chunks() { return ChunkTables.chunks(this); }

    /** The §8.1 reader checks of this level's chunks, one row per check and subject. */
    public Table chunkChecks() { return ChunkTables.checks(this); }

    /** {@code level, file, slot, offset_sectors, size_sectors, offset, bytes, clamped_bytes}: one row per slot. */
    public Table extents() {
        TableBuilder t = new TableBuilder("extents of " + fileName)
                .ints("level").strings("file", "slot").ints("offset_sectors", "size_sectors")
                .longs("offset", "bytes", "clamped_bytes");
        for (Extent e : extents) {
            t.row(number, fileName, e.name(), e.offsetSectors(), e.sizeSectors(), e.byteOffset(), e.bytes(), e.clampedBytes());
        }
        return t.build();
    }

    // ---- coverage (docs/coverage.md) ----------------------------------------------------------------------

    private volatile java.lang.ref.SoftReference<gcscript.coverage.CoverageMap> coverage = new java.lang.ref.SoftReference<>(null);

    /**
     * Who owns every byte of this level's buffers (the level file and each decompressed stream): a recording pass
     * over every part the library reads, kept softly. Unexplained non-zero bytes in a core_data section become
     * {@code coverage.unexplained} warnings in {@link #problems()}.
     */
    public gcscript.coverage.CoverageMap coverageMap() {
        gcscript.coverage.CoverageMap m = coverage.get();
        if (m == null) {
            synchronized (this) {
                m = coverage.get();
                if (m == null) {
                    m = LevelCoverage.read(this);
                    reportCoverage(m);
                    coverage = new java.lang.ref.SoftReference<>(m);
                }
            }
        }
        return m;
    }

    private volatile java.lang.ref.SoftReference<gcscript.coverage.CoverageMap> coverageTotals = new java.lang.ref.SoftReference<>(null);
    private boolean coverageReported;   // under this level's lock: a map made again (or a totals map, then the whole one) reports nothing new

    /** The map's unexplained regions as warnings, once per level (every map of it finds the same ones). */
    private void reportCoverage(gcscript.coverage.CoverageMap m) {
        if (coverageReported) return;
        coverageReported = true;
        LevelCoverage.report(this, m);
    }

    /**
     * Reads every part the library knows, as the coverage pass does, on this level itself (nothing recorded, the
     * parts kept as this level keeps them: use {@link #forOnePass()} to drop them): the parse a coverage pass is made
     * of, which no faster bookkeeping of its claims can go below ({@code bench coverage} prints it beside the pass).
     * Lenient levels report a part that fails as a problem and read the others.
     */
    public void readEveryPart() { LevelCoverage.readEveryPart(this); }

    /**
     * The byte totals of {@link #coverageMap()} with only its unexplained, overlap and shared regions
     * ({@link gcscript.coverage.CoverageMap#totals}): what a summary needs, without storing the level's ≈ 265 k
     * regions. The full map when this level already holds it; the same {@code coverage.unexplained} warnings.
     */
    public gcscript.coverage.CoverageMap coverageTotals() {
        gcscript.coverage.CoverageMap m = coverage.get();
        if (m != null) return m;
        synchronized (this) {
            m = coverage.get();
            if (m == null) m = coverageTotals.get();
            if (m == null) {
                m = LevelCoverage.totals(this);
                reportCoverage(m);
                coverageTotals = new java.lang.ref.SoftReference<>(m);
            }
        }
        return m;
    }

    /** {@code level, file, start, end, size, kind, owner}: every byte of every buffer of this level, run by run. */
    public Table coverage() { return gcscript.coverage.CoverageTables.regions("coverage of " + fileName, List.of(coverageMap())); }

    /** {@code level, file, bytes, decoded, opaque, padding, shared, unexplained, overlap, percent_explained}: one row per buffer. */
    // from the whole map (kept softly): a user who asks a level's summary asks its regions or hex view next, and one
    // pass then answers both; the whole-disc summary reads each level's totals map instead (Levels.coverageSummary)
    public Table coverageSummary() { return gcscript.coverage.CoverageTables.summary("coverage summary of " + fileName, List.of(coverageMap())); }

    /**
     * {@code level, area, bytes, identical, first_difference, path}: every buffer of this level rebuilt from what the
     * library decoded (declared records re-encoded from their field values, undecoded bytes carried and reported as
     * {@code carried} rows) and compared with the original; see {@link gcscript.roundtrip.RoundTrip} and docs/writing.md.
     * Reuses the coverage pass.
     */
    public Table roundTrip() { return roundTripResult().table().setName("round trip of " + fileName); }

    /** The round trip as an object: its rows and per-buffer counts (re-encoded, carried, padding, ...). */
    public gcscript.roundtrip.RoundTrip roundTripResult() { return gcscript.roundtrip.RoundTrip.of(coverageMap()); }

    /**
     * An annotated hex view of {@code [start, start+length)} of one buffer ({@code "file"} or the level file's name,
     * {@code "core_data"}, {@code "gameplay"}, {@code "chunk_0.tfrags"}, ...): {@code offset, bytes, ascii, owner, field, kind}.
     */
    public gcscript.coverage.HexView hex(String buffer, long start, int length) {
        gcscript.coverage.CoverageMap m = coverageMap();
        return gcscript.coverage.HexView.of(m, bufferName(buffer), start, length);
    }

    /** A buffer's full label: {@code core_data} → {@code LEVEL3.WAD:core_data}; the level file as "file" or its name. */
    public String bufferName(String buffer) {
        if (buffer.equalsIgnoreCase("file") || buffer.equalsIgnoreCase(fileName)) return fileName;
        return buffer.contains(":") ? buffer : fileName + ":" + buffer;
    }

    /** Search the level file; every hit carries its owner from the coverage map. */
    public gcscript.analysis.Find find() {
        return gcscript.analysis.Find.in(java.util.Map.of(number, gcscript.analysis.Region.of(file)))
                .owners((f, at) -> coverageMap().ownerAt(f, at));
    }

    /** Reads a part and turns a format error into a problem row in lenient mode (then returns {@code fallback}). */
    public <T> T guarded(java.util.function.Supplier<T> part, T fallback) {
        try {
            return part.get();
        } catch (FormatException e) {
            problems.caught(e, number);
            return fallback;
        }
    }

    @Override public String toString() {
        return fileName + " (level " + number + ", id " + levelId() + ", " + fileBytes() + " bytes)";
    }
}
