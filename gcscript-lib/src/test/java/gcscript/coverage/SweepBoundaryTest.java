package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The sweep finds its boundaries from the next claim's start and the active claims' ends: on many random nested
 * claims, every claimed byte goes to the innermost claim over it (latest start, then shortest, then first recorded),
 * regions are consecutive and cover the buffer exactly, and the per-kind totals add up to the bytes.
 */
class SweepBoundaryTest {
    record C(long start, long end, String owner, Coverage.Kind kind) {}

    @Test void everyClaimedByteGoesToItsInnermostClaim() {
        for (long seed = 1; seed <= 5; seed++) {
            Random rnd = new Random(seed);
            int len = 4096;
            byte[] bytes = new byte[len];
            for (int i = 0; i < len; i++) bytes[i] = (byte) (rnd.nextInt(3) == 0 ? 0 : 1 + rnd.nextInt(200));
            Coverage store = new Coverage();
            ByteReader r = ByteReader.of(bytes, "R").recording(store);
            List<C> made = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                long s = rnd.nextInt(len + 64) - 32, e = s + 1 + rnd.nextInt(rnd.nextBoolean() ? 16 : 700);
                if (rnd.nextInt(8) == 0 && !made.isEmpty()) { C p = made.get(rnd.nextInt(made.size())); s = p.start(); e = p.end(); }
                // opaque and shared claims contain what they hold: no overlaps, so the innermost claim decides
                Coverage.Kind k = rnd.nextBoolean() ? Coverage.Kind.OPAQUE : Coverage.Kind.SHARED;
                store.claim("R", s, e, "c" + i, k, null);
                made.add(new C(s, e, "c" + i, k));
            }
            CoverageMap m = CoverageMap.of(0, store);
            List<Region> rs = m.regions("R");
            long at = 0, claimed = 0;
            for (Region x : rs) {
                assertEquals(at, x.start(), "consecutive");
                assertTrue(x.end() > x.start());
                at = x.end();
            }
            assertEquals(len, at, "covers the buffer exactly");
            for (int b = 0; b < len; b++) {
                C inner = null;
                for (C c : made) {
                    if (c.start() > b || c.end() <= b) continue;
                    if (inner == null || c.start() > inner.start() || (c.start() == inner.start() && c.end() < inner.end())) inner = c;
                }
                Region x = m.at("R", b).orElseThrow();
                if (inner == null) {
                    assertTrue(x.kind() == Kind.PADDING || x.kind() == Kind.UNEXPLAINED, "unclaimed byte " + b + ": " + x);
                    continue;
                }
                claimed++;
                // a shared claim with a twin of the same extent (another owner's): one record read by two, named after both
                C in = inner;
                boolean twin = in.kind() == Coverage.Kind.SHARED
                        && made.stream().anyMatch(c -> c != in && c.kind() == Coverage.Kind.SHARED && c.start() == in.start() && c.end() == in.end());
                Kind expected = inner.kind() == Coverage.Kind.OPAQUE ? Kind.OPAQUE : twin ? Kind.SHARED : Kind.DECODED;
                assertEquals(expected, x.kind(), "seed " + seed + ", byte " + b);
                String own = OwnerPaths.qualified(0, inner.owner());
                if (twin) assertTrue(x.owner().startsWith(own + " / "), x.owner());
                else assertEquals(own, x.owner(), "seed " + seed + ", byte " + b);
                assertEquals(inner.owner(), x.claim().owner());
            }
            assertEquals(claimed, m.bytes("R", Kind.OPAQUE) + m.bytes("R", Kind.DECODED) + m.bytes("R", Kind.SHARED));
            assertTrue(m.bytes("R", Kind.SHARED) > 0, "seed " + seed + ": some claims copy another's extent");
            long total = 0;
            for (Kind k : Kind.values()) total += m.bytes("R", k);
            assertEquals(len, total);
            assertEquals(len, m.bytes("R"));
        }
    }
}
