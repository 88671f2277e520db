package gcscript.datasets.geometry;

import java.util.ArrayList;
import java.util.List;

/** A triangle strip of vertices {x, y, z, u, v} (class space) and the texture slot it is drawn with. */
public record Strip(List<double[]> vertices, int slot) {
    public Strip { vertices = List.copyOf(vertices); }
    public int size() { return vertices.size(); }

    /**
     * The same strip split into strips of at most {@code max} vertices ({@code max} even, at least 4), overlapping
     * by two so no triangle is lost; every piece starts at an even offset, so the alternating winding carries over.
     */
    public List<Strip> split(int max) {
        if (max < 4 || max % 2 != 0) throw new IllegalArgumentException("max " + max);
        List<Strip> out = new ArrayList<>();
        int start = 0;
        while (true) {
            int end = Math.min(size(), start + max);
            out.add(new Strip(vertices.subList(start, end), slot));
            if (end == size()) return out;
            start = end - 2;
        }
    }
}
