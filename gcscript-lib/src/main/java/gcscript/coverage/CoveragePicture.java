package gcscript.coverage;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The coverage of one level as a picture: one bar per buffer (its length to scale against the longest), each run
 * coloured by the area that owns it, unexplained bytes red, overlaps black, padding light grey; with the buffer's
 * name and percent explained, a byte scale under each bar and a legend of the areas.
 */
public final class CoveragePicture {
    private CoveragePicture() {}

    static final Color UNEXPLAINED = new Color(0xe0, 0x20, 0x20);
    static final Color OVERLAP = Color.BLACK;
    static final Color PADDING = new Color(0xdd, 0xdd, 0xdd);

    /** The picture, {@code width} pixels wide. */
    public static BufferedImage render(CoverageMap map, int width) {
        List<String> files = map.files();
        long longest = 1;
        for (String f : files) longest = Math.max(longest, map.bytes(f));
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        for (Region r : map.regions()) if (r.kind() == Kind.DECODED || r.kind() == Kind.OPAQUE || r.kind() == Kind.SHARED) names.add(area(r.owner()));
        Map<String, Color> areas = colours(names);
        int left = 12, barW = width - 2 * left, rowH = 58, legendRows = (areas.size() + 4) / 5 + 1;
        int height = 30 + files.size() * rowH + legendRows * 18 + 10;
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        g.setColor(Color.BLACK);
        g.drawString("coverage of level " + map.level(), left, 18);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        int y = 30;
        for (String f : files) {
            long bytes = map.bytes(f);
            long bad = map.bytes(f, Kind.UNEXPLAINED) + map.bytes(f, Kind.OVERLAP);
            double pct = bytes == 0 ? 100 : (bytes - bad) * 100.0 / bytes;
            g.setColor(Color.BLACK);
            g.drawString(String.format(Locale.ROOT, "%s  %,d bytes  %.2f %% explained", f, bytes, pct), left, y + 11);
            int w = (int) Math.max(1, Math.round((double) barW * bytes / longest));
            List<int[]> marks = new java.util.ArrayList<>();
            for (Region r : map.regions(f)) {
                int x0 = left + (int) (w * (double) r.start() / Math.max(1, bytes));
                int x1 = left + (int) Math.ceil(w * (double) r.end() / Math.max(1, bytes));
                boolean wrong = r.kind() == Kind.UNEXPLAINED || r.kind() == Kind.OVERLAP;
                if (wrong) marks.add(new int[] {x0, Math.max(1, x1 - x0), r.kind() == Kind.OVERLAP ? 1 : 0});
                g.setColor(switch (r.kind()) {
                    case UNEXPLAINED -> UNEXPLAINED;
                    case OVERLAP -> OVERLAP;
                    case PADDING -> PADDING;
                    default -> areas.get(area(r.owner()));
                });
                g.fillRect(x0, y + 16, Math.max(1, x1 - x0), 20);
            }
            // every unexplained or overlapping run stays visible however narrow: drawn again over its neighbours,
            // at least a pixel wide, with a mark above the bar (a run of a few bytes in a 100 kB buffer is < 1 px)
            for (int[] m : marks) {
                g.setColor(m[2] == 1 ? OVERLAP : UNEXPLAINED);
                g.fillRect(m[0], y + 16, m[1], 20);
                g.fillPolygon(new int[] {m[0] - 3, m[0] + 4, m[0]}, new int[] {y + 10, y + 10, y + 15}, 3);
            }
            g.setColor(Color.GRAY);
            g.setStroke(new BasicStroke(1));
            g.drawRect(left, y + 16, w, 20);
            scale(g, left, y + 40, w, bytes);
            y += rowH;
        }
        legend(g, areas, left, y, width);
        g.dispose();
        return img;
    }

    /** Ticks at 0, ¼, ½, ¾ and the end, labelled in hex. */
    private static void scale(Graphics2D g, int left, int y, int w, long bytes) {
        g.setColor(Color.DARK_GRAY);
        int step = w < 240 ? 4 : 1;   // a short bar gets its two ends only: five labels would print over each other
        int freeFrom = Integer.MIN_VALUE;   // a label is drawn only where it does not overlap the one before
        for (int i = 0; i <= 4; i += step) {
            int x = left + w * i / 4;
            g.drawLine(x, y - 4, x, y);
            String s = "0x" + Long.toHexString(bytes * i / 4);
            int sw = g.getFontMetrics().stringWidth(s);
            int at = i == 4 ? Math.max(x - sw / 2, left) : Math.max(left, Math.min(x - sw / 2, left + w - sw));
            if (at < freeFrom) continue;
            g.drawString(s, at, y + 11);
            freeFrom = at + sw + 6;
        }
    }

    private static void legend(Graphics2D g, Map<String, Color> areas, int left, int y, int width) {
        Map<String, Color> all = new LinkedHashMap<>(areas);
        all.put("padding", PADDING);
        all.put("unexplained", UNEXPLAINED);
        all.put("overlap", OVERLAP);
        int x = left, colW = (width - 2 * left) / 5;
        int i = 0;
        for (Map.Entry<String, Color> e : all.entrySet()) {
            int cx = x + (i % 5) * colW, cy = y + (i / 5) * 18;
            g.setColor(e.getValue());
            g.fillRect(cx, cy, 12, 12);
            g.setColor(Color.BLACK);
            g.drawRect(cx, cy, 12, 12);
            g.drawString(e.getKey(), cx + 16, cy + 11);
            i++;
        }
    }

    /** The area of an owner path: its first one or two steps after {@code level[n].}, indices dropped ({@code core.moby}). */
    static String area(String owner) {
        String p = owner.replaceFirst("^level\\[\\d+\\]\\.", "").replaceAll("\\[\\d+\\]", "");
        String[] parts = p.split("\\.");
        if (parts.length >= 2 && (parts[0].equals("core") || parts[0].equals("data"))) return parts[0] + "." + parts[1];
        return parts[0].isEmpty() ? "?" : parts[0];
    }

    /**
     * A colour per area, pairwise distinct (the chart palette; a hash per name gave 35 areas repeated colours) and
     * clear of the unexplained red, the overlap black and the padding grey, so those read at a glance.
     */
    static Map<String, Color> colours(java.util.SortedSet<String> names) {
        Map<String, Color> out = new LinkedHashMap<>();
        if (names.isEmpty()) return out;
        List<Color> palette = new java.util.ArrayList<>(List.of(gcscript.chart.Palette.distinct(gcscript.chart.Palette.DISTINCT)));
        // a fourth, dark band of the twelve hues: the palette's 36 minus those near red, black or grey are 33
        for (int h = 0; h < 12; h++) palette.add(Color.getHSBColor((h + 0.75f) / 12, 0.9f, 0.42f));
        List<Color> usable = new java.util.ArrayList<>();
        for (Color c : palette) {
            if (gcscript.chart.Palette.distance(c, UNEXPLAINED) > 90 && gcscript.chart.Palette.distance(c, OVERLAP) > 90
                    && gcscript.chart.Palette.distance(c, PADDING) > 60) usable.add(c);
        }
        int i = 0;
        for (String n : names) out.put(n, usable.get(i++ % usable.size()));
        return out;
    }
}
