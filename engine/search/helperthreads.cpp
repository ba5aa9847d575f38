#include "search/helperthreads.h"

namespace eschess {

HelperThreads::~HelperThreads() {
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_all();
    for (std::thread& t : m_threads) t.join();
}

void HelperThreads::start(int count, std::function<void(int)> job) {
    if (count <= 0) return;
    std::lock_guard lock(m_mutex);
    m_job = std::move(job);
    m_count = count;
    m_running = count;
    ++m_round;
    while (int(m_threads.size()) < count) {
        const int index = int(m_threads.size());
        m_threads.emplace_back([this, index] { loop(index); });
    }
    m_wake.notify_all();
}

void HelperThreads::wait() {
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_running == 0; });
}

void HelperThreads::loop(int index) {
    std::unique_lock lock(m_mutex);
    // A thread started by start() takes part in its round (the next round cannot begin
    // before this thread has finished this one).
    std::uint64_t seen = m_round - 1;
    for (;;) {
        m_wake.wait(lock, [&] { return m_quit || m_round != seen; });
        if (m_quit) return;
        seen = m_round;
        if (index >= m_count) continue;
        const std::function<void(int)>& job = m_job;
        lock.unlock();
        job(index + 1);
        lock.lock();
        if (--m_running == 0) m_done.notify_all();
    }
}

} // namespace eschess
