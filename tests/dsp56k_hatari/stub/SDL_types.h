/* Our stand-in for SDL's fixed-width type names (the harness needs no SDL). */
#ifndef HARNESS_SDL_TYPES_H
#define HARNESS_SDL_TYPES_H
#include <stdint.h>
typedef uint8_t Uint8;
typedef int8_t Sint8;
typedef uint16_t Uint16;
typedef int16_t Sint16;
typedef uint32_t Uint32;
typedef int32_t Sint32;
typedef uint64_t Uint64;
typedef int64_t Sint64;
#endif
