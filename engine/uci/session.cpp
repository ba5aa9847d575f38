#include "uci/session.h"

#include "core/movegen.h"
#include "core/perft.h"
#include "eval/tapered.h"
#include "notation/uci_move.h"
#include "search/bench.h"
#include "search/pvssearcher.h"
#include "search/searcher.h"
#include "search/wdl.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <utility>

namespace eschess::uci {

namespace {

// The options the session handles itself rather than the searcher, with what `uci` declares
// for each: one list, so that the declarations and the searcher's options left out of them
// (a searcher may offer the same name) cannot drift apart. cmdSetOption sets each.
struct SessionOption {
    std::string_view name, declaration;
};
constexpr SessionOption kSessionOptions[] = {
    {"MultiPV", "type spin default 1 min 1 max 10"},
    {"Ponder", "type check default false"},
    {"Move Overhead", "type spin default 30 min 0 max 5000"},
    {"UCI_ShowWDL", "type check default false"},
    {"UCI_Chess960", "type check default false"},
};

std::vector<std::string> splitWords(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
        std::size_t j = i;
        while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
        if (j > i) words.emplace_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

// Parses a whole word as an integer within [lo, hi]; nullopt when it is not one.
template <class T> std::optional<T> parseInt(const std::string& word, T lo, T hi) {
    T value{};
    auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || end != word.data() + word.size() || value < lo || value > hi) return std::nullopt;
    return value;
}

std::string joinWords(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to && i < words.size(); ++i) {
        if (!s.empty()) s += ' ';
        s += words[i];
    }
    return s;
}

const char* optionTypeName(OptionSpec::Type t) {
    switch (t) {
    case OptionSpec::Type::Check: return "check";
    case OptionSpec::Type::Spin: return "spin";
    case OptionSpec::Type::Combo: return "combo";
    case OptionSpec::Type::String: return "string";
    case OptionSpec::Type::Button: return "button";
    }
    return "string";
}

std::string scoreText(Value v) {
    if (isMateScore(v)) {
        const int moves = v > 0 ? (kMate - v + 1) / 2 : -((kMate + v) / 2);
        return "mate " + std::to_string(moves);
    }
    return "cp " + std::to_string(v);
}

// Coordinates of a move (e2e4, e7e8q), legal or not.
bool looksLikeUciMove(std::string_view w) {
    return (w.size() == 4 || (w.size() == 5 && std::string_view("qrbn").find(w[4]) != std::string_view::npos)) &&
           parseSquare(w.substr(0, 2)) != SqNone && parseSquare(w.substr(2, 2)) != SqNone;
}

} // namespace

Session::Session(std::ostream& out, std::string name) : m_out(out), m_name(std::move(name)) {
    PvsSearcher::initOnce();
    m_pos = *Position::fromFen(Position::kStartFen);
    selectSearcher(defaultSearcherName());
}

Session::~Session() {
    stopSearch();
    joinSearch();
}

void Session::send(const std::string& text) {
    std::lock_guard lock(m_outMutex);
    m_out << text << '\n';
    m_out.flush();
}

void Session::error(const std::string& text) { send("info string error: " + text); }

bool Session::searching() const {
    std::lock_guard lock(m_stateMutex);
    return m_running;
}

bool Session::selectSearcher(const std::string& name) {
    auto searcher = makeSearcher(name);
    if (!searcher) return false;
    m_searcher = std::move(searcher);
    m_searcherName = name;
    for (const auto& [option, value] : m_options) m_searcher->setOption(option, value); // best effort
    return true;
}

bool Session::handle(std::string_view line) {
    const std::vector<std::string> words = splitWords(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];

    if (cmd == "quit") {
        stopSearch();
        joinSearch();
        return false;
    }
    if (cmd == "isready") {
        send("readyok");
    } else if (cmd == "uci") {
        cmdUci();
    } else if (cmd == "stop") {
        stopSearch();
    } else if (cmd == "ponderhit") {
        if (m_searcher) m_searcher->ponderHit();
        {
            std::lock_guard lock(m_stateMutex);
            m_released = true;
        }
        m_stateCv.notify_all();
    } else if (cmd == "ucinewgame") {
        stopSearch();
        joinSearch();
        if (m_searcher) m_searcher->newGame();
    } else if (cmd == "setoption") {
        cmdSetOption(words);
    } else if (cmd == "position") {
        cmdPosition(words);
    } else if (cmd == "go") {
        cmdGo(words);
    } else if (cmd == "perft") {
        cmdPerft(words, 1);
    } else if (cmd == "bench") {
        cmdBench(words);
    } else if (cmd == "d") {
        send(m_pos.pretty());
    } else if (cmd == "eval") {
        cmdEval();
    } else if (cmd == "debug" || cmd == "register") {
        // Accepted and ignored, as the protocol allows.
    } else {
        std::string shown(line.substr(0, 60));
        for (char& c : shown)
            if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
        error("unknown command '" + shown + "'");
    }
    return true;
}

void Session::cmdUci() {
    std::ostringstream s;
    s << "id name " << m_name << '\n';
    s << "id author the Eschess developers\n";
    s << "option name Searcher type combo default " << defaultSearcherName();
    for (const std::string& n : searcherNames()) s << " var " << n;
    s << '\n';
    for (const SessionOption& o : kSessionOptions) s << "option name " << o.name << ' ' << o.declaration << '\n';
    if (m_searcher) {
        for (const OptionSpec& o : m_searcher->options()) {
            const auto isSessions = [&](const SessionOption& own) { return sameOptionName(o.name, own.name); };
            if (std::any_of(std::begin(kSessionOptions), std::end(kSessionOptions), isSessions)) continue;
            s << "option name " << o.name << " type " << optionTypeName(o.type);
            if (o.type != OptionSpec::Type::Button) s << " default " << o.defaultValue;
            if (o.type == OptionSpec::Type::Spin) s << " min " << o.min << " max " << o.max;
            for (const std::string& c : o.choices) s << " var " << c;
            s << '\n';
        }
    }
    s << "uciok";
    send(s.str());
}

void Session::cmdSetOption(const std::vector<std::string>& w) {
    // setoption name <words…> [value <words…>]
    if (w.size() < 3 || w[1] != "name") {
        error("setoption needs 'name <option> [value <value>]'");
        return;
    }
    std::size_t valueAt = w.size();
    for (std::size_t i = 2; i < w.size(); ++i)
        if (w[i] == "value") {
            valueAt = i;
            break;
        }
    const std::string name = joinWords(w, 2, valueAt);
    const std::string value = valueAt < w.size() ? joinWords(w, valueAt + 1, w.size()) : std::string();
    if (name.empty()) {
        error("setoption has an empty option name");
        return;
    }
    if (searching()) {
        error("cannot change option '" + name + "' while searching; send stop first");
        return;
    }
    joinSearch();
    if (sameOptionName(name, "Searcher")) {
        if (!selectSearcher(value)) error("unknown searcher '" + value + "'");
        return;
    }
    if (sameOptionName(name, "MultiPV")) {
        if (auto v = parseInt<int>(value, 1, 10)) m_multiPv = *v;
        else error("MultiPV must be a number from 1 to 10, got '" + value + "'");
        return;
    }
    if (sameOptionName(name, "Ponder")) {
        if (value != "true" && value != "false") error("Ponder must be true or false, got '" + value + "'");
        return;
    }
    if (sameOptionName(name, "UCI_ShowWDL")) {
        if (value == "true" || value == "false") m_showWdl = value == "true";
        else error("UCI_ShowWDL must be true or false, got '" + value + "'");
        return;
    }
    if (sameOptionName(name, "UCI_Chess960")) {
        // Read by the next `position`: a FEN's castling field and castling moves as king takes rook.
        if (value == "true" || value == "false")
            m_chess960 = value == "true";
        else
            error("UCI_Chess960 must be true or false, got '" + value + "'");
        return;
    }
    if (sameOptionName(name, "Move Overhead")) {
        if (auto v = parseInt<std::int64_t>(value, 0, 5000)) m_moveOverheadMs = *v;
        else error("Move Overhead must be a number from 0 to 5000, got '" + value + "'");
        return;
    }
    if (!m_searcher) return;
    const std::string problem = m_searcher->setOption(name, value);
    if (!problem.empty()) {
        error(problem);
        return;
    }
    m_options[name] = value;
}

void Session::cmdPosition(const std::vector<std::string>& w) {
    if (w.size() < 2) {
        error("position needs 'startpos' or 'fen <fen>'");
        return;
    }
    std::size_t movesAt = w.size();
    for (std::size_t i = 1; i < w.size(); ++i)
        if (w[i] == "moves") {
            movesAt = i;
            break;
        }
    // Not the default constructor: it re-runs the attack-table set-up, too slow for every move.
    Position pos = *Position::fromFen(Position::kStartFen, m_chess960);
    if (w[1] == "startpos") {
        if (movesAt != 2 && movesAt != w.size()) {
            error("unexpected '" + w[2] + "' after startpos");
            return;
        }
        if (movesAt == w.size() && w.size() > 2) {
            error("unexpected '" + w[2] + "' after startpos (expected 'moves')");
            return;
        }
    } else if (w[1] == "fen") {
        auto parsed = Position::fromFen(joinWords(w, 2, movesAt), m_chess960);
        if (!parsed) {
            error("bad FEN: " + parsed.error() + "; position unchanged");
            return;
        }
        pos = std::move(*parsed);
    } else {
        error("position needs 'startpos' or 'fen <fen>', got '" + w[1] + "'");
        return;
    }
    for (std::size_t i = movesAt + 1; i < w.size(); ++i) {
        auto m = parseUciMove(pos, w[i]);
        if (!m) {
            error("at move " + std::to_string(i - movesAt) + ": " + m.error() + "; position unchanged");
            return;
        }
        pos.makeMove(*m);
    }
    m_pos = std::move(pos);
}

void Session::cmdPerft(const std::vector<std::string>& w, std::size_t first) {
    if (first >= w.size()) {
        error("perft needs a depth");
        return;
    }
    auto depth = parseInt<int>(w[first], 1, 12);
    if (!depth) {
        error("perft depth must be a number from 1 to 12, got '" + w[first] + "'");
        return;
    }
    Position pos = m_pos;
    std::uint64_t total = 0;
    std::ostringstream s;
    for (const auto& [move, count] : perftDivide(pos, *depth)) {
        s << toUci(pos, move) << ": " << count << '\n';
        total += count;
    }
    s << "\nNodes searched: " << total << '\n';
    send(s.str());
}

void Session::cmdBench(const std::vector<std::string>& w) {
    if (searching()) {
        error("bench while searching; send stop first");
        return;
    }
    int depth = kBenchDepth;
    if (w.size() > 1) {
        auto d = parseInt<int>(w[1], 1, 30);
        if (!d) {
            error("bench depth must be a number from 1 to 30, got '" + w[1] + "'");
            return;
        }
        depth = *d;
    }
    // The evaluation: nnue (the compiled-in network, the default, whose node count is the
    // signature), hce (the hand-written one) or a network file (a path without blanks).
    if (w.size() > 3) {
        error("bench takes a depth and an evaluation (nnue, hce or a network file), got " + std::to_string(w.size() - 1) +
              " arguments");
        return;
    }
    const std::string evaluation = w.size() > 2 ? w[2] : kBenchEvaluation;
    std::ostringstream log;
    const BenchResult r = runBench(depth, &log, evaluation);
    if (!r.error.empty()) {
        error("bench: " + r.error);
        return;
    }
    std::ostringstream s;
    s << log.str();
    s << "Total time (ms) : " << r.timeMs << '\n';
    s << "Nodes searched: " << r.nodes << '\n';
    s << "Nodes/second  : " << r.nps << '\n';
    s << r.nodes << " nodes " << r.nps << " nps";
    send(s.str());
}

// The hand-written evaluation's terms, then the network's verdict when the search uses it.
void Session::cmdEval() {
    std::string out = evalTrace(m_pos);
    auto* strong = dynamic_cast<PvsSearcher*>(m_searcher.get());
    if (const nnue::Network* net = strong ? strong->networkInUse() : nullptr) {
        const int cp = nnue::evaluateFull(*net, m_pos);
        out += "\n NNUE evaluation: " + std::to_string(m_pos.sideToMove() == White ? cp : -cp) + " cp (White's view), " +
               std::to_string(cp) + " cp for the side to move; the search uses this one (Use NNUE)";
    }
    send(out);
}

void Session::cmdGo(const std::vector<std::string>& w) {
    if (w.size() >= 2 && w[1] == "perft") {
        cmdPerft(w, 2);
        return;
    }
    if (searching()) {
        error("a search is already running; send stop first");
        return;
    }
    joinSearch();
    if (!m_searcher) {
        error("no searcher selected");
        return;
    }
    SearchLimits limits;
    limits.multiPv = m_multiPv;
    // MultiPV is declared for every searcher (the Searcher option changes them at run time), but
    // the family's simpler members follow only their best move: say so rather than give fewer
    // lines than asked without a word.
    if (const int most = m_searcher->maxLines(); m_multiPv > most)
        send("info string MultiPV " + std::to_string(m_multiPv) + " asked, but the searcher " + m_searcherName +
             " gives at most " + std::to_string(most) + (most == 1 ? " line" : " lines"));
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string& k = w[i];
        auto number = [&](std::int64_t lo, std::int64_t hi) -> std::optional<std::int64_t> {
            if (i + 1 >= w.size()) {
                error("go: '" + k + "' needs a number");
                return std::nullopt;
            }
            auto v = parseInt<std::int64_t>(w[i + 1], lo, hi);
            if (!v) error("go: '" + k + "' needs a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                          ", got '" + w[i + 1] + "'");
            ++i;
            return v;
        };
        constexpr std::int64_t kBig = 1'000'000'000'000LL;
        if (k == "infinite") limits.infinite = true;
        else if (k == "ponder") limits.ponder = true;
        else if (k == "wtime" || k == "btime" || k == "winc" || k == "binc") {
            auto v = number(-kBig, kBig);
            if (!v) return;
            const Color c = k[0] == 'w' ? White : Black;
            if (k[1] == 't') limits.timeMs[c] = std::max<std::int64_t>(0, *v);
            else limits.incMs[c] = std::max<std::int64_t>(0, *v);
        } else if (k == "movestogo") {
            auto v = number(0, 100000);
            if (!v) return;
            limits.movesToGo = int(*v);
        } else if (k == "movetime") {
            auto v = number(0, kBig);
            if (!v) return;
            limits.movetimeMs = std::max<std::int64_t>(1, *v);
        } else if (k == "depth") {
            auto v = number(1, kMaxPly - 10);
            if (!v) return;
            limits.depth = int(*v);
        } else if (k == "nodes") {
            auto v = number(1, kBig * 1000);
            if (!v) return;
            limits.nodes = std::uint64_t(*v);
        } else if (k == "mate") {
            auto v = number(1, 100);
            if (!v) return;
            limits.mate = int(*v);
        } else if (k == "searchmoves") {
            while (i + 1 < w.size()) {
                auto m = parseUciMove(m_pos, w[i + 1]);
                if (!m) break;
                limits.searchMoves.push_back(*m);
                ++i;
            }
            if (limits.searchMoves.empty()) {
                error("go: searchmoves names no legal move");
                return;
            }
        } else if (looksLikeUciMove(k)) {
            // searchmoves' list ends at the first word that is not a legal move, so an illegal
            // move there reads as the next parameter; say what it more likely is.
            error("go: '" + k + "' is not a legal move in this position (searchmoves takes legal moves only)");
            return;
        } else {
            error("go: unknown parameter '" + k.substr(0, 30) + "'");
            return;
        }
    }
    // Latency between us and the GUI is taken off our clock up front.
    for (Color c : {White, Black})
        if (limits.hasClock(c)) limits.timeMs[c] = std::max<std::int64_t>(1, limits.timeMs[c] - m_moveOverheadMs);

    {
        std::lock_guard lock(m_stateMutex);
        m_running = true;
        m_waitRelease = limits.infinite || limits.ponder;
        m_released = false;
        m_stopSource = std::stop_source();
    }
    const Position pos = m_pos;
    m_wdlMaterial = wdlMaterial(pos);
    m_thread = std::thread([this, pos, limits, stop = m_stopSource.get_token()] {
        SearchCallbacks callbacks;
        callbacks.onInfo = [this, &pos](const SearchInfo& info) { send(formatInfo(info, pos)); };
        callbacks.onMessage = [this](const std::string& text) { send("info string " + text); };
        callbacks.onCurrMove = [this, &pos](Move m, int number, int depth) {
            send("info depth " + std::to_string(depth) + " currmove " + toUci(pos, m) + " currmovenumber " +
                 std::to_string(number));
        };
        SearchResult result = m_searcher->search(pos, limits, callbacks, stop);
        {
            // The protocol forbids bestmove before stop/ponderhit in infinite and ponder mode.
            std::unique_lock lock(m_stateMutex);
            m_stateCv.wait(lock, [this] { return !m_waitRelease || m_released; });
        }
        Move best = result.bestMove;
        if (best.isNull() || !pos.isLegal(best)) {
            const MoveList legal = legalMoves(pos);
            best = legal.empty() ? Move::none() : legal[0];
        }
        std::string line = "bestmove " + toUci(pos, best);
        if (!result.ponderMove.isNull() && !best.isNull()) line += " ponder " + toUci(pos, result.ponderMove);
        // Not running any more before the GUI can see bestmove: its next `go` must be accepted.
        {
            std::lock_guard lock(m_stateMutex);
            m_running = false;
        }
        m_stateCv.notify_all();
        send(line);
    });
}

std::string Session::formatInfo(const SearchInfo& info, const Position& root) const {
    std::ostringstream s;
    s << "info depth " << info.depth << " seldepth " << std::max(info.seldepth, info.depth) << " multipv "
      << info.multiPv << " score " << scoreText(info.score);
    if (m_showWdl) {
        const Wdl w = wdlFromScore(info.score, m_wdlMaterial);
        s << " wdl " << w.win << ' ' << w.draw << ' ' << w.loss;
    }
    if (info.bound == Bound::Lower) s << " lowerbound";
    else if (info.bound == Bound::Upper) s << " upperbound";
    s << " nodes " << info.nodes << " nps " << info.nps;
    if (info.hashfull >= 0) s << " hashfull " << info.hashfull;
    s << " time " << info.timeMs;
    if (!info.pv.empty()) {
        s << " pv";
        for (Move m : info.pv) s << ' ' << toUci(root, m);
    }
    if (info.multiPv == 1 && info.bound == Bound::Exact && !info.repeatsLastIteration) {
        const DepthStats& d = info.stats;
        char ebf[32];
        std::snprintf(ebf, sizeof ebf, "%.2f", d.branchingFactor);
        s << "\ninfo string stats depth " << info.depth << " nodes " << d.nodes << " qnodes " << d.qnodes
          << " cutoffs " << d.betaCutoffs << " firstcut " << d.firstMoveCutoffs << " ttprobes " << d.ttProbes
          << " tthits " << d.ttHits << " ttcuts " << d.ttCutoffs << " evals " << d.evaluations << " nulltries "
          << d.nullMoveTries << " nullcuts " << d.nullMoveCutoffs << " reductions " << d.reductions
          << " researches " << d.researches << " extensions " << d.extensions << " pruned " << d.prunedMoves
          << " ebf " << ebf;
    }
    return s.str();
}

void Session::stopSearch() {
    // Through the search's stop token, which is not forgotten when it arrives before the search
    // has started its clock (a plain Searcher::stop() would be), so one request is enough.
    std::unique_lock lock(m_stateMutex);
    if (!m_running) return;
    m_released = true;
    m_stopSource.request_stop();
    lock.unlock();
    m_stateCv.notify_all();
    lock.lock();
    m_stateCv.wait(lock, [this] { return !m_running; });
}

void Session::joinSearch() {
    if (m_thread.joinable()) m_thread.join();
}

void Session::waitForSearch() {
    {
        std::unique_lock lock(m_stateMutex);
        m_stateCv.wait(lock, [this] { return !m_running; });
    }
    joinSearch();
}

} // namespace eschess::uci
