package gcscript.tfrag;

import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import tech.tablesaw.api.Table;

/**
 * The tfrag tables over a {@link Scope}: {@code disc.levels().core().tfrags()} (every level's core block) and
 * {@code disc.level(n).chunk(i)…}-style views share this class, so names and schemas agree by construction.
 * Each method registers one table of {@link TfragBlock}; {@code TfragTwinTest} checks that every table of the
 * per-level block has its twin here.
 */
public final class Tfrags extends Area<TfragBlock> {
    public Tfrags(Scope<TfragBlock> scope) { super(scope); }

    @Doc("the block header, one row per field")
    public Table header() { return table("tfrag block headers", TfragBlock::header); }
    @Doc("one row per patch header: every stored field, then decoded counts and checks")
    public Table patches() { return table("tfrag patches", TfragBlock::patches); }
    @Doc("the five lists of each patch")
    public Table lists() { return table("tfrag lists", TfragBlock::lists); }
    @Doc("the 20 VU header values of each patch")
    public Table vuHeaders() { return table("tfrag vu headers", TfragBlock::vuHeaders); }
    @Doc("every UNPACK of each patch, classified by VU address")
    public Table unpacks() { return table("tfrag unpacks", TfragBlock::unpacks); }
    @Doc("one row per vertex position, raw and world")
    public Table positions() { return table("tfrag positions", TfragBlock::positions); }
    @Doc("one row per vertex info")
    public Table vertexInfo() { return table("tfrag vertex info", TfragBlock::vertexInfo); }
    @Doc("one row per strip")
    public Table strips() { return table("tfrag strips", TfragBlock::strips); }
    @Doc("one row per triangle, LOD 0/1/2")
    public Table triangles() { return table("tfrag triangles", TfragBlock::triangles); }
    @Doc("LOD parent indices")
    public Table parents() { return table("tfrag parents", TfragBlock::parents); }
    @Doc("the index arrays of each patch")
    public Table indexArrays() { return table("tfrag index arrays", TfragBlock::indexArrays); }
    @Doc("one row per AD-GIF block")
    public Table adgifs() { return table("tfrag adgifs", TfragBlock::adgifs); }
    @Doc("one row per vertex colour")
    public Table colours() { return table("tfrag colours", TfragBlock::colours); }
    @Doc("one row per light record")
    public Table lights() { return table("tfrag lights", TfragBlock::lights); }
    @Doc("one row per named invariant")
    public Table checks() { return table("tfrag checks", TfragBlock::checks); }

    /** Every patch seen from one camera position (world units). */
    public Table lodModes(double x, double y, double z) { return table("tfrag lod modes", b -> b.lodModes(x, y, z)); }
}
