package gcscript.edit;

import gcscript.bytes.ByteReader;
import gcscript.level.Level;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

/**
 * Edits of a disc, written to a new image ({@code disc.edit()}; docs/writing.md, "Edits"). Each {@link #set} finds the
 * stored field behind one table cell and writes the value into a copy of the buffer that holds it; nothing is read
 * back until {@link #write}, which rebuilds the edited level files ({@link LevelWriter}) and hands them to the disc's
 * container writer. The input is never written: {@link #write} refuses its path.
 *
 * <pre>{@code
 * disc.edit().moveMoby(0, 36, 10, 20, 30).set("level[0].gameplay.lights", "record", 0, "colour_a_r", 0.5)
 *     .write(Path.of("edited.iso"));
 * }</pre>
 */
public final class Editor {
    /** Writes the image: the original files with the rebuilt level files (by file number) in place of theirs. */
    public interface Sink {
        void write(Map<Integer, byte[]> levelFiles, Path out) throws IOException;
    }

    /** The moby instance table, keyed by {@code uid}. */
    public static final String MOBIES = "gameplay.mobyInstances";
    /** The directional light table, keyed by {@code record}. */
    public static final String LIGHTS = "gameplay.lights";

    private final IntFunction<Level> levels;
    private final Path source;
    private final Sink sink;
    private final Map<Integer, Map<String, byte[]>> buffers = new TreeMap<>();
    private final List<Edit> edits = new ArrayList<>();

    /** {@code source}: the input's path (refused as an output), or null when the disc was opened from bytes. */
    public Editor(IntFunction<Level> levels, Path source, Sink sink) {
        this.levels = levels;
        this.source = source;
        this.sink = sink;
    }

    /**
     * Sets {@code column} of the one row of table {@code chain} whose {@code keyColumn} is {@code keyValue}. The chain
     * names a level's table as the diff does ({@code level[0].gameplay.mobyInstances}; {@code level(0).gameplay()
     * .mobyInstances()} too); the column is a stored field (its value as the field holds it: an integer within its
     * range, a number for an f32) or a decoded column whose {@link gcscript.layout.Scaled} declares the inverse.
     *
     * @throws EditException the chain, key, column or value refused (nothing is changed)
     */
    public Editor set(String chain, String keyColumn, Object keyValue, String column, Object value) {
        Cells.Cell c = Cells.locate(levels, chain, keyColumn, text(keyValue), column, text(value));
        Level level = levels.apply(c.level());
        String stream = c.buffer().startsWith(level.fileName() + ":") ? c.buffer().substring(level.fileName().length() + 1) : null;
        if (!c.buffer().equals(level.fileName()) && !LevelWriter.STREAMS.contains(stream)) {
            throw Cells.refuseAt(c.buffer(), c.recordOffset() + c.field().offset(), c.chain() + "[" + c.key() + "]." + column + " = " + c.value(),
                    "a field in the level file or in a stream written back " + LevelWriter.STREAMS, c.buffer());
        }
        byte[] bytes = buffers.computeIfAbsent(c.level(), k -> new LinkedHashMap<>())
                .computeIfAbsent(c.buffer(), b -> copy(level, b));
        c.field().encode(bytes, c.recordOffset(), c.raw());
        edits.add(c.edit());
        return this;
    }

    private static byte[] copy(Level level, String buffer) {
        ByteReader r = level.coverageMap().store().bytes(buffer);
        return r.toArray();
    }

    private static String text(Object v) {
        if (v instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d) && Math.abs(d) < 1e15) return Long.toString(d.longValue());
        return String.valueOf(v).strip();
    }

    // ---- typed helpers --------------------------------------------------------------------------------

    /** Moves moby instance {@code uid} of level {@code level} to ({@code x}, {@code y}, {@code z}). */
    public Editor moveMoby(int level, int uid, double x, double y, double z) {
        return vector(level, MOBIES, "uid", uid, new String[] {"x", "y", "z"}, x, y, z);
    }

    /**
     * Moves moby instance {@code uid} of level {@code level} by ({@code dx}, {@code dy}, {@code dz}) from where the disc
     * has it: the components that are not 0 are set (so the position need not be read out of the table first).
     *
     * @throws EditException no instance of that uid on the level (nothing is changed)
     */
    public Editor moveMobyBy(int level, int uid, double dx, double dy, double dz) {
        tech.tablesaw.api.Table t = levels.apply(level).gameplay().mobyInstances();
        int row = t.intColumn("uid").indexOf(uid);
        if (row < 0) throw Cells.refuse(chain(level, MOBIES) + "[uid=" + uid + "]", "a moby instance with this uid", "none");
        String[] axes = {"x", "y", "z"};
        double[] by = {dx, dy, dz};
        for (int i = 0; i < axes.length; i++) {
            if (by[i] != 0) set(chain(level, MOBIES), "uid", uid, axes[i], t.doubleColumn(axes[i]).get(row) + by[i]);
        }
        return this;
    }

    /** Sets moby instance {@code uid}'s rotation (radians about x, y, z). */
    public Editor rotateMoby(int level, int uid, double rx, double ry, double rz) {
        return vector(level, MOBIES, "uid", uid, new String[] {"rot_x", "rot_y", "rot_z"}, rx, ry, rz);
    }

    /** Sets moby instance {@code uid}'s scale. */
    public Editor scaleMoby(int level, int uid, double scale) {
        return set(chain(level, MOBIES), "uid", uid, "scale", scale);
    }

    /** Sets colour {@code a} or {@code b} of directional light {@code record} (r, g, b in [0, 1]). */
    public Editor lightColour(int level, int record, char which, double r, double g, double b) {
        return vector(level, LIGHTS, "record", record, names("colour_" + which(which), "r", "g", "b"), r, g, b);
    }

    /** Sets direction {@code a} or {@code b} of directional light {@code record} (a unit vector, Z up). */
    public Editor lightDirection(int level, int record, char which, double x, double y, double z) {
        return vector(level, LIGHTS, "record", record, names("direction_" + which(which), "x", "y", "z"), x, y, z);
    }

    /**
     * Moves the class vertex at {@code offset} of core_data ({@code kind}: mobies, ties or shrubs; the vertices
     * table's {@code offset} column) to ({@code x}, {@code y}, {@code z}) in the class's units (raw × scale / 1024).
     */
    public Editor moveClassVertex(int level, String kind, long offset, double x, double y, double z) {
        if (!java.util.Set.of("mobies", "ties", "shrubs").contains(kind)) throw Cells.refuse("class vertex", "mobies, ties or shrubs", kind);
        return vector(level, "core." + kind + ".vertices", "offset", offset, new String[] {"x", "y", "z"}, x, y, z);
    }

    /**
     * Replaces the level-0 pixels of texture {@code index} of {@code kind} (tfrag, moby, tie, shrub) with a PNG of the
     * same size, re-quantised to the texture's CLUT (nearest colour); the CLUT and reduced levels are kept.
     *
     * @throws EditException no such texture, a stashed one, a file that is not a PNG of the texture's size
     */
    public Editor texturePixels(int level, String kind, int index, Path png) {
        Level l = levels.apply(level);
        TexturePixels.Texels t = TexturePixels.quantise(l, kind, index, png);
        byte[] bytes = buffers.computeIfAbsent(level, k -> new LinkedHashMap<>()).computeIfAbsent(t.buffer(), b -> copy(l, b));
        System.arraycopy(t.indices(), 0, bytes, (int) t.offset(), t.indices().length);
        edits.add(new Edit(level, "level[" + level + "].core.textures", "kind=" + kind + " index=" + index, "texels", png.toString(),
                t.buffer(), t.offset(), "texels (" + t.indices().length + " u8 CLUT indices)", t.changed(), t.changed() + " changed"));
        return this;
    }

    private Editor vector(int level, String table, String key, long keyValue, String[] columns, double... values) {
        for (int i = 0; i < columns.length; i++) set(chain(level, table), key, keyValue, columns[i], values[i]);
        return this;
    }

    private static String chain(int level, String table) { return "level[" + level + "]." + table; }

    private static char which(char c) {
        if (c != 'a' && c != 'b') throw Cells.refuse("light", "'a' or 'b'", String.valueOf(c));
        return c;
    }

    private static String[] names(String prefix, String... suffixes) {
        String[] out = new String[suffixes.length];
        for (int i = 0; i < out.length; i++) out[i] = prefix + "_" + suffixes[i];
        return out;
    }

    // ---- writing --------------------------------------------------------------------------------------

    /** The edits accepted so far, in order. */
    public List<Edit> edits() { return List.copyOf(edits); }

    /**
     * Writes the edited image to {@code out}. Refused (nothing written) when {@code out} is the input.
     *
     * @throws EditException {@code out} is the input
     */
    public void write(Path out) {
        refuseInput(out);
        Map<Integer, byte[]> files = new TreeMap<>();
        for (Map.Entry<Integer, Map<String, byte[]>> e : buffers.entrySet()) {
            files.put(e.getKey(), LevelWriter.rebuild(levels.apply(e.getKey()), e.getValue()));
        }
        try {
            sink.write(files, out);
        } catch (IOException e) {
            throw new UncheckedIOException(out + ": " + e.getMessage(), e);
        }
    }

    private void refuseInput(Path out) {
        if (source == null) return;
        boolean same = out.toAbsolutePath().normalize().equals(source.toAbsolutePath().normalize());
        try {
            same |= Files.exists(out) && Files.isSameFile(out, source);
        } catch (IOException e) {
            throw new UncheckedIOException(out + ": " + e.getMessage(), e);
        }
        if (same) throw new EditException("edit", "--out", -1, "an output path other than the input " + source, out.toString());
    }
}
