package gcscript.gameplay;

import gcscript.check.Checks;
import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.RecTables;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import tech.tablesaw.api.Table;

/**
 * The gameplay extent (LEVEL WAD slot 2, decompressed): {@code disc.level(n).gameplay()} for one level,
 * {@code disc.levels().gameplay()} for every level (same tables, each level's rows).
 */
public final class Gameplay extends Area<GameplayModel> {
    public Gameplay(Scope<GameplayModel> scope) { super(scope); }

    @Doc("the 39 block pointers: name, stored block_offset, present, bytes to the next block")
    public Table pointers() { return table("gameplay pointers", GameplayTables::pointers); }

    @Doc("the level settings' 0x5c-byte first part, plane count and core_sounds_count (pointer 0x00)")
    public Table levelSettings() { return table("level settings", GameplayTables::levelSettings); }

    @Doc("one row per chunk plane of the level settings (plane i selects chunk i + 1)")
    public Table chunkPlanes() { return table("chunk planes", GameplayTables::chunkPlanes); }

    @Doc("one row per directional light (pointer 0x04, 0x40 bytes each)")
    public Table lights() { return table("directional lights", GameplayTables::lights); }

    @Doc("one row per camera (pointer 0x08, 0x20 bytes): type, position, rotation, pvar_index")
    public Table cameras() { return table("cameras", GameplayTables::cameras); }

    @Doc("one row per sound instance (pointer 0x0c, 0x90 bytes): classes, pvar_index, range, matrix, inverse, rotation")
    public Table soundInstances() { return table("sound instances", GameplayTables::sounds); }

    @Doc("the shared-data block (pointer 0x54): data_size, pointer_count, the data bytes as hex (one row)")
    public Table sharedData() { return table("shared data", GameplayTables::sharedData); }

    @Doc("one row per shared-data pointer (pointer 0x54): pvar_index, pointer_offset, shared_data_offset")
    public Table sharedDataPointers() { return table("shared data pointers", GameplayTables::sharedPointers); }

    @Doc("one row per tie ambient RGBA entry (pointer 0x94): tie_index, size in halfwords, the colour bytes as hex")
    public Table tieAmbientRgbas() { return table("tie ambient rgbas", GameplayTables::tieAmbients); }

    @Doc("one row per cuboid (pointer 0x68, 0x80 bytes): matrix, inverse, rotation")
    public Table cuboids() { return table("cuboids", m -> GameplayTables.shapes("cuboids", m)); }

    @Doc("one row per sphere (pointer 0x6c, 0x80 bytes): matrix, inverse, rotation")
    public Table spheres() { return table("spheres", m -> GameplayTables.shapes("spheres", m)); }

    @Doc("one row per cylinder (pointer 0x70, 0x80 bytes): matrix, inverse, rotation")
    public Table cylinders() { return table("cylinders", m -> GameplayTables.shapes("cylinders", m)); }

    @Doc("one row per pill (pointer 0x74, 0x80 bytes): matrix, inverse, rotation")
    public Table pills() { return table("pills", m -> GameplayTables.shapes("pills", m)); }

    @Doc("one row per point light (pointer 0x80, 0x10 bytes): x, y, z, radius (1/64 units), r, g, b (1/65535), decoded beside")
    public Table pointLights() { return table("point lights", PointLights::lightsTable); }

    @Doc("one row per cell mask of the point-light grid (pointer 0x80): axis, cell, mask_0..3, the lights they name")
    public Table pointLightGrid() { return table("point light grid", PointLights::gridTable); }

    @Doc("one row per env sample point (pointer 0x8c, 0x20 bytes): hero light and colour, reverb, music, fog; position / 4")
    public Table envSamplePoints() { return table("env sample points", EnvBlocks::samplesTable); }

    @Doc("one row per env transition (pointer 0x84): bounding sphere, inverse matrix, the two hero and fog settings, flags")
    public Table envTransitions() { return table("env transitions", EnvBlocks::transitionsTable); }

    @Doc("the heads of the path (0x78) and grind path (0x7c) blocks: spline_count, data_offset, data_size")
    public Table splineBlocks() { return table("spline blocks", Splines::blocksTable); }

    @Doc("one row per spline of the path and grind path blocks: its stored offset and its vertex count")
    public Table splines() { return table("splines", Splines::splinesTable); }

    @Doc("one row per spline vertex (x, y, z, w) of the path and grind path blocks")
    public Table splineVertices() { return table("spline vertices", Splines::verticesTable); }

    @Doc("one row per grind path (pointer 0x7c, 0x20 bytes): bounding sphere, unknown_4, wrap, inactive")
    public Table grindPaths() { return table("grind paths", Splines::grindTable); }

    @Doc("the areas block's size word and head (pointer 0x98): area_count, the five link lists' offsets")
    public Table areasHeader() { return table("areas header", Areas::headerTable); }

    @Doc("one row per area (pointer 0x98, 0x30 bytes): bounding sphere, link counts, last_update_time, link offsets")
    public Table areas() { return table("areas", Areas::areasTable); }

    @Doc("one row per area link: kind (path, cuboid, sphere, cylinder, negative_cuboid), area, the instance index")
    public Table areaLinks() { return table("area links", Areas::linksTable); }

    @Doc("the camera collision grid's head (pointer 0x88): count = the block's bytes after its first word")
    public Table cameraGridHeader() { return table("camera grid header", CameraGrid::headerTable); }

    @Doc("one row per non-empty cell of the 64 x 64 camera collision grid: list_offset, cell_x, cell_y, the list's count")
    public Table cameraGridCells() { return table("camera grid cells", CameraGrid::cellsTable); }

    @Doc("one row per camera collision primitive (0x30): cell, bounding sphere, type, shape index, flags, i_value, f_value")
    public Table cameraGridPrims() { return table("camera grid prims", CameraGrid::primsTable); }

    @Doc("one row per help-message language present (pointers 0x10-0x2c): count and size")
    public Table helpMessageBlocks() { return table("help message blocks", HelpMessages::blocksTable); }

    @Doc("one row per help message of every language: text_offset, id, short_id, third_person_id, coop_id, vag, character, the text")
    public Table helpMessages() { return table("help messages", HelpMessages::messagesTable); }

    @Doc("one row per static moby instance record (pointer 0x4c, 0x88 bytes each), every field")
    public Table mobyInstances() { return table("moby instances", GameplayTables::mobies); }

    @Doc("one row per tie instance (pointer 0x34, 0x60 bytes): the matrix as 16 columns and its translation x, y, z")
    public Table tieInstances() { return table("tie instances", GameplayTables::ties); }

    @Doc("one row per shrub instance (pointer 0x40, 0x70 bytes): the matrix as 16 columns and its translation x, y, z")
    public Table shrubInstances() { return table("shrub instances", GameplayTables::shrubs); }

    @Doc("the moby-classes block (pointer 0x48): one row per listed o_class")
    public Table mobyClasses() { return table("gameplay moby classes", m -> GameplayTables.classList("gameplay moby classes", m, m.mobyClasses, gcscript.classtable.ClassKind.MOBY)); }

    @Doc("the tie-classes block (pointer 0x30): one row per listed o_class")
    public Table tieClasses() { return table("gameplay tie classes", m -> GameplayTables.classList("gameplay tie classes", m, m.tieClasses, gcscript.classtable.ClassKind.TIE)); }

    @Doc("the shrub-classes block (pointer 0x3c): one row per listed o_class")
    public Table shrubClasses() { return table("gameplay shrub classes", m -> GameplayTables.classList("gameplay shrub classes", m, m.shrubClasses, gcscript.classtable.ClassKind.SHRUB)); }

    @Doc("one row per group of the moby, tie and shrub group blocks, with its members")
    public Table groups() { return table("gameplay groups", GameplayTables::groups); }

    @Doc("one row per moby, camera or sound instance with pvars (pointers 0x5c/0x60): pvar_index, the table entry's offset and size, the bytes as hex")
    public Table pvars() { return table("gameplay pvars", PvarTables::pvars); }

    @Doc("one row per moby link fixup (pointer 0x58): pvar_index, pointer_offset, owning instance, stored word, linked moby")
    public Table mobyLinkFixups() { return table("moby link fixups", m -> PvarTables.fixups("moby link fixups", m, m.mobyLinks, true)); }

    @Doc("one row per relative pvar pointer (pointer 0x64): pvar_index, pointer_offset, owning instance, stored word")
    public Table pvarPointerFixups() { return table("relative pvar pointers", m -> PvarTables.fixups("relative pvar pointers", m, m.pvarPointers, false)); }

    @Doc("the §7 reader checks: one row per check and subject")
    public Table checks() {
        return table("gameplay checks", m -> RecTables.checks("gameplay checks", m.level(), m.file(), GameplayChecks.run(m).list()));
    }

    @Doc("the checks folded per check")
    public Table checkSummary() {
        return table("gameplay check summary", m -> RecTables.summary("gameplay check summary", m.level(), GameplayChecks.run(m).summary()));
    }

    /** The checks of one level as a collector (for code). */
    public Checks checkList() { return GameplayChecks.run(model("checkList()")); }

    /** The level's parsed model (for code). */
    public GameplayModel model() { return model("model()"); }

    /** A 1024-pixel top-down map: tfrag wireframe and every moby, tie and shrub instance. */
    public BufferedImage map() { return map(false, 1024); }

    /** The map, with each instance's o_class beside its marker when {@code labels}. */
    public BufferedImage map(boolean labels) { return map(labels, 1024); }

    public BufferedImage map(boolean labels, int size) { return LevelMap.render(model("map()"), labels, size); }
}
