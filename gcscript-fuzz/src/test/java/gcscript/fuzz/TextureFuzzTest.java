package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.texture.TextureEntry;
import gcscript.texture.TextureKind;
import gcscript.texture.Texture;
import gcscript.texture.TextureDecoder;
import java.util.Arrays;

/**
 * Texture decoding (8-bit indexed texels, CSM1 CLUT in GS RAM, the mip model). Input: the 16-byte
 * TextureEntry as stored (data_offset s32, width, height, type, palette, mipmap, pad s16), a flags byte
 * (bit 0: stashed), u16 GS RAM length, GS RAM, then the texel bytes.
 */
class TextureFuzzTest {
    @FuzzTest
    void decode(byte[] data) {
        if (data.length < 19) return;
        TextureEntry e = new TextureEntry(TextureKind.TFRAG, 0,
                TextureEntry.LAYOUT.read(ByteReader.of(Arrays.copyOf(data, 16), "core_index"), 0, "core.tfrag_textures[0]"));
        boolean stashed = (data[16] & 1) != 0;
        int gsLen = Math.min((data[17] & 0xff) | (data[18] & 0xff) << 8, data.length - 19);
        byte[] gs = Arrays.copyOfRange(data, 19, 19 + gsLen);
        byte[] texels = Arrays.copyOfRange(data, 19 + gsLen, data.length);
        // each texel byte becomes an ARGB int, mips add a third, and image() an ARGB raster of the same size
        Guard.check("texture.decode", data, data.length, 32, () -> {
            Texture t = TextureDecoder.decode(e, ByteReader.of(texels, "core_data"), e.dataOffset(), stashed,
                    ByteReader.of(gs, "gs_ram"), "core.tfrag_textures[0]");
            t.image();
            t.mips();
            t.rgbaSha256();
            t.opaqueFraction();
            t.distinctColours();
        });
    }
}
