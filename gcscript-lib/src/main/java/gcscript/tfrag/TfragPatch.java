package gcscript.tfrag;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.vif.Vif;
import gcscript.vif.VifCode;
import gcscript.vif.VifCommand;
import java.util.ArrayList;
import java.util.List;

/**
 * One decoded tfrag patch (docs/formats/tfrag.md). UNPACKs are classified by list, format and destination VU
 * address from the VU header (never by their position in the list); positions are V3_16 added to the base
 * position taken from the STROW immediately preceding the first position unpack of the common list.
 * Raw integers are kept; world coordinates are (base + raw) / 1024.
 */
public final class TfragPatch {
    public static final String[] TIERS = {"common", "lod01", "lod0"};

    private final TfragHeader header;
    private final TfragLists lists;
    private final VuHeader vu;
    private final List<List<VifCommand>> commands;
    private final List<Unpack> unpacks = new ArrayList<>();

    /** Base position (STROW row 0–3, s32) and where it came from: {@code strow} or {@code light_ofs}. */
    private final int[] base = new int[4];
    private String originSource;
    private long originOffset;
    /** The quadword at light_ofs (a copy of the base-position STROW per the reference). */
    private final int[] lightCopy = new int[4];

    /** Per tier (common, lod01, lod0): interleaved x, y, z raw s16, and the absolute offset of the data. */
    private final short[][] positions = new short[3][];
    private final long[] positionsOffset = new long[3];
    /** Per tier: interleaved s, t, parent, vertex raw s16. */
    private final short[][] vertexInfo = new short[3][];
    private final long[] vertexInfoOffset = new long[3];
    /** Per LOD 0, 1, 2: raw strip records (4 bytes each) and index bytes. */
    private final byte[][] strips = new byte[3][];
    private final long[] stripsOffset = new long[3];
    private final byte[][] indices = new byte[3][];
    private final long[] indicesOffset = new long[3];
    /** Per tier lod01 (0), lod0 (1): parent and "unknown 2" index arrays (raw bytes, 4 per element). */
    private final byte[][] parentIndices = new byte[2][];
    private final byte[][] unkIndices2 = new byte[2][];
    private final long[] parentIndicesOffset = new long[2];
    private final long[] unkIndices2Offset = new long[2];
    private final List<AdGif> adgifs = new ArrayList<>();

    /** Fields per decoded triangle in {@link #triangleData}: strip, v0, v1, v2, texture, adgif (v = vertex-info index). */
    public static final int TRI_FIELDS = 6;
    /** Decoded triangles per LOD, {@link #TRI_FIELDS} ints each (one primitive array, never an object per triangle). */
    private final int[][] tris = {EMPTY, EMPTY, EMPTY};
    private final int[] triCount = new int[3];
    private static final int[] EMPTY = new int[0];
    /** Σ(strip vertices − 2) over the strips of each LOD. */
    private final int[] stripTriangleSum = new int[3];

    private final ByteReader b;
    private final String path;
    private final int level;
    private final Problems problems;

    private TfragPatch(ByteReader b, TfragHeader h, TfragLists lists, VuHeader vu, List<List<VifCommand>> cmds,
                       String path, int level, Problems problems) {
        this.b = b; this.header = h; this.lists = lists; this.vu = vu; this.commands = cmds;
        this.path = path; this.level = level; this.problems = problems;
    }

    // ---- accessors (arrays are the decoder's own: read, do not modify) ----------------------------

    public TfragHeader header() { return header; }
    public TfragLists lists() { return lists; }
    public VuHeader vu() { return vu; }
    public List<List<VifCommand>> commands() { return commands; }
    public List<Unpack> unpacks() { return unpacks; }
    public int[] base() { return base; }
    public String originSource() { return originSource; }
    public long originOffset() { return originOffset; }
    public int[] lightCopy() { return lightCopy; }
    public short[][] positions() { return positions; }
    public long[] positionsOffset() { return positionsOffset; }
    public short[][] vertexInfo() { return vertexInfo; }
    public long[] vertexInfoOffset() { return vertexInfoOffset; }
    public byte[][] strips() { return strips; }
    public long[] stripsOffset() { return stripsOffset; }
    public byte[][] indices() { return indices; }
    public long[] indicesOffset() { return indicesOffset; }
    public byte[][] parentIndices() { return parentIndices; }
    public byte[][] unkIndices2() { return unkIndices2; }
    public long[] parentIndicesOffset() { return parentIndicesOffset; }
    public long[] unkIndices2Offset() { return unkIndices2Offset; }
    public List<AdGif> adgifs() { return adgifs; }
    /**
     * Decoded triangles of one LOD as a primitive array: triangle i is {@code [i*6, i*6+6)} = strip, v0, v1, v2,
     * texture, adgif; the array may be longer than {@code 6 * triangleCount(lod)}. The decoder's own: do not modify.
     */
    public int[] triangleData(int lod) { return tris[lod]; }
    public int triangleCount(int lod) { return triCount[lod]; }

    /**
     * The same triangles as lists of {@code int[6]} rows, made on access (a convenience for shells and tests; the
     * tables and hot paths read {@link #triangleData}).
     */
    public List<List<int[]>> triangles() {
        return List.of(triangleList(0), triangleList(1), triangleList(2));
    }

    private List<int[]> triangleList(int lod) {
        return new java.util.AbstractList<>() {
            @Override public int[] get(int i) {
                java.util.Objects.checkIndex(i, triCount[lod]);
                return java.util.Arrays.copyOfRange(tris[lod], TRI_FIELDS * i, TRI_FIELDS * i + TRI_FIELDS);
            }
            @Override public int size() { return triCount[lod]; }
        };
    }
    public int[] stripTriangleSum() { return stripTriangleSum; }

    public int positionCount() {
        int n = 0;
        for (short[] p : positions) if (p != null) n += p.length / 3;
        return n;
    }

    public int vertexInfoCount(int lod) {
        int n = 0;
        for (int t = 0; t <= 2 - lod; t++) if (vertexInfo[t] != null) n += vertexInfo[t].length / 4;
        return n;
    }

    /** World coordinate of position {@code k}, component c: (base + raw) / 1024. */
    public double world(int k, int c) { return TfragLayouts.world(base[c], position(k, c)); }

    /**
     * The independent check on the origin (design notes, "The origin"): the largest distance of a position
     * beyond the header's bounding sphere, in world units (≤ 0 when every position is inside).
     */
    public double bsphereExcess() {
        double worst = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < positionCount(); k++) {
            double dx = world(k, 0) - header.bsphereX(), dy = world(k, 1) - header.bsphereY(), dz = world(k, 2) - header.bsphereZ();
            worst = Math.max(worst, Math.sqrt(dx * dx + dy * dy + dz * dz) - header.bsphereR());
        }
        return worst;
    }

    /** Positions farther than {@code tolerance} world units outside the bounding sphere. */
    public int positionsOutsideBsphere(double tolerance) {
        int n = 0;
        for (int k = 0; k < positionCount(); k++) {
            double dx = world(k, 0) - header.bsphereX(), dy = world(k, 1) - header.bsphereY(), dz = world(k, 2) - header.bsphereZ();
            if (Math.sqrt(dx * dx + dy * dy + dz * dz) > header.bsphereR() + tolerance) n++;
        }
        return n;
    }

    /** Decoded positions per tier equal the VU header's three position counts. */
    public boolean vuCountsMatch() {
        int[] want = {vu.positionsCommonCount(), vu.positionsLod01Count(), vu.positionsLod0Count()};
        for (int t = 0; t < 3; t++) if ((positions[t] == null ? 0 : positions[t].length / 3) != want[t]) return false;
        return true;
    }

    /** common_size and lod_2_size agree with the list offsets (shared/lod_2 + size·16 = lod_1_ofs). */
    public boolean sizesMatch() {
        return header.sharedOfs() + header.commonSize() * 16 == header.lod1Ofs()
                && header.lod2Ofs() + header.lod2Size() * 16 == header.lod1Ofs();
    }

    public boolean vertCountMatches() { return positionCount() == header.vertCount(); }
    public boolean triCountMatches() { return (stripTriangleSum[0] & 0xff) == header.triCount() && stripTriangleSum[0] >= 0 && stripTriangleSum[0] < 256; }

    /** Vertex-info entry {@code i} of the concatenation common ++ lod01 ++ lod0; field 0..3 = s, t, parent, vertex. */
    public int vinfo(int i, int field) {
        for (short[] v : vertexInfo) {
            if (v == null) continue;
            if (i < v.length / 4) return v[4 * i + field];
            i -= v.length / 4;
        }
        throw new IndexOutOfBoundsException(i);
    }

    /** Position {@code k} of common ++ lod01 ++ lod0, component c (0..2), raw. */
    public int position(int k, int c) {
        for (short[] p : positions) {
            if (p == null) continue;
            if (k < p.length / 3) return p[3 * k + c];
            k -= p.length / 3;
        }
        throw new IndexOutOfBoundsException(k);
    }

    // ---- decoding ---------------------------------------------------------------------------------

    public static TfragPatch decode(ByteReader b, TfragBlockHeader bh, int index, String blockPath, int level, Problems problems) {
        String path = blockPath + "[" + index + "]";
        TfragHeader h = TfragHeader.read(b, bh.tableOffset(), index, path);
        TfragLists lists = TfragLists.of(b, h, bh.tableOffset(), path);
        int ds = h.dataStart();

        // Walk in transfer order so each list starts with the VIF state its predecessor leaves
        // (LOD 2 = 1+2, LOD 1 = 2+3+4, LOD 0 = 2+4+5).
        List<List<VifCommand>> cmds = new ArrayList<>();
        for (int i = 0; i < 5; i++) cmds.add(List.of());
        int[] st0 = {1, 1, 0};
        cmds.set(0, walk(b, path, 0, ds, lists, st0));
        int[] stCommon = {1, 1, 0};
        cmds.set(1, walk(b, path, 1, ds, lists, stCommon));
        cmds.set(2, walk(b, path, 2, ds, lists, stCommon.clone()));
        int[] st4 = stCommon.clone();
        cmds.set(3, walk(b, path, 3, ds, lists, st4));
        cmds.set(4, walk(b, path, 4, ds, lists, st4));

        VifCommand hdr = null;
        for (VifCommand c : cmds.get(1)) {
            VifCode k = c.code();
            if (c.isUnpack() && k.vn() == VifCode.V4 && k.vl() == VifCode.L16 && k.usn() && k.addr() == 0) { hdr = c; break; }
        }
        if (hdr == null || hdr.dataBytes() < VuHeader.BYTES) {
            throw b.error(path + ".common.vu_header", ds + lists.start(1),
                    "a V4_16 unsigned UNPACK to VU address 0 of at least 5 elements in the common list",
                    hdr == null ? "none" : hdr.elements() + " elements");
        }
        VuHeader vu = VuHeader.read(b, hdr.payloadOffset(), path + ".vu_header");
        TfragPatch p = new TfragPatch(b, h, lists, vu, cmds, path, level, problems);
        p.classify(hdr);
        p.origin();
        p.checkAdgifs();
        for (int lod = 0; lod < 3; lod++) p.decodeStrips(lod);
        p.checks();
        return p;
    }

    private static List<VifCommand> walk(ByteReader b, String path, int list, int ds, TfragLists lists, int[] state) {
        List<VifCommand> c = Vif.walkStrict(b, () -> path + "." + TfragLists.NAMES[list] + "_list",
                ds + lists.start(list), ds + lists.end(list), state[0], state[1], state[2]);
        for (VifCommand x : c) {
            if (x.code().cmd() == VifCode.STCYCL) { state[0] = x.code().wl(); state[1] = x.code().cl(); }
            if (x.code().cmd() == VifCode.STMOD) state[2] = x.code().imm() & 3;
        }
        return c;
    }

    // Slot kinds and tiers are small integers on the decode path; the names (the Unpack record's and the tables'
    // strings) come from these arrays, so no string is compared or built per UNPACK.
    private static final int K_VU_HEADER = 0, K_AD_GIFS = 1, K_POSITIONS = 2, K_VERTEX_INFO = 3, K_STRIPS = 4,
            K_INDICES = 5, K_PARENT_INDICES = 6, K_UNK_INDICES_2 = 7, K_UNCLASSIFIED = 8;
    private static final String[] KINDS = {"vu_header", "ad_gifs", "positions", "vertex_info", "strips", "indices",
            "parent_indices", "unk_indices_2", "unclassified"};
    private static final int T_NONE = 0, T_COMMON = 1, T_LOD01 = 2, T_LOD0 = 3, T_LOD1 = 4, T_LOD2 = 5;
    private static final String[] TIER_NAMES = {"", "common", "lod01", "lod0", "lod1", "lod2"};
    /** Index into positions/vertexInfo (common, lod01, lod0) and into strips/indices (lod0, lod1, lod2) per tier id. */
    private static final int[] TIER_INDEX = {-1, 0, 1, 2, -1, -1};
    private static final int[] LOD_INDEX = {-1, -1, -1, 0, 1, 2};

    /** A slot an UNPACK can be: kind, tier, format key, VU address, whether its tier is present, allocation rank. */
    private record Slot(int kind, int tier, int vn, int vl, int usn, int addr, boolean present, int rank) {}

    private Slot[] slots(int list) {
        int pca = vu.positionsCommonAddr();
        int a01 = pca + 2 * vu.positionsCommonCount();
        int a0 = a01 + 2 * vu.positionsLod01Count();
        boolean t01 = vu.unknown06() != 0, t0 = vu.unknown0a() != 0;
        int lod = list == 0 ? T_LOD2 : list == 2 ? T_LOD1 : T_LOD0;
        Slot strips = new Slot(K_STRIPS, lod, 3, 2, 0, vu.stripsAddr(), true, 13);
        Slot indices = new Slot(K_INDICES, lod, 3, 2, 1, vu.indicesAddr(), true, 12);
        return switch (list) {
            case 0, 2 -> new Slot[] {indices, strips};
            case 1 -> new Slot[] {
                    new Slot(K_AD_GIFS, T_COMMON, 3, 0, -1, vu.textureAdGifsAddr(), true, 1),
                    new Slot(K_POSITIONS, T_COMMON, 2, 1, -1, pca, true, 2),
                    new Slot(K_VERTEX_INFO, T_COMMON, 3, 1, 0, vu.vertexInfoCommonAddr(), true, 5)};
            case 3 -> new Slot[] {
                    new Slot(K_POSITIONS, T_LOD01, 2, 1, -1, a01, vu.positionsLod01Count() != 0, 3),
                    new Slot(K_VERTEX_INFO, T_LOD01, 3, 1, 0, vu.vertexInfoLod01Addr(), t01, 6),
                    new Slot(K_PARENT_INDICES, T_LOD01, 3, 2, 1, vu.parentIndicesLod01Addr(), t01, 8),
                    new Slot(K_UNK_INDICES_2, T_LOD01, 3, 2, 1, vu.unkIndices2Lod01Addr(), t01, 9)};
            default -> new Slot[] {
                    new Slot(K_POSITIONS, T_LOD0, 2, 1, -1, a0, vu.positionsLod0Count() != 0, 4),
                    new Slot(K_VERTEX_INFO, T_LOD0, 3, 1, 0, vu.vertexInfoLod0Addr(), t0, 7),
                    new Slot(K_PARENT_INDICES, T_LOD0, 3, 2, 1, vu.parentIndicesLod0Addr(), t0, 10),
                    new Slot(K_UNK_INDICES_2, T_LOD0, 3, 2, 1, vu.unkIndices2Lod0Addr(), t0, 11),
                    indices, strips};
        };
    }

    private String listPath(int list, int i) { return path + "." + TfragLists.NAMES[list] + "_list[" + i + "]"; }

    private void classify(VifCommand hdr) {
        for (int list = 0; list < 5; list++) {
            Slot[] slots = slots(list);
            List<VifCommand> cl = commands.get(list);
            long seen = 0;   // bit kind * 6 + tier
            for (int i = 0; i < cl.size(); i++) {
                VifCommand c = cl.get(i);
                if (!c.isUnpack()) continue;
                VifCode k = c.code();
                int kind = K_UNCLASSIFIED, tier = T_NONE;
                int expected = -1;
                if (c == hdr) {
                    kind = K_VU_HEADER; tier = T_COMMON; expected = 0;
                } else if (k.vn() == VifCode.V3 && k.vl() == VifCode.L16) {
                    // The VU header gives only the common position address; the LOD tiers follow at 2 qwords
                    // per position (vertex = 2 × position index). Each list carries one position tier, so the
                    // list names the tier and the derived address is a check.
                    for (Slot s : slots) if (s.kind == K_POSITIONS) { kind = s.kind; tier = s.tier; expected = s.addr; }
                    if (expected >= 0 && expected != k.addr()) {
                        problems.report(level, b.file(), listPath(list, i), c.absOffset(),
                                "tfrag.positions.addr", "VU address " + expected + " (from the VU header counts)",
                                Integer.toString(k.addr()), Severity.WARNING);
                    }
                } else {
                    Slot best = pick(slots, k);
                    if (best != null) { kind = best.kind; tier = best.tier; expected = best.addr; }
                }
                Unpack u = new Unpack(list, i, c.absOffset(), c.payloadOffset(), k.format(), k.usn(), k.addr(),
                        expected, c.elements(), c.dataBytes(), KINDS[kind], TIER_NAMES[tier]);
                unpacks.add(u);
                if (kind == K_UNCLASSIFIED) {
                    problems.report(level, b.file(), listPath(list, i), c.absOffset(),
                            "tfrag.unpack.classified", "an UNPACK whose format and VU address match the VU header",
                            k.format() + (k.usn() ? " unsigned" : " signed") + " addr " + k.addr(), Severity.WARNING);
                    continue;
                }
                if (kind != K_VU_HEADER) {
                    long bit = 1L << (kind * 6 + tier);
                    if ((seen & bit) != 0) {
                        problems.report(level, b.file(), listPath(list, i), c.absOffset(),
                                "tfrag.unpack.unique", "one " + KINDS[kind] + " UNPACK per list", "a second one (ignored)", Severity.WARNING);
                        continue;
                    }
                    seen |= bit;
                }
                store(u, kind, tier);
            }
        }
    }

    /**
     * The slot an UNPACK goes to: format and VU address must match. Addresses collide when an array is empty
     * (it gets the address of the array allocated after it), so among several matches the tiers the VU header
     * marks empty are dropped first, then the latest in VU allocation order wins: it is the only one of them
     * that can hold data.
     */
    private static Slot pick(Slot[] slots, VifCode k) {
        int vn = k.vn(), vl = k.vl(), addr = k.addr(), usn = k.usn() ? 1 : 0;
        boolean anyPresent = false;
        int matches = 0;
        for (Slot s : slots) {
            if (!matches(s, vn, vl, addr, usn)) continue;
            matches++;
            anyPresent |= s.present;
        }
        boolean dropAbsent = matches > 1 && anyPresent;
        Slot best = null;
        for (Slot s : slots) {
            if (!matches(s, vn, vl, addr, usn) || (dropAbsent && !s.present)) continue;
            if (best == null || s.rank > best.rank) best = s;
        }
        return best;
    }

    private static boolean matches(Slot s, int vn, int vl, int addr, int usn) {
        return s.vn == vn && s.vl == vl && s.addr == addr && (s.usn < 0 || s.usn == usn);
    }

    /** The field path of a stored array, built only when a read fails. */
    private String storePath(Unpack u) {
        String k = u.kind(), t = u.tier();
        // sized once (the coverage pass names every stored array: ≈ 0.1 GB of builders grown from 16 bytes)
        return new StringBuilder(path.length() + k.length() + t.length() + 2).append(path).append('.').append(k).append('.').append(t).toString();
    }

    /**
     * The name a stored array is read under: its field path when the coverage pass records it (the map and the hex
     * view name it) or when the read can fail, else a constant (normal reads build no string per UNPACK).
     */
    private String storeOwner(Unpack u, int at, long bytes) {
        return b.recording() || !b.inRange(at, bytes) ? storePath(u) : "tfrag";
    }

    private void store(Unpack u, int kind, int tier) {
        int at = u.payload();
        switch (kind) {
            case K_POSITIONS, K_VERTEX_INFO -> {
                int t = TIER_INDEX[tier];
                gcscript.layout.Field[] f = kind == K_POSITIONS ? TfragLayouts.XYZ_RAW : TfragLayouts.VERTEX_INFO_FIELDS;
                gcscript.layout.Layout l = f[0].layout();
                String p = storeOwner(u, at, (long) l.size() * u.elements());
                // copied out whole and read from the copy: claimed as the records' view would be (the same range
                // check first, so a short buffer fails as before), at a third of the cost of a field read through
                // the reader per value (≈ 10 % of a cold `stats` went here, issue 36)
                int n = b.requireArray(p, at, u.elements(), l.size());
                byte[] raw = l.payload(b, at, (long) n * l.size(), p);
                short[] a = new short[u.elements() * f.length];
                for (int i = 0, rec = 0; i < n; i++, rec += l.size()) {
                    for (int c = 0; c < f.length; c++) a[f.length * i + c] = (short) f[c].i(raw, rec);
                }
                if (kind == K_POSITIONS) {
                    positions[t] = a;
                    positionsOffset[t] = b.absolute(at);
                } else {
                    vertexInfo[t] = a;
                    vertexInfoOffset[t] = b.absolute(at);
                }
            }
            case K_STRIPS, K_INDICES -> {
                int l = LOD_INDEX[tier];
                gcscript.layout.Layout rec = kind == K_STRIPS ? TfragLayouts.STRIP : TfragLayouts.INDEX;
                byte[] a = rec.payload(b, at, u.dataBytes(), storeOwner(u, at, u.dataBytes()));
                if (kind == K_STRIPS) {
                    strips[l] = a;
                    stripsOffset[l] = b.absolute(at);
                } else {
                    indices[l] = a;
                    indicesOffset[l] = b.absolute(at);
                }
            }
            case K_PARENT_INDICES, K_UNK_INDICES_2 -> {
                int t = tier == T_LOD01 ? 0 : 1;
                byte[] a = TfragLayouts.INDEX.payload(b, at, u.dataBytes(), storeOwner(u, at, u.dataBytes()));
                if (kind == K_PARENT_INDICES) {
                    parentIndices[t] = a;
                    parentIndicesOffset[t] = b.absolute(at);
                } else {
                    unkIndices2[t] = a;
                    unkIndices2Offset[t] = b.absolute(at);
                }
            }
            case K_AD_GIFS -> {
                int n = u.dataBytes() / AdGif.SIZE;
                String p = n == 0 ? null : storePath(u);
                for (int i = 0; i < n; i++) adgifs.add(AdGif.read(b, at + i * AdGif.SIZE, p + "[" + i + "]"));
            }
            default -> { }
        }
    }

    /** The notes' origin rule, with the light_ofs quadword as the fallback the notes name. */
    private void origin() {
        int ds = header.dataStart();
        int lo = ds + header.lightOfs();
        if (!b.inRange(lo, 16)) b.requireRange(path + ".light_ofs", lo, 16);
        gcscript.layout.Rec copy = TfragLayouts.ROW.read(b, lo, b.recording() ? path + ".light_ofs" : "tfrag.light_ofs");
        for (int i = 0; i < 4; i++) lightCopy[i] = copy.i(TfragLayouts.ROW_WORDS[i]);
        List<VifCommand> common = commands.get(1);
        int first = -1;
        for (int i = 0; i < common.size() && first < 0; i++) {
            VifCode k = common.get(i).code();
            if (common.get(i).isUnpack() && k.vn() == VifCode.V3 && k.vl() == VifCode.L16) first = i;
        }
        for (int i = first - 1; i >= 0; i--) {
            VifCommand c = common.get(i);
            if (c.code().cmd() == VifCode.STROW) {
                String bp = b.recording() || !b.inRange(c.payloadOffset(), 16) ? path + ".base_position" : "tfrag.base_position";
                gcscript.layout.Rec row = TfragLayouts.ROW.read(b, c.payloadOffset(), bp);
                for (int j = 0; j < 4; j++) base[j] = row.i(TfragLayouts.ROW_WORDS[j]);
                originSource = "strow";
                originOffset = b.absolute(c.payloadOffset());
                return;
            }
        }
        System.arraycopy(lightCopy, 0, base, 0, 4);
        originSource = "light_ofs";
        originOffset = b.absolute(lo);
    }

    public boolean originMatchesLightCopy() { return java.util.Arrays.equals(base, lightCopy); }

    private void checkAdgifs() {
        if (adgifs.size() != header.textureCount()) {
            problems.report(level, b.file(), path + ".texture_count", header.offsetOf(TfragHeader.TEXTURE_COUNT),
                    "tfrag.texture_count", "ad-gif primitives decoded = texture_count", Integer.toString(adgifs.size()), Severity.WARNING);
        }
    }

    private String stripPath(int lod, int r) {
        return path + ".strips." + (lod == 0 ? "lod0" : lod == 1 ? "lod1" : "lod2") + "[" + r / 4 + "]";
    }

    private void decodeStrips(int lod) {
        byte[] s = strips[lod];
        if (s == null) return;
        byte[] idx = indices[lod] == null ? new byte[0] : indices[lod];
        // every index at once (Field.ints): three reads per triangle through a call each were the strip walk's cost at
        // C1 speed (one-shot commands)
        int[] iv = TfragLayouts.INDEX_VALUE.ints(idx, idx.length);
        int nv = vertexInfoCount(lod);
        int cursor = 0, texture = -1, adgif = -1, sum = 0;
        // Upper bound of the triangles: one per index beyond the first two of each strip, at most one per index byte.
        int[] out = new int[TRI_FIELDS * Math.max(0, idx.length)];
        int n = 0;
        for (int r = 0; r + TfragLayouts.STRIP.size() <= s.length; r += TfragLayouts.STRIP.size()) {
            int count = TfragLayouts.VERTEX_COUNT_AND_FLAG.i(s, r);
            if (TfragLayouts.stripsEnd(count)) break;
            if (count < 0) {
                int flag = TfragLayouts.END_OF_PACKET_FLAG.i(s, r), off = TfragLayouts.AD_GIF_OFFSET.i(s, r);
                if (flag != TfragLayouts.END_OF_PACKET_NONE && flag != TfragLayouts.END_OF_PACKET_SET) {
                    problems.report(level, b.file(), stripPath(lod, r) + ".end_of_packet_flag", stripsOffset[lod] + r + TfragLayouts.END_OF_PACKET_FLAG.offset(),
                            "tfrag.strip.flag", "0x00 or 0x80", "0x" + Integer.toHexString(flag & 0xff), Severity.WARNING);
                }
                if (TfragLayouts.stripSetsAdGif(count, off)) {
                    int prim = TfragLayouts.adGifPrimitive(off);
                    if (prim >= adgifs.size()) {
                        problems.report(level, b.file(), stripPath(lod, r) + ".ad_gif_offset", stripsOffset[lod] + r + TfragLayouts.AD_GIF_OFFSET.offset(),
                                "tfrag.strip.adgif", "ad_gif_offset / 5 < " + adgifs.size(), Integer.toString(off), Severity.ERROR);
                        texture = -1; adgif = -1;
                    } else {
                        adgif = prim;
                        texture = adgifs.get(prim).texture();
                    }
                } else if (off < -1) {
                    problems.report(level, b.file(), stripPath(lod, r) + ".ad_gif_offset", stripsOffset[lod] + r + TfragLayouts.AD_GIF_OFFSET.offset(),
                            "tfrag.strip.adgif", ">= -1", Integer.toString(off), Severity.WARNING);
                }
            }
            int c = TfragLayouts.stripVertices(count);
            sum += c - 2;
            if (cursor + c > idx.length) {
                problems.report(level, b.file(), stripPath(lod, r), stripsOffset[lod] + r, "tfrag.strip.indices",
                        "strip within the " + idx.length + " indices", "indices [" + cursor + ", " + (cursor + c) + ")", Severity.ERROR);
                break;
            }
            for (int j = 0; j + 2 < c; j++) {
                int a = iv[cursor + j], bb = iv[cursor + j + 1], cc = iv[cursor + j + 2];
                if (a >= nv || bb >= nv || cc >= nv) {
                    problems.report(level, b.file(), stripPath(lod, r), indicesOffset[lod] + cursor + j, "tfrag.strip.index_range",
                            "indices < " + nv + " vertex-info entries", a + "," + bb + "," + cc, Severity.ERROR);
                    continue;
                }
                // Alternating winding of a GS triangle strip (the shared parity rule; tfrag swaps the first two).
                int q = TRI_FIELDS * n++;
                out[q] = r / TfragLayouts.STRIP.size();
                if (gcscript.classblock.StripWinding.storedOrder(j + 2, 0)) { out[q + 1] = a; out[q + 2] = bb; }
                else { out[q + 1] = bb; out[q + 2] = a; }
                out[q + 3] = cc;
                out[q + 4] = texture;
                out[q + 5] = adgif;
            }
            cursor += c;
        }
        tris[lod] = n == 0 ? EMPTY : out;
        triCount[lod] = n;
        stripTriangleSum[lod] = sum;
    }

    private void checks() {
        if (!arrayFits(rgbaStart(), rgbaCount(), 4)) b.requireArray(path + ".rgba_ofs", rgbaStart(), rgbaCount(), 4);
        if (!arrayFits(lightStart(), lightCount(), 8)) b.requireArray(path + ".light_ofs", lightStart(), lightCount(), 8);
        for (Unpack u : unpacks) {
            if (u.kind().equals("ad_gifs") && u.payload() - header.dataStart() != header.texOfs()) {
                problems.report(level, b.file(), path + ".tex_ofs", header.offsetOf(TfragHeader.TEX_OFS),
                        "tfrag.tex_ofs", "offset of the ad-gif UNPACK payload 0x" + Integer.toHexString(u.payload() - header.dataStart()),
                        "0x" + Integer.toHexString(header.texOfs()), Severity.WARNING);
            }
        }
        if (!sizesMatch()) {
            problems.report(level, b.file(), path + ".common_size", header.offsetOf(TfragHeader.COMMON_SIZE),
                    "tfrag.list_sizes", "shared_ofs + common_size*16 = lod_2_ofs + lod_2_size*16 = lod_1_ofs 0x" + Integer.toHexString(header.lod1Ofs()),
                    "0x" + Integer.toHexString(header.sharedOfs() + header.commonSize() * 16) + ", 0x"
                            + Integer.toHexString(header.lod2Ofs() + header.lod2Size() * 16), Severity.WARNING);
        }
        if (!vuCountsMatch()) {
            problems.report(level, b.file(), path + ".vu_header", header.offset(), "tfrag.vu_header.counts",
                    "positions per tier = VU header counts " + vu.positionsCommonCount() + "/" + vu.positionsLod01Count() + "/" + vu.positionsLod0Count(),
                    (positions[0] == null ? 0 : positions[0].length / 3) + "/" + (positions[1] == null ? 0 : positions[1].length / 3)
                            + "/" + (positions[2] == null ? 0 : positions[2].length / 3), Severity.WARNING);
        }
        int np = positionCount();
        if (np != header.vertCount()) {
            problems.report(level, b.file(), path + ".vert_count", header.offsetOf(TfragHeader.VERT_COUNT),
                    "tfrag.vert_count", "V3_16 positions decoded = vert_count " + header.vertCount(), Integer.toString(np), Severity.WARNING);
        }
        if (strips[0] != null && !triCountMatches()) {
            problems.report(level, b.file(), path + ".tri_count", header.offsetOf(TfragHeader.TRI_COUNT),
                    "tfrag.tri_count", "sum of (strip vertices - 2) over LOD-0 strips = tri_count " + header.triCount(),
                    Integer.toString(stripTriangleSum[0]), Severity.WARNING);
        }
        int nv = vertexInfoCount(0);
        int npos = positionCount();
        for (int i = 0; i < nv; i++) {
            int k = vinfo(i, 3) / 2;
            if (k < 0 || k >= npos) {
                problems.report(level, b.file(), path + ".vertex_info[" + i + "].vertex", header.offset(),
                        "tfrag.vertex_info.position", "vertex / 2 < " + npos + " positions", Integer.toString(vinfo(i, 3)), Severity.WARNING);
                break;
            }
        }
    }

    /** The success-path twin of {@link ByteReader#requireArray}: no path string is built unless it fails. */
    private boolean arrayFits(long offset, long count, int stride) {
        return count >= 0 && offset >= 0 && b.inRange(offset, count * stride);
    }

    // ---- fixed-offset arrays --------------------------------------------------------------------

    /** Block-relative start of the colours; count = rgba_size × 4. */
    public int rgbaStart() { return header.dataStart() + header.rgbaOfs(); }
    public int rgbaCount() { return header.rgbaSize() * 4; }
    /** Block-relative start of the light records (light_ofs + 0x10); count = vert_count. */
    public int lightStart() { return header.dataStart() + header.lightOfs() + 0x10; }
    public int lightCount() { return header.vertCount(); }

    ByteReader reader() { return b; }
    String path() { return path; }
}
