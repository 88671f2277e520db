/**
 * Tfrag terrain blocks (docs/formats/tfrag.md). Low layer: {@link gcscript.tfrag.TfragBlockHeader},
 * {@link gcscript.tfrag.TfragHeader}, {@link gcscript.tfrag.TfragLists}, {@link gcscript.tfrag.VuHeader},
 * {@link gcscript.tfrag.AdGif}. High layer: {@link gcscript.tfrag.TfragPatch} classifies each UNPACK by its list,
 * format and VU address, takes the origin from the STROW before the first common position unpack, and decodes
 * strips into triangles; {@link gcscript.tfrag.TfragBlock} turns the patches into tables.
 */
package gcscript.tfrag;
