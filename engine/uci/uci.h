#pragma once
// The UCI protocol loop over the searcher family (see uci.cpp).

#include <string>

namespace eschess::uci {

// Runs the loop on stdin/stdout. Command-line arguments are executed as one command first
// (`eschess-engine bench` runs the bench and exits, as OpenBench expects). `name` is what
// `id name` says: the program passes its name and version.
int run(int argc, char** argv, const std::string& name);

} // namespace eschess::uci
