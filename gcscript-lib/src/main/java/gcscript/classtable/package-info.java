/**
 * The moby, tie and shrub class table entries of core_index (rac2-formats §4.1): below both the level core,
 * which reads them, and the class-block packages (moby, tie, shrub), which take them as input.
 */
package gcscript.classtable;
