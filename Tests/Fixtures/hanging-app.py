#!/usr/bin/python3
"""An accessibility-bus client that says one of its objects got the focus, then stops dead
(SIGSTOP) with its connection open: every question about that object goes unanswered.

Keypad's tests use it to prove that an application that hangs never stalls the keypad.
"""
import os
import signal

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync(
    "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
    GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
bus = Gio.DBusConnection.new_for_address_sync(
    address,
    Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
    None, None)
bus.emit_signal(
    None, "/org/a11y/atspi/accessible/1", "org.a11y.atspi.Event.Object", "StateChanged",
    GLib.Variant("(siiva{sv})", ("focused", 1, 0, GLib.Variant("i", 0), {})))
bus.flush_sync(None)
print("sent", flush=True)
os.kill(os.getpid(), signal.SIGSTOP)
