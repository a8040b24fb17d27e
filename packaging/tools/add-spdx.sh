#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Puts an SPDX-License-Identifier line at the top of source files that have none; running it
# again changes nothing. With --check it changes nothing and lists every file without one
# (exit status 1 if there is any).
#
#   packaging/tools/add-spdx.sh [--check] [FILE...]
#
# Without FILE, it takes every source file git tracks: C++ (.cpp .h), CMake (CMakeLists.txt,
# .cmake), Python (.py) and shell scripts (.sh, or any tracked file starting with a shell
# shebang). Data files (translations, records, SVG, HTML, XML, man pages) are covered by
# the package's copyright file instead.
set -euo pipefail
cd "$(dirname "$0")/../.."

licence=GPL-3.0-or-later
check=false
if [ "${1:-}" = --check ]; then
    check=true
    shift
fi

is_source() {
    case "$1" in
        *.cpp | *.h | *.cmake | */CMakeLists.txt | CMakeLists.txt | *.sh | *.py) return 0 ;;
    esac
    [ -f "$1" ] && head -c 64 "$1" | head -n 1 | grep -qE '^#!.*\b(ba|da)?sh\b|^#!.*python3?\b'
}

comment_for() {
    case "$1" in
        *.cpp | *.h) echo "// SPDX-License-Identifier: $licence" ;;
        *) echo "# SPDX-License-Identifier: $licence" ;;
    esac
}

has_spdx() { head -n 5 "$1" | grep -q 'SPDX-License-Identifier:'; }

files=()
if [ $# -gt 0 ]; then
    files=("$@")
else
    while IFS= read -r -d '' f; do
        is_source "$f" && files+=("$f")
    done < <(git ls-files -z)
fi

missing=0
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "add-spdx: $f: no such file" >&2; exit 2; }
    has_spdx "$f" && continue
    if $check; then
        echo "$f: no SPDX-License-Identifier line in its first 5 lines"
        missing=$((missing + 1))
        continue
    fi
    line=$(comment_for "$f")
    tmp=$(mktemp)
    # A shebang must stay the first line; the identifier goes right under it.
    if head -n 1 "$f" | grep -q '^#!'; then
        { head -n 1 "$f"; echo "$line"; tail -n +2 "$f"; } > "$tmp"
    else
        { echo "$line"; cat "$f"; } > "$tmp"
    fi
    cat "$tmp" > "$f" # keeps the file's mode
    rm -f "$tmp"
    echo "added: $f"
done

if $check && [ "$missing" -gt 0 ]; then
    echo "$missing source file(s) without an SPDX-License-Identifier line;" \
         "run packaging/tools/add-spdx.sh to add them" >&2
    exit 1
fi
