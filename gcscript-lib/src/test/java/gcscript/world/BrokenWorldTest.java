package gcscript.world;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.collision.Collision;
import gcscript.collision.CollisionModel;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.occlusion.OcclusionGrid;
import gcscript.occlusion.OcclusionGridModel;
import gcscript.sky.Sky;
import gcscript.sky.SkyModel;
import gcscript.table.Scope;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Each reader check of §4, §5.1 and §6 fails clearly on a section of the sample broken on purpose, and hostile
 * offsets, counts and cycles give a path-naming FormatException (strict) or a problem row (lenient), never a hang.
 * The sections are the sample's own bytes (read through the API to find where things are), then changed here.
 */
class BrokenWorldTest {
    static final Disc DISC = Gc.sample();

    static Level levelWith(String section) {
        for (Level l : DISC.levels()) if (l.core().sectionBytes(section).isPresent()) return l;
        throw new AssertionError("no level with " + section);
    }

    static byte[] bytes(String section) { return levelWith(section).core().sectionBytes(section).orElseThrow().toArray(); }

    static ByteBuffer le(byte[] b) { return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN); }

    // ---- collision -------------------------------------------------------------------------------------

    static CollisionModel collision(byte[] b, Problems p) { return CollisionModel.read(ByteReader.of(b, "test"), 0, "t.collision", p, null); }
    static Table checks(CollisionModel m) { return new Collision(Scope.of(() -> m)).checks(); }

    /** A copy of the sample's collision, changed by {@code edit} given the intact model's tables; the failing checks. */
    static Table brokenCollision(Consumer<Object[]> edit) {
        byte[] b = bytes("collision");
        CollisionModel intact = collision(b.clone(), Problems.strict());
        Collision area = new Collision(Scope.of(() -> intact));
        edit.accept(new Object[] {le(b), area.octants(), area.vertices(), area.faces(), area.heroGroups()});
        Problems p = Problems.lenient();
        return failing(checks(collision(b, p)));
    }

    static Table failing(Table checks) { return checks.where(checks.stringColumn("status").isEqualTo("fails")); }

    static void failsOnly(Table failing, String check) {
        assertTrue(failing.rowCount() > 0, "expected " + check + " to fail");
        assertTrue(failing.stringColumn("check").asList().contains(check), failing.printAll());
    }

    @Test
    void intactSectionsHoldEveryCheck() {
        assertEquals(0, failing(checks(collision(bytes("collision"), Problems.strict()))).rowCount());
        SkyModel s = SkyModel.read(ByteReader.of(bytes("sky"), "t"), 0, "t.sky", Problems.strict());
        assertEquals(0, failing(new Sky(Scope.of(() -> s)).checks()).rowCount());
        OcclusionGridModel g = OcclusionGridModel.read(ByteReader.of(bytes("occlusion"), "t"), 0, "t.occlusion", Problems.strict());
        assertEquals(0, failing(new OcclusionGrid(Scope.of(() -> g)).checks()).rowCount());
    }

    @Test
    void collisionHeaderCheck() {
        // mesh moved to 0x50 (offsets inside the octree are mesh-relative, so the walk still works)
        byte[] b = bytes("collision");
        byte[] moved = new byte[b.length + 0x10];
        System.arraycopy(b, 0, moved, 0, 8);
        System.arraycopy(b, 0x40, moved, 0x50, b.length - 0x40);
        ByteBuffer m = le(moved);
        m.putInt(0, 0x50);
        if (m.getInt(4) != 0) m.putInt(4, m.getInt(4) + 0x10);
        Table f = failing(checks(collision(moved, Problems.lenient())));
        failsOnly(f, "collision.header");
        assertEquals(1, f.rowCount(), f.printAll());
        assertTrue(f.stringColumn("subject").get(0).endsWith(".mesh"));
    }

    @Test
    void collisionOctantChecks() {
        failsOnly(brokenCollision(x -> {   // low byte of an x word
            ByteBuffer b = (ByteBuffer) x[0];
            Table o = (Table) x[1];
            long word = o.longColumn("word").getLong(0);
            int at = findWord(b, (int) word);
            b.putInt(at, (int) word + 1);
        }), "collision.octant_size_qw");
        failsOnly(brokenCollision(x -> {
            ByteBuffer b = (ByteBuffer) x[0];
            Table o = (Table) x[1];
            int off = (int) o.longColumn("offset").getLong(0);
            b.put(off + 3, (byte) (o.intColumn("face_count").get(0) + 1));     // quad_count > face_count
        }), "collision.quads_le_faces");
        failsOnly(brokenCollision(x -> {
            ByteBuffer b = (ByteBuffer) x[0];
            Table f = (Table) x[3];
            b.put((int) f.longColumn("offset").getLong(0), (byte) 200);              // v0 beyond the octant's vertices
        }), "collision.face_indices");
        failsOnly(brokenCollision(x -> {
            ByteBuffer b = (ByteBuffer) x[0];
            Table v = (Table) x[2];
            int at = (int) v.longColumn("offset").getLong(0);
            b.putInt(at, (b.getInt(at) & ~0x3ff) | 0x1ff);                      // x_raw 511: 31.9 units from the centre
        }), "collision.local_within_4");
        failsOnly(brokenCollision(x -> {
            ByteBuffer b = (ByteBuffer) x[0];
            Table o = (Table) x[1];
            long word = o.longColumn("word").getLong(1);
            int at = findWord(b, (int) word);
            b.putInt(at, (int) (((word >>> 8) + 4) << 8 | (word & 0xff)));       // octant offset 4 bytes off
        }), "collision.octant_aligned");
    }

    /** The totals-only walk (stats) against the full read: same numbers, same problems, same strict failures. */
    @Test
    void collisionCountsWalkAgreesWithTheModel() {
        byte[] intact = bytes("collision");
        CollisionModel m = collision(intact.clone(), Problems.strict());
        CollisionModel.Counts c = CollisionModel.counts(ByteReader.of(intact.clone(), "test"), 0, "t.collision", Problems.strict());
        assertEquals(m.counts(), c);
        assertTrue(c.faces() > 0 && c.quads() > 0 && c.quads() < c.faces(), c.toString());
        java.util.Random r = new java.util.Random(17);
        int differentInputs = 0;
        for (int round = 0; round < 300; round++) {
            byte[] b = intact.clone();
            for (int k = 1 + r.nextInt(4); k > 0; k--) b[r.nextInt(Math.min(b.length, 0x2000))] = (byte) r.nextInt(256);
            for (boolean strict : new boolean[] {false, true}) {
                Problems pm = strict ? Problems.strict() : Problems.lenient(), pc = strict ? Problems.strict() : Problems.lenient();
                Object want, got;
                try { want = collision(b.clone(), pm).counts(); } catch (FormatException e) { want = e.getMessage(); }
                try { got = CollisionModel.counts(ByteReader.of(b.clone(), "test"), 0, "t.collision", pc); } catch (FormatException e) { got = e.getMessage(); }
                assertEquals(want, got, "round " + round + (strict ? " strict" : " lenient"));
                assertEquals(pm.rows(), pc.rows(), "round " + round);
                if (!strict && !want.equals(c)) differentInputs++;
            }
        }
        assertTrue(differentInputs > 20, "the mutations reached the octree: " + differentInputs);
    }

    @Test
    void heroGroupAndChunkZeroChecks() {
        Level l = null;
        for (Level x : DISC.levels()) if (x.core().collision().heroGroups().rowCount() > 0) l = x;
        assertNotNull(l);
        byte[] b = l.core().sectionBytes("collision").orElseThrow().toArray();
        CollisionModel intact = collision(b.clone(), Problems.strict());
        Table h = new Collision(Scope.of(() -> intact)).heroGroups();
        int hero = le(b).getInt(4);
        long data = h.longColumn("data_offset").getLong(0);
        b[(int) (hero + data + 6)] = 1;                                         // vertex 0 pad
        failsOnly(failing(checks(collision(b, Problems.lenient()))), "collision.hero_groups");

        byte[] core = bytes("collision");
        byte[] other = core.clone();
        other[other.length - 1] ^= 1;
        CollisionModel m = CollisionModel.read(ByteReader.of(core, "chunk"), 0, "t", Problems.strict(), ByteReader.of(other, "core"));
        failsOnly(failing(checks(m)), "collision.chunk0_equals_core");
    }

    @Test
    void hostileCollisionOffsetsCountsAndCycles() {
        byte[] b = bytes("collision");
        CollisionModel intact = collision(b.clone(), Problems.strict());
        Table nodes = new Collision(Scope.of(() -> intact)).octants();
        ByteBuffer m = le(b);
        int zCount = m.getShort(0x42) & 0xffff;
        int first = -1, second = -1;
        for (int i = 0; i < zCount; i++) {
            if (m.getShort(0x44 + 2 * i) != 0) { if (first < 0) first = i; else if (second < 0) second = i; }
        }
        // a z offset past the mesh
        byte[] past = b.clone();
        le(past).putShort(0x44 + 2 * first, (short) 0xffff);
        FormatException e = assertThrows(FormatException.class, () -> collision(past, Problems.strict()));
        assertTrue(e.path().contains("root.z_offsets[" + first + "]"), e.getMessage());
        Problems lenient = Problems.lenient();
        failsOnly(failing(checks(collision(past.clone(), lenient))), "collision.node_offsets");
        assertFalse(lenient.rows().isEmpty());
        // two z entries sharing one node: a second visit is refused (cycles and shared nodes alike)
        if (second >= 0) {
            byte[] shared = b.clone();
            le(shared).putShort(0x44 + 2 * second, m.getShort(0x44 + 2 * first));
            e = assertThrows(FormatException.class, () -> collision(shared, Problems.strict()));
            assertTrue(e.getMessage().contains("already visited"), e.getMessage());
        }
        // an x word pointing back at the root's z node: a cycle
        byte[] cycle = b.clone();
        int zNode = 4 * (m.getShort(0x44 + 2 * first) & 0xffff);
        long word = nodes.longColumn("word").getLong(0);
        le(cycle).putInt(findWord(le(cycle), (int) word), (zNode << 8) | (int) (word & 0xff));
        assertThrows(FormatException.class, () -> collision(cycle, Problems.strict()));
        // hostile counts: z_count 0xffff, and a y node claiming 65535 entries
        byte[] count = b.clone();
        le(count).putShort(0x42, (short) 0xffff);
        assertThrows(FormatException.class, () -> collision(count, Problems.strict()));
        byte[] ycount = b.clone();
        le(ycount).putShort(0x40 + zNode + 2, (short) 0xffff);
        e = assertThrows(FormatException.class, () -> collision(ycount, Problems.strict()));
        assertTrue(e.path().contains(".z["), e.getMessage());
        // a y offset far past the section
        byte[] far = b.clone();
        le(far).putInt(0x40 + zNode + 4, 0x7fffff00);
        ByteBuffer fb = le(far);
        int yc = fb.getShort(0x40 + zNode + 2) & 0xffff;
        for (int j = 0; j < yc; j++) if (fb.getInt(0x40 + zNode + 4 + 4 * j) != 0) { fb.putInt(0x40 + zNode + 4 + 4 * j, 0x7fffff00); break; }
        e = assertThrows(FormatException.class, () -> collision(far, Problems.strict()));
        assertTrue(e.path().contains("y_offsets["), e.getMessage());
    }

    static int findWord(ByteBuffer b, int word) {
        for (int i = 0x40; i + 4 <= b.limit(); i += 4) if (b.getInt(i) == word) return i;
        throw new AssertionError("word not found " + Integer.toHexString(word));
    }

    // ---- sky -------------------------------------------------------------------------------------------

    static Table skyFailing(byte[] b) {
        SkyModel s = SkyModel.read(ByteReader.of(b, "t"), 0, "t.sky", Problems.lenient());
        return failing(new Sky(Scope.of(() -> s)).checks());
    }

    static Sky intactSky(byte[] b) {
        SkyModel s = SkyModel.read(ByteReader.of(b.clone(), "t"), 0, "t.sky", Problems.strict());
        return new Sky(Scope.of(() -> s));
    }

    @Test
    void skyChecks() {
        byte[] b = bytes("sky");
        Sky sky = intactSky(b);
        Table cl = sky.clusters(), fa = sky.faces(), sh = sky.shells();
        int shells = le(b).getShort(6);

        byte[] x = b.clone();
        le(x).putInt(0x20 + 4 * 7, 0x40);                                     // shells[7] set past shell_count
        if (shells < 8) failsOnly(skyFailing(x), "sky.shells");

        x = b.clone();
        le(x).putInt(0x10, le(x).getInt(0x14));                               // texture_defs == texture_data
        if (le(b).getShort(0x0c) > 0) failsOnly(skyFailing(x), "sky.textures");

        x = b.clone();
        if (le(b).getShort(0x0c) > 0) {
            le(x).putInt(0x40 + 8, 24);                                         // width 24: not a power of two
            failsOnly(skyFailing(x), "sky.textures");
        }

        x = b.clone();
        int c0 = (int) cl.longColumn("offset").getLong(0);
        le(x).putShort(c0 + 0x1a, le(x).getShort(c0 + 0x1c));                 // st_offset == tri_offset
        failsOnly(skyFailing(x), "sky.cluster_layout");

        x = b.clone();
        x[(int) fa.longColumn("offset").getLong(0)] = (byte) 250;                  // face index past vertex_count
        failsOnly(skyFailing(x), "sky.face_indices");

        // a face of an untextured shell with texture 0
        int untextured = -1;
        for (int i = 0; i < sh.rowCount(); i++) if (!sh.booleanColumn("textured").get(i)) untextured = sh.intColumn("shell").get(i);
        for (int i = 0; i < fa.rowCount(); i++) {
            if (fa.intColumn("shell").get(i) == untextured) {
                x = b.clone();
                x[(int) fa.longColumn("offset").getLong(i) + 3] = 0;
                failsOnly(skyFailing(x), "sky.untextured_faces");
                break;
            }
        }

        x = b.clone();
        int v0 = (int) sky.vertices().longColumn("offset").getLong(0);
        le(x).putShort(v0, (short) 32000).putShort(v0 + 2, (short) 32000);   // 44 units from the centre
        failsOnly(skyFailing(x), "sky.dome");
    }

    @Test
    void hostileSky() {
        byte[] b = bytes("sky");
        Sky sky = intactSky(b);
        int shell = (int) sky.shells().longColumn("offset").getLong(0);
        byte[] x = b.clone();
        le(x).putInt(shell, 0x7fffffff);                                       // cluster_count
        FormatException e = assertThrows(FormatException.class, () -> SkyModel.read(ByteReader.of(x, "t"), 0, "t.sky", Problems.strict()));
        assertTrue(e.path().contains("shell[0].clusters"), e.getMessage());
        byte[] y = b.clone();
        le(y).putInt(0x20, 0x7ffffff0);                                        // shells[0] past the section
        e = assertThrows(FormatException.class, () -> SkyModel.read(ByteReader.of(y, "t"), 0, "t.sky", Problems.strict()));
        assertTrue(e.path().endsWith("shells_0"), e.getMessage());
        byte[] z = b.clone();
        int c0 = (int) sky.clusters().longColumn("offset").getLong(0);
        le(z).putShort(c0 + 0x14, (short) 0x7fff);                            // vertex_count
        assertThrows(FormatException.class, () -> SkyModel.read(ByteReader.of(z, "t"), 0, "t.sky", Problems.strict()));
        byte[] w = b.clone();
        le(w).putInt(c0 + 0x10, 0x7ffffff0);                                   // cluster data past the section
        e = assertThrows(FormatException.class, () -> SkyModel.read(ByteReader.of(w, "t"), 0, "t.sky", Problems.strict()));
        assertTrue(e.path().endsWith(".data"), e.getMessage());
    }

    // ---- occlusion grid --------------------------------------------------------------------------------

    static Table gridFailing(byte[] b) {
        OcclusionGridModel g = OcclusionGridModel.read(ByteReader.of(b, "t"), 0, "t.occlusion", Problems.lenient());
        return failing(new OcclusionGrid(Scope.of(() -> g)).checks());
    }

    @Test
    void occlusionChecksAndHostileInput() {
        byte[] b = bytes("occlusion");
        OcclusionGridModel intact = OcclusionGridModel.read(ByteReader.of(b.clone(), "t"), 0, "t.occlusion", Problems.strict());
        Table oct = new OcclusionGrid(Scope.of(() -> intact)).octants();
        ByteBuffer m = le(b);
        int masks = m.getInt(0), zCount = m.getShort(6) & 0xffff;

        byte[] x = b.clone();
        le(x).putShort((int) oct.longColumn("offset").getLong(0), (short) 5000);  // mask index past the masks
        failsOnly(gridFailing(x), "occlusion.mask_index");

        x = b.clone();
        le(x).putInt(0, masks + 4);                                            // masks not 16-aligned, area not whole
        failsOnly(gridFailing(x), "occlusion.mask_area");

        int first = -1, second = -1;
        for (int i = 0; i < zCount; i++) if (m.getShort(8 + 2 * i) != 0) { if (first < 0) first = i; else if (second < 0) second = i; }
        x = b.clone();
        le(x).putShort(8 + 2 * first, (short) (masks / 4 + 2));               // a z node inside the masks
        failsOnly(gridFailing(x), "occlusion.node_offsets");
        byte[] past = x;
        FormatException e = assertThrows(FormatException.class,
                () -> OcclusionGridModel.read(ByteReader.of(past, "t"), 0, "t.occlusion", Problems.strict()));
        assertTrue(e.path().contains("root.z_offsets[" + first + "]"), e.getMessage());

        if (second >= 0) {
            byte[] shared = b.clone();
            le(shared).putShort(8 + 2 * second, m.getShort(8 + 2 * first));
            e = assertThrows(FormatException.class, () -> OcclusionGridModel.read(ByteReader.of(shared, "t"), 0, "t", Problems.strict()));
            assertTrue(e.getMessage().contains("already visited"));
        }
        byte[] count = b.clone();
        int zNode = 4 * (m.getShort(8 + 2 * first) & 0xffff);
        le(count).putShort(zNode + 2, (short) 0xffff);                        // y_count
        assertThrows(FormatException.class, () -> OcclusionGridModel.read(ByteReader.of(count, "t"), 0, "t", Problems.strict()));
        byte[] zc = b.clone();
        le(zc).putShort(6, (short) 0xffff);                                    // z_count
        assertThrows(FormatException.class, () -> OcclusionGridModel.read(ByteReader.of(zc, "t"), 0, "t", Problems.strict()));
    }

    @Test
    void strictLevelReadNamesTheLevelPath() {
        Level l = levelWith("sky");
        assertTrue(l.core().sky().model().isPresent());
        // the API's path prefix is the level's
        byte[] b = bytes("sky");
        le(b).putInt(0x20, 0x7ffffff0);
        FormatException e = assertThrows(FormatException.class,
                () -> SkyModel.read(ByteReader.of(b, "LEVEL0.WAD:core_data"), 0, "level[0].core.sky", Problems.strict()));
        assertTrue(e.getMessage().startsWith("LEVEL0.WAD:core_data: level[0].core.sky.header.shells_0"), e.getMessage());
    }

    @Test
    void throughTheLevelCoreStrictThrowsAndLenientKeepsTheRest() {
        Level l = levelWith("sky");
        var core = l.core();
        int skyAt = core.sectionList().stream().filter(x -> x.name().equals("sky")).findFirst().orElseThrow().start();
        byte[] data = core.coreData().toArray();
        le(data).putInt(skyAt + 0x20, 0x7ffffff0);                               // shells[0] far outside the sky
        int shells = core.sky().shells().rowCount();

        gcscript.core.LevelCore strict = gcscript.core.LevelCore.ofDecompressed(l.number(), core.coreIndex(), core.gsRamBytes(),
                ByteReader.of(data, l.fileName() + ":core_data"), Problems.strict());
        FormatException e = assertThrows(FormatException.class, () -> strict.sky().shells());
        assertEquals("level[" + l.number() + "].core.sky.header.shells_0", e.path());
        assertEquals(skyAt + 0x20, e.offset());
        assertEquals(core.collision().faces().rowCount(), strict.collision().faces().rowCount(), "collision unaffected");

        Problems lenient = Problems.lenient();
        gcscript.core.LevelCore soft = gcscript.core.LevelCore.ofDecompressed(l.number(), core.coreIndex(), core.gsRamBytes(),
                ByteReader.of(data, l.fileName() + ":core_data"), lenient);
        assertEquals(shells - 1, soft.sky().shells().rowCount(), "the other shells are read");
        assertEquals(1, lenient.rows().size(), lenient.rows().toString());
        assertEquals(1, failing(soft.sky().checks()).rowCount());
        assertEquals(core.occlusion().octants().rowCount(), soft.occlusion().octants().rowCount());
    }
}
