package gcscript.disc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gcscript.Gc;
import gcscript.table.Area;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Every table of every format area is compared with per-field truth: each table reachable from
 * {@code disc.levels()} through the areas (found by reflection, as the CLI and the registry find them) is either
 * the table of some {@link TruthSpec} in {@link TruthSpecs#all()} or one of the tables below that hold no stored
 * records (checks, summaries, analyses), each with its reason. A new table without truth fails here.
 */
class TruthCoverageTest {
    /** Tables that are not stored records, by name, with why no per-field truth applies. */
    static final Map<String, String> NOT_RECORDS = new TreeMap<>(Map.ofEntries(
            Map.entry("levels of gcscript-sample.iso", "one row per level file: sizes and names of the container (SampleDiscTest)"),
            Map.entry("level headers", "compared field by field in FieldTruthTest.levelHeaderEveryField"),
            Map.entry("coverage", "who owns each byte, not stored records: PlantedCoverageTest, CoverageOfGeneratedDiscsTest (0 unexplained/overlap)"),
            Map.entry("round trip", "buffers rebuilt from their declared records and compared, not stored records: RoundTripPlantedTest, RoundTripSampleTest, CoverageOfGeneratedDiscsTest"),
            Map.entry("coverage summary", "byte totals of the coverage table per buffer: CoverageOfGeneratedDiscsTest"),
            Map.entry("extents", "compared field by field in FieldTruthTest.extentsTableEveryColumn"),
                        Map.entry("data sections", "compared field by field in FieldTruthTest.dataHeaderEveryRangeOfEveryLevel"),
            Map.entry("data headers", "the data extent's header words, compared as ranges in FieldTruthTest.dataHeaderEveryRangeOfEveryLevel"),
            Map.entry("stats", "counts over every area: each column has a manifest key (StatsTest)"),
            Map.entry("chunks", "the streamed chunk files' extents: compared in the level tests"),
            Map.entry("chunk checks", "check rows, not records"),
            Map.entry("core sections", "extents derived from the header's offsets (boundary rule), not stored records"),
            Map.entry("textures", "decoded pixels: compared by the hash of every decoded level (SampleCoreTest)"),
            Map.entry("lighting differences", "an analysis: the PS2 model against Java float, per level and selection")));

    static boolean isCheckTable(String name) { return name.contains("checks") || name.endsWith("check summary"); }

    /**
     * A table's name for matching: a level's model names some tables as stored ({@code core.moby_classes},
     * {@code tfrag_patches}) where the area names them for people ({@code moby classes}, {@code tfrag patches}).
     */
    static String normal(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT).replaceAll("[_.]", " ").replaceFirst(" of \\S+\\.(wad|iso)$", "")
                .replaceFirst("^core ", "");
        StringBuilder sb = new StringBuilder();
        for (String w : n.trim().split(" +")) sb.append(sb.length() > 0 ? " " : "").append(w.endsWith("s") ? w.substring(0, w.length() - 1) : w);
        return sb.toString();
    }

    @Test void everyTableOfEveryAreaHasTruth() throws Exception {
        Disc disc = Gc.sample();
        Set<String> all = new TreeSet<>();
        walk(disc.levels(), all, 0);
        for (gcscript.level.Level l : disc.levels()) {
            for (Object part : new Object[] {l.overlay(), l.transitionTextures()}) {
                for (Method m : part.getClass().getMethods()) {
                    if (m.getParameterCount() == 0 && m.getReturnType() == Table.class) all.add(((Table) m.invoke(part)).name());
                }
            }
            break;
        }
        Set<String> covered = new TreeSet<>();
        for (TruthSpec s : TruthSpecs.all()) covered.add(normal(s.table().apply(disc.level(0)).name()));
        Set<String> reasoned = new TreeSet<>();
        for (String t : NOT_RECORDS.keySet()) reasoned.add(normal(t));
        Set<String> missing = new TreeSet<>();
        for (String t : all) {
            if (!covered.contains(normal(t)) && !reasoned.contains(normal(t)) && !isCheckTable(t)) missing.add(t);
        }
        assertEquals(Set.of(), missing, "tables with neither a TruthSpec nor a reason in NOT_RECORDS");
        Set<String> present = new TreeSet<>();
        for (String t : all) present.add(normal(t));
        Set<String> stale = new TreeSet<>();
        for (String t : NOT_RECORDS.keySet()) if (!present.contains(normal(t))) stale.add(t);
        assertEquals(Set.of(), stale, "NOT_RECORDS names a table that no longer exists");
    }

    private static void walk(Object node, Set<String> out, int depth) throws Exception {
        if (depth > 4) return;
        for (Method m : node.getClass().getMethods()) {
            if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers()) || m.getDeclaringClass() == Object.class) continue;
            Class<?> rt = m.getReturnType();
            if (rt == Table.class) {
                out.add(((Table) m.invoke(node)).name());
            } else if (Area.class.isAssignableFrom(rt) || rt == Cores.class || rt == DataExtents.class) {
                walk(m.invoke(node), out, depth + 1);
            }
        }
    }
}
