package gcscript.claims;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.tfrag.TfragPatch;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The claims that rebuild the notes' probes, scans and superseded readings (ProbeClaims, TerrainClaims,
 * ShrubBodyClaims, TfragOriginClaims): each figure recomputed here another way (from the parsed records, from
 * bytes laid out by the test, or by sampling) rather than by the measure's own code.
 */
class NotesReadingsClaimsTest {
    static Disc disc;

    @BeforeAll static void open() { disc = Gc.sample(); }

    // ---- class-table stride probe ----

    @Test void rightStrideCountsEveryEntryWithABlock() {
        for (Level l : disc.levels()) {
            for (ClassKind k : ClassKind.values()) {
                List<ClassEntry> e = l.core().classEntries(k);
                long withBlock = e.stream().filter(x -> x.offsetInAssetWad() > 0).count();
                ProbeClaims.Probe p = k.stride() == 0x30 ? ProbeClaims.AT_0X30 : ProbeClaims.AT_0X20;
                assertArrayEquals(new long[] {withBlock, e.size()}, ProbeClaims.sane(l, k, p), l.number() + " " + k);
            }
        }
    }

    /** Shrub entries read 0x20 apart: what each trial slot holds follows from the 0x30-byte records it straddles. */
    @Test void shrubAtTheWrongStrideReadsTexturesAndBillboardsAsOffsets() {
        long total = 0, sane = 0;
        for (Level l : disc.levels()) {
            List<ClassEntry> e = l.core().classEntries(ClassKind.SHRUB);
            long size = l.core().coreData().length();
            for (int j = 0; j < e.size(); j++) {
                long at = 0x20L * j;
                ClassEntry owner = e.get((int) (at / 0x30));
                int off, o;
                switch ((int) (at % 0x30)) {
                    case 0 -> { off = owner.offsetInAssetWad(); o = owner.oClass(); }
                    case 0x10 -> { off = word(owner.textures(), 0); o = word(owner.textures(), 4); }
                    default -> {
                        var b = owner.billboard();
                        off = (b.textureWidth() & 0xffff) | b.textureHeight() << 16;
                        o = (b.maximumMipmapLevel() & 0xffff) | b.paletteOffset() << 16;
                    }
                }
                total++;
                if (off > 0 && off < size && o >= 0 && o <= 0x7fff) sane++;
            }
        }
        Measured m = ProbeClaims.disc(disc, ClassKind.SHRUB, ProbeClaims.AT_0X20);
        assertEquals(sane + "/" + total, m.value());
        assertTrue(sane < total, "the control must miss some entries on the sample: " + m.value());
    }

    static int word(byte[] b, int at) { return ByteBuffer.wrap(b, at, 4).order(ByteOrder.LITTLE_ENDIAN).getInt(); }

    @Test void probeClaimsHoldOnTheSample() {
        var t = disc.claims();
        for (String id : List.of("classes.moby.stride_0x20", "classes.tie.stride_0x20", "classes.shrub.stride_0x30", "lvl0.shrub.stride_0x30")) {
            int r = t.stringColumn("id").indexOf(id);
            assertEquals("holds", t.stringColumn("status").get(r), id);
            assertEquals("manifest", t.stringColumn("basis").get(r), id);
        }
    }

    // ---- terrain scans ----

    @Test void clustersSplitWhereTheGapExceedsTheThreshold() {
        byte[] b = new byte[20000];
        int[] at = {100, 200, 550, 2050, 9050, 9060};   // gaps 100, 350, 1500, 7000, 10
        for (int a : at) System.arraycopy(AnalysisClaims.TEXEL, 0, b, a, 4);
        Measured m = TerrainClaims.clusters(ByteReader.of(b, "t"));
        assertEquals(List.of("5", "4", "3", "2"), m.readings().stream().map(Measured.Reading::value).toList());
        assertTrue(m.detail().startsWith("6 hits"), m.detail());
        assertFalse(TerrainClaims.clusters(ByteReader.of(new byte[64], "t")).measured());
    }

    @Test void sampleCountsByteThreeOfTheFirstAndOfSpreadSlots() {
        int slots = 4000;
        byte[] b = new byte[slots * 64];
        for (int i = 0; i < 2000; i += 4) b[i * 64 + 3] = 0x48;        // 500 of the first 2000
        for (int i = 2002; i < slots; i += 4) b[i * 64 + 3] = 0x48;    // 500 beyond: only the spread sample (even slots) sees them
        Measured m = TerrainClaims.sample(ByteReader.of(b, "t"), slots);
        assertEquals("500/2000", m.readings().get(0).value());
        assertEquals("1000/2000", m.readings().get(1).value());   // slots 0, 2, 4, …: 500 in each half
    }

    @Test void sphereFitFindsTriplesLaidOnTheSphere() {
        // 1000 records of 10 bytes: an s16 triple of length 2187 × 8 at +4, noise elsewhere
        ByteBuffer bb = ByteBuffer.allocate(10_000).order(ByteOrder.LITTLE_ENDIAN);
        Random r = new Random(5);
        for (int i = 0; i < 1000; i++) {
            double th = r.nextDouble() * Math.PI, ph = r.nextDouble() * 2 * Math.PI, rad = 2187 * 8;
            bb.putShort((short) r.nextInt(50)).putShort((short) r.nextInt(50));
            bb.putShort((short) Math.round(rad * Math.sin(th) * Math.cos(ph))).putShort((short) Math.round(rad * Math.sin(th) * Math.sin(ph)))
                    .putShort((short) Math.round(rad * Math.cos(th)));
        }
        Measured m = TerrainClaims.sphereFit(bb.array());
        assertEquals("100.0%", m.readings().get(0).value());
        assertTrue(m.readings().get(0).name().contains("stride 10, start 4, 3 components"), m.readings().get(0).name());
    }

    @Test void sphereFitEqualsTheDirectWalkOnMixedData() {
        // half noise, half triples near the sphere at two strides, so that every tolerance has its own best
        Random r = new Random(11);
        ByteBuffer bb = ByteBuffer.allocate(6_001).order(ByteOrder.LITTLE_ENDIAN);
        while (bb.remaining() >= 8) {
            if (r.nextBoolean()) { bb.putShort((short) r.nextInt()); continue; }
            double th = r.nextDouble() * Math.PI, ph = r.nextDouble() * 2 * Math.PI, rad = 2187 * 8 * (1 + (r.nextDouble() - 0.5) * 0.08);
            bb.putShort((short) Math.round(rad * Math.sin(th) * Math.cos(ph))).putShort((short) Math.round(rad * Math.sin(th) * Math.sin(ph)))
                    .putShort((short) Math.round(rad * Math.cos(th)));
        }
        byte[] b = bb.array();
        Measured m = TerrainClaims.sphereFit(b);
        for (int t = 0; t < TerrainClaims.TOLERANCES.length; t++) {
            String[] direct = directSphereFit(b, TerrainClaims.TOLERANCES[t]);
            assertTrue(m.readings().get(t).name().contains("(best: " + direct[0] + ")"), m.readings().get(t).name() + " vs " + direct[0]);
            assertEquals(direct[1], m.readings().get(t).value());
        }
    }

    /** The walk as the notes describe it, one stride, start and component count at a time: the reference. */
    private static String[] directSphereFit(byte[] b, double tol) {
        double lo2 = Math.pow(2187 * (1 - tol) * 8, 2), hi2 = Math.pow(2187 * (1 + tol) * 8, 2), best = 0;
        String where = "";
        for (int comps = 3; comps <= 4; comps++) {
            for (int stride = 2; stride <= 16; stride++) {
                for (int start = 0; start < stride; start++) {
                    long on = 0, n = 0;
                    for (int at = start; at + 2 * comps <= b.length; at += stride, n++) {
                        long r2 = 0;
                        for (int c = 0; c < comps; c++) {
                            long v = (short) ((b[at + 2 * c] & 0xff) | (b[at + 2 * c + 1] << 8));
                            r2 += v * v;
                        }
                        if (r2 >= lo2 && r2 <= hi2) on++;
                    }
                    if (n > 0 && (double) on / n > best) {
                        best = (double) on / n;
                        where = "stride " + stride + ", start " + start + ", " + comps + " components";
                    }
                }
            }
        }
        return new String[] {where, String.format(java.util.Locale.ROOT, "%.1f%%", 100 * best)};
    }

    // ---- shrub bodies ----

    @Test void varyingPositionsAreWhereAMemberDiffers() {
        boolean[] v = ShrubBodyClaims.varies(List.of(new byte[] {1, 2, 3, 4}, new byte[] {1, 9, 3, 4}, new byte[] {1, 2, 3, 7}));
        assertArrayEquals(new boolean[] {false, true, false, true}, v);
    }

    @Test void bodiesAreSixVaryingAndTwoConstantBytesOnTheSample() {
        assertEquals("6,2", ShrubBodyClaims.shape(disc).value());
        assertEquals("false", ShrubBodyClaims.uniform(disc).value());
        assertEquals("false", ShrubBodyClaims.vifPacked(disc).value());
    }

    @Test void uniformRateIsTheShareOfRandomWordsPassingTheTest() {
        assertEquals("25.0%,128", ShrubBodyClaims.uniformRate().value());
        byte[] b = new byte[400_000];
        new Random(11).nextBytes(b);
        String sampled = AnalysisClaims.vifRate(ByteReader.of(b, "random")).value();
        double pct = Double.parseDouble(sampled.substring(0, sampled.indexOf('%')));
        assertEquals(25.0, pct, 0.5, sampled);
    }

    /** The shell's chance against sampling: 4,000,000 uniform triples, within four standard deviations. */
    @Test void normalChanceAgreesWithSampling() {
        String v = ShrubBodyClaims.chance().value();
        double p = 1.0 / Double.parseDouble(v.substring(v.indexOf('/') + 1));
        Random r = new Random(3);
        int n = 4_000_000, hit = 0;
        for (int i = 0; i < n; i++) {
            long x = (short) r.nextInt(), y = (short) r.nextInt(), z = (short) r.nextInt();
            if (Math.abs(x * x + y * y + z * z - ShrubBodyClaims.R2) <= ShrubBodyClaims.SLACK) hit++;
        }
        double sd = Math.sqrt(n * p);
        assertEquals(n * p, hit, 4 * sd, "sampled " + hit + " of " + n);
        assertTrue(p > 1.0 / 11000 && p < 1.0 / 10000, v);
    }

    // ---- superseded tfrag origin ----

    @Test void oldOriginIsTheLastStrowOfTheCommonList() {
        Level l = disc.level(0);
        int matched = 0;
        for (TfragPatch p : l.core().tfrags().patchList()) {
            var o = TfragOriginClaims.oldOrigin(l.core().coreData(), p);
            assertTrue(o.isPresent());
            // the sample writes no light STROW after the origin, so both rules pick the same row
            assertArrayEquals(p.base(), o.get());
            matched++;
        }
        assertTrue(matched > 0);
    }

    @Test void wrongBoxIsTheExtentOfThePositionsUnderThatOrigin() {
        Level l = disc.level(0);
        double[] lo = {1e30, 1e30, 1e30}, hi = {-1e30, -1e30, -1e30};
        for (TfragPatch p : l.core().tfrags().patchList()) {
            for (int k = 0; k < p.positionCount(); k++) for (int c = 0; c < 3; c++) {
                lo[c] = Math.min(lo[c], p.world(k, c));
                hi[c] = Math.max(hi[c], p.world(k, c));
            }
        }
        assertEquals(Math.round(hi[0] - lo[0]) + "," + Math.round(hi[1] - lo[1]) + "," + Math.round(hi[2] - lo[2]),
                TfragOriginClaims.wrongBox(l).value());
        Measured s = TfragOriginClaims.scale(l);
        assertEquals("1024", s.value());
        int n = l.core().tfrags().patchList().stream().mapToInt(TfragPatch::positionCount).sum();
        assertTrue(s.detail().contains(n + " as (base + raw) / 1024"), s.detail());
    }

    @Test void noClaimOfTheseAreasIsLeftUnmeasured() {
        var t = disc.claims();
        for (int i = 0; i < t.rowCount(); i++) {
            if (!t.stringColumn("id").get(i).startsWith("chunks.")) assertNotEquals(Claims.NOT_YET, t.stringColumn("status").get(i), t.stringColumn("id").get(i));
        }
    }
}
