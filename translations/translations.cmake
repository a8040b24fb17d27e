# SPDX-License-Identifier: GPL-3.0-or-later
# The translations in one place, for app/ (the game embeds them) and tests/i18n/ (the tests load
# the very same .qm files). English is the source language: tihbat_en.ts holds only the English
# plural forms ("%n move" / "%n moves"), which lupdate -pluralonly keeps in step.
set(TIHBAT_TS_FILES
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_el.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_hi.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_mn.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_sw.ts
    # European Portuguese (language="pt_PT" in the file); pt_BR systems load it as tihbat_pt.
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_pt.ts
    # Modern Standard Arabic as Moroccan schools write it (Western digits), right to left.
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_ar.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_fr.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_es.ts
    ${CMAKE_CURRENT_LIST_DIR}/tihbat_ca.ts
)
set(TIHBAT_PLURALS_TS_FILE ${CMAKE_CURRENT_LIST_DIR}/tihbat_en.ts)
# Qt's own dialog texts (file dialog, file list, message box and dialog buttons) for the languages
# Qt ships no catalogue for, under Qt's own contexts and source texts; hand-kept, not lupdate's.
# Portuguese keeps Qt's (Brazilian) catalogue: its file holds only what that one lacks.
set(TIHBAT_QT_TS_FILES
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_el.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_hi.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_mn.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_sw.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_pt.ts
    # Qt ships Arabic, French, Spanish and Catalan: these hold only what its catalogues lack.
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_ar.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_fr.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_es.ts
    ${CMAKE_CURRENT_LIST_DIR}/qt/qtdialogs_ca.ts
)

# Every file with user-visible text. Globbed, so a new file (ui/replay/ is growing) is read by
# the next `cmake --build <dir> --target update_translations` without editing this list.
file(GLOB TIHBAT_TR_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/ui/*.h ${PROJECT_SOURCE_DIR}/ui/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/play/*.h ${PROJECT_SOURCE_DIR}/ui/play/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/records/*.h ${PROJECT_SOURCE_DIR}/ui/records/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/statistics/*.h ${PROJECT_SOURCE_DIR}/ui/statistics/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/help/*.h ${PROJECT_SOURCE_DIR}/ui/help/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/i18n/*.h ${PROJECT_SOURCE_DIR}/ui/i18n/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/common/*.h ${PROJECT_SOURCE_DIR}/ui/common/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/board/*.h ${PROJECT_SOURCE_DIR}/ui/board/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/viewer/*.h ${PROJECT_SOURCE_DIR}/ui/viewer/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/replay/*.h ${PROJECT_SOURCE_DIR}/ui/replay/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/classroom/*.h ${PROJECT_SOURCE_DIR}/ui/classroom/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/sound/*.h ${PROJECT_SOURCE_DIR}/ui/sound/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/speech/*.h ${PROJECT_SOURCE_DIR}/ui/speech/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/learn/*.h ${PROJECT_SOURCE_DIR}/ui/learn/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/puzzles/*.h ${PROJECT_SOURCE_DIR}/ui/puzzles/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/print/*.h ${PROJECT_SOURCE_DIR}/ui/print/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/paper/*.h ${PROJECT_SOURCE_DIR}/ui/paper/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/network/*.h ${PROJECT_SOURCE_DIR}/ui/network/*.cpp
    ${PROJECT_SOURCE_DIR}/ui/tournament/*.h ${PROJECT_SOURCE_DIR}/ui/tournament/*.cpp
    ${PROJECT_SOURCE_DIR}/model/game/session/*.h ${PROJECT_SOURCE_DIR}/model/game/session/*.cpp
    ${PROJECT_SOURCE_DIR}/model/game/words/*.h ${PROJECT_SOURCE_DIR}/model/game/words/*.cpp
    ${PROJECT_SOURCE_DIR}/model/game/learn/*.h ${PROJECT_SOURCE_DIR}/model/game/learn/*.cpp
    ${PROJECT_SOURCE_DIR}/model/game/puzzles/*.h ${PROJECT_SOURCE_DIR}/model/game/puzzles/*.cpp
    ${PROJECT_SOURCE_DIR}/model/game/settings/*.h ${PROJECT_SOURCE_DIR}/model/game/settings/*.cpp
    ${PROJECT_SOURCE_DIR}/model/text/*.h ${PROJECT_SOURCE_DIR}/model/text/*.cpp
    ${PROJECT_SOURCE_DIR}/model/network_game/*.h ${PROJECT_SOURCE_DIR}/model/network_game/*.cpp
    ${PROJECT_SOURCE_DIR}/app/main.cpp
    ${PROJECT_SOURCE_DIR}/app/instance/*.h ${PROJECT_SOURCE_DIR}/app/instance/*.cpp
)
set(TIHBAT_TR_INCLUDE_DIRS ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/model ${PROJECT_SOURCE_DIR}/app)

# Vanished and obsolete messages are dropped, not kept for translators to trip over; relative
# line numbers keep the diffs of the .ts files small.
set(TIHBAT_LUPDATE_OPTIONS -no-obsolete -locations relative -source-language en)
# A message still marked unfinished is not shipped, even when its text is filled in.
set(TIHBAT_LRELEASE_OPTIONS -nounfinished)

# update_translations stops before lupdate touches a catalogue when lupdate warns about the sources
# (lupdate_warnings.cmake says why that matters). `lupdate_targets`: the qt_add_lupdate targets.
function(tihbat_fail_on_lupdate_warnings)
    set(sources_list ${CMAKE_CURRENT_BINARY_DIR}/.lupdate/tihbat_sources.lst)
    list(TRANSFORM TIHBAT_TR_INCLUDE_DIRS PREPEND -I OUTPUT_VARIABLE include_options)
    list(JOIN TIHBAT_TR_SOURCES "\n" sources_lines)
    list(JOIN include_options "\n" include_lines)
    file(CONFIGURE OUTPUT ${sources_list} CONTENT "${sources_lines}\n${include_lines}\n" @ONLY)
    add_custom_target(tihbat_lupdate_warnings
        COMMAND ${CMAKE_COMMAND} -DLUPDATE=$<TARGET_FILE:Qt6::lupdate>
                -DSOURCES_LIST=${sources_list}
                -DSCRATCH_TS=${CMAKE_CURRENT_BINARY_DIR}/.lupdate/tihbat_warnings_scratch.ts
                -P ${PROJECT_SOURCE_DIR}/translations/lupdate_warnings.cmake
        COMMENT "Checking that lupdate reads the sources without a warning"
        VERBATIM)
    foreach(lupdate_target IN LISTS ARGN)
        add_dependencies(${lupdate_target} tihbat_lupdate_warnings)
    endforeach()
endfunction()
