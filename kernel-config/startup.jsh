// Preopened disc for notebooks and `bin/gcscript shell`: $GC_DISC names an image, else the synthetic sample is used.
// The opening sits in a method so that the `disc` snippet names nothing but openDisc: the kernel runs snippets
// in-process, where JShell cannot redefine a class, so a variable whose snippet JShell recompiles (because a
// later import or declaration reuses one of its identifiers, e.g. `var file` against java.nio.file) is reset to
// null. openDisc() also reopens the disc by hand.
gcscript.disc.Disc openDisc() { return gcscript.Gc.discOrSample(gcscript.bytes.Problems.Mode.STRICT); }
var disc = openDisc();
