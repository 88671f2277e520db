package gcscript.core;

import gcscript.classtable.ClassKind;
import gcscript.classtable.ClassEntry;
import gcscript.check.CheckSummary;
import gcscript.texture.TextureKind;
import gcscript.texture.TextureEntry;
import gcscript.bytes.ByteReader;
import gcscript.tfrag.TfragBlock;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.memo.Memo;
import gcscript.texture.ContactSheet;
import gcscript.texture.Texture;
import gcscript.texture.TextureDecoder;
import gcscript.wad.WadLz;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.Table;

/**
 * The level core of one level file (docs/formats/core.md, texture.md): the uncompressed core_index (LevelCoreHeader and its
 * tables), the GS RAM image, and core_data, one WAD-LZ stream decompressed on first use.
 *
 * <p>Everything is parsed lazily and memoised; one instance may be shared by threads. Bad bytes go to the
 * {@link Problems} sink: in strict mode the first one throws {@link FormatException}, in lenient mode it becomes
 * a row and the tables hold what could be read. Offsets in every table are absolute in the file the row came
 * from: core_index rows in core_index's file, core_data offsets in the decompressed stream (a file of its own,
 * labelled {@code <file>:core_data}, base 0).
 */
public final class LevelCore {
    private final int level;
    private final ByteReader coreIndex;
    private final ByteReader gsRam;
    private final ByteReader coreDataWad;      // null when built from decompressed bytes
    private final ByteReader givenCoreData;    // null when built from the WAD-LZ stream
    private final Problems problems;
    private final String dataLabel;

    private final Memo<CoreModel> model;
    private final Memo<DataState> data;
    private final Map<TextureKind, Memo<List<Texture>>> decoded = new EnumMap<>(TextureKind.class);

    /** core_data after decompression, the stream's declared size (null without a stream), and whether it failed. */
    record DataState(ByteReader bytes, Integer declaredCompressedSize, boolean failed) {}

    private LevelCore(int level, ByteReader coreIndex, ByteReader gsRam, ByteReader coreDataWad,
                      ByteReader givenCoreData, Problems problems) {
        this.level = level;
        this.coreIndex = coreIndex;
        this.gsRam = gsRam;
        this.coreDataWad = coreDataWad;
        this.givenCoreData = givenCoreData;
        this.problems = problems;
        this.dataLabel = coreIndex.file() + ":core_data";
        this.model = Memo.of(this::parse);
        this.data = Memo.of(this::decompress);
        for (TextureKind k : TextureKind.values()) {
            if (k.isStandard()) decoded.put(k, Memo.of(() -> decode(k)));
        }
    }

    /** A level core whose core_data is the WAD-LZ stream {@code coreDataWad}, decompressed on first use. */
    public static LevelCore open(int level, ByteReader coreIndex, ByteReader gsRam, ByteReader coreDataWad,
                                 Problems problems) {
        return new LevelCore(level, coreIndex, gsRam, coreDataWad, null, problems);
    }

    /** A level core whose core_data is already decompressed (an extracted core_data, or a test's bytes). */
    public static LevelCore ofDecompressed(int level, ByteReader coreIndex, ByteReader gsRam, ByteReader coreData,
                                           Problems problems) {
        return new LevelCore(level, coreIndex, gsRam, null, coreData, problems);
    }

    private final Memo<TfragBlock> tfrags = Memo.of(this::readTfrags);
    private final Memo<gcscript.moby.MobyModel> mobyModel = Memo.of(this::readMobies);

    /** The level's moby class blocks, read (rac2-formats-phase2 §1). */
    public gcscript.moby.MobyModel mobyModel() { return mobyModel.get(); }
    /** The moby class tables of this level. */
    public gcscript.moby.Mobies mobies() { return new gcscript.moby.Mobies(gcscript.table.Scope.of(this::mobyModel)); }

    private gcscript.moby.MobyModel readMobies() {
        DataState d = data.get();
        if (d.failed() || model.get().header() == null) return gcscript.moby.MobyModel.empty(level, dataLabel);
        List<CoreSection> sections = sectionList();
        List<gcscript.moby.MobyClassRef> refs = new ArrayList<>();
        for (ClassEntry c : classEntries(ClassKind.MOBY)) {
            if (c.offsetInAssetWad() == 0) continue;
            String name = ClassKind.MOBY.tableName() + "[" + c.record() + "]";
            CoreSection s = sections.stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
            if (s == null) continue;   // an offset outside core_data: reported by parse()
            refs.add(new gcscript.moby.MobyClassRef(c.record(), c.oClass(), s.start(), s.end(), c.textureIndices()));
        }
        return gcscript.moby.MobyModel.read(level, d.bytes(), refs, problems);
    }

    private final Memo<gcscript.tie.TieModel> tieModel = Memo.of(this::readTies);
    private final Memo<gcscript.shrub.ShrubModel> shrubModel = Memo.of(this::readShrubs);

    /** The tie class blocks of this level, read on first use (rac2-formats-phase2 §2). */
    public gcscript.tie.TieModel tieModel() { return tieModel.get(); }
    public gcscript.tie.Ties ties() { return new gcscript.tie.Ties(gcscript.table.Scope.of(this::tieModel)); }

    /** The shrub class blocks of this level, read on first use (rac2-formats-phase2 §3). */
    public gcscript.shrub.ShrubModel shrubModel() { return shrubModel.get(); }
    public gcscript.shrub.Shrubs shrubs() { return new gcscript.shrub.Shrubs(gcscript.table.Scope.of(this::shrubModel)); }

    private gcscript.tie.TieModel readTies() {
        DataState d = data.get();
        if (d.failed() || headerRecord() == null) return gcscript.tie.TieModel.empty(level, dataLabel);
        java.util.function.ToLongFunction<ClassEntry> end = classBlockEnds();
        return gcscript.tie.TieReader.read(level, d.bytes(), classEntries(ClassKind.TIE), end,
                textureEntries(TextureKind.TIE).size(), problems);
    }

    private gcscript.shrub.ShrubModel readShrubs() {
        DataState d = data.get();
        if (d.failed() || headerRecord() == null) return gcscript.shrub.ShrubModel.empty(level, dataLabel);
        java.util.function.ToLongFunction<ClassEntry> end = classBlockEnds();
        return gcscript.shrub.ShrubReader.read(level, d.bytes(), classEntries(ClassKind.SHRUB), end,
                textureEntries(TextureKind.SHRUB).size(), problems);
    }

    /**
     * End of each class block: the next core_data section boundary after its start (the boundary rule). A class whose
     * offset is not a section (outside core_data, reported already) gets an empty block.
     */
    private java.util.function.ToLongFunction<ClassEntry> classBlockEnds() {
        Map<String, Integer> ends = new java.util.HashMap<>();
        for (CoreSection s : sectionList()) ends.put(s.name(), s.end());
        return e -> ends.getOrDefault(e.kind().tableName() + "[" + e.record() + "]", e.offsetInAssetWad());
    }

    public int level() { return level; }

    // ---- sky, occlusion grid, collision (rac2-formats-phase2 §4, §5.1, §6): absent section -> empty model -------

    private final Memo<gcscript.sky.SkyModel> skyModel = Memo.of(this::readSky);
    private final Memo<gcscript.occlusion.OcclusionGridModel> occlusionModel = Memo.of(this::readOcclusion);
    private final Memo<gcscript.collision.CollisionModel> collisionModel = Memo.of(this::readCollision);

    private gcscript.sky.SkyModel readSky() {
        return readSection("sky", r -> gcscript.sky.SkyModel.read(r, level, sectionPath("sky"), problems),
                () -> gcscript.sky.SkyModel.empty(level, dataLabel));
    }
    private gcscript.occlusion.OcclusionGridModel readOcclusion() {
        return readSection("occlusion", r -> gcscript.occlusion.OcclusionGridModel.read(r, level, sectionPath("occlusion"), problems),
                () -> gcscript.occlusion.OcclusionGridModel.empty(level, dataLabel));
    }
    private gcscript.collision.CollisionModel readCollision() {
        return readSection("collision", r -> gcscript.collision.CollisionModel.read(r, level, sectionPath("collision"), problems, null),
                () -> gcscript.collision.CollisionModel.empty(level, dataLabel, sectionPath("collision")));
    }

    public gcscript.sky.SkyModel skyModel() { return skyModel.get(); }
    public gcscript.occlusion.OcclusionGridModel occlusionModel() { return occlusionModel.get(); }
    public gcscript.collision.CollisionModel collisionModel() { return collisionModel.get(); }

    /**
     * The collision block's totals (octants, vertices, faces, quads): from the model when it was read already,
     * else by a walk that keeps no rows (what whole-disc stats needs; same violations as the model's read).
     */
    public gcscript.collision.CollisionModel.Counts collisionCounts() {
        if (collisionModel.done()) return collisionModel.get().counts();
        return collisionCounts.get();
    }

    private final Memo<gcscript.collision.CollisionModel.Counts> collisionCounts = Memo.of(this::readCollisionCounts);

    private gcscript.collision.CollisionModel.Counts readCollisionCounts() {
        return readSection("collision", r -> gcscript.collision.CollisionModel.counts(r, level, sectionPath("collision"), problems),
                () -> new gcscript.collision.CollisionModel.Counts(0, 0, 0, 0));
    }

    /** The sky (§4): header, shells, clusters, vertices, faces, textures, checks; empty tables without a sky. */
    public gcscript.sky.Sky sky() { return new gcscript.sky.Sky(gcscript.table.Scope.of(this::skyModel)); }
    /** The occlusion grid (§5.1): nodes, octants, masks, checks; empty tables without a grid. */
    public gcscript.occlusion.OcclusionGrid occlusion() {
        return new gcscript.occlusion.OcclusionGrid(gcscript.table.Scope.of(this::occlusionModel));
    }
    /** Collision (§6): octants, vertices, faces, hero groups, checks. */
    public gcscript.collision.Collision collision() {
        return new gcscript.collision.Collision(gcscript.table.Scope.of(this::collisionModel));
    }

    /** The bytes of section {@code name} of core_data (to the next boundary), if the header names one. */
    public java.util.Optional<ByteReader> sectionBytes(String name) {
        for (CoreSection s : sectionList()) {
            if (s.name().equals(name)) return java.util.Optional.of(coreData().slice("level[" + level + "].core." + name, s.start(), s.size()));
        }
        return java.util.Optional.empty();
    }

    private String sectionPath(String name) { return "level[" + level + "].core." + name; }

    /** Reads a section with {@code read}; absent -> {@code empty}; a FormatException -> problems (strict: thrown). */
    private <T> T readSection(String name, java.util.function.Function<ByteReader, T> read, java.util.function.Supplier<T> empty) {
        java.util.Optional<ByteReader> r;
        try {
            r = sectionBytes(name);
        } catch (FormatException e) {
            problems.caught(e, level);
            return empty.get();
        }
        if (r.isEmpty() || data.get().failed()) return empty.get();
        try {
            return read.apply(r.get());
        } catch (FormatException e) {
            problems.caught(e, level);
            return empty.get();
        }
    }

    /**
     * The level core's tfrag block: the "tfrags" section of core_data (on a streamed level, a copy of chunk 0's
     * block; whole-disc totals count it once, see {@code Level.chunk}).
     */
    public TfragBlock tfrags() { return tfrags.get(); }

    private TfragBlock readTfrags() {
        CoreSection s = sectionList().stream().filter(x -> x.name().equals("tfrags")).findFirst()
                .orElseThrow(() -> coreIndex.error("core.header.tfrags", 0x08, "a tfrags section", "none"));
        return TfragBlock.in(coreData(), s.start(), s.end(), level, problems, "core.tfrags")
                .withTextureTable(this::tfragTextureCount);
    }
    /** Entries of the tfrag_textures table (core_index +0x30 count). */
    public int tfragTextureCount() {
        LevelCoreHeader h = headerRecord();
        if (h == null) throw coreIndex.error("core.header", 0, "a level core header", "none");
        return h.textures(TextureKind.TFRAG).count();
    }

    public ByteReader coreIndex() { return coreIndex; }
    public ByteReader gsRamBytes() { return gsRam; }
    public Problems problems() { return problems; }
    private volatile java.util.function.Supplier<gcscript.coverage.CoverageMap> coverage;

    /**
     * The coverage map of the level this core belongs to (its {@code Level} passes it): {@link #find()} hits get their
     * owner from it and {@link #sections()} the extent each section's readers own. Returns this core.
     */
    public LevelCore withCoverage(java.util.function.Supplier<gcscript.coverage.CoverageMap> map) {
        this.coverage = map;
        return this;
    }

    /** Search the decompressed core_data; with a coverage map, every hit carries its {@code owner}. */
    public gcscript.analysis.Find find() {
        gcscript.analysis.Find f = gcscript.analysis.Find.in(Map.of(level, gcscript.analysis.Region.of(coreData())));
        var m = coverage;
        return m == null ? f : f.owners((file, at) -> m.get().ownerAt(file, at));
    }

    /** The file label of the decompressed core_data, e.g. {@code LEVEL3.WAD:core_data}. */
    public String coreDataFile() { return dataLabel; }

    // ---- records (for code) --------------------------------------------------------------------------

    /** The header record, or null in lenient mode when core_index is too short to hold one. */
    public LevelCoreHeader headerRecord() { return model.get().header(); }

    public List<ClassEntry> classEntries(ClassKind kind) { return model.get().classes(kind); }
    public List<TextureEntry> textureEntries(TextureKind kind) { return model.get().textures(kind); }
    public List<ParticleTextureEntry> particleTextureEntries() { return model.get().partTextures(); }
    public List<FxTextureEntry> fxTextureEntries() { return model.get().fxTextures(); }
    public List<GsRamEntry> gsRamEntries() { return model.get().gsRam(); }
    /** The moby GS stash list: o_class numbers whose textures are kept in the GS RAM stash. */
    public List<Integer> mobyGsStashList() { return model.get().stashList(); }
    /** Byte address of the moby stash in GS RAM ({@code gs_ram[count].address}), or -1 when there is none. */
    public long mobyStashAddress() { return model.get().stashAddress(); }

    /** The decompressed core_data (decompressing it on first use). */
    public ByteReader coreData() { return data.get().bytes(); }

    public List<CoreSection> sectionList() {
        CoreModel m = model.get();
        if (m.header() == null) return List.of();
        return CoreSections.extents(m.header(), m.starts(), m.header().assetsDecompressedSize());
    }

    /** Decoded textures of one standard kind; in lenient mode entries that could not be decoded are missing. */
    public List<Texture> texturesOf(TextureKind kind) {
        Memo<List<Texture>> l = decoded.get(kind);
        if (l == null) throw new IllegalArgumentException(kind + " textures are not decoded (no texel location in the reference)");
        return l.get();
    }

    /**
     * The decoded textures of a kind for one pass that does not keep them (the core checks): the kept list when
     * it exists, else a fresh decode that is not kept (all kinds' pixels of a whole disc are ~100 MB of int arrays).
     * The coverage pass reads them so: it wants their claims, not their pixels.
     */
    public List<Texture> texturesForOnePass(TextureKind kind) {
        Memo<List<Texture>> l = decoded.get(kind);
        if (l == null) throw new IllegalArgumentException(kind + " textures are not decoded (no texel location in the reference)");
        return l.done() ? l.get() : decode(kind);
    }

    /** One decoded texture by its index in the kind's table, or null if it was not decoded. */
    /** Texture {@code index} of a table; an index the table lacks (or whose texture did not decode) is an error. */
    public Texture texture(TextureKind kind, int index) {
        List<Texture> all = texturesOf(kind);
        for (Texture t : all) if (t.index() == index) return t;
        throw new IllegalArgumentException("level " + level + " has no decoded " + kind.tableName() + "[" + index + "]: "
                + textureEntries(kind).size() + " entries, " + all.size() + " decoded");
    }

    /** The core's checks (computed once: several claims and tables ask for them). */
    public List<CheckSummary> checkList() { return checkList.get(); }

    private final Memo<List<CheckSummary>> checkList = Memo.of(this::computeChecks);

    private List<CheckSummary> computeChecks() { return List.copyOf(CoreChecks.all(this, model.get(), data.get())); }

    // ---- tables (leaves of the API) ----------------------------------------------------------------

    /** Every table of this core by name, in a stable order: for discovery, and to read every part at once. */
    public Map<String, Table> tables() {
        Map<String, Table> m = new java.util.LinkedHashMap<>();
        m.put("header", header());
        m.put("moby_classes", mobyClasses());
        m.put("tie_classes", tieClasses());
        m.put("shrub_classes", shrubClasses());
        for (TextureKind k : TextureKind.values()) m.put(k.tableName(), textureTable(k));
        m.put("gs_ram", gsRam());
        m.put("sound_remap_header", soundRemapHeader());
        m.put("sound_remap", soundRemap());
        m.put("sections", sections());
        m.put("textures", textures());
        m.put("checks", checks());
        return m;
    }

    public Table header() { return CoreTables.header(level, coreIndex, model.get().header()); }
    // provenance: `file` names the buffer of `offset` (the level file for core_index and gs_ram entries)
    public Table mobyClasses() { return inIndex(CoreTables.classes(level, ClassKind.MOBY, classEntries(ClassKind.MOBY))); }
    public Table tieClasses() { return inIndex(CoreTables.classes(level, ClassKind.TIE, classEntries(ClassKind.TIE))); }
    public Table shrubClasses() { return inIndex(CoreTables.classes(level, ClassKind.SHRUB, classEntries(ClassKind.SHRUB))); }
    public Table textureTable(TextureKind kind) { return inIndex(CoreTables.textureTable(level, kind, model.get())); }

    private Table inIndex(Table t) { return gcscript.table.Cols.withFileAndRecord(t, coreIndex.file()); }
    public Table textureTable(String kind) { return textureTable(TextureKind.parse(kind)); }
    public Table gsRam() { return gcscript.table.Cols.withFileAndRecord(CoreTables.gsRam(level, gsRamEntries()), gsRam.file()); }
    /**
     * {@code level, file, section, start, end, size, owned_end, kind}: the sections of core_data by the boundary rule.
     * With a coverage map, a section whose tail after the bytes its readers own holds unexplained bytes ends at
     * {@code owned_end}, and the tail is a row of its own ({@code kind} remainder); otherwise {@code owned_end} is the end.
     */
    public Table sections() {
        var m = coverage;
        return CoreTables.sections(level, dataLabel, sectionList(), m == null ? null : m.get());
    }
    public Table checks() { return CoreTables.checks(level, checkList()); }

    /**
     * The sound remap block (header +0x70; {@link SoundRemap}), empty when {@code sound_remap_offset} is 0 or the block
     * could not be read (a problem row says why). Elements with a negative offset or size, and an extent by Wrench's
     * rule that is shorter than the element array or leaves core_index, are violations.
     */
    public java.util.Optional<SoundRemap> soundRemapModel() { return soundRemap.get(); }

    private final Memo<java.util.Optional<SoundRemap>> soundRemap = Memo.of(this::readSoundRemap);

    private java.util.Optional<SoundRemap> readSoundRemap() {
        LevelCoreHeader h = headerRecord();
        if (h == null || h.soundRemapOffset() == 0) return java.util.Optional.empty();
        SoundRemap r;
        try {
            r = SoundRemap.read(coreIndex, h.soundRemapOffset());
        } catch (FormatException e) {
            problems.caught(e, level);
            return java.util.Optional.empty();
        }
        for (SoundRemap.Element e : r.elements()) {
            if (e.elementOffset() < 0 || e.elementSize() < 0) {
                bad(coreIndex, "core.sound_remap[" + e.record() + "].element_offset", e.offset(),
                        "non-negative element_offset and element_size", e.elementOffset() + ", " + e.elementSize());
            }
        }
        if (!SoundRemap.extentHolds(r, coreIndex)) {
            long at = r.elements().isEmpty() ? r.offset() : r.elements().get(r.elements().size() - 1).offset();
            bad(coreIndex, "core.sound_remap.extent", at, "last element_offset + 4 x element_size in [second_part_ofs "
                    + Hex.of(r.secondPartOfs()) + ", end of core_index " + Hex.of(coreIndex.length() - r.header().relativeOffset()) + "]",
                    Hex.of(r.size()));
        }
        return java.util.Optional.of(r);
    }

    /** {@code level, file, record, offset} and the four header fields: one row when the level has a sound remap block. */
    public Table soundRemapHeader() { return inIndex(CoreTables.soundRemapHeader(level, soundRemapModel())); }
    /** One row per sound remap element: the stored offset and size and the byte range they span in the block. */
    public Table soundRemap() { return inIndex(CoreTables.soundRemap(level, soundRemapModel())); }

    /**
     * Ratchet's animation-sequence table (ratchet_seqs, rac2-formats-phase2 §8.2) over core_data, with the decisive
     * check on whether the design notes' "chunk container" is this table.
     */
    public gcscript.ratchetseq.RatchetSeqs ratchetSeqModel() { return ratchetSeqModel.get(); }

    private final Memo<gcscript.ratchetseq.RatchetSeqs> ratchetSeqModel = Memo.of(this::readRatchetSeqs);

    private gcscript.ratchetseq.RatchetSeqs readRatchetSeqs() {
        LevelCoreHeader h = headerRecord();
        if (h == null) throw coreIndex.error("core.header", 0, "a level core header", "none");
        int[] seqs = model.get().ratchetSeqs();
        int[] ends = new int[seqs.length];
        java.util.Arrays.fill(ends, -1);
        for (CoreSection s : sectionList()) {
            if (s.name().startsWith("ratchet_seqs[")) ends[Integer.parseInt(s.name().replaceAll("\\D", ""))] = s.end();
        }
        return new gcscript.ratchetseq.RatchetSeqs(level, coreIndex, h.ratchetSeqs(), seqs, coreData(), ends, h.sceneViewSize(),
                ratchetClassJoints());
    }

    /** joint_count of the moby class of o_class 0 (Ratchet, §8.2) when it has a block here, else -1. */
    private int ratchetClassJoints() {
        for (ClassEntry c : classEntries(ClassKind.MOBY)) {
            if (c.oClass() == 0 && c.offsetInAssetWad() > 0 && coreData().inRange(c.offsetInAssetWad(), gcscript.moby.MobyLayouts.CLASS_HEADER.size())) {
                // a second reading of a header the moby reader owns: shared, so it claims nothing
                return gcscript.moby.MobyLayouts.CLASS_HEADER.shared(coreData(), c.offsetInAssetWad(), 1, "core.moby_classes.o_class_0")
                        .i(0, gcscript.moby.MobyLayouts.JOINT_COUNT);
            }
        }
        return -1;
    }

    /** Ratchet's sequence table: the 256 slots ({@code slots()}) and the sequences as tables (§8.2, §1.12). */
    public gcscript.ratchetseq.RatchetSequences ratchetSeqs() {
        return new gcscript.ratchetseq.RatchetSequences(gcscript.table.Scope.of(this::ratchetSeqModel));
    }

    /** §8.2 checks: table order, scene_view_size, frame tables, and the notes' chunk-container signature. */
    public Table ratchetSeqChecks() { return ratchetSeqModel().checkTable(); }

    /** One row per entry of the tfrag, moby, tie and shrub texture tables, decoded where possible. */
    public Table textures() {
        Map<TextureKind, List<Texture>> all = new EnumMap<>(TextureKind.class);
        for (TextureKind k : decoded.keySet()) all.put(k, texturesOf(k));
        return CoreTables.textures(level, model.get(), all);
    }

    /** The tables this object offers and their columns (built empty, so nothing is parsed). */
    public String describe() {
        CoreModel none = CoreModel.empty();
        StringBuilder sb = new StringBuilder("LevelCore level " + level + " (" + coreIndex.file() + ")\n");
        line(sb, "header()", CoreTables.header(level, coreIndex, null));
        line(sb, "mobyClasses(), tieClasses()", inIndex(CoreTables.classes(level, ClassKind.MOBY, List.of())));
        line(sb, "shrubClasses()", inIndex(CoreTables.classes(level, ClassKind.SHRUB, List.of())));
        line(sb, "textureTable(tfrag|moby|tie|shrub)", inIndex(CoreTables.textureTable(level, TextureKind.TFRAG, none)));
        line(sb, "textureTable(part)", inIndex(CoreTables.textureTable(level, TextureKind.PART, none)));
        line(sb, "textureTable(fx)", inIndex(CoreTables.textureTable(level, TextureKind.FX, none)));
        line(sb, "gsRam()", gcscript.table.Cols.withFileAndRecord(CoreTables.gsRam(level, List.of()), gsRam.file()));
        line(sb, "soundRemapHeader()", inIndex(CoreTables.soundRemapHeader(level, java.util.Optional.empty())));
        line(sb, "soundRemap()", inIndex(CoreTables.soundRemap(level, java.util.Optional.empty())));
        line(sb, "sections()", CoreTables.sections(level, dataLabel, List.of(), null));
        line(sb, "textures()", CoreTables.textures(level, none, Map.of()));
        line(sb, "checks()", CoreTables.checks(level, List.of()));
        sb.append("  texture(kind, index) -> Texture (image(), mips(), rgbaSha256()); textureSheet(kind) -> BufferedImage\n");
        sb.append("  sky(), occlusion(), collision(): the world sections' areas (each has describe(), preview())\n");
        sb.append("  ties(), shrubs() -> class areas (classes, packets, vertices, triangles, ...; see ties().describe())\n");
        return sb.toString();
    }

    private static void line(StringBuilder sb, String method, Table t) {
        sb.append("  ").append(method).append(": ").append(String.join(", ", t.columnNames())).append('\n');
    }

    public BufferedImage textureSheet(TextureKind kind) { return ContactSheet.of(texturesOf(kind)); }
    public BufferedImage textureSheet(String kind) { return textureSheet(TextureKind.parse(kind)); }

    // ---- parsing -----------------------------------------------------------------------------------

    private void bad(ByteReader r, String path, long absOffset, String expected, String actual) {
        problems.violation(r, level, path, absOffset - r.base(), expected, actual);
    }

    private CoreModel parse() {
        LevelCoreHeader h;
        try {
            h = LevelCoreHeader.read(coreIndex);
        } catch (FormatException e) {
            problems.caught(e, level);
            return CoreModel.empty();
        }
        int size = h.assetsDecompressedSize();
        if (size < 0) {
            bad(coreIndex, "core.header.assets_decompressed_size", h.offsetOf(LevelCoreHeader.ASSETS_DECOMPRESSED_SIZE), "size >= 0", Integer.toString(size));
        }
        Map<ClassKind, List<ClassEntry>> classes = new EnumMap<>(ClassKind.class);
        for (ClassKind k : ClassKind.values()) {
            List<ClassEntry> list = guard(() -> CoreIndexReader.classes(coreIndex, k, h.classes(k)));
            for (ClassEntry c : list) {
                int off = c.offsetInAssetWad();
                if (off != 0 && !inData(off, size)) {
                    bad(coreIndex, "core." + k.tableName() + "[" + c.record() + "].offset", c.offset(),
                            "0 or an offset inside core_data [0x0, " + Hex.of(size) + ")", Hex.of(off));
                }
            }
            classes.put(k, list);
        }
        Map<TextureKind, List<TextureEntry>> textures = new EnumMap<>(TextureKind.class);
        for (TextureKind k : TextureKind.values()) {
            if (k.isStandard()) textures.put(k, guard(() -> CoreIndexReader.textures(coreIndex, k, h.textures(k))));
        }
        List<ParticleTextureEntry> part = guard(() -> CoreIndexReader.particleTextures(coreIndex, h.partTextures()));
        List<FxTextureEntry> fx = guard(() -> CoreIndexReader.fxTextures(coreIndex, h.fxTextures()));
        List<GsRamEntry> gs = guard(() -> CoreIndexReader.gsRam(coreIndex, h));
        int[] seqs;
        try {
            seqs = CoreIndexReader.ratchetSeqs(coreIndex, h.ratchetSeqs());
        } catch (FormatException e) {
            problems.caught(e, level);
            seqs = new int[0];
        }
        List<CoreSections.Start> starts = new ArrayList<>();
        for (CoreSections.Start s : CoreSections.starts(h, classes.get(ClassKind.MOBY), classes.get(ClassKind.TIE),
                classes.get(ClassKind.SHRUB), seqs)) {
            if (inData(s.offset(), size)) {
                starts.add(s);
            } else if (!s.name().contains("_classes[")) {   // class offsets were reported above
                bad(coreIndex, startPath(s), startField(h, s), "an offset inside core_data [0x0, " + Hex.of(size) + ")",
                        Hex.of(s.offset()));
            }
        }
        List<Integer> stash;
        try {
            stash = List.copyOf(CoreIndexReader.mobyGsStashList(coreIndex, h.mobyGsStashList()));
        } catch (FormatException e) {
            problems.caught(e, level);
            stash = List.of();
        }
        // Stashed moby textures (docs/formats/texture.md): the textures of the classes on the stash list, whose texels are
        // at gs_ram[stash address + data_offset]; the stash address is the first GS RAM entry past gs_ram.count.
        long stashAddress = -1;
        int first = h.gsRam().count();
        if (h.mobyGsStashCount() > 0 && first >= 0 && first < gs.size()) stashAddress = gs.get(first).address();
        java.util.Set<Integer> stashed = new java.util.TreeSet<>();
        if (stashAddress >= 0) {
            java.util.Set<Integer> onList = new java.util.HashSet<>(stash);
            for (ClassEntry c : classes.get(ClassKind.MOBY)) {
                if (onList.contains(c.oClass())) for (int t : c.textureIndices()) stashed.add(t);
            }
        }
        return new CoreModel(h, classes, textures, part, fx, gs, seqs, List.copyOf(starts), stash,
                java.util.Collections.unmodifiableSet(stashed), stashAddress);
    }

    private static boolean inData(long off, int size) { return off >= 0 && off < size; }

    private static String startPath(CoreSections.Start s) {
        return switch (s.name()) {
            case "textures" -> "core.header.textures_base_offset";
            case "moby_sound_remap" -> "core.header.moby_sound_remap_offset";
            default -> s.name().startsWith("ratchet_seqs") ? "core." + s.name() : "core.header." + s.name();
        };
    }

    private long startField(LevelCoreHeader h, CoreSections.Start s) {
        return switch (s.name()) {
            case "tfrags" -> h.offsetOf(LevelCoreHeader.TFRAGS);
            case "occlusion" -> h.offsetOf(LevelCoreHeader.OCCLUSION);
            case "sky" -> h.offsetOf(LevelCoreHeader.SKY);
            case "collision" -> h.offsetOf(LevelCoreHeader.COLLISION);
            case "textures" -> h.offsetOf(LevelCoreHeader.TEXTURES_BASE_OFFSET);
            case "moby_sound_remap" -> h.offsetOf(LevelCoreHeader.MOBY_SOUND_REMAP_OFFSET);
            default -> coreIndex.absolute(h.ratchetSeqs() + 4 * Integer.parseInt(s.name().replaceAll("\\D", "")));
        };
    }

    private <T> List<T> guard(java.util.function.Supplier<List<T>> read) {
        try {
            return read.get();
        } catch (FormatException e) {
            problems.caught(e, level);
            return List.of();
        }
    }

    private DataState decompress() {
        if (givenCoreData != null) return new DataState(givenCoreData.asFile(dataLabel), null, false);
        LevelCoreHeader h = headerRecord();
        ByteReader empty = ByteReader.of(new byte[0], dataLabel);
        if (h == null) return new DataState(empty, null, true);
        Integer declared = null;
        try {
            declared = WadLz.compressedSize(coreDataWad);
            if (declared != h.assetsCompressedSize()) {
                bad(coreIndex, "core.header.assets_compressed_size", h.offsetOf(LevelCoreHeader.ASSETS_COMPRESSED_SIZE),
                        "the core_data stream's declared size " + Hex.of(declared), Hex.of(h.assetsCompressedSize()));
            }
            if (h.assetsDecompressedSize() < 0) return new DataState(empty, declared, true);
            byte[] out = WadLz.decompress(coreDataWad, h.assetsDecompressedSize());
            return new DataState(coreDataWad.derive(out, dataLabel), declared, false);
        } catch (FormatException e) {
            problems.caught(e, level);
            return new DataState(empty, declared, true);
        }
    }

    private List<Texture> decode(TextureKind kind) {
        CoreModel m = model.get();
        if (m.header() == null) return List.of();
        DataState d = data.get();
        if (d.failed()) return List.of();
        ByteReader cd = d.bytes();
        int base = m.header().texturesBaseOffset();
        boolean stash = kind == TextureKind.MOBY && m.stashAddress() >= 0;
        List<Texture> out = new ArrayList<>();
        for (TextureEntry e : m.textures(kind)) {
            String path = "core." + kind.tableName() + "[" + e.record() + "]";
            try {
                if (e.width() < 0 || e.height() < 0) {
                    bad(coreIndex, path + ".width", e.offset() + 4, "non-negative width and height", e.width() + " x " + e.height());
                    continue;
                }
                boolean stashed = stash && m.stashedMobyTextures().contains(e.record());
                ByteReader src = stashed ? gsRam : cd;
                long texel = (stashed ? m.stashAddress() : base) + (long) e.dataOffset();
                long n = (long) e.width() * e.height();
                if (!src.inRange(texel, n)) {
                    bad(coreIndex, path + ".data_offset", e.offset(), (stashed ? "moby stash address" : "textures_base_offset")
                            + " + data_offset + " + n + " texels inside " + (stashed ? "gs_ram" : "core_data")
                            + " [0x0, " + Hex.of(src.length()) + ")", Hex.of(texel));
                    continue;
                }
                long clut = (long) e.palette() * 0x100;
                if (!gsRam.inRange(clut, 0x400)) {
                    bad(coreIndex, path + ".palette", e.offset() + 10, "palette * 0x100 + 0x400 inside gs_ram [0x0, "
                            + Hex.of(gsRam.length()) + "]", Hex.of(e.palette()) + " (CLUT at " + Hex.of(clut) + ")");
                    continue;
                }
                out.add(TextureDecoder.decode(e, src, texel, stashed, gsRam, path));
            } catch (FormatException ex) {
                problems.caught(ex, level);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** Mip model locations are checked against these; exposed to {@link CoreChecks}. */
    static List<TextureDecoder.MipSource> mipSources(Texture t) {
        return t.stashed() ? List.of() : TextureDecoder.mipSources(t.entry(), t.texelOffset());
    }
}
