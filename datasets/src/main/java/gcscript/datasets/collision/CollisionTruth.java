package gcscript.datasets.collision;

import gcscript.datasets.truth.FieldTruth;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The per-field truth of the level core's collision block ({@link FieldTruth} tables {@code collision_header},
 * {@code collision_octants}, {@code collision_vertices}, {@code collision_faces}, {@code hero_collision_groups}),
 * from the writer's own values: every octant of a spread sample of octants, with all its vertices and faces, the
 * header and every hero group. World coordinates are computed here from the recipe (§6.3: x = x_raw / 16 + 4 gx + 2,
 * y likewise, z = z_raw / 64 + 4 gz + 2), not from any reader.
 */
final class CollisionTruth {
    /** Octants listed per level (all of them when there are fewer). */
    static final int SAMPLED_OCTANTS = 40;

    private final FieldTruth f = new FieldTruth();
    private final Set<Integer> sampled = new HashSet<>();

    CollisionTruth(int octants) {
        f.table("collision_header", "value")
                .table("collision_octants", "x", "y", "z", "word", "size_qw", "face_count", "vertex_count", "quad_count",
                        "first_vertex", "first_face", "centre_x", "centre_y", "centre_z")
                .table("collision_vertices", "x", "y", "z", "packed", "x_raw", "y_raw", "z_raw")
                .table("collision_faces", "v0", "v1", "v2", "v3", "quad", "type");
        for (int i : FieldTruth.sample(octants, SAMPLED_OCTANTS)) sampled.add(i);
    }

    static double centre(int g) { return 4.0 * g + 2; }

    void header(int mesh, int heroGroups) {
        f.row("collision_header", "mesh", mesh).row("collision_header", "hero_groups", heroGroups);
    }

    void octant(int o, int gx, int gy, int gz, long word, int sizeQw, int faces, int vertices, int quads, int firstVertex, int firstFace) {
        if (!sampled.contains(o)) return;
        f.row("collision_octants", Integer.toString(o), gx, gy, gz, word, sizeQw, faces, vertices, quads, firstVertex, firstFace,
                centre(gx), centre(gy), centre(gz));
    }

    void vertex(int o, int v, int gx, int gy, int gz, long packed, int xr, int yr, int zr) {
        if (!sampled.contains(o)) return;
        f.row("collision_vertices", o + "." + v, xr / 16.0 + centre(gx), yr / 16.0 + centre(gy), zr / 64.0 + centre(gz),
                packed, xr, yr, zr);
    }

    void face(int o, int index, int v0, int v1, int v2, int v3, int type) {
        if (!sampled.contains(o)) return;
        f.row("collision_faces", o + "." + index, v0, v1, v2, v3, v3 >= 0, type);
    }

    /** A level without hero groups declares no such table (a declared table must have rows). */
    void heroGroup(int g, int x, int y, int z, int r, int triangles, int vertices, int data) {
        f.table("hero_collision_groups", "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_r", "triangle_count",
                "vertex_count", "data_offset", "centre_x", "centre_y", "centre_z", "radius");
        f.row("hero_collision_groups", Integer.toString(g), x, y, z, r, triangles, vertices, data, x / 64.0, y / 64.0, z / 64.0, r / 64.0);
    }

    void into(Map<String, String> truth) { truth.putAll(f.asMap()); }
}
