package gcscript.names;

import gcscript.classtable.ClassKind;

/**
 * One named class: its kind (moby, tie and shrub numbers are separate namespaces), o_class, name, the level the
 * naming document is about (empty if unknown) and where the name comes from (the bundled list's source, or the file
 * or call that added it).
 */
public record ClassName(ClassKind kind, int oClass, String name, String levelCategory, String source) {}
