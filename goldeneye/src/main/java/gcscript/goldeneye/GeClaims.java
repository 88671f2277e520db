package gcscript.goldeneye;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;
import gcscript.n64.Texels;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The measurable claims of the two GoldenEye design notes (catalogue {@code claims.tsv}: id, source, quote, what it
 * needs, the notes' value, the reference's erratum and the basis), measured on a ROM. Basis {@code notes}: expected
 * is the notes' value on a real ROM, the generator's manifest on a synthetic one (where the manifest says);
 * {@code rule}: a statement about the format, checked on whatever ROM is open. Statuses as for the disc claims.
 */
public final class GeClaims {
    public static final String HOLDS = "holds", DIFFERS = "differs";
    public static final String NOT_MEASURABLE = "not measurable on this disc", NOT_YET = "not yet measurable";

    /** The Depot texture ids the notes list (texture-notes §3). */
    static final int[] DEPOT = {85, 86, 508, 618, 631, 779, 780, 781, 782, 836, 909, 910, 911, 989, 990, 991, 992, 993, 994, 995, 996};

    public record Entry(String id, String source, String claim, String needs, String expected, String erratum, String basis) {}

    /** Measured value and an optional detail; empty = not measurable on this ROM. */
    record Measure(Function<GeRom, Optional<String[]>> onRom, Function<Map<String, String>, Optional<String>> synthetic) {}

    private GeClaims() {}

    public static List<Entry> catalogue() {
        try (InputStream in = GeClaims.class.getResourceAsStream("claims.tsv")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            List<Entry> out = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                if (lines[i].isBlank()) continue;
                String[] f = lines[i].split("\t", -1);
                out.add(new Entry(f[0], f[1], f[2], f[3], f[4], f[5], f[6]));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Table verify(GeRom rom, Map<String, String> truth) {
        Map<String, Measure> m = measures();
        TableBuilder t = new TableBuilder("ge_claims on " + rom.name()).strings("id", "source", "claim", "needs", "erratum", "basis",
                "expected", "actual", "detail", "status");
        for (Entry e : catalogue()) {
            Measure ms = m.get(e.id());
            String expected = e.expected(), actual = "", detail = "", status;
            if (ms == null) {
                status = e.needs().contains("running game") || e.needs().contains("captured") ? NOT_MEASURABLE : NOT_YET;
                detail = e.needs().contains("running game") ? "runtime only; no offline value" : "needs " + e.needs();
            } else {
                Optional<String> want = Optional.of(e.expected());
                if (truth != null && e.basis().equals("notes")) want = ms.synthetic().apply(truth);
                if (want.isEmpty()) {
                    status = NOT_MEASURABLE;
                    expected = "";
                    detail = "the synthetic ROM's manifest has no value for it";
                } else {
                    expected = want.get();
                    try {
                        Optional<String[]> got = ms.onRom().apply(rom);
                        if (got.isEmpty()) {
                            status = NOT_MEASURABLE;
                            detail = "what it needs is not in this ROM";
                        } else {
                            actual = got.get()[0];
                            detail = got.get().length > 1 ? got.get()[1] : "";
                            status = holds(e.id(), expected, actual) ? HOLDS : DIFFERS;
                        }
                    } catch (FormatException | IllegalArgumentException x) {
                        actual = "error: " + x.getMessage().lines().findFirst().orElse("");
                        status = DIFFERS;
                    }
                }
            }
            t.row(e.id(), e.source(), e.claim(), e.needs(), e.erratum(), truth != null && e.basis().equals("notes") ? "manifest" : e.basis(),
                    expected, actual, detail, status);
        }
        return t.build();
    }

    private static boolean holds(String id, String expected, String actual) {
        if (id.equals("GT11")) {
            try {
                double a = Double.parseDouble(actual.replace("%", "")), x = Double.parseDouble(expected.replace("%", ""));
                return Math.abs(a - x) <= 10;
            } catch (NumberFormatException e) { return false; }
        }
        return expected.equals(actual);
    }

    private static Optional<String[]> of(String... v) { return Optional.of(v); }

    private static Map<String, Measure> measures() {
        Map<String, Measure> m = new LinkedHashMap<>();
        m.put("GT01", new Measure(r -> {
            int walk = 0, scan = 0, n = 0;
            for (String name : r.modelNames()) {
                GeModel x = r.model(name);
                n++;
                if (!x.settexWalk().isEmpty()) walk++;
                if (!x.settexScan().isEmpty()) scan++;
            }
            return of(walk + " of " + n, "naive scan: " + scan + " of " + n);
        }, t -> {
            int n = Integer.parseInt(t.get("models")), with = 0;
            for (String k : t.keySet()) if (k.endsWith(".settex_walk") && Integer.parseInt(t.get(k)) > 0) with++;
            return Optional.of(with + " of " + n);
        }));
        m.put("GT02", new Measure(r -> {
            long walk = 0, scan = 0;
            for (String name : r.modelNames()) { walk += r.model(name).settexWalk().size(); scan += r.model(name).settexScan().size(); }
            return of(Long.toString(walk), "structural walk; naive 8-byte scan: " + scan);
        }, t -> {
            long s = 0;
            for (String k : t.keySet()) if (k.endsWith(".settex_walk")) s += Long.parseLong(t.get(k));
            return Optional.of(Long.toString(s));
        }));
        m.put("GT03", new Measure(r -> {
            List<String[]> rows = new ArrayList<>();
            for (String name : r.modelNames()) rows.add(new String[]{name, Integer.toString(r.model(name).settexWalk().size())});
            return of(top3(rows), "structural walk");
        }, t -> {
            List<String[]> rows = new ArrayList<>();
            for (String k : t.keySet()) if (k.startsWith("model.") && k.endsWith(".settex_walk")) {
                rows.add(new String[]{k.substring(6, k.length() - ".settex_walk".length()), t.get(k)});
            }
            return Optional.of(top3(rows));
        }));
        m.put("GT04", new Measure(r -> r.modelNames().contains("CheadbrosnanZ")
                ? of(Integer.toString(r.model("CheadbrosnanZ").settexWalk().size()), "naive scan: " + r.model("CheadbrosnanZ").settexScan().size())
                : Optional.empty(), t -> Optional.empty()));
        m.put("GT05", new Measure(r -> {
            if (!r.modelNames().contains("CheadbrosnanZ")) return Optional.empty();
            TreeSet<Integer> ids = new TreeSet<>();
            for (GeModel.Found f : r.model("CheadbrosnanZ").settexWalk()) ids.add(f.cmd().textureId());
            return of(joinSet(ids), "model Textures[]: " + GeRom.join(r.model("CheadbrosnanZ").textureIds()));
        }, t -> Optional.empty()));
        m.put("GT06", new Measure(r -> {
            TreeSet<Integer> off = new TreeSet<>(), notes = new TreeSet<>();
            for (String name : r.modelNames()) for (GeModel.Found f : r.model(name).settexWalk()) { off.add(f.cmd().offset()); notes.add(f.cmd().notesTile()); }
            return of(joinSet(off), "bits [19:18] (corrected); the notes' [17:16] read: " + joinSet(notes));
        }, t -> {
            TreeSet<Integer> off = new TreeSet<>();
            for (String k : t.keySet()) if (k.endsWith(".settex_fields")) for (String s : t.get(k).split(";")) if (!s.isEmpty()) off.add(Integer.parseInt(s.split(",")[3]));
            return Optional.of(joinSet(off));
        }));
        m.put("GT07", new Measure(r -> {
            int bad = 0;
            for (int id = 0; id < r.textureCount(); id++) {
                GeTexture x = r.texture(id);
                if (!x.complete() || x.bytesUsed() != x.blobLength()) bad++;
            }
            return of(bad + " mismatches", r.textureCount() + " running offsets from sizes, each blob decoded to exactly its size");
        }, t -> Optional.empty()));
        m.put("GT09", new Measure(r -> depot(r, ids -> {
            int k = 0;
            for (int id : ids) { GeTexture x = r.texture(id); if (x.z() == 0 && x.format() != null && (x.format().label.equals("i4") || x.format().label.equals("ia4"))) k++; }
            return k == ids.length ? "all " + ids.length + " listed ids non-zlib I4/IA4" : k + " of " + ids.length + " listed ids non-zlib I4/IA4";
        }), t -> Optional.empty()));
        m.put("GT10", new Measure(r -> depot(r, ids -> {
            List<String> found = new ArrayList<>();
            for (String d : new String[]{"65x65", "56x56", "96x48", "128x32"}) {
                for (int id : ids) { GeTexture x = r.texture(id); if ((x.width() + "x" + x.height()).equals(d)) { found.add(d); break; } }
            }
            return String.join(",", found) + " among the listed ids";
        }), t -> Optional.empty()));
        m.put("GT11", new Measure(r -> depot(r, ids -> {
            int k = 0;
            for (int id : ids) { int lod = r.texture(id).lodField(); if (lod >= 6 && lod <= 7) k++; }
            return Math.round(100.0 * k / ids.length) + "%";
        }), t -> Optional.empty()));
        m.put("GT12", new Measure(r -> depot(r, ids -> {
            Table cs = r.colourStats(ids);
            int blue = 0;
            for (int i = 0; i < cs.rowCount(); i++) {
                double R = cs.doubleColumn("mean_r").get(i), G = cs.doubleColumn("mean_g").get(i), B = cs.doubleColumn("mean_b").get(i);
                if (B > Math.max(R, G) + 16) blue++;
            }
            return blue + " blue";
        }), t -> Optional.empty()));
        m.put("GT13", new Measure(r -> {
            int c = Texels.rgba5551(0xF801);
            return of(String.format("0xF801 -> %d,%d,%d,%d", c >>> 24, c >> 16 & 255, c >> 8 & 255, c & 255));
        }, t -> Optional.empty()));
        m.put("GT14", new Measure(r -> {
            int n = 0, bad = 0;
            for (int id = 0; id < r.textureCount(); id++) {
                byte[] b = r.textureBlob(id);
                if ((b[0] >> 6 & 1) == 0) continue;
                n++;
                try { GeTextureDecoder.decode(b, "texture[" + id + "]", Problems.strict()); } catch (FormatException e) { bad++; }
            }
            return of(bad == 0 ? "every zlib blob parses with 11 72" : bad + " of " + n + " zlib blobs fail", n + " zlib blobs");
        }, t -> Optional.empty()));
        m.put("GT15", new Measure(r -> {
            int k = 0;
            for (int id = 0; id < r.textureCount(); id++) if (r.texture(id).lodField() == 0) k++;
            return of(k + " textures unswapped", "header lod field 0: no level is pre-swapped");
        }, t -> Optional.empty()));
        m.put("GT16", new Measure(r -> {
            int k = 0;
            for (int id = 0; id < r.textureCount(); id++) { GeTexture x = r.texture(id); if (x.z() == 0 && x.u() == 0 && x.lodField() >= 2) k++; }
            return of(k + " non-zlib textures with generated mips", "these go through texShrinkNonPaletted");
        }, t -> Optional.empty()));
        m.put("GT17", new Measure(r -> {
            int n = 0, nonzero = 0;
            for (String name : r.modelNames()) for (GeModel.Found f : r.model(name).settexWalk()) { n++; if (f.cmd().unused() != 0) nonzero++; }
            if (n == 0) return Optional.empty();
            return of(nonzero == 0 ? "bits [9:3] unused (0 in all " + n + ")" : "bits [9:3] non-zero in " + nonzero + " of " + n);
        }, t -> Optional.empty()));
        m.put("GS01", new Measure(r -> of("0xb4/0xb3", "F3D numbering (gcscript.n64.F3d, gcscript.n64.Rdp)"), t -> Optional.empty()));
        m.put("GS02", new Measure(r -> of("s15.16", "gcscript.n64.Rdp"), t -> Optional.empty()));
        m.put("GS03", new Measure(r -> of("one 64-bit RDP word per pair", "gcscript.n64.Rdp"), t -> Optional.empty()));
        m.put("GS05", new Measure(r -> {
            if (r.textureCount() <= 2228) return Optional.empty();
            GeTexture x = r.texture(2228);
            return of("2228: " + x.width() + "x" + x.height() + " " + x.gbiFormat() + "/" + x.gbiSize().label());
        }, t -> Optional.empty()));
        return m;
    }

    private static Optional<String[]> depot(GeRom r, Function<int[], String> f) {
        for (int id : DEPOT) if (id >= r.textureCount()) return Optional.empty();
        return of(f.apply(DEPOT), "over the notes' Depot id list");
    }

    private static String top3(List<String[]> rows) {
        rows.sort(Comparator.comparingInt((String[] a) -> -Integer.parseInt(a[1])).thenComparing(a -> a[0]));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(3, rows.size()); i++) {
            if (i > 0) sb.append(", ");
            sb.append(rows.get(i)[0]).append(' ').append(rows.get(i)[1]);
        }
        return sb.toString();
    }

    private static String joinSet(TreeSet<Integer> s) {
        StringBuilder sb = new StringBuilder();
        for (int x : s) { if (sb.length() > 0) sb.append(','); sb.append(x); }
        return sb.toString();
    }
}
