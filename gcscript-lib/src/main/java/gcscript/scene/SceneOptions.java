package gcscript.scene;

/**
 * What goes into an exported scene.
 *
 * @param lod tfrag LOD (0 finest … 2); class meshes use their high LOD at 0 and their low LOD above
 * @param collision include the collision mesh (a node named {@code collision}, marked hidden in its extras)
 * @param textures embed the decoded level textures as PNG and map them where the class or patch has UVs
 * @param lit tfrag vertex colours from the PS2-float lighting model ({@code level.lighting()}) instead of as stored
 */
public record SceneOptions(int lod, boolean collision, boolean textures, boolean lit) {
    public SceneOptions {
        if (lod < 0 || lod > 2) throw new IllegalArgumentException("lod is 0, 1 or 2, not " + lod);
    }

    public static SceneOptions defaults() { return new SceneOptions(0, true, true, false); }

    public SceneOptions withLod(int l) { return new SceneOptions(l, collision, textures, lit); }
    public SceneOptions withCollision(boolean c) { return new SceneOptions(lod, c, textures, lit); }
    public SceneOptions withLit(boolean l) { return new SceneOptions(lod, collision, textures, l); }
    public SceneOptions withTextures(boolean t) { return new SceneOptions(lod, collision, t, lit); }
}
