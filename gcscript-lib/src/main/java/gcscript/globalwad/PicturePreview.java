package gcscript.globalwad;

import gcscript.texture.ContactSheet;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A contact sheet of one global WAD's pictures ({@code disc.globalWads().pictureSheet("BONUS")}, {@code preview
 * --bonus}): each picture scaled (nearest, aspect kept) into a square cell over a checkerboard that shows its alpha,
 * labelled with its slot and size, in {@link Pictures} order. A WAD without pictures gets a one-line picture saying so.
 */
public final class PicturePreview {
    private PicturePreview() {}

    static final int CELL = 112, PAD = 6, LABEL = 30, HEADER = 24;
    static final Color BACKGROUND = new Color(32, 32, 32);

    /** One cell: its picture's label ({@code goodies_images[2]}, then {@code 32×8 pif}) and its image square. */
    public record Cell(String label, String detail, int x, int y, int cell) {}

    /** The sheet and its cells. */
    public record Sheet(BufferedImage image, List<Cell> cells) {}

    static Sheet draw(String wad, List<Pictures.Picture> all) {
        String name = wad.toUpperCase(Locale.ROOT);
        List<Pictures.Picture> pictures = all.stream().filter(p -> p.wad().equals(name)).toList();
        int n = pictures.size();
        int cols = Math.max(1, Math.min(8, (int) Math.ceil(Math.sqrt(n))));
        int rows = Math.max(1, (n + cols - 1) / cols);
        int cw = CELL + 2 * PAD, ch = CELL + 2 * PAD + LABEL;
        BufferedImage out = new BufferedImage(Math.max(cols * cw, 480), HEADER + rows * ch, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = PicturePreview.canvas(out, BACKGROUND);
        g.drawString(n == 0 ? none(name) : name + ".WAD: " + n + " images (checkerboard: alpha)", 6, 16);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        List<Cell> cells = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            Pictures.Picture p = pictures.get(k);
            int x0 = (k % cols) * cw + PAD, y0 = HEADER + (k / cols) * ch + PAD;
            ContactSheet.drawScaled(out, p.level(), x0, y0, CELL);
            String label = p.field() + "[" + p.index() + "]" + (p.texture() < 0 ? "" : "." + p.texture());
            String detail = p.width() + "×" + p.height() + " " + p.form();
            g.setColor(Color.WHITE);
            g.drawString(label, x0, y0 + CELL + 12);
            g.setColor(new Color(190, 190, 200));
            g.drawString(detail, x0, y0 + CELL + 24);
            cells.add(new Cell(label, detail, x0, y0, CELL));
        }
        g.dispose();
        return new Sheet(out, List.copyOf(cells));
    }

    /** A graphics on {@code out} filled with {@code background}, text antialiased, ready for a white bold title line. */
    static Graphics2D canvas(BufferedImage out, Color background) {
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(background);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        return g;
    }

    /** What the sheet of a WAD without pictures says. */
    public static String none(String wad) { return "no " + wad.toUpperCase(Locale.ROOT) + ".WAD images on this disc"; }
}
