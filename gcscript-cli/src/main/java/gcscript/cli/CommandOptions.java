package gcscript.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The options each command takes, declared once: the parser ({@link Args#parse(String, List)}) accepts these and no
 * other, so an unknown option ({@code info --bogus}) or one the command does not take ({@code stats --level 3}) is a
 * usage error (exit 1) naming the close one ("did you mean --lenient?"), never ignored. A name ending in {@code =}
 * takes a value; the others are flags, so a misspelt flag is "unknown", never "needs a value".
 */
final class CommandOptions {
    private CommandOptions() {}

    /** Text tables: output format, columns, width. */
    private static final String TABLE = "format= columns= wide width=";
    /** A disc (or ROM) is read: strict or lenient. */
    private static final String READS = "lenient";

    private static final Map<String, String> DECLARED = new LinkedHashMap<>();

    static {
        for (String c : List.of("info", "levels", "files", "toc", "extents", "sections", "problems", "claims", "stats", "table")) {
            declare(c, TABLE, READS);
        }
        declare("dump-texture", READS, "level= kind= index= mip= out=");
        declare("dump-sound", READS, "level= sample= chunk= note= out=");
        declare("textures", READS, "out=");
        declare("export", READS, "level= out= lod= gltf no-collision no-textures lit");
        declare("preview", READS, "level= out= size= axis= chunk= colour= color= map labels scene coverage sky collision occlusion"
                + " lit unlit selection= moby= mobies sequence= tie= lod= ties shrub= shrubs");
        declare("coverage", TABLE, READS, "level= summary");
        declare("hex", TABLE, READS, "level= buffer= at= length=");
        declare("view", READS, "level= port=");
        declare("extract", READS);
        declare("diff", TABLE, READS, "level=");
        declare("verify", READS, "manifest=");
        declare("roundtrip", TABLE, READS, "level=");
        declare("set", READS, "out= table= where= column= value=");
        declare("wad", "size= cap= name=");
        declare("generate", "out= folder= seed= levels= scale= full sample without= bare");
        declare("bench", TABLE, "size-mb= disc= runs= clean");
        declare("ps2float", "acc= batch=");
        for (String c : List.of("ge-info", "ge-files", "ge-models", "ge-settex", "ge-checks", "ge-claims")) declare(c, TABLE, READS);
        declare("ge-blob", TABLE, READS);
        declare("ge-textures", TABLE, READS, "out=");
        declare("ge-texture", READS, "id= out= lod=");
        declare("ge-generate", "out= seed= textures= models= version=");
    }

    private static void declare(String command, String... parts) {
        DECLARED.put(command, String.join(" ", parts).strip());
    }

    /** The options {@code command} takes, name to whether it takes a value; null for a command not declared here. */
    static Map<String, Boolean> of(String command) {
        String spec = DECLARED.get(command);
        if (spec == null) return null;
        Map<String, Boolean> m = new LinkedHashMap<>();
        for (String w : spec.split("\\s+")) {
            if (w.isEmpty()) continue;
            boolean value = w.endsWith("=");
            m.put(value ? w.substring(0, w.length() - 1) : w, value);
        }
        return m;
    }

    /** Every command declared here. */
    static Set<String> commands() { return DECLARED.keySet(); }

    /**
     * The usage error for {@code --name}, which {@code command} does not take: "did you mean" the close one among the
     * command's own options, else, when another command takes it, that this one does not; else the command's list.
     */
    static Args.UsageException unknown(String command, String name, Map<String, Boolean> takes) {
        return unknown(command, "--" + name, name, takes);
    }

    /** As above, for the word {@code flag} as typed ({@code -lenient}, {@code -l}: one dash is no option here). */
    static Args.UsageException unknown(String command, String flag, String name, Map<String, Boolean> takes) {
        java.util.Optional<String> close = gcscript.help.Methods.closest(name, takes.keySet());
        if (close.isPresent()) return new Args.UsageException("unknown option " + flag + "; did you mean --" + close.get() + "?");
        boolean foreign = flag.startsWith("--") && DECLARED.keySet().stream().anyMatch(c -> of(c).containsKey(name));
        Set<String> list = new TreeSet<>();
        takes.keySet().forEach(n -> list.add("--" + n));
        String takesText = list.isEmpty() ? command + " takes no options" : command + " takes " + String.join(", ", list);
        return new Args.UsageException((foreign ? command + " does not take " + flag : "unknown option " + flag) + "; " + takesText);
    }
}
