#pragma once
// The sub-commands of eschess-cli. Each returns the process exit status.

#include <QStringList>

namespace eschess::cli {

int runPerft(const QStringList& args); // perft FEN DEPTH [--divide]
int runSuite(const QStringList& args); // suite FILE.epd --engine SPEC … (see suitecommand.cpp)
int runElo(const QStringList& args);    // elo W D L [--sprt elo0,elo1,alpha,beta]
int runMatch(const QStringList& args);  // match --engine1 SPEC --engine2 SPEC --games N … (matchcommand.cpp)
int runLadder(const QStringList& args); // ladder --engine SPEC --levels 1400,1600 … (laddercommand.cpp)
int runAcpl(const QStringList& args);   // acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS]
int runBook(const QStringList& args);   // book --from PGN --out BIN … | book --probe BIN [--fen FEN] (bookcommand.cpp)

} // namespace eschess::cli
