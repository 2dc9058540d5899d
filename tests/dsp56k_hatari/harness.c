/* A stand-alone driver for Hatari's DSP56001 core (src/falcon/dsp_cpu.c), our own code: it
 * links against that file, built at test time from Debian's hatari source package and never kept
 * in this repository (tools/build_hatari_dsp.sh), and against the stand-in headers in stub/.
 *
 * It reads programs from standard input and writes, for each, the final state and the clocks
 * spent at each instruction address. Input (one item a line, numbers in hex):
 *     R <reg> <value>        initial register (x0 x1 y0 y1 a0 a1 a2 b0 b1 b2 r0..r7 n0..n7
 *                            m0..m7 sr omr la lc)
 *     M <space> <addr> <w>   initial memory word, space p, x or y
 *     PC <addr>              where to start
 *     END <addr>             stop when the PC reaches it (that instruction is not run)
 *     MAX <n>                stop after n instructions at most
 *     GO                     run this program, print its result, start the next from reset
 * Output per program: "STATUS <why>" (end, max, interrupt, periph), "N <instructions>",
 * "R <reg> <value>" for every register, "S <i> <ssh> <ssl>" for each stack entry up to SP,
 * "M <space> <addr> <w>" for each non-zero word of the compared ranges, "C <addr> <clocks>
 * <times>" per instruction address run, then "DONE".
 *
 * Memory: Hatari maps the Falcon's 32K words of external RAM (X in the upper 16K, Y and P in
 * the lower); the programs the test makes keep X, Y and P apart in $0000-$3FFF (test file), so
 * the dump reads each space's words through that map for $0000-$3FFF and the peripherals.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

#include "dsp_core.h"
#include "dsp_cpu.h"

dsp_core_t dsp_core;
FILE *TraceFile;
int ExceptionDebugMask = 0;

static int side_effect;     /* a peripheral with behaviour of its own was touched */

void DebugUI(int reason) { (void)reason; }
void dsp56k_disasm_init(void) { }
Uint16 dsp56k_disasm(int mode, FILE *out) { (void)mode; (void)out; return 0; }
const char *dsp56k_getInstructionText(void) { return ""; }
void dsp56k_disasm_reg_save(void) { }
void dsp56k_disasm_reg_compare(FILE *out) { (void)out; }

/* The host port, SSI and port C: the test's programs keep off them; touching one is reported
 * (STATUS periph) and the program is not compared. */
void dsp_core_hostport_dspread(void) { side_effect = 1; }
void dsp_core_hostport_dspwrite(void) { side_effect = 1; }
void dsp_core_ssi_configure(Uint32 address, Uint32 value) { (void)address; (void)value; side_effect = 1; }
void dsp_core_ssi_writeTX(Uint32 value) { (void)value; side_effect = 1; }
void dsp_core_ssi_writeTSR(void) { side_effect = 1; }
Uint32 dsp_core_ssi_readRX(void) { side_effect = 1; return 0; }
void dsp_core_setPortCDataRegister(Uint32 value) { (void)value; side_effect = 1; }
void dsp_core_write_host(int addr, Uint8 value) { (void)addr; (void)value; side_effect = 1; }

static const struct { const char *name; int reg; } REGS[] = {
    {"x0", DSP_REG_X0}, {"x1", DSP_REG_X1}, {"y0", DSP_REG_Y0}, {"y1", DSP_REG_Y1},
    {"a0", DSP_REG_A0}, {"a1", DSP_REG_A1}, {"a2", DSP_REG_A2},
    {"b0", DSP_REG_B0}, {"b1", DSP_REG_B1}, {"b2", DSP_REG_B2},
    {"r0", DSP_REG_R0}, {"r1", DSP_REG_R1}, {"r2", DSP_REG_R2}, {"r3", DSP_REG_R3},
    {"r4", DSP_REG_R4}, {"r5", DSP_REG_R5}, {"r6", DSP_REG_R6}, {"r7", DSP_REG_R7},
    {"n0", DSP_REG_N0}, {"n1", DSP_REG_N1}, {"n2", DSP_REG_N2}, {"n3", DSP_REG_N3},
    {"n4", DSP_REG_N4}, {"n5", DSP_REG_N5}, {"n6", DSP_REG_N6}, {"n7", DSP_REG_N7},
    {"m0", DSP_REG_M0}, {"m1", DSP_REG_M1}, {"m2", DSP_REG_M2}, {"m3", DSP_REG_M3},
    {"m4", DSP_REG_M4}, {"m5", DSP_REG_M5}, {"m6", DSP_REG_M6}, {"m7", DSP_REG_M7},
    {"sr", DSP_REG_SR}, {"omr", DSP_REG_OMR}, {"sp", DSP_REG_SP}, {"la", DSP_REG_LA},
    {"lc", DSP_REG_LC},
};
#define NREGS (sizeof REGS / sizeof REGS[0])

#define SPAN 0x4000             /* the compared addresses of each space: $0000-$3FFF */
static unsigned clocks[0x10000], times[0x10000];

static void reset(void)
{
    memset(&dsp_core, 0, sizeof dsp_core);
    for (int i = 0; i < 8; i++)
        dsp_core.registers[DSP_REG_M0 + i] = 0xffff;
    dsp_core.registers[DSP_REG_SR] = 0x0300;
    dsp_core.interrupt_state = DSP_INTERRUPT_NONE;
    dsp_core.interrupt_instr_fetch = 0xffff;
    dsp_core.interrupt_save_pc = 0xffff;
    dsp_core.running = 1;
    memset(clocks, 0, sizeof clocks);
    memset(times, 0, sizeof times);
    side_effect = 0;
}

static Uint32 *cell(int space, unsigned addr)
{
    if (addr >= 0xffc0 && space != DSP_SPACE_P)
        return &dsp_core.periph[space][addr - 0xffc0];
    if (addr < (space == DSP_SPACE_P ? 0x200u : 0x100u))
        return &dsp_core.ramint[space][addr];
    if (addr >= SPAN)
        return NULL;
    if (space == DSP_SPACE_X)
        return &dsp_core.ramext[(addr & (DSP_RAMSIZE / 2 - 1)) + DSP_RAMSIZE / 2];
    if (space == DSP_SPACE_Y)
        return &dsp_core.ramext[addr & (DSP_RAMSIZE / 2 - 1)];
    return &dsp_core.ramext[addr & (DSP_RAMSIZE - 1)];
}

static int space_of(const char *s)
{
    return s[0] == 'x' ? DSP_SPACE_X : s[0] == 'y' ? DSP_SPACE_Y : DSP_SPACE_P;
}

static void run(unsigned pc, unsigned end, unsigned long max)
{
    const char *why = "max";
    unsigned long n = 0;
    dsp_core.pc = pc;
    while (n < max) {
        if (dsp_core.pc == end && !dsp_core.loop_rep) {
            why = "end";
            break;
        }
        unsigned at = dsp_core.pc;
        dsp56k_execute_instruction();
        clocks[at] += dsp_core.instr_cycle;
        times[at] += 1;
        n++;
        if (dsp_core.interrupt_status || dsp_core.interrupt_state != DSP_INTERRUPT_NONE) {
            why = "interrupt";
            break;
        }
        if (side_effect) {
            why = "periph";
            break;
        }
    }
    printf("STATUS %s\nN %lu\n", why, n);
    for (unsigned i = 0; i < NREGS; i++)
        printf("R %s %x\n", REGS[i].name, (unsigned)dsp_core.registers[REGS[i].reg]);
    for (unsigned i = 1; i <= (dsp_core.registers[DSP_REG_SP] & 15); i++)
        printf("S %u %x %x\n", i, dsp_core.stack[0][i], dsp_core.stack[1][i]);
    static const char SP_NAME[] = "xyp";
    for (int sp = 0; sp < 3; sp++) {
        for (unsigned a = 0; a < 0x10000; a++) {
            if (a == SPAN)
                a = sp == DSP_SPACE_P ? 0x10000 : 0xffc0;
            if (a >= 0x10000)
                break;
            Uint32 *c = cell(sp, a);
            if (c && (*c & 0xffffff))
                printf("M %c %x %x\n", SP_NAME[sp], a, (unsigned)(*c & 0xffffff));
        }
    }
    for (unsigned a = 0; a < 0x10000; a++)
        if (times[a])
            printf("C %x %u %u\n", a, clocks[a], times[a]);
    printf("DONE\n");
    fflush(stdout);
}

int main(void)
{
    char line[256], a[32], b[32], c[32], d[32];
    unsigned pc = 0, end = 0xffffffff;
    unsigned long max = 100000;
    dsp56k_init_cpu();
    reset();
    while (fgets(line, sizeof line, stdin)) {
        int k = sscanf(line, "%31s %31s %31s %31s", a, b, c, d);
        if (k <= 0)
            continue;
        if (!strcmp(a, "R") && k >= 3) {
            unsigned v = (unsigned)strtoul(c, NULL, 16);
            unsigned i;
            for (i = 0; i < NREGS && strcmp(REGS[i].name, b); i++)
                ;
            if (i == NREGS) {
                fprintf(stderr, "harness: unknown register %s\n", b);
                return 2;
            }
            dsp_core.registers[REGS[i].reg] = v;
        } else if (!strcmp(a, "M") && k >= 4) {
            Uint32 *cl = cell(space_of(b), (unsigned)strtoul(c, NULL, 16));
            if (!cl) {
                fprintf(stderr, "harness: address %s:%s outside $0000-$3FFF\n", b, c);
                return 2;
            }
            *cl = (Uint32)strtoul(d, NULL, 16) & 0xffffff;
        } else if (!strcmp(a, "PC")) {
            pc = (unsigned)strtoul(b, NULL, 16);
        } else if (!strcmp(a, "END")) {
            end = (unsigned)strtoul(b, NULL, 16);
        } else if (!strcmp(a, "MAX")) {
            max = strtoul(b, NULL, 16);
        } else if (!strcmp(a, "GO")) {
            run(pc, end, max);
            reset();
            pc = 0;
            end = 0xffffffff;
            max = 100000;
        } else {
            fprintf(stderr, "harness: cannot read line: %s", line);
            return 2;
        }
    }
    return 0;
}
