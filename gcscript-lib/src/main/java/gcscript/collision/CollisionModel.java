package gcscript.collision;

import static gcscript.collision.CollisionLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * One collision block (rac2-formats-phase2 §6) read into columns: octants, their vertices and faces, and the hero
 * collision groups, with the reader checks. Built from a reader whose index 0 is the collision header and whose
 * length is the section (core_data: to the next boundary; a chunk: the decompressed stream), so every walk is
 * bounded by those bytes: each node and octant may be referenced once (a second reference, a cycle included, is a
 * violation), and vertex and face totals may not exceed what the mesh bytes can hold.
 *
 * <p>A violation that stops the walk (an offset outside the block, a node referenced twice, a record that does not
 * fit) goes to {@link Problems}: strict mode throws a path-naming {@link FormatException}; lenient mode records it
 * and skips that subtree. The invariants that do not stop the walk are rows of {@link #checks()}.
 */
public final class CollisionModel {
    /** The reference's bound on a local coordinate: "within about ±4 units of the octant centre" (§6 check 3). */
    public static final double LOCAL_LIMIT = 4.0;

    final int level;
    final String file;
    final String path;
    final Rec header;               // null when absent
    // octants
    final int[] oOffset, oGx, oGy, oGz, oSizeQw, oFaces, oVerts, oQuads, oVertexBase, oFaceBase;
    final int[] oWord;               // the stored u32 word's bits (an unsigned column in the table)
    // vertices
    final int[] vPacked;             // the stored u32's bits
    final int[] vOctant, vIndex, vOffset, vXr, vYr, vZr;
    final float[] vX, vY, vZ;
    // faces
    final int[] fOctant, fIndex, fOffset, fV0, fV1, fV2, fV3, fType;
    final List<Rec> heroGroups;
    final Checks checks;

    private CollisionModel(Builder b) {
        level = b.level; file = b.file; path = b.path; header = b.header;
        oOffset = b.oOffset.toArray(); oGx = b.oGx.toArray(); oGy = b.oGy.toArray(); oGz = b.oGz.toArray();
        oSizeQw = b.oSizeQw.toArray(); oFaces = b.oFaces.toArray(); oVerts = b.oVerts.toArray(); oQuads = b.oQuads.toArray();
        oVertexBase = b.oVertexBase.toArray(); oFaceBase = b.oFaceBase.toArray();
        oWord = b.oWord.toArray();
        vOctant = b.vOctant.toArray(); vIndex = b.vIndex.toArray(); vOffset = b.vOffset.toArray(); vPacked = b.vPacked.toArray();
        vXr = b.vXr.toArray(); vYr = b.vYr.toArray(); vZr = b.vZr.toArray();
        vX = new float[vPacked.length]; vY = new float[vPacked.length]; vZ = new float[vPacked.length];
        for (int i = 0; i < vPacked.length; i++) {
            int o = vOctant[i];
            vX[i] = world(X_LOCAL, vXr[i], oGx[o]);
            vY[i] = world(Y_LOCAL, vYr[i], oGy[o]);
            vZ[i] = world(Z_LOCAL, vZr[i], oGz[o]);
        }
        fOctant = b.fOctant.toArray(); fIndex = b.fIndex.toArray(); fOffset = b.fOffset.toArray();
        fV0 = b.fV0.toArray(); fV1 = b.fV1.toArray(); fV2 = b.fV2.toArray(); fV3 = b.fV3.toArray(); fType = b.fType.toArray();
        heroGroups = List.copyOf(b.heroes);
        checks = b.checks;
    }

    /** No collision block: every table empty. */
    public static CollisionModel empty(int level, String file, String path) {
        return new CollisionModel(new Builder(level, file, path));
    }

    public boolean present() { return header != null; }
    public int level() { return level; }
    public String file() { return file; }
    public Rec header() { return header; }
    public int octantCount() { return oOffset.length; }
    public int vertexCount() { return vPacked.length; }
    public int faceCount() { return fType.length; }
    /** Faces stored as quads (the first quad_count faces of each octant). */
    public int quadCount() { int n = 0; for (int v : fV3) if (v >= 0) n++; return n; }
    public int heroGroupCount() { return heroGroups.size(); }
    public List<Rec> heroGroupList() { return heroGroups; }
    public Checks checkCollector() { return checks; }

    /** World x, y, z of vertex row {@code i}. */
    public float x(int i) { return vX[i]; }
    public float y(int i) { return vY[i]; }
    public float z(int i) { return vZ[i]; }
    /** Face row {@code f}: its vertex rows (v3 -1 unless a quad) and type. */
    public int faceVertexRow(int f, int k) {
        int v = k == 0 ? fV0[f] : k == 1 ? fV1[f] : k == 2 ? fV2[f] : fV3[f];
        return v < 0 ? -1 : oVertexBase[fOctant[f]] + v;
    }
    public int faceType(int f) { return fType[f]; }
    public boolean faceIndicesValid(int f) {
        int vc = oVerts[fOctant[f]];
        return fV0[f] < vc && fV1[f] < vc && fV2[f] < vc && fV3[f] < vc;
    }

    /**
     * Reads the collision block in {@code r} (index 0 = the header). {@code coreCopy}, when not null, is the level
     * core's collision section, which a streamed level's chunk 0 must equal over the chunk's length (§6 check 4).
     */
    public static CollisionModel read(ByteReader r, int level, String path, Problems problems, ByteReader coreCopy) {
        Builder b = new Builder(level, r.file(), path);
        b.read(r, problems, coreCopy);
        return new CollisionModel(b);
    }

    /** The block's totals, as stats reports them: octants, vertices, faces, and faces stored as quads. */
    public record Counts(int octants, int vertices, int faces, int quads) {}

    public Counts counts() { return new Counts(octantCount(), vertexCount(), faceCount(), quadCount()); }

    /**
     * The totals of the block in {@code r} by the same walk as {@link #read}, with the same violations (strict mode
     * throws where {@code read} would), but without the vertex and face columns or the check rows: a whole-disc
     * {@code stats} needs four numbers per level, not ~2.7 M face rows.
     */
    public static Counts counts(ByteReader r, int level, String path, Problems problems) {
        Builder b = new Builder(level, r.file(), path, false);
        b.read(r, problems, null);
        return new Counts(b.oOffset.size(), (int) b.vertices, (int) b.faces, (int) b.quads);
    }

    private static final class Builder {
        final int level;
        final String file, path;
        Rec header;
        final gcscript.table.IntList oOffset = new gcscript.table.IntList(), oGx = new gcscript.table.IntList(), oGy = new gcscript.table.IntList(), oGz = new gcscript.table.IntList(), oSizeQw = new gcscript.table.IntList(),
                oFaces = new gcscript.table.IntList(), oVerts = new gcscript.table.IntList(), oQuads = new gcscript.table.IntList(), oVertexBase = new gcscript.table.IntList(), oFaceBase = new gcscript.table.IntList(),
                oWord = new gcscript.table.IntList(), vXr = new gcscript.table.IntList(), vYr = new gcscript.table.IntList(), vZr = new gcscript.table.IntList();
        final gcscript.table.IntList vPacked = new gcscript.table.IntList(), vOctant = new gcscript.table.IntList(), vIndex = new gcscript.table.IntList(), vOffset = new gcscript.table.IntList();
        final gcscript.table.IntList fOctant = new gcscript.table.IntList(), fIndex = new gcscript.table.IntList(), fOffset = new gcscript.table.IntList(), fV0 = new gcscript.table.IntList(), fV1 = new gcscript.table.IntList(),
                fV2 = new gcscript.table.IntList(), fV3 = new gcscript.table.IntList(), fType = new gcscript.table.IntList();
        final List<Rec> heroes = new ArrayList<>();
        final Checks checks = new Checks();
        /** false: totals only (no vertex or face rows, no check rows); {@link #vertices} etc. count instead. */
        final boolean columns;
        long vertices, faces, quads;

        Builder(int level, String file, String path) { this(level, file, path, true); }

        Builder(int level, String file, String path, boolean columns) {
            this.columns = columns;
            this.level = level;
            this.file = file;
            this.path = path;
            checks.declare("collision.header", "mesh == 0x40; hero_groups 0 or > mesh and 16-aligned (§6 check 1)")
                  .declare("collision.node_offsets", "every z, y and octant offset inside [0, hero_groups - mesh), each node referenced once (§6 check 2)")
                  .declare("collision.octant_aligned", "octant offsets 16-aligned (§6 check 2)")
                  .declare("collision.octant_size_qw", "ceil((4 + 4v + 4f + q) / 16) == size_qw (§6 check 2)")
                  .declare("collision.quads_le_faces", "face_count >= quad_count (§6 check 3)")
                  .declare("collision.face_indices", "every face index < vertex_count (§6 check 3)")
                  .declare("collision.local_within_4", "every local coordinate within ±4 units of the octant centre (§6 check 3)")
                  .declare("collision.chunk0_equals_core", "chunk 0's collision == the core section over its length, zeros after (§6 check 4)")
                  .declare("collision.hero_groups", "hero group data inside the block, pads 0, indices < vertex_count (§6 check 5)");
        }

        void read(ByteReader r, Problems problems, ByteReader coreCopy) {
            header = HEADER.read(r, 0, path + ".header");
            long abs0 = r.absolute(0);
            int mesh = header.i(MESH), heroes = header.i(HERO_GROUPS);
            checks.expect("collision.header", header.pathOf(MESH), header.offsetOf(MESH), mesh == 0x40, "0x40", Hex.of(mesh));
            boolean heroesOk = heroes == 0 || (heroes > mesh && heroes % 16 == 0 && heroes <= r.length());
            checks.expect("collision.header", header.pathOf(HERO_GROUPS), header.offsetOf(HERO_GROUPS), heroesOk,
                    "0, or > mesh, 16-aligned and inside the block (" + Hex.of(r.length()) + ")", Hex.of(heroes));
            if (mesh < HEADER.size() || mesh > r.length() - 4) {
                problems.violation(r, level, header.pathOf(MESH), MESH.offset(), "an octree root inside the block [0x8, "
                        + Hex.of(r.length() - 4) + "]", Hex.of(mesh));
                return;
            }
            int meshEnd = heroes > mesh && heroes <= r.length() ? heroes : r.length();
            if (heroes != 0 && !heroesOk) {
                problems.violation(r, level, header.pathOf(HERO_GROUPS), HERO_GROUPS.offset(),
                        "0, or > mesh (" + Hex.of(mesh) + "), 16-aligned, inside the block", Hex.of(heroes));
            }
            walk(r.slice(path + ".mesh", mesh, meshEnd - mesh), problems);
            if (heroes != 0 && heroesOk) heroGroups(r, heroes, problems);
            if (coreCopy != null) {
                long firstDiff = firstDifference(r, coreCopy);
                boolean same = coreCopy.length() >= r.length() && firstDiff < 0;
                checks.expect("collision.chunk0_equals_core", path, abs0, same,
                        "the core collision section (" + coreCopy.length() + " bytes) equal over " + r.length() + " bytes, zeros after",
                        same ? "equal" : firstDiff < 0 ? "core section shorter (" + coreCopy.length() + " bytes)"
                                : "first difference at +" + Hex.of(firstDiff));
            }
        }

        /**
         * The first offset where {@code core} differs from {@code chunk} over the chunk's length, or holds a non-zero
         * byte after it; -1 when equal (or when {@code core} is shorter: the caller reports that). A byte-for-byte
         * comparison of two copies of one section (§6 check 4), not a decode of any field.
         */
        static long firstDifference(ByteReader chunk, ByteReader core) {
            if (core.length() < chunk.length()) return -1;
            byte[] a = chunk.toArray(), b = core.toArray();
            int d = java.util.Arrays.mismatch(a, 0, a.length, b, 0, a.length);
            if (d >= 0) return d;
            for (int i = a.length; i < b.length; i++) if (b[i] != 0) return i;
            return -1;
        }

        /** The octree walk; {@code m} is the mesh (index 0 = root, length = mesh bytes). */
        private void walk(ByteReader m, Problems problems) {
            String rp = path + ".root";
            Rec root = ROOT.read(m, 0, rp);
            int zCoord = root.i(ROOT_Z_COORD), zCount = root.i(ROOT_Z_COUNT);
            RecArray zOffsets = Z_OFFSET.view(m, 4, zCount, rp + ".z_offsets");
            BitSet seen = new BitSet(m.length() / 4 + 1);
            long vertexBudget = m.length() / 4, faceBudget = m.length() / 4;
            // node entries: the writer lays nodes out without overlap, so all their entries fit the mesh bytes once
            long[] entries = {m.length() / 2 - zCount};
            for (int i = 0; i < zCount; i++) {
                long zo = 4L * zOffsets.get(i, Z_OFFSET_DIV4);
                if (zo == 0) continue;
                if (!node(m, rp, ".z_offsets[", i, 4 + 2L * i, zo, 4, seen, problems, "z node")) continue;
                String zn = path + ".z[" + i + "]";
                Rec z = Z_NODE.read(m, zo, zn);
                int yCoord = z.i(Y_COORD), yCount = z.i(Y_COUNT);
                RecArray yOffsets = Y_OFFSET.view(m, zo + 4, yCount, zn + ".y_offsets");
                spend(m, entries, yCount, z.pathOf(Y_COUNT), zo + 2);
                for (int j = 0; j < yCount; j++) {
                    long yo = yOffsets.get(j, Y_OFFSET_BYTES);
                    if (yo == 0) continue;
                    if (!node(m, zn, ".y_offsets[", j, zo + 4 + 4L * j, yo, 4, seen, problems, "y node")) continue;
                    String yn = zn + ".y[" + j + "]", xp = null;
                    Rec y = Y_NODE.read(m, yo, yn);
                    int xCoord = y.i(X_COORD), xCount = y.i(X_COUNT);
                    RecArray xWords = X_WORD.view(m, yo + 4, xCount, yn + ".x_words");
                    spend(m, entries, xCount, y.pathOf(X_COUNT), yo + 2);
                    for (int k = 0; k < xCount; k++) {
                        long wAt = yo + 4 + 4L * k;
                        long word = xWords.get(k, WORD);
                        if (word == 0) continue;
                        long oo = OCTANT_OFFSET.from(word);   // the bits of the word just read, not a second read
                        if (columns) checks.expect("collision.octant_aligned", yn + ".x_words[" + k + "]", m.absolute(0) + wAt, oo % 16 == 0, "a 16-aligned octant offset", Hex.of(oo));
                        if (!node(m, yn, ".x_words[", k, wAt, oo, 16, seen, problems, "octant")) continue;
                        // the octant's path only where it is shown (the tables, a recording reader) or its header
                        // cannot be read: a totals walk of a full-size disc built half a million strings for nothing
                        // a recording totals walk owns the octant under its y node's prefix and a suffix kept for its index
                        // (joined only when shown: a full-size disc's walk built 0.6 M paths and their builders, 0.2 GB)
                        String op = columns || m.recording() && k >= OctantSuffixes.CACHED || !m.inRange(oo, OCTANT.size()) ? yn + ".x[" + k + "]" : null;
                        if (xp == null && op == null && m.recording()) xp = yn + ".x[";
                        try {
                            long[] used = octant(m, op, xp, yn, k, oo, word, (int) SIZE_QW.from(word), xCoord + k, yCoord + j, zCoord + i, vertexBudget, faceBudget);
                            vertexBudget -= used[0];
                            faceBudget -= used[1];
                        } catch (FormatException e) {
                            problems.caught(e, level);     // strict: thrown; lenient: a problem row, the other octants kept
                        }
                    }
                }
            }
        }

        private void spend(ByteReader m, long[] entries, int count, String p, long at) {
            entries[0] -= count;
            if (entries[0] < 0) {
                throw m.error(p, at, "node entries that fit the mesh bytes once (" + m.length() + " bytes)",
                        count + " more entries past that budget");
            }
        }

        /** Checks a node offset (inside the mesh, aligned, not seen before); false when the walk must skip it. */
        /**
         * Checks a node offset (field {@code parent + list + index + "]"}, named only when a check or problem needs it: the
         * totals-only walk passes every octant of a full-size disc's collision, half a million, through here).
         */
        private boolean node(ByteReader m, String parent, String list, int index, long fieldAt, long off, int align, BitSet seen, Problems problems, String what) {
            String p = columns ? name(parent, list, index) : null;
            boolean inside = off >= 0 && off + 4 <= m.length();
            if (columns) checks.expect("collision.node_offsets", p, m.absolute(0) + fieldAt, inside,
                    "a " + what + " offset inside the mesh [0x0, " + Hex.of(m.length()) + ")", Hex.of(off));
            if (!inside) {
                problems.violation(m, level, name(parent, list, index), fieldAt, "a " + what + " offset inside the mesh [0x0, " + Hex.of(m.length() - 4) + "]", Hex.of(off));
                return false;
            }
            if (off % align != 0 && align == 4) {
                problems.violation(m, level, name(parent, list, index), fieldAt, "a 4-aligned " + what + " offset", Hex.of(off));
                return false;
            }
            int bit = (int) (off / 4);
            if (seen.get(bit)) {
                problems.violation(m, level, name(parent, list, index), fieldAt, "each node referenced once (no cycle, no sharing)",
                        what + " at " + Hex.of(off) + " already visited");
                return false;
            }
            seen.set(bit);
            return true;
        }

        private static String name(String parent, String list, int index) { return parent + list + index + "]"; }

        // An octant's records after its header: vc vertices, fc faces, then qc fourth indices (one byte each).
        private static RecArray vertices(ByteReader m, String op, long oo, int vc) { return VERTEX.view(m, oo + 4, vc, op + ".vertices"); }
        private static RecArray faces(ByteReader m, String op, long oo, int vc, int fc) { return FACE.view(m, oo + 4 + 4L * vc, fc, op + ".faces"); }
        private static RecArray quadV3s(ByteReader m, String op, long oo, int vc, int fc, int qc) {
            return QUAD_V3.view(m, oo + 4 + 4L * vc + 4L * fc, qc, op + ".v3");
        }

        /** The totals-only walk under a recording reader: owns the octant's records as the full read does, reading none. */
        private static void ownRecords(ByteReader m, String op, String xp, int k, long oo, int vc, int fc, int qc) {
            // the claims of vertices(), faces() and quadV3s(), owned by a path and a suffix the store joins only when
            // shown (a quarter of a full-size disc's claims are octants' records): the octant's path and the part's
            // name, or its y node's prefix and the octant's index with the part's name
            boolean byIndex = op == null;
            VERTEX.own(m, oo + 4, vc, byIndex ? xp : op, byIndex ? OctantSuffixes.VERTICES[k] : ".vertices");
            FACE.own(m, oo + 4 + 4L * vc, fc, byIndex ? xp : op, byIndex ? OctantSuffixes.FACES[k] : ".faces");
            QUAD_V3.own(m, oo + 4 + 4L * vc + 4L * fc, qc, byIndex ? xp : op, byIndex ? OctantSuffixes.V3[k] : ".v3");
        }

        /**
         * Reads one octant, {@code x[k]} of y node {@code yn}; returns {vertices, faces} it added. {@code op} is its
         * path, or null in a totals walk (the header is then known to fit, and the path is made only for an error);
         * a totals walk that records owns the octant under {@code xp}, its y node's prefix, and a suffix for {@code k}.
         */
        private long[] octant(ByteReader m, String op, String xp, String yn, int k, long oo, long word, int sizeQw, int gx, int gy, int gz, long vertexBudget, long faceBudget) {
            int fc, vc, qc;
            Rec h = null;
            if (op == null && m.recording()) {
                // the header's claim as OCTANT.read(m, oo, op) makes it, its fields read through a view that claims nothing
                RecArray one = OCTANT.window(m, oo, 1, "collision.octant");
                m.claim(xp, OctantSuffixes.HEADER[k], oo, OCTANT.size(), gcscript.bytes.Coverage.Kind.DECODED, OCTANT);
                fc = one.i(0, FACE_COUNT);
                vc = one.i(0, VERTEX_COUNT);
                qc = one.i(0, QUAD_COUNT);
            } else {
                h = OCTANT.read(m, oo, op != null ? op : "collision.octant");
                fc = h.i(FACE_COUNT);
                vc = h.i(VERTEX_COUNT);
                qc = h.i(QUAD_COUNT);
            }
            long bytes = 4L + 4L * vc + 4L * fc + qc;
            if (op == null && (!m.inRange(oo, bytes) || vc > vertexBudget || fc > faceBudget)) op = yn + ".x[" + k + "]";
            m.requireRange(op, oo, bytes);
            if (vc > vertexBudget || fc > faceBudget) {
                throw m.error(op + ".face_count", oo, "at most " + vertexBudget + " more vertices and " + faceBudget
                        + " more faces (what the mesh bytes can hold)", vc + " vertices, " + fc + " faces");
            }
            long abs = m.absolute(0) + oo;
            int o = oOffset.size();
            if (!columns) {              // totals only: a quad is one of the first quad_count faces (v3 stored)
                if (m.recording()) ownRecords(m, op, xp, k, oo, vc, fc, qc);
                oOffset.add((int) abs);
                vertices += vc;
                faces += fc;
                quads += Math.min(qc, fc);
                return new long[] {vc, fc};
            }
            oOffset.add((int) abs); oGx.add(gx); oGy.add(gy); oGz.add(gz);
            oSizeQw.add(sizeQw); oWord.add((int) word);
            oFaces.add(fc); oVerts.add(vc); oQuads.add(qc);
            oVertexBase.add(vPacked.size()); oFaceBase.add(fType.size());
            long need = (bytes + 15) / 16;
            checks.expect("collision.octant_size_qw", op, abs, need == sizeQw, need + " qwords", Integer.toString(sizeQw));
            checks.expect("collision.quads_le_faces", h.pathOf(QUAD_COUNT), h.offsetOf(QUAD_COUNT), fc >= qc,
                    "face_count (" + fc + ") >= quad_count", Integer.toString(qc));
            boolean local = true;
            String worst = "";
            RecArray verts = vertices(m, op, oo, vc);
            for (int v = 0; v < vc; v++) {
                int xr = verts.i(v, X_RAW), yr = verts.i(v, Y_RAW), zr = verts.i(v, Z_RAW);
                vOctant.add(o); vIndex.add(v); vOffset.add((int) verts.offset(v)); vPacked.add(verts.i(v, PACKED));
                vXr.add(xr); vYr.add(yr); vZr.add(zr);
                double lx = X_LOCAL.value(xr), ly = Y_LOCAL.value(yr), lz = Z_LOCAL.value(zr);
                if (local && (Math.abs(lx) > LOCAL_LIMIT || Math.abs(ly) > LOCAL_LIMIT || Math.abs(lz) > LOCAL_LIMIT)) {
                    local = false;
                    worst = "vertex " + v + " at (" + lx + ", " + ly + ", " + lz + ")";
                }
            }
            checks.expect("collision.local_within_4", op, abs, local, "|local| <= " + LOCAL_LIMIT + " on every axis", local ? "all inside" : worst);
            RecArray fs = faces(m, op, oo, vc, fc), v3s = quadV3s(m, op, oo, vc, fc, qc);
            String badIndex = null;
            for (int f = 0; f < fc; f++) {
                int v0 = fs.i(f, V0), v1 = fs.i(f, V1), v2 = fs.i(f, V2), t = fs.i(f, TYPE);
                int v3 = f < qc ? v3s.i(f, V3) : -1;
                fOctant.add(o); fIndex.add(f); fOffset.add((int) fs.offset(f));
                fV0.add(v0); fV1.add(v1); fV2.add(v2); fV3.add(v3); fType.add(t);
                if (badIndex == null && (v0 >= vc || v1 >= vc || v2 >= vc || v3 >= vc)) {
                    badIndex = "face " + f + " (" + v0 + ", " + v1 + ", " + v2 + (v3 >= 0 ? ", " + v3 : "") + ")";
                }
            }
            checks.expect("collision.face_indices", op, abs, badIndex == null, "indices < vertex_count " + vc,
                    badIndex == null ? "all below" : badIndex);
            return new long[] {vc, fc};
        }

        private void heroGroups(ByteReader r, int at, Problems problems) {
            String hp = path + ".hero_groups";
            int count = HERO_BLOCK.read(r, at, hp).i(HERO_COUNT);
            int n = r.requireArray(hp, at + 0x10L, count, HERO_GROUP.size());
            long blockLen = r.length() - at;
            long budget = blockLen / 4;
            for (int g = 0; g < n; g++) {
                Rec h = HERO_GROUP.read(r, at + 0x10L + 0x10L * g, hp + "[" + g + "]");
                heroes.add(h);
                long data = h.u(DATA_OFFSET);
                int vc = h.i(HERO_VERTEX_COUNT), tc = h.i(TRIANGLE_COUNT);
                long len = 8L * vc + 4L * tc;
                boolean inside = data % 16 == 0 && data >= 0x10 + 0x10L * n && data + len <= blockLen;
                if (!inside || vc + tc > budget) {
                    checks.expect("collision.hero_groups", h.pathOf(DATA_OFFSET), h.offsetOf(DATA_OFFSET), false,
                            "16-aligned data of " + len + " bytes after the group table, inside the block (" + Hex.of(blockLen) + ")",
                            Hex.of(data));
                    problems.violation(r, level, h.pathOf(DATA_OFFSET), h.relativeOffset() + DATA_OFFSET.offset(),
                            "16-aligned hero group data inside the block", Hex.of(data));
                    continue;
                }
                budget -= vc + tc;
                long base = at + data;
                String bad = null;
                RecArray verts = HERO_VERTEX.view(r, base, vc, h.path() + ".vertices");
                for (int v = 0; v < vc && bad == null; v++) {
                    if (verts.i(v, HERO_PAD) != 0) bad = "vertex " + v + " pad " + verts.i(v, HERO_PAD);
                }
                RecArray tris = HERO_TRIANGLE.view(r, base + 8L * vc, tc, h.path() + ".triangles");
                for (int t = 0; t < tc && bad == null; t++) {
                    int a = tris.i(t, HERO_A), b = tris.i(t, HERO_B), c = tris.i(t, HERO_C), pad = tris.i(t, HERO_TRI_PAD);
                    if (pad != 0) bad = "triangle " + t + " pad " + pad;
                    else if (a >= vc || b >= vc || c >= vc) bad = "triangle " + t + " (" + a + ", " + b + ", " + c + ")";
                }
                checks.expect("collision.hero_groups", h.path(), h.offset(), bad == null,
                        "pads 0 and indices < vertex_count " + vc, bad == null ? "ok" : bad);
            }
        }
    }
}
