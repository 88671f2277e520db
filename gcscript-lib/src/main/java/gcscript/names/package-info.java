/**
 * Class names: the o_class numbers of moby, tie and shrub classes mapped to names, from the bundled list (the
 * design-document names in {@code gcscript/names/gc-class-names.tsv}) and the user's additions ({@code Gc.names()},
 * a {@code class-names.tsv} beside the disc). Every class and instance table gets its {@code class_name} column here.
 */
package gcscript.names;
