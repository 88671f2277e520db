package gcscript.lighting;

import gcscript.ps2.Ps2Float;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The tables of {@link Lighting}, from a {@link LitLevel}. */
final class LightingTables {
    private LightingTables() {}

    /**
     * {@code level, patch, index, offset, azimuth, elevation} (stored s8), {@code az_index, el_index} (the bytes
     * unsigned, as the game indexes), {@code nx_bits, ny_bits, nz_bits} (PS2 model words), {@code nx, ny, nz} and
     * {@code nx_f32, ny_f32, nz_f32}. Empty when the level's overlay holds no normal table.
     */
    static Table normals(LitLevel m) {
        TableBuilder t = new TableBuilder("tfrag normals").ints("level", "patch", "index").longs("offset")
                .ints("azimuth", "elevation", "az_index", "el_index").longs("nx_bits", "ny_bits", "nz_bits")
                .doubles("nx", "ny", "nz", "nx_f32", "ny_f32", "nz_f32");
        int[] w = m.normalBits();
        float[] f = m.normalF32();
        if (w != null) {
            for (int v = 0; v < m.count(); v++) {
                t.i(m.level()).i(m.patch[v]).i(m.index[v]).l(m.offset[v]).i(m.azimuth[v]).i(m.elevation[v])
                        .i(m.azIndex[v]).i(m.elIndex[v]);
                for (int c = 0; c < 3; c++) t.l(Integer.toUnsignedLong(w[3 * v + c]));
                for (int c = 0; c < 3; c++) t.d(Float.intBitsToFloat(w[3 * v + c]));
                for (int c = 0; c < 3; c++) t.d(f[3 * v + c]);
                t.end();
            }
        }
        return hex(t.build(), "nx_bits", "ny_bits", "nz_bits");
    }

    /**
     * {@code level, patch, index, offset, colour, select} (the stored u16s at +4 and +6), {@code base_r, base_g,
     * base_b} (PEXT5 bytes), {@code shaded}, {@code r, g, b} (PS2 model, base/256 + light terms),
     * {@code r_bits, g_bits, b_bits} (the model's words) and {@code r_f32, g_f32, b_f32} (Java float).
     */
    static Table lit(LitLevel m, LightSelection mode) {
        TableBuilder t = new TableBuilder("tfrag lit (" + mode.name().toLowerCase() + ")").ints("level", "patch", "index").longs("offset")
                .ints("colour", "select", "base_r", "base_g", "base_b").bools("shaded").doubles("r", "g", "b")
                .longs("r_bits", "g_bits", "b_bits").doubles("r_f32", "g_f32", "b_f32");
        LitLevel.Result r = m.result(mode);
        boolean any = m.hasNormalTable();
        for (int v = 0; v < m.count(); v++) {
            t.i(m.level()).i(m.patch[v]).i(m.index[v]).l(m.offset[v]).i(m.colour16[v]).i(m.select[v])
                    .i(m.baseByte(v, 0)).i(m.baseByte(v, 1)).i(m.baseByte(v, 2)).b(any && mode.shades(m.selects, v, m.lights()));
            for (int c = 0; c < 3; c++) t.d(Ps2Float.toDouble(r.ps2()[3 * v + c]));
            for (int c = 0; c < 3; c++) t.l(Integer.toUnsignedLong(r.ps2()[3 * v + c]));
            for (int c = 0; c < 3; c++) t.d(r.f32()[3 * v + c]);
            t.end();
        }
        return hex(t.build(), "colour", "select", "r_bits", "g_bits", "b_bits");
    }

    /**
     * {@code level, selection, vertices, shaded, lights, normal_table, differing, max_difference}: one row per
     * reading of the select word; differing counts vertices where any channel's PS2-model word differs from Java
     * float's, max_difference is the largest |ps2 − f32| over channels.
     */
    static Table differences(LitLevel m) {
        TableBuilder t = new TableBuilder("lighting differences").ints("level").strings("selection")
                .ints("vertices", "shaded", "lights").bools("normal_table").ints("differing").doubles("max_difference");
        for (LightSelection mode : LightSelection.values()) {
            LitLevel.Result r = m.result(mode);
            int differing = 0;
            double max = 0;
            for (int v = 0; v < m.count(); v++) {
                boolean d = false;
                for (int c = 0; c < 3; c++) {
                    int w = r.ps2()[3 * v + c];
                    float f = r.f32()[3 * v + c];
                    if (w != Float.floatToRawIntBits(f)) d = true;
                    max = Math.max(max, Math.abs(Ps2Float.toDouble(w) - f));
                }
                if (d) differing++;
            }
            t.row(m.level(), mode.name(), m.count(), r.shaded(), m.lights(), m.hasNormalTable(), differing, max);
        }
        return t.build();
    }

    static Table hex(Table t, String... columns) {
        for (String c : columns) {
            if (t.column(c) instanceof tech.tablesaw.api.LongColumn l) l.setPrintFormatter(gcscript.table.Cols.HEX_LONG);
            if (t.column(c) instanceof tech.tablesaw.api.IntColumn i) i.setPrintFormatter(gcscript.table.Cols.HEX_INT);
        }
        return t;
    }
}
