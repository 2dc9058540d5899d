/* Our stand-in for the emulator's debugger interface: exceptions never enter a debugger; the
   harness records them itself (harness.c: harness_exception). */
#ifndef HARNESS_DEBUGUI_H
#define HARNESS_DEBUGUI_H
#define EXCEPT_DSP 1
#define REASON_DSP_EXCEPTION 1
extern int ExceptionDebugMask;
void DebugUI(int reason);
#endif
