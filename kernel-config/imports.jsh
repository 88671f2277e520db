import gcscript.*;
import gcscript.disc.*;
import tech.tablesaw.api.*;
import static gcscript.kernel.Display.display;
