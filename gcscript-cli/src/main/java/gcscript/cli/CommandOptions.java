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
        for (String c : List.of("info", "levels", "files", "toc", "extents", "sections", "problems", "claims", "table")) {
            declare(c, TABLE, READS);
        }
        declare("stats", TABLE, READS, "global");
        declare("dump-texture", READS, "level= kind= index= mip= out=");
        declare("dump-sound", READS, "level= sample= chunk= note= out=");
        declare("textures", READS, "out=");
        declare("export", READS, "level= out= lod= gltf no-collision no-textures lit armor=");
        declare("preview", READS, "level= out= size= axis= chunk= colour= color= map labels scene coverage sky collision occlusion"
                + " lit unlit selection= moby= mobies sequence= tie= lod= ties shrub= shrubs armor bonus");
        declare("coverage", TABLE, READS, "level= summary image");
        declare("hex", TABLE, READS, "level= buffer= at= length= file=");
        declare("view", READS, "level= port=");
        declare("extract", READS);
        declare("diff", TABLE, READS, "level=");
        declare("verify", READS, "manifest=");
        declare("roundtrip", TABLE, READS, "level=");
        declare("formats", READS, "ksy= check work=");
        declare("report", READS, "out= progress");
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

    /**
     * What each option means, as its command's help prints it: {@code name -> "VALUE\ttext"} (no value for a flag).
     * A command whose option means something of its own overrides it under {@code "command.name"}. Every declared
     * option has a text (OptionsCliTest), so the help lists exactly what the parser accepts.
     */
    private static final Map<String, String> TEXT = new LinkedHashMap<>();

    static {
        text("format", "table|csv|json", "output format (default table); text tables print offsets in hex, csv and json in decimal");
        text("columns", "a,b,c", "only these columns, in this order (for csv and json too)");
        text("wide", "", "text tables: every column, however wide the terminal");
        text("width", "N", "text tables: fit N characters (default: the terminal's width, $GCSCRIPT_COLUMNS)");
        text("lenient", "", "record violated invariants, go on and list them on stderr");
        text("global", "", "one row for the disc: counts of the global WADs (armours, images, videos, voice lines, opaque bytes)");
        text("level", "N", "the level file LEVELn.WAD (by its number)");
        text("kind", "tfrag|moby|tie|shrub", "which texture table");
        text("index", "I", "the texture's index in its table");
        text("mip", "M", "a mipmap level (default 0, the full image)");
        text("out", "F", "the file to write");
        text("sample", "I", "the sample's index in the level's sound bank");
        text("chunk", "I", "a chunk of the level (default: the core)");
        text("note", "K", "play at MIDI note K (default: the sample's center_note)");
        text("lod", "L", "level of detail 0, 1 or 2 (default 0)");
        text("gltf", "", "write .gltf + .bin + PNGs instead of one binary .glb");
        text("no-collision", "", "leave the collision mesh out");
        text("no-textures", "", "leave the textures out (untextured materials)");
        text("lit", "", "vertex colours lit in the PS2 float model");
        text("size", "PX", "the picture's width and height in pixels");
        text("axis", "x|y|z", "the axis the view looks along (default z: from above)");
        text("colour", "patch|texture", "colour by patch index or by texture (TEX0 index)");
        text("color", "patch|texture", "the same as --colour");
        text("map", "", "a top-down map: tfrag wireframe and every moby, tie and shrub instance");
        text("labels", "", "with --map: label each instance with its class");
        text("scene", "", "the exported scene rendered from above");
        text("coverage", "", "one bar per buffer coloured by owning area");
        text("sky", "", "the sky, from below, unrolled");
        text("collision", "", "the collision mesh, top and side views");
        text("occlusion", "", "the occlusion grid's occupied cells");
        text("unlit", "", "core tfrags filled with their unlit base colours");
        text("selection", "blend|nibbles", "with --lit: how each vertex picks its directional lights");
        text("moby", "C", "three views of moby class block C");
        text("mobies", "", "a sheet of every moby class of the level");
        text("sequence", "S", "with --moby: pose the class at sequence S");
        text("tie", "C", "views of tie class C");
        text("ties", "", "a sheet of every tie class of the level");
        text("shrub", "C", "views of shrub class C");
        text("shrubs", "", "a sheet of every shrub class of the level");
        text("armor", "", "the armour sheet: three textured views per ARMOR.WAD slot (no --level)");
        text("armor.export", "N", "ARMOR.WAD's slot N instead of a level (record 0-8 armours, 9-14 wrenches; disc.armor().armours())");
        text("bonus", "", "a contact sheet of BONUS.WAD's images (no --level)");
        text("summary", "", "bytes per kind (decoded, opaque, padding, unexplained, overlap) per level and buffer");
        text("image", "", "the whole ISO image: the ISO structures, RC2.HDR, every global WAD, level file, AUDIOn and SCENEn (--summary: a row per file and structure)");
        text("file", "PATH", "a file of the image (/G/HUD.WAD, /RC2.HDR): offsets in the file, owners from the image's coverage");
        text("buffer", "NAME", "the buffer (default core_data): a decompressed stream or the file");
        text("at", "OFFSET", "where to start (0x1234 or decimal)");
        text("length", "N", "how many bytes (default 256)");
        text("port", "P", "the local port (default: a free one)");
        text("manifest", "FILE", "the generator manifest (default: beside the disc by name, else found by the image's hash)");
        text("table", "CHAIN", "the table of the cell, e.g. level[0].gameplay.mobyInstances (starts a new group)");
        text("where", "COLUMN=VALUE", "the row: its key column and value");
        text("column", "COLUMN", "the cell's column");
        text("value", "V", "the new value (decoded units; written through the stored field)");
        text("ksy", "DIR", "write the .ksy files into DIR (created if missing) and stop");
        text("check", "", "compile the .ksy with npm's compiler, parse every level file, RC2.HDR and global WAD under Node, compare every record");
        text("work", "DIR", "keep the check's files here: the .ksy, level and WAD files, compiled parsers, dumps (default: a temporary folder)");
        text("cap", "N", "decompress: refuse output beyond N bytes");
        text("name", "NAME", "compress: the name written into the WAD header");
        text("folder", "DIR", "write an extracted folder (RC2.HDR + G/) instead of an image");
        text("seed", "N", "the generator's seed (default 1)");
        text("levels", "N", "how many level files");
        text("scale", "N", "geometry per level, times the default");
        text("full", "", "the full-size disc (27 levels)");
        text("without", "a,b", "leave optional blocks out: sequences, sky, chunks, sound");
        text("bare", "", "no level has any of the optional blocks");
        text("size-mb", "N", "the size of the WAD-LZ stream benchmarked");
        text("disc", "F.iso", "benchmark this disc instead of the generated full-size one");
        text("clean", "", "do not keep the generated disc for the next run");
        text("runs", "N", "bench cold: how many times each command runs (default 5)");
        text("acc", "W", "the accumulator word (hex) for MADD/MSUB");
        text("batch", "FILE", "a TSV op acc a b, evaluated row by row");
        text("id", "N", "the texture's id");
        text("textures", "N", "how many textures");
        text("models", "N", "how many models");
        text("version", "V", "the ROM's version (default ntsc-u)");
        text("size.wad", "N", "decompress: the exact decompressed size");
        text("out.dump-texture", "F.png", "the PNG to write");
        text("out.dump-sound", "F.wav", "the WAV to write");
        text("out.textures", "DIR", "the folder for the PNGs and contact sheets (the global WADs' images under DIR/global/<WAD>/)");
        text("out.export", "F.glb", "the scene to write (.glb, or .gltf with --gltf)");
        text("out.preview", "F.png", "the picture to write");
        text("out.set", "NEW.iso", "the edited image (never the input)");
        text("out.report", "F.html", "the page to write (one file: pictures inlined)");
        text("progress", "", "a progress line per step on stderr (default: only on a full-size disc)");
        text("out.generate", "F.iso", "the image to write");
        text("out.ge-textures", "DIR", "the folder for the PNGs");
        text("out.ge-texture", "F.png", "the PNG to write");
        text("out.ge-generate", "F.z64", "the ROM to write");
        text("sample.generate", "", "the bundled sample's options (5 levels, seed 1)");
        text("level.coverage", "N", "one level (default: every level)");
        text("level.diff", "N", "one level (default: every level)");
        text("level.roundtrip", "N", "one level (default: every level)");
        text("lod.ge-texture", "L", "a mipmap level");
    }

    private static void text(String key, String value, String text) {
        String[] k = key.split("\\.", 2);
        TEXT.put(k.length == 2 ? k[1] + "." + k[0] : key, value + "\t" + text);
    }

    /** {@code --name VALUE} and its text for {@code command}'s help; null when none is written. */
    static String[] text(String command, String option) {
        String t = TEXT.getOrDefault(command + "." + option, TEXT.get(option));
        if (t == null || t.endsWith("\t")) return null;
        String[] vt = t.split("\t", 2);
        return new String[] {"--" + option + (vt[0].isEmpty() ? "" : " " + vt[0]), vt[1]};
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
