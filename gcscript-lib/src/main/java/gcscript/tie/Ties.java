package gcscript.tie;

import gcscript.chart.Wireframe;
import gcscript.table.Area;
import gcscript.table.Doc;
import gcscript.table.Scope;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The tie classes of one level ({@code disc.level(n).core().ties()}) or of every level
 * ({@code disc.levels().core().ties()}): the same tables, provenance columns first. Readings applied where the
 * public readers disagree: winding flag = strip byte 1 (N; W's byte 3 kept raw), vertex counts = unpack bytes
 * 10/11 (N; W's derivation measured in checks), s/t as u16 (N; W reads s16).
 */
public final class Ties extends Area<TieModel> {
    public Ties(Scope<TieModel> scope) { super(scope); }

    @Doc("one row per tie class with a block: entry o_class, block extent, every 0x80 header field")
    public Table classes() { return table("tie classes", TieTables::classes); }

    @Doc("one row per packet of every LOD: packet header, body head (AD-GIF dest/src, unpack bytes), counts, N's control bytes")
    public Table packets() { return table("tie packets", TieTables::packets); }

    @Doc("one row per strip: vertex_count, winding_byte1 (N's flag, applied), gif_tag_offset, winding_byte3 (W's RC3/4, raw)")
    public Table strips() { return table("tie strips", TieTables::strips); }

    @Doc("one row per dinky and fat vertex record (record counts dinky then fat); x, y, z = raw * scale / 1024; u, v = s, t / 4096 (u16)")
    public Table vertices() { return table("tie vertices", TieTables::vertices); }

    @Doc("the strip walk of §2.5 over every LOD; v0..v2 are packet records; winding from strip byte 1; texture through the entry")
    public Table triangles() { return table("tie triangles", TieTables::triangles); }

    @Doc("one row per vert_normals record (§2.1, N's reader): s16 x, y, z, w as stored")
    public Table vertNormals() { return table("tie vert normals", TieTables::vertNormals); }

    @Doc("one row per 0x50 AD-GIF block: TEX0, TEX1 (k, mmin), MIPTBP1, CLAMP, MIPTBP2 as stored, texture through the entry")
    public Table adgifs() { return table("tie adgifs", TieTables::adgifs); }

    @Doc("the reader checks of §2 and the reader-disagreement measurements, one row per check and subject")
    public Table checks() { return table("tie checks", TieTables::checks); }

    @Doc("checks folded per check: n_ok, n_bad, status, first failure")
    public Table checkSummary() { return table("tie check summary", TieTables::checkSummary); }

    /** The model of this level (records and columnar packets), for code. */
    public TieModel model() { return model("ties().model()"); }

    /** LOD 0 of class {@code c} as an indexed mesh. */
    public Wireframe.Mesh mesh(int c) { return mesh(c, 0); }
    public Wireframe.Mesh mesh(int c, int lod) { return TieMesh.of(model("ties().mesh(c)").tieClass(c), lod); }

    /** Wavefront OBJ of class {@code c}, LOD {@code lod}. */
    public String obj(int c, int lod) { return TieMesh.obj(model("ties().obj(c, lod)").tieClass(c), lod); }

    /** A wireframe of class {@code c}, LOD 0, looking down z, coloured by texture slot. */
    public BufferedImage preview(int c) { return preview(c, 0, "iso", 512); }
    public BufferedImage preview(int c, int lod, String axis, int size) {
        TieModel m = model("ties().preview(c)");
        return Wireframe.render(mesh(c, lod), axis, size, "level " + m.level() + " tie class " + c + ", LOD " + lod + " wireframe");
    }

    /** Every class's LOD 0 side by side, in class order. */
    public BufferedImage sheet() { return sheet("iso", 192); }
    public BufferedImage sheet(String axis, int cell) {
        List<Wireframe.Mesh> ms = new ArrayList<>();
        TieModel m = model("ties().sheet()");
        List<String> labels = new ArrayList<>();
        for (TieClass k : m.classes()) {
            ms.add(TieMesh.of(k, 0));
            labels.add(gcscript.names.ClassNames.label(gcscript.classtable.ClassKind.TIE, k.index(), k.entry().oClass()));
        }
        return Wireframe.sheet(ms, labels, axis, cell, "level " + m.level() + ": " + ms.size() + " tie classes (LOD 0), by class");
    }
}
