package gcscript.tie;

import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One tie packet as read and walked. {@code dinky} and {@code fat} are views over the vertex records (dinky
 * first; a vertex's {@code record} number counts dinky then fat). The counts are N's (unpack bytes 10 and 11);
 * W's derivation is measured by {@link TieChecks}. The GS walk (§2.5) gives, per triangle, three records
 * ({@code tris}), its strip and its texture slot; per strip the texture slot in force and how many vertices
 * the walk gave it. {@code walkError} is null when the walk consumed everything.
 */
public record TiePacket(int lod, int index, Rec header, Rec body, List<Rec> strips, RecArray dinky, RecArray fat,
                        long bodyStart, long controlStart, byte[] control, boolean controlEnded,
                        int[] tris, int[] triStrip, int[] triSlot, int[] stripSlot, int[] stripWalked,
                        int walkedVertices, String walkError) {

    public int dinkyCount() { return dinky.count(); }
    public int fatCount() { return fat.count(); }
    public int vertexCount() { return dinky.count() + fat.count(); }
    public int triangleCount() { return tris.length / 3; }

    /** Stored position component {@code axis} (0 x, 1 y, 2 z) of record {@code v}. */
    public int raw(int v, int axis) {
        if (v < dinky.count()) return dinky.i(v, TieLayouts.D_POS[axis].field());
        return fat.i(v - dinky.count(), TieLayouts.F_POS[axis].field());
    }

    /** Decoded position component {@code axis} of record {@code v} (raw × scale / 1024). */
    public double position(int v, int axis, double scale) {
        if (v < dinky.count()) return TieLayouts.D_POS[axis].value(dinky, v, scale);
        return TieLayouts.F_POS[axis].value(fat, v - dinky.count(), scale);
    }

    /** Decoded texture coordinate u ({@code axis} 0) or v (1) of record {@code v} (s, t / 4096). */
    public double uv(int v, int axis) {
        if (v < dinky.count()) return (axis == 0 ? TieLayouts.D_U : TieLayouts.D_V).value(dinky, v);
        return (axis == 0 ? TieLayouts.F_U : TieLayouts.F_V).value(fat, v - dinky.count());
    }
}
