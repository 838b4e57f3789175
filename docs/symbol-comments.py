#!/usr/bin/env python3
"""Lists the public symbols of HarkKit and Hark that have no doc comment; exit 1 if any.

usage: python3 docs/symbol-comments.py [MODULES_DIR]   (default .build/debug/Modules)

Runs the toolchain's swift-symbolgraph-extract (found beside `swift` on PATH, else in
/opt/swift/usr/bin) on the built modules, so `swift build` must have run first.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

MODULES = ["HarkKit", "Hark"]


def extractor():
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    return os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-symbolgraph-extract")


def target_triple():
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    info = subprocess.run([swift, "-print-target-info"], capture_output=True, text=True, check=True)
    return json.loads(info.stdout)["target"]["triple"]


def undocumented(modules_dir, module, triple, out):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run(
        [extractor(), "-module-name", module, "-target", triple, "-I", modules_dir,
         "-I", os.path.join(root, "Sources/CSQLite"), "-I", os.path.join(root, "Sources/CEditLine"),
         # HarkVoice's system libraries, and the header folders pocketsphinx's headers expect.
         "-I", os.path.join(root, "Sources/CPocketSphinx"), "-I", os.path.join(root, "Sources/CWebRTC"),
         "-I", os.path.join(root, "Sources/CEspeakNG"),
         "-I", os.path.join(root, "Sources/CALSA"), "-I", os.path.join(root, "Sources/CMicroHTTPD"),
         "-Xcc", "-I/usr/include/pocketsphinx", "-Xcc", "-I/usr/include/sphinxbase",
         "-Xcc", "-I/usr/include/x86_64-linux-gnu/sphinxbase", "-Xcc", "-I/usr/include/x86_64-linux-gnu",
         "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out],
        check=True)
    with open(os.path.join(out, module + ".symbols.json")) as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") in ("public", "open") and "docComment" not in symbol:
            where = symbol.get("location", {}).get("uri", "").rsplit("/", 1)[-1]
            yield f"{module}: {'.'.join(symbol['pathComponents'])} ({where})"


def main():
    modules_dir = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/Modules"
    triple = target_triple()
    with tempfile.TemporaryDirectory() as out:
        missing = [line for module in MODULES for line in undocumented(modules_dir, module, triple, out)]
    for line in missing:
        print(line)
    print(f"{len(missing)} public symbols without a doc comment" if missing else "every public symbol has a doc comment")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
