package gcscript.gameplay;

import static gcscript.gameplay.HelpLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import java.util.ArrayList;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * One language's help messages: the head, the entries and each entry's string bytes (without the NUL; null for an
 * entry with offset 0). A string without its NUL inside the block is a {@code FormatException} naming the entry.
 */
public record HelpMessages(int language, Rec header, RecArray entries, List<byte[]> texts, long end) {

    static HelpMessages read(GameplayModel m, String p, int language) {
        int ptrOff = HELP_FIRST + 4 * language;
        ByteReader b = GameplayReader.block(m, p, ptrOff);
        if (b == null) return null;
        String q = p + "." + GameplayLayout.POINTER_NAMES[ptrOff / 4];
        Rec h = HELP_HEADER.read(b, 0, q + ".header");
        RecArray entries = HELP_ENTRY.view(b, HELP_HEADER.size(), h.i(HH_COUNT), q);
        List<byte[]> texts = new ArrayList<>();
        long end = entries.relativeOffset(entries.count());
        for (int i = 0; i < entries.count(); i++) {
            int off = entries.i(i, HE_TEXT_OFFSET);
            if (off == 0) { texts.add(null); continue; }
            String s = entries.path(i) + ".text";
            if (off < 0 || off >= b.length()) throw b.error(s, entries.relativeOffset(i), "a text offset inside the block", Integer.toString(off));
            RecArray chars = HELP_CHAR.window(b, off, b.length() - off, s);
            int n = 0;
            while (n < chars.count() && chars.i(n, HC_CHAR) != 0) n++;
            if (n == chars.count()) throw b.error(s, off, "a NUL-terminated string inside the block", "no NUL");
            chars.claim(n + 1);
            byte[] t = new byte[n];
            for (int k = 0; k < n; k++) t[k] = (byte) chars.i(k, HC_CHAR);
            texts.add(t);
            end = Math.max(end, (off + n + 1 + 3) / 4 * 4L);
        }
        return new HelpMessages(language, h, entries, texts, end);
    }

    static void checks(Checks c, GameplayModel m) {
        c.declare("gameplay.help_size", "a help block's size = the end of its last string, padded to 4 (entries' end when none)");
        for (HelpMessages h : m.help) {
            if (h == null) continue;
            c.equal("gameplay.help_size", h.header.pathOf(HH_SIZE), h.header.offsetOf(HH_SIZE), h.end, h.header.i(HH_SIZE));
        }
    }

    /** One row per language present: its pointer name, count and size. */
    static Table blocksTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("help message blocks").strings("language").fields(HELP_HEADER);
        for (HelpMessages h : m.help) {
            if (h != null) t.i(m.level).s(m.file()).i(h.language).l(h.header.offset()).s(name(h.language)).rec(h.header).end();
        }
        return t.build();
    }

    /** One row per message of every language: the entry as stored, then its text (ISO 8859-1; "" for none). */
    static Table messagesTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("help messages").strings("language").fields(HELP_ENTRY).strings("text");
        for (HelpMessages h : m.help) {
            if (h == null) continue;
            for (int i = 0; i < h.entries.count(); i++) {
                byte[] x = h.texts.get(i);
                t.i(m.level).s(m.file()).i(i).l(h.entries.offset(i)).s(name(h.language)).rec(h.entries, i)
                        .s(x == null ? "" : new String(x, java.nio.charset.StandardCharsets.ISO_8859_1)).end();
            }
        }
        return t.build();
    }

    /** "us_english" .. "korean": the pointer's name without "help_". */
    static String name(int language) { return GameplayLayout.POINTER_NAMES[HELP_FIRST / 4 + language].substring(5); }
}
