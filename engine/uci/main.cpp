// eschess-engine: the engine as a UCI program.
#include "core/version.h"
#include "uci/uci.h"

#include <cstdio>
#include <cstring>
#include <string>

int main(int argc, char** argv) {
    // Any other argument is a UCI command (`eschess-engine bench`); --version is for packagers
    // and scripts, and no UCI command starts with a dash.
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("eschess-engine %s\n", eschess::versionString());
        return 0;
    }
    return eschess::uci::run(argc, argv, std::string("Eschess ") + eschess::versionString());
}
