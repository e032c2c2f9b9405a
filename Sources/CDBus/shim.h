// libdbus-1's header, which the accessibility client imports as one module. Nothing is defined
// here: the client uses only what Swift imports directly (the iterator API, not the variadic
// append/get functions, which Swift cannot call).
#ifndef KEYPAD_CDBUS_SHIM_H
#define KEYPAD_CDBUS_SHIM_H

#include <dbus/dbus.h>

#endif
