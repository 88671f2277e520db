package gcscript.datasets;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Issue 37: a reader written apart from the library reads the same armours, textures, subtitles and images from the
 * global WADs our generator writes. {@code tools/peer-reader/wrench_like.py} (Python, standard library) reads an
 * image the way Wrench's unpacker does — headers from RC2.HDR's copies identified by their size, data by LBA up to the
 * next LBA the ToC names, MPEG's three files as one range — and prints every stored value it decodes; this test
 * builds the same lines from the library's tables and requires both sets to be equal, key by key and value by value,
 * on the bundled sample, on a generated disc of another seed and on a disc without the optional level blocks.
 */
class PeerReaderTest {
    private static final Path SCRIPT = Path.of("..", "tools", "peer-reader", "wrench_like.py");
    @TempDir static Path dir;

    @BeforeAll static void python() {
        boolean ok;
        try {
            ok = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            ok = false;
        }
        if (!ok && "true".equalsIgnoreCase(System.getenv("CI"))) fail("python3 is not installed, and CI=true: .ci/test installs Jupyter, which brings it");
        Assumptions.assumeTrue(ok, "python3 is not installed");
    }

    static Stream<String> discs() { return Stream.of("sample", "seed 7", "seed 11 bare"); }

    @ParameterizedTest
    @MethodSource("discs")
    void thePeerReaderReadsWhatTheLibraryReads(String which) throws Exception {
        Path iso = switch (which) {
            case "sample" -> Path.of("sample", "gcscript-sample.iso");
            case "seed 7" -> SyntheticDisc.write(new Options(7, 3, 1), dir.resolve("seed7.iso")).image();
            default -> SyntheticDisc.write(new Options(11, 3, 1).without(Options.Block.parse("all")), dir.resolve("bare.iso")).image();
        };
        Map<String, String> peer = peer(iso);
        Map<String, String> ours = library(Gc.open(iso));
        // every kind of record is there to compare (a reader that read nothing would agree with an empty library)
        Set<String> tables = new TreeSet<>();
        for (String k : ours.keySet()) tables.add(k.substring(0, k.indexOf('\t')));
        assertEquals(Set.of("armor", "armor_packet", "armor_texture", "credits_text", "frontbin", "irx", "mpeg", "pif", "rgba", "subtitle", "wad"),
                tables, which);
        List<String> differ = new ArrayList<>();
        Set<String> keys = new TreeSet<>(peer.keySet());
        keys.addAll(ours.keySet());
        for (String k : keys) {
            String a = peer.get(k), b = ours.get(k);
            if (!java.util.Objects.equals(a, b)) differ.add(k.replace('\t', ' ') + ": peer " + a + ", library " + b);
        }
        assertTrue(differ.isEmpty(), which + ": " + differ.size() + " of " + keys.size() + " values differ\n"
                + String.join("\n", differ.subList(0, Math.min(40, differ.size()))));
        System.out.printf("peer reader, %s: %d values equal%n", which, keys.size());
    }

    /** The script's lines: table, key, column, value. */
    private static Map<String, String> peer(Path iso) throws Exception {
        Process p = new ProcessBuilder("python3", SCRIPT.toString(), iso.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "wrench_like.py failed on " + iso);
        Map<String, String> m = new TreeMap<>();
        for (String line : text.split("\n")) {
            if (line.isEmpty()) continue;
            String[] f = line.split("\t", -1);
            assertEquals(4, f.length, line);
            assertNull(m.put(f[0] + "\t" + f[1] + "\t" + f[2], f[3]), "twice: " + line);
        }
        return m;
    }

    /** The same lines from the library's tables. */
    private static Map<String, String> library(Disc d) {
        Map<String, String> m = new TreeMap<>();
        Table g = d.globals();
        for (Row r : g) {
            String wad = r.getString("wad");
            if (wad.matches("AUDIO\\d+|SCENE\\d+")) continue;
            put(m, "wad", wad, "sector", r.getLong("sector"));
            put(m, "wad", wad, "sectors", (r.getLong("bytes") + 2047) / 2048);
        }
        var a = d.armor();
        add(m, "armor", a.armours(), r -> r.getString("group") + "/" + r.getInt("index"), "mesh_sector", "mesh_sectors",
                "textures_sector", "textures_sectors", "high_lod_count", "low_lod_count", "metal_count", "metal_begin",
                "packet_table_offset", "gif_usage", "pad", "texture_count");
        add(m, "armor_packet", a.packets(), r -> r.getString("group") + "/" + r.getInt("index") + "/" + r.getInt("packet"),
                "vif_list_offset", "vif_list_size", "vif_list_texture_unpack_offset", "vertex_offset", "vertex_data_size",
                "unknown_d", "unknown_e", "transfer_vertex_count");
        String[] pif = {"magic", "file_size", "width", "height", "format", "clut_format", "clut_order", "mip_levels", "rgba_sha256"};
        add(m, "armor_texture", a.textures(), r -> r.getString("group") + "/" + r.getInt("index") + "/" + r.getInt("texture"), pif);
        add(m, "armor_texture", a.textures(), r -> r.getString("group") + "/" + r.getInt("index") + "/" + r.getInt("texture"), "list_offset");
        Map<Integer, Integer> seen = new TreeMap<>();
        String[] langs = {"english", "french", "german", "spanish", "italian"};
        for (Row r : d.mpeg().subtitles()) {
            int video = r.getInt("video");
            String k = video + "/" + (seen.merge(video, 1, Integer::sum) - 1);   // the record's place in its video's table
            put(m, "subtitle", k, "start_frame", r.getInt("start_frame"));
            put(m, "subtitle", k, "stop_frame", r.getInt("stop_frame"));
            put(m, "subtitle", k, "pad", r.getInt("pad"));
            for (String l : langs) {
                put(m, "subtitle", k, "text_offset_" + l, r.getInt("text_offset_" + l));
                put(m, "subtitle", k, "text_" + l, r.getString("text_" + l));
            }
        }
        for (Row r : d.mpeg().videos()) {
            if (r.getInt("subtitles_size_bytes") > 0) put(m, "mpeg", Integer.toString(r.getInt("index")), "subtitle_count", r.getInt("subtitle_count"));
        }
        // the PIFs Wrench's GC unpackers read (MISC's debug font, BONUS's images); HUD has no reader in Wrench
        Table pifs = d.globalWads().textures();
        add(m, "pif", pifs.where(pifs.stringColumn("wad").isIn("MISC", "BONUS")),
                r -> r.getString("wad") + "/" + r.getString("field") + "/" + r.getInt("index"), pif);
        add(m, "rgba", d.globalWads().rgbaImages(), r -> r.getString("wad") + "/" + r.getString("field") + "/" + r.getInt("index"),
                "width", "height", "pad_0", "pad_1", "rgba_sha256");
        add(m, "frontbin", d.globalWads().frontbinSections(), r -> Integer.toString(r.getInt("record")), "overlay_offset", "dest_address",
                "copy_size", "section_type", "entry_point");
        add(m, "irx", d.globalWads().irxModules(), r -> r.getString("field"), "range_offset", "range_size");
        add(m, "credits_text", d.globalWads().creditsText(), r -> Integer.toString(r.getInt("record")), "item_offset", "bytes");
        return m;
    }

    private static void add(Map<String, String> m, String table, Table t, java.util.function.Function<Row, String> key, String... columns) {
        for (Row r : t) {
            String k = key.apply(r);
            for (String c : columns) put(m, table, k, c, r.getObject(c));
        }
    }

    private static void put(Map<String, String> m, String table, String key, String column, Object value) {
        assertNull(m.put(table + "\t" + key + "\t" + column, String.valueOf(value)), "twice: " + table + " " + key + " " + column);
    }
}
