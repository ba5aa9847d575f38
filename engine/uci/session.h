#pragma once
// One UCI conversation: takes a line at a time and writes replies to a std::ostream.
//
// It exists apart from the stdin loop so tests can drive the protocol without processes.
// Searches run on a thread of their own, so `stop`, `isready` and `quit` are answered at
// once while a search is going on. Writes to the stream are serialised by a mutex.

#include "core/position.h"
#include "search/searcher.h"

#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <stop_token>
#include <thread>
#include <vector>

namespace eschess::uci {

class Session {
public:
    // `name` is the `id name` reply: the program's name and version (eschess-engine passes
    // "Eschess <version>"); the library itself does not know the version (core/version.h).
    explicit Session(std::ostream& out, std::string name = "Eschess");
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Handles one command line; returns false when the line was `quit`.
    bool handle(std::string_view line);
    // Blocks until the running search (if any) has printed its bestmove.
    void waitForSearch();
    bool searching() const;

    const Position& position() const { return m_pos; }
    std::string searcherName() const { return m_searcherName; }

private:
    void send(const std::string& text);
    void error(const std::string& text);

    void cmdUci();
    void cmdSetOption(const std::vector<std::string>& args);
    void cmdPosition(const std::vector<std::string>& args);
    void cmdGo(const std::vector<std::string>& args);
    void cmdPerft(const std::vector<std::string>& args, std::size_t first);
    void cmdBench(const std::vector<std::string>& args);
    void cmdEval();
    void stopSearch();
    void joinSearch();
    bool selectSearcher(const std::string& name);
    // root: the searched position, which says how castling is written (Chess960 or not).
    std::string formatInfo(const SearchInfo& info, const Position& root) const;

    std::ostream& m_out;
    mutable std::mutex m_outMutex;
    std::string m_name;

    Position m_pos;
    std::string m_searcherName;
    std::unique_ptr<Searcher> m_searcher;
    std::map<std::string, std::string> m_options; // values set by the GUI, replayed on a new searcher
    int m_multiPv = 1;
    std::int64_t m_moveOverheadMs = 30;
    bool m_showWdl = false;  // UCI_ShowWDL
    bool m_chess960 = false; // UCI_Chess960
    int m_wdlMaterial = 78;  // the searched position's, for the model (set before each search)

    std::thread m_thread;
    mutable std::mutex m_stateMutex;
    std::condition_variable m_stateCv;
    bool m_running = false;  // a search thread is alive and has not printed bestmove
    bool m_waitRelease = false; // infinite/ponder: bestmove held back until stop or ponderhit
    bool m_released = false;
    std::stop_source m_stopSource; // the running search's; a new one for each `go`
};

} // namespace eschess::uci
