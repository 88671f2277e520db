package gcscript.datasets.moby;

import gcscript.datasets.core.ClassTruth;
import gcscript.datasets.geometry.Buf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The texture UNPACK of a packet's VIF list (rac2-formats-phase2 §1.6, §1.10), for regular and metal packets alike
 * (the writer recipe emits both through one routine): zero bytes until the code word sits at 0xC mod 16, the V4_32
 * UNPACK code at ADDR 0x12D + NUM(index UNPACK), then one 0x40 MobyTexturePrimitive per texture switch, with the
 * secret indices 1 .. T written across the payload (0x10 apart, at +0xC; the last is 0, the stop).
 */
final class TexturePrimitives {
    private TexturePrimitives() {}

    /**
     * Writes the UNPACK for the switches to {@code slots} (TEX0 data_lo each) and its truth rows; {@code secrets} holds
     * vertex + 1 per switch (secret 0 is in the index header). Returns the offset of the UNPACK code word.
     */
    static int write(Buf b, Random rnd, MobyTruth t, int index, String lodName, int indexNum, List<Integer> slots, List<Integer> secrets) {
        int n = slots.size();
        b.padTo(16, 0xC);
        int code = b.tell();
        b.u32(0x6C000000 | ((4 * n) & 0xff) << 16 | 0x8000 | (0x12D + indexNum));
        int payload = b.tell();
        List<Map<String, Object>> prims = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int slot = slots.get(k);
            int wrapS = rnd.nextInt(2), wrapT = rnd.nextInt(2);
            int kLod = -160 + rnd.nextInt(101), mmin = rnd.nextInt(6);      // TEX1 K and MMIN (builder: -110, 4)
            Map<String, Object> pr = new LinkedHashMap<>();
            pr.put("tex1_data_lo", kLod & 0xffff); pr.put("tex1_data_hi", mmin); pr.put("tex1_address", 0x14); pr.put("tex1_pad", 0x41A0);
            pr.put("clamp_data_lo", wrapS); pr.put("clamp_data_hi", wrapT); pr.put("clamp_address", 0x08);
            pr.put("tex0_data_lo", slot); pr.put("tex0_data_hi", 0); pr.put("tex0_address", 0x06);
            pr.put("miptbp1_data_lo", 0); pr.put("miptbp1_data_hi", 0); pr.put("miptbp1_address", 0x34);
            pr.put("k", kLod); pr.put("mmin", mmin); pr.put("wrap_s", wrapS); pr.put("wrap_t", wrapT);
            pr.put("texture_slot", slot);
            pr.put("texture", ClassTruth.texture(slot));   // through the class entry
            prims.add(pr);
            b.u32(kLod & 0xffff); b.u32(mmin); b.u8(0x14); b.u8(0); b.u16(0x41A0); b.u32(0);
            b.u32(wrapS); b.u32(wrapT); b.u8(0x08); b.zeros(3); b.u32(0);
            b.u32(slot); b.u32(0); b.u8(0x06); b.zeros(3); b.u32(0);
            b.u32(0); b.u32(0); b.u8(0x34); b.zeros(3); b.u32(0);
            t.primitiveLines.add(new StringBuilder().append(index).append(' ').append(k).append(' ')
                    .append(wrapS).append(' ').append(wrapT).append(' ').append(slot));
        }
        // secret index k >= 1 at payload + (k-1)*0x10 + 0xC; the last is 0 (the stop)
        for (int k = 1; k <= n; k++) b.putU8(payload + (k - 1) * 0x10 + 0xC, k < n ? secrets.get(k) : 0);
        for (int k = 0; k < n; k++) {
            Map<String, Object> pr = new LinkedHashMap<>(prims.get(k));
            pr.put("lod", lodName);
            for (int slot = 0; slot < 4; slot++) {
                int secret = 4 * k + slot + 1;       // secret index k >= 1 sits in slot k - 1 of the payload
                pr.put("secret_" + (slot + 1), secret < n ? secrets.get(secret) : 0);
            }
            t.fields.primitive(index, k, pr);
        }
        return code;
    }
}
