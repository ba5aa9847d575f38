// eschess-engine: the engine as a UCI program.
#include "core/version.h"
#include "nnue/datagen.h"
#include "nnue/pgn_data.h"
#include "uci/uci.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    // Any other argument is a UCI command (`eschess-engine bench`); --version is for packagers
    // and scripts, and no UCI command starts with a dash.
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("eschess-engine %s\n", eschess::versionString());
        return 0;
    }
    // Training data for the NNUE (docs/nnue.md): a long batch job with options of its own.
    if (argc >= 2 && std::strcmp(argv[1], "datagen") == 0)
        return eschess::nnue::datagenMain(std::vector<std::string>(argv + 2, argv + argc));
    // The same records from games already played (a match's PGN with its scores).
    if (argc >= 2 && std::strcmp(argv[1], "pgn-data") == 0)
        return eschess::nnue::pgnDataMain(std::vector<std::string>(argv + 2, argv + argc));
    return eschess::uci::run(argc, argv, std::string("Eschess ") + eschess::versionString());
}
