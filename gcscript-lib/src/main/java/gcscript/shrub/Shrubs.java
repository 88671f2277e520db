package gcscript.shrub;

import gcscript.chart.Wireframe;
import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The shrub classes of one level ({@code disc.level(n).core().shrubs()}) or of every level
 * ({@code disc.levels().core().shrubs()}). Readings applied: s/t as s16 (W; O describes u16), strip winding by
 * parity (W re-derives it from normals), texture slot = TEX0 data_lo of the last texture primitive walked.
 */
public final class Shrubs extends Area<ShrubModel> {
    public Shrubs(Scope<ShrubModel> scope) { super(scope); }

    @Doc("one row per shrub class with a block: entry o_class, block extent, every 0x40 header field, counts")
    public Table classes() { return table("shrub classes", ShrubTables::classes); }

    @Doc("one row per packet: entry (offset, size), UNPACK #1 header (T, G, V, vertex_offset), walk result")
    public Table packets() { return table("shrub packets", ShrubTables::packets); }

    @Doc("one row per part-1/part-2 vertex record, padding copies included (padding = not consumed by the GS walk)")
    public Table vertices() { return table("shrub vertices", ShrubTables::vertices); }

    @Doc("lists n/3, strips n-2 (parity winding); v0..v2 are packet records; texture through the entry")
    public Table triangles() { return table("shrub triangles", ShrubTables::triangles); }

    @Doc("one row per GIF tag (primitive): NLOOP, EOP, PRIM type, REGS, GS offset")
    public Table gifTags() { return table("shrub gif tags", ShrubTables::gifTags); }

    @Doc("one row per 0x40 texture primitive: TEX1 (k, mmin), CLAMP, MIPTBP1, TEX0 (slot) as stored")
    public Table primitives() { return table("shrub primitives", ShrubTables::primitives); }

    @Doc("the 24-entry normal palette per class (region palette) and the 8-byte records after it to the block end (region fill)")
    public Table normals() { return table("shrub normals", ShrubTables::normals); }

    @Doc("one row per billboard (billboard_offset != 0): floats raw, TEX1/TEX0/MIPTBP1 as stored, the entry's billboard info")
    public Table billboards() { return table("shrub billboards", ShrubTables::billboards); }

    @Doc("the reader checks of §3, one row per check and subject")
    public Table checks() { return table("shrub checks", ShrubTables::checks); }

    @Doc("checks folded per check")
    public Table checkSummary() { return table("shrub check summary", ShrubTables::checkSummary); }

    public ShrubModel model() { return model("shrubs().model()"); }

    public Wireframe.Mesh mesh(int c) { return ShrubMesh.of(model("shrubs().mesh(c)").shrubClass(c)); }

    public BufferedImage preview(int c) { return preview(c, "iso", 512); }
    public BufferedImage preview(int c, String axis, int size) {
        return Wireframe.render(mesh(c), axis, size, "level " + model("shrubs().preview(c)").level() + " shrub class " + c + " wireframe");
    }

    public BufferedImage sheet() { return sheet("iso", 192); }
    public BufferedImage sheet(String axis, int cell) {
        List<Wireframe.Mesh> ms = new ArrayList<>();
        ShrubModel m = model("shrubs().sheet()");
        List<String> labels = new ArrayList<>();
        for (ShrubClass k : m.classes()) {
            ms.add(ShrubMesh.of(k));
            labels.add(gcscript.names.ClassNames.label(gcscript.classtable.ClassKind.SHRUB, k.index(), k.entry().oClass()));
        }
        return Wireframe.sheet(ms, labels, axis, cell, "level " + m.level() + ": " + ms.size() + " shrub classes, by class");
    }
}
