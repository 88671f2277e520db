package gcscript.scene;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.chart.Wireframe;
import gcscript.collision.CollisionModel;
import gcscript.core.LevelCore;
import gcscript.gameplay.GameplayModel;
import gcscript.gltf.GltfBuilder;
import gcscript.gltf.GltfBuilder.Primitive;
import gcscript.gltf.Json;
import gcscript.layout.Field;
import gcscript.layout.RecArray;
import gcscript.moby.MobyClass;
import gcscript.moby.MobyMesh;
import gcscript.shrub.ShrubClass;
import gcscript.shrub.ShrubMesh;
import gcscript.sky.SkyModel;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import gcscript.tie.TieClass;
import gcscript.tie.TieMesh;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns one level's parsed parts into a glTF asset. Everything sits under one root node, {@code level N}, whose
 * rotation (−90° about X) maps the stored PS2 frame (Z up) to glTF's (Y up): stored (x, y, z) shows at glTF
 * (x, z, −y). Buffers hold the stored-frame numbers unchanged, so a vertex in the file equals the row in the tables.
 */
final class SceneBuilder {
    /** −90° about X as a glTF quaternion: Z-up to Y-up. */
    static final float[] Z_UP_TO_Y_UP = {(float) -Math.sqrt(0.5), 0, 0, (float) Math.sqrt(0.5)};

    private final int level;
    private final LevelCore core;
    private final GameplayModel gameplay;
    private final SceneOptions options;
    private final gcscript.lighting.LitLevel lit;
    private final GltfBuilder g = new GltfBuilder("gcscript");
    private final List<SceneNode> nodes = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<String, Integer> classMesh = new HashMap<>();
    /** Skinned moby classes by mesh name: each joint's TRS (translation, rotation, scale) and the inverse-bind accessor. */
    private final Map<String, Skin> skins = new HashMap<>();

    private record Skin(float[][][] joints, int inverseBind, List<SceneAnimations.Clip> clips) {}

    /** What {@link SceneRender} draws: each mesh's stored-frame geometry, and each placement of a mesh. */
    private final Map<Integer, SceneRender.Geometry> geometry = new HashMap<>();
    private final List<SceneRender.Draw> draws = new ArrayList<>();
    private final Materials materials;
    private final double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
    private int root;
    static final gcscript.lighting.LightSelection LIT_SELECTION = gcscript.lighting.LightSelection.values()[0];

    SceneBuilder(int level, LevelCore core, GameplayModel gameplay, gcscript.lighting.LitLevel lit, SceneOptions options) {
        this.level = level;
        this.lit = lit;
        this.core = core;
        this.gameplay = gameplay;
        this.options = options;
        this.materials = new Materials(g, core, options.textures(), notes);
    }

    Scene build() {
        root = g.node("level " + level);
        g.nodeMap(root).put("rotation", Z_UP_TO_Y_UP);
        Map<String, Object> rx = Json.obj();
        rx.put("frame", "children are in the stored PS2 frame (Z up); this node's rotation maps it to glTF's Y up");
        rx.put("level", level);
        g.nodeMap(root).put("extras", rx);
        nodes.add(new SceneNode("level " + level, "level", null, -1, -1, 0, 0, 0));
        tfrags();
        classes();
        instances();
        lights();
        sky();
        if (options.collision()) collision();
        int[] roots = new int[1 + skinnedRoots.size()];
        roots[0] = root;
        for (int i = 0; i < skinnedRoots.size(); i++) roots[1 + i] = skinnedRoots.get(i);
        g.scene("level " + level, roots);
        g.extras().put("level", level);
        g.extras().put("lod", options.lod());
        if (!notes.isEmpty()) g.extras().put("notes", notes);
        return new Scene(level, g, List.copyOf(nodes), List.copyOf(notes), new SceneRender(level, geometry, draws));
    }

    private void grow(double x, double y, double z) {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) return;
        box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y); box[2] = Math.min(box[2], z);
        box[3] = Math.max(box[3], x); box[4] = Math.max(box[4], y); box[5] = Math.max(box[5], z);
    }

    private int add(int parent, String name, String kind, String mesh, int record, int oClass, double x, double y, double z) {
        int n = g.node(name);
        g.child(parent, n);
        nodes.add(new SceneNode(name, kind, mesh, record, oClass, x, y, z));
        return n;
    }

    // ---- tfrag terrain: one node and mesh per patch, in world units -------------------------------------------------
    private void tfrags() {
        TfragBlock b = core.tfrags();
        int lod = options.lod();
        int pi = -1;
        for (TfragPatch p : b.patchList()) {
            pi++;
            int n = p.positionCount();
            int idx = p.header().index();
            if (n == 0) { notes.add("tfrag " + idx + ": no positions, no mesh"); continue; }
            for (int k = 0; k < n; k++) grow(p.world(k, 0), p.world(k, 1), p.world(k, 2));
            // One glTF vertex per vertex-info entry the LOD's triangles use: an entry pairs a position with its own
            // s, t, so a position shared by two textures becomes two vertices (reconstruction, docs/formats/tfrag.md).
            int[] t = p.triangleData(lod);
            int nt = p.triangleCount(lod);
            int entries = 0;
            for (short[] v : p.vertexInfo()) if (v != null) entries += v.length / 4;
            int[] vertexOf = new int[entries];          // vertex-info entry -> glTF vertex, -1 = unused so far
            java.util.Arrays.fill(vertexOf, -1);
            gcscript.table.IntList used = new gcscript.table.IntList();   // glTF vertex -> vertex-info entry
            java.util.TreeMap<Integer, gcscript.table.IntList> byTexture = new java.util.TreeMap<>();
            java.util.Map<Integer, Integer> adgifOf = new HashMap<>();
            int dropped = 0;
            for (int i = 0, q = 0; i < nt; i++, q += TfragPatch.TRI_FIELDS) {
                int[] v = {t[q + 1], t[q + 2], t[q + 3]};
                boolean ok = true;
                for (int e : v) ok &= e >= 0 && e < entries && p.vinfo(e, 3) / 2 >= 0 && p.vinfo(e, 3) / 2 < n;
                if (!ok) { dropped++; continue; }
                var list = byTexture.computeIfAbsent(t[q + 4], k -> new gcscript.table.IntList());
                adgifOf.putIfAbsent(t[q + 4], t[q + 5]);
                for (int e : v) {
                    if (vertexOf[e] < 0) { vertexOf[e] = used.size(); used.add(e); }
                    list.add(vertexOf[e]);
                }
            }
            if (dropped > 0) notes.add("tfrag " + idx + ": " + dropped + " LOD " + lod + " triangles name a position outside the patch (the tfrag checks say which)");
            String name = "tfrag " + idx;
            int nv = used.size();
            int node = add(root, name, "tfrag", nv == 0 ? null : "tfrag patch " + idx, idx, -1, p.world(0, 0), p.world(0, 1), p.world(0, 2));
            if (nv == 0) continue;
            float[] xyz = new float[3 * nv], uv = new float[2 * nv];
            int[] pos = new int[nv];
            for (int v = 0; v < nv; v++) {
                int e = used.get(v), k = p.vinfo(e, 3) / 2;
                pos[v] = k;
                for (int a = 0; a < 3; a++) xyz[3 * v + a] = (float) p.world(k, a);
                uv[2 * v] = st(p.vinfo(e, 0));
                uv[2 * v + 1] = st(p.vinfo(e, 1));
            }
            Map<String, Integer> attr = new java.util.LinkedHashMap<>();
            attr.put("POSITION", g.floats(xyz, "VEC3", true, true));
            if (materials.textures()) attr.put("TEXCOORD_0", g.floats(uv, "VEC2", false, true));
            int[] rgba = b.channels(p);
            int colours = rgba.length / 4;
            boolean litColours = lit != null && lit.patchStart(pi + 1) - lit.patchStart(pi) == n;
            if (lit != null && !litColours) notes.add("tfrag " + idx + ": lit colours do not cover the patch's positions; stored colours used");
            if (litColours || colours > 0) {
                // Stored: COLOR_0 holds the bytes as normalized u8 (c / 255); the PS2 reads 0x80 as full intensity, so the
                // console shows them twice as bright (doubling here would clip the overbright values). Lit: the
                // PS2-float lighting model's output, clamped to 0..1 as the console's colour registers do.
                int[] col = new int[4 * nv];
                for (int v = 0; v < nv; v++) {
                    int k = pos[v];
                    // a position without a stored colour shows the PS2's neutral 0x80 in every channel
                    for (int e = 0; e < 4; e++) col[4 * v + e] = k < colours ? rgba[4 * k + e] : 0x80;
                    if (litColours) {
                        int[] c = lit.channels(LIT_SELECTION, lit.patchStart(pi) + k);
                        for (int e = 0; e < 3; e++) col[4 * v + e] = c[e];
                    }
                }
                attr.put("COLOR_0", g.bytes(col, "VEC4", true));
            }
            Map<String, Object> ex = Json.obj();
            ex.put("patch", idx);
            ex.put("lod", lod);
            if (colours > 0 && colours < n) ex.put("colours_stored", colours);
            ex.put("colours", litColours ? "lit: PS2-float lighting model, selection " + LIT_SELECTION.name().toLowerCase(java.util.Locale.ROOT)
                    : "as stored (u8 / 255; the PS2 reads 0x80 as full)");
            List<Primitive> prims = new ArrayList<>();
            gcscript.table.IntList all = new gcscript.table.IntList();
            for (var e : byTexture.entrySet()) {
                int[] wrap = null;
                Integer ad = adgifOf.get(e.getKey());
                if (ad != null && ad >= 0 && ad < p.adgifs().size()) wrap = new int[] {p.adgifs().get(ad).lo()[2], p.adgifs().get(ad).hi()[2]};
                int mat = materials.texture(gcscript.texture.TextureKind.TFRAG, e.getKey(), wrap, Materials.TFRAG);
                int[] idxs = e.getValue().toArray();
                prims.add(new Primitive(attr, g.indices(idxs, nv), mat));
                for (int i : idxs) all.add(i);
            }
            int mesh = g.mesh("tfrag patch " + idx, prims, ex);
            g.nodeMap(node).put("mesh", mesh);
            geometry.put(mesh, new SceneRender.Geometry("tfrag", xyz, all.toArray()));
            draws.add(new SceneRender.Draw(mesh, null));
        }
    }

    /** A tfrag s or t: raw / 4096, or raw / 8192 when negative (the offset-mode UNPACK, docs/formats/tfrag.md). */
    static float st(int raw) { return raw >= 0 ? raw / 4096f : raw / 8192f; }

    // ---- class meshes (class space; instances place them) -----------------------------------------------------------
    private void classes() {
        int classLod = options.lod() == 0 ? 0 : 1;
        for (MobyClass c : core.mobyModel().classes()) {
            if (c.meshless()) continue;
            MobyMesh m = MobyMesh.of(level, c);
            int lod = classLod;
            if (m.lods().length > 0 && count(m.lods(), lod) == 0) lod = 0;
            int nt = count(m.lods(), lod);
            if (nt == 0 || m.vertexCount() == 0) { notes.add("moby class " + c.oClass() + ": no triangles, no mesh"); continue; }
            int[] tri = new int[3 * nt], slot = new int[nt];
            int j = 0, bangleTriangles = 0;
            for (int i = 0; i < m.triangleCount(); i++) {
                if (m.lods()[i] != lod) continue;
                if (m.bangles()[i] >= 0) bangleTriangles++;
                slot[j / 3] = m.slots()[i];
                for (int e = 0; e < 3; e++) tri[j++] = m.triangles()[3 * i + e];
            }
            Map<String, Object> ex = Json.obj();
            ex.put("class_index", c.index());
            ex.put("o_class", c.oClass());
            ex.put("lod", lod == 0 ? "high" : "low");
            // bangles are parts of the model drawn at the LOD of their list (MobyMesh); metal packets are a second
            // pass (chrome, glass) with no texture coordinates, so a mesh of one LOD leaves them out and says so
            if (bangleTriangles > 0) ex.put("bangle_triangles", bangleTriangles);
            int metal = count(m.lods(), 2);
            if (metal > 0) ex.put("metal_triangles_not_exported", metal);
            ex.put("positions", c.skeleton().isEmpty() ? "as stored" : "bind pose (skin applied through the skeleton matrices)");
            Map<String, Integer> skinAttr = skinAttributes(c, m, ex);
            classMesh(ClassKindName.MOBY, c.oClass(), m.bindPose(), m.uv(), tri, slot,
                    sl -> materials.texture(gcscript.texture.TextureKind.MOBY, c.texture(sl), MobyMesh.wrap(c, sl), Materials.MOBY), ex, skinAttr);
        }
        for (TieClass c : core.tieModel().classes()) {
            int lod = Math.min(options.lod(), maxTieLod(c));
            Wireframe.Mesh m = TieMesh.of(c, lod);
            Map<String, Object> ex = Json.obj();
            ex.put("class_index", c.index());
            ex.put("o_class", c.entry().oClass());
            ex.put("lod", lod);
            if (m.tris().length == 0) { notes.add("tie class " + c.entry().oClass() + ": no triangles, no mesh"); continue; }
            classMesh(ClassKindName.TIE, c.entry().oClass(), toFloat(m.xyz()), toFloat(TieMesh.uv(c, lod)), m.tris(), m.colour(),
                    sl -> materials.texture(gcscript.texture.TextureKind.TIE, c.texture(sl), tieWrap(c, sl), Materials.TIE), ex, null);
        }
        for (ShrubClass c : core.shrubModel().classes()) {
            Wireframe.Mesh m = ShrubMesh.of(c);
            Map<String, Object> ex = Json.obj();
            ex.put("class_index", c.index());
            ex.put("o_class", c.entry().oClass());
            if (m.tris().length == 0) { notes.add("shrub class " + c.entry().oClass() + ": no triangles, no mesh"); continue; }
            classMesh(ClassKindName.SHRUB, c.entry().oClass(), toFloat(m.xyz()), toFloat(ShrubMesh.uv(c)), m.tris(), m.colour(),
                    sl -> materials.texture(gcscript.texture.TextureKind.SHRUB, c.texture(sl), shrubWrap(c, sl), Materials.SHRUB), ex, null);
        }
    }

    enum ClassKindName { MOBY, TIE, SHRUB;
        String label() { return name().toLowerCase(java.util.Locale.ROOT); }
    }

    private static int maxTieLod(TieClass c) {
        int max = 0;
        for (var p : c.packets()) max = Math.max(max, p.lod());
        return max;
    }

    /**
     * One class mesh: one primitive per TEX0 slot (triangles in stored order within it), sharing the class's
     * position and UV accessors.
     */
    private void classMesh(ClassKindName kind, int oClass, float[] xyz, float[] uv, int[] tri, int[] slot,
                           java.util.function.IntUnaryOperator material, Map<String, Object> ex, Map<String, Integer> skinAttr) {
        String name = kind.label() + " class " + oClass;
        if (classMesh.containsKey(name)) { notes.add(name + ": a second class block with the same o_class; instances use the first"); return; }
        int nv = xyz.length / 3;
        if (!finite(xyz) || !finite(uv)) { notes.add(name + ": a position or texture coordinate is not finite; no mesh"); return; }
        Map<String, Integer> attr = new java.util.LinkedHashMap<>();
        attr.put("POSITION", g.floats(xyz, "VEC3", true, true));
        if (skinAttr != null) {
            attr.put("JOINTS_0", skinAttr.get("JOINTS_0"));
            attr.put("WEIGHTS_0", skinAttr.get("WEIGHTS_0"));
            skins.put(name, pendingSkin);
        }
        if (materials.textures() && uv.length == 2 * nv && nv > 0) attr.put("TEXCOORD_0", g.floats(uv, "VEC2", false, true));
        java.util.TreeMap<Integer, gcscript.table.IntList> bySlot = new java.util.TreeMap<>();
        for (int i = 0; i < tri.length / 3; i++) {
            gcscript.table.IntList l = bySlot.computeIfAbsent(slot[i], k -> new gcscript.table.IntList());
            for (int e = 0; e < 3; e++) l.add(tri[3 * i + e]);
        }
        List<Primitive> prims = new ArrayList<>();
        List<Object> slots = new ArrayList<>();
        for (var e : bySlot.entrySet()) {
            prims.add(new Primitive(attr, g.indices(e.getValue().toArray(), nv), material.applyAsInt(e.getKey())));
            slots.add(e.getKey());
        }
        ex.put("primitive_slots", slots);
        int meshIndex = g.mesh(name, prims, ex);
        classMesh.put(name, meshIndex);
        geometry.put(meshIndex, new SceneRender.Geometry(kind.label(), xyz, tri));
    }

    private Skin pendingSkin;
    private final gcscript.table.IntList skinnedRoots = new gcscript.table.IntList();

    /**
     * JOINTS_0 / WEIGHTS_0 of a skinned class (three stored (joint, weight/256) pairs per vertex, weights divided by
     * their sum; a vertex with no weight follows joint 0 with weight 1, which leaves it at its bind position since
     * every joint's inverse bind matrix undoes that joint), and the skin's joint transforms. Null (and a note) when the
     * class has no skeleton, more than 255 joints, or a joint matrix that is not an invertible affine transform.
     */
    private Map<String, Integer> skinAttributes(MobyClass c, MobyMesh m, Map<String, Object> ex) {
        int nj = m.jointCount(), nv = m.vertexCount();
        if (nj == 0) return null;
        String who = "moby class " + m.oClass();
        if (nj > 255) { notes.add(who + ": " + nj + " joints, more than JOINTS_0 bytes hold; bind pose baked, no skin"); return null; }
        float[][][] trs = new float[nj][][];
        float[] ibm = new float[16 * nj];
        for (int j = 0; j < nj; j++) {
            float[] r = java.util.Arrays.copyOfRange(m.jointMatrices(), 16 * j, 16 * j + 16);
            // stored row-major with the translation in the fourth column (x' = r0 x + r1 y + r2 z + r3); glTF is column-major
            float[] col = {r[0], r[4], r[8], 0, r[1], r[5], r[9], 0, r[2], r[6], r[10], 0, r[3], r[7], r[11], 1};
            float[][] d = finite(col) ? Transforms.decompose(col) : null;
            float[] used = d == null ? null : Transforms.compose(d[0], d[1], d[2]);
            float[] inv = used == null ? null : Transforms.inverseAffine(used);
            if (inv == null || !finite(inv)) {
                notes.add(who + ": joint " + j + " matrix is not an invertible affine transform; bind pose baked, no skin");
                return null;
            }
            trs[j] = d;
            System.arraycopy(inv, 0, ibm, 16 * j, 16);
        }
        int[] joints = new int[4 * nv];
        float[] weights = new float[4 * nv];
        for (int v = 0; v < nv; v++) {
            float sum = 0;
            for (int k = 0; k < 3; k++) {
                int j = m.skinJoints()[3 * v + k];
                if (j >= 0 && j < nj) sum += m.skinWeights()[3 * v + k];
            }
            if (sum <= 0) { weights[4 * v] = 1; continue; }
            for (int k = 0; k < 3; k++) {
                int j = m.skinJoints()[3 * v + k];
                if (j < 0 || j >= nj) continue;
                joints[4 * v + k] = j;
                weights[4 * v + k] = m.skinWeights()[3 * v + k] / sum;
            }
        }
        pendingSkin = new Skin(trs, g.floats(ibm, "MAT4", false, false), SceneAnimations.clips(g, c, trs, notes));
        Map<String, Integer> a = new HashMap<>();
        a.put("JOINTS_0", g.bytes(joints, "VEC4", false));
        a.put("WEIGHTS_0", g.floats(weights, "VEC4", false, true));
        ex.put("skin", nj + " joints; instances carry their own joint nodes");
        ex.put("animations", pendingSkin.clips().size() + " of " + c.sequences().size() + " sequences; each instance has its own");
        return a;
    }

    private static int[] tieWrap(TieClass c, int slot) {
        if (slot < 0 || slot >= c.adgifs().size()) return null;
        var r = c.adgifs().get(slot);
        return new int[] {gcscript.tie.TieLayouts.CLAMP.wrapS(r), gcscript.tie.TieLayouts.CLAMP.wrapT(r)};
    }

    private static int[] shrubWrap(ShrubClass c, int slot) {
        for (var p : c.packets()) {
            for (var r : p.prims()) {
                if (gcscript.shrub.ShrubLayouts.TEX0.slot(r) == slot) {
                    return new int[] {gcscript.shrub.ShrubLayouts.CLAMP.wrapS(r), gcscript.shrub.ShrubLayouts.CLAMP.wrapT(r)};
                }
            }
        }
        return null;
    }

    private static int count(int[] a, int v) { int n = 0; for (int x : a) if (x == v) n++; return n; }

    private static float[] toFloat(double[] d) {
        float[] f = new float[d.length];
        for (int i = 0; i < d.length; i++) f[i] = (float) d[i];
        return f;
    }

    // ---- instances from the gameplay extent ----------------------------------------------------------------------------
    private void instances() {
        if (gameplay == null) { notes.add("no gameplay extent: no instances"); return; }
        RecArray mob = gameplay.mobies();
        if (mob != null) {
            for (int i = 0; i < mob.count(); i++) {
                int uid = mob.i(i, M_UID), oc = mob.i(i, M_O_CLASS);
                float x = mob.f(i, M_X), y = mob.f(i, M_Y), z = mob.f(i, M_Z);
                String mesh = "moby class " + oc;
                Integer meshIndex = classMesh.get(mesh);
                int n = add(root, "moby " + uid, "moby", meshIndex == null ? null : mesh, i, oc, x, y, z);
                Map<String, Object> node = g.nodeMap(n);
                Skin skin = skins.get(mesh);
                if (meshIndex != null && skin == null) node.put("mesh", meshIndex);
                if (meshIndex != null && skin != null) skinned(n, uid, oc, meshIndex, skin);
                float[] t = {x, y, z};
                float[] q = Transforms.eulerZyx(mob.f(i, M_ROT[0]), mob.f(i, M_ROT[1]), mob.f(i, M_ROT[2]));
                float s = mob.f(i, M_SCALE);
                Map<String, Object> ex = Json.obj();
                ex.put("index", i);
                ex.put("uid", uid);
                ex.put("o_class", oc);
                if (meshIndex == null) ex.put("class_mesh", "none in this level's core (meshless, or not in the class table)");
                if (finite(t) && finite(q) && Float.isFinite(s)) {
                    if (meshIndex != null) draws.add(new SceneRender.Draw(meshIndex, Transforms.compose(t, q, new float[] {s, s, s})));
                    node.put("translation", t);
                    node.put("rotation", q);
                    node.put("scale", new float[] {s, s, s});
                    grow(x, y, z);
                } else {
                    ex.put("transform", "not finite as stored; left at the origin");
                    notes.add("moby " + uid + ": transform not finite");
                }
                node.put("extras", ex);
            }
        }
        matrices(gameplay.ties(), "tie", T_O_CLASS, T_MATRIX);
        matrices(gameplay.shrubs(), "shrub", S_O_CLASS, S_MATRIX);
    }

    /**
     * A skinned instance: its joints as child nodes (placed by the skeleton's matrices, so the instance's transform
     * moves them), the mesh on a child node without a transform, as glTF wants for skinned meshes, and one animation per
     * sequence of its class ({@link SceneAnimations}).
     */
    private void skinned(int instance, int uid, int oClass, int mesh, Skin skin) {
        int[] joints = new int[skin.joints().length];
        for (int j = 0; j < joints.length; j++) {
            joints[j] = g.node("joint " + j + " of moby " + uid);
            g.child(instance, joints[j]);
            Map<String, Object> jn = g.nodeMap(joints[j]);
            jn.put("translation", skin.joints()[j][0]);
            jn.put("rotation", skin.joints()[j][1]);
            jn.put("scale", skin.joints()[j][2]);
            nodes.add(new SceneNode("joint " + j + " of moby " + uid, "joint", null, j, -1, 0, 0, 0));
        }
        // a scene root: glTF ignores a skinned mesh node's own transform and its parents' (the joints place it), and the
        // validator warns when such a node has a parent
        int sm = g.node("skinned mesh of moby " + uid);
        skinnedRoots.add(sm);
        nodes.add(new SceneNode("skinned mesh of moby " + uid, "skinned mesh", "moby skin " + uid, -1, -1, 0, 0, 0));
        g.nodeMap(sm).put("mesh", mesh);
        g.nodeMap(sm).put("skin", g.skin("moby " + uid, joints, skin.inverseBind()));
        SceneAnimations.animate(g, uid, oClass, joints, skin.clips());
    }

    private void matrices(RecArray a, String kind, Field oClass, Field[] matrix) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) {
            int oc = a.i(i, oClass);
            float[] m = new float[16];
            for (int e = 0; e < 16; e++) m[e] = a.f(i, matrix[e]);
            String mesh = kind + " class " + oc;
            Integer meshIndex = classMesh.get(mesh);
            int n = add(root, kind + " " + i, kind, meshIndex == null ? null : mesh, i, oc, m[12], m[13], m[14]);
            Map<String, Object> node = g.nodeMap(n);
            if (meshIndex != null) node.put("mesh", meshIndex);
            Map<String, Object> ex = Json.obj();
            ex.put("index", i);
            ex.put("o_class", oc);
            ex.put("matrix_as_stored", stored(m));
            if (meshIndex == null) ex.put("class_mesh", "none in this level's core");
            float[] placed = placeMatrix(node, ex, m, kind + " " + i);
            if (meshIndex != null && placed != null) draws.add(new SceneRender.Draw(meshIndex, placed));
            node.put("extras", ex);
        }
    }

    /**
     * The reference's rule for element 15: Wrench's writer stores 0.01 there and its reader reads 1.0; the stored
     * value stays in the extras and the node uses 1. Elements 3, 7 and 11 (the projective row) must be 0 for a
     * placement; a matrix whose basis is not rotation × scale (sheared) is decomposed and the node says so.
     */
    private float[] placeMatrix(Map<String, Object> node, Map<String, Object> ex, float[] stored, String who) {
        float[] m = stored.clone();
        if (!finite(m)) {
            ex.put("transform", "not finite as stored; left at the origin");
            notes.add(who + ": matrix not finite");
            return null;
        }
        if (m[3] != 0 || m[7] != 0 || m[11] != 0) {
            ex.put("projective_row", new float[] {m[3], m[7], m[11]});
            notes.add(who + ": elements 3, 7, 11 are not 0; placed without them");
        }
        m[3] = 0; m[7] = 0; m[11] = 0; m[15] = 1;
        grow(m[12], m[13], m[14]);
        float[][] trs = Transforms.decompose(m);
        if (trs == null) {
            ex.put("transform", "singular basis; placed by translation only");
            notes.add(who + ": singular basis");
            node.put("translation", new float[] {m[12], m[13], m[14]});
            return null;
        }
        float[] back = Transforms.compose(trs[0], trs[1], trs[2]);
        double err = 0, scale = 1e-6;
        for (int e = 0; e < 16; e++) { err = Math.max(err, Math.abs(back[e] - m[e])); scale = Math.max(scale, Math.abs(m[e])); }
        if (err <= 1e-4 * scale) {
            node.put("matrix", m);
            return m;
        }
        node.put("translation", trs[0]);
        node.put("rotation", trs[1]);
        node.put("scale", trs[2]);
        ex.put("transform", "basis is not rotation x scale (sheared); nearest TRS used, largest element error " + (float) err);
        notes.add(who + ": sheared basis, nearest TRS used");
        return back;
    }

    /** Stored floats for the extras: numbers, or the word in hex where JSON has no number for it (NaN, infinities). */
    static List<Object> stored(float[] v) {
        List<Object> out = new ArrayList<>(v.length);
        for (float f : v) out.add(Float.isFinite(f) ? (Object) f : String.format("0x%08x (%s)", Float.floatToRawIntBits(f), f));
        return out;
    }

    private static boolean finite(float[] v) {
        for (float f : v) if (!Float.isFinite(f)) return false;
        return true;
    }

    // ---- directional lights (KHR_lights_punctual) ------------------------------------------------------------------------
    private void lights() {
        if (gameplay == null || gameplay.lights() == null) return;
        RecArray l = gameplay.lights();
        for (int i = 0; i < l.count(); i++) {
            light(l, i, "a", COLOUR_A, DIRECTION_A);
            light(l, i, "b", COLOUR_B, DIRECTION_B);
        }
    }

    private void light(RecArray l, int i, String half, Field[] colour, Field[] direction) {
        float r = l.f(i, colour[0]), gr = l.f(i, colour[1]), b = l.f(i, colour[2]);
        float dx = l.f(i, direction[0]), dy = l.f(i, direction[1]), dz = l.f(i, direction[2]);
        String name = "light " + i + " " + half;
        int n = add(root, name, "light", null, i, -1, 0, 0, 0);
        Map<String, Object> ex = Json.obj();
        ex.put("colour_as_stored", stored(new float[] {r, gr, b, l.f(i, colour[3])}));
        ex.put("direction_as_stored", stored(new float[] {dx, dy, dz, l.f(i, direction[3])}));
        g.nodeMap(n).put("extras", ex);
        double len = Math.sqrt((double) dx * dx + (double) dy * dy + (double) dz * dz);
        if (!Float.isFinite(r) || !Float.isFinite(gr) || !Float.isFinite(b) || !(len > 1e-9) || !Double.isFinite(len)) {
            notes.add(name + ": colour or direction unusable; no light");
            return;
        }
        // glTF colours are 0..1 with a separate intensity; a stored channel above 1 becomes intensity, a negative one 0
        float max = Math.max(1f, Math.max(r, Math.max(gr, b)));
        float[] rgb = {Math.max(0, r) / max, Math.max(0, gr) / max, Math.max(0, b) / max};
        if (r < 0 || gr < 0 || b < 0) notes.add(name + ": negative colour channel shown as 0");
        g.lightOn(n, g.directionalLight(name, rgb, max));
        g.nodeMap(n).put("rotation", Transforms.lookAlong(dx, dy, dz));
    }

    // ---- sky --------------------------------------------------------------------------------------------------------------
    private void sky() {
        SkyModel s = core.skyModel();
        if (!s.present() || s.vertexCount() == 0 || s.faceCount() == 0) return;
        float[] xyz = s.positions();
        int[] rows = s.faceRows();
        int[] tri = new int[rows.length];
        int m = 0, dropped = 0;
        for (int f = 0; f < rows.length / 3; f++) {
            if (rows[3 * f] < 0 || rows[3 * f + 1] < 0 || rows[3 * f + 2] < 0) { dropped++; continue; }
            for (int e = 0; e < 3; e++) tri[m++] = rows[3 * f + e];
        }
        if (dropped > 0) notes.add("sky: " + dropped + " faces name a vertex outside their cluster (the sky checks say which)");
        if (m == 0) return;
        double r = 0;
        for (int i = 0; i < xyz.length; i += 3) r = Math.max(r, Math.sqrt(xyz[i] * xyz[i] + xyz[i + 1] * xyz[i + 1] + xyz[i + 2] * xyz[i + 2]));
        Map<String, Integer> attr = new java.util.LinkedHashMap<>();
        attr.put("POSITION", g.floats(xyz, "VEC3", true, true));
        if (materials.textures()) attr.put("TEXCOORD_0", g.floats(s.st(), "VEC2", false, true));
        java.util.TreeMap<Integer, gcscript.table.IntList> byTexture = new java.util.TreeMap<>();
        for (int f = 0; f < rows.length / 3; f++) {
            if (rows[3 * f] < 0 || rows[3 * f + 1] < 0 || rows[3 * f + 2] < 0) continue;
            var l = byTexture.computeIfAbsent(s.faceTexture(f), k -> new gcscript.table.IntList());
            for (int e = 0; e < 3; e++) l.add(rows[3 * f + e]);
        }
        List<Primitive> prims = new ArrayList<>();
        for (var e : byTexture.entrySet()) {
            int t = e.getKey();
            gcscript.texture.Texture.Level tex = materials.textures() && t != 0xFF && t < s.textureCount() ? s.texture(t) : null;
            int mat = tex == null ? materials.plain("sky", Materials.SKY)
                    : materials.image("sky " + t, tex.image(), tex.argb(), "sky texture " + t, null);
            prims.add(new Primitive(attr, g.indices(e.getValue().toArray(), xyz.length / 3), mat));
        }
        int mesh = g.mesh("sky", prims, null);
        // The game draws the sky around the camera; here it is centred on the level and scaled to enclose it.
        double cx = 0, cy = 0, cz = 0, k = 1;
        if (box[0] <= box[3] && r > 0) {
            cx = (box[0] + box[3]) / 2; cy = (box[1] + box[4]) / 2; cz = box[2];
            double half = Math.sqrt(Math.pow(box[3] - box[0], 2) + Math.pow(box[4] - box[1], 2) + Math.pow(box[5] - box[2], 2)) / 2;
            k = Math.max(1, 1.25 * half / r);
        }
        int n = add(root, "sky", "sky", "sky", -1, -1, cx, cy, cz);
        Map<String, Object> node = g.nodeMap(n);
        node.put("mesh", mesh);
        node.put("translation", new float[] {(float) cx, (float) cy, (float) cz});
        node.put("scale", new float[] {(float) k, (float) k, (float) k});
        Map<String, Object> ex = Json.obj();
        ex.put("scale", k);
        ex.put("note", "the game draws the sky around the camera; this node centres it on the level and scales it to enclose it");
        node.put("extras", ex);
    }

    // ---- collision: unshared triangles so the face type can be a vertex attribute ---------------------------------------
    private void collision() {
        CollisionModel c = core.collisionModel();
        if (!c.present() || c.faceCount() == 0) return;
        int faces = c.faceCount(), tris = 0, dropped = 0;
        for (int f = 0; f < faces; f++) {
            if (!c.faceIndicesValid(f)) continue;
            tris += c.faceVertexRow(f, 3) >= 0 ? 2 : 1;
        }
        float[] xyz = new float[9 * tris], type = new float[3 * tris];
        int v = 0;
        for (int f = 0; f < faces; f++) {
            if (!c.faceIndicesValid(f)) { dropped++; continue; }
            int[] k = {c.faceVertexRow(f, 0), c.faceVertexRow(f, 1), c.faceVertexRow(f, 2), c.faceVertexRow(f, 3)};
            int[][] split = k[3] >= 0 ? new int[][] {{k[0], k[1], k[2]}, {k[0], k[2], k[3]}} : new int[][] {{k[0], k[1], k[2]}};
            for (int[] t : split) for (int row : t) {
                xyz[3 * v] = c.x(row); xyz[3 * v + 1] = c.y(row); xyz[3 * v + 2] = c.z(row);
                type[v++] = c.faceType(f);
            }
        }
        if (dropped > 0) notes.add("collision: " + dropped + " faces name a vertex outside their octant (the collision checks say which)");
        if (v == 0) return;
        if (!finite(xyz)) { notes.add("collision: a vertex is not finite; no collision mesh"); return; }
        int[] idx = new int[v];
        for (int i = 0; i < v; i++) idx[i] = i;
        Map<String, Integer> attr = new java.util.LinkedHashMap<>();
        attr.put("POSITION", g.floats(xyz, "VEC3", true, true));
        attr.put("_FACE_TYPE", g.floats(type, "SCALAR", false, true));
        Map<String, Object> mex = Json.obj();
        mex.put("_FACE_TYPE", "the face's stored type byte, on each of its three vertices");
        int mesh = g.mesh("collision", List.of(new Primitive(attr, g.indices(idx, v), materials.plain("collision", Materials.COLLISION))), mex);
        int n = add(root, "collision", "collision", "collision", -1, -1, 0, 0, 0);
        g.nodeMap(n).put("mesh", mesh);
        Map<String, Object> ex = Json.obj();
        ex.put("hidden", true);
        ex.put("note", "collision; a viewer hides it by default");
        g.nodeMap(n).put("extras", ex);
    }
}
