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
        Map<String, Color> areas = new LinkedHashMap<>();
        for (Region r : map.regions()) if (r.kind() == Kind.DECODED || r.kind() == Kind.OPAQUE || r.kind() == Kind.SHARED) areas.computeIfAbsent(area(r.owner()), CoveragePicture::colour);
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
            for (Region r : map.regions(f)) {
                int x0 = left + (int) (w * (double) r.start() / Math.max(1, bytes));
                int x1 = left + (int) Math.ceil(w * (double) r.end() / Math.max(1, bytes));
                g.setColor(switch (r.kind()) {
                    case UNEXPLAINED -> UNEXPLAINED;
                    case OVERLAP -> OVERLAP;
                    case PADDING -> PADDING;
                    default -> areas.get(area(r.owner()));
                });
                g.fillRect(x0, y + 16, Math.max(1, x1 - x0), 20);
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
        for (int i = 0; i <= 4; i += step) {
            int x = left + w * i / 4;
            g.drawLine(x, y - 4, x, y);
            String s = "0x" + Long.toHexString(bytes * i / 4);
            int sw = g.getFontMetrics().stringWidth(s);
            g.drawString(s, Math.max(left, Math.min(x - sw / 2, left + w - sw)), y + 11);
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

    /** A stable colour per area (from its name's hash), never red, black or grey. */
    static Color colour(String area) {
        float h = Math.floorMod(area.hashCode() * 2654435761L, 1000) / 1000f;
        h = 0.08f + h * 0.84f;   // keep clear of red at both ends of the hue circle
        return Color.getHSBColor(h, 0.55f, 0.9f);
    }
}
