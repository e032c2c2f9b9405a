// The Xlib, Xft, FreeType (advance widths), fontconfig, XTest and XRandR headers Keypad's X11
// front end imports as one module, and Linux's signalfd and glibc's malloc_trim, which Glibc's
// Swift module leaves out. Nothing is defined here: only what Swift imports directly.
#ifndef KEYPAD_CX11_SHIM_H
#define KEYPAD_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>
#include <freetype/ftadvanc.h>
#include <fontconfig/fontconfig.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xrandr.h>
#include <sys/signalfd.h>
#include <malloc.h>

#endif
