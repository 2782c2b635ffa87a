"""A screen reader's view of the game over AT-SPI (run with the system Python,
which has pyatspi): ``probe.py tree APP`` prints the board (its role, its
interfaces and its children's roles and names) and the header controls as
JSON; ``probe.py listen APP SECONDS [UNTIL]`` prints the focus, announcement
and description-change events it hears as JSON lines (after a "listening"
line), for SECONDS or until a second after an announcement containing UNTIL."""

from __future__ import annotations

import json
import sys

import pyatspi


def find_app(name: str):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.name == name:
            return app
    return None


def walk(node, depth=0):
    yield node
    if depth > 12 or node.getRole() == pyatspi.ROLE_TABLE:
        return
    for child in node:
        if child is not None:
            yield from walk(child, depth + 1)


def tree(app_name: str) -> None:
    app = find_app(app_name)
    if app is None:
        print(json.dumps({"found": False}))
        return
    out: dict = {"found": True, "controls": {}}
    for node in walk(app):
        role = node.getRoleName()
        if node.getRole() == pyatspi.ROLE_TABLE:
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
            out["table"] = {"name": node.name, "description": node.description,
                            "interfaces": sorted(pyatspi.listInterfaces(node)),
                            "roles": sorted({child.getRoleName() for child in children}),
                            "cells": [child.name for child in children]}
        elif node.name and role in ("push button", "toggle button", "label", "check box"):
            out["controls"][node.name] = role
    print(json.dumps(out))


def listen(app_name: str, seconds: float, until: str = "") -> None:
    from gi.repository import GLib

    def on_event(event) -> None:
        try:
            if event.host_application.name != app_name:
                return
        except Exception:
            return
        if event.type.startswith("object:state-changed:focused") and event.detail1:
            print(json.dumps({"focus": event.source.name}), flush=True)
        elif event.type.startswith("object:announcement"):
            print(json.dumps({"announcement": str(event.any_data)}), flush=True)
            if until and until in str(event.any_data):  # later events have a second to come
                GLib.timeout_add(1000, lambda: pyatspi.Registry.stop())
        elif event.type.startswith("object:property-change:accessible-description"):
            print(json.dumps({"description": str(event.any_data)}), flush=True)

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused",
                                           "object:announcement",
                                           "object:property-change:accessible-description")
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop())
    GLib.timeout_add(300, lambda: print("listening", flush=True) and False)
    pyatspi.Registry.start()


if __name__ == "__main__":
    if sys.argv[1] == "tree":
        tree(sys.argv[2])
    else:
        listen(sys.argv[2], float(sys.argv[3]), *sys.argv[4:5])
