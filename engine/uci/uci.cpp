// Placeholder until the UCI loop lands: answers the handshake only.
#include "uci/uci.h"

#include <iostream>
#include <string>

namespace eschess::uci {

int run(int, char**) {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "uci") std::cout << "id name Eschess\nuciok" << std::endl;
        else if (line == "isready") std::cout << "readyok" << std::endl;
        else if (line == "quit") break;
    }
    return 0;
}

} // namespace eschess::uci
