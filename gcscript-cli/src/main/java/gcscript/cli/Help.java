package gcscript.cli;

import java.util.Set;

/**
 * {@code gcscript COMMAND --help}: the usage lines of that one command (not the overview), the DISC line only for
 * commands that read a disc, and exactly the options the command takes, each with its text, from the declaration
 * the parser uses ({@link CommandOptions}), so the help and the parser cannot disagree.
 */
final class Help {
    private Help() {}

    /** Whether {@code command} prints a table (it takes --format): from the one declaration of its options. */
    static boolean printsTable(String command) {
        java.util.Map<String, Boolean> o = CommandOptions.of(command);
        return o != null && o.containsKey("format");
    }

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

    /** What a command's exit status 0 and 1 mean, for the commands that read no disc. */
    static final String EXIT_CODES_NO_DISC = "exit status: 0 ok, 1 usage or file error\n";

    /** Exit statuses of a command's own, beside the common ones. */
    private static String ownExitCodes(String command) {
        return switch (command) {
            case "diff" -> "             4 the discs differ (one row per differing stored value)\n";
            case "verify" -> "             (3 also: the disc differs from its manifest)\n";
            case "roundtrip" -> "             (3 also: an area did not come back identical)\n";
            case "formats" -> "             (3 also: --check found a difference, or the compiler or a parser failed)\n";
            case "wad" -> "             2 the input is not a valid WAD-LZ stream\n";
            default -> "";
        };
    }

    /**
     * The help of {@code command}: its usage lines from the overview, what DISC means where it reads one, then every
     * option it takes with its text, both from the one declaration the parser uses ({@link CommandOptions}), and its
     * exit statuses. An unknown command is a usage error naming the commands.
     */
    static String of(String command) {
        String lines = lines(command.equals("levels") ? "info" : command);
        if (lines.isEmpty()) throw new Args.UsageException("unknown command " + command + "; `gcscript --help` lists the commands");
        StringBuilder sb = new StringBuilder("usage:\n").append(lines);
        if (command.equals("diff")) sb.append("  DISC_A, DISC_B: ISO images, extracted folders or LEVELn.WAD files; both are required\n");
        else if (readsDisc(command)) sb.append("  DISC: an ISO image, an extracted folder or one LEVELn.WAD; default $GC_DISC, else the sample\n");
        if (readsRom(command) && !command.equals("ge-blob")) sb.append("  ROM: a GoldenEye ROM; default $GE_ROM, else a synthetic ROM generated in memory (seed 7)\n");
        java.util.Map<String, Boolean> takes = CommandOptions.of(command);
        if (takes != null && !takes.isEmpty()) {
            sb.append("options:\n");
            for (String o : takes.keySet()) {
                String[] t = CommandOptions.text(command, o);
                if (t == null) continue;
                String head = "  " + t[0];
                sb.append(head).append(" ".repeat(Math.max(2, 30 - head.length()))).append(t[1]).append('\n');
            }
        }
        if (readsDisc(command) || readsRom(command)) sb.append(EXIT_CODES);
        else if (takes != null) sb.append(EXIT_CODES_NO_DISC);
        sb.append(ownExitCodes(command));
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
            if (!continuation) in = !line.strip().startsWith("-") && names(line.strip(), command);   // not the options' lines
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
