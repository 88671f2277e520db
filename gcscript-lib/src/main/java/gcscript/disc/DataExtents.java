package gcscript.disc;

import gcscript.level.DataExtent;
import gcscript.table.Area;
import gcscript.table.Doc;
import tech.tablesaw.api.Table;

/** Whole-disc twin of {@link DataExtent}: the data extent tables of every level ({@code TwinTest} keeps it complete). */
public final class DataExtents extends Area<DataExtent> {
    DataExtents(Levels levels) { super(levels.scope(gcscript.level.Level::data)); }

    @Doc("the data extent header, one row per field") public Table header() { return table("data headers", DataExtent::header); }
    @Doc("the ranges the data header declares") public Table sections() { return table("data sections", DataExtent::sections); }
}
