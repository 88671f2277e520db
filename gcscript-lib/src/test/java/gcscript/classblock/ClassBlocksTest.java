package gcscript.classblock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassBlocksTest {
    private static final byte[] NO_TEX = new byte[16];

    private static ClassEntry entry(int record, int offset) {
        return new ClassEntry(ClassKind.TIE, record, 0x100 + 0x20L * record, offset, 7, 0, 0, NO_TEX, null);
    }

    private static ByteReader core() {
        byte[] b = new byte[0x100];
        for (int i = 0; i < b.length; i++) b[i] = (byte) i;
        return ByteReader.of(b, "core_data");
    }

    @Test
    void readsEachBlockAsAWindowAndSkipsEntriesWithoutOne() {
        List<String> seen = new ArrayList<>();
        List<ClassEntry> entries = List.of(entry(0, 0x40), entry(1, 0), entry(2, 0x80));
        List<Integer> firsts = ClassBlocks.read(3, ClassKind.TIE, core(), entries, e -> e.offsetInAssetWad() + 0x10, Problems.strict(),
                (e, block, path) -> {
                    seen.add(path + " " + block.length() + " " + block.absolute(0));
                    return (int) block.absolute(0);
                });
        assertEquals(List.of(0x40, 0x80), firsts);
        assertEquals(List.of("level[3].core.tie[0] 16 64", "level[3].core.tie[2] 16 128"), seen);
    }

    @Test
    void aBadBlockIsAProblemAndTheOthersAreKept() {
        Problems lenient = Problems.lenient();
        List<ClassEntry> entries = List.of(entry(0, 0x40), entry(1, 0xf8), entry(2, 0x80));
        List<Integer> out = ClassBlocks.read(1, ClassKind.SHRUB, core(), entries, e -> e.offsetInAssetWad() + 0x10, lenient,
                (e, block, path) -> e.record());
        assertEquals(List.of(0, 2), out);
        assertEquals(1, lenient.rows().size());
        assertEquals("level[1].core.shrub[1]", lenient.rows().get(0).path());
        assertEquals(1, lenient.rows().get(0).level());
        assertThrows(FormatException.class, () -> ClassBlocks.read(1, ClassKind.SHRUB, core(), entries,
                e -> e.offsetInAssetWad() + 0x10, Problems.strict(), (e, block, path) -> e.record()));
    }

    @Test
    void aReaderErrorIsCaughtToo() {
        Problems lenient = Problems.lenient();
        List<Integer> out = ClassBlocks.read(0, ClassKind.TIE, core(), List.of(entry(4, 0x20)), e -> 0x30, lenient,
                (e, block, path) -> { throw block.error(path + ".header", 0, "x", "y"); });
        assertEquals(List.of(), out);
        assertEquals("level[0].core.tie[4].header", lenient.rows().get(0).path());
    }

    @Test
    void pathNamesTheAreaAndRecord() {
        assertEquals("level[5].core.moby[12]", ClassBlocks.path(5, "moby", 12));
    }
}
