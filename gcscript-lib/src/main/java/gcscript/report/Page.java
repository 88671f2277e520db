package gcscript.report;

import gcscript.table.TableView;
import java.awt.image.RenderedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import javax.imageio.ImageIO;
import tech.tablesaw.api.Table;

/** The HTML of one self-contained page: sections, paragraphs, tables, and pictures inlined as {@code data:} URIs. */
final class Page {
    private final StringBuilder body = new StringBuilder();
    private final StringBuilder toc = new StringBuilder();
    private final String title;

    Page(String title) { this.title = title; }

    /** Rows shown per table: the notebook's head and tail cap. */
    static final int ROWS = TableView.DEFAULT_MAX_ROWS;

    private static final String STYLE = """
            body { font-family: sans-serif; margin: 24px; color: #1d2330; background: #f6f6f8; }
            h1 { font-size: 22px; } h2 { font-size: 18px; border-bottom: 1px solid #ccd; margin-top: 32px; } h3 { font-size: 15px; }
            table.gcscript-table { border-collapse: collapse; font-size: 12px; background: white; margin: 8px 0; }
            table.gcscript-table td, table.gcscript-table th { border: 1px solid #dde; padding: 2px 6px; text-align: right; }
            caption { text-align: left; font-weight: bold; padding: 4px 0; }
            .verdict { font-weight: bold; } .bad { color: #b01818; } .good { color: #187a30; }
            img { max-width: 100%; border: 1px solid #ccd; background: white; }
            ul.unchecked li { margin: 4px 0; }
            """;

    /** A section heading, listed in the page's contents. */
    Page section(String id, String heading) {
        toc.append("<li><a href=\"#").append(id).append("\">").append(TableView.escape(heading)).append("</a></li>\n");
        body.append("<h2 id=\"").append(id).append("\">").append(TableView.escape(heading)).append("</h2>\n");
        return this;
    }

    Page heading(String text) {
        body.append("<h3>").append(TableView.escape(text)).append("</h3>\n");
        return this;
    }

    Page paragraph(String text) { return paragraph(text, ""); }

    /** A paragraph with a CSS class ({@code verdict good}, {@code verdict bad}). */
    Page paragraph(String text, String cssClass) {
        body.append(cssClass.isEmpty() ? "<p>" : "<p class=\"" + cssClass + "\">").append(TableView.escape(text)).append("</p>\n");
        return this;
    }

    Page list(java.util.List<String> items, String cssClass) {
        body.append("<ul class=\"").append(cssClass).append("\">\n");
        for (String i : items) body.append("<li>").append(TableView.escape(i)).append("</li>\n");
        body.append("</ul>\n");
        return this;
    }

    Page table(Table t) {
        body.append(new TableView(t, ROWS).html());
        return this;
    }

    /** A picture as a PNG inlined in the page. */
    Page image(RenderedImage img, String alt) {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(img, "png", png)) throw new IOException("no PNG writer");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        body.append("<p><img alt=\"").append(TableView.escape(alt)).append("\" src=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(png.toByteArray())).append("\"></p>\n");
        return this;
    }

    /** {@code other}'s sections after this page's. */
    Page append(Page other) {
        body.append(other.body);
        toc.append(other.toc);
        return this;
    }

    String html() {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + TableView.escape(title)
                + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n<h1>" + TableView.escape(title) + "</h1>\n<ul class=\"contents\">\n"
                + toc + "</ul>\n" + body + "</body>\n</html>\n";
    }
}
