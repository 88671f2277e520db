// The imports of every kernel session and of `bin/gcscript shell` (the same list; the shell prints it at start
// and with /imports). JShell's own defaults are listed too: the kernel drives JShell through its API, which has none.
import java.io.*;
import java.math.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;
import gcscript.*;
import gcscript.disc.*;
import gcscript.texture.TextureKind;
import gcscript.chart.Chart;
import gcscript.chart.Charts;
import tech.tablesaw.api.*;
import static gcscript.kernel.Display.display;
