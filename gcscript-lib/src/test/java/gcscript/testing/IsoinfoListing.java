package gcscript.testing;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code isoinfo -l} output: "Directory listing of /G/" headers, then lines ending
 * "[    LBA FLAGS]  NAME;1 " with the size before the date. Keys are "/G/LEVEL0.WAD;1"; "." and ".." are kept
 * as "/G/." so directory LBAs can be checked too.
 */
public final class IsoinfoListing {
    private IsoinfoListing() {}

    public record Line(long size, long lba, boolean directory) {}

    private static final Pattern ROW = Pattern.compile("^[-d]\\S+\\s+\\d+\\s+\\d+\\s+\\d+\\s+(\\d+) .*\\[\\s*(\\d+)\\s+(\\d+)\\]\\s+(\\S+)\\s*$");

    public static Map<String, Line> parse(byte[] out) {
        Map<String, Line> m = new LinkedHashMap<>();
        String dir = "/";
        for (String line : new String(out, StandardCharsets.ISO_8859_1).split("\n")) {
            if (line.startsWith("Directory listing of ")) {
                dir = line.substring("Directory listing of ".length()).trim();
                continue;
            }
            Matcher mm = ROW.matcher(line);
            if (!mm.matches()) continue;
            boolean isDir = line.charAt(0) == 'd';
            m.put(dir + mm.group(4), new Line(Long.parseLong(mm.group(1)), Long.parseLong(mm.group(2)), isDir));
        }
        return m;
    }
}
