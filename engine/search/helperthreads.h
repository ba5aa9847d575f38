#pragma once
// The Lazy SMP helper threads, kept between searches: starting threads for every search costs
// time in fast games and shows up in profiles. Threads are started when a search first asks
// for more than are running, and all end with the pool.

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace eschess {

class HelperThreads {
public:
    HelperThreads() = default;
    HelperThreads(const HelperThreads&) = delete;
    HelperThreads& operator=(const HelperThreads&) = delete;
    ~HelperThreads();

    // Runs job(1) … job(count) on pooled threads and returns at once.
    void start(int count, std::function<void(int)> job);
    // Blocks until every job of the last start() has returned.
    void wait();
    int threadCount() const { return int(m_threads.size()); }

private:
    void loop(int index);

    std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    std::vector<std::thread> m_threads; // thread i runs job(i + 1)
    std::function<void(int)> m_job;
    int m_count = 0;                // how many threads take part in this round
    int m_running = 0;              // how many of them have not yet finished it
    std::uint64_t m_round = 0;      // bumped by start(); a thread runs each round once
    bool m_quit = false;
};

} // namespace eschess
