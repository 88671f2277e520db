package gcscript.disc;

import gcscript.tfrag.TfragBlock;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/** Set-valued twin of {@link TfragBlock} over the level cores: the same tables, every level's rows. */
public final class Tfrags {
    private final Levels levels;

    Tfrags(Levels levels) { this.levels = levels; }

    private Table all(String name, Function<TfragBlock, Table> f) {
        return levels.concat(name, l -> f.apply(l.core().tfrags()));
    }

    public Table patches() { return all("tfrag patches", TfragBlock::patches); }
    public Table lists() { return all("tfrag lists", TfragBlock::lists); }
    public Table vuHeaders() { return all("tfrag vu headers", TfragBlock::vuHeaders); }
    public Table unpacks() { return all("tfrag unpacks", TfragBlock::unpacks); }
    public Table positions() { return all("tfrag positions", TfragBlock::positions); }
    public Table vertexInfo() { return all("tfrag vertex info", TfragBlock::vertexInfo); }
    public Table strips() { return all("tfrag strips", TfragBlock::strips); }
    public Table triangles() { return all("tfrag triangles", TfragBlock::triangles); }
    public Table parents() { return all("tfrag parents", TfragBlock::parents); }
    public Table indexArrays() { return all("tfrag index arrays", TfragBlock::indexArrays); }
    public Table adgifs() { return all("tfrag adgifs", TfragBlock::adgifs); }
    public Table colours() { return all("tfrag colours", TfragBlock::colours); }
    public Table lights() { return all("tfrag lights", TfragBlock::lights); }
    public Table checks() { return all("tfrag checks", TfragBlock::checks); }
    /** Every level's patches seen from one camera position (world units). */
    public Table lodModes(double x, double y, double z) { return all("tfrag lod modes", b -> b.lodModes(x, y, z)); }
}
