package gcscript.layout.ksy;

import gcscript.layout.Layout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One .ksy file being composed: its meta, its top-level seq and instances, and its types. The record types come from
 * {@link Layout}s ({@link KsyType#of}), so every stored field is written by the declaration; what a file adds by hand
 * is only how records are found (positions and counts as expressions over the declared fields, by
 * {@link KsyNames#id}), which the library's readers know and the declarations do not.
 */
public final class KsyFile {
    private final String id;
    private final Map<String, Object> meta = new LinkedHashMap<>();
    private final String doc;
    private final List<Map<String, Object>> params = new ArrayList<>();
    private final List<Map<String, Object>> seq = new ArrayList<>();
    private final Map<String, Object> instances = new LinkedHashMap<>();
    private final Map<String, Object> types = new LinkedHashMap<>();
    private final List<KsyType> records = new ArrayList<>();
    private final Map<String, String> buffers = new LinkedHashMap<>();
    private final Map<String, String> notPlaced = new LinkedHashMap<>();
    private final Map<Layout, String> notExported = new LinkedHashMap<>();

    /**
     * @param id    the file's (and its top-level type's) id, e.g. {@code gc_level_wad}
     * @param title a line saying what file it opens
     * @param doc   what the description covers, and where the library's page is
     */
    public KsyFile(String id, String title, String doc, String... imports) {
        this.id = KsyNames.id(id);
        this.doc = doc;
        meta.put("id", this.id);
        meta.put("title", title);
        meta.put("application", "Ratchet & Clank: Going Commando (PS2, 2003)");
        meta.put("license", "Apache-2.0");
        if (imports.length > 0) meta.put("imports", List.of(imports));
        meta.put("endian", "le");
        meta.put("bit-endian", "le");
    }

    public String id() { return id; }
    /** Record types declared by layouts, in the order added. */
    public List<KsyType> records() { return List.copyOf(records); }
    /**
     * Decompressed buffers by the dotted attribute path that opens them from the top-level type (e.g.
     * {@code data.core_data}), with the library's buffer name after the file name ({@code core_data}).
     */
    public Map<String, String> buffers() { return Map.copyOf(buffers); }

    /** Declares the record type of {@code layout} (once) and returns its id. */
    public String record(Layout layout) {
        String t = KsyNames.type(layout);
        for (KsyType k : records) {
            if (k.id().equals(t) && k.layout() != layout) throw new IllegalArgumentException(id + ": two record types named " + t);
        }
        if (!types.containsKey(t)) {
            KsyType k = KsyType.of(layout);
            types.put(t, k.body());
            records.add(k);
        }
        return t;
    }

    /** A composed type: its seq and instances, filled by the caller. */
    public record Composed(List<Map<String, Object>> seq, Map<String, Object> instances) {}

    /** Declares a composed type of this file (not a record), its seq and instances written by the caller. */
    public Composed type(String name, String typeDoc) {
        Map<String, Object> body = new LinkedHashMap<>();
        Composed c = new Composed(new ArrayList<>(), new LinkedHashMap<>());
        body.put("doc", typeDoc);
        body.put("seq", c.seq());
        body.put("instances", c.instances());
        if (types.put(KsyNames.id(name), body) != null) throw new IllegalArgumentException(name + " declared twice");
        return c;
    }

    /** Declares the parameters of a composed type ({@code type: name(args)} at its uses). */
    @SuppressWarnings("unchecked")
    public void params(String typeName, Map<String, Object> param) {
        Map<String, Object> body = (Map<String, Object>) types.get(KsyNames.id(typeName));
        ((List<Map<String, Object>>) body.computeIfAbsent("params", k -> new ArrayList<Map<String, Object>>())).add(param);
    }

    /** {@code instance} read only when {@code condition} holds (Kaitai's {@code if}). */
    public static Map<String, Object> when(Map<String, Object> instance, String condition) {
        instance.put("if", condition);
        return instance;
    }

    /** The meta map (a file adds e.g. {@code file-extension}). */
    public Map<String, Object> meta() { return meta; }

    /** The top-level type's parameters (what a parent passes in: {@code type: gc_core_data(core_index)}). */
    public List<Map<String, Object>> params() { return params; }

    /** The top-level type's seq. */
    public List<Map<String, Object>> seq() { return seq; }
    /** The top-level type's instances. */
    public Map<String, Object> instances() { return instances; }

    /**
     * Blocks of this area the description does not place yet, by the step of the library's record paths that names
     * them ({@code camera_collision_grid}), with the reason: records of an exported type read there are a known gap,
     * not a difference.
     */
    public Map<String, String> notPlaced() { return Map.copyOf(notPlaced); }

    /** Declares a block not placed yet (see {@link #notPlaced()}). */
    public void notPlaced(String block, String reason) { notPlaced.put(block, reason); }

    /**
     * Record types of this area the description leaves out, with the reason (a position only a walker knows, a count
     * Kaitai cannot express): the check lists them with it instead of a bare "not exported".
     */
    public Map<Layout, String> notExported() { return Map.copyOf(notExported); }

    /** Declares a record type of this area left out (see {@link #notExported()}). */
    public void notExported(Layout layout, String reason) { notExported.put(layout, reason); }

    /** Names the buffer a {@code process:} attribute opens (see {@link #buffers()}). */
    public void buffer(String kaitaiPath, String libraryName) { buffers.put(kaitaiPath, libraryName); }

    /** The file's text. */
    public String render() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("meta", meta);
        root.put("doc", doc);
        if (!params.isEmpty()) root.put("params", params);
        if (!seq.isEmpty()) root.put("seq", seq);
        if (!instances.isEmpty()) root.put("instances", instances);
        Map<String, Object> ts = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : types.entrySet()) ts.put(e.getKey(), prune(e.getValue()));
        root.put("types", ts);
        return "# Generated by gcscript (bin/gcscript formats --ksy DIR) from the library's declarations: do not edit.\n"
                + Yaml.render(root);
    }

    /** A composed type without instances (or seq) leaves the key out. */
    @SuppressWarnings("unchecked")
    private static Object prune(Object body) {
        Map<String, Object> m = new LinkedHashMap<>((Map<String, Object>) body);
        m.entrySet().removeIf(e -> e.getValue() instanceof Map<?, ?> x && x.isEmpty() || e.getValue() instanceof List<?> l && l.isEmpty());
        return m;
    }

    // ---- attribute helpers: maps in Kaitai's key order --------------------------------------------------

    /** {@code {id, size, type}}: a record read from its own substream. */
    public Map<String, Object> attr(String attrId, Layout layout) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", attrId);
        m.put("size", layout.size());
        m.put("type", record(layout));
        return m;
    }

    /** An instance {@code {pos, size, type}} of one record, or an array of them when {@code count} is not null. */
    public Map<String, Object> at(String pos, Layout layout, String count, String doc) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pos", pos);
        m.put("size", layout.size());
        m.put("type", record(layout));
        if (count != null) {
            m.put("repeat", "expr");
            m.put("repeat-expr", count);
        }
        if (doc != null) m.put("doc", doc);
        return m;
    }

    /**
     * An instance of a composed type ({@code type} may carry arguments, {@code tie_packet(header.packets_lod0)}), read
     * at {@code pos} of the current stream, repeated {@code count} times when it is not null.
     */
    public static Map<String, Object> typed(String pos, String type, String count, String doc) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pos", pos);
        m.put("type", type);
        if (count != null) {
            m.put("repeat", "expr");
            m.put("repeat-expr", count);
        }
        if (doc != null) m.put("doc", doc);
        return m;
    }

    /** A seq attribute of {@code count} records of {@code layout} in a row, each from its own substream. */
    public Map<String, Object> attrs(String attrId, Layout layout, String count) {
        Map<String, Object> m = attr(attrId, layout);
        m.put("repeat", "expr");
        m.put("repeat-expr", count);
        return m;
    }

    /** A seq attribute {@code {id, type, repeat}} of a composed type, {@code count} times in a row. */
    public static Map<String, Object> seqOf(String attrId, String type, String count) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", attrId);
        m.put("type", type);
        m.put("repeat", "expr");
        m.put("repeat-expr", count);
        return m;
    }

    /** A value instance {@code {value, doc}} (keys in Kaitai's order; the doc left out when null). */
    public static Map<String, Object> value(String expr, String doc) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("value", expr);
        if (doc != null) m.put("doc", doc);
        return m;
    }

    /** A parameter declaration {@code {id, type, doc}} for {@link #params}. */
    public static Map<String, Object> param(String paramId, String type, String doc) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", paramId);
        m.put("type", type);
        m.put("doc", doc);
        return m;
    }

    /** An instance of raw bytes {@code [pos, pos+size)}, decompressed by {@code process} when it is not null. */
    public static Map<String, Object> bytes(String pos, String size, String process, String doc) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pos", pos);
        m.put("size", size);
        if (process != null) m.put("process", process);
        if (doc != null) m.put("doc", doc);
        return m;
    }
}
