package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.tfrag.TfragBlock;
import gcscript.vif.Vif;

/** The tfrag block (block header, patch headers, list ranges, VU headers, unpacks, strips) and the VIF walker. */
class TfragFuzzTest {
    @FuzzTest
    void block(byte[] data) {
        // one table row (tens of bytes) per decoded vertex, triangle and VIF command
        Guard.check("tfrag.block", data, data.length, 256, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                TfragBlock b = new TfragBlock(ByteReader.of(data, "core_data"), 0, p);
                b.patches();
                b.vuHeaders();
                b.lists();
                b.unpacks();
                b.positions();
                b.vertexInfo();
                b.strips();
                b.triangles();
                b.indexArrays();
                b.adgifs();
                b.positionCount();
                b.triangleCount();
                b.adgifCount();
            }
        });
    }

    /** Input: one byte of initial WL, one of CL, one of mode, then the VIF stream. */
    @FuzzTest
    void vif(byte[] data) {
        if (data.length < 3) return;
        int wl = data[0] & 0xff, cl = data[1] & 0xff, mode = data[2] & 3;
        // a VifCommand record per 4-byte code word, and the table's columns
        Guard.check("vif.walk", data, data.length, 128, () -> {
            ByteReader r = ByteReader.of(data, "vif");
            Vif.walk(r, 3, data.length, wl, cl, mode);
            Vif.rate(r);
            Vif.table(r);
            Vif.walkStrict(r, "vif", 3, data.length, wl, cl, mode);
        });
    }
}
