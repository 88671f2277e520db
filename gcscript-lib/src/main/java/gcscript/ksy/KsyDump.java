package gcscript.ksy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what tools/ksy/check.cjs wrote for one file: one JSON object a line, {@code {"b":..,"o":..,"t":..,"f":{..}}}
 * with identifiers and numbers as strings (so a pattern reads them: no escapes can occur), or {@code {"error":..}}.
 * Kaitai's JavaScript names are camel case; they are turned back into the .ksy's ids by the caller's maps.
 */
final class KsyDump {
    private KsyDump() {}

    private static final Pattern LINE = Pattern.compile("\\{\"b\":\"([^\"]*)\",\"o\":(\\d+),\"t\":\"(\\w+)\",\"f\":\\{(.*)}}");
    private static final Pattern PAIR = Pattern.compile("\"(\\w+)\":\"([^\"]*)\"");

    /** The records of a dump, and its parse errors (lines the parser reported instead of a record). */
    record Dump(List<KsyRecord> records, List<String> errors) {}

    /**
     * @param file    the file's name, the buffer of records the parser read from the file itself
     * @param buffers the library's stream name ({@code core_data}) by the camel-case attribute path that opened it
     */
    static Dump read(Path jsonl, String file, Map<String, String> buffers) {
        List<String> lines;
        try {
            lines = Files.readAllLines(jsonl);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<KsyRecord> out = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank()) continue;
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                errors.add(line);
                continue;
            }
            String b = m.group(1);
            String buffer = b.isEmpty() ? file : file + ":" + buffers.getOrDefault(b, b);
            Map<String, String> values = new LinkedHashMap<>();
            Matcher p = PAIR.matcher(m.group(4));
            while (p.find()) values.put(p.group(1), p.group(2));
            out.add(new KsyRecord(buffer, Long.parseLong(m.group(2)), m.group(3), values));
        }
        return new Dump(out, errors);
    }

    /** Kaitai's JavaScript name of an id: {@code chunk_0_offset_sectors} → {@code chunk0OffsetSectors}. */
    static String lowerCamel(String id) {
        String u = upperCamel(id);
        return Character.toLowerCase(u.charAt(0)) + u.substring(1);
    }

    /** Kaitai's JavaScript class name of a type id: {@code level_wad_header_60} → {@code LevelWadHeader60}. */
    static String upperCamel(String id) {
        StringBuilder sb = new StringBuilder();
        for (String w : id.split("_")) {
            if (!w.isEmpty()) sb.append(Character.toUpperCase(w.charAt(0))).append(w, 1, w.length());
        }
        return sb.toString();
    }

    /** A dotted attribute path in camel case: {@code data.core_data} → {@code data.coreData}. */
    static String camelPath(String path) {
        StringBuilder sb = new StringBuilder();
        for (String s : path.split("\\.")) sb.append(sb.length() == 0 ? "" : ".").append(lowerCamel(s));
        return sb.toString();
    }
}
