package gcscript.datasets.core;

import java.util.Map;

/**
 * Truth a class-block writer cannot know when it writes the block: the class's o_class and the entry's texture
 * slots are drawn by {@link SyntheticCore} afterwards, when it lays out the class table. A writer puts the tokens
 * {@link #O_CLASS} or {@link #texture(int)} as whole values in its per-field truth rows; once the entry is drawn
 * they are replaced by the o_class and by the texture-table index slot {@code k} holds (-1 for 0xFF or no slot).
 */
public final class ClassTruth {
    private ClassTruth() {}

    /** The class's o_class (the entry's; headers that copy it are patched by the core writer). */
    public static final String O_CLASS = "<o_class>";

    /** The texture-table index the entry lists at texture slot {@code slot}. */
    public static String texture(int slot) { return "<texture:" + slot + ">"; }

    /** Puts every value of {@code block} that holds a token into {@code truth}, resolved. */
    public static void resolve(Map<String, String> truth, Map<String, String> block, int oClass, int[] slots) {
        for (Map.Entry<String, String> e : block.entrySet()) {
            String v = e.getValue();
            if (v.indexOf('<') < 0) continue;
            String[] cells = v.split(",", -1);
            for (int i = 0; i < cells.length; i++) cells[i] = cell(cells[i], oClass, slots);
            truth.put(e.getKey(), String.join(",", cells));
        }
    }

    private static String cell(String c, int oClass, int[] slots) {
        if (c.equals(O_CLASS)) return Integer.toString(oClass);
        if (c.startsWith("<texture:") && c.endsWith(">")) {
            int slot = Integer.parseInt(c.substring("<texture:".length(), c.length() - 1));
            return Integer.toString(slot >= 0 && slot < slots.length ? slots[slot] : -1);
        }
        return c;
    }
}
