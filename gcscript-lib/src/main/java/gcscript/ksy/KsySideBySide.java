package gcscript.ksy;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyType;
import gcscript.level.Level;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * One record read both ways, field by field: the library's value (through its declaration) beside the value the
 * generated Kaitai parser dumped for the same buffer, offset and record type, after a {@link KsyCheck#run} into
 * {@code work} (notebook 17).
 */
public final class KsySideBySide {
    private KsySideBySide() {}

    /**
     * Record {@code index} (in the order the library read them) of the exported record type {@code recordType} in
     * {@code level}: one row per declared field, {@code field, offset, library_raw} (the stored value, an f4 as its bits),
     * {@code library} (as the library decodes it: an f4 as a float), {@code ksy} (the parser's value) and {@code equal}
     * (the check's comparison: integers as they are, floats by their bits).
     *
     * @throws IllegalArgumentException a type no description exports, or fewer records of it in the level
     */
    public static Table of(Level level, Path work, String recordType, int index) {
        KsyType type = null;
        Map<String, String> buffers = new HashMap<>();
        for (KsyFile f : KsyExport.files()) {
            for (KsyType t : f.records()) if (type == null && t.id().equals(recordType)) type = t;
            f.buffers().forEach((k, v) -> buffers.put(KsyDump.camelPath(k), v));
        }
        if (type == null) throw new IllegalArgumentException(recordType + " is not a record type of the exported descriptions");
        LibraryRecords.At at = null;
        int seen = 0;
        for (LibraryRecords.At a : LibraryRecords.of(level.coverageMap().store()).values()) {
            if (a.layout() == type.layout() && seen++ == index) at = a;
        }
        if (at == null) throw new IllegalArgumentException(level.fileName() + " has " + seen + " " + recordType + " records, not " + (index + 1));
        KsyRecord ksy = null;
        String key = at.buffer() + "@" + at.offset() + ":" + KsyDump.upperCamel(type.id());
        for (KsyRecord r : KsyDump.read(work.resolve("out").resolve("dump").resolve(level.fileName() + ".jsonl"), level.fileName(), buffers).records()) {
            if (r.key().equals(key)) ksy = r;
        }
        Table t = Table.create(recordType + " at " + at.buffer() + " 0x" + Long.toHexString(at.offset())).addColumns(
                StringColumn.create("field"), LongColumn.create("offset"), LongColumn.create("library_raw"), StringColumn.create("library"),
                StringColumn.create("ksy"), BooleanColumn.create("equal"));
        for (Field f : type.layout().fields()) {
            long want = f.get(at.bytes(), at.index());
            String found = ksy == null ? null : ksy.values().get(KsyDump.lowerCamel(type.values().get(f)));
            t.stringColumn(0).append(f.name());
            t.longColumn(1).append(at.offset() + f.offset());
            t.longColumn(2).append(want);
            t.stringColumn(3).append(f.isFloat() ? Float.toString(Float.intBitsToFloat((int) want)) : Long.toString(want));
            t.stringColumn(4).append(found == null ? "(not read)" : found);
            t.booleanColumn(5).append(found != null && KsyCheck.value(f, found) == want);
        }
        return t;
    }
}
