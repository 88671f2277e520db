package gcscript.datasets.gameplay;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The help messages (rac2-formats-phase2 §7.1, pointers 0x10-0x2c: US English, UK English, French, German, Spanish,
 * Italian, Japanese, Korean; in Wrench's order after the level settings, the US English block not padded, the others
 * 16-aligned): {s32 count, s32 size} + count × 0x10 entries {s32 offset of the string from the block start, s16 id,
 * short_id, third_person_id, coop_id, vag, character} + the strings, each NUL-terminated and padded to 4 bytes (GC);
 * size = the block's bytes to the end of the last string's padding. 1 to 3 ASCII messages per language, none with a
 * comma (the truth's separator).
 *
 * <p>Truth: {@code fields.gameplay_help_message_blocks.row.<language>} (language index 0-7) and
 * {@code fields.gameplay_help_messages.row.<language name>.<i>}.
 */
final class HelpWriter {
    private HelpWriter() {}

    static final String[] LANGUAGES = {"us_english", "uk_english", "french", "german", "spanish", "italian", "japanese", "korean"};
    private static final String[] WORDS = {"press", "jump", "the", "crate", "bolt", "grind", "rail", "wrench", "swing", "glide", "to", "open",
        "door", "find", "ship", "hover", "boots", "charge"};

    static void write(Random rnd, Out out, int[] ptr, GameplayTruth ft) {
        for (int lang = 0; lang < LANGUAGES.length; lang++) {
            int start = GameplayStream.block(out, ptr, 0x10 + 4 * lang, lang == 0 ? 1 : 0x10).size();
            int n = 1 + rnd.nextInt(3);
            byte[][] texts = new byte[n][];
            int at = 8 + 0x10 * n;
            int[] offsets = new int[n];
            for (int i = 0; i < n; i++) {
                StringBuilder sb = new StringBuilder();
                int words = 2 + rnd.nextInt(6);
                for (int w = 0; w < words; w++) sb.append(w == 0 ? "" : " ").append(WORDS[rnd.nextInt(WORDS.length)]);
                texts[i] = sb.toString().getBytes(StandardCharsets.US_ASCII);
                offsets[i] = at;
                at = (at + texts[i].length + 1 + 3) / 4 * 4;
            }
            out.s32(n).s32(at);
            ft.row("gameplay_help_message_blocks", lang, List.of("language", "count", "size"), List.of(LANGUAGES[lang], n, at));
            for (int i = 0; i < n; i++) {
                int[] v = {rnd.nextInt(2000), rnd.nextInt(2000), rnd.nextInt(100) - 1, rnd.nextInt(50) - 1, rnd.nextInt(300) - 1, rnd.nextInt(12)};
                out.s32(offsets[i]);
                for (int x : v) out.u16(x);
                ft.row("gameplay_help_messages", LANGUAGES[lang] + "." + i, List.of("language", "text_offset", "id", "short_id", "third_person_id",
                        "coop_id", "vag", "character", "text"),
                        List.of(LANGUAGES[lang], offsets[i], v[0], v[1], v[2], v[3], v[4], v[5], new String(texts[i], StandardCharsets.US_ASCII)));
            }
            for (byte[] t : texts) {
                out.bytes(t).u8(0);
                while ((out.size() - start) % 4 != 0) out.u8(0);
            }
            if (out.size() - start != at) throw new IllegalStateException(LANGUAGES[lang] + ": " + (out.size() - start) + " bytes, not " + at);
        }
    }
}
