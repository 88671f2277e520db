package gcscript.edit;

/**
 * One accepted edit: the cell ({@code chain}, row {@code key}, {@code column}) and the value asked for, where it is
 * stored ({@code buffer}, absolute {@code offset} of the field, the field's declaration) and the stored value written.
 */
public record Edit(int level, String chain, String key, String column, String value, String buffer, long offset,
                   String field, long raw) {}
