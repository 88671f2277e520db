package gcscript.tfrag;

import gcscript.check.CheckSummary;
import gcscript.memo.Memo;
import gcscript.bytes.ByteReader;
import gcscript.layout.RecArray;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * One tfrag block (the level core's, or a chunk's): header, patches and their tables. A patch that cannot be
 * read is a problem row in lenient mode (its rows are missing) and a {@link FormatException} in strict mode.
 * Offsets in every table are absolute in the reader's file.
 */
public final class TfragBlock {
    private final ByteReader block;
    private final int level;
    private final String path;
    private final TfragBlockHeader header;
    private final List<TfragPatch> patches;
    private final List<TfragHeader> failedHeaders = new ArrayList<>();
    private int failed;
    /** Size of the level's tfrag_textures table, when the block's owner knows it (for the texture-range check). */
    private volatile java.util.function.IntSupplier textureTable;

    public TfragBlock(ByteReader block, int level, Problems problems) { this(block, level, problems, "core.tfrags"); }

    /** {@code path} names the block in errors, e.g. {@code core.tfrags} or {@code chunk[1].tfrags}. */
    public TfragBlock(ByteReader block, int level, Problems problems, String path) {
        this.block = block;
        this.level = level;
        this.path = path;
        this.header = TfragBlockHeader.read(block, path);
        List<TfragPatch> ps = new ArrayList<>(header.tfragCount());
        for (int i = 0; i < header.tfragCount(); i++) {
            try {
                ps.add(TfragPatch.decode(block, header, i, path, level, problems));
            } catch (FormatException e) {
                problems.caught(e, level);
                failed++;
                // The table itself was range-checked, so the raw header can still be listed.
                failedHeaders.add(TfragHeader.readRaw(block, header.tableOffset(), i, path + "[" + i + "]"));
            }
        }
        this.patches = Collections.unmodifiableList(ps);
    }

    /**
     * The block in {@code [start, end)} of a larger reader (e.g. the decompressed core_data from
     * LevelCoreHeader.tfrags to the next section); offsets in the tables stay absolute in that file.
     */
    public static TfragBlock in(ByteReader file, long start, long end, int level, Problems problems, String path) {
        return new TfragBlock(file.slice(path, start, end - start), level, problems, path);
    }

    /** The tables this block offers, for discovery in a shell. */
    public static String describe() {
        return "tfrag block: patches(), lists(), vuHeaders(), unpacks(), positions(), vertexInfo(), strips(), triangles(), "
                + "indexArrays(), adgifs(), colours(), lights(); counts: count(), positionCount(), vertexInfoCount(), "
                + "triangleCount(), adgifCount(), vertCountMismatches(), triCountMismatches(), failedPatches(); checks(), "
                + "lodModes(x, y, z), preview([axis, colour]); "
                + "TfragMesh.obj(block, lod) for a viewer";
    }

    /** Tells the block how large its level's tfrag_textures table is (read lazily by {@link #checks()}). */
    public TfragBlock withTextureTable(java.util.function.IntSupplier size) {
        this.textureTable = size;
        this.checks = Memo.of(this::computeChecks);     // checks made before the table was known are dropped
        return this;
    }

    /** The block header as stored: one row per field (what {@code header()} means everywhere). */
    public Table header() { return gcscript.table.RecTables.header("tfrag block header", level, header.rec()); }
    /** The block header as a record, for code. */
    public TfragBlockHeader headerRecord() { return header; }
    public int level() { return level; }
    public List<TfragPatch> patchList() { return patches; }
    public int count() { return header.tfragCount(); }
    /** Patches that could not be read (lenient mode only). */
    public int failedPatches() { return failed; }

    public int vertCountMismatches() { return (int) patches.stream().filter(p -> !p.vertCountMatches()).count(); }
    public int triCountMismatches() { return (int) patches.stream().filter(p -> p.strips()[0] != null && !p.triCountMatches()).count(); }
    public long positionCount() { return patches.stream().mapToLong(TfragPatch::positionCount).sum(); }
    public long vertexInfoCount() { return patches.stream().mapToLong(p -> p.vertexInfoCount(0)).sum(); }
    public long triangleCount() { return patches.stream().mapToLong(p -> p.triangleCount(0)).sum(); }
    public long adgifCount() { return patches.stream().mapToLong(p -> p.adgifs().size()).sum(); }
    /** Σ header vert_count, Σ tri_count, Σ texture_count over the decoded patches (the reconciliation's counting rules). */
    public long vertCountSum() { return patches.stream().mapToLong(p -> p.header().vertCount()).sum(); }
    public long triCountSum() { return patches.stream().mapToLong(p -> p.header().triCount()).sum(); }
    public long textureCountSum() { return patches.stream().mapToLong(p -> p.header().textureCount()).sum(); }
    /** Decoded triangles of one LOD (0, 1, 2) over all patches. */
    public long triangleCount(int lod) { return patches.stream().mapToLong(p -> p.triangleCount(lod)).sum(); }

    // ---- checks, LOD, preview ---------------------------------------------------------------------

    /** The named invariants ({@link TfragChecks}); the texture check is 0/0 when the level's table size is unknown. */
    public List<CheckSummary> checkList() { return checks.get(); }

    /**
     * Computed once: claims' judges ask for the same level's checks at the same time, and each computed them (20 of 47
     * computations of a full-size disc's `claims` were a second one). The owner's texture count is read inside the
     * memo's lock; it takes only the owner's own memo lock, and nothing that holds that one asks for these checks.
     */
    private volatile Memo<List<CheckSummary>> checks = Memo.of(this::computeChecks);

    private List<CheckSummary> computeChecks() { return List.copyOf(TfragChecks.all(this, textureCount())); }

    /** The owner's tfrag texture table size, -1 when unknown or unreadable. */
    private int textureCount() {
        java.util.function.IntSupplier t = textureTable;
        if (t == null) return -1;
        try {
            return t.getAsInt();
        } catch (FormatException e) {
            return -1;   // the owner's table is unreadable: the range check cannot be made, the problem is recorded there
        }
    }

    /** {@code check, level, n_ok, n_bad, first_bad_offset, detail, holds}: one row per named invariant. */
    public Table checks() {
        TableBuilder t = new TableBuilder("tfrag_checks").strings("check").ints("level", "n_ok", "n_bad")
                .longs("first_bad_offset").strings("detail").bools("holds");
        for (CheckSummary c : checkList()) {
            t.row(c.check(), level, c.nOk(), c.nBad(), c.firstBadOffset() < 0 ? null : c.firstBadOffset(), c.detail(), c.holds());
        }
        return t.build();
    }

    /** The LOD mode of every patch seen from a camera at world {@code (x, y, z)} ({@link TfragLod}). */
    public Table lodModes(double x, double y, double z) { return lodModes(new double[] {x, y, z}); }

    /** {@code level, patch, mode, mode_index, weight, distance, near, far} (distances in 1/1024 world units). */
    public Table lodModes(double[] camera) {
        if (camera.length != 3) throw new IllegalArgumentException("camera position needs x, y, z");
        TableBuilder t = new TableBuilder("tfrag_lod_modes").ints("level", "patch").strings("mode").ints("mode_index")
                .doubles("weight").longs("distance", "near", "far");
        for (TfragPatch p : patches) {
            TfragHeader h = p.header();
            TfragLod.Selection s = TfragLod.select(h.bsphereX(), h.bsphereY(), h.bsphereZ(), h.bsphereR(), camera, header.thingy());
            t.row(level, h.index(), s.modeName(), s.mode(), s.weight(), s.distance(), s.near(), s.far());
        }
        return provenance(t.build());
    }

    /** A 1024-pixel top view (looking down z), coloured by patch. */
    public java.awt.image.BufferedImage preview() { return preview("z", "patch"); }

    /** {@code axis} x, y or z (the axis looked along); {@code colour} patch or texture. */
    /**
     * Inserts the provenance columns a table of this block lacks, after {@code level}: {@code file}, the buffer its
     * offsets are in ({@code LEVEL0.WAD:core_data}, or a chunk's block), and {@code record}, the row's number.
     * Every other column keeps its name and order.
     */
    private Table provenance(Table t) { return gcscript.table.Cols.withFileAndRecord(t, block.file()); }

    /** What the preview's title names: the buffer and the block, e.g. {@code LEVEL0.WAD:core_data core.tfrags}. */
    String label() { return block.file() + " " + path; }

    public java.awt.image.BufferedImage preview(String axis, String colour) { return TfragPreview.render(this, axis, colour, 1024); }

    public java.awt.image.BufferedImage preview(String axis, String colour, int size) { return TfragPreview.render(this, axis, colour, size); }

    /** A wireframe coloured by a per-vertex source (e.g. lit colours from gcscript.lighting): see {@link TfragPreview}. */
    public java.awt.image.BufferedImage preview(String axis, TfragPreview.VertexColours colours, int size) {
        return TfragPreview.render(this, axis, colours, size);
    }

    /** The same, with the title and legend naming what the colours are ({@code caption}). */
    public java.awt.image.BufferedImage preview(String axis, TfragPreview.VertexColours colours, String caption, int size) {
        return TfragPreview.render(this, axis, colours, caption, size);
    }

    /**
     * The raw 8-byte light records of a patch of this block ({@code p.lightCount()} of them, one per position),
     * bounds-checked; for passes that need the stored bytes as arrays rather than a table.
     */
    public byte[] lightBytes(TfragPatch p) {
        return TfragLayouts.LIGHT.payload(block, p.lightStart(), (long) TfragLayouts.LIGHT.size() * p.lightCount(),
                path + "[" + p.header().index() + "].light");
    }

    /**
     * Reads each patch's msphere records ({@code msphere_count} × f32[4] at msphere_ofs) and its cube at cube_ofs
     * (8 × s16[4]) through their declarations, for the coverage store: no table shows them yet.
     */
    public void readSpheresAndCubes() {
        for (TfragPatch p : patches) {
            TfragHeader h = p.header();
            int ds = h.dataStart();
            if (ds < 0) continue;
            String at = path + "[" + h.index() + "]";
            long ms = ds + (long) h.msphereOfs(), n = h.rec().i(TfragHeader.MSPHERE_COUNT);
            if (n > 0 && block.inRange(ms, n * TfragLayouts.MSPHERE.size())) TfragLayouts.MSPHERE.view(block, ms, n, at + ".msphere");
            long cube = ds + (long) h.rec().i(TfragHeader.CUBE_OFS);
            if (h.rec().i(TfragHeader.CUBE_OFS) != 0 && block.inRange(cube, TfragLayouts.CUBE_POINTS * TfragLayouts.CUBE.size())) {
                TfragLayouts.CUBE.view(block, cube, TfragLayouts.CUBE_POINTS, at + ".cube");
            }
        }
    }

    /** Absolute offset of a patch's first light record. */
    public long lightOffset(TfragPatch p) { return block.absolute(p.lightStart()); }

    // ---- tables -----------------------------------------------------------------------------------

    /** World units a position may lie outside its patch's bounding sphere before it counts as outside (float rounding). */
    public static final double BSPHERE_TOLERANCE = 1.0 / 64;

    /**
     * One row per header, in table order. Patches that could not be decoded (lenient mode) are listed with
     * {@code decoded} = false and the decoded columns missing.
     */
    public Table patches() {
        // level, patch, offset, data_offset, then every stored header field (TfragHeader.LAYOUT), then decoded values
        TableBuilder t = new TableBuilder("tfrag_patches")
                .ints("level", "patch").longs("offset", "data_offset")
                .fields(TfragHeader.LAYOUT)
                .bools("decoded")
                .ints("positions_decoded", "vertex_infos_decoded", "lod_0_triangles", "strip_tri_sum", "adgifs_decoded")
                .bools("vert_count_ok", "tri_count_ok", "vu_counts_ok", "list_sizes_ok")
                .ints("base_x", "base_y", "base_z", "base_w").strings("origin_source").longs("origin_offset")
                .bools("origin_matches_light_copy").doubles("bsphere_excess").ints("positions_outside_bsphere");
        List<TfragHeader> headers = new ArrayList<>();
        java.util.Map<TfragHeader, TfragPatch> decoded = new java.util.HashMap<>();
        for (TfragPatch p : patches) { headers.add(p.header()); decoded.put(p.header(), p); }
        headers.addAll(failedHeaders);
        headers.sort(java.util.Comparator.comparingInt(TfragHeader::index));
        for (TfragHeader h : headers) {
            t.i(level).i(h.index()).l(h.offset());
            if (h.dataStart() < 0) t.lMissing(); else t.l(block.absolute(h.dataStart()));
            t.rec(h.rec());
            TfragPatch p = decoded.get(h);
            if (p == null) {
                t.b(false).missing(18).end();
                continue;
            }
            t.b(true).i(p.positionCount()).i(p.vertexInfoCount(0)).i(p.triangleCount(0)).i(p.stripTriangleSum()[0])
                    .i(p.adgifs().size()).b(p.vertCountMatches()).b(p.strips()[0] != null && p.triCountMatches())
                    .b(p.vuCountsMatch()).b(p.sizesMatch()).i(p.base()[0]).i(p.base()[1]).i(p.base()[2]).i(p.base()[3])
                    .s(p.originSource()).l(p.originOffset()).b(p.originMatchesLightCopy());
            if (p.positionCount() == 0) t.missing(1); else t.d(p.bsphereExcess());
            t.i(p.positionsOutsideBsphere(BSPHERE_TOLERANCE)).end();
        }
        return provenance(t.build());
    }

    public Table vuHeaders() {
        TableBuilder t = new TableBuilder("tfrag_vu_headers").ints("level", "patch");
        t.ints(VuHeader.NAMES);
        for (TfragPatch p : patches) {
            Object[] row = new Object[22];
            row[0] = level; row[1] = p.header().index();
            for (int i = 0; i < 20; i++) row[2 + i] = p.vu().get(i);
            t.row(row);
        }
        return provenance(t.build());
    }

    /** The five VIF lists of every patch (docs/formats/tfrag.md): absolute range, size and command counts. */
    public Table lists() {
        TableBuilder t = new TableBuilder("tfrag_lists").ints("level", "patch", "number").strings("list")
                .longs("offset", "end_offset").ints("size", "commands", "unpacks");
        for (TfragPatch p : patches) {
            int ds = p.header().dataStart();
            for (int l = 0; l < 5; l++) {
                final int list = l;
                t.row(level, p.header().index(), l + 1, TfragLists.NAMES[l], block.absolute(ds + p.lists().start(l)),
                        block.absolute(ds + p.lists().end(l)), p.lists().size(l), p.commands().get(l).size(),
                        (int) p.unpacks().stream().filter(u -> u.list() == list).count());
            }
        }
        return provenance(t.build());
    }

    public Table unpacks() {
        TableBuilder t = new TableBuilder("tfrag_unpacks").ints("level", "patch").strings("list").ints("command")
                .longs("offset").strings("format").ints("usn", "addr", "expected_addr", "elements", "data_bytes").strings("kind", "tier");
        for (TfragPatch p : patches) {
            for (Unpack u : p.unpacks()) {
                t.row(level, p.header().index(), TfragLists.NAMES[u.list()], u.command(), u.offset(), u.format(),
                        u.usn() ? 1 : 0, u.addr(), u.expectedAddr(), u.elements(), u.dataBytes(), u.kind(), u.tier());
            }
        }
        return provenance(t.build());
    }

    /**
     * Positions: index runs over common ++ lod01 ++ lod0 within the patch; world = (base + raw) / 1024.
     * Provenance: {@code file} names the buffer {@code offset} is in (e.g. {@code LEVEL0.WAD:core_data}, the
     * decompressed core data; a chunk's block names its own), {@code record} the position's number in the block.
     */
    public Table positions() {
        TableBuilder t = new TableBuilder("tfrag_positions").ints("level").strings("file").ints("record", "patch").strings("tier")
                .ints("index", "tier_index").longs("offset").ints("x_raw", "y_raw", "z_raw").doubles("x", "y", "z");
        String file = block.file();
        int record = 0;
        for (TfragPatch p : patches) {
            int k = 0;
            for (int tier = 0; tier < 3; tier++) {
                short[] a = p.positions()[tier];
                if (a == null) continue;
                int[] base = p.base();
                for (int i = 0; i < a.length / 3; i++, k++) {
                    int x = a[3 * i], y = a[3 * i + 1], z = a[3 * i + 2];
                    t.i(level).s(file).i(record++).i(p.header().index()).s(TfragPatch.TIERS[tier]).i(k).i(i).l(p.positionsOffset()[tier] + 6L * i)
                            .i(x).i(y).i(z).d(TfragLayouts.world(base[0], x)).d(TfragLayouts.world(base[1], y))
                            .d(TfragLayouts.world(base[2], z)).end();
                }
            }
        }
        return t.build();
    }

    /** Texture coordinate from the raw vertex-info value: s/4096 if s ≥ 0 else s/8192 (docs/formats/tfrag.md). */
    public static double st(int raw) { return TfragLayouts.st(raw); }

    public Table vertexInfo() {
        TableBuilder t = new TableBuilder("tfrag_vertex_info").ints("level", "patch").strings("tier").ints("index", "tier_index")
                .longs("offset").ints("s_raw", "t_raw", "parent", "vertex", "position", "parent_position").doubles("s", "t");
        for (TfragPatch p : patches) {
            int k = 0;
            for (int tier = 0; tier < 3; tier++) {
                short[] a = p.vertexInfo()[tier];
                if (a == null) continue;
                for (int i = 0; i < a.length / 4; i++, k++) {
                    int s = a[4 * i], tt = a[4 * i + 1], par = a[4 * i + 2], v = a[4 * i + 3];
                    t.row(level, p.header().index(), TfragPatch.TIERS[tier], k, i, p.vertexInfoOffset()[tier] + 8L * i,
                            s, tt, par, v, v / 2, par == 4096 ? -1 : par / 2, st(s), st(tt));
                }
            }
        }
        return provenance(t.build());
    }

    public Table strips() {
        TableBuilder t = new TableBuilder("tfrag_strips").ints("level", "patch", "lod", "strip").longs("offset")
                .ints("vertex_count_and_flag", "end_of_packet_flag", "ad_gif_offset", "pad", "vertices").bools("sets_adgif", "terminator");
        for (TfragPatch p : patches) {
            for (int lod = 0; lod < 3; lod++) {
                byte[] s = p.strips()[lod];
                if (s == null) continue;
                for (int r = 0, i = 0; r + TfragLayouts.STRIP.size() <= s.length; r += TfragLayouts.STRIP.size(), i++) {
                    int c = TfragLayouts.VERTEX_COUNT_AND_FLAG.i(s, r), off = TfragLayouts.AD_GIF_OFFSET.i(s, r);
                    t.row(level, p.header().index(), lod, i, p.stripsOffset()[lod] + r, c, TfragLayouts.END_OF_PACKET_FLAG.i(s, r), off,
                            TfragLayouts.STRIP_PAD.i(s, r), TfragLayouts.stripVertices(c), TfragLayouts.stripSetsAdGif(c, off),
                            TfragLayouts.stripsEnd(c));
                    if (TfragLayouts.stripsEnd(c)) break;
                }
            }
        }
        return provenance(t.build());
    }

    /** Triangles of every LOD; v = vertex-info index of that LOD, p = position index (vertex / 2). */
    public Table triangles() {
        TableBuilder t = new TableBuilder("tfrag_triangles").ints("level", "patch", "lod", "tri", "strip", "v0", "v1", "v2",
                "p0", "p1", "p2", "texture", "adgif");
        for (TfragPatch p : patches) {
            for (int lod = 0; lod < 3; lod++) {
                int[] r = p.triangleData(lod);
                int n = p.triangleCount(lod);
                for (int i = 0, q = 0; i < n; i++, q += TfragPatch.TRI_FIELDS) {
                    t.i(level).i(p.header().index()).i(lod).i(i).i(r[q]).i(r[q + 1]).i(r[q + 2]).i(r[q + 3])
                            .i(p.vinfo(r[q + 1], 3) / 2).i(p.vinfo(r[q + 2], 3) / 2).i(p.vinfo(r[q + 3], 3) / 2).i(r[q + 4]).i(r[q + 5]).end();
                }
            }
        }
        return provenance(t.build());
    }

    /**
     * The V4_8 parent and "unknown indices 2" arrays of the LOD-01 and LOD-0 tiers, one row per byte (an
     * element holds four; trailing padding of up to 3 bytes is included, flagged by {@code beyond_count}
     * against the tier's vertex-info count).
     */
    /**
     * {@code level, patch, tier, index, offset, parent, beyond_count}: the parent index of every LOD-01 and LOD-0
     * vertex-info entry (V4_8, read from the parent_indices array; LOD-01 parents name common entries).
     */
    public Table parents() {
        TableBuilder t = new TableBuilder("tfrag_parents").ints("level", "patch").strings("tier")
                .ints("index").longs("offset").ints("parent").bools("beyond_count");
        for (TfragPatch p : patches) {
            for (int tier = 0; tier < 2; tier++) {
                byte[] parents = p.parentIndices()[tier];
                if (parents == null) continue;
                short[] vi = p.vertexInfo()[tier + 1];
                int n = vi == null ? 0 : vi.length / 4;
                for (int i = 0; i < parents.length; i++) {
                    t.i(level).i(p.header().index()).s(tier == 0 ? "lod01" : "lod0").i(i)
                            .l(p.parentIndicesOffset()[tier] + i).i(TfragLayouts.INDEX_VALUE.i(parents, i)).b(i >= n).end();
                }
            }
        }
        return provenance(t.build());
    }

    public Table indexArrays() {
        TableBuilder t = new TableBuilder("tfrag_index_arrays").ints("level", "patch").strings("tier", "array")
                .ints("index").longs("offset").ints("value").bools("beyond_count");
        for (TfragPatch p : patches) {
            for (int tier = 0; tier < 2; tier++) {
                short[] vi = p.vertexInfo()[tier + 1];
                int n = vi == null ? 0 : vi.length / 4;
                String name = tier == 0 ? "lod01" : "lod0";
                byte[][] arrays = {p.parentIndices()[tier], p.unkIndices2()[tier]};
                long[] offs = {p.parentIndicesOffset()[tier], p.unkIndices2Offset()[tier]};
                for (int a = 0; a < 2; a++) {
                    if (arrays[a] == null) continue;
                    for (int i = 0; i < arrays[a].length; i++) {
                        t.row(level, p.header().index(), name, a == 0 ? "parent_indices" : "unk_indices_2", i, offs[a] + i,
                                TfragLayouts.INDEX_VALUE.i(arrays[a], i), i >= n);
                    }
                }
            }
        }
        return provenance(t.build());
    }

    public Table adgifs() {
        TableBuilder t = new TableBuilder("tfrag_adgifs").ints("level", "patch", "adgif").longs("offset")
                .ints("texture", "tex0_hi", "tex1_lo", "tex1_hi", "k_raw", "k12_raw").doubles("k")
                .ints("mmin", "clamp_s", "clamp_t", "miptbp1_lo", "miptbp1_hi", "miptbp2_lo", "miptbp2_hi").bools("registers_ok");
        for (TfragPatch p : patches) {
            for (int i = 0; i < p.adgifs().size(); i++) {
                AdGif g = p.adgifs().get(i);
                t.row(level, p.header().index(), i, g.offset(), g.texture(), g.hi()[0], g.lo()[1], g.hi()[1], g.kRaw(), g.kRaw12(), g.k(),
                        g.mmin(), g.clampS(), g.clampT(), g.lo()[3], g.hi()[3], g.lo()[4], g.hi()[4], g.registersAsExpected());
            }
        }
        return provenance(t.build());
    }

    /**
     * Patch {@code p}'s vertex colours as stored, one packed {@code 0xRRGGBBAA} per colour (colours are indexed by
     * position index; a patch may store fewer colours than positions).
     */
    public int[] rgba(TfragPatch p) {
        int[] ch = channels(p);
        int[] out = new int[ch.length / 4];
        for (int i = 0; i < out.length; i++) out[i] = ch[4 * i] << 24 | ch[4 * i + 1] << 16 | ch[4 * i + 2] << 8 | ch[4 * i + 3];
        return out;
    }

    /** Patch {@code p}'s vertex colours as stored, four channels per colour (r, g, b, a: the fields in stored order). */
    public int[] channels(TfragPatch p) {
        RecArray c = colourView(p);
        gcscript.layout.Field[] f = {TfragLayouts.R, TfragLayouts.G, TfragLayouts.B, TfragLayouts.A};
        // from one copy of the records (the view owns them): a read through the reader per channel was ≈ 2 % of a
        // coverage pass
        byte[] raw = c.copy();
        int size = TfragLayouts.RGBA.size();
        int[] out = new int[4 * c.count()];
        for (int i = 0; i < c.count(); i++) for (int e = 0; e < 4; e++) out[4 * i + e] = f[e].i(raw, size * i);
        return out;
    }

    /** Patch {@code p}'s colour records. */
    private RecArray colourView(TfragPatch p) {
        return TfragLayouts.RGBA.view(block, p.rgbaStart(), p.rgbaCount(), path + "[" + p.header().index() + "].rgba");
    }

    public Table colours() {
        TableBuilder t = new TableBuilder("tfrag_colours").ints("level", "patch", "index").longs("offset")
                .ints("r", "g", "b", "a", "alpha");
        for (TfragPatch p : patches) {
            RecArray c = colourView(p);
            for (int i = 0; i < c.count(); i++) {
                int a = c.i(i, TfragLayouts.A);
                t.row(level, p.header().index(), i, c.offset(i), c.i(i, TfragLayouts.R), c.i(i, TfragLayouts.G), c.i(i, TfragLayouts.B), a,
                        gcscript.texture.Clut.expandAlpha(a));
            }
        }
        return provenance(t.build());
    }

    /**
     * Light records: the raw 8 bytes and both published readings (docs/formats/tfrag.md). Only azimuth @2 and
     * elevation @3 are agreed; the normal uses Wrench's formula with angle = value × π / 128.
     */
    public Table lights() {
        TableBuilder t = new TableBuilder("tfrag_lights").ints("level", "patch", "index").longs("offset").strings("raw")
                .ints("azimuth", "elevation", "wrench_unknown_0", "wrench_intensity", "wrench_color", "wrench_pad",
                        "noclip_unknown", "noclip_brightness", "noclip_dir_lights").doubles("nx", "ny", "nz");
        for (TfragPatch p : patches) {
            String f = path + "[" + p.header().index() + "].light";
            RecArray l = TfragLayouts.LIGHT.view(block, p.lightStart(), p.lightCount(), f);
            for (int i = 0; i < l.count(); i++) {
                int az = l.i(i, TfragLayouts.AZIMUTH), el = l.i(i, TfragLayouts.ELEVATION);
                double a = TfragLayouts.angle(az), e = TfragLayouts.angle(el);
                String hex = java.util.HexFormat.of().formatHex(block.bytes(f, l.relativeOffset(i), TfragLayouts.LIGHT.size()));
                t.row(level, p.header().index(), i, l.offset(i), hex, az, el, l.i(i, TfragLayouts.WRENCH_UNKNOWN_0),
                        l.i(i, TfragLayouts.WRENCH_INTENSITY), l.i(i, TfragLayouts.WRENCH_COLOR), l.i(i, TfragLayouts.WRENCH_PAD),
                        l.i(i, TfragLayouts.NOCLIP_UNKNOWN), l.i(i, TfragLayouts.NOCLIP_BRIGHTNESS), l.i(i, TfragLayouts.NOCLIP_DIR_LIGHTS),
                        Math.cos(a) * Math.cos(e), Math.sin(a) * Math.cos(e), Math.sin(e));
            }
        }
        return provenance(t.build());
    }
}
