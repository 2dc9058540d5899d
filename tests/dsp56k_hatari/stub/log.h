/* Our stand-in for the emulator's logging: tracing is always off. */
#ifndef HARNESS_LOG_H
#define HARNESS_LOG_H
#include <stdio.h>
#define LOG_TRACE_LEVEL(level) 0
#define LOG_TRACE(level, ...) do { } while (0)
#define LOG_TRACE_PRINT(...) do { } while (0)
#define Log_Printf(level, ...) do { } while (0)
#define LOG_DEBUG 0
#define LOG_WARN 0
#define LOG_ERROR 0
#define LOG_INFO 0
extern FILE *TraceFile;
#endif
