package gcscript.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.level.Level;
import gcscript.texture.Texels;
import gcscript.tfrag.TfragLayouts;
import gcscript.vif.Vif;
import gcscript.vif.VifCode;
import gcscript.vif.VifCommand;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The stored arrays that used to be bulk reads (texels, tfrag strips, index arrays, lights, cubes, mspheres, VIF code
 * words and their ROW/COL/MASK data, moby sound defs and block heads) are read through declarations: their claims
 * carry the declaring {@code Layout}, so the round trip re-encodes them field by field and counts them re-encoded,
 * not carried. A changed byte changes the decoded value and still comes back identical: the rebuild wrote the new
 * value through the field. (A fully declared byte cannot differ after a change: the value read carries it.)
 */
class RoundTripBulkArraysTest {

    // ---- hand-laid buffers, through the readers' own reads ---------------------------------------------

    static int[] clut() {
        int[] c = new int[256];
        for (int i = 0; i < 256; i++) c[i] = 0xff000000 | i * 0x010101;
        return c;
    }

    @Test void texelsAreReencodedFromTheirIndices() {
        byte[] b = new byte[16];
        for (int i = 0; i < 16; i++) b[i] = (byte) (i * 17);
        b[3] = (byte) 0xc8;
        int[][] argb = new int[1][];
        RoundTrip rt = RoundTripPlantedTest.trip(b, r -> argb[0] = Texels.argb(r, "core.tfrag_textures[0].texels", 0, 16, clut()));
        assertEquals(0xffc8c8c8, argb[0][3]);                         // index 0xc8 through the field, looked up in the CLUT
        assertEquals(0xff111111, argb[0][1]);
        assertTrue(rt.identical(), rt.rows().toString());
        assertEquals(new RoundTrip.Buffer("t", 16, 16, 0, 0, 0, 0), rt.buffer("t"));
        assertEquals(List.of(new RoundTrip.Row(0, "textures", 16, true, -1, "")), rt.rows());
    }

    /** STCYCL, STROW + 4 words, STMASK + 1 word, UNPACK V4_8 of 2 elements, NOP, FLUSH: 0x34 bytes. */
    static byte[] vifList() {
        byte[] b = new byte[0x40];
        put(b, 0x00, 0x01000101);                                   // STCYCL wl 1 cl 1
        put(b, 0x04, 0x30000000);                                   // STROW
        for (int i = 0; i < 4; i++) put(b, 0x08 + 4 * i, 0x45000000 + i);
        put(b, 0x18, 0x20000000);                                   // STMASK
        put(b, 0x1c, 0x12345678);
        put(b, 0x20, 0x6e020000);                                   // UNPACK V4_8, NUM 2: 8 bytes nothing else reads here
        for (int i = 0; i < 8; i++) b[0x24 + i] = (byte) (0x90 + i);
        put(b, 0x2c, 0x00000000);                                   // NOP
        put(b, 0x30, 0x11000000);                                   // FLUSH
        return b;
    }

    static void put(byte[] b, int at, int word) {
        for (int k = 0; k < 4; k++) b[at + k] = (byte) (word >>> (8 * k));
    }

    @Test void vifCodeWordsAndRowMaskDataAreReencodedAndAnUnreadPayloadIsCarried() {
        RoundTrip rt = RoundTripPlantedTest.trip(vifList(), r -> Vif.walk(r, 0, 0x34, 1, 1, 0));
        assertTrue(rt.identical(), rt.rows().toString());
        // 6 code words + 4 ROW words + the MASK word re-encoded; the UNPACK's 8 bytes carried (no format reader here)
        assertEquals(new RoundTrip.Buffer("t", 0x40, 6 * 4 + 16 + 4, 0, 0x0c, 8, 0), rt.buffer("t"));
        assertEquals(new RoundTrip.Row(0, RoundTrip.CARRIED, 8, true, -1, "vif (t)"),
                rt.rows().stream().filter(x -> x.area().equals(RoundTrip.CARRIED)).findFirst().orElseThrow());
    }

    @Test void aChangedVifWordIsDecodedAndWrittenBackThroughItsFields() {
        byte[] b = vifList();
        b[0x00] = 0x04;                                             // STCYCL cl 4
        b[0x01] = 0x04;                                             // and wl 4 (not filling mode: the UNPACK keeps its size)
        b[0x09] = 0x77;                                             // ROW0's second byte
        List<VifCommand>[] cmds = new List[1];
        RoundTrip rt = RoundTripPlantedTest.trip(b, r -> cmds[0] = Vif.walk(r, 0, 0x34, 1, 1, 0));
        assertEquals(4, cmds[0].get(0).code().wl());
        assertEquals(0x45007700, cmds[0].size() == 6 ? (int) VifCode.ROW_COL_WORDS[0].get(b, 0x08) : -1);
        assertEquals(4, cmds[0].get(1).wl());                       // the STROW after it runs with wl 4
        assertTrue(rt.identical(), rt.rows().toString());
        assertEquals(6 * 4 + 16 + 4, rt.buffer("t").reencoded());
    }

    @Test void aPayloadWhoseLengthIsNotWholeRecordsCarriesOnlyItsTail() {
        byte[] b = new byte[16];
        for (int i = 0; i < 10; i++) b[i] = (byte) (i + 1);
        byte[][] got = new byte[1][];
        RoundTrip rt = RoundTripPlantedTest.trip(b, r -> got[0] = TfragLayouts.STRIP.payload(r, 0, 10, "tfrag"));
        assertEquals(10, got[0].length);
        assertEquals(3, TfragLayouts.AD_GIF_OFFSET.i(got[0], 0));
        assertEquals(7, TfragLayouts.AD_GIF_OFFSET.i(got[0], 4));
        assertTrue(rt.identical(), rt.rows().toString());
        assertEquals(8, rt.buffer("t").reencoded());                // two whole strips
        assertEquals(2, rt.buffer("t").carried());                  // the 2-byte tail: a bulk read
    }

    // ---- the sample: which claims carry which declaration --------------------------------------------

    /** A tfrag's stored array as the coverage pass names it: {@code core.tfrags[3].strips.lod0}. */
    static final String TFRAG_ARRAY = "(core|chunk_\\d+)\\.tfrags\\[\\d+\\]\\.";

    /** Owner pattern (after level[N].) → the layout its claims must carry. */
    static final Map<String, String> DECLARED = Map.of(
            "core\\.(tfrag|moby|tie|shrub)_textures\\[\\d+\\]\\.texels", "texel",
            "core\\.sky\\.texture\\[\\d+\\]\\.texture_offset", "texel",
            "(core|chunk_\\d+)\\.tfrags\\[\\d+\\]\\.light", "tfrag_light",
            "(core|chunk_\\d+)\\.tfrags\\[\\d+\\]\\.cube", "tfrag_cube_point",
            "(core|chunk_\\d+)\\.tfrags\\[\\d+\\]\\.msphere", "tfrag_msphere",
            "core\\.moby\\[\\d+\\]\\.sound_defs", "moby_sound_def",
            "core\\.moby\\[\\d+\\]\\.corncob", "moby_corncob_kernel",
            "core\\.moby\\[\\d+\\]\\.collision", "moby_collision_header");

    static String afterLevel(String owner) { return owner.replaceFirst("^level\\[\\d+\\]\\.", ""); }

    @Test void theSampleClaimsTheseArraysThroughTheirDeclarationsAndCarriesNoneOfThem() {
        // every level of the sample: each array kind is on some level (which one depends on the generator's draws)
        Map<String, Integer> seen = new LinkedHashMap<>();
        int strips = 0, indices = 0, codes = 0;
        Map<String, Integer> bangles = new LinkedHashMap<>();
        for (Level l : Gc.sample().levels()) {
        Coverage store = l.coverageMap().store();
        for (String file : store.files()) {
            for (Coverage.Claim c : store.claims(file)) {
                String o = afterLevel(c.owner()), label = c.labels() instanceof gcscript.layout.Layout x ? x.name() : null;
                for (var e : DECLARED.entrySet()) {
                    if (!Pattern.matches(e.getKey(), o)) continue;
                    assertEquals(e.getValue(), label, c.toString());
                    seen.merge(e.getKey(), 1, Integer::sum);
                }
                // the coverage pass names a tfrag's stored arrays by field (tfrags[3].strips.lod0) and VIF code words by
                // the list they belong to (tfrags[3].common_list, moby[2].packet[0].vif_list)
                if (Pattern.matches(TFRAG_ARRAY + "strips\\.lod\\d", o) && "tfrag_strip".equals(label)) strips++;
                if (Pattern.matches(TFRAG_ARRAY + "indices\\.lod\\d", o) && "tfrag_index".equals(label)) indices++;
                if ((o.endsWith("_list") || o.endsWith(".vif_list")) && "vif_code".equals(label)) codes++;
                assertNotEquals("vif", o, "a VIF list claimed without its owner: " + c);
                if (Pattern.matches("core\\.moby\\[\\d+\\]\\.bangles", o)) {
                    assertTrue(List.of("moby_bangle_header", "moby_bangle").contains(label), c.toString());
                    bangles.merge(label, (int) c.size(), Integer::sum);
                }
                if (Pattern.matches(TFRAG_ARRAY + "\\w+\\.\\w+", o) && c.size() % 4 == 0) assertNotEquals(null, label, c.toString());
                assertNotEquals("tfrag", o, "a tfrag array claimed without its field path: " + c);
            }
        }
        RoundTrip rt = l.roundTripResult();
        assertTrue(rt.identical(), rt.rows().toString());
        for (RoundTrip.Row r : rt.rows()) {
            if (!r.area().equals(RoundTrip.CARRIED)) continue;
            String owner = afterLevel(r.path().substring(0, r.path().lastIndexOf(" (")));
            for (String p : DECLARED.keySet()) assertFalse(Pattern.matches(p.replace("\\[\\d+\\]", "\\[\\*\\]"), owner), r.toString());
            assertNotEquals("tfrag", owner, r.toString());
        }
        }
        for (String p : DECLARED.keySet()) assertTrue(seen.getOrDefault(p, 0) > 0, p + " claimed in the sample: " + seen);
        assertTrue(strips > 0 && indices > 0 && codes > 0, strips + " strip arrays, " + indices + " index arrays, " + codes + " code-word runs");
        // each bangle head: its 4-byte header and 15 bangles of 4 bytes
        assertEquals(bangles.get("moby_bangle_header") * 15, bangles.get("moby_bangle"), bangles.toString());
    }
}
