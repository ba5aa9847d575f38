#pragma once
// The UCI protocol loop over the searcher family (see uci.cpp).

namespace eschess::uci {

// Runs the loop on stdin/stdout. Command-line arguments are executed as one command first
// (`eschess-engine bench` runs the bench and exits, as OpenBench expects).
int run(int argc, char** argv);

} // namespace eschess::uci
