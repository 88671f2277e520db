package gcscript.layout.ksy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KsyTypeTest {
    // 0x00 u16 a; 0x02..0x03 undeclared; 0x04 word of bits (lo 3 unsigned, 5 spare, 4 signed at 8); 0x08 f32 f;
    // 0x08 u16 overlap (over f's bytes); 0x0c u16be word with bits; 0x0e s16 x_raw, decoded x = x_raw / 1024; 0x10..13 undeclared
    static final Layout L = new Layout("ksy_test_record", 0x14, "test source");
    static final Field A = L.u16("a", 0x0, "first");
    static final Field LO = L.bits("lo", 0x4, Type.U32, 0, 3, "low bits");
    static final Field SN = L.signedBits("sn", 0x4, Type.U32, 8, 4, "signed nibble");
    static final Field F = L.f32("f", 0x8, "a float");
    static final Field OVER = L.u16("over", 0x8, "the float's low half");
    static final Field BE = L.bits("be_bits", 0xc, Type.U16BE, 4, 4, "bits of a big-endian word");
    static final Field X_RAW = L.s16("x_raw", 0xe, "");
    static final Scaled X = Scaled.of(X_RAW, "x", 1024, "x_raw / 1024");
    static final Scaled WORLD = Scaled.ofFactor(X_RAW, "x_world", 1024, "x_raw × another record's scale / 1024");

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> seq(KsyType t) { return (List<Map<String, Object>>) t.body().get("seq"); }

    @SuppressWarnings("unchecked")
    static Map<String, Map<String, Object>> instances(KsyType t) { return (Map<String, Map<String, Object>>) t.body().get("instances"); }

    @Test void seqFollowsTheOffsetsWithGapsBitsAndSpareBits() {
        KsyType t = KsyType.of(L);
        assertEquals("ksy_test_record", t.id());
        List<String> ids = seq(t).stream().map(m -> (String) m.get("id")).toList();
        assertEquals(List.of("a", "undeclared_0x2", "lo", "bits_0x4_3", "sn_bits", "bits_0x4_12", "f", "read_as_word_0xc", "x_raw",
                "undeclared_0x10"), ids);
        List<Object> types = seq(t).stream().map(m -> m.getOrDefault("type", m.get("size"))).toList();
        assertEquals(List.of("u2", 2, "b3le", "b5le", "b4le", "b20le", "f4", 2, "s2", 4), types);
        assertEquals("first", seq(t).get(0).get("doc"));
    }

    @Test void whatASeqCannotHoldBecomesAnInstance() {
        Map<String, Map<String, Object>> in = instances(KsyType.of(L));
        assertEquals(Map.of("pos", 8, "type", "u2", "doc", "the float's low half"), in.get("over"));
        assertEquals("(sn_bits >= 0x8 ? sn_bits - 0x10 : sn_bits)", in.get("sn").get("value"));
        assertEquals(Map.of("pos", 12, "type", "u2be", "doc", "the word holding be_bits"), in.get("word_0xc"));
        assertEquals("(word_0xc >> 4) & 0xf", in.get("be_bits").get("value"));
        assertEquals("x_raw / 1024.0", in.get("x").get("value"));
        // a rule whose factor another record holds has no value this record's type could compute
        assertTrue(WORLD.factored());
        assertFalse(in.containsKey("x_world"), in.keySet().toString());
    }

    @Test void everyFieldHasTheNameThatHoldsItsValue() {
        KsyType t = KsyType.of(L);
        for (Field f : L.fields()) assertTrue(t.values().containsKey(f), f.toString());
        assertEquals("sn", t.values().get(SN));
        assertEquals("over", t.values().get(OVER));
        assertEquals("be_bits", t.values().get(BE));
        assertEquals("a", t.values().get(A));
        assertEquals(F, L.field("f"));
        assertEquals(LO, L.field("lo"));
    }

    @Test void namesAreKaitaiIdsOrRefused() {
        Layout l = new Layout("ksy_test_names", 8, "t");
        assertEquals("moby_classes_count", KsyNames.id(l.s32("moby_classes.count", 0, "")));
        assertThrows(IllegalArgumentException.class, () -> KsyNames.id(l.s32("Upper", 4, "")));
        assertThrows(IllegalArgumentException.class, () -> KsyNames.id("0lead"));
    }

    @Test void aFileRefusesTwoRecordTypesOfOneName() {
        KsyFile f = new KsyFile("ksy_test_file", "t", "d");
        f.record(L);
        assertEquals("ksy_test_record", f.record(L));   // the same layout again is the same type
        Layout other = new Layout("ksy_test_record", 4, "t");
        other.u32("w", 0, "");
        assertThrows(IllegalArgumentException.class, () -> f.record(other));
    }

    @Test void yamlQuotesWhatPlainScalarsWouldChange() {
        assertEquals("header.count + 1", Yaml.scalar("header.count + 1"));
        assertEquals("\"a: b\"", Yaml.scalar("a: b"));
        assertEquals("\"(x == 0x60 ? a : b)\"", Yaml.scalar("(x == 0x60 ? a : b)"));
        assertEquals("\"yes\"", Yaml.scalar("yes"));
        assertEquals("\"- dash\"", Yaml.scalar("- dash"));
        assertEquals("\"say \\\"hi\\\"\"", Yaml.scalar("say \"hi\""));
        assertEquals("\"trailing \"", Yaml.scalar("trailing "));
        assertEquals("42", Yaml.scalar(42));
        assertEquals("""
                a: 1
                b:
                  - id: x
                    type: u1
                  - plain
                c:
                  d: "e: f"
                """, Yaml.render(ordered()));
    }

    static Map<String, Object> ordered() {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("a", 1);
        Map<String, Object> item = new java.util.LinkedHashMap<>();
        item.put("id", "x");
        item.put("type", "u1");
        m.put("b", List.of(item, "plain"));
        m.put("c", Map.of("d", "e: f"));
        return m;
    }
}
