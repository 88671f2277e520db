// Helpers for `bin/gcscript shell` (run after imports.jsh, before startup.jsh, by gcscript.kernel.Shell, which prints a
// bare expression's value the same way already: gcscript.kernel.ShellView, the command line's table renderer within
// the terminal's width): show(x); show(table, rows) picks the row cap; showWide(table) shows every column;
// png(chartOrImage, file) writes a PNG for looking at outside the terminal. (Compiled Java, gcscript.kernel.ShellHelpers:
// JShell method snippets here would be compiled again at every start.)
import static gcscript.kernel.ShellHelpers.*;
