package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A gameplay stream laid out by hand (rac2-formats-phase2 §7), read at absolute base 0x5000 so that absolute and
 * relative offsets differ: level settings with 2 chunk planes and core_sounds_count 11, 2 directional lights,
 * 2 moby instances (o_class 100 and 101, light 1 and 0x0F0F), a tie (o_class 200) and a shrub (o_class 300), the
 * three class lists, a moby group block (group 0 = members 0 and 1, group 1 empty) and an occlusion block with
 * 2 records. Every block starts where the pointer table says, and each is bounded by the next pointer.
 */
final class GameplayFixture {
    private GameplayFixture() {}

    static final long BASE = 0x5000;
    static final int SETTINGS = 0xa0, LIGHTS = 0x140, MOBIES = 0x1d0, TIES = 0x2f0, SHRUBS = 0x360, MOBY_CLASSES_AT = 0x3e0,
            TIE_CLASSES_AT = 0x3f0, SHRUB_CLASSES_AT = 0x400, MOBY_GROUPS_AT = 0x410, OCCLUSION_AT = 0x440, LENGTH = 0x460;
    /** The first member of the moby groups (16-aligned after the two group pointers). */
    static final int MEMBERS = MOBY_GROUPS_AT + 0x20;

    static byte[] stream() {
        ByteBuffer b = ByteBuffer.allocate(LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(LEVEL_SETTINGS, SETTINGS).putInt(DIRECTIONAL_LIGHTS, LIGHTS).putInt(MOBY_INSTANCES, MOBIES)
                .putInt(TIE_INSTANCES, TIES).putInt(SHRUB_INSTANCES, SHRUBS).putInt(MOBY_CLASSES, MOBY_CLASSES_AT)
                .putInt(TIE_CLASSES, TIE_CLASSES_AT).putInt(SHRUB_CLASSES, SHRUB_CLASSES_AT).putInt(MOBY_GROUPS, MOBY_GROUPS_AT)
                .putInt(OCCLUSION_MAPPINGS, OCCLUSION_AT);
        // settings: background r = -1, then the two planes (plane_count 2 in each) and core_sounds_count
        b.putInt(SETTINGS, -1).putFloat(SETTINGS + 0x18, 12.5f);
        for (int i = 0; i < 2; i++) {
            int pl = SETTINGS + 0x5c + 0x20 * i;
            b.putFloat(pl, 10f * (i + 1)).putInt(pl + 0x0c, 2).putFloat(pl + 0x10, 1f);
        }
        b.putInt(SETTINGS + 0x5c + 0x40, 11);
        // lights: unit directions, colours inside [0, 1]
        b.putInt(LIGHTS, 2);
        for (int i = 0; i < 2; i++) {
            int l = LIGHTS + 0x10 + 0x40 * i;
            b.putFloat(l, 0.5f).putFloat(l + 4, 0.25f).putFloat(l + 8, 1f).putFloat(l + 0x18, 1f);
            b.putFloat(l + 0x20, 0f).putFloat(l + 0x24, 0.75f).putFloat(l + 0x28, 0.125f).putFloat(l + 0x30, 1f);
        }
        b.putInt(MOBIES, 2);
        int[] light = {1, LIGHT_AMBIENT_ONLY};
        for (int i = 0; i < 2; i++) {
            int m = MOBIES + 0x10 + 0x88 * i;
            // pvar_index -1: no pvars (the stream has no pvar table)
            b.putInt(m, 0x88).putInt(m + 0x28, 100 + i).putInt(m + 0x68, -1).putFloat(m + 0x40, 40f * i).putFloat(m + 0x44, -20f * i).putInt(m + 0x80, light[i]);
        }
        b.putInt(TIES, 1).putInt(TIES + 0x10, 200).putFloat(TIES + 0x10 + 0x40, 7f).putFloat(TIES + 0x10 + 0x44, 8f)
                .putFloat(TIES + 0x10 + 0x48, 9f).putInt(TIES + 0x10 + 0x50, 0xfff1);
        b.putInt(SHRUBS, 1).putInt(SHRUBS + 0x10, 300).putFloat(SHRUBS + 0x10 + 0x40, -3f).putFloat(SHRUBS + 0x10 + 0x44, 4f)
                .putInt(SHRUBS + 0x10 + 0x60, 0xff10);
        b.putInt(MOBY_CLASSES_AT, 2).putInt(MOBY_CLASSES_AT + 4, 100).putInt(MOBY_CLASSES_AT + 8, 101);
        b.putInt(TIE_CLASSES_AT, 1).putInt(TIE_CLASSES_AT + 4, 200);
        b.putInt(SHRUB_CLASSES_AT, 1).putInt(SHRUB_CLASSES_AT + 4, 300);
        b.putInt(MOBY_GROUPS_AT, 2).putInt(MOBY_GROUPS_AT + 4, 4).putInt(MOBY_GROUPS_AT + 0x10, 0).putInt(MOBY_GROUPS_AT + 0x14, -1);
        b.putShort(MEMBERS, (short) 0).putShort(MEMBERS + 2, (short) 0x8001);
        b.putInt(OCCLUSION_AT, 1).putInt(OCCLUSION_AT + 8, 1);
        b.putInt(OCCLUSION_AT + 0x10, 0x1234).putInt(OCCLUSION_AT + 0x18, 0x5678);
        return b.array();
    }

    static byte[] edited(Consumer<ByteBuffer> edit) {
        byte[] s = stream();
        edit.accept(ByteBuffer.wrap(s).order(ByteOrder.LITTLE_ENDIAN));
        return s;
    }

    /** The slot-3 copy of the occlusion block (the block's 0x20 bytes). */
    static byte[] slot3() { return Arrays.copyOfRange(stream(), OCCLUSION_AT, OCCLUSION_AT + 0x20); }

    /** Chunk count 3 (two planes), the core classes the instances name, slot 3 as given (null: none). */
    static GameplayContext context(int chunks, byte[] slot3) {
        return new GameplayContext(chunks, () -> new int[] {100, 101}, () -> new int[] {200}, () -> new int[] {300},
                () -> slot3 == null ? Optional.empty() : Optional.of(ByteReader.of(slot3, "slot3")), () -> null);
    }

    static ByteReader reader(byte[] s) { return ByteReader.of(ByteBuffer.wrap(s), "LEVEL4.WAD:gameplay", BASE); }

    static GameplayModel read(byte[] s, GameplayContext ctx) { return GameplayReader.read(4, reader(s), ctx, Problems.lenient()); }

    static GameplayModel read(byte[] s) { return read(s, context(3, slot3())); }
}
