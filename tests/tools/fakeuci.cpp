// fakeuci: a deliberately unreliable UCI engine for the tests of UciEngine and MatchRunner.
// It speaks correct UCI in "normal" mode and misbehaves on purpose in the others, so that every
// failure path of the client (no uciok, crash, stall, garbage, illegal moves, time forfeit)
// can be exercised without a real engine.
//
// usage: fakeuci [MODE [N]] [--name NAME]
//   normal        plays a legal move at once (deterministic pseudo-random choice); after
//                 `go infinite` it holds the bestmove until `stop`, as UCI asks
//   garbage       normal, but surrounds every answer with junk lines
//   flood N       after N moves, writes junk forever instead of a bestmove
//   crash N       after N moves, exits with status 3 when asked for the next one
//   stall N       after N moves, never answers again (and ignores quit)
//   illegal N     after N moves, answers with an illegal move
//   nouciok       answers `uci` with its id but never with uciok
//   exit          exits at once (start-up failure)
//   slow MS       waits MS milliseconds before every answer
//   hang N        after N moves, sleeps for ever without reading (not even quit)
//   badoptions N  sends N malformed option lines before uciok
//   manyoptions N sends N well-formed option lines before uciok
//   idlejunk N    answers every isready with N unusable info lines before readyok
//   chaos SEED    plays legal moves but, at each `go`, misbehaves at random (seeded by SEED, the
//                 position and the move count, so a game replays the same): crash, stall, hang,
//                 junk lines, an illegal move, a huge line, or a forked child that outlives us.
//                 For the stress match (tools/stress-match.sh); rates in chaosFault() below.
//   currmove MS   normal, but after its depth-1 line reports that it searches its move at depth 2
//                 ('info depth 2 currmove M currmovenumber K', K its place among the legal moves)
//                 and waits MS milliseconds before answering, so that the progress can be seen
//   deep MS       normal, but after its depth-1 line reports ten more iterations (depths 2 to 11),
//                 MS milliseconds apart, before answering: a long search that shows its progress
//   (any mode)    answers `setoption name Book File value missing.bin` with
//                 'info string error: …', as an engine refusing a setting does
//   --levels      offers Threads, UCI_LimitStrength and UCI_Elo (as Stockfish does; ignored),
//                 for the strength ladder
//   --pidfile P   writes its process id to P (tests find a wrapper script's child)
//   --chess960    offers the option UCI_Chess960 and honours it (Chess960 FENs, castling written
//                 as the king taking its rook)
//   --multipv     offers the option MultiPV (default 1, max 8) and honours it: with MultiPV K,
//                 `go` reports K lines (multipv 1 the move it plays, then other legal moves, each
//                 10 cp below the one before) before its bestmove
//   --again       announces Hash a second time (name in other letters, max 2048), and MultiPV
//                 too when offered (default 2, max 4), as a careless engine might
#include "core/movegen.h"
#include "core/position.h"
#include "notation/uci_move.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <csignal>
#include <unistd.h>

using namespace eschess;

namespace {

std::vector<std::string> split(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    return w;
}

void say(const std::string& text) {
    std::cout << text << '\n';
    std::cout.flush();
}

void junk() {
    say("this is not uci at all");
    say("info depth x score cp banana pv zz99");
    say("bestmovex e2e4");
    say("info score mate");
    say(std::string(5000, 'j'));
    say("option name Broken type");
    say("\x01\x02\x7f garbage \xff\xfe");
}

Position setPosition(const std::vector<std::string>& w, bool chess960) {
    Position pos = *Position::fromFen(Position::kStartFen, chess960);
    std::size_t i = 1;
    if (i < w.size() && w[i] == "fen") {
        std::string fen;
        for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
        auto parsed = Position::fromFen(fen, chess960);
        if (parsed) pos = *parsed;
    } else if (i < w.size() && w[i] == "startpos") {
        ++i;
    }
    if (i < w.size() && w[i] == "moves")
        for (++i; i < w.size(); ++i) {
            auto m = parseUciMove(pos, w[i]);
            if (!m) break;
            pos.makeMove(*m);
        }
    return pos;
}

// A move chosen from the position key, so a game is the same every time it is replayed.
Move pickMove(const Position& pos) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) return Move::none();
    // Prefer captures now and then, so games end sooner.
    for (Move m : moves)
        if (pos.isCapture(m) && (pos.key() >> 7) % 3 != 0) return m;
    return moves[int((pos.key() >> 11) % std::uint64_t(moves.size()))];
}

// A well-formed move that is not legal: a move of the opponent's piece, or a1a1.
std::string illegalMove(const Position& pos) {
    for (Square s = SqA1; s <= SqH8; ++s) {
        const Piece p = pos.pieceOn(s);
        if (p != NoPiece && colorOf(p) != pos.sideToMove() && typeOf(p) == Pawn) {
            const Square to = s + pawnPush(colorOf(p));
            if (isValid(to)) return squareName(s) + squareName(to);
        }
    }
    return "a1a1";
}

enum class Fault { None, Crash, Stall, Hang, Garbage, Illegal, HugeLine, Fork };

// The fault for this `go`, drawn from (seed, position, move count). Rates per 10,000 `go`s,
// chosen so that roughly a third of the games end through a fault and the rest are played out
// (the clean ones check that a game after a faulty one starts from a clean slate).
Fault chaosFault(std::uint64_t seed, const Position& pos, long movesPlayed) {
    std::uint64_t x = seed ^ pos.key() ^ (std::uint64_t(movesPlayed) * 0x9E3779B97F4A7C15ULL);
    // splitmix64: the bits of a close key are spread over the whole draw.
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    x ^= x >> 31;
    const int draw = int(x % 10000);
    struct Rate { Fault fault; int per10k; };
    static constexpr Rate rates[] = {{Fault::Crash, 25},    {Fault::Stall, 15},   {Fault::Hang, 10},
                                     {Fault::Garbage, 150}, {Fault::Illegal, 25}, {Fault::HugeLine, 30},
                                     {Fault::Fork, 40}};
    int edge = 0;
    for (const Rate& r : rates)
        if (draw < (edge += r.per10k)) return r.fault;
    return Fault::None;
}

// A child that outlives its parent's quit unless the whole process group is killed: it keeps
// the pipes open and ignores SIGTERM, SIGHUP and SIGPIPE.
void forkLingeringChild() {
    if (fork() == 0) {
        std::signal(SIGTERM, SIG_IGN);
        std::signal(SIGHUP, SIG_IGN);
        std::signal(SIGPIPE, SIG_IGN);
        for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    }
}

} // namespace

int main(int argc, char** argv) {
    Position::init();
    std::string mode = "normal", name = "FakeUci";
    long n = 0;
    bool offersMultiPv = false, offersChess960 = false, offersLevels = false, chess960 = false;
    bool announcesAgain = false;
    int multiPv = 1;
    std::vector<std::string> args(argv + 1, argv + argc);
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--name" && i + 1 < args.size()) name = args[++i];
        else if (args[i] == "--multipv") offersMultiPv = true;
        else if (args[i] == "--levels") offersLevels = true;
        else if (args[i] == "--again") announcesAgain = true;
        else if (args[i] == "--chess960")
            offersChess960 = true;
        else if (args[i] == "--pidfile" && i + 1 < args.size()) std::ofstream(args[++i]) << getpid() << '\n';
        else if (i == 0) mode = args[i];
        else n = std::strtol(args[i].c_str(), nullptr, 10);
    }
    if (mode == "exit") return 4;

    Position pos;
    std::string heldBest; // the answer to `go infinite`, given at `stop`
    long movesPlayed = 0;
    bool stalled = false;
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::vector<std::string> w = split(line);
        if (w.empty()) continue;
        if (stalled) continue; // a hung engine reads nothing, not even quit
        const std::string& cmd = w[0];
        if (cmd == "uci") {
            if (mode == "garbage") junk();
            for (long k = 0; mode == "badoptions" && k < n; ++k) say("option name Bad" + std::to_string(k) + " type nonsense");
            for (long k = 0; mode == "manyoptions" && k < n; ++k) say("option name Opt" + std::to_string(k) + " type check default false");
            say("id name " + name);
            say("id author Eschess tests");
            say("option name Hash type spin default 16 min 1 max 1024");
            say("option name Ponder type check default false");
            say("option name Style type combo default Normal var Solid var Normal var Risky");
            say("option name Book File type string default <empty>");
            say("option name Clear Hash type button");
            if (offersMultiPv) say("option name MultiPV type spin default 1 min 1 max 8");
            if (offersLevels) {
                say("option name Threads type spin default 1 min 1 max 64");
                say("option name UCI_LimitStrength type check default false");
                say("option name UCI_Elo type spin default 1320 min 1320 max 3190");
            }
            if (offersChess960) say("option name UCI_Chess960 type check default false");
            if (announcesAgain) {
                say("option name HASH type spin default 32 min 1 max 2048");
                if (offersMultiPv) say("option name MultiPV type spin default 2 min 1 max 4");
            }
            if (mode != "nouciok") say("uciok");
        } else if (cmd == "isready") {
            for (long k = 0; mode == "idlejunk" && k < n; ++k) say("info depth x");
            say("readyok");
        } else if (cmd == "setoption") {
            say("info string " + line);
            // A setting it cannot use is refused the way Eschess's engine refuses one.
            if (line.find("name Book File value missing.bin") != std::string::npos)
                say("info string error: Book File: cannot open 'missing.bin'");
            auto lower = [](std::string t) {
                for (char& c : t) c = char(std::tolower(static_cast<unsigned char>(c)));
                return t;
            };
            // Option names ignore case in UCI.
            if (offersMultiPv && w.size() == 5 && w[1] == "name" && lower(w[2]) == "multipv" && w[3] == "value")
                multiPv = std::clamp(std::atoi(w[4].c_str()), 1, 8);
            if (offersChess960 && w.size() == 5 && w[1] == "name" && lower(w[2]) == "uci_chess960" &&
                w[3] == "value")
                chess960 = w[4] == "true";
        } else if (cmd == "ucinewgame") {
        } else if (cmd == "position") {
            pos = setPosition(w, chess960);
        } else if (cmd == "go") {
            if (mode == "slow") std::this_thread::sleep_for(std::chrono::milliseconds(n));
            bool misbehave = movesPlayed >= n;
            if (mode == "chaos") {
                misbehave = false;
                switch (chaosFault(std::uint64_t(n), pos, movesPlayed)) {
                case Fault::None: break;
                case Fault::Crash:
                    say("info string crashing now");
                    std::_Exit(3);
                case Fault::Stall: stalled = true; continue;
                case Fault::Hang:
                    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
                case Fault::Garbage: junk(); break;
                case Fault::Illegal: misbehave = true; break; // answered below, as mode illegal
                case Fault::HugeLine:
                    // Longer than any client should buffer (UciEngine: 64 KiB), without a break.
                    say("info string " + std::string(1 << 20, 'h'));
                    break;
                case Fault::Fork: forkLingeringChild(); break;
                }
            }
            if (mode == "crash" && misbehave) {
                say("info string crashing now");
                std::_Exit(3);
            }
            if (mode == "hang" && misbehave)
                for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
            if (mode == "stall" && misbehave) {
                stalled = true;
                continue;
            }
            if (mode == "flood" && misbehave) {
                for (;;) say("info garbage garbage garbage " + std::to_string(movesPlayed++));
            }
            if (mode == "garbage") junk();
            ++movesPlayed;
            if ((mode == "illegal" || mode == "chaos") && misbehave) {
                say("bestmove " + illegalMove(pos));
                continue;
            }
            const Move m = pickMove(pos);
            if (m.isNull()) {
                say("info depth 0 score mate 0");
                say("bestmove (none)");
                continue;
            }
            // Line 1 is the move it plays; then other legal moves, 10 cp lower each.
            std::vector<Move> lines{m};
            for (Move other : legalMoves(pos))
                if (int(lines.size()) < multiPv && other != m) lines.push_back(other);
            const int score = int(pos.key() % 41) - 20;
            for (std::size_t k = 0; k < lines.size(); ++k)
                say("info depth 1 seldepth 1 multipv " + std::to_string(k + 1) + " score cp " +
                    std::to_string(score - 10 * int(k)) + " nodes 1 nps 1000 time 1 pv " +
                    toUci(pos, lines[k]));
            if (mode == "normal" && std::find(w.begin(), w.end(), "infinite") != w.end()) {
                heldBest = toUci(pos, m);
                continue;
            }
            if (mode == "currmove") {
                const MoveList legal = legalMoves(pos);
                int k = 1;
                while (k <= legal.size() && legal[k - 1] != m) ++k;
                say("info depth 2 currmove " + toUci(pos, m) + " currmovenumber " + std::to_string(k));
                std::this_thread::sleep_for(std::chrono::milliseconds(n));
            }
            if (mode == "deep")
                for (int depth = 2; depth <= 11; ++depth) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(n));
                    say("info depth " + std::to_string(depth) + " score cp " + std::to_string(score) +
                        " nodes " + std::to_string(depth * 1000) + " time " + std::to_string(depth * n) +
                        " pv " + toUci(pos, m));
                }
            say("bestmove " + toUci(pos, m));
        } else if (cmd == "stop") {
            if (!heldBest.empty()) say("bestmove " + heldBest);
            heldBest.clear();
        } else if (cmd == "quit") {
            return 0;
        }
    }
    return 0;
}
