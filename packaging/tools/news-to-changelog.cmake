# SPDX-License-Identifier: GPL-3.0-or-later
# Writes NEWS as a Debian changelog (deb-changelog(5)), newest release first as in NEWS.
#   cmake -DNEWS=<NEWS> -DOUTPUT=<file> -DPACKAGE=<name> -DVERSION=<version>
#         -DMAINTAINER="Name <address>" -P news-to-changelog.cmake
# NEWS: a heading "Tihbat VERSION (YYYY-MM-DD)" per release, then "- " items whose
# continuation lines are indented by two spaces. The newest release must be VERSION.
foreach(var NEWS OUTPUT PACKAGE VERSION MAINTAINER)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "news-to-changelog: -D${var}=... is missing")
    endif()
endforeach()

file(STRINGS "${NEWS}" lines ENCODING UTF-8)
set(out "")
set(release "")
set(first_version "")
# Closes the release being written: its trailer line with the maintainer and the date.
macro(close_release)
    if(release)
        execute_process(COMMAND date -u -R -d "${release_date} 00:00:00 UTC"
            OUTPUT_VARIABLE stamp OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "${NEWS}: release ${release}: bad date ${release_date}")
        endif()
        string(APPEND out "\n -- ${MAINTAINER}  ${stamp}\n\n")
    endif()
endmacro()

set(line_number 0)
foreach(line IN LISTS lines)
    math(EXPR line_number "${line_number} + 1")
    if(line MATCHES "^Tihbat ([0-9][0-9.]*) \\(([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])\\)$")
        close_release()
        set(release "${CMAKE_MATCH_1}")
        set(release_date "${CMAKE_MATCH_2}")
        if(NOT first_version)
            set(first_version "${release}")
        endif()
        string(APPEND out "${PACKAGE} (${release}) unstable; urgency=medium\n\n")
    elseif(NOT release)
        # The preamble before the first release.
    elseif(line MATCHES "^- (.*)$")
        string(APPEND out "  * ${CMAKE_MATCH_1}\n")
    elseif(line MATCHES "^  ([^ ].*)$")
        string(APPEND out "    ${CMAKE_MATCH_1}\n")
    elseif(NOT line STREQUAL "" AND NOT line MATCHES "^-+$")
        message(FATAL_ERROR "${NEWS}:${line_number}: expected a \"- \" item, an indented "
                            "continuation or a release heading, not: ${line}")
    endif()
endforeach()
close_release()

if(NOT first_version STREQUAL VERSION)
    message(FATAL_ERROR "${NEWS}: the newest release is \"${first_version}\", but the project "
                        "version is ${VERSION}: add a release heading for ${VERSION}")
endif()
string(REGEX REPLACE "\n\n$" "\n" out "${out}")
file(WRITE "${OUTPUT}" "${out}")
