package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.LevelParts;
import gcscript.level.Part;
import gcscript.level.Slot;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The bundled sample disc read end to end, every figure compared with the generator's ground truth. */
class SampleDiscTest {
    // per test, not once per class: see FieldTruthTest (PIT runs many mutants in one JVM)
    Disc disc;
    GroundTruth truth;

    @BeforeEach
    void open() {
        disc = Gc.sample();
        truth = disc.groundTruth().orElseThrow();
    }

    long want(String key) { return truth.getLong(key); }

    static String sha256(ByteReader r) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(r.buffer());
        return HexFormat.of().formatHex(md.digest());
    }

    @Test
    void levelsTableMatchesTheManifest() {
        Table t = disc.levels().table();
        assertEquals(want("disc.levels"), t.rowCount());
        String[] cols = {"level_id", "header_size", "file_bytes", "clamped_bytes", "data_sectors", "sound_bank_sectors",
                "gameplay_sectors", "occlusion_sectors", "chunk_count", "core_index_bytes", "gs_ram_bytes",
                "core_data_compressed", "core_data_decompressed"};
        for (Row r : t) {
            int n = r.getInt("level");
            assertEquals(truth.get("level." + n + ".file").orElseThrow(), r.getString("file"));
            for (String c : cols) {
                long actual = t.column(c).type().name().equals("INTEGER") ? r.getInt(c) : r.getLong(c);
                assertEquals(want("level." + n + "." + c), actual, "level " + n + " " + c);
            }
        }
        assertTrue(disc.problems().isEmpty(), disc.problems().printAll());
    }

    @Test
    void filesListsEveryFileOfTheManifestWithTheBootElfThatSystemCnfNames() {
        Table f = disc.files();
        assertEquals(want("disc.files"), f.rowCount());
        for (Row r : f) {
            String p = r.getString("path");
            assertEquals(want("iso." + p + ".lba"), r.getLong("lba"), p);
            assertEquals(want("iso." + p + ".size"), r.getLong("size"), p);
        }
        Row boot = f.where(f.stringColumn("path").isEqualTo("/SCUS_972.68")).row(0);
        assertEquals(0x54, boot.getLong("size"));
        assertArrayEquals(new byte[] {0x7f, 'E', 'L', 'F'}, disc.file("/SCUS_972.68").orElseThrow().bytes().bytes("magic", 0, 4));
    }

    @Test
    void theSpecialLevelsAreWhereTheGeneratorPutThem() {
        int clamped = 0, streamed = 0, renamed = 0;
        for (Level l : disc.levels()) {
            if (l.clampedBytes() > 0) {
                clamped++;
                assertTrue(l.clampedBytes() < 0x800);
            }
            if (l.headerRecord().chunkCount() > 0) streamed++;
            if (l.levelId() != l.number()) {
                renamed++;
                assertEquals(30, l.levelId());
            }
        }
        assertEquals(1, clamped);
        assertEquals(1, streamed);
        assertEquals(1, renamed);
    }

    @Test
    void filesAndTocAgreeWithTheImage() {
        for (DiscFile f : disc.fileList()) {
            assertEquals(want("iso." + f.path() + ".lba"), f.lba(), f.path());
            assertEquals(want("iso." + f.path() + ".size"), f.size(), f.path());
        }
        Table toc = disc.toc();
        assertEquals(9 + 3 * want("disc.levels"), toc.rowCount());
        assertTrue(toc.booleanColumn("agrees").all(), toc.printAll());
        assertEquals(want("disc.rc2_hdr.level_table_offset"), disc.rc2hdr().orElseThrow().levelTableOffset());
    }

    @Test
    void everyExtentAndDecompressedStreamHasTheManifestHash() throws Exception {
        for (Level l : disc.levels()) {
            int n = l.number();
            for (Extent e : l.extentList()) {
                if (e.empty()) continue;
                String key = "level." + n + ".slot." + e.name().replaceFirst("_(\\d)$", ".$1") + ".sha256";
                String expected = truth.get(key).orElseThrow(() -> new AssertionError("no " + key));
                assertEquals(expected, sha256(l.extentBytes(e.slot()).orElseThrow()), key);
            }
            for (Part p : LevelParts.of(l)) {
                if (p.name().equals("core_data.bin")) {
                    assertEquals(truth.get("level." + n + ".core_data_decompressed_sha256").orElseThrow(), sha256(p.bytes().get()));
                }
                if (p.name().equals("gameplay.bin")) {
                    ByteReader r = p.bytes().get();
                    assertEquals(want("level." + n + ".gameplay_decompressed_size"), r.length());
                    assertEquals(truth.get("level." + n + ".gameplay_decompressed_sha256").orElseThrow(), sha256(r));
                }
            }
        }
    }

    @Test
    void dataSectionsAreWhereTheManifestSaysAbsoluteInTheLevelFile() {
        Level l = disc.level(0);
        long dataStart = l.extent(Slot.DATA).byteOffset();
        Table s = l.data().sections();
        for (Row r : s) {
            String name = r.getString("section").replaceFirst("hud_bank_(\\d)", "hud_bank.$1");
            assertEquals(want("level.0.data." + name + ".size"), r.getLong("size"), name);
            if (r.getLong("size") > 0) {
                assertEquals(dataStart + want("level.0.data." + name + ".offset"), r.getLong("offset"), name);
            }
        }
    }

    @Test
    void statsMatchTheManifest() {
        Table t = disc.levels().stats();
        assertEquals(Stats.COLUMNS, t.columnNames());
        assertEquals(want("disc.levels"), t.rowCount());
        String[][] keys = {{"tfrag_patches", "tfrags.count"}, {"tfrag_positions", "tfrags.positions"},
                {"tfrag_vertex_infos", "tfrags.vertex_infos"}, {"tfrag_triangles", "tfrags.triangles"},
                {"tfrag_lod1_triangles", "tfrags.lod1_triangles"}, {"tfrag_lod2_triangles", "tfrags.lod2_triangles"},
                {"tfrag_adgifs", "tfrags.adgifs"}, {"tfrag_textures", "core.textures.tfrag.count"},
                {"moby_classes", "core.moby_classes.count"}, {"tie_classes", "core.tie_classes.count"},
                {"shrub_classes", "core.shrub_classes.count"}, {"chunk_tfrag_patches", "chunk_tfrag_patches"},
                {"core_data_compressed", "core_data_compressed"}, {"core_data_decompressed", "core_data_decompressed"},
                {"level_id", "level_id"}, {"directional_lights", "directional_lights"}, {"moby_instances", "moby_instances"},
                {"tie_instances", "tie_instances"}, {"shrub_instances", "shrub_instances"},
                {"sound_bank_sounds", "sound_bank_sounds"}, {"sound_bank_samples", "sound_bank_samples"},
                {"moby_class_blocks", "stats.moby_class_blocks"},
                {"moby_mesh_classes", "stats.moby_mesh_classes"}, {"moby_packets", "stats.moby_packets"},
                {"moby_vif_list_qwords", "stats.moby_vif_list_qwords"}, {"moby_transfer_vertices", "stats.moby_transfer_vertices"},
                {"moby_stored_vertices", "stats.moby_stored_vertices"}, {"moby_triangles", "stats.moby_triangles"},
                {"tie_packets", "ties.packets"}, {"tie_vertices", "ties.vertices"}, {"tie_triangles", "ties.triangles"},
                {"tie_triangles_lod0", "ties.triangles_lod0"}, {"shrub_packets", "shrubs.packets"},
                {"shrub_vertices", "shrubs.vertices"}, {"shrub_triangles", "shrubs.triangles"},
                {"shrub_billboards", "shrubs.billboards"}, {"sky_shells", "core.sky.shells"},
                {"sky_clusters", "core.sky.clusters"}, {"sky_vertices", "core.sky.vertices"}, {"sky_faces", "core.sky.faces"},
                {"occlusion_grid_octants", "core.occlusion.octants"}, {"occlusion_masks", "core.occlusion.masks"},
                {"collision_octants", "core.collision.octants"}, {"collision_vertices", "core.collision.vertices"},
                {"collision_faces", "core.collision.faces"}, {"collision_quads", "core.collision.quads"}};
        // every stats column is compared with the manifest (file is compared below)
        java.util.Set<String> compared = new java.util.HashSet<>(java.util.List.of("file"));
        for (String[] k : keys) compared.add(k[0]);
        assertEquals(new java.util.TreeSet<>(Stats.COLUMNS), new java.util.TreeSet<>(compared), "stats columns without a truth comparison");
        for (int i = 0; i < t.rowCount(); i++) {
            Row r = t.row(i);
            String file = r.getString("file");
            int n = Integer.parseInt(file.replaceAll("\\D", ""));
            assertEquals(truth.get("level." + n + ".file").orElseThrow(), file);
            for (String[] k : keys) {
                Number v = (Number) t.column(k[0]).get(i);
                assertEquals(want("level." + n + "." + k[1]), v.longValue(), file + " " + k[0]);
            }
        }
        // the streamed level counts every chunk, chunk 0 (= the core block) included; the others have none. Read
        // each chunk's block and compare it with what the generator wrote into that chunk.
        int streamed = 0;
        for (Level l : disc.levels()) {
            long chunks = 0;
            for (gcscript.level.Chunk c : l.chunkList()) {
                int read = c.tfrags().count();
                assertEquals(want("level." + l.number() + ".chunk." + c.index() + ".tfrags.count"), read, l + " chunk " + c.index());
                assertEquals(want("level." + l.number() + ".chunk." + c.index() + ".tfrags.positions"), c.tfrags().positionCount());
                chunks += read;
            }
            assertEquals(want("level." + l.number() + ".chunk_tfrag_patches"), chunks, l.toString());
            if (!l.chunkList().isEmpty()) streamed++;
        }
        assertEquals(1, streamed);
    }

    @Test
    void tfragChecksHoldAndPositionSumsMatch() {
        for (Level l : disc.levels()) {
            var b = l.core().tfrags();
            for (var c : b.checkList()) assertTrue(c.holds(), l + " " + c);
            long[] sum = new long[3];
            for (var p : b.patchList()) for (int k = 0; k < p.positionCount(); k++) for (int a = 0; a < 3; a++) sum[a] += p.base()[a] + p.position(k, a);
            assertEquals(truth.get("level." + l.number() + ".tfrags.position_sum").orElseThrow(), sum[0] + "," + sum[1] + "," + sum[2]);
        }
    }

    @Test
    void onTheSampleEveryStandingClaimThatCanBeMeasuredHolds() {
        Table c = disc.claims();
        assertEquals(253, c.rowCount());
        int held = 0;
        for (Row r : c) {
            if (r.getString("status").equals("holds")) held++;
            // ps2float.third_below: the notes' float model says 1/3 is below 1/3; the hardware's divider lands above
            // truncation (phase-2 §9.3 R6), so that claim is measured as differing, with the vector as evidence
            // vifrate.uniform_random and shrub.normals.chance: exact computations of the notes' rules (25.0 %, 1/10431)
            // that differ from the notes' sampled or estimated figures on every disc
            if (r.getString("status").equals("differs") && !gcscript.claims.Claims.DIFFERS_BY_DESIGN.containsKey(r.getString("id"))) {
                assertNotEquals("claim", r.getString("catalogue_status"), r.getString("id") + ": " + r.getString("expected") + " vs " + r.getString("actual"));
            }
        }
        assertTrue(held >= 25, "held " + held);
    }
}
