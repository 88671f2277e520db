package gcscript.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problem;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscFile;
import gcscript.disc.DiscOpener;
import gcscript.iso.IsoDirectory;
import gcscript.iso.IsoImage;
import gcscript.level.DataExtent;
import gcscript.level.Level;
import gcscript.level.Slot;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Damages every structure of the bundled sample disc (ISO directories, RC2.HDR, each level header, data header
 * and core_data stream) by flipping, truncating (zeroing a tail) and splicing bytes, opens the result lenient and
 * touches the tables. Only FormatException may escape; levels the damage does not touch must read exactly as on
 * the undamaged disc and gain no problem rows; damage the format makes detectable must be named by a problem row
 * of the damaged level or of RC2.HDR.
 */
class MutationSweepTest {
    /** Wall-clock budget of the random sweep (the targeted mutations run first, whatever the budget). */
    static final long BUDGET_MS = Long.getLong("gcscript.fuzz.sweep_ms", 15_000);
    static final int DISC_WIDE = -2;   // owner of ISO directory damage: every level may be hit
    static final int TOC = -1;         // owner of RC2.HDR damage: no level file is touched

    record Structure(String name, int owner, long offset, long length) {}

    /** What a lenient open shows of one level: its row of levels().table(), its extents and its data sections. */
    record View(Map<Integer, String> levels, List<Problem> problems) {}

    static byte[] image;
    static View baseline;
    static List<Structure> structures;

    @BeforeAll
    static void load() throws IOException {
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            Assumptions.assumeTrue(in != null, "the sample disc is not on the class path");
            image = in.readAllBytes();
        }
        baseline = view(image);
        structures = structures(image);
    }

    @Test
    void sampleDiscIsCleanAndHasEveryStructure() {
        assertTrue(baseline.levels().size() >= 2, "levels " + baseline.levels().keySet());
        assertEquals(List.of(), baseline.problems().stream().filter(p -> p.severity().name().equals("ERROR")).toList());
        for (String kind : List.of("iso.dir", "RC2.HDR", "header", "data.header", "core_data")) {
            assertTrue(structures.stream().anyMatch(s -> s.name().contains(kind)), kind + " in " + structures);
        }
    }

    /** Damage the format defines as detectable, one structure at a time: each must be named. */
    @Test
    void targetedDamageIsNamedAndLeavesOtherLevelsIntact() {
        for (Structure s : structures) {
            if (s.owner() == DISC_WIDE) continue;
            byte[] bad = image.clone();
            ByteBuffer b = ByteBuffer.wrap(bad).order(ByteOrder.LITTLE_ENDIAN);
            int at = (int) s.offset();
            String expectPath;
            if (s.name().endsWith(".data.header")) {
                b.putInt(at + 0x48, 0x7fff0000);               // core_data.offset far past the extent
                expectPath = "level[" + s.owner() + "].data.header.core_data";
            } else if (s.name().endsWith("].header")) {
                b.putInt(at, 0x1234);                          // header_size must be 0x60 or 0x68
                expectPath = "level[" + s.owner() + "].header.header_size";
            } else if (s.name().endsWith(".core_data")) {
                bad[at] = 'X';                                  // "WAD" magic
                expectPath = "level[" + s.owner() + "].data.core_data.wad.magic";   // the stream under the data range's own path
            } else {
                continue; // RC2.HDR: its rows carry their own table check below
            }
            View v = assertRobust(s.name() + " targeted", bad);
            if (v == null) fail(s.name() + ": targeted damage made the whole disc unreadable");
            assertOthersIntact(s, v);
            assertTrue(v.problems().stream().anyMatch(p -> p.level() == s.owner() && p.path().startsWith(expectPath)),
                    s.name() + ": no problem row for level " + s.owner() + " at " + expectPath + " in " + v.problems());
        }
        Structure toc = structures.stream().filter(s -> s.name().equals("RC2.HDR")).findFirst().orElseThrow();
        DiscOpener.open(ByteReader.of(image, "sample.iso"), "sample.iso", Problems.lenient()).rc2hdr().ifPresent(t -> {
            byte[] bad = image.clone();
            Toc0 row = new Toc0(toc.offset() + t.levelTableOffset());
            ByteBuffer.wrap(bad).order(ByteOrder.LITTLE_ENDIAN).putInt((int) row.at(), 12345);
            View v = assertRobust("RC2.HDR level_table[0]", bad);
            assertEquals(baseline.levels(), v.levels(), "RC2.HDR damage changed how level files read");
            assertTrue(v.problems().stream().anyMatch(p -> p.level() == TOC && p.path().startsWith("rc2hdr.level_table[0].level")),
                    "no RC2.HDR problem row in " + v.problems());
        });
    }

    private record Toc0(long at) {}

    /** Random flips, tail truncations and splices inside each structure, round-robin until the budget is spent. */
    @Test
    void randomDamageOnlyEverGivesFormatExceptionsOrProblemRows() {
        Random rnd = new Random(20261130);
        long deadline = System.currentTimeMillis() + BUDGET_MS;
        int runs = 0, rejected = 0, named = 0, changedUnnamed = 0;
        Map<String, Integer> perKind = new HashMap<>();
        outer:
        for (int round = 0; ; round++) {
            for (Structure s : structures) {
                if (System.currentTimeMillis() > deadline) break outer;
                String kind = switch (round % 3) { case 0 -> "flip"; case 1 -> "truncate"; default -> "splice"; };
                byte[] bad = mutate(image, s, kind, rnd);
                View v = assertRobust(s.name() + " " + kind + " #" + round, bad);
                runs++;
                perKind.merge(kind, 1, Integer::sum);
                if (v == null) { rejected++; continue; }
                if (s.owner() != DISC_WIDE) assertOthersIntact(s, v);
                boolean changed = s.owner() >= 0 && !baseline.levels().get(s.owner()).equals(v.levels().get(s.owner()));
                boolean hasRow = v.problems().size() > baseline.problems().size();
                if (hasRow) named++;
                else if (changed) changedUnnamed++;
            }
        }
        System.out.printf("mutation sweep: %d mutated discs %s, %d rejected with FormatException, %d with new problem rows,"
                + " %d read differently without a problem row%n", runs, perKind, rejected, named, changedUnnamed);
        assertTrue(runs >= structures.size(), "the budget allowed only " + runs + " runs");
    }

    static byte[] mutate(byte[] src, Structure s, String kind, Random rnd) {
        byte[] b = src.clone();
        int len = (int) Math.max(1, Math.min(s.length(), Integer.MAX_VALUE));
        int start = (int) s.offset();
        switch (kind) {
            case "flip" -> {
                int n = 1 + rnd.nextInt(3);
                for (int i = 0; i < n; i++) b[start + rnd.nextInt(len)] ^= (byte) (1 + rnd.nextInt(255));
            }
            case "truncate" -> {
                int from = start + rnd.nextInt(len);
                java.util.Arrays.fill(b, from, start + len, (byte) 0);
            }
            default -> {
                int n = 1 + rnd.nextInt(Math.min(len, 64));
                int to = start + rnd.nextInt(len - n + 1);
                int from = rnd.nextInt(src.length - n);
                System.arraycopy(src, from, b, to, n);
            }
        }
        return b;
    }

    /** Opens lenient and reads every table; null if the disc as a whole was rejected with a FormatException. */
    static View assertRobust(String what, byte[] bytes) {
        try {
            return view(bytes);
        } catch (FormatException e) {
            return null;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            throw new AssertionError(what + ": " + e.getClass().getName() + " escaped a lenient open: " + e.getMessage(), e);
        }
    }

    static View view(byte[] bytes) {
        Disc disc = DiscOpener.open(ByteReader.of(bytes, "sample.iso"), "sample.iso", Problems.lenient());
        disc.toc();
        disc.files();
        Map<Integer, String> levels = new HashMap<>();
        Table all = disc.levels().count() == 0 ? null : disc.levels().table();
        for (Level l : disc.levels()) {
            StringBuilder sb = new StringBuilder();
            sb.append(rows(all, l.number())).append(l.extents().printAll());
            DataExtent d = l.guarded(l::data, null);
            if (d != null) sb.append(d.sections().printAll());
            levels.put(l.number(), sb.toString());
        }
        disc.problems();
        return new View(levels, disc.problemSink().rows());
    }

    static String rows(Table t, int level) {
        return t.where(t.intColumn("level").isEqualTo(level)).printAll();
    }

    /** Levels other than the damaged one read as before and gained no problem rows. */
    static void assertOthersIntact(Structure s, View v) {
        for (Map.Entry<Integer, String> e : baseline.levels().entrySet()) {
            int n = e.getKey();
            if (n == s.owner()) continue;
            assertEquals(e.getValue(), v.levels().get(n), s.name() + ": damage changed level " + n);
            long before = baseline.problems().stream().filter(p -> p.level() == n).count();
            long after = v.problems().stream().filter(p -> p.level() == n).count();
            assertEquals(before, after, () -> s.name() + ": damage added problem rows to level " + n + ": " + v.problems());
        }
    }

    static List<Structure> structures(byte[] img) {
        List<Structure> out = new ArrayList<>();
        IsoImage iso = IsoImage.read(ByteReader.of(img, "sample.iso"));
        for (IsoDirectory d : iso.directories()) {
            out.add(new Structure("iso.dir " + d.path(), DISC_WIDE, d.byteOffset(), d.size()));
        }
        Disc disc = DiscOpener.open(ByteReader.of(img, "sample.iso"), "sample.iso", Problems.lenient());
        DiscFile hdr = disc.file("/RC2.HDR").orElseThrow();
        out.add(new Structure("RC2.HDR", TOC, hdr.lba() * IsoImage.SECTOR, hdr.size()));
        for (Level l : disc.levels()) {
            DiscFile f = disc.file("/G/" + l.fileName()).orElseThrow();
            long base = f.lba() * IsoImage.SECTOR;
            int n = l.number();
            out.add(new Structure("level[" + n + "].header", n, base, l.headerRecord().headerSize()));
            long data = base + l.extent(Slot.DATA).byteOffset();
            out.add(new Structure("level[" + n + "].data.header", n, data, gcscript.level.DataHeader.SIZE));
            var cd = l.data().headerRecord().coreData();
            out.add(new Structure("level[" + n + "].core_data", n, data + cd.offset(), cd.size()));
        }
        return out;
    }

}
