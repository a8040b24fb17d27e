// SPDX-License-Identifier: GPL-3.0-or-later
// A shared library for tst_process_calls to load: one function of a known name and answer.
extern "C" __attribute__((visibility("default"))) int tihbat_test_module_answer() {
    return 42;
}
