/* Our stand-in for the emulator's main.h: the harness is the whole program. */
#include <stdio.h>
#include <stdbool.h>
#include <string.h>
