package gcscript.lighting;

import gcscript.overlay.NormalTable;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * Normals of tfrag light records from the level's normal table (table layer): for each row of a
 * {@code tfrags().lights()} table, {@code -(cos az·cos el, sin az·cos el, sin el)} with the angle bytes read
 * unsigned (a stored −56 is entry 200) as indices into the table's stored words, computed in the PS2 model
 * ({@code nx, ny, nz} and their words) and in Java float ({@code nx_f32, ny_f32, nz_f32}).
 *
 * <p>{@code TfragNormals.of(level.core().tfrags().lights(), level.overlay().findNormalTable().orElseThrow())}.
 * Unlike the lights table's nx/ny/nz (libm, not negated), these use the game's table and the notes' sign.
 */
public final class TfragNormals {
    private TfragNormals() {}

    /** {@code level, patch, index, offset, azimuth, elevation, nx_bits, ny_bits, nz_bits, nx, ny, nz, nx_f32, ny_f32, nz_f32}. */
    public static Table of(Table lights, NormalTable table) {
        int n = lights.rowCount();
        IntColumn az = lights.intColumn("azimuth"), el = lights.intColumn("elevation");
        // the table's azimuth and elevation are the stored s8s; the game indexes with the same bytes unsigned
        int[] a = new int[n], e = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = Byte.toUnsignedInt((byte) az.getInt(i));
            e[i] = Byte.toUnsignedInt((byte) el.getInt(i));
        }
        int[] words = new int[3 * n];
        float[] f = new float[3 * n];
        DirectionalLighting.normalsPs2(a, e, table.cosBits(), table.sinBits(), words);
        DirectionalLighting.normalsF32(a, e, table.cosines(), table.sines(), f);
        TableBuilder t = new TableBuilder("tfrag normals").ints("level", "patch", "index").longs("offset")
                .ints("azimuth", "elevation").longs("nx_bits", "ny_bits", "nz_bits")
                .doubles("nx", "ny", "nz", "nx_f32", "ny_f32", "nz_f32");
        for (int i = 0; i < n; i++) {
            t.row(lights.intColumn("level").getInt(i), lights.intColumn("patch").getInt(i), lights.intColumn("index").getInt(i),
                    lights.longColumn("offset").getLong(i), a[i], e[i], Integer.toUnsignedLong(words[3 * i]),
                    Integer.toUnsignedLong(words[3 * i + 1]), Integer.toUnsignedLong(words[3 * i + 2]),
                    (double) Float.intBitsToFloat(words[3 * i]), (double) Float.intBitsToFloat(words[3 * i + 1]),
                    (double) Float.intBitsToFloat(words[3 * i + 2]), (double) f[3 * i], (double) f[3 * i + 1], (double) f[3 * i + 2]);
        }
        Table out = t.build();
        // words as unsigned longs (a Tablesaw int column reads 0x80000000, −0, as missing), printed in hex
        for (String c : new String[] {"nx_bits", "ny_bits", "nz_bits"}) out.longColumn(c).setPrintFormatter(gcscript.table.Cols.HEX_LONG);
        return out;
    }
}
