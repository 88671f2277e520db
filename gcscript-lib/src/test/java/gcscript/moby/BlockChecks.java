package gcscript.moby;

import gcscript.bytes.ByteReader;
import gcscript.check.Check;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * Runs one class-block reader on a hand-made block (class header at 0) with a fresh {@link MobyChecks}, and keeps the
 * checks it recorded, also when the reader throws.
 */
final class BlockChecks {
    interface Reader<T> { T read(ByteReader blk, Rec header, MobyChecks ck); }

    private List<Check> last = List.of();

    <T> T read(ByteBuffer b, Reader<T> reader) {
        ByteReader blk = ByteReader.of(b.array(), "blk");
        Rec h = MobyLayouts.CLASS_HEADER.read(blk, 0, "c");
        Checks out = new Checks();
        MobyChecks ck = new MobyChecks(out, "c", 0);
        try {
            return reader.read(blk, h, ck);
        } finally {
            ck.flush();
            last = out.list();
        }
    }

    /** Whether check {@code name} held on the last read (it must have been recorded). */
    boolean holds(String name) {
        return last.stream().filter(c -> c.check().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " absent")).holds();
    }
}
