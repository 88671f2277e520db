package gcscript.disc;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.level.Level;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** Whole-disc tables from several threads equal a sequential run; reading never writes into the image. */
class ConcurrencyAndReadOnlyTest {
    static final List<Function<Disc, Table>> TABLES = List.of(
            d -> d.levels().table(), d -> d.levels().extents(), d -> d.toc(), d -> d.files(),
            d -> d.levels().core().sections(), d -> d.levels().core().mobyClasses(), d -> d.levels().core().textures(),
            d -> d.levels().core().tfrags().patches(), d -> d.levels().core().tfrags().positions(),
            d -> d.levels().core().tfrags().triangles());

    static String render(Table t) { return t.copy().setName("").printAll(); }

    @Test
    void tablesFromEightThreadsEqualASequentialRun() throws Exception {
        Disc sequential = Gc.sample();
        List<String> expected = new ArrayList<>();
        for (Function<Disc, Table> f : TABLES) expected.add(render(f.apply(sequential)));

        Disc shared = Gc.sample();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> futures = new ArrayList<>();
            for (int round = 0; round < 4; round++) {
                for (Function<Disc, Table> f : TABLES) futures.add(pool.submit(() -> render(f.apply(shared))));
            }
            for (int i = 0; i < futures.size(); i++) {
                assertEquals(expected.get(i % TABLES.size()), futures.get(i).get(), "table " + (i % TABLES.size()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void readingEverythingLeavesTheImageUntouched(@TempDir Path tmp) throws Exception {
        Path iso = tmp.resolve("disc.iso");
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Files.copy(in, iso);
        }
        Files.setLastModifiedTime(iso, java.nio.file.attribute.FileTime.fromMillis(1_000_000_000_000L));
        String before = sha256(iso);
        Disc d = Gc.open(iso);
        for (Function<Disc, Table> f : TABLES) f.apply(d);
        for (Level l : d.levels()) l.core().checks();
        d.claims();
        assertEquals(before, sha256(iso));
        assertEquals(1_000_000_000_000L, Files.getLastModifiedTime(iso).toMillis());
        assertTrue(Files.isRegularFile(iso));
    }

    static String sha256(Path p) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
    }
}
