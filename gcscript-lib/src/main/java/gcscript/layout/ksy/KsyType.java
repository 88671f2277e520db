package gcscript.layout.ksy;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import gcscript.layout.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One record type ({@link Layout}) as a Kaitai type: every field in a {@code seq} in offset order, bytes no field
 * declares as sized {@code undeclared_0xNN} gaps, bit fields as Kaitai little-endian bit integers ({@code b5le})
 * filling their word, and what a seq cannot hold (a field over bytes another field already reads, a signed bit
 * field) as {@code instances}. Decoded values declared beside a field ({@link Scaled}) become {@code value}
 * instances. A type is always read from a substream of {@link Layout#size()} bytes ({@code size:} at every use), so
 * {@code pos} in an instance is the offset inside the record.
 *
 * @param layout the declaration it is written from
 * @param id     the type's Kaitai id
 * @param body   the type's map ({@code doc}, {@code seq}, {@code instances})
 * @param values every Kaitai name that holds a declared field's value, by field (what a comparison reads)
 */
public record KsyType(Layout layout, String id, Map<String, Object> body, Map<Field, String> values) {

    /** The Kaitai type of {@code layout}. */
    public static KsyType of(Layout layout) {
        Builder b = new Builder(layout);
        b.build();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("doc", layout.name() + " (" + hex(layout.size()) + " bytes): " + layout.source());
        body.put("seq", b.seq);
        if (!b.instances.isEmpty()) body.put("instances", b.instances);
        return new KsyType(layout, KsyNames.type(layout), body, Map.copyOf(b.values));
    }

    /** The Kaitai integer type of a stored type. */
    static String kaitai(Type t) {
        return switch (t) {
            case U8 -> "u1";
            case S8 -> "s1";
            case U16 -> "u2";
            case S16 -> "s2";
            case U32 -> "u4";
            case S32 -> "s4";
            case F32 -> "f4";
            case S64 -> "s8";
            case U16BE -> "u2be";
            case U32BE -> "u4be";
        };
    }

    static String hex(long v) { return "0x" + Long.toHexString(v); }

    /** Walks the fields once, in offset order. */
    private static final class Builder {
        final Layout layout;
        final List<Map<String, Object>> seq = new ArrayList<>();
        final Map<String, Object> instances = new LinkedHashMap<>();
        final Map<Field, String> values = new LinkedHashMap<>();
        int at;   // the seq's position: every byte before it is read

        Builder(Layout layout) { this.layout = layout; }

        void build() {
            // the fields of one word (bit fields of one offset and type) go together; a plain field is a group of one;
            // by offset, then plain fields in declaration order, then words
            Map<Long, List<Field>> words = new TreeMap<>();
            for (Field f : layout.fields()) {
                long key = ((long) f.offset() << 32) | (f.isBits() ? 0x80000000L | f.type().ordinal() : f.index());
                words.computeIfAbsent(key, k -> new ArrayList<>()).add(f);
            }
            for (List<Field> group : words.values()) {
                Field first = group.get(0);
                int size = first.type().size;
                boolean inSeq = first.offset() >= at;
                if (inSeq && first.offset() > at) gap(first.offset());
                if (first.isBits()) bits(group, inSeq);
                else if (inSeq) plain(first);
                else instance(first);
                if (inSeq) at = first.offset() + size;
            }
            if (at < layout.size()) gap(layout.size());
            for (Field f : layout.fields()) scaled(f);
        }

        void gap(int to) { skip("undeclared_" + hex(at), to, "bytes no field of " + layout.name() + " declares"); }

        /** Bytes the seq passes over: a sized attribute, so the next field is read at its offset. */
        void skip(String id, int to, String doc) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("id", id);
            g.put("size", to - at);
            g.put("doc", doc);
            seq.add(g);
            at = to;
        }

        Map<String, Object> attr(String id, Field f, String type) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("type", type);
            String doc = doc(f);
            if (!doc.isEmpty()) m.put("doc", doc);
            return m;
        }

        void plain(Field f) {
            seq.add(attr(KsyNames.id(f), f, kaitai(f.type())));
            values.put(f, KsyNames.id(f));
        }

        /** A field over bytes the seq already read: read again from its offset. */
        void instance(Field f) {
            Map<String, Object> m = attr(KsyNames.id(f), f, kaitai(f.type()));
            m.remove("id");
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("pos", f.offset());
            i.putAll(m);
            put(KsyNames.id(f), i);
            values.put(f, KsyNames.id(f));
        }

        /**
         * The bit fields of one word. Little-endian words are Kaitai {@code bNle} integers in the seq, lowest bits
         * first, with unnamed spare bits between; a signed field is read as its unsigned bits and sign-extended by
         * an instance. Big-endian words, overlapping bit fields and words the seq already passed are read whole
         * (an instance) and the fields are value instances of shifts and masks.
         */
        void bits(List<Field> group, boolean inSeq) {
            Field first = group.get(0);
            int wordBits = first.type().size * 8;
            List<Field> byShift = new ArrayList<>(group);
            byShift.sort(Comparator.comparingInt(Field::shift));
            boolean tiles = inSeq && first.type() != Type.U16BE && first.type() != Type.U32BE;
            for (int k = 1; k < byShift.size() && tiles; k++) {
                Field p = byShift.get(k - 1);
                if (byShift.get(k).shift() < p.shift() + p.width()) tiles = false;
            }
            if (!tiles) {
                wordInstance(byShift);
                String word = "word_" + hex(first.offset());
                if (inSeq) skip("read_as_" + word, first.offset() + first.type().size, "the bytes of " + word + " (an instance)");
                return;
            }
            int bit = 0;
            for (Field f : byShift) {
                if (f.shift() > bit) spare(first, bit, f.shift());
                boolean signed = f.minValue() < 0;
                String id = KsyNames.id(f) + (signed ? "_bits" : "");
                seq.add(attr(id, f, "b" + f.width() + "le"));
                if (signed) put(KsyNames.id(f), value(signExtend(id, f.width()), "the signed value of " + id));
                values.put(f, KsyNames.id(f));
                bit = f.shift() + f.width();
            }
            if (bit < wordBits) spare(first, bit, wordBits);
        }

        void spare(Field word, int from, int to) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", "bits_" + hex(word.offset()) + "_" + from);
            m.put("type", "b" + (to - from) + "le");
            m.put("doc", "bits " + from + ".." + (to - 1) + " of the word at " + hex(word.offset()) + ": no field declares them");
            seq.add(m);
        }

        void wordInstance(List<Field> fields) {
            Field first = fields.get(0);
            String word = "word_" + hex(first.offset());
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("pos", first.offset());
            w.put("type", kaitai(first.type()));
            w.put("doc", "the word holding " + String.join(", ", fields.stream().map(Field::name).toList()));
            put(word, w);
            for (Field f : fields) {
                String unsigned = "(" + word + " >> " + f.shift() + ") & " + hex((1L << f.width()) - 1);
                String expr = f.minValue() < 0 ? signExtend("(" + unsigned + ")", f.width()) : unsigned;
                put(KsyNames.id(f), value(expr, doc(f)));
                values.put(f, KsyNames.id(f));
            }
        }

        static String signExtend(String v, int width) {
            return "(" + v + " >= " + hex(1L << (width - 1)) + " ? " + v + " - " + hex(1L << width) + " : " + v + ")";
        }

        /** A decoded value declared on {@code f}: {@code name = raw / divisor}. */
        void scaled(Field f) {
            // a rule with a factor from another record (a class's scale) cannot be computed from this record alone
            for (Scaled s : Scaled.declaredOn(f).stream().filter(x -> !x.factored()).sorted(Comparator.comparing(Scaled::name)).toList()) {
                String name = KsyNames.id(s.name());
                if (instances.containsKey(name) || values.containsValue(name)) continue;   // a name the record already uses
                put(name, value(values.get(f) + " / " + divisor(s.divisor()), s.doc()));
            }
        }

        static String divisor(double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? (long) d + ".0" : Double.toString(d);
        }

        static Map<String, Object> value(String expr, String doc) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("value", expr);
            if (doc != null && !doc.isEmpty()) m.put("doc", doc);
            return m;
        }

        void put(String name, Map<String, Object> instance) {
            if (instances.put(name, instance) != null) throw new IllegalArgumentException(layout.name() + ": " + name + " twice");
        }

        static String doc(Field f) {
            String unit = f.unit() == null || f.unit().isEmpty() ? "" : " [" + f.unit() + "]";
            return (f.doc() == null ? "" : f.doc()) + unit;
        }
    }
}
