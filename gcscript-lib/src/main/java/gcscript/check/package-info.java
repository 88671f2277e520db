/** One {@link gcscript.check.Check} type and one collector for the invariants of every format area. */
package gcscript.check;
