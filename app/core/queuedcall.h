#pragma once

// queueCall(target, fn): runs fn in target's thread, later (Qt::QueuedConnection) — and in a
// ThreadSanitizer build tells TSan about the order that Qt's event queue gives such a call.
//
// Everything the calling thread did before QMetaObject::invokeMethod happens before fn runs in
// the target's thread: the event queue is guarded by a mutex. Qt is not built with TSan, so
// TSan cannot see that mutex (Qt's mutexes are futexes inside libQt6Core) and reports the
// closure — written here, read there — and whatever it points to as data races, false ones
// (docs/reliability.md, "Sanitizers"). Under TSan, queueCall states the order itself: a
// release on `target` before the call, an acquire on it in the target's thread before fn
// runs, and no record of the writes that move the closure into Qt's event (fresh memory that
// only the target's thread touches after that). Without TSan it is exactly invokeMethod.

#include <QMetaObject>
#include <QObject>

#include <utility>

#if defined(__SANITIZE_THREAD__)
#define ESCHESS_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ESCHESS_TSAN 1
#endif
#endif

#ifdef ESCHESS_TSAN
extern "C" {
void __tsan_acquire(void* addr);
void __tsan_release(void* addr);
void __tsan_ignore_thread_begin();
void __tsan_ignore_thread_end();
}
#endif

namespace eschess::app {

template <typename Fn>
void queueCall(QObject* target, Fn&& fn) {
#ifdef ESCHESS_TSAN
    __tsan_release(target);
    __tsan_ignore_thread_begin();
    QMetaObject::invokeMethod(
        target,
        [target, fn = std::forward<Fn>(fn)]() mutable {
            __tsan_acquire(target);
            fn();
        },
        Qt::QueuedConnection);
    __tsan_ignore_thread_end();
#else
    QMetaObject::invokeMethod(target, std::forward<Fn>(fn), Qt::QueuedConnection);
#endif
}

} // namespace eschess::app
