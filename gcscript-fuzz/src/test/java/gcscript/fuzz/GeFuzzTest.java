package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.Problems;
import gcscript.goldeneye.texture.GeLevel;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;
import gcscript.n64.F3d;
import gcscript.n64.Rdp;

import java.util.List;

/**
 * GoldenEye (N64) parsers: the texture blob decoder (strict and lenient, every level converted), the F3D display
 * list walk over a model-shaped buffer, and the RDPHALF triangle decoder. Seeds: conformance blobs.
 */
class GeFuzzTest {
    @FuzzTest
    void textureBlob(byte[] data) {
        if (data.length < 1) return;
        Guard.check("ge.texture", data, data.length, 64, () -> {
            for (Problems p : new Problems[]{Problems.lenient(), Problems.strict()}) {
                GeTexture t = GeTextureDecoder.decode(data, "fuzz", p);
                for (GeLevel l : t.levels()) {
                    t.texels(l.lod());
                    t.ramTexels(l.lod());
                    t.rgba(l.lod());
                }
            }
        });
    }

    @FuzzTest
    void modelFile(byte[] data) {
        if (data.length < 8) return;
        Guard.check("ge.f3d", data, data.length, 64, () -> {
            int start = ((data[0] & 0xFF) << 8 | (data[1] & 0xFF)) * 8 % Math.max(8, data.length);
            F3d.walk(data, 5, List.of(start, 0));
        });
    }

    @FuzzTest
    void rdpStream(byte[] data) {
        if (data.length < 8) return;
        long[] cmds = new long[data.length / 4];
        for (int i = 0; i < cmds.length; i++) {
            cmds[i] = (long) (data[4 * i] & 0xFF) << 24 | (data[4 * i + 1] & 0xFF) << 16 | (data[4 * i + 2] & 0xFF) << 8 | (data[4 * i + 3] & 0xFF);
        }
        Guard.check("ge.rdp", data, data.length, 64, () -> Rdp.decode(cmds, "fuzz"));
    }
}
