package gcscript.tfrag;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * An orthographic wireframe of a block's LOD-0 triangles at world positions: the quickest way to see whether
 * the origins are right (the design notes' origin bug was found only by looking). The view looks down one axis
 * of the stored frame (Z-up): {@code z} (top, x right, y up), {@code y} (x right, z up) or {@code x} (y right,
 * z up). Colour by {@code patch} (a hue per patch index) or by {@code texture} (a hue per TEX0 index of the
 * triangle's AD-GIF, grey when the strip set none).
 *
 * <p>The picture explains itself: a title (the buffer and block, the view, the colouring), both axes named and
 * ticked in world units (position = (base + raw) / 1024) at one scale for both, a scale bar, and a legend of the
 * colours. Below 200 pixels only the wireframe is drawn.
 */
public final class TfragPreview {
    private TfragPreview() {}

    /** Space around the plot, in pixels, when decorations are drawn. */
    static final int TOP = 44, BOTTOM = 46, LEFT = 70, RIGHT = 150;
    static final Color BACKGROUND = new Color(16, 16, 24), INK = new Color(225, 225, 235), GRID = new Color(48, 48, 64);

    /**
     * A colour per vertex, supplied by a caller above this package (the lit colours of gcscript.lighting), so
     * tfrag need not know where the colours come from: {@code rgb(p, k)} is 0xRRGGBB for position k of the
     * {@code p}-th patch of {@link TfragBlock#patchList()}, or -1 for none (the triangle is drawn grey).
     */
    @FunctionalInterface
    public interface VertexColours {
        int rgb(int patch, int position);
    }

    /**
     * The same projection, each LOD-0 triangle filled with the mean of its three vertex colours (in patch order,
     * no depth sort), edges drawn a little darker so the mesh stays readable.
     */
    public static BufferedImage render(TfragBlock block, String axis, VertexColours colours, int size) {
        return render(block, axis, colours, "vertex colours", size);
    }

    /**
     * {@link #render(TfragBlock, String, VertexColours, int)} whose title and legend name what the colours are
     * ({@code caption}, e.g. "lit colours (PS2 float model, blend)"); the legend shows the darkest, the median and
     * the brightest fill drawn, with their RGB, and grey for triangles without a colour.
     */
    public static BufferedImage render(TfragBlock block, String axis, VertexColours colours, String caption, int size) {
        return draw(block, axis, size, colours, false, caption);
    }

    public static BufferedImage render(TfragBlock block, String axis, String colour, int size) {
        boolean byTexture = switch (colour.toLowerCase()) {
            case "patch" -> false;
            case "texture" -> true;
            default -> throw new IllegalArgumentException("colour patch or texture, not " + colour);
        };
        return draw(block, axis, size, null, byTexture, byTexture ? "texture (TEX0 index)" : "patch index");
    }

    private static BufferedImage draw(TfragBlock block, String axis, int size, VertexColours colours, boolean byTexture, String caption) {
        int[] uv = switch (axis.toLowerCase()) {
            case "z" -> new int[] {0, 1};
            case "y" -> new int[] {0, 2};
            case "x" -> new int[] {1, 2};
            default -> throw new IllegalArgumentException("axis x, y or z, not " + axis);
        };
        if (size < 16 || size > 8192) throw new IllegalArgumentException("size 16..8192, not " + size);
        boolean decorated = size >= 200;
        double minU = Double.POSITIVE_INFINITY, maxU = Double.NEGATIVE_INFINITY, minV = minU, maxV = maxU;
        for (TfragPatch p : block.patchList()) {
            for (int k = 0; k < p.positionCount(); k++) {
                double u = p.world(k, uv[0]), v = p.world(k, uv[1]);
                minU = Math.min(minU, u); maxU = Math.max(maxU, u);
                minV = Math.min(minV, v); maxV = Math.max(maxV, v);
            }
        }
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, size, size);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            String[] names = {"x", "y", "z"};
            String view = switch (axis.toLowerCase()) {
                case "z" -> "top view (looking down z)";
                case "y" -> "side view (looking along y)";
                default -> "side view (looking along x)";
            };
            if (decorated) {
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
                g.setColor(INK);
                g.drawString((colours == null ? "tfrag LOD 0 wireframe: " : "tfrag LOD 0 " + caption + ": ") + block.label(), 10, 19);
                g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
                g.drawString(view + ", " + block.count() + " patches, " + (colours == null ? "coloured by " + caption
                        : "triangles filled with their vertices' mean colour") + "; world units = (base + raw) / 1024", 10, 36);
            }
            if (minU > maxU) {
                if (decorated) g.drawString("no tfrag positions in this block", LEFT, size / 2);
                return img;
            }
            int left = decorated ? LEFT : 0, right = decorated ? RIGHT : 0, top = decorated ? TOP : 0, bottom = decorated ? BOTTOM : 0;
            double plotW = size - left - right, plotH = size - top - bottom;
            double marginPx = Math.max(4, size * 0.02);
            double spanU = Math.max(1e-6, maxU - minU), spanV = Math.max(1e-6, maxV - minV);
            // one scale for both axes, so shapes are not stretched
            double scale = Math.min((plotW - 2 * marginPx) / spanU, (plotH - 2 * marginPx) / spanV);
            double offU = left + (plotW - spanU * scale) / 2;
            double offV = top + (plotH - spanV * scale) / 2;
            double fMinU = minU, fMinV = minV;
            java.util.function.DoubleUnaryOperator px = u -> offU + (u - fMinU) * scale;
            java.util.function.DoubleUnaryOperator py = v -> size - bottom - (plotH - (offV - top) - spanV * scale) - (v - fMinV) * scale;
            double uLo = minU - (offU - left) / scale, uHi = uLo + plotW / scale;
            double vLo = minV - (size - bottom - py.applyAsDouble(minV)) / scale, vHi = vLo + plotH / scale;
            if (decorated) axes(g, size, left, right, top, bottom, uLo, uHi, vLo, vHi, px, py, names[uv[0]], names[uv[1]], scale);

            java.util.Map<Integer, Color> palette = legend(block, byTexture);
            g.setClip(left, top, (int) plotW, (int) plotH);
            g.setStroke(new BasicStroke(size >= 1024 ? 1.0f : 0.7f));
            Line2D.Double line = new Line2D.Double();
            boolean untextured = false;
            gcscript.table.IntList fills = new gcscript.table.IntList();
            java.awt.geom.Path2D.Double fill = new java.awt.geom.Path2D.Double();
            List<TfragPatch> patches = block.patchList();
            for (int pi = 0; pi < patches.size(); pi++) {
                TfragPatch p = patches.get(pi);
                int n = p.positionCount();
                int[] t = p.triangleData(0);
                Color patchColour = palette.get(p.header().index());
                int[] k = new int[3];
                for (int i = 0, q = 0; i < p.triangleCount(0); i++, q += TfragPatch.TRI_FIELDS) {
                    k[0] = p.vinfo(t[q + 1], 3) / 2; k[1] = p.vinfo(t[q + 2], 3) / 2; k[2] = p.vinfo(t[q + 3], 3) / 2;
                    if (k[0] < 0 || k[1] < 0 || k[2] < 0 || k[0] >= n || k[1] >= n || k[2] >= n) continue;
                    int texture = t[q + 4];
                    if (colours != null) {
                        Color c = mean(colours, pi, k);
                        fills.add(c.getRGB() & 0xffffff);
                        fill.reset();
                        for (int e = 0; e < 3; e++) {
                            double x = px.applyAsDouble(p.world(k[e], uv[0])), y = py.applyAsDouble(p.world(k[e], uv[1]));
                            if (e == 0) fill.moveTo(x, y); else fill.lineTo(x, y);
                        }
                        fill.closePath();
                        g.setColor(c);
                        g.fill(fill);
                        g.setColor(c.darker());
                    } else {
                        if (byTexture && texture < 0) untextured = true;
                        g.setColor(byTexture ? (texture < 0 ? Color.GRAY : palette.get(texture)) : patchColour);
                    }
                    for (int e = 0; e < 3; e++) {
                        int a = k[e], b = k[(e + 1) % 3];
                        line.setLine(px.applyAsDouble(p.world(a, uv[0])), py.applyAsDouble(p.world(a, uv[1])),
                                px.applyAsDouble(p.world(b, uv[0])), py.applyAsDouble(p.world(b, uv[1])));
                        g.draw(line);
                    }
                }
            }
            g.setClip(null);
            if (decorated && colours == null) legend(g, size, right, top, byTexture ? "texture" : "patch", palette, byTexture && untextured);
            if (decorated && colours != null) fillLegend(g, size, right, top, caption, fills.toArray());
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Luminance (Rec. 601 weights) of 0xRRGGBB, for ordering the legend's fills. */
    static int luma(int rgb) { return (299 * ((rgb >> 16) & 0xff) + 587 * ((rgb >> 8) & 0xff) + 114 * (rgb & 0xff)) / 1000; }

    /**
     * The legend of a vertex-colour picture: what the colours are, then the darkest, median and brightest fill drawn
     * (by luminance) with their RGB, and grey for a triangle with a vertex without a colour.
     */
    static void fillLegend(Graphics2D g, int size, int right, int top, String caption, int[] fills) {
        int x = size - right + 14, y = top + 14;
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        g.setColor(INK);
        g.drawString("fill (RGB)", x, y);   // the title says what the colours are
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        Integer[] order = new Integer[fills.length];
        for (int i = 0; i < fills.length; i++) order[i] = fills[i];
        java.util.Arrays.sort(order, java.util.Comparator.comparingInt(TfragPreview::luma));
        String[] names = {"darkest", "median", "brightest"};
        int grey = Color.GRAY.getRGB() & 0xffffff;
        for (int i = 0; i < 3 && order.length > 0; i++) {
            int rgb = order[i == 0 ? 0 : i == 1 ? order.length / 2 : order.length - 1];
            y += 16;
            g.setColor(new Color(rgb));
            g.fillRect(x, y - 9, 18, 10);
            g.setColor(INK);
            g.drawString(names[i] + String.format(Locale.ROOT, " #%06x", rgb), x + 24, y);
        }
        if (java.util.Arrays.stream(fills).anyMatch(f -> f == grey)) {
            y += 16;
            g.setColor(Color.GRAY);
            g.fillRect(x, y - 9, 18, 10);
            g.setColor(INK);
            g.drawString("no colour", x + 24, y);
        }
        y += 16;
        g.setColor(INK);
        g.drawString(fills.length + " triangles", x, y);
    }

    private static Color mean(VertexColours colours, int patch, int[] k) {
        int r = 0, g = 0, b = 0;
        for (int v : k) {
            int c = colours.rgb(patch, v);
            if (c < 0) return Color.GRAY;
            r += (c >>> 16) & 0xff; g += (c >>> 8) & 0xff; b += c & 0xff;
        }
        return new Color(r / 3, g / 3, b / 3);
    }

    /**
     * The legend, and the colours the wireframe is drawn in: every patch index of the block (or every TEX0 index its
     * LOD-0 triangles set) in ascending order, each with its own colour while there are at most
     * {@link gcscript.chart.Palette#DISTINCT} of them.
     */
    static java.util.Map<Integer, Color> legend(TfragBlock block, boolean byTexture) {
        TreeSet<Integer> keys = new TreeSet<>();
        for (TfragPatch p : block.patchList()) {
            if (!byTexture) {
                keys.add(p.header().index());
                continue;
            }
            int[] t = p.triangleData(0);
            for (int q = 4; q < p.triangleCount(0) * TfragPatch.TRI_FIELDS; q += TfragPatch.TRI_FIELDS) if (t[q] >= 0) keys.add(t[q]);
        }
        return gcscript.chart.Palette.of(keys);
    }

    private static void axes(Graphics2D g, int size, int left, int right, int top, int bottom, double uLo, double uHi,
                             double vLo, double vHi, java.util.function.DoubleUnaryOperator px,
                             java.util.function.DoubleUnaryOperator py, String uName, String vName, double scale) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        FontMetrics fm = g.getFontMetrics();
        int x0 = left, x1 = size - right, y0 = top, y1 = size - bottom;
        double stepU = niceStep((uHi - uLo) / 6), stepV = niceStep((vHi - vLo) / 6);
        for (double u = Math.ceil(uLo / stepU) * stepU; u <= uHi; u += stepU) {
            int x = (int) Math.round(px.applyAsDouble(u));
            g.setColor(GRID);
            g.drawLine(x, y0, x, y1);
            g.setColor(INK);
            g.drawLine(x, y1, x, y1 + 4);
            String s = tick(u, stepU);
            g.drawString(s, x - fm.stringWidth(s) / 2, y1 + 16);
        }
        for (double v = Math.ceil(vLo / stepV) * stepV; v <= vHi; v += stepV) {
            int y = (int) Math.round(py.applyAsDouble(v));
            g.setColor(GRID);
            g.drawLine(x0, y, x1, y);
            g.setColor(INK);
            g.drawLine(x0 - 4, y, x0, y);
            String s = tick(v, stepV);
            g.drawString(s, x0 - 7 - fm.stringWidth(s), y + 4);
        }
        g.setColor(INK);
        g.drawRect(x0, y0, x1 - x0, y1 - y0);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        String un = uName + " (world units) →";
        g.drawString(un, (x0 + x1) / 2 - g.getFontMetrics().stringWidth(un) / 2, y1 + 34);
        Graphics2D r = (Graphics2D) g.create();
        r.rotate(-Math.PI / 2);
        String vn = vName + " (world units) →";
        r.drawString(vn, -((y0 + y1) / 2 + r.getFontMetrics().stringWidth(vn) / 2), 16);
        r.dispose();
        // scale bar: a round length in world units, drawn at the plot's scale
        double bar = niceFloor((right - 40) / scale);
        int bx = x1 + 14, by = y1 - 8, blen = (int) Math.round(bar * scale);
        if (blen < right - 24) {
            g.setStroke(new BasicStroke(2f));
            g.drawLine(bx, by, bx + blen, by);
            g.drawLine(bx, by - 4, bx, by + 4);
            g.drawLine(bx + blen, by - 4, bx + blen, by + 4);
            g.setStroke(new BasicStroke(1f));
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            g.drawString("scale: " + tick(bar, bar) + " units", bx, by - 8);
        }
    }

    private static void legend(Graphics2D g, int size, int right, int top, String what, java.util.Map<Integer, Color> keys, boolean grey) {
        int x = size - right + 14, y = top + 14;
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        g.setColor(INK);
        g.drawString("colour = " + what, x, y);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        int rows = Math.max(1, (size - top - BOTTOM - 80) / 16);
        int shown = 0;
        for (var e : keys.entrySet()) {
            int k = e.getKey();
            if (shown == rows - 1 && keys.size() > rows) {
                y += 16;
                g.setColor(INK);
                g.drawString("… " + (keys.size() - shown) + " more" + (keys.size() > gcscript.chart.Palette.DISTINCT
                        ? " (colours repeat past " + gcscript.chart.Palette.DISTINCT + ")" : ""), x, y);
                break;
            }
            y += 16;
            g.setColor(e.getValue());
            g.fillRect(x, y - 9, 18, 10);
            g.setColor(INK);
            g.drawString(what + " " + k, x + 24, y);
            shown++;
        }
        if (grey) {
            y += 16;
            g.setColor(Color.GRAY);
            g.fillRect(x, y - 9, 18, 10);
            g.setColor(INK);
            g.drawString("no texture set", x + 24, y);
        }
    }

    /** 1, 2 or 5 times a power of ten, at most {@code raw}. */
    static double niceFloor(double raw) {
        if (!(raw > 0)) return 1;
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        double m = raw / p;
        return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * p;
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    static double niceStep(double raw) {
        if (!(raw > 0)) return 1;
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        double m = raw / p;
        return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
    }

    static String tick(double value, double step) {
        int decimals = step >= 1 ? 0 : (int) Math.ceil(-Math.log10(step));
        return String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(value) < step / 1e6 ? 0.0 : value);
    }
}
