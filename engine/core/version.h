#pragma once
// The version of this build, for `--version`, the UCI `id name` and the About box.
//
// It lives in a library of its own (eschess_version), generated at build time from
// `git describe` (cmake/EschessVersion.cmake), and only the programs link it: a new commit
// then recompiles one file and relinks the three programs, not the engine, the app
// libraries or the tests. Code inside the libraries gets the version from its program
// (uci::run's name, QCoreApplication::applicationVersion()).

namespace eschess {

// "0.1.0" on a release, "0.1.0-5-gabc1234[-dirty]" after one, "0.1.0-gabc1234" before the
// first tag; the project version alone when built from outside a checkout.
const char* versionString();

} // namespace eschess
