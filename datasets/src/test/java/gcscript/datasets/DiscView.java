package gcscript.datasets;

import gcscript.bytes.ByteReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test-side view of a generated disc, read with raw offsets from the reference (§1.3, §1.5, §2): it
 * deliberately does not call the writers' helpers, so a writer bug does not cancel itself out.
 */
final class DiscView {
    static final int SECTOR = 2048;
    final Map<String, DiscFile> files = new LinkedHashMap<>();
    final Map<String, String> truth;

    DiscView(SyntheticDisc.Disc disc) {
        for (DiscFile f : disc.files()) files.put(f.path(), f);
        truth = disc.manifest().entries();
    }

    DiscFile file(String path) {
        DiscFile f = files.get(path);
        if (f == null) throw new AssertionError("no file " + path);
        return f;
    }

    ByteReader reader(String path) { return ByteReader.of(file(path).data(), path); }

    int levels() { return Integer.parseInt(truth.get("disc.levels")); }

    int t(String key) {
        String v = truth.get(key);
        if (v == null) throw new AssertionError("manifest has no " + key);
        return Integer.parseInt(v);
    }

    /** Slot (offset, size) in sectors from a level file's 0x60 header. */
    static int[] slot(ByteReader level, int headerOffset) {
        return new int[] {level.s32(headerOffset), level.s32(headerOffset + 4)};
    }

    /** The bytes of a slot as a reader must take them: the sector range clamped to the file end. */
    static ByteReader extent(ByteReader level, int headerOffset) {
        int[] r = slot(level, headerOffset);
        long start = (long) r[0] * SECTOR;
        long end = Math.min((long) (r[0] + r[1]) * SECTOR, level.length());
        return level.slice("slot@" + headerOffset, start, end - start);
    }

    static final List<Integer> SLOT_OFFSETS = List.of(0x10, 0x18, 0x20, 0x28, 0x30, 0x38, 0x40, 0x48, 0x50, 0x58);
    /** Physical order: sound bank, data, gameplay, occlusion, chunks, chunk banks. */
    static final List<Integer> PHYSICAL = List.of(0x18, 0x10, 0x20, 0x28, 0x30, 0x38, 0x40, 0x48, 0x50, 0x58);
}
