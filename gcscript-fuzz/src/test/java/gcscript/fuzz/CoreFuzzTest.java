package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.core.LevelCore;
import gcscript.texture.TextureKind;
import java.util.Arrays;

/**
 * The level core (docs/formats/core.md): core_index with its header and tables, GS RAM and decompressed core_data,
 * every table touched and the textures decoded. Input: u24 core_index length, u24 gs_ram length, core_index,
 * gs_ram, then core_data (the rest).
 */
class CoreFuzzTest {
    /**
     * Textures expand each texel byte to an ARGB int plus mips and a contact sheet; tables cost per record; and in
     * lenient mode each problem row costs a FormatException with its stack trace and hex dump (~10 KB). The 256
     * ratchet_seqs words alone can give one row per 4 input bytes: regression-197-problem-rows (2.5 KB, 197 rows)
     * allocated 7.6 MB, regression-111-problem-rows (3.4 KB, 111 rows) 5 MB. Linear, with that constant.
     */
    static final long BYTES_PER_BYTE = 4096;

    @FuzzTest
    void levelCore(byte[] data) {
        if (data.length < 6) return;
        int indexLen = Math.min(u24(data, 0), data.length - 6);
        int gsLen = Math.min(u24(data, 3), data.length - 6 - indexLen);
        byte[] index = Arrays.copyOfRange(data, 6, 6 + indexLen);
        byte[] gs = Arrays.copyOfRange(data, 6 + indexLen, 6 + indexLen + gsLen);
        byte[] core = Arrays.copyOfRange(data, 6 + indexLen + gsLen, data.length);
        Guard.check("core.levelCore", data, data.length, BYTES_PER_BYTE, () -> {
            exercise(core(index, gs, core, Problems.lenient()));
            exercise(core(index, gs, core, Problems.strict()));
        });
    }

    static LevelCore core(byte[] index, byte[] gs, byte[] core, Problems p) {
        return LevelCore.ofDecompressed(1, ByteReader.of(index, "LEVEL1.WAD"), ByteReader.of(gs, "gs_ram"),
                ByteReader.of(core, "core_data"), p);
    }

    static void exercise(LevelCore c) {
        c.tables();
        c.textureSheet(TextureKind.TFRAG);
    }

    static int u24(byte[] b, int p) {
        return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16;
    }
}
