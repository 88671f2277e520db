package gcscript.kernel;

import java.util.List;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;

/**
 * JLine's view of a line of Java: the "word" under the cursor is the identifier being typed (what a completion
 * replaces), nothing is quoted or escaped, and Enter always hands the line over (the shell itself decides when a
 * snippet is complete, as in a script).
 */
record SnippetLine(String line, int cursor, int wordStart) implements CompletingParsedLine {
    static final Parser PARSER = (line, cursor, context) -> {
        int start = cursor;
        while (start > 0 && Character.isJavaIdentifierPart(line.charAt(start - 1))) start--;
        return new SnippetLine(line, cursor, start);
    };

    @Override public String word() { return line.substring(wordStart, cursor); }
    @Override public int wordCursor() { return cursor - wordStart; }
    @Override public int wordIndex() { return 0; }
    @Override public List<String> words() { return List.of(word()); }
    @Override public CharSequence escape(CharSequence candidate, boolean complete) { return candidate; }
    @Override public int rawWordCursor() { return wordCursor(); }
    @Override public int rawWordLength() { return cursor - wordStart; }

    /** The line as Tab sees it with the cursor at {@code cursor}. */
    static ParsedLine at(String line, int cursor) { return PARSER.parse(line, cursor, Parser.ParseContext.COMPLETE); }
}
