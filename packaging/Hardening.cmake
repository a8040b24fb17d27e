# SPDX-License-Identifier: GPL-3.0-or-later
# Hardened Release builds: position-independent executables everywhere, and on Debian and its
# derivatives the distribution's own hardening flags from dpkg-buildflags (fortified libc
# calls, stack protector, format-string checks, full RELRO with immediate binding), so a
# package built with CMake alone carries what a package built with debhelper would.
option(TIHBAT_HARDENING "Release builds: PIE and, where dpkg-buildflags exists, its hardening flags" ON)

if(NOT TIHBAT_HARDENING)
    return()
endif()

include(CheckPIESupported)
check_pie_supported(OUTPUT_VARIABLE tihbat_pie_output LANGUAGES CXX)
if(CMAKE_CXX_LINK_PIE_SUPPORTED)
    set(CMAKE_POSITION_INDEPENDENT_CODE ON)
else()
    message(STATUS "Hardening: the linker makes no PIE here (${tihbat_pie_output})")
endif()

find_program(TIHBAT_DPKG_BUILDFLAGS dpkg-buildflags)
if(NOT TIHBAT_DPKG_BUILDFLAGS)
    return()
endif()

# dpkg-buildflags --get FLAGS with every hardening feature on, as a CMake list.
function(tihbat_dpkg_flags name out)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env DEB_BUILD_MAINT_OPTIONS=hardening=+all
                ${TIHBAT_DPKG_BUILDFLAGS} --get ${name}
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
        OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "dpkg-buildflags --get ${name} failed (${result}); "
                            "configure with -DTIHBAT_HARDENING=OFF to build without it")
    endif()
    separate_arguments(flags UNIX_COMMAND "${flags}")
    set(${out} "${flags}" PARENT_SCOPE)
endfunction()

tihbat_dpkg_flags(CPPFLAGS tihbat_cppflags)
tihbat_dpkg_flags(CXXFLAGS tihbat_cxxflags)
tihbat_dpkg_flags(LDFLAGS tihbat_ldflags)
# The build type chooses optimisation and debug information; the prefix maps would rewrite
# __FILE__, which the tests use to find their data.
list(FILTER tihbat_cxxflags EXCLUDE REGEX "^-O|^-g|prefix-map=")
set(tihbat_compile_flags ${tihbat_cppflags} ${tihbat_cxxflags})
message(STATUS "Hardening (Release): ${tihbat_compile_flags} ${tihbat_ldflags}")
foreach(flag IN LISTS tihbat_compile_flags)
    add_compile_options($<$<AND:$<CONFIG:Release>,$<COMPILE_LANGUAGE:CXX>>:${flag}>)
endforeach()
foreach(flag IN LISTS tihbat_ldflags)
    add_link_options($<$<CONFIG:Release>:${flag}>)
endforeach()
