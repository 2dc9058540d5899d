/* Our stand-in for the emulator's generated config.h: nothing is configured. */
