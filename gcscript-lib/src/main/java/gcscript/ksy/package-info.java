/**
 * The library's Kaitai Struct descriptions as a whole ({@link gcscript.ksy.KsyExport}: one .ksy per format area, each
 * composed by its package from the declarations) and their check by an independent compiler and runtime
 * ({@link gcscript.ksy.KsyCheck}: npm's Kaitai Struct compiler and JavaScript runtime under Node, every record compared
 * with the library's field by field). formats/ksy/README.md is the user's page.
 */
package gcscript.ksy;
