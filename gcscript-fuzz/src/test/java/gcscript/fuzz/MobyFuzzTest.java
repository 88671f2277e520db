package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.moby.Mobies;
import gcscript.moby.MobyClassRef;
import gcscript.moby.MobyModel;
import gcscript.table.Scope;
import java.util.List;

/**
 * The moby class-block parser (rac2-formats-phase2 §1): header, packet table, VIF lists, vertex tables, the skinning
 * state machine, the index walk, skeleton and gif_usage, and every table and mesh built from them. The input is
 * one class block (seeds: the class blocks of the sample disc).
 */
class MobyFuzzTest {
    /** How many tables each pass builds (reflection only: nothing is parsed). */
    private static final int TABLES = new Mobies(Scope.of(() -> null)).tableNames().size();

    @FuzzTest
    void classBlock(byte[] data) {
        // table rows (tens of bytes each) per vertex record, triangle, primitive, joint and check
        Guard.checkTables("moby.class", data, data.length, 512, 2 * TABLES, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                MobyModel m = MobyModel.read(0, ByteReader.of(data, "core_data"),
                        List.of(new MobyClassRef(0, 1, 0, data.length, new int[] {0, 1, 2, 3})), p);
                Mobies a = new Mobies(Scope.of(() -> m));
                a.tables();
                for (var c : m.classes()) a.mesh(c.index());
            }
        });
    }
}
