package gcscript.overlay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.level.Slot;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The overlay walk and the normal-table search: on every sample level against the manifest, and on built inputs. */
class OverlayTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void everySampleLevelHasTheManifestSectionsAndExactlyOneTable() {
        int levels = 0;
        for (Level l : DISC.levels()) {
            String p = "level." + l.number() + ".";
            Overlay o = l.overlay();
            Table t = o.sections();
            assertEquals(TRUTH.getLong(p + "overlay.sections"), t.rowCount());
            long start = l.extent(Slot.DATA).byteOffset() + TRUTH.getLong(p + "data.overlay.offset");
            long next = start;
            for (int i = 0; i < t.rowCount(); i++) {
                String s = p + "overlay.section." + i + ".";
                assertEquals(l.number(), t.intColumn("level").get(i));
                assertEquals(i, t.intColumn("record").get(i));
                assertEquals(next, t.longColumn("offset").get(i), "header " + i + " follows the previous section");
                assertEquals(TRUTH.getLong(s + "dest_address"), t.longColumn("dest_address").get(i));
                assertEquals(TRUTH.getLong(s + "copy_size"), (long) t.intColumn("copy_size").get(i));
                assertEquals(TRUTH.getLong(s + "section_type"), (long) t.intColumn("section_type").get(i));
                assertEquals(TRUTH.getLong(p + "overlay.entry_point"), t.longColumn("entry_point").get(i));
                next += 16 + t.intColumn("copy_size").get(i);
            }
            assertTrue(o.terminated(), "ends with a header of another entry_point");
            assertEquals(next, o.walkEnd());

            List<NormalTable> found = o.normalTables();
            assertEquals(1, found.size(), "the decoy is rejected on level " + l.number());
            NormalTable nt = found.get(0);
            assertEquals(TRUTH.getLong(p + "overlay.normal_table.offset"), nt.overlayOffset());
            assertEquals(start + nt.overlayOffset(), nt.offset());
            assertEquals(TRUTH.getLong(p + "overlay.normal_table.address"), nt.address());
            assertEquals(TRUTH.getLong(p + "overlay.normal_table.section"), nt.section());
            assertEquals(nt.address(), o.address(nt.offset()).getAsLong());
            assertEquals(nt.address() + 8, o.addressOfOverlayOffset(nt.overlayOffset() + 8).getAsLong());
            for (int i = 0; i < NormalTable.ENTRIES; i++) {
                assertEquals(Float.floatToRawIntBits((float) StrictMath.cos(i * Math.PI / 128)), nt.cosBits()[i]);
                assertEquals(Float.floatToRawIntBits((float) StrictMath.sin(i * Math.PI / 128)), nt.sinBits()[i]);
            }

            // the decoy is really there: it starts like the table
            long decoy = start + TRUTH.getLong(p + "overlay.decoy.offset");
            ByteReader file = l.bytes();
            assertEquals(0x3f800000, file.s32("decoy", decoy));
            assertEquals(0, file.s32("decoy", decoy + 4));
            assertTrue(o.address(decoy).isPresent());

            Table table = o.normalTable();
            assertEquals(256, table.rowCount());
            assertEquals(List.of("level", "file", "record", "offset"), table.columnNames().subList(0, 4));
            assertEquals(nt.offset() + 8 * 64, table.longColumn("offset").get(64));
            assertEquals(nt.address() + 8 * 64, table.longColumn("address").get(64));
            assertEquals(nt.sinBits()[64] & 0xffffffffL, table.longColumn("sin_bits").get(64));
            assertTrue(o.checks().booleanColumn("ok").asList().stream().allMatch(b -> b), o.checks().print());
            levels++;
        }
        assertEquals(5, levels);
    }

    @Test
    void tableOffsetsDifferBetweenLevels() {
        java.util.Set<Integer> offsets = new java.util.HashSet<>();
        for (Level l : DISC.levels()) offsets.add(l.overlay().findNormalTable().orElseThrow().overlayOffset());
        assertTrue(offsets.size() >= 3, offsets + " distinct offsets");
    }

    @Test
    void theNotesClaimsAboutTheOverlayAndTheFloatModelAreMeasured() {
        java.util.Map<String, String[]> rows = new java.util.HashMap<>();
        for (tech.tablesaw.api.Row r : DISC.claims()) {
            rows.put(r.getString("id"), new String[] {r.getString("expected"), r.getString("actual"), r.getString("status"), r.getString("detail")});
        }
        String[] lvl0 = rows.get("lvl0.normal_table.offset");
        assertEquals("0x" + Long.toHexString(TRUTH.getLong("level.0.overlay.normal_table.offset")), lvl0[1]);
        assertEquals("holds", lvl0[2]);
        assertEquals("not measurable on this disc", rows.get("lvl26.normal_table.offset")[2]);
        assertEquals("5/5", rows.get("overlay.normal_table.found")[1]);
        assertEquals("holds", rows.get("overlay.normal_table.found")[2]);
        assertEquals("holds", rows.get("overlay.decoy_pair")[2]);
        assertEquals("holds", rows.get("overlay.no_elf_header")[2]);
        assertEquals("holds", rows.get("ps2float.max_reads_nan")[2]);
        assertEquals("25", rows.get("ps2float.add_gap_25")[1]);
        assertEquals("holds", rows.get("ps2float.add_gap_25")[2]);
        assertEquals("differs", rows.get("ps2float.third_below")[2]);
        assertEquals("false", rows.get("ps2float.third_below")[1]);
        assertTrue(rows.get("ps2float.third_below")[3].startsWith("div(3f800000, 40400000) = 3eaaaaab"));
    }

    // ---- built inputs ---------------------------------------------------------------------------------

    private static final int E = 0x00301000;

    /** An overlay of sections {dest, size, type} with zero bytes, then a terminator header, then {@code tail} bytes. */
    private static ByteBuffer overlay(int[][] sections, boolean terminator, int tail) {
        int size = 0;
        for (int[] s : sections) size += 16 + s[1];
        ByteBuffer b = ByteBuffer.allocate(size + (terminator ? 16 : 0) + tail).order(ByteOrder.LITTLE_ENDIAN);
        for (int[] s : sections) {
            b.putInt(s[0]).putInt(s[1]).putInt(s[2]).putInt(E);
            b.position(b.position() + s[1]);
        }
        return b;
    }

    private static Overlay read(ByteBuffer b, Problems p) {
        return Overlay.read(7, "t.bin", ByteReader.of(b.array(), "t.bin"), p);
    }

    private static void putTable(ByteBuffer b, int at, int entries, double bump) {
        for (int i = 0; i < entries; i++) {
            b.putFloat(at + 8 * i, (float) (Math.cos(i * Math.PI / 128) + (i == 100 ? bump : 0)));
            b.putFloat(at + 8 * i + 4, (float) Math.sin(i * Math.PI / 128));
        }
    }

    @Test
    void walksToTheRangeEndOrATerminatorAndMapsAddresses() {
        ByteBuffer b = overlay(new int[][] {{0x300000, 0x40, 1}, {0x300040, 0x20, 8}}, true, 0);
        Overlay o = read(b, Problems.strict());
        assertEquals(2, o.sectionList().size());
        assertTrue(o.terminated());
        assertEquals(0x300000 + 4, o.address(16 + 4).getAsLong());
        assertEquals(0x300040 + 0x1f, o.address(16 + 0x40 + 16 + 0x1f).getAsLong());
        assertTrue(o.address(16 + 0x40).isEmpty(), "a header byte has no address");
        Overlay noTerminator = read(overlay(new int[][] {{0x300000, 0x40, 1}}, false, 0), Problems.strict());
        assertFalse(noTerminator.terminated());
        assertEquals(0x50, noTerminator.walkEnd());
    }

    @Test
    void brokenHeadersFailLoudlyOrBecomeProblems() {
        ByteBuffer badType = overlay(new int[][] {{0x300000, 0x40, 2}}, true, 0);
        FormatException e = assertThrows(FormatException.class, () -> read(badType, Problems.strict()));
        assertEquals("level[7].overlay.section[0].section_type", e.path());
        assertEquals(8, e.offset());
        Problems lenient = Problems.lenient();
        assertEquals(1, read(badType, lenient).sectionList().size());
        assertEquals(1, lenient.rows().size());

        ByteBuffer tooLong = overlay(new int[][] {{0x300000, 0x40, 1}}, true, 0);
        tooLong.putInt(4, 0x1000);
        FormatException e2 = assertThrows(FormatException.class, () -> read(tooLong, Problems.strict()));
        assertEquals("level[7].overlay.section[0].copy_size", e2.path());
        assertEquals("4096", e2.actual());

        ByteBuffer unaligned = overlay(new int[][] {{0x300002, 0x40, 1}}, true, 0);
        assertEquals("level[7].overlay.section[0].dest_address",
                assertThrows(FormatException.class, () -> read(unaligned, Problems.strict())).path());
        ByteBuffer outsideRam = overlay(new int[][] {{0x01fffff0, 0x40, 1}}, true, 0);
        assertThrows(FormatException.class, () -> read(outsideRam, Problems.strict()));

        ByteBuffer leftover = overlay(new int[][] {{0x300000, 0x40, 1}}, false, 8);
        assertThrows(FormatException.class, () -> read(leftover, Problems.strict()));
    }

    @Test
    void findsTheTableByContentAndRejectsNearMisses() {
        int[][] secs = {{0x300000, 0x1000, 1}, {0x301000, 0x1000, 1}};
        ByteBuffer b = overlay(secs, true, 0);
        int sec1 = 16 + 0x1000 + 16;
        putTable(b, sec1 + 0x120, 256, 0);
        putTable(b, 16 + 0x10, 40, 0);            // a decoy: a correct prefix only
        Overlay o = read(b, Problems.strict());
        assertEquals(1, o.normalTables().size());
        assertEquals(sec1 + 0x120, o.findNormalTable().orElseThrow().offset());
        assertEquals(0x301120, o.findNormalTable().orElseThrow().address());

        ByteBuffer off = overlay(secs, true, 0);
        putTable(off, sec1 + 0x120, 256, 1e-4);   // entry 100 off by 1e-4
        assertTrue(read(off, Problems.strict()).normalTables().isEmpty());
        assertFalse(read(off, Problems.strict()).checks().booleanColumn("ok").asList().stream().allMatch(x -> x));

        ByteBuffer ulp = overlay(secs, true, 0);
        putTable(ulp, sec1 + 0x120, 256, 2e-7);   // libm-sized differences are accepted
        assertEquals(1, read(ulp, Problems.strict()).normalTables().size());
    }

    @Test
    void anEmptyRangeHasNoSections() {
        Overlay o = Overlay.read(1, "t.bin", null, Problems.strict());
        assertTrue(o.empty());
        assertEquals(0, o.sections().rowCount());
        assertTrue(o.normalTables().isEmpty());
    }
}
