/**
 * The library in a plain JJava kernel (no gcscript kernel installed): {@code %maven io.gcscript:gcscript-lib:VERSION}
 * puts the jar on the kernel's class path, and JJava installs every {@code org.dflib.jjava.jupyter.Extension} the new
 * jars declare in {@code META-INF/services} (unless {@code JJAVA_LOAD_EXTENSIONS=0}): here {@link gcscript.jupyter.JJavaExtension}
 * (docs/jupyter.md). JJava itself is a {@code provided} dependency: nothing else of the library touches it.
 */
package gcscript.jupyter;
