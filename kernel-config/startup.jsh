// Preopened disc for notebooks: GC_DISC names an ISO image; without it the synthetic sample disc is used.
var disc = System.getenv("GC_DISC") != null ? gcscript.Gc.open(java.nio.file.Path.of(System.getenv("GC_DISC"))) : gcscript.Gc.sample();
