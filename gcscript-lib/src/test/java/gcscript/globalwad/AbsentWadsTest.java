package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.bytes.Problems;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * A disc without a global WAD (one level file opened alone, a partial folder) answers every global table with no
 * rows and the table's columns, as it answers the level tables of an absent block: "none on this disc", not an error.
 */
class AbsentWadsTest {
    @Test void everyTableIsEmptyWithItsColumnsWhenTheWadsAreAbsent() {
        GlobalWads none = GlobalWads.open("LEVEL0.WAD", List.of(), Problems.strict());
        Table[] tables = {none.table(), none.mpeg().videos(), none.mpeg().subtitles(), none.voiceLines(), none.textures(),
                none.irxModules(), none.rgbaImages(), none.creditsText(), none.frontbinSections(), none.pictures()};
        for (Table t : tables) {
            assertEquals(0, t.rowCount(), t.name());
            assertTrue(t.columnCount() >= 4, t.name() + " keeps its columns: " + t.columnNames());
        }
        assertEquals(List.of("file", "record", "offset", "index"), none.mpeg().videos().columnNames().subList(0, 4));
        assertEquals(List.of("wad", "file", "record", "offset", "field"), none.irxModules().columnNames().subList(0, 5));
        assertEquals(List.of("wad", "file", "record", "offset", "item_offset"), none.creditsText().columnNames().subList(0, 5));
        assertEquals(List.of("wad", "file", "record", "offset", "overlay_offset"), none.frontbinSections().columnNames().subList(0, 5));
        assertEquals(List.of("wad", "file", "record", "offset", "field"), none.pictures().columnNames().subList(0, 5));
        assertEquals(List.of(), none.pictureList());
    }
}
