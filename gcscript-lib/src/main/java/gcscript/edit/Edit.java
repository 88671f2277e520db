package gcscript.edit;

/**
 * One accepted edit: the cell ({@code chain}, row {@code key}, {@code column}) and the value asked for, where it is
 * stored ({@code buffer}, absolute {@code offset} of the field, the field's declaration) and the stored value written.
 */
public record Edit(int level, String chain, String key, String column, String value, String buffer, long offset,
                   String field, long raw, String stored) {
    /**
     * The stored value as a person reads it: an f32 field's value as the shortest decimal with its bits in hex
     * ({@code 10.5 (0x41280000)}), an integer field's value in decimal.
     */
    static String stored(gcscript.layout.Field f, long raw) {
        if (!f.isFloat()) return Long.toString(raw);
        return gcscript.table.Cols.number(Float.intBitsToFloat((int) raw)) + " (" + gcscript.bytes.Hex.of((int) raw) + ")";
    }
}
