/**
 * Help for people typing calls: the methods a type offers and the one a typo most likely meant, shared by the
 * command line's fluent chains ({@code bin/gcscript table}) and the JShell-based shell and notebook kernel, so
 * that both answer a misspelt method the same way.
 */
package gcscript.help;
