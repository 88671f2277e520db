package gcscript.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.coverage.CoverageMap;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The round trip on hand-laid buffers: a record read through a right declaration comes back identical; one read
 * through a declaration with a field at the wrong width, or with a bit field one bit too narrow, gives a differing
 * row whose path names the record and field; opaque bytes are carried and counted; padding is rebuilt as zeros, so a
 * non-zero padding byte differs.
 */
class RoundTripPlantedTest {
    // the stored record (8 bytes): count u16 = 0x1234, then a word 0x80000013 whose low 5 bits are a flag field
    static byte[] bytes() {
        byte[] b = new byte[0x40];
        int[] rec = {0x34, 0x12, 0x00, 0x00, 0x13, 0x00, 0x00, 0x80};
        for (int k = 0; k < 3; k++) for (int i = 0; i < 8; i++) b[k * 8 + i] = (byte) (rec[i] + (i == 0 ? k : 0));
        for (int i = 0x18; i < 0x20; i++) b[i] = (byte) (0xa0 + i);   // an opaque blob
        return b;                                                    // 0x20..0x3f: zeros
    }

    static final Layout RIGHT = new Layout("rt_right", 8, "test: the record as stored");
    static final Field COUNT = RIGHT.u16("count", 0, "");
    static final Field LO = RIGHT.bits("lo", 4, Type.U32, 0, 5, "");
    static final Field HI = RIGHT.bits("hi", 4, Type.U32, 5, 27, "");

    static final Layout NARROW = new Layout("rt_narrow", 8, "test: count declared u8 (the high byte is lost)");
    static final Field NARROW_COUNT = NARROW.u8("count", 0, "");
    static final Field NARROW_WORD = NARROW.u32("word", 4, "");

    static final Layout DROPPED_BIT = new Layout("rt_dropped_bit", 8, "test: lo declared 4 bits wide (bit 4 is lost)");
    static final Field DB_COUNT = DROPPED_BIT.u16("count", 0, "");
    static final Field DB_LO = DROPPED_BIT.bits("lo", 4, Type.U32, 0, 4, "");
    static final Field DB_HI = DROPPED_BIT.bits("hi", 4, Type.U32, 5, 27, "");

    /** Reads {@code bytes} into a fresh store with {@code reads}, then the round trip of that store. */
    static RoundTrip trip(byte[] bytes, Consumer<ByteReader> reads) {
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(bytes, "t").recording(store);
        reads.accept(r);
        return RoundTrip.of(CoverageMap.of(0, store));
    }

    static RoundTrip.Row row(RoundTrip rt, String area) {
        return rt.rows().stream().filter(r -> r.area().equals(area)).findFirst().orElseThrow(() -> new AssertionError(area + " in " + rt.rows()));
    }

    @Test void aRightDeclarationComesBackIdenticalAndCarriesOnlyTheOpaqueBlob() {
        RoundTrip rt = trip(bytes(), r -> {
            RIGHT.view(r, 0, 3, "recs");
            r.claim("blob", 0x18, 8, Coverage.Kind.OPAQUE, null);
        });
        assertTrue(rt.identical(), rt.rows().toString());
        RoundTrip.Buffer b = rt.buffer("t");
        assertEquals(new RoundTrip.Buffer("t", 0x40, 3 * 6, 3 * 2, 0x20, 8, 0), b);   // bytes 2..3 of each record: undeclared zeros
        assertEquals(List.of(new RoundTrip.Row(0, "recs", 24, true, -1, ""), new RoundTrip.Row(0, "padding", 0x20, true, -1, ""),
                new RoundTrip.Row(0, RoundTrip.CARRIED, 8, true, -1, "blob (t)")), rt.rows());
        assertEquals(RoundTrip.COLUMNS, rt.table().columnNames());
    }

    @Test void aFieldAtTheWrongWidthIsADifferenceNamingIt() {
        RoundTrip rt = trip(bytes(), r -> NARROW.view(r, 0, 3, "recs"));
        RoundTrip.Row recs = row(rt, "recs");
        assertFalse(recs.identical());
        assertEquals(1, recs.firstDifference());                 // the high byte of count, 0x12, rebuilt as 0
        assertEquals("recs[0]+0x1 (undeclared in rt_narrow, after count) (t)", recs.path());
        assertFalse(rt.identical());
        assertEquals(3 * 3, rt.buffer("t").undeclared());
    }

    @Test void aBitFieldTooNarrowIsADifferenceNamingItsWord() {
        byte[] b = bytes();
        b[8 + 4] = 0x03;                                          // record 1's lo fits 4 bits: only records 0 and 2 differ
        RoundTrip rt = trip(b, r -> DROPPED_BIT.view(r, 0, 3, "recs"));
        RoundTrip.Row recs = row(rt, "recs");
        assertEquals(4, recs.firstDifference());
        assertEquals("recs[0].lo|hi (t)", recs.path());
        RoundTrip right = trip(b, r -> RIGHT.view(r, 0, 3, "recs"));
        assertTrue(right.identical(), right.rows().toString());
    }

    @Test void aLaterRecordsDifferenceIsNamedByItsIndex() {
        byte[] b = bytes();
        b[8 + 4] = 0x03;
        b[16 + 4] = 0x1f;                                         // only record 2 has bit 4 set
        b[4] = 0x03;
        RoundTrip rt = trip(b, r -> DROPPED_BIT.view(r, 0, 3, "recs"));
        assertEquals(16 + 4, row(rt, "recs").firstDifference());
        assertEquals("recs[2].lo|hi (t)", row(rt, "recs").path());
    }

    @Test void nonZeroPaddingIsADifferenceAndUnexplainedBytesAreCarried() {
        byte[] b = bytes();
        b[0x31] = 7;                                              // inside a claimed padding run
        b[0x3c] = 9;                                              // claimed by nothing: unexplained
        RoundTrip rt = trip(b, r -> {
            RIGHT.read(r, 0, "rec");
            r.claim("pad", 0x30, 4, Coverage.Kind.PADDING, null);
        });
        RoundTrip.Row pad = row(rt, "pad");
        assertEquals(0x31, pad.firstDifference());
        assertEquals("pad (t)", pad.path());
        RoundTrip.Row carried = rt.rows().stream().filter(r -> r.path().equals("unexplained (t)")).findFirst().orElseThrow();
        assertEquals(RoundTrip.CARRIED, carried.area());
        // records 1-2 and the blob (read by nothing here); then 0x34..0x3c, zeros not ending at an alignment (so
        // unexplained, by the coverage map's rule), and 0x3c
        assertEquals(0x18 + 8 + 1, carried.bytes());
        assertTrue(carried.identical());
    }

    @Test void everyByteIsAccountedOnce() {
        RoundTrip rt = trip(bytes(), r -> {
            NARROW.view(r, 0, 2, "recs");
            r.claim("blob", 0x18, 8, Coverage.Kind.OPAQUE, null);
        });
        RoundTrip.Buffer b = rt.buffer("t");
        assertEquals(b.bytes(), b.reencoded() + b.undeclared() + b.padding() + b.carried() + b.compressed());
        assertEquals(b.bytes() - b.compressed(), rt.rows().stream().mapToLong(RoundTrip.Row::bytes).sum());
    }

    @Test void areasComeFromTheOwnerPath() {
        assertEquals("moby", Areas.of("level[3].core.moby[2].packet[0].vertex"));
        assertEquals("moby", Areas.of("core.moby_classes[4]"));
        assertEquals("textures", Areas.of("core.tfrag_textures[1].palette"));
        assertEquals("textures", Areas.of("core.gs_ram[7]"));
        assertEquals("tfrag", Areas.of("core.tfrags[3].rgba"));
        assertEquals("tfrag", Areas.of("level[1].chunk_0.tfrags"));
        // a WAD-LZ stream's header under the stream's own path, whatever holds the stream; a lone stream's
        assertEquals("wad_lz", Areas.of("level[1].chunk_0.tfrags.wad"));
        assertEquals("wad_lz", Areas.of("level[1].chunk_0.tfrags.wad.magic"));
        assertEquals("wad_lz", Areas.of("level[0].data.core_data.wad"));
        assertEquals("wad_lz", Areas.of("bonus.goodies_images[0].wad.magic"));
        assertEquals("wad_lz", Areas.of("wad"));
        assertEquals("wad_lz", Areas.of("wad.magic"));
        assertEquals("gameplay", Areas.of("level[0].gameplay.wadding"));
        assertEquals("hud_bank_0", Areas.of("level[0].data.hud_bank_0"));
        assertEquals("collision", Areas.of("level[1].core.collision.z[0].y[1].x[2].faces"));
        assertEquals("occlusion", Areas.of("level[0].core.occlusion.masks"));
        assertEquals("occlusion_mapping", Areas.of("level[0].occlusion.mappings"));
        assertEquals("gameplay", Areas.of("level[0].gameplay.moby_instances"));
        assertEquals("sound_bank", Areas.of("level[1].chunk_sound_bank_2.grains"));
        assertEquals("sound_bank", Areas.of("level[0].sound_bank.sblk"));
        assertEquals("sequence", Areas.of("level[0].core.ratchet_seqs[3].frame[1].joint"));
        assertEquals("level_header", Areas.of("level[2].header"));
        assertEquals("data_header", Areas.of("level[2].data.header"));
        assertEquals("core_header", Areas.of("core.header"));
        assertEquals("wad_lz", Areas.of("wad"));
        assertEquals("sky", Areas.of("level[0].core.sky.shell[1].cluster[0].faces"));
        assertEquals("padding", Areas.of(""));
        assertEquals("level[2].core.moby[*].packet[*].x[a]", gcscript.coverage.OwnerPaths.generic("level[2].core.moby[12].packet[0].x[a]"));
        assertEquals("core.tfrags[*]", gcscript.coverage.OwnerPaths.generic("core.tfrags[15]"));
    }
}
