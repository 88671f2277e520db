package gcscript.cli;

import java.util.Set;

/**
 * {@code gcscript COMMAND --help}: the usage lines of that one command (not the overview), the DISC line only for
 * commands that read a disc, and only the options the command takes: {@code --format}, {@code --columns} and
 * {@code --wide} where it prints a table, {@code --lenient} where it reads a disc or ROM.
 */
final class Help {
    private Help() {}

    /** Commands whose output is a table (the --format, --columns and --wide options apply). */
    static final Set<String> TABLE_COMMANDS = Set.of("info", "levels", "files", "toc", "extents", "sections", "problems", "claims",
            "stats", "table", "bench", "ge-blob", "ge-info", "ge-files", "ge-models", "ge-settex", "ge-checks", "ge-claims", "ge-textures");

    /** Commands that never read a disc of the game (no DISC word, no --lenient). */
    static final Set<String> NO_DISC = Set.of("wad", "generate", "bench", "ps2float", "test", "notebook", "shell", "ge-generate");

    /** Reads a disc of the game (DISC word, --lenient, exit status 3). */
    static boolean readsDisc(String command) { return !NO_DISC.contains(command) && !command.startsWith("ge-"); }

    /** Reads a GoldenEye ROM or blob (--lenient applies). */
    static boolean readsRom(String command) { return command.startsWith("ge-") && !NO_DISC.contains(command); }

    static final String EXIT_CODES = """
            exit status: 0 ok, 1 usage or file error, 2 format error (strict reading stopped; --lenient reads the rest),
                         3 finished with error-level problems (--lenient: the rows printed miss what they could not read)
            """;

    /** The help of {@code command}; an unknown command is a usage error naming the commands. */
    static String of(String command) {
        String lines = lines(command.equals("levels") ? "info" : command);
        if (lines.isEmpty()) throw new Args.UsageException("unknown command " + command + "; `gcscript --help` lists the commands");
        StringBuilder sb = new StringBuilder("usage:\n").append(lines);
        if (readsDisc(command)) sb.append("  DISC: an ISO image, an extracted folder or one LEVELn.WAD; default $GC_DISC, else the sample\n");
        if (readsRom(command) && !command.equals("ge-blob")) sb.append("  ROM: a GoldenEye ROM; default $GE_ROM, else a synthetic ROM generated in memory (seed 7)\n");
        StringBuilder opts = new StringBuilder();
        if (TABLE_COMMANDS.contains(command)) opts.append("  --format table|csv|json, --columns a,b,c, --wide (csv and json print offsets in decimal)\n");
        if (readsDisc(command) || readsRom(command)) {
            opts.append("  --lenient: record violated invariants, go on and list them on stderr\n");
        }
        if (opts.length() > 0) sb.append("options:\n").append(opts);
        if (readsDisc(command)) sb.append(EXIT_CODES);
        return sb.toString();
    }

    /** The overview's lines that name {@code command}, each with its continuation lines; empty when none does. */
    static String lines(String command) {
        StringBuilder sb = new StringBuilder();
        boolean in = false;
        for (String line : Main.USAGE.split("\n")) {
            if (!line.startsWith("  ")) {   // a heading ("commands:", "options:", "GoldenEye 007 (N64):") ends an entry
                in = false;
                continue;
            }
            boolean continuation = line.startsWith("                    ");
            if (!continuation) in = names(line.strip(), command);
            if (in) sb.append(line).append('\n');
        }
        return sb.toString();
    }

    /** Whether an overview entry such as {@code files | toc [DISC]} or {@code ge-info|ge-files [ROM]} names the command. */
    static boolean names(String entry, String command) {
        String head = entry.split(" \\[| --| [A-Z]|  ", 2)[0];   // the words before the arguments and the description
        for (String word : head.split("\\s*\\|\\s*|\\s+")) if (word.equals(command)) return true;
        return false;
    }
}
