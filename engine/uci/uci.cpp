// The stdin/stdout front of the UCI protocol; the protocol itself lives in Session.
#include "uci/uci.h"

#include "uci/session.h"

#include <iostream>
#include <string>

namespace eschess::uci {

int run(int argc, char** argv, const std::string& name) {
    std::ios::sync_with_stdio(false);
    // Untie cin from cout: a read would flush cout from this thread while the search thread
    // writes to it (Session serialises its own writes, but not the flush that a tie triggers).
    std::cin.tie(nullptr);
    Session session(std::cout, name);
    if (argc > 1) {
        std::string line;
        for (int i = 1; i < argc; ++i) {
            if (i > 1) line += ' ';
            line += argv[i];
        }
        session.handle(line);
        session.waitForSearch();
        return 0;
    }
    std::string line;
    while (std::getline(std::cin, line))
        if (!session.handle(line)) return 0;
    session.handle("quit"); // end of input: stop any search and print its bestmove
    return 0;
}

} // namespace eschess::uci
