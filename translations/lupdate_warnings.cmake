# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DLUPDATE=<lupdate> -DSOURCES_LIST=<file> -DSCRATCH_TS=<file> -P lupdate_warnings.cmake
# Runs lupdate over the game's sources into a scratch catalogue and fails when it warns. lupdate
# exits 0 after a warning, and a warning can mean texts filed under a context tr() never asks
# for (a misread class drops its namespace), shown in English in every language. lupdate writes
# its warnings, and nothing else, to stderr.
foreach(variable LUPDATE SOURCES_LIST SCRATCH_TS)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "lupdate_warnings.cmake: -D${variable}=... is missing")
    endif()
endforeach()
file(REMOVE ${SCRATCH_TS})
execute_process(COMMAND ${LUPDATE} @${SOURCES_LIST} -ts ${SCRATCH_TS}
    RESULT_VARIABLE result
    OUTPUT_QUIET
    ERROR_VARIABLE warnings)
file(REMOVE ${SCRATCH_TS})
if(NOT result EQUAL 0 OR NOT warnings STREQUAL "")
    message(FATAL_ERROR "lupdate (exit code ${result}) warns; the catalogues were not updated. "
        "Fix the sources it names:\n${warnings}")
endif()
