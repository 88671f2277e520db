package gcscript.ksy;

import gcscript.bytes.Coverage;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** The comparison of {@link KsyCheck}, file by file: what the parsers dumped against what the library's readers read. */
final class KsyComparison {
    /** An exported record type and the description it is in. */
    private record Exported(String area, KsyType type) {}

    private final Path dumps;
    // a record type several descriptions export (the level header: in level files and RC2.HDR) is counted under the
    // description the file was opened with, else under the first that exports it
    private final Map<String, List<Exported>> types = new HashMap<>();
    private final Map<Layout, List<Exported>> byLayout = new IdentityHashMap<>();
    private final Map<String, String> buffers = new HashMap<>();
    private final Map<String, String> notPlaced = new LinkedHashMap<>();
    private final Map<String, String> notPlacedBy = new HashMap<>();   // the description that declared the gap
    private final Map<String, String> reasons = new TreeMap<>();
    private final Map<String, KsyCheckTables.TypeRow.Counts> counts = new TreeMap<>();
    private final Map<String, long[]> notExported = new TreeMap<>();
    private final List<KsyCheckTables.StreamRow> streams = new ArrayList<>();
    private final List<String> differences = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

    KsyComparison(List<KsyFile> files, Path dumps) {
        this.dumps = dumps;
        for (KsyFile f : files) {
            for (KsyType t : f.records()) {
                Exported x = new Exported(f.id(), t);
                types.computeIfAbsent(KsyDump.upperCamel(t.id()), n -> new ArrayList<>()).add(x);
                byLayout.computeIfAbsent(t.layout(), n -> new ArrayList<>()).add(x);
            }
            f.buffers().forEach((k, v) -> buffers.put(KsyDump.camelPath(k), v));
            notPlaced.putAll(f.notPlaced());
            f.notPlaced().keySet().forEach(b -> notPlacedBy.put(b, f.id()));
            f.notExported().forEach((l, why) -> reasons.put(l.name(), f.id() + " leaves it out: " + why));
        }
    }

    /**
     * One file: its dump against {@code store}, the library's records of it; {@code library} gives the library's
     * decompressed stream of a name (or null).
     */
    void file(String file, String area, Coverage store, Function<String, byte[]> library) {
        file(file, area, store, name -> new LibraryRecords.Place(name, 0), library);
    }

    /** Names a decompressed buffer the parser opens at {@code kaitaiPath} (snake case) with the library's name for it. */
    void alias(String kaitaiPath, String libraryName) { buffers.put(KsyDump.camelPath(kaitaiPath), libraryName); }

    /** {@link #file(String, String, Coverage, Function)} with the store's buffers placed in the file by {@code place}. */
    void file(String file, String area, Coverage store, Function<String, LibraryRecords.Place> place, Function<String, byte[]> library) {
        KsyDump.Dump dump = KsyDump.read(dumps.resolve(file + ".jsonl"), file, buffers);
        errors.addAll(dump.errors().stream().map(e -> file + ": " + e).toList());
        Map<String, KsyRecord> ksy = new LinkedHashMap<>();
        for (KsyRecord r : dump.records()) if (types.containsKey(r.type())) ksy.put(r.key(), r);
        for (Map.Entry<String, LibraryRecords.At> e : LibraryRecords.of(store, place).entrySet()) {
            LibraryRecords.At at = e.getValue();
            Exported x = pick(byLayout.get(at.layout()), area);   // by the declaration itself: two layouts may share a name
            if (x == null) {
                KsyCheck.count(notExported, at.layout().name(), at.layout().fieldCount());
                continue;
            }
            KsyRecord k = ksy.remove(e.getKey());
            String gap = k == null ? KsyCheck.gap(notPlaced.keySet(), at.owner()) : null;
            if (gap != null) {   // a block the description says it does not place yet: a listed gap
                String key = at.layout().name() + " in " + gap;
                KsyCheck.count(notExported, key, at.layout().fieldCount());
                reasons.put(key, notPlacedBy.get(gap) + " does not place " + gap + " yet: " + notPlaced.get(gap));
                continue;
            }
            KsyCheckTables.TypeRow.Counts c = counts(x);
            c.library++;
            if (k == null) {
                c.libraryOnly++;
                KsyCheck.note(differences, at.buffer() + " @0x" + Long.toHexString(at.offset()) + " " + x.type().id()
                        + ": read by the library only (" + at.owner() + ")");
                continue;
            }
            c.ksy++;
            KsyCheck.compare(at, k, x.type(), c, differences);
        }
        for (KsyRecord k : ksy.values()) {
            Exported x = pick(types.get(k.type()), area);
            KsyCheckTables.TypeRow.Counts c = counts(x);
            c.ksy++;
            c.ksyOnly++;
            KsyCheck.note(differences, k.buffer() + " @0x" + Long.toHexString(k.offset()) + " " + x.type().id() + ": read by the .ksy only");
        }
        streams.addAll(KsyCheckTables.streams(dumps, file, buffers, library));
    }

    private static Exported pick(List<Exported> candidates, String area) {
        if (candidates == null) return null;
        for (Exported x : candidates) if (x.area().equals(area)) return x;
        return candidates.get(0);
    }

    private KsyCheckTables.TypeRow.Counts counts(Exported x) {
        return counts.computeIfAbsent(x.area() + "/" + x.type().id(), n -> new KsyCheckTables.TypeRow.Counts());
    }

    KsyCheck.Result result() {
        List<KsyCheckTables.TypeRow> rows = new ArrayList<>();
        counts.forEach((k, c) -> rows.add(c.row(k.substring(0, k.indexOf('/')), k.substring(k.indexOf('/') + 1))));
        return new KsyCheck.Result(rows, notExported, reasons, streams, differences, errors);
    }
}
