# Works out the version of this build and writes it where the programs and CPack read it.
# Run as a script at configure time and again at every build (engine/CMakeLists.txt), so a new
# commit changes the version without a new configure; the outputs are rewritten only when the
# version changes, so an unchanged version rebuilds nothing and a new one recompiles one file.
#
#   cmake -DSOURCE_DIR=<repo> -DPROJECT_VERSION=0.1.0 -DOUTPUT_DIR=<dir> -P EschessVersion.cmake
#
# The version, in order of preference:
#   1. a git checkout of SOURCE_DIR: `git describe` against tags named v<version>, without the v:
#      "0.1.0" on the tagged commit, "0.1.0-5-gabc1234" five commits later, "-dirty" appended
#      when tracked files have changes; with no such tag yet, PROJECT_VERSION and the commit,
#      "0.1.0-gabc1234";
#   2. a tarball made by `git archive` (tools/package.sh): the same, from the line git wrote into
#      cmake/git-archive-version.txt (export-subst in .gitattributes);
#   3. anything else: PROJECT_VERSION.
#
# Outputs in OUTPUT_DIR:
#   version.cpp          eschess::versionString() (engine/core/version.h)
#   version.txt          the version, one line
#   package-version.txt  the same for package managers, which allow no '-' in a version: the
#                        first '-' becomes '+', the others '.' ("0.1.0+5.gabc1234"), so a build
#                        after a release sorts above it for both dpkg and rpm.
#   source-date.txt      when the commit was made (seconds since 1970; the time of the run
#                        outside a checkout), so the package's dated files do not depend on
#                        the day it was built.

foreach(var SOURCE_DIR PROJECT_VERSION OUTPUT_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "EschessVersion.cmake: -D${var}=... is required")
    endif()
endforeach()

# "v0.1.0-5-gabc1234" -> "0.1.0-5-gabc1234"; a describe without a tag ("abc1234[-dirty]") gets
# PROJECT_VERSION in front.
function(eschess_version_from_describe describe out)
    if(describe MATCHES "^v([0-9].*)$")
        set(version "${CMAKE_MATCH_1}")
        if(NOT version MATCHES "^${PROJECT_VERSION}($|-)")
            message(WARNING "Eschess: the latest tag says ${version} but CMakeLists.txt says "
                            "${PROJECT_VERSION}; tag the release v${PROJECT_VERSION} or fix project(VERSION)")
        endif()
    elseif(describe MATCHES "^[0-9a-f]+(-dirty)?$")
        set(version "${PROJECT_VERSION}-g${describe}")
    else()
        set(version "${PROJECT_VERSION}")
    endif()
    set(${out} "${version}" PARENT_SCOPE)
endfunction()

set(version "")
set(source_date "")

# 1. A checkout, and SOURCE_DIR its top (not a tarball unpacked inside some other repository).
find_program(ESCHESS_GIT git)
if(ESCHESS_GIT AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND "${ESCHESS_GIT}" describe --tags --match "v[0-9]*" --abbrev=7 --always --dirty
                    WORKING_DIRECTORY "${SOURCE_DIR}"
                    OUTPUT_VARIABLE describe OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE failed ERROR_QUIET)
    if(NOT failed AND describe)
        eschess_version_from_describe("${describe}" version)
        execute_process(COMMAND "${ESCHESS_GIT}" log -1 --format=%ct WORKING_DIRECTORY "${SOURCE_DIR}"
                        OUTPUT_VARIABLE source_date OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    endif()
endif()

# 2. A `git archive` tarball: "<describe>|<abbreviated hash>|<commit time>", describe empty
#    without a tag.
if(NOT version AND EXISTS "${SOURCE_DIR}/cmake/git-archive-version.txt")
    file(STRINGS "${SOURCE_DIR}/cmake/git-archive-version.txt" archived LIMIT_COUNT 1)
    if(archived MATCHES "^([^|$]*)\\|([0-9a-f]+)\\|([0-9]+)$")
        set(source_date "${CMAKE_MATCH_3}")
        if(CMAKE_MATCH_1)
            eschess_version_from_describe("${CMAKE_MATCH_1}" version)
        else()
            eschess_version_from_describe("${CMAKE_MATCH_2}" version)
        endif()
    endif()
endif()

# 3.
if(NOT version)
    set(version "${PROJECT_VERSION}")
endif()
if(NOT source_date MATCHES "^[0-9]+$")
    string(TIMESTAMP source_date "%s" UTC)
endif()

string(FIND "${version}" "-" dash)
if(dash EQUAL -1)
    set(package_version "${version}")
else()
    string(SUBSTRING "${version}" 0 ${dash} head)
    math(EXPR dash "${dash} + 1")
    string(SUBSTRING "${version}" ${dash} -1 tail)
    string(REPLACE "-" "." tail "${tail}")
    set(package_version "${head}+${tail}")
endif()

set(ESCHESS_VERSION "${version}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.cpp.in" "${OUTPUT_DIR}/version.cpp" @ONLY)
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.txt.in" "${OUTPUT_DIR}/version.txt" @ONLY)
set(ESCHESS_VERSION "${package_version}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.txt.in" "${OUTPUT_DIR}/package-version.txt" @ONLY)
set(ESCHESS_VERSION "${source_date}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.txt.in" "${OUTPUT_DIR}/source-date.txt" @ONLY)
