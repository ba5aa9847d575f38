# Writes changelog.gz, the Debian changelog lintian asks every .deb for, into
# ESCHESS_CHANGELOG_DIR at install time (packaging/CMakeLists.txt). One entry: this build's
# package version, dated by its commit so the package does not depend on the day it was built.
# What changed is in CHANGELOG.md; this file only says which build the package holds.

file(STRINGS "${ESCHESS_VERSION_DIR}/package-version.txt" version LIMIT_COUNT 1)
file(STRINGS "${ESCHESS_VERSION_DIR}/source-date.txt" epoch LIMIT_COUNT 1)
file(STRINGS "${ESCHESS_VERSION_DIR}/version.txt" build_version LIMIT_COUNT 1)
set(ENV{SOURCE_DATE_EPOCH} "${epoch}")
string(TIMESTAMP date "%a, %d %b %Y %H:%M:%S +0000" UTC)
string(REGEX REPLACE "[+].*" "" release "${version}")

set(text "eschess (${version}) unstable; urgency=medium

  * Eschess ${build_version}, packaged with CPack from the upstream sources.
    The changes of release ${release} and earlier are in CHANGELOG.md.

 -- ${ESCHESS_PACKAGE_CONTACT}  ${date}
")
file(MAKE_DIRECTORY "${ESCHESS_CHANGELOG_DIR}")
file(WRITE "${ESCHESS_CHANGELOG_DIR}/changelog" "${text}")
find_program(gzip_program gzip REQUIRED)
execute_process(COMMAND "${gzip_program}" -9nf "${ESCHESS_CHANGELOG_DIR}/changelog" COMMAND_ERROR_IS_FATAL ANY)
message(STATUS "Installing: ${ESCHESS_CHANGELOG_DIR}/changelog.gz")
