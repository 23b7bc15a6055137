#!/usr/bin/env python3
"""Fails when a crate of the workspace declares a dependency its code never names.

A dependency counts as used when its Rust name (the key, dashes as
underscores) appears as a path (`name::`), in `use name`, or in
`extern crate name` in the crate's sources; dev-dependencies are looked for in
the sources and the tests. Crates that are used without being named (feature
carriers) are listed in the crate's `[package.metadata.unused-deps] ignore`.
"""

import pathlib
import re
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def rust_files(folder: pathlib.Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in folder.rglob("*.rs")) if folder.exists() else ""


def used(name: str, text: str) -> bool:
    ident = re.escape(name.replace("-", "_"))
    return re.search(rf"(?<![\w:]){ident}::|\buse\s+{ident}\b|extern\s+crate\s+{ident}\b|#\[{ident}::", text) is not None


def main() -> int:
    workspace = tomllib.loads((ROOT / "Cargo.toml").read_text())
    members = [ROOT / m for m in workspace["workspace"]["members"]]
    problems = []
    for crate in members:
        manifest = tomllib.loads((crate / "Cargo.toml").read_text())
        ignore = set(manifest.get("package", {}).get("metadata", {}).get("unused-deps", {}).get("ignore", []))
        code = rust_files(crate / "src")
        if (crate / "build.rs").exists():
            code += (crate / "build.rs").read_text()
        tests = code + rust_files(crate / "tests") + rust_files(crate / "benches")
        for section, text in (("dependencies", code), ("dev-dependencies", tests)):
            for dep in manifest.get(section, {}):
                if dep in ignore:
                    continue
                if not used(dep, text):
                    problems.append(f"{crate.relative_to(ROOT)}: [{section}] {dep} is never named in the code")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print("Remove them, or list a feature-only dependency in [package.metadata.unused-deps] ignore.", file=sys.stderr)
        return 1
    print(f"unused dependencies: none in {len(members)} crates")
    return 0


if __name__ == "__main__":
    sys.exit(main())
