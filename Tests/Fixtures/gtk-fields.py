#!/usr/bin/python3
"""A GTK3 form for Keypad's focus-following tests: labelled entries of each kind.

Every change of an entry's text is printed as `NAME=TEXT` on standard output, and
`ready` once the window is shown. `xdotool key Tab` or a click moves between the fields.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

FIELDS = [
    ("id", "身份证号", False),
    ("card", "Card number", False),
    ("phone", "Mobile phone", False),
    ("amount", "Amount", False),
    ("password", "Password", True),
    ("plain", "Your name", False),
]

window = Gtk.Window(title="Keypad test form")
window.connect("destroy", Gtk.main_quit)
grid = Gtk.Grid(row_spacing=12, column_spacing=12, margin=24)
window.add(grid)
entries = []
for row, (name, label_text, secret) in enumerate(FIELDS):
    label = Gtk.Label(label=label_text, xalign=0)
    entry = Gtk.Entry(name=name, width_chars=24)
    entry.set_visibility(not secret)
    label.set_mnemonic_widget(entry)
    grid.attach(label, 0, row, 1, 1)
    grid.attach(entry, 1, row, 1, 1)
    entries.append(entry)
    entry.connect(
        "changed",
        lambda e, n=name: (print(f"{n}={e.get_text()}", flush=True)),
    )
# A button beside the first field, where a keypad below that field does not cover it: focusing
# it takes the focus away from every field (the benchmark's "leave").
done = Gtk.Button(label="Done")
grid.attach(done, 2, 0, 1, 1)
# Tab goes through the fields in order, the button last.
grid.set_focus_chain(entries + [done])
window.move(0, 0)
window.show_all()
GLib.idle_add(lambda: print("ready", flush=True) and False)
Gtk.main()
