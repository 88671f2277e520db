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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The bundled sample disc read end to end, every figure compared with the generator's ground truth. */
class SampleDiscTest {
    static Disc disc;
    static GroundTruth truth;

    @BeforeAll
    static void open() {
        disc = Gc.sample();
        truth = disc.groundTruth().orElseThrow();
    }

    static long want(String key) { return truth.getLong(key); }

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
    void theSpecialLevelsAreWhereTheGeneratorPutThem() {
        int clamped = 0, streamed = 0, renamed = 0;
        for (Level l : disc.levels()) {
            if (l.clampedBytes() > 0) {
                clamped++;
                assertTrue(l.clampedBytes() < 0x800);
            }
            if (l.header().chunkCount() > 0) streamed++;
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
    void onTheSampleEveryStandingClaimThatCanBeMeasuredHolds() {
        Table c = disc.claims();
        assertEquals(253, c.rowCount());
        int held = 0;
        for (Row r : c) {
            if (r.getString("status").equals("holds")) held++;
            if (r.getString("status").equals("differs")) {
                assertNotEquals("claim", r.getString("catalogue_status"), r.getString("id") + ": " + r.getString("expected") + " vs " + r.getString("actual"));
            }
        }
        assertTrue(held >= 25, "held " + held);
    }
}
