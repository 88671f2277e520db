package gcscript.scene;

/**
 * One node of an exported scene, for counting and comparing: its contract name ({@code moby 17}), kind (tfrag,
 * moby, tie, shrub, sky, collision, light, level), the mesh it shows (or null), the record it came from (patch index,
 * instance index; -1 for the rest), the class number, and its position in the stored Z-up frame.
 */
public record SceneNode(String name, String kind, String mesh, int record, int oClass, double x, double y, double z) {}
