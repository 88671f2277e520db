package gcscript.scene;

import gcscript.core.LevelCore;
import gcscript.gameplay.GameplayModel;
import gcscript.gltf.GltfBuilder;
import gcscript.table.TableBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.Table;

/**
 * One level as a glTF 2.0 scene ({@code disc.level(n).scene()}): tfrag terrain (one node per patch), every moby, tie
 * and shrub class as a mesh, every gameplay instance as a node placed by its stored transform, the directional
 * lights (KHR_lights_punctual), the sky and, optionally, collision. Node names are a contract: {@code tfrag <patch>},
 * {@code moby <uid>}, {@code tie <index>}, {@code shrub <index>}, {@code sky}, {@code collision},
 * {@code light <i> a|b}; class meshes are {@code moby class <o_class>} and so on. docs/formats/scene.md has the rest.
 */
public final class Scene {
    private final int level;
    private final GltfBuilder gltf;
    private final List<SceneNode> nodes;
    private final List<String> notes;
    private final SceneRender render;
    private final String summary;   // what toString says of a scene that is not a level's (an armour); null for a level
    private byte[] glb;

    Scene(int level, GltfBuilder gltf, List<SceneNode> nodes, List<String> notes, SceneRender render) {
        this(level, gltf, nodes, notes, render, null);
    }

    Scene(int level, GltfBuilder gltf, List<SceneNode> nodes, List<String> notes, SceneRender render, String summary) {
        this.summary = summary;
        this.level = level;
        this.render = render;
        this.gltf = gltf;
        this.nodes = nodes;
        this.notes = notes;
    }

    /**
     * Builds the scene of {@code level} from its parsed core and gameplay (null: no instances, no lights); {@code lit}
     * (needed only with {@link SceneOptions#lit()}) gives the tfrag vertices their PS2-model lit colours.
     */
    public static Scene of(int level, LevelCore core, GameplayModel gameplay, gcscript.lighting.LitLevel lit, SceneOptions options) {
        return new SceneBuilder(level, core, gameplay, options.lit() ? lit : null, options).build();
    }

    /**
     * ARMOR.WAD's slot {@code record} (0..8 armours, 9..14 wrenches: the {@code record} column of
     * {@code disc.armor().armours()}) as a glTF scene of one textured mesh ({@code ArmorScene}).
     *
     * @throws IllegalArgumentException a slot that is not present, or whose mesh was not read
     */
    public static Scene armor(gcscript.globalwad.Armor armor, int record) { return ArmorScene.of(armor, record); }

    /** The level number; -1 for an armour's scene. */
    public int level() { return level; }

    /** Every node, in file order. */
    public List<SceneNode> nodeList() { return nodes; }

    /** What the export had to leave out or change, one line each (also in the asset's extras). */
    public List<String> notes() { return notes; }

    public int meshCount() { return gltf.meshCount(); }

    /** glTF animations: one per sequence of a skinned moby instance's class ({@code moby <uid> o_class <c> seq <s>}). */
    public int animationCount() { return gltf.animationCount(); }

    /** Nodes of one kind (tfrag, moby, tie, shrub, sky, collision, light, level). */
    public long count(String kind) { return nodes.stream().filter(n -> n.kind().equals(kind)).count(); }

    /** The binary glTF (GLB) bytes; built once. */
    public synchronized byte[] glb() {
        if (glb == null) glb = gltf.glb();
        return glb;
    }

    /** The .gltf form: file name → bytes ({@code base.gltf}, {@code base.bin}, one PNG per texture). */
    public Map<String, byte[]> gltfFiles(String base) { return gltf.gltf(base); }

    /**
     * Writes the scene to {@code out}: a {@code .glb} file, or with a {@code .gltf} name the JSON plus its
     * {@code .bin} and PNG files beside it. Returns the files written.
     */
    public List<Path> write(Path out) {
        try {
            String name = out.getFileName().toString();
            Path dir = out.toAbsolutePath().getParent();
            if (name.endsWith(".gltf")) {
                List<Path> written = new java.util.ArrayList<>();
                for (var e : gltfFiles(name.substring(0, name.length() - 5)).entrySet()) {
                    Path p = dir.resolve(e.getKey());
                    Files.write(p, e.getValue());
                    written.add(p);
                }
                return written;
            }
            Files.write(out, glb());
            return List.of(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }

    /**
     * A top-down picture of the scene (looking down the stored Z axis; x right, y up): the terrain and every placed
     * class mesh filled and shaded, coloured by kind, with a title, scale bar and legend. It draws the same placements
     * the glTF holds, so it shows what a viewer would from above. Sky and collision are left out.
     */
    public java.awt.image.BufferedImage topDown(int size) { return render.topDown(size); }

    /** One row per node: name, kind, mesh, record, o_class, stored-frame position. */
    public Table nodes() {
        TableBuilder t = new TableBuilder("scene_nodes").ints("level").strings("name", "kind", "mesh").ints("record", "o_class")
                .doubles("x", "y", "z");
        for (SceneNode n : nodes) t.row(level, n.name(), n.kind(), n.mesh() == null ? "" : n.mesh(), n.record(), n.oClass(), n.x(), n.y(), n.z());
        return t.build();
    }

    @Override public String toString() {
        if (summary != null) return summary + (notes.isEmpty() ? "" : ", " + notes.size() + " notes");
        return "scene of level " + level + ": " + count("tfrag") + " tfrag patches, " + count("moby") + " mobies, " + count("tie")
                + " ties, " + count("shrub") + " shrubs, " + count("light") + " light nodes, " + meshCount() + " meshes, "
                + animationCount() + " animations"
                + (notes.isEmpty() ? "" : ", " + notes.size() + " notes");
    }
}
