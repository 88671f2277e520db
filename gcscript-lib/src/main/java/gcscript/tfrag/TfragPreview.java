package gcscript.tfrag;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * An orthographic wireframe of a block's LOD-0 triangles at world positions: the quickest way to see whether
 * the origins are right (the design notes' origin bug was found only by looking). The view looks down one axis
 * of the stored frame (Z-up): {@code z} (top, x right, y up), {@code y} (x right, z up) or {@code x} (y right,
 * z up). Colour by {@code patch} (a hue per patch index) or by {@code texture} (a hue per TEX0 index of the
 * triangle's AD-GIF, grey when the strip set none).
 */
public final class TfragPreview {
    private TfragPreview() {}

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
        return draw(block, axis, size, colours, false);
    }

    public static BufferedImage render(TfragBlock block, String axis, String colour, int size) {
        boolean byTexture = switch (colour.toLowerCase()) {
            case "patch" -> false;
            case "texture" -> true;
            default -> throw new IllegalArgumentException("colour patch or texture, not " + colour);
        };
        return draw(block, axis, size, null, byTexture);
    }

    private static BufferedImage draw(TfragBlock block, String axis, int size, VertexColours colours, boolean byTexture) {
        int[] uv = switch (axis.toLowerCase()) {
            case "z" -> new int[] {0, 1};
            case "y" -> new int[] {0, 2};
            case "x" -> new int[] {1, 2};
            default -> throw new IllegalArgumentException("axis x, y or z, not " + axis);
        };
        if (size < 16 || size > 8192) throw new IllegalArgumentException("size 16..8192, not " + size);
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
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, size, size);
            if (minU > maxU) return img;
            double span = Math.max(1e-6, Math.max(maxU - minU, maxV - minV));
            double margin = size * 0.03, scale = (size - 2 * margin) / span;
            double offU = margin + ((size - 2 * margin) - (maxU - minU) * scale) / 2;
            double offV = margin + ((size - 2 * margin) - (maxV - minV) * scale) / 2;
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setStroke(new BasicStroke(size >= 1024 ? 1.0f : 0.7f));
            Line2D.Double line = new Line2D.Double();
            java.awt.geom.Path2D.Double fill = new java.awt.geom.Path2D.Double();
            List<TfragPatch> patches = block.patchList();
            for (int pi = 0; pi < patches.size(); pi++) {
                TfragPatch p = patches.get(pi);
                int n = p.positionCount();
                List<int[]> tris = p.triangles().get(0);
                Color patchColour = hue(p.header().index() * 0.61803398875);
                for (int[] t : tris) {
                    int[] k = {p.vinfo(t[1], 3) / 2, p.vinfo(t[2], 3) / 2, p.vinfo(t[3], 3) / 2};
                    if (k[0] < 0 || k[1] < 0 || k[2] < 0 || k[0] >= n || k[1] >= n || k[2] >= n) continue;
                    if (colours != null) {
                        Color c = mean(colours, pi, k);
                        fill.reset();
                        for (int e = 0; e < 3; e++) {
                            double x = offU + (p.world(k[e], uv[0]) - minU) * scale, y = size - offV - (p.world(k[e], uv[1]) - minV) * scale;
                            if (e == 0) fill.moveTo(x, y); else fill.lineTo(x, y);
                        }
                        fill.closePath();
                        g.setColor(c);
                        g.fill(fill);
                        g.setColor(c.darker());
                    } else {
                        g.setColor(byTexture ? (t[4] < 0 ? Color.GRAY : hue(t[4] * 0.61803398875)) : patchColour);
                    }
                    for (int e = 0; e < 3; e++) {
                        int a = k[e], b = k[(e + 1) % 3];
                        line.setLine(offU + (p.world(a, uv[0]) - minU) * scale, size - offV - (p.world(a, uv[1]) - minV) * scale,
                                offU + (p.world(b, uv[0]) - minU) * scale, size - offV - (p.world(b, uv[1]) - minV) * scale);
                        g.draw(line);
                    }
                }
            }
        } finally {
            g.dispose();
        }
        return img;
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

    private static Color hue(double h) {
        return Color.getHSBColor((float) (h - Math.floor(h)), 0.75f, 1.0f);
    }
}
