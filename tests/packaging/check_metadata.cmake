# SPDX-License-Identifier: GPL-3.0-or-later
# The package's metadata says the same as the release notes and promises nothing made up:
# the AppStream releases are NEWS's releases (same versions, dates and order, newest being
# the project version), and no metadata file links to an invented example.* site.
#   cmake -DSOURCE_DIR=<top of the repository> -DVERSION=<project version> -P check_metadata.cmake
set(news "${SOURCE_DIR}/packaging/NEWS")
set(metainfo "${SOURCE_DIR}/packaging/org.tihbat.Tihbat.metainfo.xml")

file(STRINGS "${news}" headings REGEX "^Tihbat [0-9]")
set(news_releases "")
foreach(heading IN LISTS headings)
    if(NOT heading MATCHES "^Tihbat ([0-9][0-9.]*) \\(([0-9-]+)\\)$")
        message(FATAL_ERROR "${news}: a release heading must read \"Tihbat VERSION (YYYY-MM-DD)\", "
                            "not: ${heading}")
    endif()
    list(APPEND news_releases "${CMAKE_MATCH_1} ${CMAKE_MATCH_2}")
endforeach()

file(STRINGS "${metainfo}" release_lines REGEX "<release ")
set(metainfo_releases "")
foreach(line IN LISTS release_lines)
    if(NOT line MATCHES "version=\"([^\"]+)\" date=\"([^\"]+)\"")
        message(FATAL_ERROR "${metainfo}: a <release> needs version=\"...\" date=\"...\": ${line}")
    endif()
    list(APPEND metainfo_releases "${CMAKE_MATCH_1} ${CMAKE_MATCH_2}")
endforeach()

if(NOT news_releases)
    message(FATAL_ERROR "${news}: no release")
endif()
if(NOT news_releases STREQUAL metainfo_releases)
    message(FATAL_ERROR "The releases differ.\n  NEWS:     ${news_releases}\n"
                        "  metainfo: ${metainfo_releases}")
endif()
list(GET news_releases 0 newest)
if(NOT newest MATCHES "^${VERSION} ")
    message(FATAL_ERROR "${news}: the newest release is ${newest}, the project is ${VERSION}")
endif()

file(GLOB metadata "${SOURCE_DIR}/packaging/*.xml" "${SOURCE_DIR}/packaging/*.desktop"
     "${SOURCE_DIR}/packaging/copyright" "${SOURCE_DIR}/packaging/man/*")
foreach(file IN LISTS metadata)
    file(STRINGS "${file}" invented REGEX "https?://[^ \"<]*example\\.")
    if(invented)
        message(FATAL_ERROR "${file}: links to an invented site: ${invented}")
    endif()
endforeach()
message(STATUS "metadata agrees with NEWS: ${news_releases}")
