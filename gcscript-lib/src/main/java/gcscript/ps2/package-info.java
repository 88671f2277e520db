/**
 * A bit-exact model of the PS2 Emotion Engine's floating-point unit (COP1), on {@code int} words.
 *
 * <p>The EE FPU uses the IEEE single layout but not IEEE arithmetic: exponent 0 is zero whatever the mantissa,
 * exponent 255 is an ordinary number (no infinity, no NaN), results overflow to ±0x7FFFFFFF and underflow to ±0,
 * the adder truncates after a peculiar operand alignment, the multiplier drops carries of its low partial
 * products, and division and square root run a radix-2 SRT recurrence. {@link gcscript.ps2.Ps2Float} has one
 * static method per instruction; {@link gcscript.ps2.Accumulator} holds the ACC register for the multiply-add
 * family; {@link gcscript.ps2.Ps2Op} names every instruction for tables and the command line.
 *
 * <p>Rules R1–R10 of the phase-2 format reference, §9.3; tested row by row against results recorded on PS2
 * hardware (docs/formats/ps2float.md). This package depends on nothing else in gcscript.
 */
package gcscript.ps2;
