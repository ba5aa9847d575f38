// eschess-engine: the engine as a UCI program.
#include "uci/uci.h"

int main(int argc, char** argv) { return eschess::uci::run(argc, argv); }
