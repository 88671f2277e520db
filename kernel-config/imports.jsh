import gcscript.*;
import gcscript.disc.*;
import tech.tablesaw.api.*;
