#include "search/pvssearcher.h"

#include "eval/tapered.h"
#include "search/strength.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <mutex>
#include <new>
#include <optional>
#include <random>

namespace eschess {

namespace {

std::optional<int> parseSpin(std::string_view v, int lo, int hi) {
    int x = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc() || end != v.data() + v.size() || x < lo || x > hi) return std::nullopt;
    return x;
}

struct Switch {
    const char* name;
    bool PvsSwitches::*member;
};
constexpr Switch kSwitches[] = {
    {"NullMove", &PvsSwitches::nullMove},
    {"LMR", &PvsSwitches::lmr},
    {"LateMovePruning", &PvsSwitches::lateMovePruning},
    {"Futility", &PvsSwitches::futility},
    {"ReverseFutility", &PvsSwitches::reverseFutility},
    {"Razoring", &PvsSwitches::razoring},
    {"Aspiration", &PvsSwitches::aspiration},
    {"CheckExtension", &PvsSwitches::checkExtension},
    {"SingularExtension", &PvsSwitches::singularExtension},
    {"MateDistancePruning", &PvsSwitches::mateDistance},
    {"SEEPruning", &PvsSwitches::seePruning},
    {"TTCutoffs", &PvsSwitches::ttCutoffs},
    {"CaptureHistory", &PvsSwitches::captureHistory},
    {"CorrectionHistory", &PvsSwitches::correctionHistory},
    {"UnfinishedIteration", &PvsSwitches::unfinishedIteration},
    {"RootHistoryOrder", &PvsSwitches::rootHistoryOrder},
    {"ThreatHistory", &PvsSwitches::threatHistory},
    {"PawnHistory", &PvsSwitches::pawnHistory},
    {"MinorCorrection", &PvsSwitches::minorCorrection},
    {"Rule50Damping", &PvsSwitches::rule50Damping},
    {"WideCutBonus", &PvsSwitches::wideCutBonus},
    {"ContinuationCorrection", &PvsSwitches::continuationCorrection},
    {"RootHistoryReduction", &PvsSwitches::rootHistoryReduction},
    {"CutoffCount", &PvsSwitches::cutoffCount},
    {"LowPlyHistory", &PvsSwitches::lowPlyHistory},
    {"PostLmrHistory", &PvsSwitches::postLmrHistory},
    {"OpponentWorsening", &PvsSwitches::opponentWorsening},
    {"FractionalLmr", &PvsSwitches::fractionalLmr},
};

constexpr int kEloMin = kEloLabelMin, kEloMax = kEloLabelMax;

} // namespace

void PvsSearcher::initOnce() {
    static std::once_flag once;
    std::call_once(once, [] {
        Position::init();
        initTaperedEval();
    });
}

// Nothing large is built here: the table and the per-thread histories (3.7 MB each) come with
// the first search (or, for the table, with a `Hash` setting), because searchers are also built
// only to be asked their options or to check a spec (app/core/enginespec.cpp).
PvsSearcher::PvsSearcher() { initOnce(); }

PvsSearcher::~PvsSearcher() = default;

std::string PvsSearcher::description() const {
    return "The strong engine: PVS, aspiration, transposition table, null move, LMR, pruning, NNUE evaluation (or the tapered hand-written one)";
}

void PvsSearcher::newGame() {
    m_tt.clear();
    for (auto& h : m_histories) h->clear();
}

std::vector<OptionSpec> PvsSearcher::options() const {
    std::vector<OptionSpec> specs;
    specs.push_back({"Hash", OptionSpec::Type::Spin, "16", 1, 4096, {}});
    specs.push_back({"Clear Hash", OptionSpec::Type::Button, "", 0, 0, {}});
    specs.push_back({"Threads", OptionSpec::Type::Spin, "1", 1, 64, {}});
    specs.push_back({"UCI_LimitStrength", OptionSpec::Type::Check, "false", 0, 0, {}});
    specs.push_back({"UCI_Elo", OptionSpec::Type::Spin, "1500", kEloMin, kEloMax, {}});
    const PvsSwitches defaults;
    for (const Switch& s : kSwitches)
        specs.push_back({s.name, OptionSpec::Type::Check, defaults.*s.member ? "true" : "false", 0, 0, {}});
    // The network won its SPRT against the hand-written evaluation (docs/nnue.md); the strength
    // levels (UCI_LimitStrength) keep the hand-written one, which they were calibrated with.
    specs.push_back({"Use NNUE", OptionSpec::Type::Check, "true", 0, 0, {}});
    specs.push_back({"EvalFile", OptionSpec::Type::String, kEmbeddedEvalFile, 0, 0, {}});
    // For tuning (eschess-cli spsa) and trying a margin without a rebuild: "name=value …" over
    // the defaults of search/pvsparams.h; empty is the defaults.
    specs.push_back({"SearchParams", OptionSpec::Type::String, "", 0, 0, {}});
    return specs;
}

std::string PvsSearcher::setOption(std::string_view name, std::string_view value) {
    auto checkValue = [&](bool& target) -> std::string {
        if (value == "true") target = true;
        else if (value == "false") target = false;
        else return std::string(name) + " must be true or false, got '" + std::string(value.substr(0, 20)) + "'";
        return {};
    };
    if (sameOptionName(name, "Hash")) {
        auto mb = parseSpin(value, 1, 4096);
        if (!mb) return "Hash must be a number of MB from 1 to 4096, got '" + std::string(value.substr(0, 20)) + "'";
        if (std::size_t(*mb) != m_tt.megabytes() && !m_tt.resize(std::size_t(*mb)))
            return "Hash " + std::to_string(*mb) + " MB cannot be allocated; keeping " + std::to_string(m_hashMb) + " MB";
        m_hashMb = std::size_t(*mb);
        return {};
    }
    if (sameOptionName(name, "Clear Hash")) {
        newGame();
        return {};
    }
    if (sameOptionName(name, "Threads")) {
        auto n = parseSpin(value, 1, 64);
        if (!n) return "Threads must be a number from 1 to 64, got '" + std::string(value.substr(0, 20)) + "'";
        m_threads = *n;
        return {};
    }
    if (sameOptionName(name, "UCI_LimitStrength")) {
        const bool was = m_limitStrength;
        if (std::string error = checkValue(m_limitStrength); !error.empty()) return error;
        // The levels search with the hand-written evaluation (search()); the table's static
        // evaluations must come from the evaluation in use.
        if (m_limitStrength != was && m_useNnue) m_tt.clear();
        return {};
    }
    if (sameOptionName(name, "UCI_Elo")) {
        auto e = parseSpin(value, kEloMin, kEloMax);
        if (!e) return "UCI_Elo must be a number from 800 to 2400, got '" + std::string(value.substr(0, 20)) + "'";
        m_elo = *e;
        return {};
    }
    for (const Switch& s : kSwitches)
        if (sameOptionName(name, s.name)) return checkValue(m_switches.*s.member);
    if (sameOptionName(name, "Use NNUE")) {
        bool use = m_useNnue;
        if (std::string error = checkValue(use); !error.empty()) return error;
        if (use && !m_network) {
            m_network = nnue::embeddedNetwork();
            if (!m_network) return "Use NNUE: " + nnue::embeddedNetworkError() + "; set EvalFile to a network file first";
        }
        if (use != m_useNnue) m_tt.clear(); // its stored static evaluations came from the other evaluator
        m_useNnue = use;
        return {};
    }
    if (sameOptionName(name, "EvalFile")) {
        std::shared_ptr<const nnue::Network> net;
        if (value.empty() || value == kEmbeddedEvalFile) {
            net = nnue::embeddedNetwork();
            if (!net) return "EvalFile: " + nnue::embeddedNetworkError();
        } else {
            Parsed<std::shared_ptr<const nnue::Network>> loaded = nnue::Network::load(std::string(value));
            if (!loaded) return "EvalFile: " + loaded.error() + "; keeping the network in use";
            net = *loaded;
        }
        m_network = std::move(net);
        m_tt.clear();
        return {};
    }
    if (sameOptionName(name, "SearchParams")) {
        PvsParameters params;
        if (std::string error = applyPvsParameters(params, value); !error.empty())
            return "SearchParams: " + error + "; keeping the parameters in use";
        m_params = params;
        return {};
    }
    // Each parameter is also an option of its own, not listed by `uci`, for tuners that set one
    // option per parameter (OpenBench's SPSA): it changes that parameter of the ones in use.
    if (const PvsParameterInfo* info = findPvsParameter(name)) {
        // The error already starts with the parameter's name.
        if (std::string error = setPvsParameter(m_params, *info, value); !error.empty())
            return error + "; keeping " + formatPvsParameter(*info, m_params);
        return {};
    }
    return Searcher::setOption(name, value);
}

std::string PvsSearcher::chooseEvaluation(const std::string& evaluation) {
    if (evaluation == "hce") return setOption("Use NNUE", "false");
    const std::string file = evaluation == "nnue" ? kEmbeddedEvalFile : evaluation;
    if (std::string error = setOption("EvalFile", file); !error.empty()) return error;
    return setOption("Use NNUE", "true");
}

const nnue::Network* PvsSearcher::networkInUse() {
    if (!m_useNnue) return nullptr;
    // The default needs the compiled-in network only now: searchers are also built just to list
    // their options.
    if (!m_network) m_network = nnue::embeddedNetwork();
    return m_network.get();
}

std::pair<std::int64_t, std::int64_t> PvsSearcher::timeBudget(const SearchLimits& limits, Color us, int gamePly) {
    if (limits.infinite || limits.movetimeMs > 0 || !limits.hasClock(us)) return {0, 0};
    const std::int64_t time = std::max<std::int64_t>(1, limits.timeMs[us]);
    const std::int64_t inc = limits.incMs[us];
    const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 50) : std::max(20, 28 - gamePly / 10);
    std::int64_t soft = time / movesToGo + inc * 3 / 4;
    // Spending a share of the clock plus 3/4 of the increment, a long game's clock settles
    // where the share is the other quarter of the increment: five increments, 50 ms at 1+0.01,
    // where one stall of the machine or the GUI loses on time. Below a reserve (fifteen
    // increments, at most 150 ms: stalls are of a size in ms, not in increments) every move
    // gets a part of its time in proportion, so the clock settles higher (near 120 ms at
    // 1+0.01). At 10+0.1 the clock settles above the reserve and nothing changes. Each
    // millisecond kept costs strength at 1+0.01: 30 increments up to a second lost 25 Elo
    // there, these 15 up to 150 ms lose 11 (docs/strength.md, "Session 90").
    const std::int64_t reserve = std::min<std::int64_t>(kReserveIncrements * inc, kReserveCapMs);
    if (time < reserve) soft = soft * time / reserve;
    const double softCap = movesToGo == 1 ? 0.6 : 0.35;
    const double hardCap = movesToGo == 1 ? 0.8 : 0.5;
    soft = std::min<std::int64_t>(soft, std::int64_t(double(time) * softCap));
    std::int64_t hard = std::min<std::int64_t>(soft * 4, std::int64_t(double(time) * hardCap));
    soft = std::max<std::int64_t>(1, soft);
    hard = std::max<std::int64_t>(soft, hard);
    return {soft, hard};
}

SearchResult PvsSearcher::search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    if (!m_limitStrength) return searchFull(pos, limits, callbacks);
    // Every level, the top one (full search) too, keeps the evaluation it was calibrated with.
    if (strengthKnobFor(m_elo) < kEloMax) return searchLimited(pos, limits, callbacks);
    return searchFull(pos, limits, callbacks, true);
}

void PvsSearcher::allocateTable(const SearchCallbacks& callbacks) {
    // Only the default size can be missing here (a Hash that was set has its table already):
    // rather than end the program, search with what the machine gives, and say so.
    for (std::size_t mb = m_hashMb;; mb /= 2) {
        if (m_tt.resize(mb)) {
            if (mb != m_hashMb && callbacks.onMessage)
                callbacks.onMessage("Hash " + std::to_string(m_hashMb) + " MB cannot be allocated; using " +
                                    std::to_string(mb) + " MB");
            m_hashMb = mb;
            return;
        }
        if (mb <= 1) throw std::bad_alloc(); // not even 1 MB: nothing sensible is left to do
    }
}

SearchResult PvsSearcher::searchFull(const Position& pos, const SearchLimits& limits,
                                     const SearchCallbacks& callbacks, bool calibratedLevel) {
    const auto [soft, hard] = timeBudget(limits, pos.sideToMove(), pos.gamePly());
    m_control.start(limits, 0, hard);
    if (m_tt.empty()) allocateTable(callbacks);
    m_tt.newSearch();
    while (int(m_histories.size()) < m_threads) m_histories.push_back(History::create());
    for (auto& h : m_histories) {
        for (auto& k : h->killers) k[0] = k[1] = Move::none();
        std::memset(h->lowPly, 0, sizeof h->lowPly);
    }

    PvsShared shared;
    shared.tt = &m_tt;
    shared.control = &m_control;
    shared.switches = m_switches;
    if (calibratedLevel)
        shared.switches.captureHistory = shared.switches.correctionHistory =
            shared.switches.unfinishedIteration = shared.switches.rootHistoryOrder =
                shared.switches.threatHistory = shared.switches.pawnHistory =
                    shared.switches.minorCorrection = shared.switches.rule50Damping =
                        shared.switches.wideCutBonus = shared.switches.continuationCorrection =
                            shared.switches.rootHistoryReduction = shared.switches.cutoffCount =
                                shared.switches.lowPlyHistory = shared.switches.postLmrHistory =
                                    shared.switches.opponentWorsening = shared.switches.fractionalLmr = false;
    // The levels search with the parameters they were calibrated with, whatever the defaults or
    // SearchParams say now.
    shared.params = calibratedLevel ? calibratedLevelParameters() : m_params;
    shared.limits = limits;
    shared.softMs = soft;
    shared.callbacks = &callbacks;
    // Only a single-threaded search has one tree to show.
    shared.tree = m_threads == 1 ? m_tree : nullptr;
    shared.network = calibratedLevel ? nullptr : networkInUse();
    if (!calibratedLevel && m_useNnue && !shared.network && callbacks.onMessage)
        callbacks.onMessage("Use NNUE: " + nnue::embeddedNetworkError() + "; using the hand-written evaluation");

    std::vector<std::unique_ptr<PvsWorker>> workers;
    for (int i = 0; i < m_threads; ++i) workers.push_back(std::make_unique<PvsWorker>(shared, i, *m_histories[i]));
    m_helpers.start(m_threads - 1, [&](int i) { workers[std::size_t(i)]->run(pos, nullptr); });

    SearchResult result;
    workers[0]->run(pos, &result);
    shared.abort.store(true);
    m_helpers.wait();

    result.nodes = 0;
    for (const auto& w : workers) result.nodes += w->nodes();
    result.timeMs = m_control.elapsedMs();
    workers[0]->reportFinal(result.nodes);
    return result;
}

// Human levels: fewer nodes and a controlled random error in choosing among the best lines.
SearchResult PvsSearcher::searchLimited(const Position& pos, SearchLimits limits, const SearchCallbacks& callbacks) {
    const int knob = strengthKnobFor(m_elo);
    const double level = std::max(0.0, double(knob - kEloMin) / double(kEloMax - kEloMin)); // 0 … 1
    const auto nodeBudget = std::uint64_t(100.0 * std::pow(2.0, level * 12.0));        // 100 … 409,600
    // 300 … 0 cp from knob 800 up; below 800 the error alone keeps growing (600 cp at knob 400),
    // since fewer than 100 nodes no longer fill the four lines the error chooses among.
    const int errorCp = knob >= kEloMin ? int((1.0 - level) * 300.0) : 300 + (kEloMin - knob) * 3 / 4;
    limits.nodes = limits.nodes ? std::min(limits.nodes, nodeBudget) : nodeBudget;
    const int wantedLines = std::max(limits.multiPv, 4);
    limits.multiPv = wantedLines;
    const int savedThreads = m_threads;
    m_threads = 1;
    SearchResult result = searchFull(pos, limits, callbacks, true);
    m_threads = savedThreads;
    if (result.rootScores.size() < 2 || errorCp == 0) return result;

    std::mt19937_64 rng(m_seed ^ pos.key());
    std::uniform_int_distribution<int> noise(0, errorCp);
    Move chosen = result.bestMove;
    int bestNoisy = -kInfinite * 2;
    for (const auto& [move, score] : result.rootScores) {
        if (isMateScore(score) && score > 0 && move == result.bestMove) { // never miss a found mate
            chosen = move;
            break;
        }
        const int noisy = score + noise(rng);
        if (noisy > bestNoisy) {
            bestNoisy = noisy;
            chosen = move;
        }
    }
    if (chosen != result.bestMove) {
        for (const auto& [move, score] : result.rootScores)
            if (move == chosen) result.score = score;
        result.bestMove = chosen;
        result.ponderMove = Move::none();
        result.pv.assign(1, chosen);
    }
    return result;
}

} // namespace eschess
