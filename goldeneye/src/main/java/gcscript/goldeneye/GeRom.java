package gcscript.goldeneye;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.bytes.Severity;
import gcscript.goldeneye.texture.GeLevel;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;
import gcscript.n64.RareZip;
import gcscript.n64.RomImage;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An opened GoldenEye 007 ROM: the fluent entry point. Every call is cheap until it needs data; textures and models
 * are decoded on first use and kept. Tables are Tablesaw tables whose first columns say where each row came from.
 */
public final class GeRom {
    private final RomImage rom;
    private final GeVersion version;
    private final Problems problems;
    private final GeLayout layout;
    private final GeTexture[] textures;
    private final Map<String, GeModel> models = new LinkedHashMap<>();
    private Map<String, String> truth;

    GeRom(RomImage rom, Problems problems) {
        this.rom = rom;
        this.problems = problems;
        if (!rom.title().equals("GOLDENEYE") || !rom.cartridgeId().equals("GE")) {
            problems.report(-1, rom.name(), "header.title", 0x20, "rom", "GOLDENEYE / cartridge GE",
                    rom.title() + " / " + rom.cartridgeId(), Severity.WARNING);
        }
        this.version = GeVersion.byCountry(rom.country());
        if (version == null) {
            problems.report(-1, rom.name(), "header.country", 0x3E, "rom", "E, J or P",
                    String.valueOf(rom.country()), Severity.WARNING);
        }
        this.layout = GeLayout.find(rom, version, problems);
        this.textures = new GeTexture[layout.sizes.length];
    }

    public String name() { return rom.name(); }
    public RomImage image() { return rom; }
    /** US, JP or EU by the header's country byte; null when it names none of them. */
    public GeVersion version() { return version; }
    /** The version name, with "retail" when the MD5 matches a known dump. */
    public String versionName() {
        if (version == null) return "unknown";
        return version.name() + (version.md5.equals(rom.md5()) ? " (retail dump, MD5 match)" : " (header only)");
    }
    public Problems problemSink() { return problems; }
    public List<Problem> problemRows() { return problems.rows(); }
    public int textureCount() { return layout.sizes.length; }

    /** One row: the ROM and where its tables were found. */
    public Table info() {
        TableBuilder t = new TableBuilder("ge_rom").strings("file", "order", "title", "cartridge", "country", "version", "md5")
                .longs("length", "cdata_rom").ints("cdata_bytes", "data_length").longs("data_va", "file_table_va", "g_textures_va", "images_rom")
                .ints("files", "models", "textures").longs("images_length");
        long total = 0;
        for (int s : layout.sizes) total += s;
        t.row(rom.name(), rom.order().name().toLowerCase(), rom.title(), rom.cartridgeId(), String.valueOf(rom.country()),
                versionName(), rom.md5(), (long) rom.length(), (long) layout.cdataRom, layout.cdataUsed, layout.data.length,
                layout.dataVa, layout.dataVa + layout.fileTableOffset,
                layout.texturesOffset < 0 ? -1L : layout.dataVa + layout.texturesOffset, (long) layout.imagesRom,
                layout.files.size(), modelNames().size(), layout.sizes.length, total);
        return t.build();
    }

    /** Where the tables were found and what the finder had to say. */
    public List<String> notes() { return List.copyOf(layout.notes); }

    // ------------------------------------------------------------------ textures

    public int textureOffset(int id) {
        check(id);
        int off = layout.imagesRom;
        for (int i = 0; i < id; i++) off += layout.sizes[i];
        return off;
    }

    private void check(int id) {
        if (id < 0 || id >= layout.sizes.length) throw new IllegalArgumentException("texture id " + id + " not in 0.." + (layout.sizes.length - 1));
    }

    /** The stored bytes of texture {@code id} (its blob in the images segment). */
    public byte[] textureBlob(int id) {
        int off = textureOffset(id);
        int end = off + layout.sizes[id];
        if (end > rom.length()) throw new FormatException(rom.name(), "g_Textures[" + id + "].size", off, "a blob inside the ROM", "ends at 0x" + Integer.toHexString(end), null);
        return Arrays.copyOfRange(rom.bytes(), off, end);
    }

    /** Texture {@code id} decoded (cached). In lenient mode a broken blob gives a partial texture and a problem row. */
    public synchronized GeTexture texture(int id) {
        check(id);
        if (textures[id] == null) textures[id] = GeTextureDecoder.decode(textureBlob(id), "texture[" + id + "]", problems);
        return textures[id];
    }

    /**
     * One row per g_Textures entry: provenance (id, rom_offset, size), the entry's other fields (hit_sound,
     * hit_texture, flags), the header byte split (u, z, lod), and what decoding gives (path, format, GBI format and
     * size, width, height, levels, method of the first image, bytes used, quirks).
     */
    public Table textures() {
        TableBuilder t = new TableBuilder("ge_textures").ints("id").longs("rom_offset").ints("size", "hit_sound", "hit_texture", "flags",
                "header_byte", "u", "z", "lod").strings("path", "format", "gbi_format", "gbi_size").ints("width", "height", "levels", "generated")
                .strings("method").ints("bytes_used").strings("quirks", "status");
        int off = layout.imagesRom;
        for (int id = 0; id < layout.sizes.length; id++) {
            int size = layout.sizes[id];
            GeTexture x = null;
            String status = "ok";
            try {
                x = texture(id);
                if (!x.complete()) status = "incomplete";
                else if (x.bytesUsed() != size) status = "uses " + x.bytesUsed() + " of " + size + " bytes";
            } catch (FormatException e) {
                status = "error: " + e.oneLine();
            }
            int hb = off < rom.length() ? rom.bytes()[off] & 0xFF : -1;
            int gen = 0;
            String method = "";
            if (x != null) {
                for (GeLevel l : x.levels()) if (l.source().equals("generated")) gen++;
                method = x.levels().isEmpty() ? "" : x.z() == 1 ? "zlib" : x.level(0).method().label;
            }
            t.i(id).l(off).i(size).i(layout.word0[id] >>> 28).i(layout.word0[id] >> 24 & 15).i(layout.word1[id] >>> 16)
                    .i(hb).i(hb >> 7 & 1).i(hb >> 6 & 1).i(hb & 0x3F)
                    .s(x == null ? "" : x.path()).s(x == null || x.format() == null ? "" : x.format().label)
                    .s(x == null || x.format() == null ? "" : x.gbiFormat().name()).s(x == null || x.format() == null ? "" : x.gbiSize().label())
                    .i(x == null ? 0 : x.width()).i(x == null ? 0 : x.height()).i(x == null ? 0 : x.levelCount()).i(gen)
                    .s(method).i(x == null ? 0 : x.bytesUsed()).s(x == null ? "" : String.join(" ", x.quirks())).s(status).end();
            off += size;
        }
        return t.build();
    }

    /** One row per level of the given textures (all when none are given). */
    public Table textureLevels(int... ids) {
        gcscript.goldeneye.texture.GeBlobTable t = new gcscript.goldeneye.texture.GeBlobTable();
        for (int id : ids.length == 0 ? allIds() : ids) t.add(texture(id));
        return t.build();
    }

    private int[] allIds() {
        int[] all = new int[layout.sizes.length];
        for (int i = 0; i < all.length; i++) all[i] = i;
        return all;
    }

    /** A contact sheet of the base levels: cells of {@code cell} pixels, labelled with the id. */
    public BufferedImage textureSheet(int... ids) { return textureSheetSized(96, ids.length == 0 ? allIds() : ids); }

    public BufferedImage textureSheetSized(int cell, int... ids) {
        int cols = Math.max(1, (int) Math.ceil(Math.sqrt(ids.length)));
        int rows = Math.max(1, (ids.length + cols - 1) / cols);
        int label = 14;
        BufferedImage sheet = new BufferedImage(cols * cell, rows * (cell + label), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = sheet.createGraphics();
        g.setColor(new Color(40, 40, 40));
        g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        for (int i = 0; i < ids.length; i++) {
            int x = (i % cols) * cell, y = (i / cols) * (cell + label);
            GeTexture tx = texture(ids[i]);
            if (tx.levelCount() > 0) {
                BufferedImage im = tx.image(0);
                double s = Math.min((double) (cell - 4) / im.getWidth(), (double) (cell - 4) / im.getHeight());
                int w = Math.max(1, (int) (im.getWidth() * s)), h = Math.max(1, (int) (im.getHeight() * s));
                g.drawImage(im, x + (cell - w) / 2, y + label + (cell - h) / 2, w, h, null);
            }
            g.setColor(Color.WHITE);
            g.drawString(Integer.toString(ids[i]), x + 2, y + label - 3);
        }
        g.dispose();
        return sheet;
    }

    /**
     * Colour statistics of textures, defined as: the base level (LOD 0) only; every texel counted once; channels
     * widened to 8 bits by bit replication (5 bits: v<<3|v>>2, 4 bits: v*17, 3 bits: v<<5|v<<2|v>>1); CI textures
     * through the TLUT they ask for (palette 0); {@code mean_r/g/b/a} unweighted, {@code wmean_r/g/b} weighted by
     * alpha (NaN when every texel is transparent).
     */
    public Table colourStats(int... ids) {
        TableBuilder t = new TableBuilder("ge_colour_stats").ints("id").strings("format").ints("width", "height", "texels")
                .doubles("mean_r", "mean_g", "mean_b", "mean_a", "wmean_r", "wmean_g", "wmean_b", "opaque_fraction");
        for (int id : ids.length == 0 ? allIds() : ids) {
            GeTexture x = texture(id);
            if (x.levelCount() == 0) continue;
            byte[] rgba = x.rgba(0);
            int n = rgba.length / 4;
            double r = 0, g = 0, b = 0, a = 0, wr = 0, wg = 0, wb = 0, wa = 0;
            int opaque = 0;
            for (int i = 0; i < rgba.length; i += 4) {
                int R = rgba[i] & 255, G = rgba[i + 1] & 255, B = rgba[i + 2] & 255, A = rgba[i + 3] & 255;
                r += R; g += G; b += B; a += A;
                wr += R * A; wg += G * A; wb += B * A; wa += A;
                if (A == 255) opaque++;
            }
            t.row(id, x.format().label, x.width(), x.height(), n, r / n, g / n, b / n, a / n,
                    wa == 0 ? Double.NaN : wr / wa, wa == 0 ? Double.NaN : wg / wa, wa == 0 ? Double.NaN : wb / wa, (double) opaque / n);
        }
        return t.build();
    }

    // ------------------------------------------------------------------ files and models

    /** The file resource table: index, name, ROM address, size (to the next record), whether rarezip-compressed. */
    public Table files() {
        TableBuilder t = new TableBuilder("ge_files").ints("index").strings("name").longs("name_va", "rom_offset").ints("size").bools("model", "compressed");
        for (GeLayout.FileRecord f : layout.files) {
            boolean z = f.size() >= 2 && f.rom() + 2 <= rom.length() && (rom.bytes()[f.rom()] & 0xFF) == 0x11 && (rom.bytes()[f.rom() + 1] & 0xFF) == 0x72;
            t.row(f.index(), f.name(), f.nameVa(), (long) f.rom(), f.size(), GeLayout.isModel(f.name()), z);
        }
        return t.build();
    }

    public List<String> modelNames() {
        List<String> n = new ArrayList<>();
        for (GeLayout.FileRecord f : layout.files) if (GeLayout.isModel(f.name())) n.add(f.name());
        return n;
    }

    /** A model file, inflated and walked (cached). Its header comes from the model records in the data segment. */
    public synchronized GeModel model(String name) {
        GeModel m = models.get(name);
        if (m != null) return m;
        GeLayout.FileRecord f = null;
        for (GeLayout.FileRecord r : layout.files) if (r.name().equals(name)) f = r;
        if (f == null) throw new IllegalArgumentException("no file named " + name);
        GeLayout.ModelHeader h = layout.modelHeaders.get(name);
        if (h == null) throw new FormatException(rom.name(), "model[" + name + "].header", f.rom(), "a model record pointing at the name", "none found", null);
        byte[] file = RareZip.inflateFile(rom.bytes(), f.rom(), Math.min(rom.length(), f.rom() + f.size()), 0x200000, name);
        m = new GeModel(name, file, h);
        models.put(name, m);
        return m;
    }

    /** One row per model file: where, sizes, header counts, nodes, display lists and both G_SETTEX counts. */
    public Table models() {
        TableBuilder t = new TableBuilder("ge_models").strings("name").longs("rom_offset").ints("compressed_size", "inflated_size")
                .longs("header_va").ints("num_switches", "num_textures", "nodes", "display_lists", "settex_walk", "settex_scan")
                .strings("texture_ids", "status");
        for (String name : modelNames()) {
            GeLayout.FileRecord f = record(name);
            try {
                GeModel m = model(name);
                t.row(name, (long) f.rom(), f.size(), m.inflatedSize(), m.header().va(), m.header().numSwitches(), m.header().numTextures(),
                        m.nodes(), m.displayLists(), m.settexWalk().size(), m.settexScan().size(), join(m.textureIds()),
                        m.notes().isEmpty() ? "ok" : String.join("; ", m.notes()));
            } catch (FormatException e) {
                problems.caught(e, -1);
                t.row(name, (long) f.rom(), f.size(), 0, 0L, 0, 0, 0, 0, 0, 0, "", "error: " + e.oneLine());
            }
        }
        return t.build();
    }

    private GeLayout.FileRecord record(String name) {
        for (GeLayout.FileRecord r : layout.files) if (r.name().equals(name)) return r;
        throw new IllegalArgumentException(name);
    }

    /**
     * One row per G_SETTEX: {@code method} is {@code walk} (reached by the structural node and display-list walk,
     * each command once) or {@code scan} (every 8-byte-aligned word with top byte 0xC0, as a naive count would
     * find). Fields by the corrected layout; {@code notes_tile} is what the port notes' bit positions would read.
     */
    public Table settex() {
        TableBuilder t = settexBuilder();
        for (String name : modelNames()) addSettex(t, model(name));
        return t.build();
    }

    /** The G_SETTEX rows of one model. */
    public Table settex(String model) {
        TableBuilder t = settexBuilder();
        addSettex(t, model(model));
        return t.build();
    }

    static TableBuilder settexBuilder() {
        return new TableBuilder("ge_settex").strings("model", "method").ints("node").longs("offset", "w0", "w1")
                .ints("type", "shiftt", "shifts", "offset_flag", "cmt", "cms", "minlevel", "detail_id", "texture_id", "notes_tile");
    }

    static void addSettex(TableBuilder t, GeModel m) {
        for (String method : new String[]{"walk", "scan"}) {
            for (GeModel.Found f : method.equals("walk") ? m.settexWalk() : m.settexScan()) {
                SetTex s = f.cmd();
                t.s(m.name()).s(method).i(f.node()).l(f.offset()).l(s.w0()).l(s.w1()).i(s.type()).i(s.shiftt()).i(s.shifts())
                        .i(s.offset()).i(s.cmt()).i(s.cms()).i(s.minlevel()).i(s.detailId()).i(s.textureId()).i(s.notesTile()).end();
            }
        }
    }

    // ------------------------------------------------------------------ checks (reference §6.3)

    /** The first-run invariants of reference §6.3, one row each: check, subject, expected, actual, status. */
    public Table checks() {
        TableBuilder t = new TableBuilder("ge_checks").strings("check", "expected", "actual", "status");
        t.row("g_Textures sentinel found", "an 0xFFFF entry after a run of sizes", layout.texturesOffset < 0 ? "not found"
                : String.format("%d entries at VA 0x%08x", layout.sizes.length, layout.dataVa + layout.texturesOffset), layout.texturesOffset < 0 ? "fails" : "holds");
        long total = 0;
        for (int s : layout.sizes) total += s;
        long end = layout.imagesRom + total;
        t.row("sizes sum within the ROM", "images segment end <= ROM length " + rom.length(), "0x" + Long.toHexString(end), end <= rom.length() ? "holds" : "fails");
        int bad = 0;
        String firstBad = "";
        for (int id = 0; id < layout.sizes.length; id++) {
            try {
                GeTexture x = texture(id);
                if (!x.complete() || x.bytesUsed() != layout.sizes[id]) { bad++; if (firstBad.isEmpty()) firstBad = " (first: " + id + ")"; }
            } catch (FormatException e) { bad++; if (firstBad.isEmpty()) firstBad = " (first: " + id + ")"; }
        }
        t.row("every blob parses and uses its bytes", "0 failures", bad + " failures" + firstBad, bad == 0 ? "holds" : "fails");
        int inflated = 0, failed = 0;
        for (String n : modelNames()) {
            try { model(n); inflated++; } catch (RuntimeException e) { failed++; }
        }
        int expect = version != null && version.md5.equals(rom.md5()) ? 512 : modelNames().size();
        t.row("model files inflate", expect + " model files", inflated + " inflate, " + failed + " fail", inflated == expect && failed == 0 ? "holds" : "fails");
        int over = 0;
        for (String n : modelNames()) {
            try { for (GeModel.Found f : model(n).settexWalk()) if (f.cmd().textureId() >= layout.sizes.length) over++; }
            catch (RuntimeException e) { /* counted above */ }
        }
        t.row("SETTEX texture ids < texture count", "every id < " + layout.sizes.length, over + " ids out of range", over == 0 ? "holds" : "fails");
        return t.build();
    }

    static String join(int[] xs) {
        StringBuilder sb = new StringBuilder();
        for (int x : xs) { if (sb.length() > 0) sb.append(','); sb.append(x); }
        return sb.toString();
    }

    GeLayout layout() { return layout; }

    /** Attaches a synthetic ROM's ground-truth manifest: the claims then take their expected values from it. */
    public GeRom withTruth(Map<String, String> manifest) { this.truth = manifest; return this; }

    public java.util.Optional<Map<String, String>> truth() { return java.util.Optional.ofNullable(truth); }

    /** The design notes' claims (catalogue in claims.tsv), measured: expected, actual, detail, status. */
    public Table claims() { return GeClaims.verify(this, truth); }

    @Override
    public String toString() { return "GoldenEye ROM " + rom.name() + " (" + versionName() + ")"; }
}
