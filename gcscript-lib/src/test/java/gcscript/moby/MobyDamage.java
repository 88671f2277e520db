package gcscript.moby;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.check.CheckSummary;
import gcscript.disc.Disc;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.level.Level;
import java.util.List;
import java.util.function.Predicate;

/**
 * A copy of a sample level's core_data with one moby class block to damage, and the class's checks read back from
 * it: the shared fixture of the moby breakage tests. Offsets given to it are class-relative.
 */
final class MobyDamage {
    private MobyDamage() {}

    record Found(Level level, MobyClass c, byte[] core) {
        /** Absolute core_data offset of class-relative {@code rel}. */
        long abs(long rel) { return c.ref().offset() + rel; }
        /** The check subject (and error path prefix) of the class. */
        String path() { return "level[" + level.number() + "].core.moby[" + c.index() + "]"; }
        int size() { return c.ref().end() - c.ref().offset(); }

        void put(long rel, int bytes, long v) {
            for (int i = 0; i < bytes; i++) core[(int) abs(rel) + i] = (byte) (v >>> (8 * i));
        }

        /** Writes {@code v} into field {@code field} of record {@code r} of the class block. */
        void set(Rec r, Field field, long v) { put(r.relativeOffset() + field.offset(), field.type().size, v); }

        MobyModel read(Problems problems) {
            return MobyModel.read(level.number(), ByteReader.of(core, "T:core_data"), List.of(c.ref()), problems);
        }

        CheckSummary check(String check) {
            for (CheckSummary s : read(Problems.lenient()).checkSummary()) if (s.check().equals(check)) return s;
            throw new AssertionError(check + " not in the summary");
        }

        /**
         * {@code check} fails on this class (one class row), its first failing subject at class-relative {@code rel},
         * described as {@code found}.
         */
        void fails(String check, long rel, String found) {
            CheckSummary s = check(check);
            assertEquals(1, s.nBad(), s.toString());
            assertEquals(abs(rel), s.firstBadOffset(), s.toString());
            assertEquals(path() + ": expected " + MobyChecks.DOCS.get(check) + ", found " + found, s.detail());
        }

        void holds(String check) {
            CheckSummary s = check(check);
            assertEquals(0, s.nBad(), s.toString());
            assertEquals(1, s.nOk(), s.toString());
        }
    }

    /** The first class of the sample that {@code want} accepts, with a private copy of its level's core_data. */
    static Found find(Disc disc, Predicate<MobyClass> want) {
        for (Level l : disc.levels()) {
            for (MobyClass c : l.core().mobies().model().classes()) {
                if (want.test(c)) {
                    ByteReader cd = l.core().coreData();
                    return new Found(l, c, cd.bytes("copy", 0, cd.length()));
                }
            }
        }
        throw new AssertionError("no such class on the sample");
    }
}
