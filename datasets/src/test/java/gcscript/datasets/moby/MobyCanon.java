package gcscript.datasets.moby;

import java.util.function.IntPredicate;
import tech.tablesaw.api.Table;

/** The canonical text lines of {@link MobyTruth}, rebuilt from the reader's tables (one class's rows). */
final class MobyCanon {
    private MobyCanon() {}

    static String vertices(Table t, int cls) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < t.rowCount(); r++) {
            if (t.intColumn("class").get(r) != cls) continue;
            sb.append(t.intColumn("packet").get(r)).append(' ').append(t.stringColumn("lod").get(r)).append(' ')
                    .append(t.intColumn("record").get(r)).append(' ').append(t.stringColumn("kind").get(r)).append(' ')
                    .append(t.intColumn("id").get(r));
            for (String c : new String[] {"id_bits", "high_bits", "byte_2", "byte_3", "byte_4", "byte_5", "byte_6", "byte_7",
                    "normal_az", "normal_el", "x_raw", "y_raw", "z_raw", "s", "t"}) {
                sb.append(' ').append(t.intColumn(c).get(r));
            }
            sb.append(' ').append(t.stringColumn("joints").get(r).replace(' ', ','))
                    .append(' ').append(t.stringColumn("weights").get(r).replace(' ', ',')).append('\n');
        }
        return sb.toString();
    }

    static String triangles(Table t, int cls) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < t.rowCount(); r++) {
            if (t.intColumn("class").get(r) != cls) continue;
            sb.append(t.intColumn("packet").get(r)).append(' ').append(t.stringColumn("lod").get(r));
            for (String c : new String[] {"v0", "v1", "v2", "texture_slot"}) sb.append(' ').append(t.intColumn(c).get(r));
            sb.append('\n');
        }
        return sb.toString();
    }

    static String primitives(Table t, int cls) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < t.rowCount(); r++) {
            if (t.intColumn("class").get(r) != cls) continue;
            sb.append(t.intColumn("packet").get(r)).append(' ').append(t.intColumn("primitive").get(r));
            for (String c : new String[] {"wrap_s", "wrap_t", "texture_slot"}) sb.append(' ').append(t.intColumn(c).get(r));
            sb.append('\n');
        }
        return sb.toString();
    }

    static String joints(Table t, int cls) {
        StringBuilder sb = new StringBuilder();
        String[] m = new String[16];
        for (int i = 0; i < 16; i++) m[i] = "m_" + (i / 4) + (i % 4);
        for (int r = 0; r < t.rowCount(); r++) {
            if (t.intColumn("class").get(r) != cls) continue;
            sb.append(t.intColumn("joint").get(r));
            for (String c : m) sb.append(' ').append((float) (double) t.doubleColumn(c).get(r));
            for (String c : new String[] {"trans_x", "trans_y", "trans_z"}) sb.append(' ').append((float) (double) t.doubleColumn(c).get(r));
            sb.append(' ').append(t.intColumn("parent_offset").get(r)).append(' ').append(t.intColumn("seventy").get(r)).append('\n');
        }
        return sb.toString();
    }

    static String gifUsage(Table t, int cls) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < t.rowCount(); r++) {
            if (t.intColumn("class").get(r) != cls) continue;
            sb.append(t.intColumn("entry").get(r));
            for (int k = 0; k < 12; k++) sb.append(' ').append(t.intColumn("texture_index_" + k).get(r));
            sb.append(' ').append(t.longColumn("offset_and_terminator").get(r)).append('\n');
        }
        return sb.toString();
    }

    static int count(Table t, int cls) {
        int n = 0;
        for (int r = 0; r < t.rowCount(); r++) if (t.intColumn("class").get(r) == cls) n++;
        return n;
    }

    static IntPredicate any() { return x -> true; }
}
