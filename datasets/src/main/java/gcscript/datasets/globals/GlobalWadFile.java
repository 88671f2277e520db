package gcscript.datasets.globals;

import gcscript.datasets.truth.FieldTruth;
import java.util.List;
import java.util.Map;

/**
 * A written global (or per-level AUDIOn) WAD: its name, the file(s) that hold it, the header RC2.HDR copies, and its
 * truth: every header slot as stored ({@code global_ranges}: key {@code WAD.field.index}, offset_sectors and size_raw;
 * {@code global_starts} for the Sector32 tables: start_sector), plus the tables its writer adds.
 */
public final class GlobalWadFile {
    private final String name;
    private final Envelope env;
    private final List<Part> parts;
    private final FieldTruth truth;
    private final boolean layoutUnknown;
    private int blocks;

    GlobalWadFile(String name, Envelope env, List<Slots> slots, List<Part> parts, FieldTruth truth) {
        this.name = name;
        this.env = env;
        this.parts = List.copyOf(parts);
        this.truth = truth;
        this.layoutUnknown = slots.isEmpty();
        truth.table("global_ranges", "offset_sectors", "size_raw");
        truth.table("global_starts", "start_sector");
        for (Slots s : slots) {
            for (int i = 0; i < s.count(); i++) {
                String key = name + "." + s.field() + "." + i;
                int at = s.at(i);
                boolean starts = s.kind() == Slots.Kind.SECTOR32;
                if (starts) truth.row("global_starts", key, env.word(at));
                else truth.row("global_ranges", key, env.word(at), env.word(at + 4));
                if (starts ? env.word(at) > 0 : env.word(at + 4) > 0) blocks++;
            }
        }
    }

    /** A WAD held by one file {@code /G/<name>.WAD}. */
    static GlobalWadFile single(String name, Envelope env, List<Slots> slots, FieldTruth truth) {
        return new GlobalWadFile(name, env, slots, List.of(new Part("/G/" + name + ".WAD", env.file())), truth);
    }

    public String name() { return name; }
    public int headerSize() { return env.headerSize(); }
    /** The file(s), in disc order; the first holds the header. */
    public List<Part> parts() { return parts; }
    /** Non-empty slots of the header (what {@code disc.globals()} counts as blocks). */
    public int blocks() { return blocks; }

    /**
     * Bytes no reader decodes: the opaque blocks ({@link Envelope#opaqueBytes()}) and, for a WAD without a published
     * layout (SPACE, SCENE, GADGET), its header past the 8-byte prologue.
     */
    public long opaqueBytes() { return env.opaqueBytes() + (layoutUnknown ? env.headerSize() - 8 : 0); }

    /** The RC2.HDR copy of the header: sector word = the first file's LBA. */
    public byte[] headerCopy(long lba) { return env.headerCopy(lba); }

    /** Truth keys relative to the manifest's {@code global.} prefix. */
    public Map<String, String> truth() { return truth.asMap(); }
}
