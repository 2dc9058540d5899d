/* Our stand-in for the disassembler interface: the harness never disassembles, so these are
   declared for the calls that sit behind LOG_TRACE_LEVEL (always 0) and never run. */
#ifndef HARNESS_DSP_DISASM_H
#define HARNESS_DSP_DISASM_H
#include <stdio.h>
#include <SDL_types.h>
#define DSP_TRACE_MODE 0
#define DSP_DISASM_MODE 1
Uint16 dsp56k_disasm(int mode, FILE *out);
const char *dsp56k_getInstructionText(void);
void dsp56k_disasm_reg_save(void);
void dsp56k_disasm_reg_compare(FILE *out);
void dsp56k_disasm_init(void);
#endif
