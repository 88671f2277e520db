package gcscript.datasets.gameplay;

import gcscript.datasets.tfrag.Terrain;
import java.util.Map;
import java.util.Random;

/**
 * Camera and sound instances (rac2-formats-phase2 §7.1, pointers 0x08 and 0x0c, in Wrench's order after the
 * directional lights): a TableHeader {count, 0, 0, 0}, then 0x20-byte cameras {s32 type, Vec3f pos @4, Vec3f rot
 * @0x10, s32 pvar_index @0x1c} or 0x90-byte sound instances {s16 o_class, s16 m_class, u32 update_fun_ptr, s32
 * pvar_index, f32 range, Mat4 @0x10, Mat3 inverse @0x50, Vec3f rotation @0x80, f32 pad}. Both carry a pvar_index
 * ({@link PvarWriter}: −1 = none). A sound's matrix is column-major R·k (R = Rz·Ry·Rx of its rotation, k a uniform
 * scale) with its translation and [3][3] = 1; the inverse is the Mat3 (R·k)⁻¹ = Rᵀ/k as three Vec4 columns (w 0).
 * update_fun_ptr is filled by the game at load: written 0.
 */
final class CameraSoundWriter {
    private CameraSoundWriter() {}

    static final int PTR_CAMERAS = 0x08, PTR_SOUNDS = 0x0c;

    /** The cameras' types (class numbers of camera behaviour) and the sound instances' o_class, drawn before writing. */
    static int[] types(Random rnd, int n, int base, int spread) {
        int[] t = new int[n];
        for (int i = 0; i < n; i++) t[i] = base + rnd.nextInt(spread);
        return t;
    }

    static void cameras(Random rnd, Out out, int[] ptr, Terrain ground, int[] type, int[] pvarOf, GameplayTruth ft, Map<String, String> t) {
        GameplayStream.block(out, ptr, PTR_CAMERAS, 0x10).s32(type.length).s32(0).s32(0).s32(0);
        for (int i = 0; i < type.length; i++) {
            float[] p = GameplayStream.place(rnd, ground);
            Record r = new Record(0x20, "gameplay.camera." + i + ".", t)
                    .s32("type", 0x00, type[i])
                    .f32("pos_x", 0x04, p[0]).f32("pos_y", 0x08, p[1]).f32("pos_z", 0x0c, p[2] + 2 + rnd.nextInt(16))
                    .f32("rot_x", 0x10, (rnd.nextInt(32) - 16) / 64f).f32("rot_y", 0x14, (rnd.nextInt(16) + 1) / 128f)
                    .f32("rot_z", 0x18, (float) (rnd.nextDouble() * 2 * Math.PI - Math.PI))
                    .s32("pvar_index", 0x1c, pvarOf[i]);
            out.bytes(r.bytes());
            ft.record("gameplay_cameras", i, r);
        }
    }

    static void sounds(Random rnd, Out out, int[] ptr, Terrain ground, int[] oClass, int[] pvarOf, GameplayTruth ft, Map<String, String> t) {
        GameplayStream.block(out, ptr, PTR_SOUNDS, 0x10).s32(oClass.length).s32(0).s32(0).s32(0);
        for (int i = 0; i < oClass.length; i++) {
            Record r = new Record(0x90, "gameplay.sound." + i + ".", t)
                    .s16("o_class", 0x00, oClass[i]).s16("m_class", 0x02, 0x100 + rnd.nextInt(0x700))
                    .s32("update_fun_ptr", 0x04, 0).s32("pvar_index", 0x08, pvarOf[i])
                    .f32("range", 0x0c, 8 + rnd.nextInt(120) / 4f);
            transform(rnd, ground, r, 0x10);
            r.f32("pad", 0x8c, 0f);
            out.bytes(r.bytes());
            ft.record("gameplay_sound_instances", i, r);
        }
    }

    /**
     * A placed transform at {@code at}: Mat4 (column-major R·k with its translation, [3][3] = 1), at +0x40 the Mat3
     * inverse Rᵀ/k as three Vec4 columns (w 0), at +0x70 the Vec3f rotation (x, y, z Euler radians; R = Rz·Ry·Rx).
     */
    static void transform(Random rnd, Terrain ground, Record r, int at) {
        double ax = (rnd.nextInt(16) - 8) / 128.0, ay = (rnd.nextInt(16) + 1) / 256.0, az = rnd.nextDouble() * 2 * Math.PI - Math.PI;
        float k = 0.5f + rnd.nextInt(12) / 8f;
        double[][] rot = GameplayStream.mul(GameplayStream.rotZ(az), GameplayStream.mul(GameplayStream.rotY(ay), GameplayStream.rotX(ax)));
        float[] p = GameplayStream.place(rnd, ground);
        for (int col = 0; col < 4; col++) {
            for (int row = 0; row < 4; row++) {
                float v = col < 3 ? (row < 3 ? (float) (rot[row][col] * k) : 0f) : (row < 3 ? p[row] : 1f);
                r.f32("matrix_" + (4 * col + row), at + 4 * (4 * col + row), v);
            }
        }
        // (R k)^-1 = R^T / k: column c of the inverse is row c of R, over k
        for (int col = 0; col < 3; col++) {
            for (int row = 0; row < 4; row++) {
                r.f32("inverse_" + (4 * col + row), at + 0x40 + 4 * (4 * col + row), row < 3 ? (float) (rot[col][row] / k) : 0f);
            }
        }
        r.f32("rotation_x", at + 0x70, (float) ax).f32("rotation_y", at + 0x74, (float) ay).f32("rotation_z", at + 0x78, (float) az);
    }
}
