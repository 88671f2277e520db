package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.classtable.ShrubBillboardInfo;
import gcscript.shrub.ShrubModel;
import gcscript.shrub.ShrubReader;
import gcscript.shrub.Shrubs;
import gcscript.table.Scope;
import gcscript.tie.TieModel;
import gcscript.tie.TieReader;
import gcscript.tie.Ties;
import java.util.List;

/**
 * One tie or shrub class block (the whole input, at core_data offset 0x10 so offset 0 stays "no class"): every
 * table, the checks, the meshes, in both modes. The entry lists texture slots 0..15 and billboard info.
 */
class TieShrubFuzzTest {
    static byte[] slots() {
        byte[] t = new byte[16];
        for (int i = 0; i < 16; i++) t[i] = (byte) i;
        return t;
    }

    static byte[] placed(byte[] data) {
        byte[] d = new byte[0x10 + data.length];
        System.arraycopy(data, 0, d, 0x10, data.length);
        return d;
    }

    @FuzzTest
    void tie(byte[] data) {
        byte[] d = placed(data);
        ClassEntry e = new ClassEntry(ClassKind.TIE, 0, 0, 0x10, 1, 0, 0, slots(), null);
        // a table row (tens of bytes, ~40 columns) per vertex record, strip and triangle: all bounded by the block
        Guard.check("tie.block", data, data.length, 4096, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                TieModel m = TieReader.read(0, ByteReader.of(d, "core_data"), List.of(e), x -> d.length, 16, p);
                Ties t = new Ties(Scope.of(() -> m));
                t.tables();
                for (var k : m.classes()) for (int lod = 0; lod < 3; lod++) t.mesh(k.index(), lod);
            }
        });
    }

    @FuzzTest
    void shrub(byte[] data) {
        byte[] d = placed(data);
        ShrubBillboardInfo bb = new ShrubBillboardInfo((short) 32, (short) 32, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0, (short) 0);
        ClassEntry e = new ClassEntry(ClassKind.SHRUB, 0, 0, 0x10, 1, 0, 0, slots(), bb);
        Guard.check("shrub.block", data, data.length, 4096, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                ShrubModel m = ShrubReader.read(0, ByteReader.of(d, "core_data"), List.of(e), x -> d.length, 16, p);
                Shrubs s = new Shrubs(Scope.of(() -> m));
                s.tables();
                for (var k : m.classes()) s.mesh(k.index());
            }
        });
    }
}
