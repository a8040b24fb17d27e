// SPDX-License-Identifier: GPL-3.0-or-later
// A shared library that is not a Qt plugin at all (no plugin metadata, no root object).
extern "C" int tihbat_plain_library_answer() {
    return 42;
}
